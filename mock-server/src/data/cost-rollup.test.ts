import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../db/database.ts';
import { jsonTextField } from '../db/dialect.ts';
import type { SqlEngine } from '../db/engine.ts';
import { MIGRATIONS } from '../db/migrations.ts';
import { sqliteEngine } from '../db/sqlite-engine.ts';
import { changeSumsOf } from '../domain/costs/change.ts';
import { formatMicros, microsToAttos } from '../domain/money.ts';
import { seedCosts } from '../seed/costs.ts';
import { seed } from '../seed/seed.ts';
import { createTestBackend, readJson } from '../testing/test-backend.ts';
import { type CostAggregateQuery, type CostAggregateRow, SqlCostRepository } from './cost-repository.ts';
import { attosOf, rowParts, sumParts } from './exact-amounts.ts';

const COSTS = '/services/api-portal-customer/api/costs';
const IMPORTS = '/services/api-portal-customer/api/settings/focus-imports';
const SAMPLE = readFileSync(
  join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'focus-azure-2026-11.csv'),
  'utf8',
);
const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/**
 * Keys where a roll-up differs from its source rows grouped anew: a key on one side only, a
 * different attribute, or an amount not exactly the same (each amount compared in atto-units, the
 * roll-up's micro-units and rest against the sum of the source's).
 */
async function differing(
  db: Pick<SqlEngine, 'all'>,
  fresh: { from: string; keys: string[]; amounts: string[]; also?: string[] },
  stored: { table: string; keys: string[]; amounts: string[]; also?: string[] },
): Promise<number> {
  const [a, b] = await Promise.all([
    db.all<Record<string, string | number | null>>(
      `SELECT ${[...fresh.keys, ...(fresh.also ?? [])].map((k, i) => `${k} AS k${i}`).join(', ')},
         ${fresh.amounts.map((amount, i) => sumParts(amount, `a${i}`)).join(', ')}
       FROM ${fresh.from} GROUP BY ${fresh.keys.join(', ')}`,
    ),
    db.all<Record<string, string | number | null>>(
      `SELECT ${[...stored.keys, ...(stored.also ?? [])].map((k, i) => `${k} AS k${i}`).join(', ')},
         ${stored.amounts.map((amount, i) => rowParts(amount, `a${i}`)).join(', ')}
       FROM ${stored.table}`,
    ),
  ]);
  const width = fresh.keys.length + (fresh.also ?? []).length;
  const keyOf = (row: Record<string, unknown>) =>
    JSON.stringify(Array.from({ length: fresh.keys.length }, (_, i) => row[`k${i}`] ?? null));
  const valuesOf = (row: Record<string, unknown>) =>
    JSON.stringify([
      ...Array.from({ length: width }, (_, i) => (row[`k${i}`] == null ? null : String(row[`k${i}`]))),
      ...fresh.amounts.map((_, i) => String(attosOf(row, `a${i}`))),
    ]);
  const left = new Map(a.map((row) => [keyOf(row), valuesOf(row)]));
  const right = new Map(b.map((row) => [keyOf(row), valuesOf(row)]));
  let n = 0;
  for (const key of new Set([...left.keys(), ...right.keys()])) if (left.get(key) !== right.get(key)) n += 1;
  return n;
}

/**
 * Rows of the monthly roll-ups (migration 20) that differ from `cost_monthly` grouped anew: per
 * tenant, month and resource row with its attributes, and per tenant, month and set of attributes
 * (0: in step).
 */
