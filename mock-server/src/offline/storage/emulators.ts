/**
 * The clouds' storage on this machine, for the offline world only (never in production): Azurite,
 * Microsoft's Azure Storage emulator (npm `azurite`, its blob service), and s3rver, an
 * S3-compatible server (npm `s3rver`), each a child process on loopback with its data in a folder.
 * `./portal start` and `./portal test` run them (scripts/storage-emulators.ts); the backend's
 * pipelines reach them through the clouds' own SDKs exactly as they reach the real services
 * (pipelines/storage.ts), only the settings differ.
 *
 * Their well-known accounts: Azurite's `devstoreaccount1` with its published key, s3rver's
 * `S3RVER` / `S3RVER`. s3rver refuses an access key id it does not know but does not verify the
 * request's signature: a wrong secret access key is refused only by a real S3.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'node_modules');
/** The emulators' own scripts, run by this Node (not through the package manager's shell wrappers, which would stand between a signal and the server). */
const SCRIPTS = {
  'azurite-blob': join(MODULES, 'azurite', 'dist', 'src', 'blob', 'main.js'),
  s3rver: join(MODULES, 's3rver', 'bin', 's3rver.js'),
} as const;

/** Azurite's published development account (docs: "Use the Azurite emulator", well-known storage account). */
export const AZURITE_ACCOUNT = {
  name: 'devstoreaccount1',
  key: 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==',
} as const;
/** s3rver's default credentials. */
export const S3RVER_ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface Emulator {
  /** Azurite: the account URL ('http://127.0.0.1:P/devstoreaccount1'); s3rver: the endpoint. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A free loopback port, found by listening on port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves when the port accepts a connection, or rejects when the process exits first. */
function listening(child: ChildProcess, port: number, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = false;
    const exited = (code: number | null) => {
      if (done) return;
      done = true;
      reject(new Error(`${name} exited (code ${code}) before it listened on ${port}`));
    };
    child.once('exit', exited);
    const attempt = () => {
      if (done) return;
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        if (done) return;
        done = true;
        child.off('exit', exited);
        resolve();
      });
      // Not listening yet: try again on the next connection refusal (the process is still starting).
      socket.once('error', () => {
        socket.destroy();
        setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Stops an emulator: SIGKILL, since their data is scratch (`./portal start` writes the demo
 * exports again at every start) and neither ends promptly on SIGTERM while clients keep
 * connections open.
 */
function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
}

async function run(
  name: string,
  command: keyof typeof SCRIPTS,
  args: string[],
  port: number,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SCRIPTS[command], ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  try {
    await listening(child, port, name);
  } catch (error) {
    throw new Error(`${(error as Error).message}${errors ? `: ${errors.trim()}` : ''}`);
  }
  return child;
}

/** Azurite's blob service on loopback, its data in `folder`. */
export async function startAzurite(folder: string, port?: number): Promise<Emulator> {
  mkdirSync(folder, { recursive: true });
  const at = port ?? (await freePort());
  const child = await run(
    'Azurite',
    'azurite-blob',
    [
      '--silent',
      '--location',
      folder,
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      String(at),
      '--skipApiVersionCheck',
      '--loose',
    ],
    at,
  );
  return { url: `http://127.0.0.1:${at}/${AZURITE_ACCOUNT.name}`, port: at, stop: stopper(child) };
}

/** s3rver on loopback, its data in `folder`, with these buckets made at its start. */
export async function startS3Server(folder: string, buckets: string[], port?: number): Promise<Emulator> {
  mkdirSync(folder, { recursive: true });
  const at = port ?? (await freePort());
  const child = await run(
    's3rver',
    's3rver',
    [
      '--directory',
      folder,
      '--address',
      '127.0.0.1',
      '--port',
      String(at),
      '--silent',
      '--no-vhost-buckets',
      ...buckets.flatMap((b) => ['--configure-bucket', b]),
    ],
    at,
  );
  return { url: `http://127.0.0.1:${at}`, port: at, stop: stopper(child) };
}
