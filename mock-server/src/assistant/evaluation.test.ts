/**
 * The assistant's evaluation set: questions over the demo tenants, each answer checked against
 * figures computed here independently of the engine, from the FOCUS view `focus_costs` and the
 * entity tables: each row's micro-units summed as BigInt, rounded half away from zero to the cent
 * once, formatted as the assistant writes amounts ('$12,345.67'). A wrong number fails.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { seedCostEntities } from '../seed/cost-entities.ts';
import { seedCosts } from '../seed/costs.ts';
import { seedOffice } from '../seed/office.ts';
import { createTestBackend } from '../testing/test-backend.ts';
import { type AssistantAnswer, answerQuestion, type Dataset } from './engine.ts';

const backend = await createTestBackend({
  seed: (db) => {
    seedCosts(db, ['contoso', 'fabrikam', 'demo'], { scale: 1 });
    seedCostEntities(db, ['contoso', 'fabrikam', 'demo']);
    seedOffice(db, ['contoso', 'fabrikam', 'demo']);
  },
});
afterAll(() => backend.close());

const VIEWER_RIGHTS = { personas: ['Admin'], features: ['AZURE', 'M365', 'RECOMMENDATIONS', 'SECURITY'] };
const answers: { tenant: string; question: string; dataset: Dataset; answer: AssistantAnswer }[] = [];

async function ask(tenant: string, question: string, dataset: Dataset = 'all'): Promise<AssistantAnswer> {
  const answer = await answerQuestion({
    data: backend.data,
    viewer: { tenantId: tenant, ...VIEWER_RIGHTS },
    question,
    dataset,
    now: new Date('2026-11-21T09:00:00Z'),
  });
  answers.push({ tenant, question, dataset, answer });
  return answer;
}

// ---------------------------------------------------------------- independent figures

/** Micro-units of a decimal the view shows (amounts are micro-units / 1e6). */
const toMicros = (value: number | null) => BigInt(Math.round((value ?? 0) * 1e6));

/** Each matching row of the FOCUS view with its cost column in micro-units. */
async function rows(
  tenant: string,
  from: string,
  to: string,
  where = '',
  params: (string | number)[] = [],
  column = 'EffectiveCost',
) {
  return (
    await backend.db.all<{
      cost: number | null;
      service: string;
      subscription: string;
      resource: string | null;
      name: string | null;
      tags: string | null;
    }>(
      `SELECT ${column} AS cost, ServiceName AS service, SubAccountName AS subscription, ResourceId AS resource,
         ResourceName AS name, Tags AS tags
       FROM focus_costs WHERE TenantId = ? AND ChargePeriodStart BETWEEN ? AND ? ${where}`,
      [tenant, from, to, ...params],
    )
  ).map((row) => ({ ...row, micros: toMicros(row.cost) }));
}

const sum = (list: { micros: bigint }[]) => list.reduce((total, row) => total + row.micros, 0n);
const focusSum = async (...args: Parameters<typeof rows>) => sum(await rows(...args));

/** Sums per key, largest first. */
function grouped<T extends { micros: bigint }>(
  list: T[],
  key: (row: T) => string | null,
): [string, bigint][] {
  const sums = new Map<string, bigint>();
  for (const row of list) {
    const k = key(row);
    if (k === null) continue;
    sums.set(k, (sums.get(k) ?? 0n) + row.micros);
  }
  return [...sums.entries()].sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : a[0].localeCompare(b[0])));
}

/** Half away from zero, to the cent. */
const cents = (micros: bigint) =>
  micros < 0n ? -((-micros + 5_000n) / 10_000n) : (micros + 5_000n) / 10_000n;

function formatCents(value: bigint, currency = 'USD'): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = (magnitude / 100n).toString();
  let grouped = '';
  for (let i = 0; i < whole.length; i += 1) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += ',';
    grouped += whole[i];
  }
  const text = `${grouped}.${(magnitude % 100n).toString().padStart(2, '0')}`;
  return `${negative ? '-' : ''}${currency === 'USD' ? '$' : `${currency} `}${text}`;
}
const usd = (micros: bigint) => formatCents(cents(micros));
/** An amount without its sign, as changes are worded ('down $12.00'). */
const magnitude = (value: bigint) => formatCents(value < 0n ? -value : value);

