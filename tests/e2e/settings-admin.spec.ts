import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './a11y.ts';
import { currentDatabaseFile } from './backends.ts';
import { expect, test } from './fixtures.ts';

const PNG = readFileSync(join(import.meta.dirname, '..', '..', 'pacts', 'fixtures', 'branding-logo.png'));
const SVG_LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" fill="#0b5cad"/></svg>',
);

/** Opens a settings tab from the side menu's user block (no reload), and waits for its data. */
async function openTab(page: Page, tab: string) {
  await page.getByRole('link', { name: /admin@contoso\.example\s*, settings/ }).click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

/** A mark on the window: still there afterwards means the page was never reloaded. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __noReload: true }));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true);

const sideMenuLogo = (page: Page) => page.getByRole('link', { name: 'Cloud Portal home' }).locator('img');

function outboxMessage(id: string) {
  const db = new DatabaseSync(currentDatabaseFile(), {
    readOnly: true,
  });
  try {
    return db
      .prepare(
        'SELECT tenant_id, recipients, subject, COALESCE(html_body, text_body) AS body, CASE WHEN html_body IS NULL THEN 0 ELSE 1 END AS html FROM mail_outbox WHERE id = ?',
      )
      .get(id) as
      | { tenant_id: string; recipients: string; subject: string; body: string; html: number }
      | undefined;
  } finally {
    db.close();
  }
}

test('an admin brands the portal, sees it in the frame without a reload, and resets it', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
  });
  await openTab(page, 'Branding');
  await markWindow(page);
  await expect(sideMenuLogo(page)).toHaveAttribute('src', '/media/logo.svg');
  await expectNoAxeViolationsInBothThemes(page);

  const form = page.getByRole('form', { name: 'Branding images' });
  const slot = (name: string) => form.getByRole('group', { name, exact: true });
  const fileInput = (name: string) => slot(name).locator('input[type="file"]');

  // Checked before anything is sent: too large.
  await fileInput('Logo').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 10),
  });
  await expect(slot('Logo')).toContainText('huge.png is larger than 5 MB.');
  await expect(form.getByRole('button', { name: 'Save branding' })).toBeDisabled();

  await fileInput('Logo').setInputFiles({
    name: 'contoso-logo.svg',
    mimeType: 'image/svg+xml',
    buffer: SVG_LOGO,
  });
  await fileInput('Short logo').setInputFiles({
    name: 'contoso-short.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await fileInput('Favicon').setInputFiles({ name: 'contoso.png', mimeType: 'image/png', buffer: PNG });
  await expect(slot('Logo').getByRole('img', { name: 'New logo (not saved yet)' })).toBeVisible();
  await expect(slot('Favicon').getByRole('img', { name: 'New favicon (not saved yet)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Branding saved', { exact: true })).toBeVisible();

  // The frame shows the new logo and favicon at once.
  await expect(sideMenuLogo(page)).toHaveAttribute('src', /^blob:/);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^blob:/);
  await expect(slot('Logo')).toContainText('Yours: contoso-logo.svg');
  const shown = await sideMenuLogo(page).evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(shown).toBe(160);
  expect(await stillSamePage(page)).toBe(true);
  await expectNoAxeViolationsInBothThemes(page);

  // The 'Powered by' footer goes and comes back.
  const footer = page.getByRole('switch', { name: "Show 'Powered by' in the side menu" });
  await expect(footer).toBeChecked();
  await footer.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText("'Powered by' hidden", { exact: true })).toBeVisible();
  await expect(page.getByText('Powered by Cloud Portal')).toHaveCount(0);
  await expect(footer).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(page.getByText('Powered by Cloud Portal')).toBeVisible();
  await expect(footer).toBeChecked();

  // Reset to the defaults, after a confirmation whose focus starts on Cancel.
  await form.getByRole('button', { name: 'Reset to defaults' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset the branding?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.getByText('Branding reset', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(sideMenuLogo(page)).toHaveAttribute('src', '/media/logo.svg');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/favicon\.svg$/);
  await expect(slot('Logo')).toContainText('The default');
  expect(await stillSamePage(page)).toBe(true);
  await context.close();
});

test('an admin uploads a file, downloads it and deletes it after a confirmation', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
  });
  await openTab(page, 'Files');
  const files = page.getByRole('grid', { name: 'Stored files' });
  await expect(files.or(page.getByText('No files stored yet.'))).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  const form = page.getByRole('form', { name: 'Upload a file' });
  const text = 'Cost review minutes, November 2026.\n';
  await form.locator('input[type="file"]').setInputFiles({
    name: 'Review Minutes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(text),
  });
  await expect(form.getByRole('textbox', { name: 'Key' })).toHaveValue('review-minutes-txt');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('File uploaded', { exact: true })).toBeVisible();
  await expect(files.getByRole('gridcell', { name: 'Review Minutes.txt', exact: true })).toBeVisible();
  await expect(files.getByRole('gridcell', { name: 'review-minutes-txt', exact: true })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  const download = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download Review Minutes.txt' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('Review Minutes.txt');
  expect(readFileSync(await saved.path(), 'utf8')).toBe(text);

  // Cancel keeps it; Escape too; the confirmation deletes it.
  const remove = files.getByRole('button', { name: 'Delete Review Minutes.txt' });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Review Minutes.txt?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(files.getByRole('gridcell', { name: 'Review Minutes.txt', exact: true })).toBeVisible();
  await remove.click();
  await dialog.getByRole('button', { name: 'Delete file' }).click();
  await expect(page.getByText('File deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Review Minutes.txt', exact: true })).toHaveCount(0);
  await context.close();
});

test('an admin sends an e-mail notification and it is in the outbox', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
  });
  await openTab(page, 'Notifications');
  const form = page.getByRole('form', { name: 'E-mail notification' });
  await expectNoAxeViolationsInBothThemes(page);

  const recipients = form.getByRole('textbox', { name: 'Recipients' });
  await recipients.fill('cfo@contoso.example\nnot-an-address');
  await recipients.blur();
  await expect(form).toContainText("'not-an-address' is not a valid e-mail address.");
  await expect(form.getByRole('button', { name: 'Send notification' })).toBeDisabled();
  await expectNoAxeViolationsInBothThemes(page);

  const subject = `Budget alert ${Date.now()}`;
  await recipients.fill('cfo@contoso.example\nit@contoso.example');
  await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('Spend reached 90% of the monthly budget.');
  await form.getByRole('button', { name: 'Send notification' }).click();
  await expect(page.getByText('Notification sent', { exact: true })).toBeVisible();

  const receipt = page.getByRole('status').filter({ hasText: 'Last notification sent' });
  const id = (await receipt.locator('code').textContent())?.trim() ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(outboxMessage(id)).toEqual({
    tenant_id: 'contoso',
    recipients: JSON.stringify(['cfo@contoso.example', 'it@contoso.example']),
    subject,
    body: 'Spend reached 90% of the monthly budget.',
    html: 0,
  });
  await context.close();
});

test("an admin adds the office suite's missing permissions and stores a delegated token with the sign-in popup", async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
    identityProviderSession: true,
  });
  await openTab(page, 'Integrations');

  // The identity provider's session from the sign-in still lasts: the popup opens and closes by itself.
  const office = page.getByRole('region', { name: 'Cloud office suite' });
  const granting = page.waitForEvent('popup');
  await office.getByRole('button', { name: 'Add missing permissions' }).click();
  const popup = await granting;
  await popup.waitForEvent('close');
  const grant = office.getByRole('status').last();
  await expect(grant).toContainText('Every permission the portal needs is granted.');
  await expect(grant).toContainText('SecurityEvents.Read.All');
  await office.getByRole('button', { name: 'Test permissions' }).click();
  await expect(office.getByRole('status').first()).toContainText(
    'Every permission the portal needs is granted.',
  );

  // Without that session the popup asks for the password, the account filled in; closing it cancels.
  const signOutOfProvider = async () => {
    for (const cookie of await context.cookies()) {
      if (cookie.name.startsWith('_session') || cookie.name.startsWith('_interaction'))
        await context.clearCookies({ name: cookie.name });
    }
  };
  await signOutOfProvider();
  const store = page.getByRole('region', { name: 'Store my delegated token' });
  await store.getByLabel('Resource').fill('https://graph.microsoft.com');
  await store.getByLabel('Scope').fill('Reports.Read.All');
  await store.getByLabel('Key name').fill('graph-reports');
  const cancelled = page.waitForEvent('popup');
  await store.getByRole('button', { name: 'Sign in and store token' }).click();
  const closedByUser = await cancelled;
  await expect(closedByUser.getByLabel('Account')).toHaveValue('admin@contoso.example');
  await closedByUser.close();
  await expect(store.getByRole('status')).toContainText(
    'The sign-in window was closed before the office suite gave a token.',
  );
  await expect(store.getByRole('button', { name: 'Sign in and store token' })).toBeEnabled();

  const signingIn = page.waitForEvent('popup');
  await store.getByRole('button', { name: 'Sign in and store token' }).click();
  const login = await signingIn;
  await login.getByLabel('Password').fill('demo');
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(store.getByRole('status')).toContainText('graph-reports: your token is stored');
  // No token of the office suite is left in the browser's storage.
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).concat(Object.keys(localStorage)).join(' ')),
  ).not.toMatch(/idtoken|accesstoken/i);

  const check = page.getByRole('region', { name: 'Delegated office suite token' });
  await check.getByLabel('Key name').fill('graph-reports');
  await check.getByLabel('Scope').fill('Reports.Read.All');
  await check.getByRole('button', { name: 'Check stored token' }).click();
  await expect(check.getByRole('status')).toContainText('graph-reports: a token is stored');
  await expectNoAxeViolations(page);
  await context.close();
});
