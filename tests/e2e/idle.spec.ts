import { expectNoAxeViolations, switchTheme } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { CONTOSO_IDLE_MS } from './idle-timeout.ts';

// Contoso's uiSessionTimeout is the seed's (CONTOSO_IDLE_MS); the page's clock is driven by the test.
test('the session timeout dialog counts 30 s down, Extend keeps the session, zero logs out', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    // The idle timer runs on the fake clock from the start.
    beforeOpen: (opening) => opening.clock.install(),
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await page.clock.runFor(CONTOSO_IDLE_MS + 1_000);
  const dialog = page.getByRole('alertdialog', { name: 'Session timeout!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/logged out in \d+ seconds/);
  await expectNoAxeViolations(page);
  await switchTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await switchTheme(page, 'light');
  await dialog.getByRole('button', { name: 'Extend' }).click();
  await expect(dialog).toBeHidden();

  await page.clock.runFor(CONTOSO_IDLE_MS + 1_000);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(31_000);
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});
