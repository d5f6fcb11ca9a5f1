import type { Locator } from '@playwright/test';
import { exportedCsvLines } from './csv-export.ts';
import { expect, test } from './fixtures.ts';

/**
 * One figure everywhere, as a user meets it: the tenant budget's spend this month is the same on
 * the budgets screen, in its CSV export, on the overview (the month to date) and in the assistant's
 * answer, to the cent.
 */

/** The text of a row's cells, by the grid's column headers. */
async function rowByHeader(grid: Locator, name: string): Promise<Record<string, string>> {
  const headers = (await grid.getByRole('columnheader').allInnerTexts()).map((h) =>
    h.replace(/[▲▼]/g, '').trim(),
  );
  const row = grid.getByRole('row').filter({ has: grid.page().getByRole('gridcell', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  const cells = await row.getByRole('gridcell').allInnerTexts();
  return Object.fromEntries(headers.map((header, i) => [header, (cells[i] ?? '').trim()]));
}

test('a budget’s spend this month is one figure on its screen, its CSV, the overview and the assistant', async ({
  signedIn,
}) => {
  // An account no other journey asks the assistant with: its rate limit is its own.
  const { context, page } = await signedIn({
    upn: 'demo@demo.example',
    locale: 'en-US',
    path: '/billing/azure/budgets',
  });
  const screen = page.getByRole('region', { name: 'Budgets', exact: true });
  const grid = screen.getByRole('grid').first();
  await expect(grid).toContainText('Monthly cloud budget', { timeout: 15_000 });
  const shown = await rowByHeader(grid, 'Monthly cloud budget');
  const spent = shown['Spent this month'] ?? '';
  const forecast = shown.Forecast ?? '';
  expect(spent).toMatch(/^\$[\d,]+\.\d{2}$/);
  expect(forecast).toMatch(/^\$[\d,]+\.\d{2}$/);

  // The CSV export: the same amounts, as numbers.
  const lines = await exportedCsvLines(screen);
  const header = (lines[0] ?? '').split(',');
  const exported = (lines.find((line) => line.startsWith('Monthly cloud budget,')) ?? '').split(',');
  const plain = (amount: string) => amount.replace(/[$,]/g, '');
  expect(exported[header.indexOf('Spent this month (USD)')]).toBe(plain(spent));
  expect(exported[header.indexOf('Forecast (USD)')]).toBe(plain(forecast));

  // The overview's month to date is the tenant budget's spend: every cost of the month.
  await page.getByRole('link', { name: 'Overview' }).first().click();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview).toContainText(spent, { timeout: 15_000 });

  // The assistant answers the same figures.
  await page.getByRole('button', { name: 'Assistant' }).click();
  const dialog = page.getByRole('dialog', { name: /chat$/ });
  const input = dialog.getByRole('textbox', { name: 'Your question' });
  await input.fill('How is the budget Monthly cloud budget doing?');
  // Send is on once the chat is ready (its id from the assistant): Enter sends nothing before.
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled({ timeout: 15_000 });
  await input.press('Enter');
  const answer = dialog
    .getByRole('list', { name: 'Conversation' })
    .getByRole('article', { name: /says$/ })
    .nth(1);
  await expect(answer).toContainText(spent, { timeout: 15_000 });
  await expect(answer).toContainText(forecast);
  await context.close();
});