const resourceGroupOf = (resource: string | null) =>
  resource ? (/\/resourcegroups\/([^/]+)/i.exec(resource)?.[1] ?? null) : null;
const tagOf = (key: string) => (row: { tags: string | null }) =>
  row.tags ? ((JSON.parse(row.tags) as Record<string, string>)[key] ?? null) : null;

const LAST = '2026-11-20';
const OCT = ['2026-10-01', '2026-10-31'] as const;
const SEP = ['2026-09-01', '2026-09-30'] as const;
const NOV = ['2026-11-01', LAST] as const;
const NOT_M365 = "AND ServiceName <> 'Microsoft 365'";

/** The forecast of the month to date as the summary defines it, for rows matching `where`. */
async function forecast(tenant: string, where = '', params: (string | number)[] = []) {
  const monthToDate = await focusSum(tenant, ...NOV, where, params);
  const lastSeven = await focusSum(tenant, '2026-11-14', LAST, where, params);
  return { monthToDate, forecast: monthToDate + (lastSeven * 10n) / 7n };
}

/** Every budget of a tenant with its actual, forecast and status, from the tables and the view. */
async function budgets(tenant: string) {
  const list = await backend.db.all<{
    name: string;
    scope_kind: string;
    scope_value: string | null;
    amount_micros: number;
  }>('SELECT name, scope_kind, scope_value, amount_micros FROM budgets WHERE tenant_id = ?', [tenant]);
  const out = [];
  for (const b of list) {
    const where =
      b.scope_kind === 'subscription'
        ? 'AND SubAccountName = ?'
        : b.scope_kind === 'service'
          ? 'AND ServiceName = ?'
          : '';
    const figures = await forecast(tenant, where, b.scope_value ? [b.scope_value] : []);
    const amount = BigInt(b.amount_micros);
    // Over: the forecast above the amount; at risk: from 80 % of it.
    const f = figures.forecast;
    const status = f > amount ? 'over' : f * 100n >= amount * 80n ? 'at-risk' : 'on-track';
    out.push({ ...b, actual: figures.monthToDate, forecast: figures.forecast, status });
  }
  return out;
}

/** Asserts that every figure appears in the answer, and returns the answer's text. */
function expectFigures(answer: AssistantAnswer, figures: string[]): string {
  for (const figure of figures)
    expect(answer.markdown, `expected ${figure} in:\n${answer.markdown}`).toContain(figure);
  return answer.markdown;
}

// ---------------------------------------------------------------- the evaluation set

