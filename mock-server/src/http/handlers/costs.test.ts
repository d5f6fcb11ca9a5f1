import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { costScale, parseScale } from '../../config.ts';
import { EXCHANGE_RATES } from '../../data/exchange-rates.ts';
import { Database } from '../../db/database.ts';
import { MIGRATIONS } from '../../db/migrations.ts';
import { latestWholeMonth } from '../../domain/calendar.ts';
import { convertMicros, formatMicros, parseDecimalToMicros } from '../../domain/money.ts';
import { importFocusCsv } from '../../import/import-service.ts';
import { COST_LAST_DATE, seedCosts } from '../../seed/costs.ts';
import { createTestBackend, readJson, type TestBackend } from '../../testing/test-backend.ts';

const COSTS = '/services/api-portal-customer/api/costs';

/** Independent sum of the daily rows (integer micro-units), added as BigInt. */
async function expectedMicros(
  backend: TestBackend,
  tenant: string,
  from: string,
  to: string,
  column = 'effective_cost',
  where = '',
): Promise<bigint> {
  const rows = await backend.db.all<{ cost: number }>(
    `SELECT d.${column} AS cost FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
     WHERE r.tenant_id = ? AND d.day BETWEEN ? AND ? ${where}`,
    [tenant, Date.parse(`${from}T00:00:00Z`) / 86_400_000, Date.parse(`${to}T00:00:00Z`) / 86_400_000],
  );
  return rows.reduce((sum, row) => sum + BigInt(row.cost), 0n);
}

