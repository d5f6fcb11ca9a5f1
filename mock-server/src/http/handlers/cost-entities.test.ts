import { afterAll, describe, expect, it } from 'vitest';
import { budgetStatus } from '../../domain/budgets/budgets.ts';
import { formatMicros, parseDecimalToMicros } from '../../domain/money.ts';
import { seedCostEntities } from '../../seed/cost-entities.ts';
import { seedCosts } from '../../seed/costs.ts';
import { createTestBackend, readJson } from '../../testing/test-backend.ts';

const COSTS = '/services/api-portal-customer/api/costs';
const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const cents = (amount: string) => parseDecimalToMicros(amount) / 10_000n;

describe('cost entities API', async () => {
  const backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, ['fabrikam', 'demo']);
      seedCostEntities(db, ['fabrikam', 'demo']);
    },
  });
  afterAll(() => backend.close());
  const fabrikam = () => backend.tokenFor('admin@contoso.example', 'fabrikam');
  const demo = () => backend.tokenFor('demo@demo.example');
  const get = async (path: string, token: Promise<string>) => {
    const response = await backend.call(`${COSTS}${path}`, { token: await token });
    return { status: response.status, body: await readJson(response) };
  };

  /** Independent sum of the FOCUS view: each row's micro-units added as BigInt. */
  async function viewSum(
    tenant: string,
    from: string,
    to: string,
    where = '',
    params: (string | number)[] = [],
  ): Promise<bigint> {
    const rows = await backend.db.all<{ cost: number }>(
      `SELECT EffectiveCost AS cost FROM focus_costs WHERE TenantId = ? AND ChargePeriodStart BETWEEN ? AND ? ${where}`,
      [tenant, from, to, ...params],
    );
    return rows.reduce((sum, row) => sum + BigInt(Math.round(row.cost * 1e6)), 0n);
  }
  const lastDay = async (tenant: string) =>
    (
      await backend.db.get<{ last: string }>(
        'SELECT MAX(ChargePeriodStart) AS last FROM focus_costs WHERE TenantId = ?',
        [tenant],
      )
    )?.last ?? '';

  it('sums the month to date and forecasts it from the last seven days', async () => {
    const { status, body } = await get('/summary', fabrikam());
    expect(status).toBe(200);
    const last = await lastDay('fabrikam');
    const monthStart = `${last.slice(0, 7)}-01`;
    expect(body.lastDay).toBe(last);
    expect(body.month).toBe(last.slice(0, 7));
    const mtd = await viewSum('fabrikam', monthStart, last);
    expect(body.monthToDate).toBe(formatMicros(mtd));
    const sevenFrom = new Date((dayOf(last) - 6) * DAY_MS).toISOString().slice(0, 10);
    const daysLeft = body.daysInMonth - Number(last.slice(8, 10));
    const forecast = mtd + ((await viewSum('fabrikam', sevenFrom, last)) * BigInt(daysLeft)) / 7n;
    expect(body.forecast).toBe(formatMicros(forecast));
    expect(body.budgets.total).toBe(body.budgets.onTrack + body.budgets.atRisk + body.budgets.over);
    expect(body.budgets.total).toBeGreaterThan(0);
  });

  it('converts the summary with the stored rate and refuses an unknown currency', async () => {
    const eur = await get('/summary?currency=EUR', fabrikam());
    expect(eur.body.currency).toBe('EUR');
    expect(eur.body.exchangeRate).toMatchObject({ from: 'USD', to: 'EUR' });
    const bad = await get('/summary?currency=XXX', fabrikam());
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('query.currency');
  });

  it('lists budgets with their actual cost, status, history, paging, sorting and search', async () => {
    const { body } = await get('/budgets?sort=name&order=asc&limit=100', fabrikam());
    expect(body.total).toBeGreaterThanOrEqual(4);
    const names = body.items.map((b: { name: string }) => b.name);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const last = await lastDay('fabrikam');
    for (const budget of body.items) {
      const where =
        budget.scope.kind === 'subscription'
          ? 'AND SubAccountName = ?'
          : budget.scope.kind === 'service'
            ? 'AND ServiceName = ?'
            : '';
      const params = budget.scope.value ? [budget.scope.value] : [];
      expect(budget.actual).toBe(
        formatMicros(await viewSum('fabrikam', `${last.slice(0, 7)}-01`, last, where, params)),
      );
      expect(budget.status).toBe(budgetStatus(cents(budget.forecast), cents(budget.amount)));
      // The whole months before the current one, at most twelve, oldest first.
      const months = budget.history.map((h: { month: string }) => h.month);
      expect(months.length).toBeGreaterThanOrEqual(11);
      expect(months.length).toBeLessThanOrEqual(12);
      expect(months.at(-1) < last.slice(0, 7)).toBe(true);
      expect([...months].sort()).toEqual(months);
    }
    const page = await get('/budgets?sort=name&order=asc&offset=1&limit=2', fabrikam());
    expect(page.body.items.map((b: { name: string }) => b.name)).toEqual(names.slice(1, 3));
    const searched = await get('/budgets?search=monthly+cloud', fabrikam());
    expect(searched.body.items.map((b: { name: string }) => b.name)).toEqual(['Monthly cloud budget']);
    const bad = await get('/budgets?sort=colour', fabrikam());
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('query.sort');
  });

  it('explains each anomaly: usage and price add up to the impact to the cent', async () => {
    const { body } = await get('/anomalies?sort=impact&order=desc', demo());
    expect(body.total).toBeGreaterThan(0);
    let impact = 0n;
    for (const anomaly of body.items) {
      expect(cents(anomaly.actual) - cents(anomaly.expected)).toBe(cents(anomaly.impact));
      expect(cents(anomaly.usageEffect) + cents(anomaly.priceEffect)).toBe(cents(anomaly.impact));
      const actual = await viewSum(
        'demo',
        anomaly.day,
        anomaly.day,
        "AND ChargeCategory = 'Usage' AND ServiceName = ? AND SubAccountName = ?",
        [anomaly.service, anomaly.subscription],
      );
      expect(anomaly.actual).toBe(formatMicros(actual));
      impact += cents(anomaly.impact);
    }
    // Every anomaly is on the page, so the total impact is theirs to the cent.
    expect(body.items).toHaveLength(body.total);
    expect(cents(body.impact)).toBe(impact);
  });

  it('splits shared costs exactly and accounts for every cent of usage', async () => {
    const { body } = await get('/shared', fabrikam());
    expect(body.rules.length).toBeGreaterThan(0);
    for (const rule of body.rules) {
      const allocated = rule.allocations.reduce(
        (sum: bigint, a: { amount: string }) => sum + cents(a.amount),
        0n,
      );
      expect(allocated).toBe(cents(rule.amount));
    }
    const [from, to] = [`${body.month}-01`, await lastDay('fabrikam')];
    const usage = await viewSum('fabrikam', from, to, "AND ChargeCategory = 'Usage'");
    const shown = body.byTarget.reduce((sum: bigint, t: { total: string }) => sum + cents(t.total), 0n);
    // Every team's direct and shared cost, plus what has no team, is the month's usage (rounded per figure).
    expect(shown - cents(formatMicros(usage))).toBeLessThanOrEqual(BigInt(body.byTarget.length));
    expect(cents(formatMicros(usage)) - shown).toBeLessThanOrEqual(BigInt(body.byTarget.length));
  });

  it('gives the EA enrollment its consumption and balance, and the burn-down its running total', async () => {
    const { body } = await get('/enrollments?sort=name&order=asc', demo());
    expect(body.total).toBe(1);
    const enrollment = body.items[0];
    expect(cents(enrollment.balance) - cents(enrollment.overage)).toBe(
      cents(enrollment.commitment) - cents(enrollment.consumed),
    );
    const departments = enrollment.departments.reduce(
      (s: bigint, d: { consumed: string }) => s + cents(d.consumed),
      0n,
    );
    expect(departments - cents(enrollment.consumed)).toBeLessThanOrEqual(
      BigInt(enrollment.departments.length),
    );

    const burn = (await get('/macc', demo())).body;
    const months = burn.commitment.months as { consumed: string; cumulative: string; target: string }[];
    // The running total adds up the months as shown, to the cent.
    let running = 0n;
    for (const month of months) {
      running += cents(month.consumed);
      expect(cents(month.cumulative)).toBe(running);
    }
    expect(months.at(-1)?.target).not.toBe(burn.commitment.amount);
    expect(burn.commitment.consumed).toBe(months.at(-1)?.cumulative);
    // A tenant without them answers none.
    await backend.db.run("DELETE FROM macc_commitments WHERE tenant_id = 'fabrikam'");
    await backend.db.run("DELETE FROM enrollments WHERE tenant_id = 'fabrikam'");
    expect((await get('/macc', fabrikam())).body.commitment).toBeNull();
    expect((await get('/enrollments', fabrikam())).body.total).toBe(0);
  });

  it('pages endpoints and subscription users, filtered and searched on the server', async () => {
    const all = (await get('/endpoints?limit=1000&sort=address&order=asc', demo())).body;
    expect(all.total).toBeGreaterThan(0);
    const publicOnly = (await get('/endpoints?exposure=public&limit=1000', demo())).body;
    expect(publicOnly.items.every((e: { exposure: string }) => e.exposure === 'public')).toBe(true);
    expect(publicOnly.total).toBeLessThan(all.total + 1);
    const first = all.items[0];
    const found = (await get(`/endpoints?search=${encodeURIComponent(first.address)}`, demo())).body;
    expect(found.items.map((e: { id: string }) => e.id)).toContain(first.id);
    // Sorted by cost (every resource's cost read), the same endpoints with the same costs, costliest first.
    const byCost = (await get('/endpoints?limit=1000&sort=cost&order=desc', demo())).body;
    type Item = { id: string; cost: string };
    const costOf = (items: Item[]) => new Map(items.map((e) => [e.id, e.cost]));
    expect(costOf(byCost.items)).toEqual(costOf(all.items));
    const costs = byCost.items.map((e: Item) => Number(e.cost));
    expect(costs.every((c: number, i: number) => i === 0 || costs[i - 1] >= c)).toBe(true);
    expect(costs.some((c: number) => c > 0)).toBe(true);

    // Each endpoint's cost is its resource's effective cost of the latest month, to the cent.
    const month = all.month as string;
    const last = (
      await backend.db.get<{ last: string }>(
        "SELECT MAX(ChargePeriodStart) AS last FROM focus_costs WHERE TenantId = 'demo'",
      )
    )?.last as string;
    expect(last.slice(0, 7)).toBe(month);
    for (const endpoint of all.items as { resource: string; cost: string }[]) {
      const resource = await viewSum('demo', `${month}-01`, last, 'AND ResourceName = ?', [
        endpoint.resource,
      ]);
      expect(endpoint.cost, endpoint.resource).toBe(formatMicros(resource));
    }

    const owners = (await get('/subscription-users?role=Owner&limit=1000', demo())).body;
    expect(owners.total).toBeGreaterThan(0);
    expect(owners.items.every((u: { role: string }) => u.role === 'Owner')).toBe(true);
  });

  it('never shows one tenant the entities of another', async () => {
    const fab = (await get('/budgets?limit=1000', fabrikam())).body.items.map((b: { id: string }) => b.id);
    const dem = (await get('/budgets?limit=1000', demo())).body.items.map((b: { id: string }) => b.id);
    expect(fab.filter((id: string) => dem.includes(id))).toEqual([]);
  });
});
