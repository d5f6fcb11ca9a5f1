import { afterAll, describe, expect, it } from 'vitest';
import { OFFICE_KINDS, type OfficeSkuData, type OfficeUserData } from '../../data/office-records.ts';
import { parseDecimalToMicros } from '../../domain/money.ts';
import { seedCostEntities } from '../../seed/cost-entities.ts';
import { seedCosts } from '../../seed/costs.ts';
import { seedOffice } from '../../seed/office.ts';
import { createTestBackend, readJson } from '../../testing/test-backend.ts';

const API = '/services/api-portal-customer/api';
const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const cents = (amount: string) => parseDecimalToMicros(amount) / 10_000n;

describe('office suite, recommendations and scores API', async () => {
  const backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, ['fabrikam', 'contoso']);
      seedCostEntities(db, ['fabrikam', 'contoso']);
      seedOffice(db, ['fabrikam', 'contoso']);
    },
  });
  afterAll(() => backend.close());
  const admin = () => backend.tokenFor('admin@contoso.example', 'fabrikam');
  const finance = () => backend.tokenFor('finance@contoso.example');
  const call = async (path: string, token: Promise<string>, init: RequestInit = {}) => {
    const response = await backend.call(`${API}${path}`, {
      ...init,
      token: await token,
      ...(init.body ? { headers: { 'Content-Type': 'application/json' } } : {}),
    });
    return { status: response.status, body: await readJson(response) };
  };
  /** The seeded documents, read straight from the table: the expected figures come from these. */
  const records = async <T>(kind: string) =>
    (
      await backend.db.all<{ data: string }>(
        'SELECT data FROM tenant_records WHERE tenant_id = ? AND kind = ?',
        ['fabrikam', kind],
      )
    ).map((r) => JSON.parse(r.data) as T);

  it('prices the unassigned and inactive seats of every licence exactly', async () => {
    const { status, body } = await call('/office/licences', admin());
    expect(status).toBe(200);
    const users = await records<OfficeUserData>(OFFICE_KINDS.user);
    const skus = await records<OfficeSkuData>(OFFICE_KINDS.sku);
    const asOf = body.asOf as string;
    let waste = 0n;
    for (const sku of skus) {
      const holders = users.filter((u) => u.licences.includes(sku.sku));
      const active = holders.filter((u) => {
        const last = Object.values(u.lastActive).sort().at(-1);
        return !u.deleted && last !== undefined && dayOf(last) > dayOf(asOf) - 30;
      }).length;
      const row = body.items.find((i: { sku: string }) => i.sku === sku.sku);
      expect(row).toMatchObject({ purchased: sku.purchased, assigned: holders.length, active });
      const seats = BigInt(sku.purchased - holders.length + holders.length - active);
      expect(cents(row.monthlyWaste)).toBe(seats * (BigInt(sku.unitPriceMicros) / 10_000n));
      waste += cents(row.monthlyWaste);
    }
    expect(cents(body.totals.monthlyWaste)).toBe(waste);
    expect(body.items.some((i: { copilot: boolean }) => i.copilot)).toBe(true);
    expect(waste).toBeGreaterThan(0n);
    // The overview's summary states the same waste (and converts it for another display currency).
    const summary = await call('/costs/summary', admin());
    expect(summary.body.licenceWaste).toBe(body.totals.monthlyWaste);
    const inEuro = await call('/costs/summary?currency=EUR', admin());
    expect(inEuro.body.currency).toBe('EUR');
    expect(cents(inEuro.body.licenceWaste)).toBeLessThan(waste);
  });

  it("prices licences and savings in a display currency when asked, else in the tenant's own", async () => {
    const own = await call('/office/licences', admin());
    expect(own.body.currency).toBe('USD');
    expect(own.body.exchangeRate).toBeUndefined();
    const euros = await call('/office/licences?currency=EUR', admin());
    expect(euros.body).toMatchObject({
      currency: 'EUR',
      exchangeRate: { from: 'USD', to: 'EUR', rate: '0.918400', basis: 'fixed' },
    });
    const sku = own.body.items[0];
    const inEuros = euros.body.items.find((i: { sku: string }) => i.sku === sku.sku);
    // Each seat's price converts once (at the rate, to the cent); the row's waste adds those prices.
    expect(cents(inEuros.unitPrice)).toBe(
      (parseDecimalToMicros(sku.unitPrice) * 918_400n + 5_000_000_000n) / 10_000_000_000n,
    );
    const summary = await call('/recommendations/summary?currency=EUR', admin());
    expect(summary.body).toMatchObject({ currency: 'EUR', exchangeRate: { to: 'EUR' } });
    expect((await call('/office/licences?currency=XYZ', admin())).status).toBe(400);
  });

  it('lists users by status with the price of their licences', async () => {
    const { body } = await call('/office/users?status=inactive&limit=1000', admin());
    expect(body.total).toBeGreaterThan(0);
    // Some were active once (more than 30 days ago): the check of the last activity runs.
    expect(body.items.some((user: { lastActivity?: string }) => user.lastActivity)).toBe(true);
    for (const user of body.items) {
      expect(user.status).toBe('inactive');
      if (user.lastActivity) expect(dayOf(body.asOf) - dayOf(user.lastActivity)).toBeGreaterThanOrEqual(30);
      expect(cents(user.monthlyCost)).toBeGreaterThan(0n);
    }
    const bad = await call('/office/users?status=asleep', admin());
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('query.status');
  });

  it('sums the licence reclaim of leavers who still hold licences', async () => {
    const { body } = await call('/office/joiners-leavers?kind=leaver&limit=1000', admin());
    expect(body.leavers).toBe(body.total);
    const sum = body.items.reduce(
      (total: bigint, row: { monthlyReclaim: string }) => total + cents(row.monthlyReclaim),
      0n,
    );
    expect(cents(body.reclaimable)).toBe(sum);
    // Leavers with and without licences are both in the data: the loop's check runs.
    for (const row of body.items) if (!row.licencesAssigned) expect(row.monthlyReclaim).toBe('0.00');
    expect(body.items.some((row: { licencesAssigned: boolean }) => !row.licencesAssigned)).toBe(true);
    expect(body.items.some((row: { licencesAssigned: boolean }) => row.licencesAssigned)).toBe(true);
  });

  it('answers daily usage per workload over the period asked', async () => {
    const { body } = await call('/office/usage/team-collaboration?days=7', admin());
    expect(body.days).toHaveLength(7);
    expect(body.metrics.map((m: { id: string }) => m.id)).toEqual([
      'chats',
      'channelMessages',
      'meetings',
      'calls',
    ]);
    body.metrics.forEach((_: unknown, i: number) => {
      expect(body.totals[i]).toBe(
        body.days.reduce((sum: number, d: { values: number[] }) => sum + (d.values[i] ?? 0), 0),
      );
    });
    expect(body.activeUsers).toBeLessThanOrEqual(body.licensedUsers);
    expect((await call('/office/usage/fax', admin())).status).toBe(400);
  });

  it('pages, filters and searches the read-only lists', async () => {
    for (const path of ['/office/groups', '/office/devices', '/office/calls', '/office/apps']) {
      const { status, body } = await call(`${path}?limit=5`, admin());
      expect(status).toBe(200);
      expect(body.items.length).toBeLessThanOrEqual(5);
      expect(body.total).toBeGreaterThan(5);
    }
    const risky = await call('/office/apps?risk=high', admin());
    expect(risky.body.items.every((a: { risk: string }) => a.risk === 'high')).toBe(true);
    const settings = await call('/office/sharing-settings', admin());
    expect(settings.body.items.length).toBeGreaterThan(3);
  });

  it('dismisses a recommendation into the archive, keeps who did it and moves the savings', async () => {
    const before = await call('/recommendations/summary', admin());
    const open = await call('/recommendations?source=m365', admin());
    const first = open.body.items[0];
    expect(first.state).toBe('open');
    const sourceBefore = before.body.sources.find((s: { source: string }) => s.source === 'm365');
    expect(cents(open.body.openMonthlySavings)).toBe(cents(sourceBefore.openMonthlySavings));

    const changed = await call(`/recommendations/${first.id}`, admin(), {
      method: 'PATCH',
      body: JSON.stringify({ state: 'dismissed' }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ state: 'dismissed', changedBy: 'Megan Bowen' });
    const archive = await call('/recommendations?source=m365&archived=true&limit=1000', admin());
    expect(archive.body.items.map((r: { id: string }) => r.id)).toContain(first.id);
    const after = await call('/recommendations/summary', admin());
    expect(cents(before.body.openMonthlySavings) - cents(after.body.openMonthlySavings)).toBe(
      cents(first.monthlySavings),
    );
    const total = after.body.sources.reduce(
      (sum: bigint, s: { openMonthlySavings: string }) => sum + cents(s.openMonthlySavings),
      0n,
    );
    expect(cents(after.body.openMonthlySavings)).toBe(total);
    // The overview's open savings is the same sum, to the cent.
    expect((await call('/costs/summary', admin())).body.savings.monthly).toBe(after.body.openMonthlySavings);
    // Reopened: back in the open list.
    await call(`/recommendations/${first.id}`, admin(), {
      method: 'PATCH',
      body: JSON.stringify({ state: 'open' }),
    });
    expect((await call('/recommendations/summary', admin())).body.openMonthlySavings).toBe(
      before.body.openMonthlySavings,
    );
  });

  it('refuses a recommendation change from a user, another tenant or with a bad state', async () => {
    const contosoOpen = await call(
      '/recommendations?source=aws',
      backend.tokenFor('admin@contoso.example', 'contoso'),
    );
    const id = contosoOpen.body.items[0].id;
    const asUser = await call(`/recommendations/${id}`, finance(), {
      method: 'PATCH',
      body: JSON.stringify({ state: 'done' }),
    });
    expect(asUser.status).toBe(403);
    expect(asUser.body.detail).toBe('Changing a recommendation needs an administrator.');
    const otherTenant = await call(`/recommendations/${id}`, admin(), {
      method: 'PATCH',
      body: JSON.stringify({ state: 'done' }),
    });
    expect(otherTenant.status).toBe(404);
    const bad = await call(`/recommendations/${id}`, admin(), {
      method: 'PATCH',
      body: JSON.stringify({ state: 'gone' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('/state');
  });

  it('adds the Secure Score from its actions and its profiles from theirs', async () => {
    const score = await call('/scores/secure', admin());
    const points = score.body.actions.reduce((sum: number, a: { points: number }) => sum + a.points, 0);
    expect(score.body.current).toBeCloseTo(points, 2);
    expect(score.body.history.at(-1).current).toBe(score.body.current);
    expect(score.body.history.length).toBeGreaterThan(50);
    const profiles = await call('/scores/secure/profiles', admin());
    for (const profile of profiles.body.items)
      expect(profile.possible).toBe(
        profile.actions.reduce((sum: number, a: { maxPoints: number }) => sum + a.maxPoints, 0),
      );
  });

  it('scores Copilot readiness and usage from the checks and workloads', async () => {
    const copilot = await call('/scores/copilot', admin());
    const checks = copilot.body.pillars.flatMap((p: { checks: { passed: boolean }[] }) => p.checks);
    expect(copilot.body.score).toBe(
      Math.round((100 * checks.filter((c: { passed: boolean }) => c.passed).length) / checks.length),
    );
    const usage = await call('/scores/usage', admin());
    const average = usage.body.workloads.reduce((sum: number, w: { score: number }) => sum + w.score, 0) / 3;
    expect(usage.body.score).toBe(Math.round(average));
    expect(usage.body.assessment.length).toBeGreaterThan(3);
  });

  it('saves the licence questionnaire per tenant, with the cross-field rules and the admin right', async () => {
    expect((await call('/licensing/questionnaire', admin())).body).toEqual({});
    const answers = {
      employees: 120,
      frontlineWorkers: 200,
      remotePercent: 40,
      desktopApps: true,
      deviceManagement: 'full',
      securityLevel: 'advanced',
      copilotInterest: 'pilot',
      renewalDate: '2020-01-01',
      contactEmail: 'it@fabrikam.example',
    };
    const bad = await call('/licensing/questionnaire', admin(), {
      method: 'PUT',
      body: JSON.stringify(answers),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual([
      '/frontlineWorkers',
      '/renewalDate',
    ]);
    const badEmail = await call('/licensing/questionnaire', admin(), {
      method: 'PUT',
      body: JSON.stringify({ ...answers, contactEmail: 'nobody' }),
    });
    expect(badEmail.body.errors[0].field).toBe('/contactEmail');
    expect((await call('/licensing/questionnaire', admin())).body).toEqual({});

    const good = { ...answers, frontlineWorkers: 20, renewalDate: '2099-06-30' };
    const saved = await call('/licensing/questionnaire', admin(), {
      method: 'PUT',
      body: JSON.stringify(good),
    });
    expect(saved.status).toBe(200);
    expect((await call('/licensing/questionnaire', admin())).body).toMatchObject({
      answers: good,
      updatedBy: 'Megan Bowen',
    });
    const asUser = await call('/licensing/questionnaire', finance(), {
      method: 'PUT',
      body: JSON.stringify(good),
    });
    expect(asUser.status).toBe(403);
    // Per tenant: Contoso's is still empty.
    expect(
      (await call('/licensing/questionnaire', backend.tokenFor('admin@contoso.example', 'contoso'))).body,
    ).toEqual({});
  });
});