describe('cost query', async () => {
  // The small tenants' twelve months (Contoso's 1,500 resources are left to the benchmark).
  const backend = await createTestBackend({ seed: (db) => seedCosts(db, ['fabrikam', 'demo']) });
  afterAll(() => backend.close());
  const token = (upn: string) =>
    upn === 'admin@contoso.example' ? backend.tokenFor(upn, 'fabrikam') : backend.tokenFor(upn);
  const query = async (upn: string, params: string) =>
    backend.call(`${COSTS}${params}`, { token: await token(upn) });

  it('defaults to the latest month with data (the month to date), exact to the cent', async () => {
    const body = await readJson(await query('admin@contoso.example', ''));
    expect(body.available).toEqual({ from: '2025-11-01', to: COST_LAST_DATE });
    expect([body.from, body.to]).toEqual(['2026-11-01', '2026-11-20']);
    expect(body.metric).toBe('effective');
    expect(body.currency).toBe('USD');
    expect(body.total).toBe(
      formatMicros(await expectedMicros(backend, 'fabrikam', '2026-11-01', '2026-11-20')),
    );
    expect(body.total).toMatch(/^\d+\.\d{2}$/);
    expect(body.rows).toEqual([{ amount: body.total }]);
  });

  it('groups by service per month, largest first, the rest as Other', async () => {
    const params = '?from=2026-08-01&to=2026-10-31&granularity=month&groupBy=service&top=3&metric=billed';
    const body = await readJson(await query('admin@contoso.example', params));
    expect(body.groups).toHaveLength(4);
    expect(body.groups.at(-1).group).toBe('Other');
    const amounts = body.groups.slice(0, 3).map((g: { amount: string }) => Number(g.amount));
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(new Set(body.rows.map((r: { period: string }) => r.period))).toEqual(
      new Set(['2026-08', '2026-09', '2026-10']),
    );
    expect(body.total).toBe(
      formatMicros(await expectedMicros(backend, 'fabrikam', '2026-08-01', '2026-10-31', 'billed_cost')),
    );
    // The biggest service's own figure, computed independently.
    const biggest = body.groups[0].group as string;
    const independent = await expectedMicros(
      backend,
      'fabrikam',
      '2026-08-01',
      '2026-10-31',
      'billed_cost',
      `AND r.service_name = '${biggest.replace(/'/g, "''")}'`,
    );
    expect(body.groups[0].amount).toBe(formatMicros(independent));
  });

  it('reads whole months from the roll-up and the partial months at the edges from the days, the same sums', async () => {
    for (const [from, to, granularity] of [
      ['2025-11-01', '2026-11-20', 'month'],
      ['2026-01-15', '2026-06-10', 'total'],
      ['2026-02-03', '2026-02-25', 'month'],
      ['2026-03-01', '2026-03-31', 'total'],
    ] as const) {
      const body = await readJson(
        await query(
          'admin@contoso.example',
          `?from=${from}&to=${to}&granularity=${granularity}&groupBy=subscription&metric=list`,
        ),
      );
      expect(body.total).toBe(formatMicros(await expectedMicros(backend, 'fabrikam', from, to, 'list_cost')));
      const perDay = await readJson(
        await query('admin@contoso.example', `?from=${from}&to=${to}&granularity=day&metric=list`),
      );
      expect(perDay.total).toBe(body.total);
    }
  });

  it('filters by service and splits by tag', async () => {
    const services = await readJson(await query('admin@contoso.example', '?groupBy=service'));
    const service = services.groups[0].group as string;
    const filtered = await readJson(
      await query('admin@contoso.example', `?service=${encodeURIComponent(service)}&groupBy=tag:environment`),
    );
    expect(filtered.total).toBe(services.groups[0].amount);
    expect(filtered.groups.length).toBeGreaterThan(0);
  });

  it('converts to a display currency with the stored rate and says which', async () => {
    const usd = await readJson(await query('admin@contoso.example', ''));
    const eur = await readJson(await query('admin@contoso.example', '?currency=EUR'));
    expect(eur.currency).toBe('EUR');
    expect(eur.exchangeRate).toEqual({
      from: 'USD',
      to: 'EUR',
      rate: '0.918400',
      asOf: '2026-10-31',
      basis: 'fixed',
    });
    const usdMicros = await expectedMicros(backend, 'fabrikam', usd.from, usd.to);
    expect(eur.total).toBe(formatMicros(convertMicros(usdMicros, parseDecimalToMicros('0.918400'))));
  });

  it('keeps every tenant to its own rows', async () => {
    const fabrikam = await readJson(await query('admin@contoso.example', ''));
    const demo = await readJson(await query('demo@demo.example', ''));
    expect(demo.total).toBe(formatMicros(await expectedMicros(backend, 'demo', demo.from, demo.to)));
    expect(demo.total).not.toBe(fabrikam.total);
    // Contoso has no rows in this backend: its answer is empty, never another tenant's.
    const contoso = await readJson(
      backend.call(COSTS, { token: await backend.tokenFor('admin@contoso.example', 'contoso') }),
    );
    expect(contoso).toMatchObject({ total: '0.00', rows: [], groups: [], available: {} });
  });

  it.each([
    ['?from=2026-10-10&to=2026-10-01', 'query.to'],
    ['?from=2025-01-01&to=2026-10-01', 'query.to'],
    ['?from=2026-10-01', 'query.to'],
    ['?currency=XYZ', 'query.currency'],
  ])('answers %s with 400 naming %s', async (params, field) => {
    const response = await query('admin@contoso.example', params);
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    const problem = await readJson(response);
    expect(problem.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses a bad dimension and a bad date through the contract (400)', async () => {
    expect((await query('admin@contoso.example', '?groupBy=owner')).status).toBe(400);
    expect((await query('admin@contoso.example', '?from=yesterday&to=today')).status).toBe(400);
    expect((await backend.call(COSTS)).status).toBe(401);
  });
});

describe('resources with their cost', async () => {
  const backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, ['fabrikam']);
    },
  });
  afterAll(() => backend.close());
  const page = async (params: string) =>
    readJson(
      backend.call(`${COSTS}/resources${params}`, {
        token: await backend.tokenFor('admin@contoso.example', 'fabrikam'),
      }),
    );

  it('pages the resources by cost, with the count and sum of all of them', async () => {
    const first = await page('?limit=10');
    expect(first.items).toHaveLength(10);
    // Resources are the rows with a ResourceId (tax, credits and adjustments have none).
    expect(first.total).toBe(
      (
        await backend.db.get<{ n: number }>(
          `SELECT COUNT(DISTINCT r.resource_id) AS n FROM cost_resources r JOIN cost_daily d ON d.resource = r.id
         WHERE r.tenant_id = 'fabrikam' AND r.resource_id IS NOT NULL AND d.day BETWEEN ? AND ?`,
          [
            Date.parse(`${first.from}T00:00:00Z`) / 86_400_000,
            Date.parse(`${first.to}T00:00:00Z`) / 86_400_000,
          ],
        )
      )?.n,
    );
    expect(first.sum).toBe(
      formatMicros(
        await expectedMicros(
          backend,
          'fabrikam',
          first.from,
          first.to,
          'effective_cost',
          'AND r.resource_id IS NOT NULL',
        ),
      ),
    );
    const costs = first.items.map((item: { cost: string }) => Number(item.cost));
    expect([...costs].sort((a, b) => b - a)).toEqual(costs);
    const second = await page('?limit=10&offset=10');
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(Number(second.items[0].cost)).toBeLessThanOrEqual(costs.at(-1) ?? 0);
    const past = await page('?offset=100000');
    expect(past).toMatchObject({ items: [], total: first.total });
  });

  it('searches by name, filters by service and sorts by name', async () => {
    const all = await page('?limit=1000');
    const sample = all.items[3];
    const found = await page(`?search=${encodeURIComponent(sample.name.toUpperCase())}`);
    expect(found.items.map((item: { id: string }) => item.id)).toContain(sample.id);
    const byService = await page(
      `?service=${encodeURIComponent(sample.service)}&sort=name&order=asc&limit=1000`,
    );
    expect(byService.items.every((item: { service: string }) => item.service === sample.service)).toBe(true);
    const names = byService.items.map((item: { name: string }) => item.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
  });

  it('refuses bad paging with 400', async () => {
    const token = await backend.tokenFor('admin@contoso.example', 'fabrikam');
    expect((await backend.call(`${COSTS}/resources?limit=0`, { token })).status).toBe(400);
    expect((await backend.call(`${COSTS}/resources?sort=owner`, { token })).status).toBe(400);
  });
});