describe('assistant evaluation: costs by period and dimension', () => {
  it('1. What did we spend last month? (relative period)', async () => {
    const text = expectFigures(await ask('fabrikam', 'What did we spend last month?'), [
      usd(await focusSum('fabrikam', ...OCT)),
    ]);
    expect(text).toContain('October 2026');
  });

  it('2. What did Azure cost last month? (the Azure scope leaves Microsoft 365 out)', async () => {
    expectFigures(await ask('fabrikam', 'What did Azure cost last month?'), [
      usd(await focusSum('fabrikam', ...OCT, NOT_M365)),
    ]);
  });

  it('3. What did we spend this month? (month to date)', async () => {
    const text = expectFigures(await ask('fabrikam', 'What did we spend this month?'), [
      usd(await focusSum('fabrikam', ...NOV)),
    ]);
    expect(text).toContain('1 to 20 November');
  });

  it('4. What did Storage cost in October 2026? (a named service and month)', async () => {
    expectFigures(await ask('fabrikam', 'What did Storage cost in October 2026?'), [
      usd(await focusSum('fabrikam', ...OCT, 'AND ServiceName = ?', ['Storage'])),
    ]);
  });

  it('5. How much did subscription fabrikam-platform-prod-01 cost last month?', async () => {
    expectFigures(
      await ask('fabrikam', 'How much did subscription fabrikam-platform-prod-01 cost last month?'),
      [usd(await focusSum('fabrikam', ...OCT, 'AND SubAccountName = ?', ['fabrikam-platform-prod-01']))],
    );
  });

  it('6. What does resource group rg-platform-prod cost in October 2026? (resource group)', async () => {
    expectFigures(await ask('fabrikam', 'What does resource group rg-platform-prod cost in October 2026?'), [
      usd(
        await focusSum('fabrikam', ...OCT, 'AND ResourceId LIKE ?', ['%/resourceGroups/rg-platform-prod/%']),
      ),
    ]);
  });

  it('7. What does the platform team cost this month? (a tag)', async () => {
    expectFigures(await ask('fabrikam', 'What does the platform team cost this month?'), [
      // The tag read from the rows' JSON here: the engines' JSON functions differ.
      usd(sum((await rows('fabrikam', ...NOV)).filter((r) => tagOf('team')(r) === 'platform'))),
    ]);
  });

  it('8. What does project atlas cost last month? (a tag value)', async () => {
    expectFigures(await ask('fabrikam', 'What does project atlas cost last month?'), [
      usd(sum((await rows('fabrikam', ...OCT)).filter((r) => tagOf('project')(r) === 'atlas'))),
    ]);
  });

  it('9. What did we spend in the last 3 months? (whole months before this one)', async () => {
    const text = expectFigures(await ask('fabrikam', 'What did we spend in the last 3 months?'), [
      usd(await focusSum('fabrikam', '2026-08-01', '2026-10-31')),
    ]);
    expect(text).toContain('August to October 2026');
  });

  it('10. What did we spend this year? (year to date)', async () => {
    expectFigures(await ask('fabrikam', 'What did we spend this year?'), [
      usd(await focusSum('fabrikam', '2026-01-01', LAST)),
    ]);
  });

  it('11. What did we spend in the last 7 days?', async () => {
    expectFigures(await ask('fabrikam', 'What did we spend in the last 7 days?'), [
      usd(await focusSum('fabrikam', '2026-11-14', LAST)),
    ]);
  });

  it('12. What did Log Analytics cost since August?', async () => {
    expectFigures(await ask('fabrikam', 'What did Log Analytics cost since August?'), [
      usd(await focusSum('fabrikam', '2026-08-01', LAST, 'AND ServiceName = ?', ['Log Analytics'])),
    ]);
  });

  it('13. What did West Europe cost last month? (a region)', async () => {
    expectFigures(await ask('fabrikam', 'What did West Europe cost last month?'), [
      usd(await focusSum('fabrikam', ...OCT, 'AND RegionName = ?', ['West Europe'])),
    ]);
  });

  it('14. What was our billed cost last month? (another metric)', async () => {
    expectFigures(await ask('fabrikam', 'What was our billed cost last month?'), [
      usd(await focusSum('fabrikam', ...OCT, '', [], 'BilledCost')),
    ]);
  });

  it('15. How much tax did we pay last month? (a charge category)', async () => {
    expectFigures(await ask('fabrikam', 'How much tax did we pay last month?'), [
      usd(await focusSum('fabrikam', ...OCT, "AND ChargeCategory = 'Tax'")),
    ]);
  });

  it('16. What did Storage cost last month in EUR? (a display currency at the stored rate)', async () => {
    const storage = await focusSum('fabrikam', ...OCT, 'AND ServiceName = ?', ['Storage']);
    // 0.918400 EUR per USD, the conversion rounded half away from zero in micro-units.
    const eurMicros = (storage * 918_400n + 500_000n) / 1_000_000n;
    expectFigures(await ask('fabrikam', 'What did Storage cost last month in EUR?'), [
      formatCents(cents(eurMicros), 'EUR'),
    ]);
  });
});

