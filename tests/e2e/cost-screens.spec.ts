import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, switchTheme } from './a11y.ts';
import { currentDatabaseFile } from './backends.ts';
import { exportedCsvLines } from './csv-export.ts';
import { expect, test } from './fixtures.ts';

const SAMPLE = join(import.meta.dirname, '..', 'fixtures', 'focus-azure-2026-11.csv');

/** Every cloud-platform screen of the demo menu, by the URL a user reaches it at and its region's name. */
const SCREENS: { path: string; region: string; shows: RegExp }[] = [
  { path: '/billing/azure/budgets', region: 'Budgets', shows: /Monthly cloud budget/ },
  { path: '/billing/azure/anomalies', region: 'Anomalies', shows: /Cost above expected/ },
  { path: '/billing/azure/shared-costs', region: 'Shared costs', shows: /Cost per team with shared costs/ },
  { path: '/billing/azure/shared-costs?tab=Project+costs', region: 'Project costs', shows: /projects, \$/ },
  {
    path: '/billing/azure/subscriptions?tab=User+subscriptions',
    region: 'User subscriptions',
    shows: /Showing 1–\d+ of \d+/,
  },
  {
    path: '/billing/azure/commitments/contracts',
    region: 'Reservations and savings plans',
    shows: /Coverage/,
  },
  { path: '/billing/azure/commitments/enterprise/enrollments', region: 'Enrollments', shows: /Prepayment/ },
  {
    path: '/billing/azure/commitments/enterprise/macc/burn-down',
    region: 'Commitment tracking',
    shows: /Projected shortfall/,
  },
  {
    path: '/billing/azure/commitments/enterprise/macc/ea-reservations',
    region: 'EA reservations',
    shows: /Expiring within 90 days/,
  },
  { path: '/billing/azure/resources', region: 'Resources and endpoints', shows: /Showing 1–100 of \d+/ },
  {
    path: '/billing/azure/cost-overview?tab=Invoices',
    region: 'Financial summary',
    shows: /invoiced over \d+ billing periods/,
  },
  { path: '/billing/insights/dashboard', region: 'Dashboard', shows: /Forecast for the month/ },
  { path: '/billing/insights/my-dashboard', region: 'Dashboard', shows: /Reset to default/ },
];

/**
 * Waits until a screen has its data: its region with the text it shows (the unknown-screen placeholder
 * has no such region), no progress bar left, no failed read.
 */
async function expectLoaded(page: Page, region: string, shows: RegExp) {
  const screen = page.getByRole('region', { name: region, exact: true });
  await expect(screen).toContainText(shows, { timeout: 15_000 });
  await expect(screen.getByRole('progressbar')).toHaveCount(0);
  await expect(screen).not.toContainText('could not be loaded');
  await expect(screen).toContainText(/\$[\d,]+\.\d{2}/);
  return screen;
}

// Each screen a test of its own (issue 26: none longer than two minutes), shared out between the
// workers, each opened signed in straight at its path.
test.describe('each cloud-platform screen shows real figures and is accessible in light and dark', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { path, region, shows } of SCREENS) {
    test(path, async ({ signedIn }) => {
      const { page } = await signedIn({ upn: 'finance@contoso.example', locale: 'en-US', path });
      await expectLoaded(page, region, shows);
      await switchTheme(page, 'light');
      await expectNoAxeViolations(page);
      await switchTheme(page, 'dark');
      await expectNoAxeViolations(page);
      await switchTheme(page, 'light');
    });
  }
});

test('budgets: sorted and searched on the server, exported as shown, each explained month by month', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    locale: 'en-US',
    path: '/billing/azure/budgets',
  });
  const screen = await expectLoaded(page, 'Budgets', /Monthly cloud budget/);
  const grid = screen.getByRole('grid', { name: 'Budgets' });
  const column = (index: number) =>
    grid
      .getByRole('row')
      .evaluateAll(
        (rows, i) => rows.slice(1).map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''),
        index,
      )
      .then((list) => list.filter(Boolean));

  // By name, A to Z, on the server.
  const nameHeader = grid.getByRole('columnheader', { name: /Budget/ }).first();
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => {
      const names = await column(0);
      return names.length > 1 && names.every((n, i) => i === 0 || (names[i - 1] ?? '').localeCompare(n) <= 0);
    })
    .toBe(true);

  // Search narrows the list on the server; the CSV holds exactly the rows shown, amounts as numbers.
  await screen.getByRole('searchbox', { name: /Search/ }).fill('subscription');
  await expect.poll(async () => (await column(0)).every((n) => /subscription/i.test(n))).toBe(true);
  const shown = await column(0);
  expect(shown.length).toBeGreaterThan(0);
  const csv = await exportedCsvLines(screen);
  expect(csv[0]).toBe(
    'Budget,Scope,Monthly budget (USD),Spent this month (USD),Forecast (USD),Used (%),Status,Owner',
  );
  expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(shown);
  const amounts = await column(2);
  expect(csv.slice(1).map((line) => line.split(',')[2])).toEqual(amounts.map((a) => a.replace(/[$,]/g, '')));

  // The chosen budget against its actual cost, month by month, as a chart and as a table.
  const history = screen.getByRole('region', { name: /budget and actual cost per month/ });
  await history.getByLabel('Budget shown').selectOption({ label: shown[0] ?? '' });
  await expect(history.getByRole('heading', { level: 2 })).toContainText(shown[0] ?? '');
  await history.getByRole('button', { name: 'Show as table' }).click();
  await expect(history.getByRole('table')).toContainText(/\$[\d,]+\.\d{2}/);
  await context.close();
});