describe('cost changes explained', async () => {
  const backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, ['fabrikam']);
    },
  });
  afterAll(() => backend.close());

  it('compares the latest whole month by default, not a month to date', async () => {
    const body = await readJson(
      backend.call(`${COSTS}/changes`, {
        token: await backend.tokenFor('admin@contoso.example', 'fabrikam'),
      }),
    );
    // The data ends on 2026-11-20: November is a month to date, October the latest whole month.
    expect([body.month, body.previousMonth]).toEqual(['2026-10', '2026-09']);
    expect(latestWholeMonth({ first: 100, last: Date.UTC(2026, 9, 31) / 86_400_000 })).toBe('2026-10');
    // Without a whole month before it, the month to date is all there is.
    const first = Date.UTC(2026, 10, 1) / 86_400_000;
    expect(latestWholeMonth({ first, last: first + 9 })).toBe('2026-11');
  });

  it("splits each service's change into usage and price effects that add up exactly", async () => {
    const body = await readJson(
      backend.call(`${COSTS}/changes?month=2026-10`, {
        token: await backend.tokenFor('admin@contoso.example', 'fabrikam'),
      }),
    );
    expect([body.month, body.previousMonth]).toEqual(['2026-10', '2026-09']);
    const cents = (amount: string) => parseDecimalToMicros(amount) / 10_000n;
    expect(body.total.current).toBe(
      formatMicros(await expectedMicros(backend, 'fabrikam', '2026-10-01', '2026-10-31')),
    );
    expect(body.total.previous).toBe(
      formatMicros(await expectedMicros(backend, 'fabrikam', '2026-09-01', '2026-09-30')),
    );
    for (const row of [...body.rows, body.total]) {
      expect(cents(row.usageEffect) + cents(row.priceEffect)).toBe(cents(row.change));
      expect(cents(row.current) - cents(row.previous)).toBe(cents(row.change));
    }
    const changes = body.rows.map((row: { change: string }) => Math.abs(Number(row.change)));
    expect([...changes].sort((a, b) => b - a)).toEqual(changes);
  });
});

