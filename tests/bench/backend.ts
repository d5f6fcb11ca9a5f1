// The benches' own backend: the reference backend on a free loopback port with a new data folder
// (the demo seed), so a bench never shares data with a running portal or another bench.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** Starts mock-server/src/main.ts with the demo seed in `dataDir`; resolves once /healthz answers. */
export async function startBackend(port: number, dataDir: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), PORTAL_DATA_DIR: dataDir };
  delete env.PORTAL_ON_READY;
  delete env.PORTAL_SCALE;
  const child = spawn(process.execPath, [join(ROOT, 'mock-server', 'src', 'main.ts'), '--reset'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the backend stopped before it listened');
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return child;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the backend did not listen within 120 s');
}
