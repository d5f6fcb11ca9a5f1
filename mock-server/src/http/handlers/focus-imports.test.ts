import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EXPORT_SPIKE, demoExportCsv, demoExportGzip } from '../../import/demo-export.ts';
import { writeParquet } from '../../import/focus-samples.test-support.ts';
import { createTestBackend, readJson } from '../../testing/test-backend.ts';

const IMPORTS = '/services/api-portal-customer/api/settings/focus-imports';
const SAMPLE = readFileSync(
  join(import.meta.dirname, '..', '..', '..', '..', 'tests', 'fixtures', 'focus-azure-2026-11.csv'),
  'utf8',
);

/** The fields of a CSV line, quotes honoured (the sample has commas and quotes inside fields). */
function fields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

/** The exact sum of a column at 10 decimals, rounded half away from zero to cents. */
function columnSum(csv: string, column: string): string {
  const [header = '', ...lines] = csv.trim().split('\r\n');
  const index = fields(header).indexOf(column);
  const total = lines.reduce((sum, line) => {
    const value = fields(line)[index] ?? '0';
    const negative = value.startsWith('-');
    const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
    const scaled = BigInt(whole) * 10n ** 10n + BigInt(fraction.padEnd(10, '0'));
    return sum + (negative ? -scaled : scaled);
  }, 0n);
  const negative = total < 0n;
  const cents = ((negative ? -total : total) + 50_000_000n) / 100_000_000n;
  return `${negative ? '-' : ''}${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

function upload(body: string, name = 'focus-azure-2026-11.csv', type = 'text/csv') {
  const form = new FormData();
  form.append('file', new Blob([body], { type }), name);
  return form;
}

describe('FOCUS upload from the settings', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());
  const post = async (upn: string, form: FormData) =>
    backend.call(IMPORTS, { method: 'POST', body: form, token: await backend.tokenFor(upn) });
  const imported = async (tenant: string) =>
    Number(
      (
        await backend.db.get<{ n: number | string | null }>(
          'SELECT SUM(rows) AS n FROM focus_import_periods WHERE tenant_id = ?',
          [tenant],
        )
      )?.n ?? 0,
    );

  it('imports an Azure export and answers the rows and the exact sums per currency', async () => {
    const response = await post('admin@contoso.example', upload(SAMPLE));
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body.rows).toBe(25);
    expect(body.fileName).toBe('focus-azure-2026-11.csv');
    expect(body.sums).toEqual([
      {
        currency: 'USD',
        billed: columnSum(SAMPLE, 'BilledCost'),
        effective: columnSum(SAMPLE, 'EffectiveCost'),
        list: columnSum(SAMPLE, 'ListCost'),
      },
    ]);
    expect(body.periods).toEqual([
      { start: '2026-11-01T00:00:00Z', provider: 'Microsoft', billingAccountId: 'IMPORT-EA-0001' },
    ]);
    const list = await readJson(
      await backend.call(IMPORTS, { token: await backend.tokenFor('admin@contoso.example') }),
    );
    expect(list[0]).toMatchObject({ id: body.id, fileName: 'focus-azure-2026-11.csv', rows: 25 });

    // The same billing period again replaces it rather than doubling it.
    const again = await readJson(await post('admin@contoso.example', upload(SAMPLE)));
    expect(again.replacedRows).toBe(25);
    expect(await imported('contoso')).toBe(25);
  });

  it('refuses a file with a bad number, naming its line and column, and stores nothing of it', async () => {
    const before = await imported('contoso');
    const broken = SAMPLE.replace('\r\n412.3456789,', '\r\n41x.34,');
    const response = await post('admin@contoso.example', upload(broken));
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toContain('application/problem+json');
    const problem = await readJson(response);
    expect(problem.detail).toMatch(/line 2, column BilledCost/);
    expect(await imported('contoso')).toBe(before);
  });

  it('refuses a file without a mandatory column', async () => {
    const withoutService = SAMPLE.replace('ServiceName', 'ServiceLabel');
    const problem = await readJson(await post('admin@contoso.example', upload(withoutService)));
    expect(problem.status).toBe(400);
    expect(problem.detail).toMatch(/ServiceName/);
  });

  it('takes gzip CSV and Parquet exports, and fills a tenant without seeded cost: its spike is an anomaly', async () => {
    const anomalies = async () =>
      readJson(
        await backend.call('/services/api-portal-customer/api/costs/anomalies', {
          token: await backend.tokenFor('admin@tailspin.example'),
        }),
      );
    expect((await anomalies()).items).toEqual([]);

    const gz = new FormData();
    gz.append('file', new Blob([demoExportGzip()], { type: 'application/gzip' }), 'tailspin-2026.csv.gz');
    const first = await post('admin@tailspin.example', gz);
    expect(first.status).toBe(201);
    const csv = demoExportCsv();
    const rows = csv.trim().split('\r\n').length - 1;
    const firstBody = await readJson(first);
    expect(firstBody.rows).toBe(rows);
    const found = (await anomalies()).items;
    expect(found).toEqual([
      expect.objectContaining({
        day: DEMO_EXPORT_SPIKE.day,
        service: DEMO_EXPORT_SPIKE.service,
        subscription: DEMO_EXPORT_SPIKE.subscription,
        topResource: DEMO_EXPORT_SPIKE.resource,
      }),
    ]);

    // The same export as Parquet replaces the periods, to the same figures.
    const [header = '', ...lines] = csv.trim().split('\r\n');
    const folder = mkdtempSync(join(tmpdir(), 'focus-upload-'));
    const file = join(folder, 'part-0.parquet');
    writeParquet(file, { header: fields(header), rows: lines.map(fields) });
    const parquet = new FormData();
    parquet.append('file', new Blob([readFileSync(file)]), 'part-0.parquet');
    const second = await readJson(await post('admin@tailspin.example', parquet));
    expect(second.replacedRows).toBe(rows);
    expect(second.sums).toEqual(firstBody.sums);
    expect((await anomalies()).items).toEqual(found);
    rmSync(folder, { recursive: true });
  });

  it('takes CSV, gzip and Parquet files only, and only from users who manage settings', async () => {
    expect(
      (await post('admin@contoso.example', upload('MZ', 'tool.exe', 'application/x-msdownload'))).status,
    ).toBe(415);
    expect((await post('finance@contoso.example', upload(SAMPLE))).status).toBe(403);
    const list = await backend.call(IMPORTS, { token: await backend.tokenFor('finance@contoso.example') });
    expect(list.status).toBe(403);
  });
});