describe('assistant evaluation: top-N and breakdowns', () => {
  it('17. Which services cost the most last month? (top N)', async () => {
    const top = grouped(await rows('fabrikam', ...OCT), (r) => r.service).slice(0, 5);
    const text = expectFigures(
      await ask('fabrikam', 'Which services cost the most last month?'),
      top.map(([, micros]) => usd(micros)),
    );
    expect(text.indexOf(top[0]?.[0] ?? '?')).toBeLessThan(text.indexOf(top[1]?.[0] ?? '?'));
  });

  it('18. Which subscription costs the most this month? (the top one)', async () => {
    const [first] = grouped(await rows('fabrikam', ...NOV), (r) => r.subscription);
    const text = expectFigures(await ask('fabrikam', 'Which subscription costs the most this month?'), [
      usd(first?.[1] ?? 0n),
    ]);
    expect(text.startsWith(`**${first?.[0]}**`)).toBe(true);
  });

  it('19. Top 3 resources last month', async () => {
    const top = grouped(
      await rows('fabrikam', ...OCT, 'AND ResourceId IS NOT NULL'),
      (r) => r.resource,
    ).slice(0, 3);
    expectFigures(
      await ask('fabrikam', 'Top 3 resources last month'),
      top.map(([, m]) => usd(m)),
    );
  });

  it('20. What are my costs by resource group last month?', async () => {
    const byGroup = grouped(await rows('fabrikam', ...OCT), (r) => resourceGroupOf(r.resource) ?? '(none)');
    expectFigures(
      await ask('fabrikam', 'What are my costs by resource group last month?'),
      byGroup.slice(0, 5).map(([, m]) => usd(m)),
    );
  });

  it('21. What does each team cost last month? (a breakdown by tag)', async () => {
    const byTeam = grouped(await rows('fabrikam', ...OCT), (r) => tagOf('team')(r) ?? '(none)');
    expectFigures(
      await ask('fabrikam', 'What does each team cost last month?'),
      byTeam.map(([, m]) => usd(m)),
    );
  });

  it('22. Which VMs cost the most last month?', async () => {
    const top = grouped(
      await rows('fabrikam', ...OCT, "AND ServiceName = 'Virtual Machines' AND ResourceId IS NOT NULL"),
      (r) => r.resource,
    );
    expectFigures(
      await ask('fabrikam', 'Which VMs cost the most last month?'),
      top.slice(0, 3).map(([, m]) => usd(m)),
    );
  });

  it('23. What do our Microsoft 365 licences cost per SKU last month?', async () => {
    const skus = grouped(
      await rows('fabrikam', ...OCT, "AND ServiceName = 'Microsoft 365' AND ResourceId IS NOT NULL"),
      (r) => r.name,
    );
    expect(skus.length).toBeGreaterThan(1);
    expectFigures(
      await ask('fabrikam', 'What do our Microsoft 365 licences cost per SKU last month?'),
      skus.map(([, m]) => usd(m)),
    );
  });
});

describe('assistant evaluation: trends, changes and the forecast', () => {
  it('24. How did the cost change last month? (month over month with usage and price effects)', async () => {
    const october = cents(await focusSum('fabrikam', ...OCT));
    const september = cents(await focusSum('fabrikam', ...SEP));
    const text = expectFigures(await ask('fabrikam', 'How did the cost change last month?'), [
      formatCents(october),
      formatCents(september),
      magnitude(october - september),
    ]);
    // Usage and price effects add up to the change, to the cent.
    const effect = (name: string) => {
      const match = new RegExp(`${name} effect: \\*\\*([-+]?)\\$([\\d,]+)\\.(\\d{2})\\*\\*`).exec(text);
      if (!match) throw new Error(`no ${name} effect in ${text}`);
      const value = BigInt(`${(match[2] ?? '').replace(/,/g, '')}${match[3]}`);
      return match[1] === '-' ? -value : value;
    };
    expect(effect('Usage') + effect('Price')).toBe(october - september);
  });

  it('25. Compare September and October 2026 (two named months)', async () => {
    const october = cents(await focusSum('fabrikam', ...OCT));
    const september = cents(await focusSum('fabrikam', ...SEP));
    expectFigures(await ask('fabrikam', 'Compare September and October 2026'), [
      formatCents(october),
      formatCents(september),
      magnitude(october - september),
    ]);
  });

  it('26. How did the cost of Log Analytics change in October? (one service)', async () => {
    const where = 'AND ServiceName = ?';
    const october = cents(await focusSum('fabrikam', ...OCT, where, ['Log Analytics']));
    const september = cents(await focusSum('fabrikam', ...SEP, where, ['Log Analytics']));
    expectFigures(await ask('fabrikam', 'How did the cost of Log Analytics change in October?'), [
      formatCents(october),
      formatCents(september),
      magnitude(october - september),
    ]);
  });

  it('26b. Compare this month to last month (the month to date against the same days before)', async () => {
    const november = cents(await focusSum('fabrikam', ...NOV));
    const october = cents(await focusSum('fabrikam', '2026-10-01', '2026-10-20'));
    const text = expectFigures(await ask('fabrikam', 'Compare this month to last month'), [
      formatCents(november),
      formatCents(october),
      magnitude(november - october),
    ]);
    expect(text).toContain('1 to 20 October 2026');
  });

  it('27. Show the monthly cost trend of the last 6 months', async () => {
    const months = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
    const figures: string[] = [];
    for (const m of months) {
      const end = new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5)), 0)).toISOString().slice(0, 10);
      figures.push(usd(await focusSum('fabrikam', `${m}-01`, end)));
    }
    expectFigures(await ask('fabrikam', 'Show the monthly cost trend of the last 6 months'), figures);
  });

  it('28. What is the forecast for this month?', async () => {
    const { monthToDate, forecast: expected } = await forecast('fabrikam');
    expectFigures(await ask('fabrikam', 'What is the forecast for this month?'), [
      usd(expected),
      usd(monthToDate),
      usd(await focusSum('fabrikam', ...OCT)),
    ]);
  });
});