async function monthlyMismatches(db: Pick<SqlEngine, 'all'>): Promise<number> {
  const perResource = await differing(
    db,
    {
      from: `(SELECT m.*, r.tenant_id, r.resource_id, r.resource_name, r.resource_type, r.service_name,
          r.sub_account_name, r.region_name, r.charge_category,
          CASE WHEN r.resource_id IS NULL THEN 1 ELSE (SELECT COUNT(DISTINCT m2.resource) FROM cost_monthly m2
            JOIN cost_resources r2 ON r2.id = m2.resource WHERE r2.tenant_id = r.tenant_id AND m2.month = m.month
            AND r2.resource_id = r.resource_id) END AS resource_rows
        FROM cost_monthly m JOIN cost_resources r ON r.id = m.resource) f`,
      keys: ['tenant_id', 'month', 'resource'],
      also: [
        'MIN(resource_id)',
        'MIN(resource_name)',
        'MIN(resource_type)',
        'MIN(service_name)',
        'MIN(sub_account_name)',
        'MIN(region_name)',
        'MIN(charge_category)',
        'SUM(quantity)',
        'MIN(resource_rows)',
      ],
      amounts: ['list_cost', 'effective_cost', 'billed_cost'],
    },
    {
      table: 'cost_monthly_resource',
      keys: ['tenant_id', 'month', 'resource'],
      also: [
        'resource_id',
        'resource_name',
        'resource_type',
        'service_name',
        'sub_account_name',
        'region_name',
        'charge_category',
        'quantity',
        'resource_rows',
      ],
      amounts: ['list_cost', 'effective_cost', 'billed_cost'],
    },
  );
  const attributes = [
    'service_name',
    'service_category',
    'sub_account_name',
    'region_name',
    'charge_category',
    'pricing_category',
    'tags',
  ];
  const perGroup = await differing(
    db,
    {
      from: 'cost_monthly m JOIN cost_resources r ON r.id = m.resource',
      keys: ['r.tenant_id', 'm.month', ...attributes.map((a) => `r.${a}`)],
      amounts: ['m.list_cost', 'm.effective_cost', 'm.billed_cost'],
    },
    {
      table: 'cost_monthly_group',
      keys: ['tenant_id', 'month', ...attributes],
      amounts: ['list_cost', 'effective_cost', 'billed_cost'],
    },
  );
  return perResource + perGroup;
}

/**
 * Keys (day, service, subscription, charge category) where `cost_daily_service` differs from the
 * daily rows grouped anew, and rows of the monthly roll-ups that differ from `cost_monthly`
 * (0: in step).
 */
async function mismatches(db: Pick<SqlEngine, 'all'>): Promise<number> {
  const daily = await differing(
    db,
    {
      from: 'cost_daily d JOIN cost_resources r ON r.id = d.resource',
      keys: [
        'r.tenant_id',
        'd.day',
        'r.service_name',
        "COALESCE(r.sub_account_name, '')",
        'r.charge_category',
      ],
      amounts: ['d.list_cost', 'd.contracted_cost', 'd.effective_cost', 'd.billed_cost'],
    },
    {
      table: 'cost_daily_service',
      keys: ['tenant_id', 'day', 'service_name', 'sub_account_name', 'charge_category'],
      amounts: ['list_cost', 'contracted_cost', 'effective_cost', 'billed_cost'],
    },
  );
  return daily + (await monthlyMismatches(db));
}

/** The answer read straight from the daily rows: what the roll-up must give, row for row. */
async function fromDailyRows(db: SqlEngine, q: CostAggregateQuery): Promise<CostAggregateRow[]> {
  const column = { billed: 'billed_cost', effective: 'effective_cost', list: 'list_cost' }[q.metric];
  const period = {
    total: 'NULL',
    day: "date(d.day * 86400, 'unixepoch')",
    month: "substr(date(d.day * 86400, 'unixepoch'), 1, 7)",
  }[q.granularity];
  const grouped =
    q.groupBy?.kind === 'column'
      ? { service: 'r.service_name', subscription: 'r.sub_account_name' }[q.groupBy.name as 'service']
      : undefined;
  const filters = (
    [
      ['r.service_name', q.filters.service ?? []],
      ['r.sub_account_name', q.filters.subscription ?? []],
      ['r.charge_category', q.filters.chargeCategory ?? []],
    ] as const
  ).filter(([, values]) => values.length > 0);
  return (
    await db.all<{ period: string | null; grp: string | null; micros: number }>(
      `SELECT ${period} AS period, ${grouped ? `NULLIF(${grouped}, '')` : 'NULL'} AS grp, SUM(d.${column}) AS micros
       FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
       WHERE r.tenant_id = ? AND d.day BETWEEN ? AND ?
         ${filters.map(([name, values]) => `AND ${name} IN (${values.map(() => '?').join(', ')})`).join(' ')}
       GROUP BY period, grp ORDER BY period, grp`,
      [q.tenantId, q.fromDay, q.toDay, ...filters.flatMap(([, values]) => values)],
    )
  ).map((row) => ({ period: row.period, group: row.grp, attos: microsToAttos(row.micros) }));
}

