import { expectNoAxeViolations, switchTheme } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';

test.describe('sign-in outcomes per demo account', () => {
  test('finance@contoso.example lands on the homepage, and a reload keeps the session', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'finance@contoso.example');
    await expect(page).toHaveURL(/\/billing\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page).toHaveTitle('Overview');
    // The app token lives in memory only: nothing of it in storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ[\w-]+\.eyJ/);
    expect(stored).toContain('ngx-webstorage|identity');
    // The refresh token is a cookie scripts cannot read, sent to the sign-in API only, same site only.
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal_refresh');
    const refresh = (await context.cookies()).find((cookie) => cookie.name === 'portal_refresh');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    // No other cookie of the portal holds a token either.
    for (const cookie of await context.cookies()) expect(cookie.value).not.toMatch(/^eyJ[\w-]+\.eyJ/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page).toHaveURL(/\/billing\/overview$/);
    await context.close();
  });

  test('terms per tenant: eula@ cannot accept, admin@ picks Fabrikam and accepts, then eula@ gets in', async ({
    browser,
  }) => {
    // eula@fabrikam.example: the server demands the terms and the user cannot accept them.
    const eula = await browser.newContext();
    const eulaPage = await eula.newPage();
    await signIn(eulaPage, 'eula@fabrikam.example');
    const gate = eulaPage.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(gate).toContainText('Not Accepted');
    await expect(gate.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await switchTheme(eulaPage, 'dark');
    await expectNoAxeViolations(eulaPage);
    await gate.getByRole('button', { name: 'Logout' }).click();
    await expect(eulaPage).toHaveURL(/\/login$/);
    await eula.close();

    // admin@contoso.example belongs to two tenants: it picks Fabrikam and accepts the terms there.
    const admin = await browser.newContext();
    const page = await admin.newPage();
    await signIn(page, 'admin@contoso.example');
    await expect(page).toHaveURL(/\/tenant$/);
    await expect(page).toHaveTitle('Select Tenant');
    await expect(page.getByRole('heading', { level: 1, name: 'Select Tenant' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /Fabrikam Inc/ }).click();

    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(terms).toBeVisible();
    await expect(
      terms.frameLocator('iframe[title="Terms and Conditions document"]').getByRole('heading', { level: 1 }),
      // The document loads in its own frame after the dialog: on a busy machine that takes a while.
    ).toHaveText('Terms and Conditions of the Cloud Portal', { timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(terms).toBeVisible();
    const accept = terms.getByRole('button', { name: 'Accept' });
    await expect(accept).toBeDisabled();
    const agree = terms.getByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' });
    await expect(agree).not.toBeChecked();
    await terms.getByText('I have read and accept the Terms and Conditions').click();
    await expect(agree).toBeChecked();
    await accept.click();
    await expect(terms).toBeHidden();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Terms and Conditions accepted',
    );
    await expect(page.getByText('Fabrikam Inc')).toBeVisible();
    // Fabrikam is branded: its logo comes from the files API, and its settings hide 'Powered by'.
    await expect(page.getByRole('navigation', { name: 'Main menu' }).locator('img')).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await expect(page.getByText('Powered by Cloud Portal')).toHaveCount(0);
    await admin.close();

    // Accepted for the tenant: eula@fabrikam.example now gets in.
    const again = await browser.newContext();
    const againPage = await again.newPage();
    await signIn(againPage, 'eula@fabrikam.example');
    await expect(againPage.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(againPage.getByRole('dialog', { name: 'Terms and Conditions' })).toHaveCount(0);
    await again.close();
  });

  test('demo@demo.example lands on the homepage', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'demo@demo.example');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await context.close();
  });

  for (const [upn, message] of [
    ['noaccess@contoso.example', 'Permission not granted'],
    ['locked@litware.example', 'Onboarding is disabled'],
    [
      'newuser@northwind.example',
      'Onboarding is disabled for Northwind Traders. Please contact administrator.',
    ],
  ] as const) {
    test(`${upn} is refused with '${message}' and logged out`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, upn);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('alert')).toHaveText(message);
      await expectNoAxeViolations(page);
      // Logged out: the guarded pages send the user back to sign-in.
      await page.goto('/billing/overview');
      await expect(page).toHaveURL(/\/login$/);
      await context.close();
    });
  }
});

test('the onboarding page is accessible', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/register');
  await expect(page).toHaveTitle('Onboarding');
  await expectNoAxeViolations(page);
  await switchTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await context.close();
});

test('logout completes even when the server cannot be reached', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'finance@contoso.example');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await context.route('**/api/auth/logout', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('ngx-webstorage|')),
  );
  expect(stored).toEqual([]);
  await context.close();
});

test('cookies over 4096 bytes for the site give the sign-in page a warning', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const warning = page.getByRole('note').filter({ hasText: 'more than 4 KB of cookies' });
  await expect(warning).toHaveCount(0);
  // Two cookies of 2,100 bytes each: each one a browser keeps, together over the limit.
  const url = new URL('/', page.url()).toString();
  await context.addCookies([
    { name: 'a', value: 'x'.repeat(2_100), url },
    { name: 'b', value: 'y'.repeat(2_100), url },
  ]);
  await page.reload();
  await expect(warning).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