describe('assistant evaluation: budgets, anomalies, commitments, savings', () => {
  it('29. Which budgets are over? (budgets and their status)', async () => {
    const over = (await budgets('fabrikam')).filter((b) => b.status === 'over');
    const answer = await ask('fabrikam', 'Which budgets are over?');
    expect(answer.markdown).toContain(
      over.length === 1 ? '**1 budget** is over' : `**${over.length} budgets** are over`,
    );
    expectFigures(
      answer,
      over.flatMap((b) => [b.name, usd(b.actual), usd(b.forecast)]),
    );
  });

  it('30. How are our budgets doing? (every budget, demo tenant)', async () => {
    const all = await budgets('demo');
    const count = (status: string) => all.filter((b) => b.status === status).length;
    const answer = await ask('demo', 'How are our budgets doing?');
    expect(answer.markdown).toContain(
      `**${count('over')} over**, **${count('at-risk')} at risk** and **${count('on-track')} on track**`,
    );
    expectFigures(
      answer,
      all.map((b) => usd(b.actual)),
    );
  });

  it('31. Are there cost anomalies in September 2026?', async () => {
    const found = await backend.db.all<{ expected_micros: number; actual_micros: number }>(
      `SELECT expected_micros, actual_micros FROM cost_anomalies WHERE tenant_id = 'fabrikam'
       AND day BETWEEN ? AND ?`,
      [Date.parse('2026-09-01') / 86_400_000, Date.parse('2026-09-30') / 86_400_000],
    );
    expect(found.length).toBeGreaterThan(0);
    const impact = found.reduce(
      (total, a) => total + cents(BigInt(a.actual_micros)) - cents(BigInt(a.expected_micros)),
      0n,
    );
    const answer = await ask('fabrikam', 'Are there cost anomalies in September 2026?');
    expect(answer.markdown).toContain(`**${found.length} cost anomalies**`);
    expectFigures(answer, [formatCents(impact)]);
  });

  it('32. Any anomalies last month? (demo tenant)', async () => {
    const found = await backend.db.all<{ expected_micros: number; actual_micros: number }>(
      `SELECT expected_micros, actual_micros FROM cost_anomalies WHERE tenant_id = 'demo' AND day BETWEEN ? AND ?`,
      [Date.parse('2026-10-01') / 86_400_000, Date.parse('2026-10-31') / 86_400_000],
    );
    const answer = await ask('demo', 'Any anomalies last month?');
    expectFigures(
      answer,
      found.map((a) => formatCents(cents(BigInt(a.actual_micros)))),
    );
  });

  it('33. How were my reservations used last month? (utilisation)', async () => {
    const status = (s: string) =>
      focusSum(
        'fabrikam',
        ...OCT,
        "AND CommitmentDiscountType = 'Reservation' AND CommitmentDiscountStatus = ?",
        [s],
      );
    const used = await status('Used');
    const unused = await status('Unused');
    const answer = await ask('fabrikam', 'How were my reservations used last month?');
    const ratio = Number((used * 10_000n) / (used + unused)) / 10_000;
    expectFigures(answer, [usd(used), usd(unused), `${(Math.round(ratio * 1000) / 10).toFixed(1)}%`]);
  });

  it('34. How much did savings plans save last month? (savings against list prices)', async () => {
    const where = "AND CommitmentDiscountType = 'Savings Plan' AND CommitmentDiscountStatus = 'Used'";
    const list = await focusSum('fabrikam', ...OCT, where, [], 'ListCost');
    const effective = await focusSum('fabrikam', ...OCT, where);
    expectFigures(await ask('fabrikam', 'How much did savings plans save last month?'), [
      usd(list - effective),
    ]);
  });

  it('35. What savings are open? (open recommendations of every source)', async () => {
    const open = await backend.db.get<{ n: number; micros: number }>(
      "SELECT COUNT(*) AS n, SUM(monthly_savings_micros) AS micros FROM cost_recommendations WHERE tenant_id = 'fabrikam' AND status = 'open'",
    );
    const answer = await ask('fabrikam', 'What savings are open?');
    expect(answer.markdown).toContain(`${open?.n} open recommendation`);
    expectFigures(answer, [usd(BigInt(open?.micros ?? 0)), usd(BigInt(open?.micros ?? 0) * 12n)]);
    // Azure data: the cloud platform's recommendations only.
    const azure = await backend.db.get<{ n: number; micros: number }>(
      "SELECT COUNT(*) AS n, SUM(monthly_savings_micros) AS micros FROM cost_recommendations WHERE tenant_id = 'fabrikam' AND status = 'open' AND source = 'azure'",
    );
    const azureAnswer = await ask('fabrikam', 'What savings are open?', 'azure');
    expectFigures(azureAnswer, [usd(BigInt(azure?.micros ?? 0))]);
    // Details: the largest one by name and amount.
    const largest = await backend.db.get<{ title: string; micros: number }>(
      "SELECT title, monthly_savings_micros AS micros FROM cost_recommendations WHERE tenant_id = 'fabrikam' AND status = 'open' ORDER BY monthly_savings_micros DESC LIMIT 1",
    );
    const details = await ask('fabrikam', 'Which recommendations save the most?');
    expectFigures(details, [largest?.title ?? '', usd(BigInt(largest?.micros ?? 0))]);
  });

  it('36. What is our EA enrollment balance?', async () => {
    const enrollment = await backend.db.get<{ id: string; annual_commitment_micros: number }>(
      "SELECT id, annual_commitment_micros FROM enrollments WHERE tenant_id = 'fabrikam'",
    );
    const subscriptions = (
      await backend.db.all<{ subscription: string }>(
        'SELECT subscription FROM enrollment_departments WHERE enrollment_id = ?',
        [enrollment?.id ?? ''],
      )
    ).map((d) => d.subscription);
    // The enrollment started on 1 July 2024: its current year runs from 1 July 2026.
    const consumed = await focusSum(
      'fabrikam',
      '2026-07-01',
      LAST,
      `AND SubAccountName IN (${subscriptions.map(() => '?').join(', ')})`,
      subscriptions,
    );
    const commitment = BigInt(enrollment?.annual_commitment_micros ?? 0);
    expectFigures(await ask('fabrikam', 'What is our EA enrollment balance?'), [
      usd(consumed),
      usd(commitment),
      usd(commitment - consumed),
    ]);
  });

  it('37. How is our Azure consumption commitment burning down?', async () => {
    const macc = await backend.db.get<{ amount_micros: number }>(
      "SELECT amount_micros FROM macc_commitments WHERE tenant_id = 'fabrikam'",
    );
    // Eligible usage per month of the term (from November 2025), rounded per month and added up.
    const usage = await rows('fabrikam', '2025-11-01', LAST, `AND ChargeCategory = 'Usage' ${NOT_M365}`);
    const perMonth = new Map<string, bigint>();
    for (const row of await backend.db.all<{ month: string; cost: number }>(
      `SELECT substr(ChargePeriodStart, 1, 7) AS month, EffectiveCost AS cost FROM focus_costs
       WHERE TenantId = 'fabrikam' AND ChargePeriodStart BETWEEN '2025-11-01' AND ? AND ChargeCategory = 'Usage' ${NOT_M365}`,
      [LAST],
    )) {
      perMonth.set(row.month, (perMonth.get(row.month) ?? 0n) + toMicros(row.cost));
    }
    expect(sum(usage)).toBe([...perMonth.values()].reduce((a, b) => a + b, 0n));
    const consumedCents = [...perMonth.values()].reduce((total, micros) => total + cents(micros), 0n);
    const amountCents = cents(BigInt(macc?.amount_micros ?? 0));
    expectFigures(await ask('fabrikam', 'How is our Azure consumption commitment burning down?'), [
      formatCents(consumedCents),
      formatCents(amountCents - consumedCents),
    ]);
  });

  it('38. Show me the shared costs of last month', async () => {
    const usage = "AND ChargeCategory = 'Usage'";
    const platform = 'fabrikam-platform-prod-01';
    // The first rule takes its subscription; the service rules leave out what it took.
    const subscriptionRule = await focusSum('fabrikam', ...OCT, `${usage} AND SubAccountName = ?`, [
      platform,
    ]);
    const monitoring = await focusSum(
      'fabrikam',
      ...OCT,
      `${usage} AND ServiceName = ? AND SubAccountName <> ?`,
      ['Log Analytics', platform],
    );
    const egress = await focusSum(
      'fabrikam',
      ...OCT,
      `${usage} AND ServiceName = ? AND SubAccountName <> ?`,
      ['Bandwidth', platform],
    );
    expectFigures(await ask('fabrikam', 'Show me the shared costs of last month'), [
      usd(subscriptionRule),
      usd(monitoring),
      usd(egress),
    ]);
  });
});

