import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { signIn } from './sign-in.ts';

/** Contoso's effective cost of October 2026, summed independently from the e2e backend's rows. */
function contosoOctoberTotal(): string {
  const db = new DatabaseSync(join(import.meta.dirname, '..', '.data-e2e', 'portal.sqlite'), {
    readOnly: true,
  });
  const rows = db
    .prepare(
      `SELECT d.effective_cost AS cost FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
       WHERE r.tenant_id = 'contoso' AND d.day BETWEEN ? AND ?`,
    )
    .all(Date.UTC(2026, 9, 1) / 86_400_000, Date.UTC(2026, 9, 31) / 86_400_000) as { cost: number }[];
  db.close();
  const micros = rows.reduce((sum, row) => sum + BigInt(Math.round(row.cost * 1e6)), 0n);
  const cents = (micros + 5_000n) / 10_000n;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}` as Intl.StringNumericLiteral,
  );
}

test('the overview shows the latest month of cost, its change, top services and the daily trend', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, 'finance@contoso.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview).not.toContainText('not available in this build');

  const month = overview.getByRole('term').filter({ hasText: 'Cost in October 2026' });
  await expect(month).toBeVisible();
  await expect(overview.getByRole('definition').first()).toHaveText(contosoOctoberTotal());
  await expect(overview.getByText('Change from September 2026')).toBeVisible();

  const services = overview.getByRole('region', { name: 'Top services' });
  await expect(services.getByRole('row')).toHaveCount(7); // header, five services, Other
  await expect(services.getByRole('row').last()).toContainText('Other');

  const trend = overview.getByRole('region', { name: 'Daily cost' });
  await expect(trend).toContainText('31 days');
  await trend.getByText('Daily cost as a table').click();
  await expect(trend.getByRole('table')).toContainText('2026-10-31');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });

  // A display currency converts with the stored rate and says so.
  await overview.getByLabel('Display currency').selectOption('EUR');
  await expect(overview).toContainText(
    'converted from USD to EUR at 0.918400 per USD, the stored rate of 2026-10-31',
  );
  await expect(overview.getByRole('definition').first()).toContainText('€');
  await context.close();
});
