import { createHash, randomBytes } from 'node:crypto';
import { expectNoAxeViolations, switchTheme } from './a11y.ts';
import { expect, test } from './fixtures.ts';

function authorizeUrl(baseURL: string) {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'portal-web',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${baseURL}/id_token`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'e2e',
    nonce: 'e2e',
  });
  return `/oidc/auth?${query}`;
}

test('the local identity provider signs a demo account in on its own accessible page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '')) outside.push(request.url());
  });
  await page.goto(authorizeUrl(baseURL ?? ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await switchTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await switchTheme(page, 'light');

  await page.getByLabel('Account').fill('finance@contoso.example');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The account or password is not correct.');
  await expect(page.getByLabel('Account')).toHaveValue('finance@contoso.example');

  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/id_token\?code=/);
  expect(new URL(page.url()).searchParams.get('state')).toBe('e2e');
  expect(outside).toEqual([]);
  await context.close();
});
