import { expect, test } from './fixtures.ts';
import { requestsIdle } from './requests.ts';

// The short-token backend issues app tokens that live 35 s; the page's computer clock runs two
// minutes slow. Read against that clock a token would seem to live 155 s, so a refresh timed from
// `exp` would come long after the server let the token expire.
test('a session survives a computer clock two minutes slow with short-lived tokens, and logout is sent once', async ({
  signedIn,
}) => {
  const logouts: string[] = [];
  /** Per refresh, how far the test had moved the page's clock when it was sent. */
  const refreshes: number[] = [];
  let advanced = 0;
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    backend: 'short-token',
    // The slow clock from the start, before the portal loads; the calls counted once it is signed in.
    beforeOpen: (opening) => opening.clock.install({ time: Date.now() - 120_000 }),
  });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/auth/logout') logouts.push(path);
    if (path === '/api/auth/refresh-token') refreshes.push(advanced);
  });

  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(await page.evaluate(() => Date.now())).toBeLessThan(Date.now() - 100_000);

  // More than one token lifetime passes on the page's clock, 5 s at a time, a key pressed each time
  // (a user at work: the idle timeout stays away). A token lives 35 s and is refreshed 30 s before it
  // expires, so a refresh is due 5 s after each answer; timed from `exp` against the slow clock it
  // would be due 125 s after.
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Shift');
        await page.clock.runFor(5_000);
        advanced += 5_000;
        return refreshes.length;
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(8);
  const gaps = refreshes.map((at, index) => at - (refreshes[index - 1] ?? 0));
  expect(Math.max(...gaps), 'each refresh comes within one token lifetime of the one before').toBeLessThan(
    35_000,
  );
  expect(advanced, 'more than one token lifetime passed').toBeGreaterThan(35_000);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Microsoft 365' }).click();
  await menu.getByRole('link', { name: 'Licences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Licences tabs' })).toBeVisible();
  await expect(page).toHaveURL(/\/billing\/m365\/licences$/);
  expect(logouts).toEqual([]);

  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Once the sign-out's calls are all answered, a second logout would have been sent.
  await requestsIdle(page);
  expect(logouts).toHaveLength(1);
  await context.close();
});
