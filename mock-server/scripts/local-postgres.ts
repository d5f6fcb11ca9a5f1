/**
 * A throwaway PostgreSQL server on loopback, from Debian's packages, for the backend's suite and
 * benchmarks on PostgreSQL (issue 16).
 *
 *   node mock-server/scripts/local-postgres.ts run -- CMD ARGS…   start it, run CMD with DATABASE_URL and
 *                                                      PORTAL_TEST_DATABASE_URL set, stop it
 *   node mock-server/scripts/local-postgres.ts start | stop | url
 *
 * The server binaries are Debian's (`postgresql`, /usr/lib/postgresql/N/bin); when they are missing
 * and this runs as root they are installed with apt-get. The cluster lives in a temporary folder,
 * listens on 127.0.0.1 only (PORTAL_PG_PORT, 55432 by default), trusts local connections, and
 * skips fsync: it holds test data only.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.PORTAL_PG_PORT ?? 55432);
const dir = join(tmpdir(), `portal-postgres-${port}`);
const dataDir = join(dir, 'data');
export const localUrl = `postgres://postgres@127.0.0.1:${port}/portal`;
const isRoot = userInfo().uid === 0;

function binaries(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

function install(): string | undefined {
  if (!isRoot) return undefined;
  console.log("==> Installing Debian's postgresql package");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // The package's own cluster is not wanted: only the binaries are used.
  mkdirSync('/etc/postgresql-common/createcluster.d', { recursive: true });
  writeFileSync('/etc/postgresql-common/createcluster.d/portal.conf', 'create_main_cluster = false\n');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
  return result.status === 0 ? binaries() : undefined;
}

/** Runs a server binary as the postgres user when this is root (the server refuses root). */
function asOwner(command: string, args: string[]): void {
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'inherit' });
  else execFileSync(command, args, { stdio: 'inherit' });
}

function isRunning(bin: string): boolean {
  return spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']).status === 0;
}

/** Starts the cluster (creating it once); answers its URL, or undefined when PostgreSQL is unavailable. */
export function start(): string | undefined {
  const bin = binaries() ?? install();
  if (!bin) return undefined;
  if (isRunning(bin)) return localUrl;
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    if (isRoot) {
      const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
      const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
      chownSync(dir, Number(ids), Number(gid));
      chownSync(dataDir, Number(ids), Number(gid));
    }
    // The C locale: text sorts by code point, as on the embedded database.
    asOwner(join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--locale=C',
      '-E',
      'UTF8',
      '-N',
    ]);
  }
  asOwner(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  const psql = (sql: string) =>
    spawnSync(
      join(bin, 'psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-tAc', sql],
      {
        encoding: 'utf8',
      },
    );
  if (psql("SELECT 1 FROM pg_database WHERE datname = 'portal'").stdout.trim() !== '1')
    psql('CREATE DATABASE portal');
  return localUrl;
}

export function stop(): void {
  const bin = binaries();
  if (!bin || !existsSync(join(dataDir, 'PG_VERSION')) || !isRunning(bin)) return;
  asOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
}

if (import.meta.main) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'start' || command === 'url') {
    const url = start();
    if (!url) {
      console.error(
        'local-postgres: PostgreSQL is not installed (Debian package postgresql) and this is not root',
      );
      process.exit(1);
    }
    console.log(url);
  } else if (command === 'stop') {
    stop();
  } else if (command === 'run') {
    const args = rest[0] === '--' ? rest.slice(1) : rest;
    const url = start();
    if (!url) {
      console.log(
        'local-postgres: PostgreSQL is not installed (Debian package postgresql) and this is not root to install it: skipped',
      );
      process.exit(0);
    }
    const result = spawnSync(args[0] as string, args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url, PORTAL_TEST_DATABASE_URL: url },
    });
    stop();
    process.exit(result.status ?? 1);
  } else {
    console.error('usage: node mock-server/scripts/local-postgres.ts run -- CMD… | start | stop | url');
    process.exit(2);
  }
}
