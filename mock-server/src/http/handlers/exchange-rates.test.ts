import { afterAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../assistant/engine.ts';
import { parseEcbRates } from '../../domain/costs/ecb-rates.ts';
import { convertMicros, formatMicros, parseDecimalToMicros } from '../../domain/money.ts';
import { seedCostEntities } from '../../seed/cost-entities.ts';
import { seedCosts } from '../../seed/costs.ts';
import { createTestBackend, readJson } from '../../testing/test-backend.ts';

const RATES = '/services/api-portal-customer/api/settings/exchange-rates';
const COSTS = '/services/api-portal-customer/api/costs';
const SUMMARY = '/services/api-portal-customer/api/costs/summary';
const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The ECB history file's shape: newest first, a trailing comma, N/A where a rate is missing. */
function ecbHistory(days: { iso: string; usd: string; gbp: string }[]): string {
  const lines = [...days]
    .reverse()
    .map((d) => `${d.iso},${d.usd},N/A,${d.gbp},`)
    .join('\n');
  return `Date,USD,CYP,GBP,\n${lines}\n`;
}

/** November 2026's working days up to the 20th, the dollar and the pound moving every day. */
const NOVEMBER = Array.from({ length: 20 }, (_, i) => i + 1)
  .map((date) => `2026-11-${String(date).padStart(2, '0')}`)
  .filter((iso) => ![0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay()))
  .map((iso, i) => ({ iso, usd: (1.05 + i * 0.0031).toFixed(4), gbp: (0.8712 - i * 0.0007).toFixed(4) }));

describe('ECB reference rates CSV', () => {
  it('reads the history file, skipping N/A, and the daily file with its spelt date', () => {
    const rates = parseEcbRates(ecbHistory(NOVEMBER.slice(0, 2)), 'USD');
    expect(rates).toEqual([
      { currency: 'USD', day: dayOf(NOVEMBER[1]?.iso ?? ''), perEur: NOVEMBER[1]?.usd },
      { currency: 'GBP', day: dayOf(NOVEMBER[1]?.iso ?? ''), perEur: NOVEMBER[1]?.gbp },
      { currency: 'USD', day: dayOf(NOVEMBER[0]?.iso ?? ''), perEur: NOVEMBER[0]?.usd },
      { currency: 'GBP', day: dayOf(NOVEMBER[0]?.iso ?? ''), perEur: NOVEMBER[0]?.gbp },
    ]);
    const daily = 'Date, USD, JPY, GBP, \r\n26 November 2026, 1.0512, 157.83, 0.8690, \r\n';
    expect(parseEcbRates(daily, 'USD')).toEqual([
      { currency: 'USD', day: dayOf('2026-11-26'), perEur: '1.0512' },
      { currency: 'JPY', day: dayOf('2026-11-26'), perEur: '157.83' },
      { currency: 'GBP', day: dayOf('2026-11-26'), perEur: '0.8690' },
    ]);
  });

  it.each([
    ['Day,USD,\n2026-11-02,1.05,\n', "first line must start with 'Date'"],
    ['Date,GBP,\n2026-11-02,0.87,\n', 'has no USD column'],
    ['Date,USD,usd,\n2026-11-02,1.05,1,\n', "line 1: 'usd' is not a currency code"],
    ['Date,USD,GBP,\n2026-11-02,1.05,0.87,\n2026-11-03,1,05,0.87,\n', 'line 3 has 4 values'],
    ['Date,USD,\n2026-11-02,1.05,\n2026-02-30,1.05,\n', "line 3: '2026-02-30' is not a date"],
    ['Date,USD,\n2026-11-02,1.05,\n2026-11-02,1.06,\n', 'line 3: 2026-11-02 is given twice'],
    ['Date,USD,GBP,\n2026-11-02,1.05,-0.87,\n', "line 2, GBP: '-0.87' is not a rate"],
    ['Date,USD,\n2026-11-02,0,\n', "line 2, USD: '0' is not a rate"],
    ['Date,USD,\n', 'holds no rates'],
    ['Date,USD,GBP,\n2026-11-02,N/A,0.87,\n', 'has no USD rate'],
  ])('refuses %j, naming what is wrong', (text, message) => {
    expect(() => parseEcbRates(text, 'USD')).toThrow(message);
  });
});

describe('dated exchange rates', async () => {
  const backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, ['fabrikam']);
      seedCostEntities(db, ['fabrikam']);
    },
  });
  afterAll(() => backend.close());
  const admin = () => backend.tokenFor('admin@contoso.example', 'fabrikam');
  const call = async (path: string, init: { method?: string; body?: FormData } = {}, token = admin()) =>
    backend.call(path, { ...init, token: await token });
  const file = (text: string, name = 'eurofxref-hist.csv') => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), name);
    return form;
  };

  /** Each day's effective cost in dollars (micro-units), from the daily rows. */
  async function dollarsByDay(from: string, to: string): Promise<Map<number, bigint>> {
    const rows = await backend.db.all<{ day: number; cost: number }>(
      `SELECT d.day AS day, d.effective_cost AS cost FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
       WHERE r.tenant_id = 'fabrikam' AND d.day BETWEEN ? AND ?`,
      [dayOf(from), dayOf(to)],
    );
    const byDay = new Map<number, bigint>();
    for (const row of rows) byDay.set(Number(row.day), (byDay.get(Number(row.day)) ?? 0n) + BigInt(row.cost));
    return byDay;
  }

  /** The euro per dollar of a day, as the ECB's file gives it: the latest working day on or before, else the first. */
  function eurPerUsdMicros(day: number): bigint {
    const known = NOVEMBER.filter((d) => dayOf(d.iso) <= day).at(-1) ?? NOVEMBER[0];
    const usdMicros = BigInt(Math.round(Number(known?.usd) * 1e6));
    return (10n ** 12n * 2n + usdMicros) / (2n * usdMicros);
  }

  it('starts from the fixed set, which every signed-in user may read', async () => {
    const body = await readJson(await call(RATES, {}, backend.tokenFor('finance@contoso.example')));
    expect(body).toMatchObject({ basis: 'fixed', billingCurrency: 'USD', days: 0 });
    expect(body.currencies[0]).toBe('USD');
    expect(body.currencies).toContain('EUR');
  });

  it('loads the ECB file for settings managers only, and refuses a bad one keeping the rates before', async () => {
    const refused = await call(
      RATES,
      { method: 'PUT', body: file(ecbHistory(NOVEMBER)) },
      backend.tokenFor('finance@contoso.example'),
    );
    expect(refused.status).toBe(403);

    const loaded = await call(RATES, { method: 'PUT', body: file(ecbHistory(NOVEMBER)) });
    expect(loaded.status).toBe(200);
    const body = await readJson(loaded);
    const last = NOVEMBER.at(-1);
    expect(body).toMatchObject({
      basis: 'daily',
      currencies: ['USD', 'EUR', 'GBP'],
      from: NOVEMBER[0]?.iso,
      to: last?.iso,
      days: NOVEMBER.length,
    });
    expect(body.latest).toEqual([
      { currency: 'EUR', rate: formatRate(eurPerUsdMicros(dayOf(last?.iso ?? ''))) },
      { currency: 'GBP', rate: expect.stringMatching(/^0\.\d{6}$/) },
    ]);

    const broken = await call(RATES, { method: 'PUT', body: file('Date,USD,\n2026-11-02,1.05x,\n') });
    expect(broken.status).toBe(400);
    expect(broken.headers.get('Content-Type')).toContain('application/problem+json');
    expect((await readJson(broken)).detail).toContain("line 2, USD: '1.05x' is not a rate");
    expect((await readJson(await call(RATES))).days).toBe(NOVEMBER.length);
    expect((await call(RATES, { method: 'PUT', body: file('x', 'rates.exe') })).status).toBe(415);
  });

  it('converts each day at its own rate, and states the latest rate and its day', async () => {
    const range = '?from=2026-11-01&to=2026-11-20';
    const byDay = await readJson(await call(`${COSTS}${range}&granularity=day&currency=EUR`));
    const dollars = await dollarsByDay('2026-11-01', '2026-11-20');
    expect(byDay.currency).toBe('EUR');
    expect(byDay.exchangeRate).toEqual({
      from: 'USD',
      to: 'EUR',
      rate: formatRate(eurPerUsdMicros(dayOf('2026-11-20'))),
      asOf: NOVEMBER.at(-1)?.iso,
      basis: 'daily',
    });
    let expected = 0n;
    for (const row of byDay.rows) {
      const day = dayOf(row.period);
      const euros = convertMicros(dollars.get(day) ?? 0n, eurPerUsdMicros(day));
      expected += euros;
      expect([isoOf(day), row.amount]).toEqual([isoOf(day), formatMicros(euros)]);
    }
    // The whole range is the days' conversions added up, not the range's dollars at one rate.
    const total = await readJson(await call(`${COSTS}${range}&currency=EUR`));
    expect(total.total).toBe(formatMicros(expected));
    const oneRate = convertMicros(
      [...dollars.values()].reduce((a, b) => a + b, 0n),
      eurPerUsdMicros(dayOf('2026-11-20')),
    );
    expect(total.total).not.toBe(formatMicros(oneRate));
    // The summary's month to date is the same figure.
    const summary = await readJson(await call(`${SUMMARY}?currency=EUR`));
    expect(summary).toMatchObject({
      currency: 'EUR',
      monthToDate: total.total,
      exchangeRate: byDay.exchangeRate,
    });
  });

  it('answers every cost call in the display currency, each figure the same as the cost query gives', async () => {
    const get = async (path: string) => readJson(await call(`${COSTS}${path}`));
    const daily = { from: 'USD', to: 'EUR', basis: 'daily', asOf: NOVEMBER.at(-1)?.iso };
    const latestRate = eurPerUsdMicros(dayOf(NOVEMBER.at(-1)?.iso ?? ''));
    const paths = [
      '/budgets',
      '/anomalies',
      '/shared',
      '/commitments',
      '/enrollments',
      '/macc',
      '/endpoints',
      '/subscription-users',
      '/resources',
      '/changes',
      '/summary',
    ];
    const answers = new Map<string, Awaited<ReturnType<typeof get>>>();
    for (const path of paths) {
      const body = await get(`${path}?currency=EUR`);
      expect([path, body.currency, body.exchangeRate]).toMatchObject([path, 'EUR', daily]);
      answers.set(path, body);
    }

    // The tenant budget's actual is the month to date, as the summary and the cost query give it.
    const monthToDate = (await get('?currency=EUR')).total;
    const tenantBudget = answers
      .get('/budgets')
      .items.find((b: { scope: { kind: string } }) => b.scope.kind === 'tenant');
    expect(tenantBudget.actual).toBe(monthToDate);
    expect(answers.get('/summary').monthToDate).toBe(monthToDate);
    // Its amount, set in dollars, at the latest rate.
    const dollars = (await get('/budgets')).items.find((b: { id: string }) => b.id === tenantBudget.id);
    expect(tenantBudget.amount).toBe(
      formatMicros(convertMicros(parseDecimalToMicros(dollars.amount), latestRate)),
    );

    // A month's change: its total now is the month's cost; each resource at each day's rate.
    const changes = answers.get('/changes');
    const october = await get(`?from=2026-10-01&to=2026-10-31&currency=EUR`);
    expect(changes.month).toBe('2026-10');
    expect(changes.total.current).toBe(october.total);

    // A resource's cost: its days in dollars, each at that day's rate.
    const resources = answers.get('/resources');
    const first = resources.items[0];
    const rows = await backend.db.all<{ day: number; cost: number }>(
      `SELECT d.day AS day, SUM(d.effective_cost) AS cost FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
       WHERE r.tenant_id = 'fabrikam' AND r.resource_id = ? AND d.day BETWEEN ? AND ? GROUP BY d.day`,
      [first.id, dayOf(resources.from), dayOf(resources.to)],
    );
    const expected = rows.reduce(
      (sum, row) => sum + convertMicros(BigInt(row.cost), eurPerUsdMicros(Number(row.day))),
      0n,
    );
    expect(first.cost).toBe(formatMicros(expected));

    // A commitment's used cost: its covered days, each at that day's rate.
    const commitments = answers.get('/commitments');
    const used = commitments.items.find((c: { used: string }) => c.used !== '0.00');
    const month = commitments.month as string;
    const usedDays = await backend.db.all<{ day: number; cost: number }>(
      `SELECT d.day AS day, SUM(d.effective_cost) AS cost FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
       WHERE r.tenant_id = 'fabrikam' AND r.commitment_discount_id = ? AND d.committed = 1 AND d.day BETWEEN ? AND ?
       GROUP BY d.day`,
      [used.id, dayOf(`${month}-01`), dayOf(`${month}-01`) + 40],
    );
    expect(used.used).toBe(
      formatMicros(
        usedDays.reduce(
          (sum, row) => sum + convertMicros(BigInt(row.cost), eurPerUsdMicros(Number(row.day))),
          0n,
        ),
      ),
    );

    // An anomaly at the rate of its own day.
    const anomaly = answers.get('/anomalies').items[0];
    const inDollars = (await get('/anomalies')).items.find((a: { id: string }) => a.id === anomaly.id);
    expect(anomaly.actual).toBe(
      formatMicros(
        convertMicros(parseDecimalToMicros(inDollars.actual), eurPerUsdMicros(dayOf(anomaly.day))),
      ),
    );
  });

  it("answers the assistant's cost questions in the user's currency, or the one the question names", async () => {
    const ask = async (question: string, currency?: string) =>
      (
        await answerQuestion({
          data: backend.data,
          viewer: { tenantId: 'fabrikam', personas: ['Admin'], features: ['AZURE', 'M365'] },
          question,
          dataset: 'all',
          now: new Date('2026-11-21T09:00:00Z'),
          currency,
        })
      ).markdown;
    const grouped = (amount: string) => {
      const [whole = '0', cents = '00'] = amount.split('.');
      return `${Number(whole).toLocaleString('en-US')}.${cents}`;
    };
    const range = '?from=2026-11-01&to=2026-11-20';
    const euros = (await readJson(await call(`${COSTS}${range}&currency=EUR`))).total;
    const pounds = (await readJson(await call(`${COSTS}${range}&currency=GBP`))).total;
    const inEuros = await ask('How much did we spend in November 2026?', 'EUR');
    expect(inEuros).toContain(`EUR ${grouped(euros)}`);
    expect(inEuros).toContain("at each day's reference rate");
    expect(await ask('How much did we spend in November 2026 in GBP?', 'EUR')).toContain(
      `GBP ${grouped(pounds)}`,
    );
  });

  it('names the loaded currencies when asked for another, and goes back to the fixed set when cleared', async () => {
    const unknown = await call(`${COSTS}?currency=JPY`);
    expect(unknown.status).toBe(400);
    expect((await readJson(unknown)).detail).toContain('USD, EUR, GBP');
    const cleared = await readJson(await call(RATES, { method: 'DELETE' }));
    expect(cleared).toMatchObject({ basis: 'fixed', days: 0 });
    const fixed = await readJson(await call(`${COSTS}?currency=JPY`));
    expect(fixed.exchangeRate).toMatchObject({ basis: 'fixed', asOf: '2026-10-31' });
  });
});

function formatRate(micros: bigint): string {
  return `${micros / 1_000_000n}.${(micros % 1_000_000n).toString().padStart(6, '0')}`;
}
