import type { Request } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { expect, test } from './fixtures.ts';

// Issue 32: a reload of a menu page restores the session, the menu and the page's description in
// one call, starts the screen's reads at once, and leaves the frame's other reads until after them.

const path = (request: Request) => new URL(request.url()).pathname;
const SECONDARY = ['/tenants', '/csp/customer/settings', '/features/status', '/branding', '/breadcrumb'];

test("a reload of the overview: one start-up call, the figures' reads at once, the frame's other reads after them", async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example', path: '/billing/overview' });
  await expect(page.getByRole('figure', { name: 'Top services' })).toBeVisible();

  // Every request of the reload, in the order the page sends them, and when each answer was in:
  // from the reload's own document on (what the first load still had on its way is not counted).
  const sent: Request[] = [];
  const done: Request[] = [];
  let reloading = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloading = true;
    if (reloading) sent.push(request);
  });
  page.on('requestfinished', (request) => {
    if (sent.includes(request)) done.push(request);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Top services' })).toBeVisible();
  // The frame's later reads all go, once the figures are in.
  await expect
    .poll(() => SECONDARY.every((end) => done.some((r) => path(r).endsWith(end))), { timeout: 15_000 })
    .toBe(true);

  // One refresh, which asked for the opened page (the backend answers the start-up only when asked)
  // and answered the menu and the page with the personas in effect; no menu or page call.
  const refreshes = sent.filter((r) => path(r) === '/api/auth/refresh-token');
  expect(refreshes).toHaveLength(1);
  const answer = await (await refreshes[0]?.response())?.json();
  expect(answer.startup.personas).toEqual(['Finance']);
  expect(answer.startup.menu.map((item: { name: string }) => item.name)).toContain('overview');
  expect(answer.startup.page.description).toMatchObject({
    type: 'ui',
    contents: { componentClass: 'product-home' },
  });
  expect(sent.filter((r) => /\/portal\/menu(\/page\/[^/]+)?$/.test(path(r))).map(path)).toEqual([]);
  // The menu the start-up answered is the side menu.
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Overview' }),
  ).toHaveAttribute('aria-current', 'page');

  // The overview's three reads were sent before any of the frame's later reads...
  const costs = sent.filter((r) => /\/api\/costs(\/summary)?$/.test(path(r)));
  expect(costs).toHaveLength(3);
  const firstSecondary = sent.findIndex((r) => SECONDARY.some((end) => path(r).endsWith(end)));
  expect(firstSecondary).toBeGreaterThan(Math.max(...costs.map((r) => sent.indexOf(r))));
  await expectNoAxeViolations(page);
  await context.close();
});

test('a reload of a page the menu does not have still shows page not found, with the menu', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example', path: '/billing/no/such/page' });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Overview' }),
  ).toBeVisible();
  await context.close();
});

test('two tabs reloaded at the same moment both stay signed in: the backend takes a cookie rotated a moment ago once more', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example', path: '/billing/overview' });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/billing/azure/cost-overview');
  await expect(other.getByRole('heading', { level: 1, name: 'Cost overview' })).toBeVisible();
  // Both reloads present the same cookie: without the rotation's grace the second would be refused,
  // its answer clearing the cookie the first had just set.
  const answers: number[] = [];
  context.on('response', (response) => {
    if (path(response.request()) === '/api/auth/refresh-token') answers.push(response.status());
  });
  await Promise.all([page.reload(), other.reload()]);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(other.getByRole('heading', { level: 1, name: 'Cost overview' })).toBeVisible();
  expect(answers).toEqual([200, 200]);
  // The cookie the browser kept still restores a session.
  await other.reload();
  await expect(other.getByRole('heading', { level: 1, name: 'Cost overview' })).toBeVisible();
  expect(answers).toEqual([200, 200, 200]);
  await context.close();
});
