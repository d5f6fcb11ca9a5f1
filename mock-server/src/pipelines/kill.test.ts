/**
 * The backend killed (SIGKILL) in the middle of a pipeline run: a real backend process
 * (src/main.ts) reads the demo tenant's Azure exports from Azurite through a proxy that holds back
 * a data file once part of it was sent, so the run is surely mid-import when the process dies.
 * After a restart the tenant's data is as before the run, the dead instance's run is taken up
 * again once its heartbeat is stale, and every period is loaded once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { putObjects } from '../offline/storage/cloud-exports.ts';
import {
  DEMO_MONTHS,
  DEMO_STORAGE,
  tailspinAzureMonth,
  tailspinAzureObjects,
} from '../offline/storage/demo-exports.ts';
import { type Emulator, freePort, startAzurite } from '../offline/storage/emulators.ts';

const MAIN = join(import.meta.dirname, '..', 'main.ts');
const folder = mkdtempSync(join(tmpdir(), 'pipeline-kill-'));
let azurite: Emulator;
let proxy: Server;
let proxyPort: number;
/** While set, a data file's download stops after its first bytes, until `release()`. */
let holding = true;
const held: (() => void)[] = [];
let stalled: () => void;
const aDownloadStalled = new Promise<void>((resolve) => {
  stalled = resolve;
});

beforeAll(async () => {
  azurite = await startAzurite(join(folder, 'azurite'));
  await putObjects(
    { kind: 'azure-blob', accountUrl: azurite.url, container: DEMO_STORAGE.container },
    tailspinAzureObjects(),
  );
  const upstream = new URL(azurite.url);
  proxy = createServer((incoming, outgoing) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        const dataFile = incoming.method === 'GET' && /part_0_\d+\.csv\.gz/.test(incoming.url ?? '');
        if (!dataFile || !holding) return void answer.pipe(outgoing);
        // The first chunk goes through, the rest waits: the import has begun reading the file.
        answer.once('data', (chunk: Buffer) => {
          outgoing.write(chunk);
          answer.pause();
          held.push(() => answer.pipe(outgoing));
          stalled();
        });
      },
    );
    incoming.pipe(forward);
  });
  proxyPort = await freePort();
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const release of held) release();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await azurite?.stop();
});

/** A backend process on the test's data folder, reading the emulator through the proxy. */
async function startBackend(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_DATA_DIR: join(folder, 'data'),
      PORTAL_SECRET_KEY: Buffer.alloc(32, 5).toString('base64'),
      PORTAL_DEMO_STORAGE: JSON.stringify({
        azuriteUrl: `http://127.0.0.1:${proxyPort}/devstoreaccount1`,
        s3Endpoint: 'http://127.0.0.1:9',
      }),
      PORTAL_PIPELINE_TICK_SECONDS: '1',
      PORTAL_PIPELINE_STALE_SECONDS: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Ready when it answers its health check (or failed when it exits first).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the backend exited (${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const open = () => new DatabaseSync(join(folder, 'data', 'portal.sqlite'), { readOnly: true });
function azureRun(db: DatabaseSync) {
  return db
    .prepare(
      `SELECT r.status, r.attempts, r.summary FROM pipeline_runs r JOIN tenant_records p ON p.id = r.pipeline_id
       WHERE r.tenant_id = 'tailspin' AND p.data LIKE '%azure-blob%'`,
    )
    .get() as { status: string; attempts: number; summary: string | null } | undefined;
}
const periods = (db: DatabaseSync) =>
  db
    .prepare(
      "SELECT billing_period_start AS period, SUM(rows) AS rows, COUNT(*) AS n FROM focus_import_periods WHERE tenant_id = 'tailspin' AND provider_name = 'Microsoft' GROUP BY 1 ORDER BY 1",
    )
    .all() as { period: string; rows: number; n: number }[];

it('killed mid-run, restarted: the data as before the run, then each period loaded once', async () => {
  const port = await freePort();
  const first = await startBackend(port);
  // The demo pipelines run at once; the Azure run's first data file is held mid-download.
  await aDownloadStalled;
  let db = open();
  expect(azureRun(db)).toMatchObject({ status: 'running', attempts: 1 });
  db.close();
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));

  // Nothing of the run was kept: no period of Tailspin's Azure export.
  db = open();
  expect(periods(db)).toEqual([]);
  expect(azureRun(db)?.status).toBe('running');
  db.close();

  // Restarted with the storage answering again: the dead run is claimed once its beat is stale.
  holding = false;
  for (const release of held.splice(0)) release();
  const second = await startBackend(port);
  try {
    for (;;) {
      db = open();
      const run = azureRun(db);
      db.close();
      if (run?.status === 'succeeded' || run?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    db = open();
    expect(azureRun(db)).toMatchObject({ status: 'succeeded', attempts: 2 });
    const rowsOf = (csv: string) => csv.trim().split('\r\n').length - 1;
    expect(periods(db)).toEqual(
      DEMO_MONTHS.map((month) => ({
        period: `${month}-01T00:00:00Z`,
        rows: rowsOf(tailspinAzureMonth(month)),
        n: 1,
      })),
    );
    db.close();
  } finally {
    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));
  }
});
