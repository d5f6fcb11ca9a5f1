import { expectNoAxeViolations } from './a11y.ts';
import { expect, test } from './fixtures.ts';

test('the portal loads at the root and lands on sign-in', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Cloud Portal - Sign In');
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud Portal' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('an unknown route shows page not found', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});
