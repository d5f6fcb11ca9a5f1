import { describe, expect, it } from 'vitest';
import { convertMicros, formatMicros, parseDecimalToMicros } from './money/money.ts';
import { seedCosts } from './seed/costs.ts';
import { splitChange } from './services/costs.ts';
import { createTestBackend, readJson } from './testing/test-backend.ts';

const COSTS = '/services/api-portal-customer/api/costs';

/** Independent sum of the seeded rows: each cost rounded to a micro-unit, added as BigInt. */
function expectedMicros(
  backend: ReturnType<typeof createTestBackend>,
  tenant: string,
  from: string,
  to: string,
  column = 'effective_cost',
  where = '',
): bigint {
  const rows = backend.db.all<{ cost: number }>(
    `SELECT d.${column} AS cost FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
     WHERE r.tenant_id = ? AND d.day BETWEEN ? AND ? ${where}`,
    [tenant, Date.parse(`${from}T00:00:00Z`) / 86_400_000, Date.parse(`${to}T00:00:00Z`) / 86_400_000],
  );
  return rows.reduce((sum, row) => sum + BigInt(Math.round(row.cost * 1e6)), 0n);
}

describe('cost query', () => {
  const backend = createTestBackend();
  // The small tenants' twelve months (Contoso's 1,500 resources are left to the benchmark).
  seedCosts(backend.db, ['fabrikam', 'demo']);
  const token = (upn: string) =>
    upn === 'admin@contoso.example' ? backend.tokenFor(upn, 'fabrikam') : backend.tokenFor(upn);
  const query = async (upn: string, params: string) =>
    backend.call(`${COSTS}${params}`, { token: await token(upn) });

  it('defaults to the latest month with data, exact to the cent', async () => {
    const body = await readJson(await query('admin@contoso.example', ''));
    expect(body.available.to).toBe('2026-10-31');
    expect([body.from, body.to]).toEqual(['2026-10-01', '2026-10-31']);
    expect(body.metric).toBe('effective');
    expect(body.currency).toBe('USD');
    expect(body.total).toBe(formatMicros(expectedMicros(backend, 'fabrikam', '2026-10-01', '2026-10-31')));
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
      formatMicros(expectedMicros(backend, 'fabrikam', '2026-08-01', '2026-10-31', 'billed_cost')),
    );
    // The biggest service's own figure, computed independently.
    const biggest = body.groups[0].group as string;
    const independent = expectedMicros(
      backend,
      'fabrikam',
      '2026-08-01',
      '2026-10-31',
      'billed_cost',
      `AND r.service_name = '${biggest.replace(/'/g, "''")}'`,
    );
    expect(body.groups[0].amount).toBe(formatMicros(independent));
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
    expect(eur.exchangeRate).toEqual({ from: 'USD', to: 'EUR', rate: '0.918400', asOf: '2026-10-31' });
    const usdMicros = expectedMicros(backend, 'fabrikam', usd.from, usd.to);
    expect(eur.total).toBe(formatMicros(convertMicros(usdMicros, parseDecimalToMicros('0.918400'))));
  });

  it('keeps every tenant to its own rows', async () => {
    const fabrikam = await readJson(await query('admin@contoso.example', ''));
    const demo = await readJson(await query('demo@demo.example', ''));
    expect(demo.total).toBe(formatMicros(expectedMicros(backend, 'demo', demo.from, demo.to)));
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

describe('resources with their cost', () => {
  const backend = createTestBackend();
  seedCosts(backend.db, ['fabrikam']);
  const page = async (params: string) =>
    readJson(
      backend.call(`${COSTS}/resources${params}`, {
        token: await backend.tokenFor('admin@contoso.example', 'fabrikam'),
      }),
    );

  it('pages the resources by cost, with the count and sum of all of them', async () => {
    const first = await page('?limit=10');
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(
      backend.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM cost_resources WHERE tenant_id = 'fabrikam'")
        ?.n,
    );
    expect(first.sum).toBe(formatMicros(expectedMicros(backend, 'fabrikam', first.from, first.to)));
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

describe('cost changes explained', () => {
  const backend = createTestBackend();
  seedCosts(backend.db, ['fabrikam']);

  it("splits each service's change into usage and price effects that add up exactly", async () => {
    const body = await readJson(
      backend.call(`${COSTS}/changes?month=2026-10`, {
        token: await backend.tokenFor('admin@contoso.example', 'fabrikam'),
      }),
    );
    expect([body.month, body.previousMonth]).toEqual(['2026-10', '2026-09']);
    const cents = (amount: string) => parseDecimalToMicros(amount) / 10_000n;
    expect(body.total.current).toBe(
      formatMicros(expectedMicros(backend, 'fabrikam', '2026-10-01', '2026-10-31')),
    );
    expect(body.total.previous).toBe(
      formatMicros(expectedMicros(backend, 'fabrikam', '2026-09-01', '2026-09-30')),
    );
    for (const row of [...body.rows, body.total]) {
      expect(cents(row.usageEffect) + cents(row.priceEffect)).toBe(cents(row.change));
      expect(cents(row.current) - cents(row.previous)).toBe(cents(row.change));
    }
    const changes = body.rows.map((row: { change: string }) => Math.abs(Number(row.change)));
    expect([...changes].sort((a, b) => b - a)).toEqual(changes);
  });

  it('puts a new or a gone resource all on usage, and a price rise on price', () => {
    expect(splitChange({ quantity0: 0, micros0: 0, quantity1: 10, micros1: 5_000_000 })).toEqual({
      usage: 5_000_000n,
      price: 0n,
    });
    expect(splitChange({ quantity0: 10, micros0: 5_000_000, quantity1: 0, micros1: 0 })).toEqual({
      usage: -5_000_000n,
      price: 0n,
    });
    // Same quantity, unit price up 10 %: all price.
    expect(splitChange({ quantity0: 10, micros0: 5_000_000, quantity1: 10, micros1: 5_500_000 })).toEqual({
      usage: 0n,
      price: 500_000n,
    });
    // Twice the quantity at the same price: all usage.
    expect(splitChange({ quantity0: 10, micros0: 5_000_000, quantity1: 20, micros1: 10_000_000 })).toEqual({
      usage: 5_000_000n,
      price: 0n,
    });
  });
});

describe('money', () => {
  it('adds what floats get wrong and rounds half away from zero', () => {
    const tenths = Array.from({ length: 1000 }, () => parseDecimalToMicros('0.1'));
    expect(formatMicros(tenths.reduce((a, b) => a + b, 0n))).toBe('100.00');
    expect(formatMicros(parseDecimalToMicros('0.005'))).toBe('0.01');
    expect(formatMicros(parseDecimalToMicros('-0.005'))).toBe('-0.01');
    expect(formatMicros(parseDecimalToMicros('2.344999'))).toBe('2.34');
    expect(convertMicros(parseDecimalToMicros('10'), parseDecimalToMicros('0.9184'))).toBe(9_184_000n);
  });
});