describe('assistant evaluation: data sets, and what it cannot answer', () => {
  it('39. What did we spend last month? under Azure data (Microsoft 365 excluded)', async () => {
    const answer = await ask('fabrikam', 'What did we spend last month?', 'azure');
    expectFigures(answer, [usd(await focusSum('fabrikam', ...OCT, NOT_M365))]);
    expect(answer.markdown).not.toContain(usd(await focusSum('fabrikam', ...OCT)));
    expect(answer.dataset).toBe('azure');
  });

  it('40. What did we spend last month? under M365 data (only Microsoft 365)', async () => {
    const answer = await ask('fabrikam', 'What did we spend last month?', 'm365');
    expectFigures(answer, [usd(await focusSum('fabrikam', ...OCT, "AND ServiceName = 'Microsoft 365'"))]);
    expect(answer.dataset).toBe('m365');
  });

  it('41. Which budgets are over? under M365 data: the data set leaves Azure out', async () => {
    const answer = await ask('fabrikam', 'Which budgets are over?', 'm365');
    expect(answer.markdown).toContain('leaves out Azure');
    expect(answer.markdown).not.toMatch(/\$\d/);
  });

  it('42. What did Microsoft 365 cost last month? under Azure data', async () => {
    const answer = await ask('fabrikam', 'What did Microsoft 365 cost last month?', 'azure');
    expect(answer.markdown).toContain('leaves out Microsoft 365');
  });

  it('43. An unknown question gets an honest answer with suggestions, its text escaped', async () => {
    const answer = await ask('fabrikam', "What's the weather in <b>Paris</b>?");
    expect(answer.topic).toBe('unknown');
    expect(answer.markdown).toContain("I can't answer");
    expect(answer.markdown).not.toContain('<b>');
    expect(answer.markdown).toContain('\\<b\\>Paris\\</b\\>');
    expect(answer.markdown.match(/^- /gm)).toHaveLength(3);
    expect(answer.followups).toHaveLength(3);
  });

  it('44. Which licences are unassigned? (seats and the licence waste)', async () => {
    const records = async <T>(kind: string) =>
      (
        await backend.db.all<{ data: string }>(
          "SELECT data FROM tenant_records WHERE tenant_id = 'fabrikam' AND kind = ?",
          [kind],
        )
      ).map((r) => JSON.parse(r.data) as T);
    type Sku = { sku: string; purchased: number; unitPriceMicros: number };
    type User = { licences: string[]; deleted: string | null; lastActive: Record<string, string> };
    const users = await records<User>('office-user');
    const asOf = (
      await backend.db.get<{ id: string }>(
        "SELECT MAX(id) AS id FROM tenant_records WHERE tenant_id = 'fabrikam' AND kind = 'office-usage-day'",
      )
    )?.id as string;
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    let unassigned = 0;
    let waste = 0n;
    for (const sku of await records<Sku>('office-sku')) {
      const holders = users.filter((u) => u.licences.includes(sku.sku));
      const active = holders.filter((u) => {
        const last = Object.values(u.lastActive).sort().at(-1);
        return !u.deleted && last !== undefined && day(last) > day(asOf) - 30;
      }).length;
      unassigned += sku.purchased - holders.length;
      waste += BigInt(sku.purchased - active) * BigInt(sku.unitPriceMicros);
    }
    const answer = await ask('fabrikam', 'Which licences are unassigned?');
    expect(answer.topic).toBe('licences');
    expect(answer.markdown).toContain(`${unassigned} unassigned seats`);
    expectFigures(answer, [usd(waste)]);
    expect(answer.links[0]).toMatchObject({ url: 'm365/licences', name: 'Licences' });
    expect((await ask('fabrikam', 'Which licences are unassigned?', 'azure')).markdown).toContain(
      'leaves out',
    );
  });

  it('45. What is our Secure Score? (points of the actions)', async () => {
    const record = await backend.db.get<{ data: string }>(
      "SELECT data FROM tenant_records WHERE tenant_id = 'fabrikam' AND kind = 'secure-score'",
    );
    const actions = (JSON.parse(record?.data ?? '{}') as { actions: { points: number; maxPoints: number }[] })
      .actions;
    const current = Math.round(actions.reduce((sum, a) => sum + a.points, 0) * 100) / 100;
    const max = actions.reduce((sum, a) => sum + a.maxPoints, 0);
    const answer = await ask('fabrikam', 'What is our Secure Score?');
    expect(answer.markdown).toContain(`${current} of ${max} points`);
    expect(answer.markdown).not.toContain('not available');
  });
});

