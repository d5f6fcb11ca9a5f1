/**
 * Cost pipelines against the clouds' storage protocols, in the suite: Azurite (Azure Blob
 * Storage) and s3rver (S3), started here on loopback, written to and read through the clouds' own
 * SDKs. A pipeline made through the API loads each export delivery once, a month-to-date
 * re-delivery replaces its month, a refused file leaves the data as it was and says where, a wrong
 * key says so, and the secret is never answered.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awsExportDelivery,
  azureExportRun,
  lastDayOf,
  putObjects,
} from '../offline/storage/cloud-exports.ts';
import { exactSum, tailspinAwsMonth, tailspinAzureMonth } from '../offline/storage/demo-exports.ts';
import {
  AZURITE_ACCOUNT,
  type Emulator,
  freePort,
  S3RVER_ACCOUNT,
  startAzurite,
  startS3Server,
} from '../offline/storage/emulators.ts';
import { createTestBackend, readJson, type TestBackend } from '../testing/test-backend.ts';

const TENANT = 'tailspin';
const ADMIN = 'admin@tailspin.example';

let azurite: Emulator;
let s3: Emulator;
let backend: TestBackend;
let token: string;
let containers = 0;

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), 'pipeline-storage-'));
  [azurite, s3] = await Promise.all([
    startAzurite(join(folder, 'azurite')),
    startS3Server(join(folder, 's3'), ['billing-a', 'billing-b', 'billing-c']),
  ]);
  backend = await createTestBackend();
  token = await backend.tokenFor(ADMIN, TENANT);
});

afterAll(async () => {
  await backend?.close();
  await Promise.all([azurite?.stop(), s3?.stop()]);
});

/** A fresh container's name, so that each test has its own exports. */
const container = () => `exports-${++containers}`;

const azureStorage = (name: string) => ({
  kind: 'azure-blob' as const,
  accountUrl: azurite.url,
  container: name,
  directory: 'costs',
  credential: 'account-key' as const,
});
const s3Storage = (bucket: string) => ({
  kind: 's3' as const,
  endpoint: s3.url,
  region: 'us-east-1',
  bucket,
  prefix: 'focus',
  accessKeyId: S3RVER_ACCOUNT.accessKeyId,
});