describe('the cost roll-up per tenant, day and service', async () => {
  const backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, ['fabrikam', 'demo']);
      seedCosts(db, ['contoso'], { scale: 0.1 });
    },
  });
  afterAll(() => backend.close());
  const costs = new SqlCostRepository(backend.db);
  const call = async (params: string) =>
    readJson(
      await backend.call(`${COSTS}${params}`, { token: await backend.tokenFor('admin@contoso.example') }),
    );
  /** The overview's two queries, as the web app sends them. */
  const overview = async () => {
    const daily = await call('?granularity=day&currency=USD');
    const top = await call(`?from=${daily.from}&to=${daily.to}&groupBy=service&top=5&currency=USD`);
    return { daily, top };
  };
  /** The sum of the daily rows of Contoso's latest month, in the format of the answers. */
  const monthTotal = async () => {
    const row = await backend.db.get<{ micros: number }>(
      `SELECT SUM(d.effective_cost) AS micros FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
       WHERE r.tenant_id = 'contoso' AND d.day BETWEEN ? AND ?`,
      [dayOf('2026-11-01'), dayOf('2026-11-20')],
    );
    return formatMicros(BigInt(row?.micros ?? 0));
  };
  const upload = async (body: string) => {
    const form = new FormData();
    form.append('file', new Blob([body], { type: 'text/csv' }), 'focus-azure-2026-11.csv');
    return backend.call(IMPORTS, {
      method: 'POST',
      body: form,
      token: await backend.tokenFor('admin@contoso.example'),
    });
  };

  it("holds the daily rows' sums exactly, as integers, for every tenant, day and service", async () => {
    expect(await mismatches(backend.db)).toBe(0);
    const rows = await backend.db.all<{ tenant_id: string; n: number }>(
      'SELECT tenant_id, COUNT(*) AS n FROM cost_daily_service GROUP BY tenant_id ORDER BY tenant_id',
    );
    expect(rows.map((r) => r.tenant_id)).toEqual(['contoso', 'demo', 'fabrikam']);
    for (const row of rows) expect(row.n).toBeGreaterThan(385);
    // Integers: SQLite's storage class of every value; PostgreSQL's column types.
    const amounts = ['list_cost', 'contracted_cost', 'effective_cost', 'billed_cost'];
    if (backend.db.dialect === 'postgres') {
      const types = await backend.db.all<{ type: string }>(
        `SELECT DISTINCT data_type AS type FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = 'cost_daily_service' AND column_name IN (?, ?, ?, ?)`,
        amounts,
      );
      expect(types.map((t) => t.type)).toEqual(['bigint']);
    } else {
      const types = await backend.db.all<{ type: string }>(
        `SELECT DISTINCT ${amounts.map((a) => `typeof(${a})`).join(" || ',' || ")} AS type FROM cost_daily_service`,
      );
      expect(types.map((t) => t.type)).toEqual(['integer,integer,integer,integer']);
    }
  });

  // 1,296 queries each way (on PostgreSQL some seconds).
  it('answers as the daily rows do: per day, month or range, by service, subscription or not, filtered', {
    timeout: 90_000,
  }, async () => {
    const ranges = [
      ['2026-11-01', '2026-11-20'],
      ['2026-10-15', '2026-11-20'],
      ['2025-11-01', '2026-10-31'],
      ['2025-10-01', '2025-11-03'],
      ['2026-02-28', '2026-03-01'],
      ['2026-11-21', '2026-12-31'],
    ];
    let compared = 0;
    for (const tenantId of ['contoso', 'fabrikam', 'demo', 'nobody']) {
      const first = await backend.db.get<{ first: number | null; last: number | null }>(
        `SELECT MIN(d.day) AS first, MAX(d.day) AS last FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
         WHERE r.tenant_id = ?`,
        [tenantId],
      );
      expect(await costs.dataRange(tenantId)).toEqual(
        first?.first == null ? undefined : { first: first.first, last: first.last },
      );
      for (const [from, to] of ranges)
        for (const metric of ['effective', 'billed', 'list'] as const)
          for (const granularity of ['day', 'month', 'total'] as const)
            for (const groupBy of [
              undefined,
              { kind: 'column', name: 'service' } as const,
              { kind: 'column', name: 'subscription' } as const,
            ])
              for (const filters of [
                {},
                { service: ['Virtual Machines', 'Storage', 'Unknown'] },
                {
                  subscription: ['contoso-finance-prod-01', 'fabrikam-sales-prod-02', 'Unknown'],
                  chargeCategory: ['Usage'],
                },
              ]) {
                const query: CostAggregateQuery = {
                  tenantId,
                  fromDay: dayOf(from as string),
                  toDay: dayOf(to as string),
                  metric,
                  granularity,
                  groupBy,
                  filters,
                };
                expect(await costs.aggregate(query)).toEqual(await fromDailyRows(backend.db, query));
                compared += 1;
              }
    }
    expect(compared).toBe(4 * 6 * 3 * 3 * 3 * 3);
  });

  it('shows an import in the next query, and a re-import of its billing period replaces it', async () => {
    const before = await overview();
    expect(before.daily.total).toBe(await monthTotal());
    expect(before.top.total).toBe(before.daily.total);

    expect((await upload(SAMPLE)).status).toBe(201);
    const imported = await overview();
    expect(await mismatches(backend.db)).toBe(0);
    expect(imported.daily.total).toBe(await monthTotal());
    expect(imported.daily.total).not.toBe(before.daily.total);
    expect(imported.top.total).toBe(imported.daily.total);

    // The same billing period again, its first day only and another amount: its rows replace the
    // first file's, on the days the new file has rows and on those it has none.
    const lines = SAMPLE.split('\r\n');
    const changed = `${[lines[0], ...lines.slice(1, 4)].join('\r\n')}\r\n`.replaceAll('412.3456789', '1.01');
    expect(changed).toContain('2026-11-01T00:00:00Z,Usage');
    expect(changed).not.toContain('412.3456789');
    const again = await upload(changed);
    expect(again.status).toBe(201);
    expect((await readJson(again)).replacedRows).toBe(25);
    const replaced = await overview();
    expect(await mismatches(backend.db)).toBe(0);
    expect(replaced.daily.total).toBe(await monthTotal());
    expect(replaced.daily.total).not.toBe(imported.daily.total);
    expect(replaced.top.total).toBe(replaced.daily.total);
    const day = (answer: { rows: { period: string; amount: string }[] }, period: string) =>
      answer.rows.find((row) => row.period === period)?.amount;
    expect(day(imported.daily, '2026-11-05')).not.toBe(day(before.daily, '2026-11-05'));
    expect(day(replaced.daily, '2026-11-05')).toBe(day(before.daily, '2026-11-05'));
    expect(day(replaced.daily, '2026-11-01')).not.toBe(day(before.daily, '2026-11-01'));
  });

  // On PostgreSQL the seed runs on a copy of the rows in the embedded database (see seed-through.ts).
  // The queries whose whole months read migration 20's roll-ups, with the seed's and an import's rows.
  it('answers per resource, region, tag and every other grouping, the resource list, the change and the tag keys as the daily rows do', {
    timeout: 90_000,
  }, async () => {
    const db = backend.db;
    const ranges = [
      ['2026-11-01', '2026-11-20'],
      ['2026-09-01', '2026-10-31'],
      ['2026-10-15', '2026-11-20'],
      ['2025-10-01', '2025-11-03'],
    ].map(([from, to]) => ({ from: dayOf(from as string), to: dayOf(to as string) }));
    const groupings = {
      region: 'r.region_name',
      serviceCategory: 'r.service_category',
      pricingCategory: 'r.pricing_category',
      chargeCategory: 'r.charge_category',
      resource: 'r.resource_name',
    } as const;
    const byKey = (a: { group: string | null }, b: { group: string | null }) =>
      String(a.group).localeCompare(String(b.group));
    for (const tenantId of ['contoso', 'fabrikam']) {
      for (const { from, to } of ranges) {
        const base = { tenantId, fromDay: from, toDay: to, granularity: 'month' as const };
        // Sums per month by each grouping (and by a tag), all rows or usage in two regions only.
        const regions = ['westeurope', 'West Europe', 'eastus', 'East US'];
        for (const filters of [{}, { region: regions, chargeCategory: ['Usage'] }]) {
          const where = filters.region
            ? `AND r.region_name IN (${regions.map(() => '?').join(', ')}) AND r.charge_category = 'Usage'`
            : '';
          const groups: [CostAggregateQuery['groupBy'], string][] = [
            ...Object.entries(groupings).map(
              ([name, sql]) =>
                [{ kind: 'column', name } as CostAggregateQuery['groupBy'], sql] as [
                  CostAggregateQuery['groupBy'],
                  string,
                ],
            ),
            [{ kind: 'tag', key: 'team' }, jsonTextField(db.dialect, 'r.tags', "'team'")],
            [undefined, 'NULL'],
          ];
          for (const [groupBy, sql] of groups) {
            const expected = await db.all<{ period: string; grp: string | null; micros: number }>(
              `SELECT substr(date(d.day * 86400, 'unixepoch'), 1, 7) AS period, NULLIF(${sql}, '') AS grp,
                 SUM(d.effective_cost) AS micros
               FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
               WHERE r.tenant_id = ? AND d.day BETWEEN ? AND ? ${where}
               GROUP BY period, grp`,
              [tenantId, from, to, ...(filters.region ? regions : [])],
            );
            const answer = await costs.aggregate({ ...base, metric: 'effective', groupBy, filters });
            const key = (row: { period: string | null; group: string | null }) =>
              `${row.period}|${row.group}`;
            expect([...answer].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
              expected
                .map((row) => ({ period: row.period, group: row.grp, attos: microsToAttos(row.micros) }))
                .sort((a, b) => key(a).localeCompare(key(b))),
            );
          }
        }
        // The resource list: every resource with its cost, and their count and sum.
        const resources = await db.all<{ id: string; micros: number }>(
          `SELECT r.resource_id AS id, SUM(d.effective_cost) AS micros
           FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
           WHERE r.tenant_id = ? AND r.resource_id IS NOT NULL AND d.day BETWEEN ? AND ?
           GROUP BY r.resource_id`,
          [tenantId, from, to],
        );
        const page = await costs.resourcePage({
          ...base,
          metric: 'effective',
          search: undefined,
          sort: 'cost',
          order: 'desc',
          offset: 0,
          limit: 1_000_000,
          filters: {},
        });
        expect(page.total).toBe(resources.length);
        expect(page.attos).toBe(resources.reduce((sum, r) => sum + microsToAttos(r.micros), 0n));
        const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
        expect(page.items.map((item) => ({ id: item.id, attos: item.attos })).sort(byId)).toEqual(
          resources.map((r) => ({ id: r.id, attos: microsToAttos(r.micros) })).sort(byId),
        );
        // Costliest first.
        expect(page.items.every((item, i) => i === 0 || (page.items[i - 1]?.attos ?? 0n) >= item.attos)).toBe(
          true,
        );
        // The tag keys: all, tagged, and per lower-cased key, a row counted once per key.
        const rows = await db.all<{ tags: string; micros: number }>(
          `SELECT r.tags AS tags, SUM(d.effective_cost) AS micros
           FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
           WHERE r.tenant_id = ? AND d.day BETWEEN ? AND ? GROUP BY r.id, r.tags`,
          [tenantId, from, to],
        );
        const tagKeys = new Map<string, bigint>();
        let tagged = 0n;
        for (const row of rows) {
          const keys = new Set(Object.keys(JSON.parse(row.tags) as object).map((k) => k.toLowerCase()));
          if (keys.size > 0) tagged += microsToAttos(row.micros);
          for (const k of keys) tagKeys.set(k, (tagKeys.get(k) ?? 0n) + microsToAttos(row.micros));
        }
        const tags = await costs.tagKeyCosts(tenantId, from, to);
        expect(tags.totalAttos).toBe(rows.reduce((sum, r) => sum + microsToAttos(r.micros), 0n));
        expect(tags.taggedAttos).toBe(tagged);
        expect(new Map([...tags.byKey].sort())).toEqual(new Map([...tagKeys].sort()));
      }
      // The change of a month from the one before, per service, subscription and region: each
      // resource row's cost as the daily rows give it, and the SQL's split as the JavaScript's.
      for (const [previous, current] of [
        [ranges[1], ranges[0]],
        [
          { from: dayOf('2026-09-01'), to: dayOf('2026-09-30') },
          { from: dayOf('2026-10-01'), to: dayOf('2026-10-31') },
        ],
      ] as const) {
        if (!previous || !current) continue;
        for (const by of ['service', 'subscription', 'region'] as const) {
          const perRow = await costs.twoPeriods(tenantId, by, previous, current);
          const daily = await db.all<{ id: string; m0: number; m1: number }>(
            `SELECT CAST(r.id AS TEXT) AS id,
               SUM(CASE WHEN d.day BETWEEN ? AND ? THEN d.effective_cost ELSE 0 END) AS m0,
               SUM(CASE WHEN d.day BETWEEN ? AND ? THEN d.effective_cost ELSE 0 END) AS m1
             FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
             WHERE r.tenant_id = ? AND (d.day BETWEEN ? AND ? OR d.day BETWEEN ? AND ?)
             GROUP BY r.id`,
            [
              ...[previous.from, previous.to, current.from, current.to],
              tenantId,
              ...[previous.from, previous.to, current.from, current.to],
            ],
          );
          const byRow = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);
          expect(perRow.map((r) => ({ id: r.id, m0: r.attos0, m1: r.attos1 })).sort(byRow)).toEqual(
            daily.map((r) => ({ id: r.id, m0: microsToAttos(r.m0), m1: microsToAttos(r.m1) })).sort(byRow),
          );
          const sums = await costs.changeSums(tenantId, by, previous, current);
          expect(sums.length).toBeGreaterThan(0);
          expect([...sums].sort(byKey)).toEqual(changeSumsOf(perRow).sort(byKey));
        }
      }
    }
  });

  it('keeps the imported rows when the seed runs again, and empties with the demo data', {
    timeout: 60_000,
  }, async () => {
    const importedDays = async () =>
      (
        await backend.db.get<{ n: number }>(
          `SELECT COUNT(DISTINCT d.day) AS n FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
           WHERE r.tenant_id = 'contoso' AND r.import_id IS NOT NULL`,
        )
      )?.n ?? 0;
    expect(await importedDays()).toBeGreaterThan(0);
    await backend.seed((db) => seedCosts(db, ['contoso'], { scale: 0.1 }));
    expect(await importedDays()).toBeGreaterThan(0);
    expect(await mismatches(backend.db)).toBe(0);

    await backend.seed((db) => seed(db));
    expect((await backend.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM cost_daily_service'))?.n).toBe(0);
  });
});