describe('assistant evaluation: Contoso and the demo tenant', () => {
  it('46. What did we spend last month? (demo tenant)', async () => {
    expectFigures(await ask('demo', 'What did we spend last month?'), [usd(await focusSum('demo', ...OCT))]);
  });

  it('47. Which services cost the most last month? (Contoso)', async () => {
    const top = grouped(await rows('contoso', ...OCT), (r) => r.service).slice(0, 5);
    expectFigures(
      await ask('contoso', 'Which services cost the most last month?'),
      top.map(([, m]) => usd(m)),
    );
  });

  it('48. Are there cost anomalies this month? (Contoso)', async () => {
    const found = await backend.db.all<{ expected_micros: number; actual_micros: number }>(
      `SELECT expected_micros, actual_micros FROM cost_anomalies WHERE tenant_id = 'contoso' AND day BETWEEN ? AND ?`,
      [Date.parse('2026-11-01') / 86_400_000, Date.parse(LAST) / 86_400_000],
    );
    expect(found.length).toBeGreaterThan(0);
    const impact = found.reduce(
      (t, a) => t + cents(BigInt(a.actual_micros)) - cents(BigInt(a.expected_micros)),
      0n,
    );
    expectFigures(await ask('contoso', 'Are there cost anomalies this month?'), [formatCents(impact)]);
  });
});

