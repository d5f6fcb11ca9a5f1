import type { Page } from '@playwright/test';
import {
  DEMO_EXPORT_SPIKE,
  demoExportCsv,
  demoExportGzip,
} from '../../mock-server/src/import/demo-export.ts';
import { expectNoAxeViolations } from './a11y.ts';
import { expect, test } from './fixtures.ts';

/**
 * Tailspin Toys has no seeded cost data: its admin imports the tenant's own export (gzip CSV, as
 * Azure writes it) on the settings page, and every cost screen then shows its figures, the
 * export's cost spike listed as an anomaly.
 */

/** The export's rows and its exact effective cost in US dollars, from its own text. */
function exportFigures(): { rows: number; effective: string } {
  const [header = '', ...lines] = demoExportCsv().trim().split('\r\n');
  const index = header.split(',').indexOf('EffectiveCost');
  const micros = lines.reduce((sum, line) => {
    // Quoted fields (names, tags) may hold commas: each is one field, whatever it says.
    const fields = line.replace(/"(?:[^"]|"")*"/g, 'q').split(',');
    const [whole = '0', fraction = ''] = (fields[index] ?? '0').split('.');
    return sum + BigInt(whole) * 10n ** 10n + BigInt(fraction.padEnd(10, '0'));
  }, 0n);
  const cents = (micros + 50_000_000n) / 100_000_000n;
  const effective = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral,
  );
  return { rows: lines.length, effective };
}

async function screen(page: Page, path: string, region: string) {
  await page.goto(path);
  const found = page.getByRole('region', { name: region, exact: true });
  await expect(found).toBeVisible({ timeout: 15_000 });
  await expect(found.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await expect(found).not.toContainText('could not be loaded');
  return found;
}

test('a tenant without seeded cost imports its own export: every cost screen shows it, its spike is an anomaly', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({ upn: 'admin@tailspin.example', locale: 'en-US' });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  // Before: nothing to show, said so.
  const before = await screen(page, '/billing/azure/anomalies', 'Anomalies');
  await expect(before).not.toContainText(DEMO_EXPORT_SPIKE.resource);

  // The export goes in through the settings, its bytes counted as they are sent.
  await page.goto('/billing/admin-section-settings-dashboard?tab=cost-data');
  const section = page.getByRole('region', { name: 'Cost data' });
  await expect(section).toContainText('No export imported yet.');
  const chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Choose an export file' }).click();
  await (await chooser).setFiles({
    name: 'tailspin-2026-08-10.csv.gz',
    mimeType: 'application/gzip',
    buffer: Buffer.from(demoExportGzip()),
  });
  await expect(section).toContainText('tailspin-2026-08-10.csv.gz');
  await section.getByRole('button', { name: 'Import' }).click();
  const { rows, effective } = exportFigures();
  await expect(section.getByRole('status')).toContainText(
    `Imported ${new Intl.NumberFormat('en-US').format(rows)} rows of tailspin-2026-08-10.csv.gz`,
    { timeout: 30_000 },
  );
  await expect(section.getByRole('status')).toContainText(`effective ${effective}`);
  await expectNoAxeViolations(page);

  // The spike is an anomaly, with its subscription, service and the resource that rose.
  const anomalies = await screen(page, '/billing/azure/anomalies', 'Anomalies');
  const spike = anomalies.getByRole('row').filter({ hasText: DEMO_EXPORT_SPIKE.resource });
  await expect(spike).toHaveCount(1);
  await expect(spike).toContainText(DEMO_EXPORT_SPIKE.subscription);
  await expect(spike).toContainText(DEMO_EXPORT_SPIKE.service);
  await expect(spike).toContainText(DEMO_EXPORT_SPIKE.day);
  await expectNoAxeViolations(page);

  // Every other cost screen has the tenant's figures.
  const budgets = await screen(page, '/billing/azure/budgets', 'Budgets');
  await expect(budgets).toContainText('Monthly cloud budget');
  await expect(budgets).toContainText(/\$[\d,]+\.\d{2}/);
  const commitments = await screen(
    page,
    '/billing/azure/commitments/contracts',
    'Reservations and savings plans',
  );
  await expect(commitments).toContainText('Reservation DZH318Z0BQ4L #1');
  await expect(commitments).toContainText(/Coverage/);
  const resources = await screen(page, '/billing/azure/resources', 'Resources and endpoints');
  await expect(resources).toContainText('app-tailspin-shop.azurewebsites.net');
  const overview = await screen(page, '/billing/overview', 'Overview');
  await expect(overview).toContainText(/\$[\d,]+\.\d{2}/);
  await expectNoAxeViolations(page);
  for (const [path, region] of [
    ['/billing/azure/cost-overview?tab=By+service', 'Cost by service'],
    ['/billing/azure/subscriptions', 'Subscriptions'],
    ['/billing/insights/dashboard', 'Dashboard'],
  ] as const) {
    const shown = await screen(page, path, region);
    await expect(shown, path).toContainText(/\$[\d,]+\.\d{2}/);
  }
  // Shared costs are split by the tenant's own rules, which no export holds: it says so.
  const shared = await screen(page, '/billing/azure/shared-costs', 'Shared costs');
  await expect(shared).toContainText('No shared-cost rules are set for this tenant.');
  await context.close();
});