// The embedded database's own upgrade path: on SQLite on either run.
describe('migrations 12 and 18', () => {
  it('roll the daily rows there are up per tenant, day, service, subscription and charge category', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'portal-m12-')), 'portal.sqlite');
    const old = new DatabaseSync(file);
    old.exec(
      'PRAGMA foreign_keys = ON; CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const migration of MIGRATIONS.filter((m) => m.version <= 11)) {
      old.exec(migration.sql);
      old
        .prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)')
        .run(migration.version, migration.name, 'then');
    }
    old.exec(`INSERT INTO tenants (id, display_name, domain, onboarded) VALUES ('t1', 'Tenant one', 't1.example', 1);
      INSERT INTO cost_resources (id, tenant_id, service_name, charge_category) VALUES
        (1, 't1', 'Storage', 'Usage'), (2, 't1', 'Storage', 'Usage'), (3, 't1', 'Virtual Machines', 'Usage');
      INSERT INTO cost_daily (resource, day, quantity, list_cost, contracted_cost, effective_cost, billed_cost) VALUES
        (1, 20393, 1, 100000, 90000, 80000, 70000), (2, 20393, 1, 1, 2, 3, 4), (3, 20393, 1, 5, 6, 7, 8),
        (1, 20394, 1, -10, -20, -30, -40);`);
    old.close();
    const db = new Database(file);
    expect(
      db
        .all(
          `SELECT tenant_id, day, service_name, sub_account_name, charge_category, list_cost, contracted_cost,
             effective_cost, billed_cost FROM cost_daily_service ORDER BY tenant_id, day, service_name, sub_account_name`,
        )
        .map((row) => ({
          ...(row as object),
        })),
    ).toEqual([
      {
        tenant_id: 't1',
        day: 20393,
        service_name: 'Storage',
        sub_account_name: '',
        charge_category: 'Usage',
        list_cost: 100001,
        contracted_cost: 90002,
        effective_cost: 80003,
        billed_cost: 70004,
      },
      {
        tenant_id: 't1',
        day: 20393,
        service_name: 'Virtual Machines',
        sub_account_name: '',
        charge_category: 'Usage',
        list_cost: 5,
        contracted_cost: 6,
        effective_cost: 7,
        billed_cost: 8,
      },
      {
        tenant_id: 't1',
        day: 20394,
        service_name: 'Storage',
        sub_account_name: '',
        charge_category: 'Usage',
        list_cost: -10,
        contracted_cost: -20,
        effective_cost: -30,
        billed_cost: -40,
      },
    ]);
    expect(await mismatches(sqliteEngine(db))).toBe(0);
    db.close();
  });
});

