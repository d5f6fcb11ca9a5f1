import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, switchTheme } from './a11y.ts';
import { currentDatabaseFile } from './backends.ts';
import { expect, test } from './fixtures.ts';

/** axe on the page with the pointer resting on the page heading, away from anything with a tooltip. */
async function expectAccessible(page: Page) {
  // The mouse moves there without a hover action: an open popup may cover the page.
  const box = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  if (box) await page.mouse.move(box.x + 2, box.y + 2);
  await expectNoAxeViolations(page);
}

/** A toast by its title, bottom right. */
const toast = (page: Page, title: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(title);

test('a report through powerbi-client: pages, filters, saved views restored, deleted, limited and kept', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
    path: '/billing/azure/cost-overview?tab=Summary',
  });

  const view = page.getByRole('region', { name: 'Azure cost report' });
  const frame = page.frameLocator('iframe[title="Azure cost report"]');
  const reportPage = frame.getByRole('heading', { level: 1 });
  await expect(reportPage).toHaveText('Summary', { timeout: 20_000 });
  await expect(view.getByRole('progressbar')).toHaveCount(0);
  // The report's visible pages as tabs, the first active; the hidden 'Details' page is left out.
  const pages = view.getByRole('radio');
  await expect(pages).toHaveText(['Summary', 'By service', 'By subscription']);
  await expect(view.getByRole('radio', { name: 'Summary' })).toBeChecked();
  await expectAccessible(page);

  // Switch page, then show the filter pane and keep one service.
  await view.getByRole('radio', { name: 'By service' }).click();
  await expect(reportPage).toHaveText('By service');
  const toolbar = view.getByRole('toolbar', { name: 'Report toolbar' });
  await toolbar.getByRole('button', { name: 'Toggle Filter' }).click();
  await expect(frame.getByRole('heading', { name: 'Filters', level: 2 })).toBeVisible();
  const services = frame.getByRole('group', { name: /^Service/ }).getByRole('checkbox');
  const service = (await services.first().getAttribute('value')) ?? '';
  await services.first().check();
  await expect(frame.getByRole('group', { name: /^Service/ })).toContainText(/\(1 of \d+ selected\)/);

  // Two views with the same title: 'Q1', then 'Q1 (1)'.
  const save = async (title: string) => {
    await toolbar.getByRole('button', { name: 'Save View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
  };
  await save('Q1');
  await expect(toast(page, 'View Saved').first()).toBeVisible();
  await expect(toast(page, 'Your view was saved successfully.').first()).toBeVisible();
  await save('Q1');

  // Titles are checked as they are typed.
  await toolbar.getByRole('button', { name: 'Save View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('  default VIEW ');
  await expect(dialog).toContainText("'Default View' is reserved and cannot be added");
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('x'.repeat(41));
  await expect(dialog).toContainText('Maximum length is 40 characters.');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // Back on another page with other filters, the first view brings page and filters back.
  await view.getByRole('radio', { name: 'Summary' }).click();
  await expect(reportPage).toHaveText('Summary');
  await toolbar.getByRole('button', { name: /My Views/ }).click();
  const list = page.getByRole('dialog', { name: 'My views' });
  await expect(list.getByRole('list').getByRole('button')).toHaveText(['Default View', 'Q1', 'Q1 (1)']);
  await expectAccessible(page);
  await list.getByRole('button', { name: 'Q1', exact: true }).click();
  await expect(toast(page, "View Changed to 'Q1'").first()).toBeVisible();
  await expect(reportPage).toHaveText('By service');
  await expect(view.getByRole('radio', { name: 'By service' })).toBeChecked();
  await expect(frame.getByRole('group', { name: /^Service/ })).toContainText(/\(1 of \d+ selected\)/);
  await expect(frame.getByRole('checkbox', { name: service, exact: true })).toBeChecked();

  // The Default View restores the report as it opened.
  await list.getByRole('button', { name: 'Default View' }).click();
  await expect(reportPage).toHaveText('Summary');

  // Delete the active view: it goes when the list closes, and the first remaining view takes over.
  await list.getByRole('button', { name: 'Q1', exact: true }).click();
  await expect(reportPage).toHaveText('By service');
  // React Aria's checkbox input is visually hidden: the user presses its visible box (the label).
  await list.getByRole('checkbox', { name: 'Delete Q1', exact: true }).check({ force: true });
  await page.keyboard.press('Escape');
  await expect(toast(page, '1 View(s) Deleted').first()).toBeVisible();
  await expect(toast(page, 'Selected view(s) deleted successfully.').first()).toBeVisible();
  await expect(toast(page, "View Changed to 'Q1 (1)'").first()).toBeVisible();

  // Sixteen views a tab: fill it up, then Save View says so.
  for (let i = 2; i <= 16; i += 1) await save(`View ${i}`);
  await toolbar.getByRole('button', { name: 'Save View' }).click();
  await expect(page.getByRole('dialog', { name: 'Save view' })).toContainText('the most it can hold');
  await page.keyboard.press('Escape');

  // The views are kept: after a reload the list is the same, and the first view is applied.
  await page.reload();
  await expect(reportPage).toHaveText('By service', { timeout: 20_000 });
  await toolbar.getByRole('button', { name: /My Views/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'My views' }).getByRole('list').getByRole('button'),
  ).toHaveCount(17);
  await page
    .getByRole('dialog', { name: 'My views' })
    .getByRole('searchbox', { name: 'Filter views' })
    .fill('view 1');
  await expect(
    page.getByRole('dialog', { name: 'My views' }).getByRole('list').getByRole('button'),
  ).toHaveText(['Default View', 'View 10', 'View 11', 'View 12', 'View 13', 'View 14', 'View 15', 'View 16']);
  // The popup is 256 by 240 (spec section 9), also when the list is short.
  await page
    .getByRole('dialog', { name: 'My views' })
    .getByRole('searchbox', { name: 'Filter views' })
    .fill('no such view');
  await expect(page.getByRole('dialog', { name: 'My views' })).toContainText('No view matches.');
  const popup = await page.getByRole('dialog', { name: 'My views' }).boundingBox();
  expect(popup && { width: Math.round(popup.width), height: Math.round(popup.height) }).toEqual({
    width: 256,
    height: 240,
  });
  await page.keyboard.press('Escape');
  await switchTheme(page, 'dark');
  await expectAccessible(page);
  await context.close();
});

test('My Views reads the views from the network each time it opens: one saved in another tab shows', async ({
  signedIn,
}) => {
  const path = '/billing/azure/cost-overview?tab=Summary';
  // A user of their own: the first journey fills the admin's tab up to its 16 views.
  const { context, page } = await signedIn({ upn: 'finance@contoso.example', path });
  const name = 'Saved in the other tab';
  const reportIn = (tab: Page) => {
    const view = tab.getByRole('region', { name: 'Azure cost report' });
    return {
      toolbar: view.getByRole('toolbar', { name: 'Report toolbar' }),
      heading: tab.frameLocator('iframe[title="Azure cost report"]').getByRole('heading', { level: 1 }),
      list: tab.getByRole('dialog', { name: 'My views' }),
    };
  };
  const first = reportIn(page);
  await expect(first.heading).toHaveText('Summary', { timeout: 20_000 });
  await first.toolbar.getByRole('button', { name: /My Views/ }).click();
  await expect(first.list.getByRole('button', { name: 'Default View' })).toBeVisible();
  await expect(first.list.getByRole('button', { name, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The same user in a second browser tab saves a view of the same report tab.
  const other = await context.newPage();
  await other.goto(path);
  const second = reportIn(other);
  await expect(second.heading).toHaveText('Summary', { timeout: 20_000 });
  await second.toolbar.getByRole('button', { name: 'Save View' }).click();
  const dialog = other.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(other, 'View Saved').first()).toBeVisible();
  await other.close();

  // Opening the list again in the first tab reads it from the server (the first tab has not
  // reloaded: only that read can know the new view), and shows the new view.
  await first.toolbar.getByRole('button', { name: /My Views/ }).click();
  await expect(first.list.getByRole('button', { name, exact: true })).toBeVisible();
  await context.close();
});

test("the report outcomes: 'Unlicensed feature', 'Configuration Error' and the marketing image", async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
  });

  await page.goto('/billing/insights/report-examples/chargeback');
  const unlicensed = page.getByRole('region', { name: 'Unlicensed feature' });
  await expect(unlicensed).toBeVisible();
  await expect(unlicensed).toContainText(/Action: .+/);
  await expectAccessible(page);

  await page.goto('/billing/insights/report-examples/cost-forecast');
  const configuration = page.getByRole('alert').filter({ hasText: 'Configuration Error' });
  await expect(configuration).toContainText('Please contact administrator.', { timeout: 20_000 });
  await expectAccessible(page);

  await page.goto('/billing/insights/report-examples/cost-archive');
  const marketing = page.getByRole('region', { name: 'Report not available' });
  await expect(marketing.getByRole('link')).toHaveAttribute('href', /^mailto:.+@.+/, { timeout: 20_000 });
  await expect(marketing.getByRole('img')).toBeVisible();
  await expectAccessible(page);
  await switchTheme(page, 'dark');
  await expectAccessible(page);
  await context.close();
});