describe('imported FOCUS rows in every cost query', async () => {
  const backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, ['fabrikam']);
    },
  });
  afterAll(() => backend.close());
  const token = () => backend.tokenFor('admin@contoso.example', 'fabrikam');
  const get = async (path: string) => readJson(backend.call(`${COSTS}${path}`, { token: await token() }));

  const HEADER = [
    'BillingAccountId',
    'ProviderName',
    'BillingCurrency',
    'BillingPeriodStart',
    'BillingPeriodEnd',
    'ChargePeriodStart',
    'ChargePeriodEnd',
    'ChargeCategory',
    'ServiceName',
    'SubAccountName',
    'RegionName',
    'ResourceId',
    'ResourceName',
    'PricingQuantity',
    'BilledCost',
    'EffectiveCost',
    'ListCost',
    'Tags',
  ] as const;
  type Row = Record<(typeof HEADER)[number], string>;
  const row = (values: Partial<Row>): Row => ({
    BillingAccountId: 'aws-0001',
    ProviderName: 'AWS',
    BillingCurrency: 'USD',
    BillingPeriodStart: '2026-10-01T00:00:00Z',
    BillingPeriodEnd: '2026-11-01T00:00:00Z',
    ChargePeriodStart: '2026-10-05T00:00:00Z',
    ChargeCategory: 'Usage',
    ServiceName: 'Amazon EC2',
    SubAccountName: 'aws-prod',
    RegionName: 'US East (N. Virginia)',
    ResourceId: 'arn:aws:ec2:us-east-1:1:instance/i-1',
    ResourceName: 'i-1',
    PricingQuantity: '24',
    BilledCost: '10',
    EffectiveCost: '10',
    ListCost: '12',
    Tags: '{"project":"atlas"}',
    ...values,
    // An hour from its start.
    ChargePeriodEnd: new Date(
      Date.parse(values.ChargePeriodStart ?? '2026-10-05T00:00:00Z') + 3_600_000,
    ).toISOString(),
  });
  const october: Row[] = [
    row({ EffectiveCost: '12.3456785', BilledCost: '12.3456785', ChargePeriodStart: '2026-10-05T13:00:00Z' }),
    row({ EffectiveCost: '0.1', ChargePeriodStart: '2026-10-05T14:00:00Z' }),
    row({ EffectiveCost: '7.77', BillingCurrency: 'EUR', ChargePeriodStart: '2026-10-20T00:00:00Z' }),
    row({
      EffectiveCost: '-3.33',
      BillingCurrency: 'GBP',
      ChargeCategory: 'Credit',
      ResourceId: '',
      ResourceName: '',
    }),
    row({
      ServiceName: 'Amazon S3',
      SubAccountName: 'aws-data',
      RegionName: 'EU (Ireland)',
      ResourceId: '/subscriptions/x/resourceGroups/rg-imported/providers/aws.s3/buckets/logs',
      ResourceName: 'logs',
      EffectiveCost: '1234.000001',
      BillingCurrency: 'JPY',
      ChargePeriodStart: '2026-10-31T23:00:00Z',
      Tags: '{"project":"beacon"}',
    }),
    row({
      ChargeCategory: 'Tax',
      ServiceName: 'Amazon EC2',
      ResourceId: '',
      ResourceName: '',
      EffectiveCost: '0.85',
    }),
  ];
  const csv = (rows: Row[]) =>
    [HEADER, ...rows.map((r) => HEADER.map((h) => r[h]))]
      .map((f) => f.map((v) => (/[",]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)).join(','))
      .join('\n');

  /** The expected USD micro-units of a file's rows, from its own decimal text (independent of the import). */
  function usdMicros(rows: Row[], match: (r: Row) => boolean = () => true): bigint {
    let sum = 0n;
    for (const r of rows.filter(match)) {
      // The stored micro-units: the file's decimal rounded half away from zero to 6 places.
      const [whole = '0', fraction = ''] = r.EffectiveCost.replace('-', '').split('.');
      const scaled = BigInt(whole + fraction.padEnd(7, '0').slice(0, 7));
      let micros = (scaled + 5n) / 10n;
      if (r.EffectiveCost.startsWith('-')) micros = -micros;
      // To USD at the stored rate (units per USD), rounded half away from zero.
      const rate = parseDecimalToMicros(EXCHANGE_RATES.perUsd[r.BillingCurrency] ?? '0');
      const magnitude = ((micros < 0n ? -micros : micros) * 2_000_000n + rate) / (2n * rate);
      sum += micros < 0n ? -magnitude : magnitude;
    }
    return sum;
  }
  const seededOctober = () =>
    expectedMicros(
      backend,
      'fabrikam',
      '2026-10-01',
      '2026-10-31',
      'effective_cost',
      'AND r.import_id IS NULL',
    );

  it("counts an import's EffectiveCost in the month's total, converted to USD exactly", async () => {
    const before = await get('?from=2026-10-01&to=2026-10-31');
    expect(before.total).toBe(formatMicros(await seededOctober()));
    await importFocusCsv(backend.data, 'fabrikam', csv(october), { fileName: 'october.csv' });
    const imported = usdMicros(october);
    expect(imported).not.toBe(0n);
    for (const granularity of ['total', 'month', 'day']) {
      const after = await get(`?from=2026-10-01&to=2026-10-31&granularity=${granularity}`);
      expect(after.total).toBe(formatMicros((await seededOctober()) + imported));
    }
    // A range with partial months reads the imported days too.
    const partial = await get('?from=2026-10-04&to=2026-11-02');
    expect(partial.total).toBe(
      formatMicros(
        (await expectedMicros(
          backend,
          'fabrikam',
          '2026-10-04',
          '2026-11-02',
          'effective_cost',
          'AND r.import_id IS NULL',
        )) + imported,
      ),
    );
  });

  it('filters and groups imported rows by ServiceName, SubAccountName, RegionName, resource group and tags', async () => {
    const byService = await get('?from=2026-10-01&to=2026-10-31&groupBy=service&top=50');
    const group = (body: { groups: { group: string; amount: string }[] }, name: string) =>
      body.groups.find((g) => g.group === name)?.amount;
    expect(group(byService, 'Amazon EC2')).toBe(
      formatMicros(usdMicros(october, (r) => r.ServiceName === 'Amazon EC2')),
    );
    expect(group(byService, 'Amazon S3')).toBe(
      formatMicros(usdMicros(october, (r) => r.ServiceName === 'Amazon S3')),
    );
    const sub = await get('?from=2026-10-01&to=2026-10-31&subscription=aws-prod');
    expect(sub.total).toBe(formatMicros(usdMicros(october, (r) => r.SubAccountName === 'aws-prod')));
    const region = await get(`?from=2026-10-01&to=2026-10-31&region=${encodeURIComponent('EU (Ireland)')}`);
    expect(region.total).toBe(formatMicros(usdMicros(october, (r) => r.RegionName === 'EU (Ireland)')));
    const byGroup = await get('?from=2026-10-01&to=2026-10-31&groupBy=resourceGroup&top=100');
    expect(group(byGroup, 'rg-imported')).toBe(
      formatMicros(usdMicros(october, (r) => r.ResourceName === 'logs')),
    );
    const byProject = await get('?from=2026-10-01&to=2026-10-31&groupBy=tag:project&service=Amazon%20S3');
    expect(byProject.groups).toEqual([
      { group: 'beacon', amount: formatMicros(usdMicros(october, (r) => r.ServiceName === 'Amazon S3')) },
    ]);
    const taxes = await get('?from=2026-10-01&to=2026-10-31&chargeCategory=Tax&service=Amazon%20EC2');
    expect(taxes.total).toBe(formatMicros(usdMicros(october, (r) => r.ChargeCategory === 'Tax')));
  });

  it('lists imported resources with their cost, and explains their change', async () => {
    const found = await get('/resources?from=2026-10-01&to=2026-10-31&search=i-1');
    expect(found.items).toEqual([
      expect.objectContaining({
        id: 'arn:aws:ec2:us-east-1:1:instance/i-1',
        name: 'i-1',
        service: 'Amazon EC2',
        subscription: 'aws-prod',
        region: 'US East (N. Virginia)',
        cost: formatMicros(
          usdMicros(october, (r) => r.ResourceName === 'i-1' && r.ChargeCategory === 'Usage'),
        ),
      }),
    ]);
    const changes = await get('/changes?month=2026-10&groupBy=service');
    const ec2 = changes.rows.find((r: { group: string }) => r.group === 'Amazon EC2');
    expect(ec2).toMatchObject({
      previous: '0.00',
      current: formatMicros(usdMicros(october, (r) => r.ServiceName === 'Amazon EC2')),
    });
  });

  it('replaces a re-imported billing period in the sums instead of doubling it', async () => {
    await importFocusCsv(backend.data, 'fabrikam', csv(october), { fileName: 'october-again.csv' });
    expect((await get('?from=2026-10-01&to=2026-10-31')).total).toBe(
      formatMicros((await seededOctober()) + usdMicros(october)),
    );
    const corrected = october.map((r) => ({
      ...r,
      EffectiveCost: r.EffectiveCost === '0.1' ? '100.1' : r.EffectiveCost,
    }));
    await importFocusCsv(backend.data, 'fabrikam', csv(corrected), { fileName: 'october-corrected.csv' });
    expect((await get('?from=2026-10-01&to=2026-10-31')).total).toBe(
      formatMicros((await seededOctober()) + usdMicros(corrected)),
    );
    expect(
      (
        await backend.db.get<{ n: number }>(
          "SELECT COUNT(DISTINCT import_id) AS n FROM cost_resources WHERE tenant_id = 'fabrikam'",
        )
      )?.n,
    ).toBe(1);
  });

  it('widens the data range to the imported days, and keeps other tenants out', async () => {
    const march = [
      row({
        BillingPeriodStart: '2024-03-01T00:00:00Z',
        BillingPeriodEnd: '2024-04-01T00:00:00Z',
        ChargePeriodStart: '2024-03-07T00:00:00Z',
        ChargePeriodEnd: '2024-03-08T00:00:00Z',
        EffectiveCost: '5',
      }),
    ];
    await importFocusCsv(backend.data, 'fabrikam', csv(march), { fileName: 'march-2024.csv' });
    const body = await get('?from=2024-03-01&to=2024-03-31');
    expect(body.available).toEqual({ from: '2024-03-07', to: COST_LAST_DATE });
    expect(body.total).toBe('5.00');
    const demo = await readJson(
      backend.call(`${COSTS}?from=2024-03-01&to=2024-03-31`, {
        token: await backend.tokenFor('demo@demo.example'),
      }),
    );
    expect(demo.total).toBe('0.00');
  });
});

describe('migration 9', () => {
  it('turns the REAL amounts into exact micro-units, rolls them up and derives earlier imports', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'portal-m9-')), 'portal.sqlite');
    const old = new DatabaseSync(file);
    old.exec(
      'PRAGMA foreign_keys = ON; CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const migration of MIGRATIONS.filter((m) => m.version <= 8)) {
      old.exec(migration.sql);
      old
        .prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)')
        .run(migration.version, migration.name, 'then');
    }
    old.exec(`INSERT INTO tenants (id, display_name, domain, onboarded) VALUES ('t1', 'Tenant one', 't1.example', 1);
      INSERT INTO cost_resources VALUES (1, 't1', 'Microsoft', 'Microsoft', 'A-1', 'A one', 's-1', 'sub-one',
        '/subscriptions/s-1/resourceGroups/rg-a/providers/x/vm-1', 'vm-1', 'x', 'westeurope', 'West Europe', 'Compute',
        'Virtual Machines', 'Virtual Machines', 'D4s_v5', 'D4s v5', 'Usage', 'Usage-Based', '1 Hour', 0.192, 0.17,
        'res-1', 'Reservation', '{"team":"a"}');
      INSERT INTO cost_daily VALUES (1, 20393, 10, 1.92, 1.7, 1.1, 0, 1), (1, 20394, 10.5, 2.016, 1.785, 1.155, 0, 1),
        (1, 20423, 3, 0.1, 0.2, 0.3000005, 0.0000004, 1);
      INSERT INTO focus_imports VALUES ('i-1', 't1', 'eu.csv', 2, 'then');
      INSERT INTO focus_import_rows (tenant_id, import_id, line, billing_currency, billing_period_start,
        billing_period_end, charge_period_start, charge_period_end, charge_category, billed_cost, billed_cost_exact,
        effective_cost, effective_cost_exact, list_cost, list_cost_exact, service_name, sub_account_name, tags)
      VALUES ('t1', 'i-1', 2, 'EUR', '2024-03-01T00:00:00Z', '2024-04-01T00:00:00Z', '2024-03-05T10:00:00Z',
          '2024-03-05T11:00:00Z', 'Usage', 918400, '0.9184', 918400, '0.9184', 918400, '0.9184', 'Storage', 'eu-sub', '{}'),
        ('t1', 'i-1', 3, 'EUR', '2024-03-01T00:00:00Z', '2024-04-01T00:00:00Z', '2024-03-05T11:00:00Z',
          '2024-03-05T12:00:00Z', 'Usage', 1, '0.000001', -5, '-0.000005', 1, '0.000001', 'Storage', 'eu-sub', '{}');`);
    old.close();
    const db = new Database(file);
    expect(db.schemaVersion).toBeGreaterThanOrEqual(9);
    const seeded = db.all<Record<string, number>>(
      'SELECT day, list_cost, contracted_cost, effective_cost, billed_cost, committed FROM cost_daily WHERE resource = 1 ORDER BY day',
    );
    expect(seeded).toEqual([
      {
        day: 20393,
        list_cost: 1_920_000,
        contracted_cost: 1_700_000,
        effective_cost: 1_100_000,
        billed_cost: 0,
        committed: 1,
      },
      {
        day: 20394,
        list_cost: 2_016_000,
        contracted_cost: 1_785_000,
        effective_cost: 1_155_000,
        billed_cost: 0,
        committed: 1,
      },
      {
        day: 20423,
        list_cost: 100_000,
        contracted_cost: 200_000,
        effective_cost: 300_001,
        billed_cost: 0,
        committed: 1,
      },
    ]);
    expect(
      db.all(
        'SELECT month, first_day, last_day, effective_cost FROM cost_monthly WHERE resource = 1 ORDER BY month',
      ),
    ).toEqual([
      { month: 20393, first_day: 20393, last_day: 20394, effective_cost: 2_255_000 },
      { month: 20423, first_day: 20423, last_day: 20423, effective_cost: 300_001 },
    ]);
    expect(
      db.get(
        'SELECT PricingCategory, CommitmentDiscountStatus, CommitmentDiscountCategory, EffectiveCost FROM focus_costs LIMIT 1',
      ),
    ).toEqual({
      PricingCategory: 'Committed',
      CommitmentDiscountStatus: 'Used',
      CommitmentDiscountCategory: 'Usage',
      EffectiveCost: 1.1,
    });
    // The earlier import: 0.9184 EUR is 1 USD; 0.000001 EUR rounds to 0.000001 USD, -0.000005 to -0.000005.
    expect(
      db.all(
        `SELECT r.sub_account_name AS sub, d.day, d.billed_cost AS billed, d.effective_cost AS effective FROM cost_daily d
         JOIN cost_resources r ON r.id = d.resource WHERE r.import_id = 'i-1'`,
      ),
    ).toEqual([
      { sub: 'eu-sub', day: Date.UTC(2024, 2, 5) / 86_400_000, billed: 1_000_001, effective: 999_995 },
    ]);
    db.close();
  });
});

describe('--scale and PORTAL_SCALE', () => {
  it('accepts whole numbers from 1 to 100 and names anything else', () => {
    expect([
      parseScale(undefined),
      parseScale(''),
      parseScale('1'),
      parseScale(' 10 '),
      parseScale('100'),
    ]).toEqual([undefined, undefined, 1, 10, 100]);
    for (const bad of ['0', '101', '2.5', 'ten', '-3', '1e2']) {
      expect(() => parseScale(bad)).toThrow(`the scale must be a whole number from 1 to 100 (got "${bad}")`);
    }
    expect([costScale({}), costScale({ PORTAL_SCALE: '7' })]).toEqual([1, 7]);
  });
});