async function createPipeline(name: string, storage: object, secret: string) {
  const response = await backend.call('/services/api-portal-customer/api/config/pipelines', {
    method: 'POST',
    token,
    body: JSON.stringify({ name, source: 'focus-export', schedule: 'daily', enabled: true, storage, secret }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson(response);
}

/** 'Run now', then the queue worked until the run ended; the run as answered. */
async function runNow(id: string) {
  // Each run a minute after the one before, as runs are apart in time.
  backend.advance(60_000);
  token = await backend.tokenFor(ADMIN, TENANT);
  const queued = await backend.call(`/services/api-portal-customer/api/config/pipelines/${id}/runs`, {
    method: 'POST',
    token,
  });
  expect(queued.status, await queued.clone().text()).toBe(202);
  const run = await readJson(queued);
  expect(run.status).toMatch(/queued|running/);
  await backend.pipelines.work();
  return readJson(
    backend.call(`/services/api-portal-customer/api/config/pipelines/${id}/runs/${run.id}`, { token }),
  );
}

/** What the tenant holds of a billing month: the rows of its live imports, and the effective cost's exact sum. */
async function held(month: string, provider?: string) {
  const byProvider = provider ? 'AND provider_name = ?' : '';
  const rows = await backend.db.get<{ n: number | null }>(
    `SELECT SUM(rows) AS n FROM focus_import_periods WHERE tenant_id = ? AND billing_period_start LIKE ? ${byProvider}`,
    [TENANT, `${month}%`, ...(provider ? [provider] : [])],
  );
  const first = Date.parse(`${month}-01T00:00:00Z`) / 86_400_000;
  const next = Date.parse(`${lastDayOf(month)}T00:00:00Z`) / 86_400_000 + 1;
  const facts = await backend.db.all<{ e: number | string; er: number | string }>(
    `SELECT d.effective_cost AS e, d.effective_cost_rest AS er FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
     WHERE r.tenant_id = ? AND r.import_id IS NOT NULL AND d.day >= ? AND d.day < ? ${provider ? 'AND r.provider_name = ?' : ''}`,
    [TENANT, first, next, ...(provider ? [provider] : [])],
  );
  // Micro-units and their rest (atto-units), added exactly, rounded once to the cent.
  const attos = facts.reduce((sum, f) => sum + BigInt(f.e) * 10n ** 12n + BigInt(f.er ?? 0), 0n);
  const cents = (attos + 5n * 10n ** 15n) / 10n ** 16n;
  return {
    rows: Number(rows?.n ?? 0),
    effective: `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`,
  };
}

const rowsOf = (csv: string) => csv.trim().split('\r\n').length - 1;

describe('an Azure Storage container (Azurite)', () => {
  it('loads each export run once, and a month-to-date re-delivery replaces its month', async () => {
    const name = container();
    const target = { kind: 'azure-blob' as const, accountUrl: azurite.url, container: name };
    const august = tailspinAzureMonth('2026-08');
    const octoberToDate = tailspinAzureMonth('2026-10', 15);
    await putObjects(target, [
      ...azureExportRun({
        directory: 'costs',
        exportName: 'daily',
        month: '2026-08',
        runId: 'run-aug',
        submitted: '2026-09-01T04:00:00Z',
        parts: [august],
      }),
      ...azureExportRun({
        directory: 'costs',
        exportName: 'daily',
        month: '2026-10',
        runId: 'run-oct-1',
        submitted: '2026-10-16T04:00:00Z',
        parts: [octoberToDate],
      }),
    ]);

    const pipeline = await createPipeline('Tailspin Azure', azureStorage(name), AZURITE_ACCOUNT.key);
    expect(pipeline).toMatchObject({ secretSet: true, lastStatus: 'never', storage: azureStorage(name) });
    expect(JSON.stringify(pipeline)).not.toContain(AZURITE_ACCOUNT.key);

    // The connection checked before saving: what it found, in words.
    const check = await readJson(
      backend.call('/services/api-portal-customer/api/config/pipelines/storage-check', {
        method: 'POST',
        token,
        body: JSON.stringify({ storage: azureStorage(name), secret: AZURITE_ACCOUNT.key }),
      }),
    );
    expect(check).toEqual({
      ok: true,
      deliveries: 2,
      message: `Connected to ${azurite.url}/${name}/costs: 2 export deliveries, 2 files.`,
    });

    const first = await runNow(pipeline.id);
    expect(first).toMatchObject({
      status: 'succeeded',
      trigger: 'manual',
      deliveries: 2,
      upToDate: 0,
      files: 2,
      rows: rowsOf(august) + rowsOf(octoberToDate),
      periods: ['2026-08-01', '2026-10-01'],
    });
    expect(first.bytes).toBeGreaterThan(0);
    expect(first.sums).toEqual([
      {
        currency: 'USD',
        billed: expect.any(String),
        effective: exactSum(august + octoberToDate.split('\r\n').slice(1).join('\r\n'), 'EffectiveCost'),
      },
    ]);
    expect(await held('2026-10')).toEqual({
      rows: rowsOf(octoberToDate),
      effective: exactSum(octoberToDate, 'EffectiveCost'),
    });

    // Nothing new: the next run loads nothing, and says the deliveries are up to date.
    expect(await runNow(pipeline.id)).toMatchObject({
      status: 'succeeded',
      deliveries: 0,
      upToDate: 2,
      rows: 0,
    });

    // The full month delivered by a later run of the same export: October replaced, not doubled.
    const october = tailspinAzureMonth('2026-10');
    await putObjects(
      target,
      azureExportRun({
        directory: 'costs',
        exportName: 'daily',
        month: '2026-10',
        runId: 'run-oct-2',
        submitted: '2026-11-01T04:00:00Z',
        parts: [october],
      }),
    );
    expect(await runNow(pipeline.id)).toMatchObject({
      status: 'succeeded',
      deliveries: 1,
      upToDate: 1,
      periods: ['2026-10-01'],
      rows: rowsOf(october),
    });
    expect(await held('2026-10')).toEqual({
      rows: rowsOf(october),
      effective: exactSum(october, 'EffectiveCost'),
    });
    expect(await held('2026-08')).toEqual({
      rows: rowsOf(august),
      effective: exactSum(august, 'EffectiveCost'),
    });

    // The list answers the last run, never the secret.
    const listed = await readJson(
      backend.call('/services/api-portal-customer/api/config/pipelines?limit=50', { token }),
    );
    const shown = listed.items.find((p: { id: string }) => p.id === pipeline.id);
    expect(shown).toMatchObject({ lastStatus: 'succeeded', secretSet: true });
    expect(JSON.stringify(listed)).not.toContain(AZURITE_ACCOUNT.key);
    const runs = await readJson(
      backend.call(`/services/api-portal-customer/api/config/pipelines/${pipeline.id}/runs?limit=2`, {
        token,
      }),
    );
    expect(runs.items.map((r: { deliveries: number }) => r.deliveries)).toEqual([1, 0]);
    // At rest the secret is sealed: the stored record holds no byte of it.
    const stored = await backend.db.all<{ data: string }>(
      'SELECT data FROM tenant_records WHERE tenant_id = ? AND id = ?',
      [TENANT, pipeline.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).not.toContain(AZURITE_ACCOUNT.key);
    expect(stored[0]?.data).toContain('sealedSecret');
  });

  it('a refused file leaves the data as it was and names the file, line and column; the next run loads it once fixed', async () => {
    const name = container();
    const target = { kind: 'azure-blob' as const, accountUrl: azurite.url, container: name };
    const september = tailspinAzureMonth('2026-09');
    const pipeline = await createPipeline(`Refusals ${name}`, azureStorage(name), AZURITE_ACCOUNT.key);
    const before = await held('2026-09');
    const lines = september.split('\r\n');
    const header = (lines[0] ?? '').split(',');
    const column = header.indexOf('BilledCost');
    const broken = lines.map((line, i) => {
      if (i !== 5) return line;
      const fields = line.replace(/"(?:[^"]|"")*"/g, (q) => q.replaceAll(',', '\u0001')).split(',');
      fields[column] = 'twelve';
      return fields.join(',').replaceAll('\u0001', ',');
    });
    await putObjects(
      target,
      azureExportRun({
        directory: 'costs',
        exportName: 'daily',
        month: '2026-09',
        runId: 'run-bad',
        submitted: '2026-10-01T04:00:00Z',
        parts: [broken.join('\r\n')],
      }),
    );
    const failed = await runNow(pipeline.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatchObject({
      kind: 'bad-file',
      file: expect.stringContaining('daily/20260901-20260930/202610010400/run-bad/part_0_0001.csv.gz'),
      line: 6,
      column: 'BilledCost',
    });
    expect(failed.error.message).toMatch(/^The export was refused: .*Nothing of this run was loaded\.$/);
    expect(await held('2026-09')).toEqual(before);
    const listed = await readJson(
      backend.call('/services/api-portal-customer/api/config/pipelines?limit=50', { token }),
    );
    expect(listed.items.find((p: { id: string }) => p.id === pipeline.id)).toMatchObject({
      lastStatus: 'failed',
      lastError: failed.error.message,
    });

    // The export run re-written correctly: the next run loads September once.
    await putObjects(
      target,
      azureExportRun({
        directory: 'costs',
        exportName: 'daily',
        month: '2026-09',
        runId: 'run-good',
        submitted: '2026-10-02T04:00:00Z',
        parts: [september],
      }),
    );
    expect(await runNow(pipeline.id)).toMatchObject({
      status: 'succeeded',
      deliveries: 1,
      rows: rowsOf(september),
    });
    expect(await held('2026-09')).toEqual({
      rows: rowsOf(september),
      effective: exactSum(september, 'EffectiveCost'),
    });
  });

  it('a wrong account key, a missing container and an unreachable address are said in words, without the secret', async () => {
    const name = container();
    await putObjects({ kind: 'azure-blob', accountUrl: azurite.url, container: name }, []);
    const wrongKey = Buffer.alloc(64, 9).toString('base64');
    const check = (storage: object, secret: string) =>
      readJson(
        backend.call('/services/api-portal-customer/api/config/pipelines/storage-check', {
          method: 'POST',
          token,
          body: JSON.stringify({ storage, secret }),
        }),
      );
    const refused = await check(azureStorage(name), wrongKey);
    expect(refused).toMatchObject({ ok: false, kind: 'refused-key' });
    expect(refused.message).toContain(`refused the key for the container '${name}'`);
    expect(refused.message).not.toContain(wrongKey);

    expect(await check(azureStorage('no-such-container'), AZURITE_ACCOUNT.key)).toMatchObject({
      ok: false,
      kind: 'no-container',
      message: expect.stringContaining("The container 'no-such-container' does not exist"),
    });
    expect(await check(azureStorage(name), AZURITE_ACCOUNT.key)).toMatchObject({
      ok: false,
      kind: 'no-exports',
    });

    const closed = await freePort();
    const away = await check(
      { ...azureStorage(name), accountUrl: `http://127.0.0.1:${closed}/devstoreaccount1` },
      AZURITE_ACCOUNT.key,
    );
    expect(away).toMatchObject({ ok: false, kind: 'unreachable' });
    expect(away.message).toContain(
      `The storage at http://127.0.0.1:${closed}/devstoreaccount1 cannot be reached`,
    );

    // A run with the wrong key fails with the same words and loads nothing.
    const pipeline = await createPipeline(`Wrong key ${name}`, azureStorage(name), wrongKey);
    const failed = await runNow(pipeline.id);
    expect(failed).toMatchObject({ status: 'failed', error: { kind: 'refused-key' } });
  });
});

describe('an S3 bucket (s3rver)', () => {
  it('loads AWS Data Exports deliveries once; a period delivered again replaces it', async () => {
    const target = { kind: 's3' as const, endpoint: s3.url, bucket: 'billing-a' };
    const august = tailspinAwsMonth('2026-08');
    const september = tailspinAwsMonth('2026-09');
    const delivery = (month: string, execution: string, csv: string) =>
      awsExportDelivery({
        bucket: 'billing-a',
        prefix: 'focus',
        exportName: 'tailspin-focus',
        month,
        executionId: execution,
        parts: [csv],
      });
    await putObjects(target, [
      ...delivery('2026-08', 'e-1', august),
      ...delivery('2026-09', 'e-2', september),
    ]);

    const pipeline = await createPipeline(
      'Tailspin AWS',
      s3Storage('billing-a'),
      S3RVER_ACCOUNT.secretAccessKey,
    );
    const first = await runNow(pipeline.id);
    expect(first).toMatchObject({
      status: 'succeeded',
      deliveries: 2,
      periods: ['2026-08-01', '2026-09-01'],
      rows: rowsOf(august) + rowsOf(september),
    });
    expect(await held('2026-09', 'AWS')).toEqual({
      rows: rowsOf(september),
      effective: exactSum(september, 'EffectiveCost'),
    });
    expect(await runNow(pipeline.id)).toMatchObject({ deliveries: 0, upToDate: 2 });

    // September delivered again (AWS overwrites the period's files and manifest): loaded once more, replacing it.
    const again = september.split('\r\n').slice(0, 31).join('\r\n');
    await putObjects(target, delivery('2026-09', 'e-3', again));
    expect(await runNow(pipeline.id)).toMatchObject({
      status: 'succeeded',
      deliveries: 1,
      periods: ['2026-09-01'],
      rows: rowsOf(`${again}\r\n`),
    });
    expect(await held('2026-09', 'AWS')).toEqual({
      rows: rowsOf(`${again}\r\n`),
      effective: exactSum(`${again}\r\n`, 'EffectiveCost'),
    });
    expect(await held('2026-08', 'AWS')).toEqual({
      rows: rowsOf(august),
      effective: exactSum(august, 'EffectiveCost'),
    });
  });

  it('an unknown access key and a missing bucket are refused in words', async () => {
    await putObjects(
      { kind: 's3', endpoint: s3.url, bucket: 'billing-b' },
      awsExportDelivery({
        bucket: 'billing-b',
        prefix: 'focus',
        exportName: 'x',
        month: '2026-08',
        executionId: 'e',
        parts: [tailspinAwsMonth('2026-08')],
      }),
    );
    const check = (storage: object, secret: string) =>
      readJson(
        backend.call('/services/api-portal-customer/api/config/pipelines/storage-check', {
          method: 'POST',
          token,
          body: JSON.stringify({ storage, secret }),
        }),
      );
    expect(await check(s3Storage('billing-b'), S3RVER_ACCOUNT.secretAccessKey)).toMatchObject({
      ok: true,
      deliveries: 1,
    });
    // s3rver knows its access key ids but does not verify a request's signature, so a wrong
    // secret access key is refused only by a real S3 (SignatureDoesNotMatch, the same 'refused-key'
    // as an unknown key id: storageError in storage.ts); a key id it does not know is refused here.
    expect(
      await check({ ...s3Storage('billing-b'), accessKeyId: 'AKIAWRONG' }, S3RVER_ACCOUNT.secretAccessKey),
    ).toMatchObject({
      ok: false,
      kind: 'refused-key',
    });
    expect(await check(s3Storage('no-such-bucket'), S3RVER_ACCOUNT.secretAccessKey)).toMatchObject({
      ok: false,
      kind: 'no-container',
      message: expect.stringContaining("The bucket 'no-such-bucket' does not exist"),
    });
  });
});