describe('migration 22 on a database of migration 21', () => {
  it('keeps the amounts it held, each with a rest of 0, and counts them in the sums as before', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'portal-m22-')), 'portal.sqlite');
    const old = new DatabaseSync(file);
    old.exec(
      'PRAGMA foreign_keys = ON; CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const migration of MIGRATIONS.filter((m) => m.version <= 21)) {
      old.exec(migration.sql);
      old
        .prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)')
        .run(migration.version, migration.name, 'then');
    }
    // 2026-10-01 and 2026-10-02: two days of one resource, in micro-units, rolled up as migration 21 kept them.
    old.exec(`INSERT INTO tenants (id, display_name, domain, onboarded) VALUES ('t1', 'Tenant one', 't1.example', 1);
      INSERT INTO cost_resources (id, tenant_id, service_name, charge_category) VALUES (1, 't1', 'Storage', 'Usage');
      INSERT INTO cost_daily (resource, day, quantity, list_cost, contracted_cost, effective_cost, billed_cost) VALUES
        (1, 20727, 1, 1234567, 1000000, 1005000, 1005000), (1, 20728, 1, 2, 2, 2, 2);
      INSERT INTO cost_monthly (resource, month, committed, first_day, last_day, quantity, list_cost, contracted_cost,
        effective_cost, billed_cost) VALUES (1, 20727, 0, 20727, 20728, 2, 1234569, 1000002, 1005002, 1005002);
      INSERT INTO cost_daily_service VALUES ('t1', 20727, 'Storage', '', 'Usage', 1234567, 1000000, 1005000, 1005000),
        ('t1', 20728, 'Storage', '', 'Usage', 2, 2, 2, 2);`);
    old.close();
    const db = new Database(file);
    expect(db.schemaVersion).toBeGreaterThanOrEqual(22);
    expect(
      db.all('SELECT effective_cost, effective_cost_rest, list_cost_rest FROM cost_daily ORDER BY day'),
    ).toEqual([
      { effective_cost: 1005000, effective_cost_rest: 0, list_cost_rest: 0 },
      { effective_cost: 2, effective_cost_rest: 0, list_cost_rest: 0 },
    ]);
    expect(db.get('SELECT billed_cost, billed_cost_rest FROM cost_monthly')).toEqual({
      billed_cost: 1005002,
      billed_cost_rest: 0,
    });
    const costs = new SqlCostRepository(sqliteEngine(db));
    const rows = await costs.aggregate({
      tenantId: 't1',
      fromDay: 20727,
      toDay: 20728,
      metric: 'effective',
      granularity: 'day',
      groupBy: undefined,
      filters: {},
    });
    expect(rows.map((r) => [r.period, r.attos])).toEqual([
      ['2026-10-01', 1_005_000n * 10n ** 12n],
      ['2026-10-02', 2n * 10n ** 12n],
    ]);
    db.close();
  });
});
