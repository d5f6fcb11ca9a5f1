import { DatabaseSync } from 'node:sqlite';
import { expectNoAxeViolations, switchTheme } from './a11y.ts';
import { currentDatabaseFile } from './backends.ts';
import { exportedCsvLines } from './csv-export.ts';
import { expect, test } from './fixtures.ts';

/** The e2e backend's database, read-only, for figures computed independently of the API. */
function database(): DatabaseSync {
  return new DatabaseSync(currentDatabaseFile(), { readOnly: true });
}

const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const usd = (micros: bigint) => {
  const cents = (micros + 5_000n) / 10_000n;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}` as Intl.StringNumericLiteral,
  );
};

/** Contoso's latest month with data: its last day, its effective cost and its largest service. */
function contosoLatestMonth(): { last: string; total: string; topService: string } {
  const db = database();
  const { last } = db
    .prepare(
      `SELECT date(MAX(d.day) * 86400, 'unixepoch') AS last FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
       WHERE r.tenant_id = 'contoso'`,
    )
    .get() as { last: string };
  // Amounts are integer micro-units: added as BigInt, rounded to the cent once.
  const rows = db
    .prepare(
      `SELECT r.service_name AS service, d.effective_cost AS cost FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
       WHERE r.tenant_id = 'contoso' AND d.day BETWEEN ? AND ?`,
    )
    .all(dayOf(`${last.slice(0, 7)}-01`), dayOf(last)) as { service: string; cost: number | bigint }[];
  db.close();
  const byService = new Map<string, bigint>();
  let total = 0n;
  for (const row of rows) {
    total += BigInt(row.cost);
    byService.set(row.service, (byService.get(row.service) ?? 0n) + BigInt(row.cost));
  }
  const topService = [...byService.entries()].sort((a, b) => (b[1] > a[1] ? 1 : -1))[0]?.[0] ?? '';
  return { last, total: usd(total), topService };
}

test('the overview shows the month to date, its forecast, budgets, savings, top services and the daily trend', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example', locale: 'en-US' });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  const latest = contosoLatestMonth();
  expect(latest.last).toBe('2026-11-20');

  const tile = (label: string) =>
    overview.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(tile('Cost in November 2026')).toHaveText(latest.total);
  await expect(overview).toContainText('Month to date, 2026-11-01 to 2026-11-20');
  await expect(tile('Forecast for November 2026')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(tile('Change from October 2026')).toHaveText(/^-?\$[\d,]+\.\d{2}$/);
  await expect(tile('Budgets')).toHaveText(/^\d+ over, \d+ at risk$/);
  await expect(tile('Open savings')).toHaveText(/^\$[\d,]+\.\d{2}$/);

  const services = overview.getByRole('region', { name: 'Top services' });
  await expect(services).toContainText(latest.topService);
  const trend = overview.getByRole('region', { name: 'Daily cost' });
  await expect(trend).toContainText(/Highest on .* \(\$[\d,]+\.\d{2}\)/);
  await trend.getByRole('button', { name: 'Show as table' }).click();
  await expect(trend.getByRole('table')).toContainText(/20 Nov|2026-11-20|Nov 20/);
  await expectNoAxeViolations(page);
  await switchTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await switchTheme(page, 'light');

  // A display currency converts with the stored rate and says so.
  await overview.getByLabel('Display currency').selectOption('EUR');
  await expect(overview).toContainText(
    'converted from USD to EUR at 0.918400 per USD, the stored rate of 2026-10-31',
  );
  await expect(tile('Cost in November 2026')).toContainText('€');
  await context.close();
});

test('cost by service explains the change from the month before by usage and price', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    locale: 'en-US',
    path: '/billing/azure/cost-overview?tab=By+service',
  });
  const screen = page.getByRole('region', { name: 'Cost by service' });
  await expect(screen.getByRole('heading', { name: 'October 2026 against September 2026' })).toBeVisible();
  await expect(screen).toContainText(/The cost (rose|fell) by \$[\d,]+\.\d{2} from September 2026: [+−]\$/);
  const table = screen.getByRole('table');
  await expect(table.getByRole('row').last()).toContainText('Total');
  // Every row's usage and price add up to its change, to the cent.
  const cells = await table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
  const cents = (text: string) => {
    const negative = text.startsWith('−');
    const digits = text.replace(/[^\d]/g, '');
    return (negative ? -1 : 1) * Number(digits);
  };
  for (const [previous, current, change, usage, price] of cells) {
    expect(cents(usage ?? '') + cents(price ?? '')).toBe(cents(change ?? ''));
    expect(cents(current ?? '') - cents(previous ?? '')).toBe(cents(change ?? ''));
  }
  await screen.getByLabel('Group by').selectOption('region');
  await expect(table.getByRole('columnheader').first()).toHaveText('Region');
  await expectNoAxeViolations(page);
  await switchTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await context.close();
});

test('subscriptions show their cost over the last three months', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    locale: 'en-US',
    path: '/billing/azure/subscriptions',
  });
  const screen = page.getByRole('region', { name: 'Subscriptions' });
  const table = screen.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Subscription',
    'Aug 2026',
    'Sep 2026',
    'Oct 2026',
    'Nov 2026 to date',
    'Change from Sep 2026 to Oct 2026',
  ]);
  // Every subscription with cost in those months (the Azure ones, the Microsoft 365 account, any imported).
  const db = database();
  const { n } = db
    .prepare(
      `SELECT COUNT(DISTINCT r.sub_account_name) AS n FROM cost_daily d
       JOIN cost_resources r ON r.id = d.resource WHERE r.tenant_id = 'contoso' AND d.day BETWEEN ? AND ?`,
    )
    .get(dayOf('2026-08-01'), dayOf('2026-11-20')) as { n: number };
  db.close();
  expect(n).toBeGreaterThanOrEqual(13);
  await expect(table.getByRole('row')).toHaveCount(n + 1);
  await expect(screen).toContainText(
    new RegExp(`${n} subscriptions, \\$[\\d,]+\\.\\d{2} from Aug 2026 to Nov 2026 to date\\.`),
  );
  await expectNoAxeViolations(page);
  await switchTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await context.close();
});

test('resources: a server-paged grid that sorts, searches and exports what it shows', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.goto('/billing/azure/cost-overview?tab=Resources');
  const screen = page.getByRole('region', { name: 'Resources' });
  const grid = screen.getByRole('grid', { name: 'Resources by cost' });
  await expect(screen).toContainText(/Showing 1–100 of 1,\d{3}/);

  // Largest cost first; the header cycles unsorted → ascending → descending, sorted on the server.
  const costs = async () =>
    (
      await grid
        .getByRole('row')
        .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[6]?.textContent ?? ''))
    )
      .filter(Boolean)
      .map((text) => Number(text.replace(/[^\d.]/g, '')));
  await expect.poll(async () => (await costs()).length).toBeGreaterThan(5);
  const descending = await costs();
  expect([...descending].sort((a, b) => b - a)).toEqual(descending);
  const costHeader = grid.getByRole('columnheader', { name: /Cost/ });
  await costHeader.getByRole('button').click();
  await costHeader.getByRole('button').click();
  await expect(costHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => {
      const ascending = await costs();
      return (
        ascending.length > 5 && ascending.every((value, i) => i === 0 || (ascending[i - 1] ?? 0) <= value)
      );
    })
    .toBe(true);

  // Search by name, then export exactly what is shown.
  const firstName = (await grid.getByRole('row').nth(1).locator('td').first().textContent()) ?? '';
  await screen.getByRole('searchbox', { name: /Search/ }).fill(firstName);
  const names = () =>
    grid
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[0]?.textContent ?? ''))
      .then((list) => list.filter(Boolean));
  // The server's answer to the search replaces the page: every name shown matches it.
  await expect
    .poll(async () => {
      const list = await names();
      return list.length > 0 && list.every((name) => name.toLowerCase().includes(firstName.toLowerCase()));
    })
    .toBe(true);
  const shown = await names();
  expect(shown).toContain(firstName);
  const lines = await exportedCsvLines(screen);
  expect(lines[0]).toBe('Resource,Service,Subscription,Resource group,Region,Type,Cost (USD)');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown);
  expect(lines[1]?.split(',').at(-1)).toMatch(/^\d+\.\d{2}$/);
  await expectNoAxeViolations(page);
  await switchTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await context.close();
});