describe('every answer of the evaluation set', () => {
  it('carries related pages of the menu, two or three follow-ups the engine answers, and its data set', async () => {
    expect(answers.length).toBeGreaterThanOrEqual(49);
    const menu = new Set(
      (await backend.db.all<{ name: string }>("SELECT name FROM menu_items WHERE area = 'portal'")).map(
        (r) => r.name,
      ),
    );
    for (const { tenant, question, dataset, answer } of [...answers]) {
      expect(answer.dataset, question).toBe(dataset);
      expect(answer.links.length, question).toBeGreaterThan(0);
      for (const link of answer.links) {
        expect(menu.has(link.url.split('?')[0] ?? ''), `${question}: ${link.url}`).toBe(true);
        expect(link.uuid).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect(answer.markdown, question).not.toMatch(/(^|[^\\])<[a-z/!]/i);
      expect(answer.followups.length, question).toBeGreaterThanOrEqual(2);
      expect(answer.followups.length, question).toBeLessThanOrEqual(3);
      for (const followup of answer.followups) {
        const next = await answerQuestion({
          data: backend.data,
          viewer: { tenantId: tenant, ...VIEWER_RIGHTS },
          question: followup,
          dataset,
          now: new Date('2026-11-21T09:00:00Z'),
        });
        expect(next.topic, `${question} → ${followup}`).not.toBe('unknown');
      }
    }
  });
});
