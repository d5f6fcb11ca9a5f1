import { expect, test } from './fixtures.ts';

// The short-token backend issues app tokens that live 35 s; the page's computer clock runs two
// minutes slow. Read against that clock a token would seem to live 155 s, so a refresh timed from
// `exp` would come long after the server let the token expire.
test('a session survives a computer clock two minutes slow with short-lived tokens, and logout is sent once', async ({
  signedIn,
}) => {
  test.setTimeout(90_000);
  const logouts: string[] = [];
  const refreshes: number[] = [];
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    backend: 'short-token',
    // The slow clock from the start, before the portal loads; the calls counted once it is signed in.
    beforeOpen: (opening) => opening.clock.install({ time: Date.now() - 120_000 }),
  });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/auth/logout') logouts.push(path);
    if (path === '/api/auth/refresh-token') refreshes.push(Date.now());
  });

  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(await page.evaluate(() => Date.now())).toBeLessThan(Date.now() - 100_000);

  // More than one token lifetime passes in real time.
  await page.waitForTimeout(40_000);
  expect(refreshes.length, 'the token is refreshed before it expires on the server').toBeGreaterThanOrEqual(
    2,
  );

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Microsoft 365' }).click();
  await menu.getByRole('link', { name: 'Licences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Licences tabs' })).toBeVisible();
  await expect(page).toHaveURL(/\/billing\/m365\/licences$/);
  expect(logouts).toEqual([]);

  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForTimeout(500);
  expect(logouts).toHaveLength(1);
  await context.close();
});
