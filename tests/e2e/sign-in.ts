import { expect, type Page } from '@playwright/test';

/**
 * Signs in through the portal's /login and the local identity provider's page (password demo), for
 * journeys that check the sign-in itself. Journeys that only need a signed-in page use the
 * `signedIn` fixture (e2e/fixtures.ts, e2e/signed-in.ts), which skips these pages.
 */
export async function signIn(page: Page, upn: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Account').fill(upn);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/id_token');
}
