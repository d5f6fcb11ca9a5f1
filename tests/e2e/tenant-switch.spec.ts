import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { expect, test } from './fixtures.ts';

// On the second backend, whose Fabrikam has not accepted the terms yet (the main backend's
// sign-in journey accepts them there).
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('a user with two tenants switches Contoso → Fabrikam (terms gate) → Contoso without signing out', async ({
  signedIn,
}) => {
  const requests: string[] = [];
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    backend: 'short-token',
    beforeOpen: (opening) => {
      opening.on('request', (request) => requests.push(new URL(request.url()).pathname));
    },
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(menu(page)).toContainText('Contoso Ltd');

  // The switch sits in the user block, reachable by keyboard, named by its text.
  const switchLink = menu(page).getByRole('link', { name: 'Switch tenant' });
  await switchLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tenant$/);
  await expect(page).toHaveTitle('Select Tenant');
  const current = page.getByRole('button', { name: /Contoso Ltd/ });
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current).toContainText('(current)');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /Fabrikam Inc/ }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms).toBeVisible();
  await terms.getByText('I have read and accept the Terms and Conditions').click();
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(terms).toBeHidden();
  await expect(menu(page)).toContainText('Fabrikam Inc');
  await expect(menu(page)).not.toContainText('Contoso Ltd');
  // Fabrikam's own branding follows: its logo comes from the files API.
  await expect(menu(page).locator('img')).toHaveAttribute('src', /^blob:/);
  expect(requests).toContain('/api/auth/tenant/switch');

  // And back, with no terms to accept in Contoso; /tenant is never audited as a page.
  await menu(page).getByRole('link', { name: 'Switch tenant' }).click();
  await expect(page.getByRole('button', { name: /Fabrikam Inc/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: /Contoso Ltd/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(menu(page)).toContainText('Contoso Ltd');
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toHaveCount(0);
  expect(requests.filter((path) => path === '/api/auth/logout')).toEqual([]);

  // A reload keeps the tenant switched to (the refresh cookie moved with it).
  await page.reload();
  await expect(menu(page)).toContainText('Contoso Ltd');
  await context.close();
});

test('a signed-in user opening /tenant gets the tenant list; a single-tenant user has no switch', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example', backend: 'short-token' });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(menu(page)).toContainText('Contoso Ltd');
  await expect(menu(page).getByRole('link', { name: 'Switch tenant' })).toHaveCount(0);
  await page.goto('/tenant');
  await expect(page.getByRole('heading', { level: 1, name: 'Select Tenant' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Contoso Ltd/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: 'Back to the portal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await context.close();
});