test('a dashboard of my own keeps the tiles I add, move and remove', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    locale: 'en-US',
    path: '/billing/insights/my-dashboard',
  });
  const screen = await expectLoaded(page, 'Dashboard', /Month to date/);
  const tiles = () => screen.getByRole('heading', { level: 2 }).allTextContents();
  // The dashboard's tiles are kept per user in the browser: start from the defaults.
  await screen.getByRole('button', { name: 'Reset to default' }).click();
  await expect.poll(tiles).toEqual(['This month', 'Cost trend', 'Budgets']);
  await screen.getByLabel('Tile').selectOption({ label: 'Latest anomalies' });
  await screen.getByRole('button', { name: 'Add tile' }).click();
  await screen.getByRole('button', { name: /^Move up\s*: Latest anomalies$/ }).click();
  await screen.getByRole('button', { name: /^Remove\s*: Cost trend$/ }).click();
  await expect.poll(tiles).toEqual(['This month', 'Latest anomalies', 'Budgets']);
  await page.reload();
  await expect.poll(tiles).toEqual(['This month', 'Latest anomalies', 'Budgets']);
  await expectNoAxeViolations(page);
  await context.close();
});

/** The month to date of Contoso as the overview shows it, summed independently from the e2e backend's rows. */
function contosoMonthToDate(): { month: string; total: bigint } {
  const db = new DatabaseSync(currentDatabaseFile(), {
    readOnly: true,
  });
  const last = (
    db.prepare("SELECT MAX(ChargePeriodStart) AS last FROM focus_costs WHERE TenantId = 'contoso'").get() as {
      last: string;
    }
  ).last;
  const rows = db
    .prepare(
      "SELECT EffectiveCost AS cost FROM focus_costs WHERE TenantId = 'contoso' AND ChargePeriodStart >= ?",
    )
    .all(`${last.slice(0, 7)}-01`) as { cost: number }[];
  db.close();
  return {
    month: last.slice(0, 7),
    total: rows.reduce((sum, r) => sum + BigInt(Math.round(r.cost * 1e6)), 0n),
  };
}

/** Rows imported into Contoso, read from the e2e backend's database. */
function importedRows(): number {
  const db = new DatabaseSync(currentDatabaseFile(), {
    readOnly: true,
  });
  // An import keeps the row count of each billing period it holds (focus_import_periods).
  const { n } = db
    .prepare("SELECT COALESCE(SUM(rows), 0) AS n FROM focus_import_periods WHERE tenant_id = 'contoso'")
    .get() as { n: number };
  db.close();
  return Number(n);
}

/** The exact sum of the sample's EffectiveCost column, in micro-units. */
function sampleEffectiveMicros(): bigint {
  const [header = '', ...lines] = readFileSync(SAMPLE, 'utf8').trim().split('\r\n');
  const index = header.split(',').indexOf('EffectiveCost');
  return lines.reduce((sum, line) => {
    // The sample quotes only its descriptions (before EffectiveCost): drop quoted fields first.
    const value = line.replace(/"(?:[^"]|"")*"/g, 'q').split(',')[index] ?? '0';
    const negative = value.startsWith('-');
    const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
    const micros = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
    return sum + (negative ? -micros : micros);
  }, 0n);
}

const usd = (micros: bigint) => {
  const cents = (micros + 5_000n) / 10_000n;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}` as Intl.StringNumericLiteral,
  );
};

test('a FOCUS export uploaded on the settings page shows in the overview total', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const before = contosoMonthToDate();

  await page.getByRole('link', { name: /admin@contoso\.example\s*, settings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Cost data' }).click();
  const section = page.getByRole('region', { name: 'Cost data' });
  await expect(section).toContainText('No export imported yet.');
  const chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Choose an export file' }).click();
  await (await chooser).setFiles(SAMPLE);
  await expect(section).toContainText('focus-azure-2026-11.csv');
  await section.getByRole('button', { name: 'Import' }).click();
  await expect(section.getByRole('status')).toContainText('Imported 25 rows of focus-azure-2026-11.csv');
  // The receipt's sum is the file's own exact sum, and the import is listed.
  const effective = sampleEffectiveMicros();
  await expect(section.getByRole('status')).toContainText(`effective ${usd(effective)}`);
  await expect(section.getByRole('table')).toContainText('focus-azure-2026-11.csv');
  await expectNoAxeViolations(page);

  // The overview's month to date now holds the imported rows, to the cent.
  await page.getByRole('link', { name: 'Overview' }).first().click();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview).toContainText(usd(before.total + effective), { timeout: 15_000 });

  // A broken file is refused with its line and column, and nothing of it is stored.
  await page.goto('/billing/admin-section-settings-dashboard?tab=cost-data');
  const broken = readFileSync(SAMPLE, 'utf8').replace('\r\n412.3456789,', '\r\n41x.34,');
  const retry = page.waitForEvent('filechooser');
  await page
    .getByRole('region', { name: 'Cost data' })
    .getByRole('button', { name: 'Choose an export file' })
    .click();
  await (await retry).setFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
  await page.getByRole('region', { name: 'Cost data' }).getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('alert')).toContainText('line 2, column BilledCost');
  expect(importedRows()).toBe(25);
  await context.close();
});
