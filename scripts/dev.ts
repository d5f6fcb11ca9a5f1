// `./portal dev`: the backend on PORT (default 8080) and the Vite dev server with hot reload,
// proxying API calls to it. Ctrl-C stops both.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const port = process.env.PORT ?? '8080';
const children: ChildProcess[] = [
  spawn(process.execPath, ['mock-server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn('pnpm', ['--filter', '@portal/web', 'run', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORTAL_BACKEND_URL: `http://localhost:${port}` },
  }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