test('a custom report embeds through its own embed-token call', async ({ signedIn }) => {
  const db = new DatabaseSync(currentDatabaseFile(), {
    readOnly: true,
  });
  const { id, name } = db
    .prepare("SELECT id, name FROM custom_reports WHERE tenant_id = 'contoso' AND kind = 'report' LIMIT 1")
    .get() as { id: string; name: string };
  db.close();
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
    path: '/billing/overview',
  });
  // The report's settings, then its own embed-token call (spec section 7), whose token opens it.
  const tokenCall = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith(`/api/report/custom/${id}/embed/token`),
  );
  await page.goto(`/billing/dashboard/report/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect((await tokenCall).ok()).toBe(true);
  const frame = page.frameLocator('iframe[title]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Summary', { timeout: 20_000 });
  // This variant of the report fills the viewport minus 95 px (the others minus 105 px).
  const viewport = page.viewportSize();
  const area = await page.locator('iframe[title]').locator('..').boundingBox();
  expect(viewport && area && Math.round(viewport.height - area.height)).toBe(95);
  await expectAccessible(page);
  await context.close();
});

test('a report tab leaves out the report pages its page description excludes', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
    path: '/billing/m365/licences?tab=Optimisation',
  });
  const frame = page.frameLocator('iframe[title]');
  // The licence report has the pages 'Licences' and 'Waste'; the tab's description leaves out 'Licences'.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Waste', { timeout: 20_000 });
  await expect(page.getByRole('radiogroup', { name: 'Report pages' }).getByRole('radio')).toHaveText([
    'Waste',
  ]);
  await context.close();
});
