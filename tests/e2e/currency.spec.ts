import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expectNoAxeViolations, switchTheme } from './a11y.ts';
import { currentDatabaseFile } from './backends.ts';
import { exportedCsvLines } from './csv-export.ts';
import { expect, test } from './fixtures.ts';

/**
 * An admin loads the ECB's reference rates in the settings; a user picks a display currency in
 * the settings drawer, and every cost screen, its CSV export and the embedded report show the
 * figures in it, with the rate and its day stated.
 */

const RATES = join(import.meta.dirname, '..', 'fixtures', 'ecb-eurofxref-hist-synthetic.csv');

/** The file's last day and its euro per dollar, to six decimals as the backend states it. */
function latestRate(): { day: string; rate: string } {
  const [header = '', latest = ''] = readFileSync(RATES, 'utf8').split('\n');
  const usd = header.split(',').indexOf('USD');
  const fields = latest.split(',');
  const perEur = BigInt(Math.round(Number(fields[usd]) * 1e6));
  const micros = (10n ** 12n * 2n + perEur) / (2n * perEur);
  return {
    day: fields[0] ?? '',
    rate: `${micros / 1_000_000n}.${String(micros % 1_000_000n).padStart(6, '0')}`,
  };
}

test('an admin loads the ECB rates; the chosen display currency shows on every cost screen, CSV and report', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
  });
  try {
    // The rates: the ECB history file, loaded in Settings, Cost data.
    await page.goto('/billing/admin-section-settings-dashboard?tab=cost-data');
    const rates = page.getByRole('region', { name: 'Exchange rates' });
    await expect(rates).toContainText('In use: the fixed rates of 2026-10-31');
    const chooser = page.waitForEvent('filechooser');
    await rates.getByRole('button', { name: 'Choose a rates file' }).click();
    await (await chooser).setFiles(RATES);
    await expect(rates).toContainText('ecb-eurofxref-hist-synthetic.csv');
    await rates.getByRole('button', { name: 'Load rates' }).click();
    const { day, rate } = latestRate();
    await expect(rates).toContainText(`Loaded 272 days of rates, 2025-11-03 to ${day}.`);
    await expect(rates).toContainText(`In use: loaded rates of 272 days, 2025-11-03 to ${day}.`);
    await expect(rates.getByRole('row', { name: new RegExp(`^EUR ${rate}$`) })).toBeVisible();
    await expectNoAxeViolations(page);

    // The user's choice, in the settings drawer: kept for the next visit.
    await page.getByRole('button', { name: 'Help' }).click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await drawer.getByLabel('Display currency').selectOption('EUR');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    // The overview: figures in euros, each day at its own rate, the latest rate stated.
    await page.goto('/billing/overview');
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByLabel('Display currency')).toHaveValue('EUR');
    await expect(overview).toContainText(
      `Amounts converted from USD to EUR at each day's reference rate; the latest, of ${day}, is ${rate} EUR per USD.`,
      { timeout: 15_000 },
    );
    const tile = (label: string) =>
      overview.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(tile('Cost in November 2026')).toHaveText(/^€[\d,]+\.\d{2}$/);

    // The budgets: in euros on the screen and in the CSV, its header naming the currency.
    await page.goto('/billing/azure/budgets');
    const budgets = page.getByRole('region', { name: 'Budgets', exact: true });
    await expect(budgets.getByRole('grid').first()).toContainText('€', { timeout: 15_000 });
    await expect(budgets).toContainText(`the latest, of ${day}, is ${rate} EUR per USD`);
    const lines = await exportedCsvLines(budgets);
    expect(lines[0]).toBe(
      'Budget,Scope,Monthly budget (EUR),Spent this month (EUR),Forecast (EUR),Used (%),Status,Owner',
    );
    await expectNoAxeViolations(page);
    await switchTheme(page, 'dark');
    await expectNoAxeViolations(page);
    await switchTheme(page, 'light');

    // The resources: their costs in euros too.
    await page.goto('/billing/azure/cost-overview?tab=Resources');
    const resources = page.getByRole('region', { name: 'Resources', exact: true });
    await expect(resources).toContainText('in EUR', { timeout: 15_000 });
    await expect(resources.getByRole('grid').first()).toContainText('€');

    // The office suite's licence prices follow too, at the latest rate.
    await page.goto('/billing/m365/licences');
    const licences = page.getByRole('region', { name: 'Licences', exact: true });
    await expect(licences).toContainText('Prices are monthly list prices in EUR', { timeout: 15_000 });
    await expect(licences).toContainText(`the latest, of ${day}, is ${rate} EUR per USD`);

    // The embedded report asks its host for the same currency.
    await page.goto('/billing/azure/cost-overview?tab=Summary');
    const frame = page.frameLocator('iframe[title="Azure cost report"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Summary', { timeout: 20_000 });
    await expect(frame.locator('#report')).toContainText('€');

    // A new visit keeps the choice.
    await page.goto('/billing/overview');
    await expect(page.getByRole('region', { name: 'Overview' }).getByLabel('Display currency')).toHaveValue(
      'EUR',
    );
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText('€', { timeout: 15_000 });
  } finally {
    // The tenant's rates go back to the fixed set for the journeys after this one.
    const db = new DatabaseSync(currentDatabaseFile());
    db.prepare("DELETE FROM exchange_rates WHERE tenant_id = 'contoso'").run();
    db.close();
    await context.close();
  }
});
