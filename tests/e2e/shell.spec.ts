import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, switchTheme } from './a11y.ts';
import { currentDatabaseFile } from './backends.ts';
import { expect, test } from './fixtures.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Unticks the admin's Admin, IT and Security personas in the open drawer, leaves the field and answers. */
async function leaveOnlyFinance(page: Page, answer: 'Yes' | 'No') {
  const group = page.getByRole('dialog', { name: 'Settings' }).getByRole('group', { name: 'My Personas' });
  for (const persona of ['Admin', 'IT', 'Security'])
    await group.locator('label', { hasText: new RegExp(`^✓?${persona}$`) }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('link', { name: 'Release notes' }).focus();
  await page
    .getByRole('alertdialog', { name: 'Change personas?' })
    .getByRole('button', { name: answer })
    .click();
}

test('navigate by the menu, with breadcrumbs, tabs and the page title', async ({ signedIn }) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example' });
  await menu(page).getByRole('button', { name: 'Microsoft 365' }).click();
  await menu(page).getByRole('link', { name: 'Licences' }).click();
  await expect(page).toHaveURL(/\/billing\/m365\/licences$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
  await expect(page).toHaveTitle('Licences');
  await expect(menu(page).getByRole('link', { name: 'Licences' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Microsoft 365');
  const tabs = page.getByRole('tablist', { name: 'Licences tabs' });
  await expect(tabs.getByRole('tab', { name: 'Licences' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/tab=Users$/);
  // The title follows the active tab, by click and by keyboard.
  await expect(page).toHaveTitle('Users - Licences');
  await expect(page.getByRole('tabpanel')).toContainText('Licence users');
  await expectNoAxeViolations(page);
  await tabs.getByRole('tab', { name: 'Users' }).press('ArrowLeft');
  await expect(page).toHaveTitle('Licences');
  await expect(page).toHaveURL(/tab=Licences$/);
  await context.close();
});

test("a tab chosen by ?tab=, with '+' read as a space", async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    path: '/billing/azure/cost-overview?tab=By+service',
  });
  await expect(page.getByRole('tab', { name: 'By service' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('region', { name: 'Cost by service' })).toBeVisible();
  await expect(panel).toContainText('October 2026 against September 2026');
  await expect(page).toHaveTitle('By service - Cost overview');
  await context.close();
});

test('search with Meta+K: results, No results..., and a result opens its page and tab', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example' });
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByPlaceholder('What would you like to find?');
  await input.fill('zzzz-nothing');
  await expect(dialog.getByText('No results...')).toBeVisible();
  await input.fill('Invoices');
  await expect(dialog.getByText(/Total results: [1-9]/)).toBeVisible();
  // The title and the description on lines of their own, the searched word marked in them.
  const invoices = dialog.getByRole('row').filter({ hasText: 'Cost overview / Invoices' });
  const title = invoices.getByText('Cost overview / Invoices');
  await expect(title.locator('mark')).toHaveText('Invoices');
  const description = invoices.getByText('Invoiced amounts per billing period');
  await expect(description).toBeVisible();
  const [titleBox, descriptionBox] = [await title.boundingBox(), await description.boundingBox()];
  // Both are laid out (a hidden one has no box, and 0 ≥ 0 would pass), the description below the title.
  if (!titleBox || !descriptionBox) throw new Error('the title or the description has no box');
  expect(descriptionBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height - 1);
  await expectNoAxeViolations(page);
  await switchTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await switchTheme(page, 'light');
  await invoices.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/billing\/azure\/cost-overview\?tab=Invoices$/);
  await expect(page.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
  await context.close();
});

test('the search box opens the dialog with its text on Enter', async ({ signedIn }) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example' });
  await page.getByRole('searchbox', { name: 'Search the portal' }).fill('budgets');
  await page.getByRole('searchbox', { name: 'Search the portal' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog.getByPlaceholder('What would you like to find?')).toHaveValue('budgets');
  await expect(dialog.getByRole('row').first()).toContainText('Budgets');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('feedback: submit stays off until valid, success says Thank you, a failure keeps the text', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example' });
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback: Overview' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('button', { name: 'Rating: 4' }).click();
  await expect(submit).toBeDisabled();
  await dialog
    .getByLabel('Comment (please do not include personal details)')
    .fill('The overview needs a forecast.');
  await expectNoAxeViolations(page);

  await context.route('**/api/portal/menu/feedback', (route) => route.abort('connectionrefused'));
  await submit.click();
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toContainText('Something went wrong, please try again later.');
  await error.getByRole('button', { name: 'Close' }).click();
  await expect(dialog.getByLabel('Comment (please do not include personal details)')).toHaveValue(
    'The overview needs a forecast.',
  );

  await context.unroute('**/api/portal/menu/feedback');
  await submit.click();
  const thanks = page.getByRole('dialog', { name: 'Thank you' });
  await expect(thanks).toContainText('Your feedback has been submitted and will be reviewed by our team.');
  await expect(dialog).toBeHidden();
  await context.close();
});

test('feedback works on pages outside the menu, naming the page by its route', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    path: '/billing/release-notes',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback: Release Notes' });
  await dialog.getByRole('button', { name: 'Rating: 5' }).click();
  await dialog.getByLabel('Comment (please do not include personal details)').fill('Clear notes.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toContainText(
    'Your feedback has been submitted and will be reviewed by our team.',
  );
  // What an administrator finds in the backend: the page by its route and name.
  const db = new DatabaseSync(currentDatabaseFile(), {
    readOnly: true,
  });
  const stored = db
    .prepare("SELECT menu_uuid, page_route, page_name, rating FROM feedback WHERE comment = 'Clear notes.'")
    .get();
  db.close();
  expect(stored).toEqual({
    menu_uuid: null,
    page_route: '/billing/release-notes',
    page_name: 'Release Notes',
    rating: 5,
  });
  await context.close();
});

test('personas: No resets to all, Yes saves and reloads the menu', async ({ signedIn }) => {
  const { context, page } = await signedIn({ upn: 'admin@contoso.example', tenant: 'Contoso Ltd' });
  await expect(menu(page).getByRole('button', { name: 'Configuration' })).toBeVisible();
  await page.goto('/billing/azure/cost-overview?tab=By+service');
  await expect(page.getByRole('heading', { level: 1, name: 'Cost overview' })).toBeVisible();
  await page.getByRole('button', { name: 'Help' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expectNoAxeViolations(page);
  const group = drawer.getByRole('group', { name: 'My Personas' });
  await leaveOnlyFinance(page, 'No');
  await expect(group.getByRole('checkbox', { name: 'Admin' })).toBeChecked();

  await leaveOnlyFinance(page, 'Yes');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Personas saved');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu(page).getByRole('button', { name: 'Configuration' })).toHaveCount(0);
  // The current route reloads through /billing and comes back where it was.
  await expect(page).toHaveURL(/\/billing\/azure\/cost-overview\?tab=By\+service$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cost overview' })).toBeVisible();
  await context.close();
});

test('a persona change that removes the current page lands on the homepage', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    path: '/billing/configuration/users',
  });
  await expect(menu(page).getByRole('link', { name: 'Users', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('button', { name: 'Help' }).click();
  await leaveOnlyFinance(page, 'Yes');
  await page.keyboard.press('Escape');
  // Finance alone has no Configuration: the page is gone, so the homepage opens.
  await expect(page).toHaveURL(/\/billing\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Configuration' })).toHaveCount(0);
  await context.close();
});

test('dark mode from the settings drawer: the shell, the drawer and every dialog pass axe in both themes', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({ upn: 'demo@demo.example' });
  await expect(
    page.getByText('DEMO Mode: Data is synthetic and not real, functionality is limited!'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Help' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Dark mode').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoAxeViolations(page);
  await page.mouse.click(5, 5); // outside the drawer
  await expect(drawer).toBeHidden();
  await expectNoAxeViolations(page);

  const dialogs: [string, string, () => Promise<void>][] = [
    ['Search', 'Close', () => page.keyboard.press('ControlOrMeta+k')],
    ['Feedback: Overview', 'Close', () => page.getByRole('button', { name: 'Feedback' }).click()],
    ['Overview', 'Close', () => page.getByRole('button', { name: 'Video guide' }).click()],
    [
      'M365 reports privacy settings',
      'Close',
      () =>
        page
          .getByRole('button', {
            name: 'M365 Reports Privacy Settings enabled, analytics data is not accurate.',
          })
          .click(),
    ],
  ];
  for (const [name, close, open] of dialogs) {
    await open();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: close, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  await context.close();
});

test('the privacy banner opens its dialog with Learn More', async ({ signedIn }) => {
  const { context, page } = await signedIn({ upn: 'demo@demo.example' });
  await page
    .getByRole('button', { name: 'M365 Reports Privacy Settings enabled, analytics data is not accurate.' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'M365 reports privacy settings' });
  await expect(dialog.getByRole('button', { name: 'Learn More' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await context.close();
});

test('the guidance dialog shows the page name and its help video', async ({ signedIn }) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example' });
  await page.getByRole('button', { name: 'Video guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Overview' });
  // The recorded video of the portal (tests/videos), with its captions.
  const player = dialog.frameLocator('iframe[title="Help video: Overview"]');
  await expect(player.locator('video')).toHaveAttribute('src', /\/media\/videos\/overview\.webm$/);
  await expect(player.locator('video track[kind="captions"]')).toHaveAttribute(
    'src',
    '/media/videos/overview.vtt',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await context.close();
});

test('mobile at 800px: the menu is an overlay that closes on navigation; desktop at 1920px keeps it', async ({
  signedIn,
}) => {
  // On mobile the menu starts closed and opens with the toggle.
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    viewport: { width: 800, height: 1080 },
  });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  // Keyboard: the overlay takes the focus, Escape closes it and the focus returns to the toggle.
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page).getByRole('link', { name: 'Cloud Portal home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu(page).getByRole('button', { name: 'Azure' }).click();
  await menu(page).getByRole('link', { name: 'Budgets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Budgets' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();

  // The admin, who has the settings the strip keeps a way to.
  const desktop = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    viewport: { width: 1920, height: 1080 },
  });
  await expect(desktop.page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await desktop.page.getByRole('button', { name: 'Dock menu' }).click();
  // Docked: icons only while the pointer and the focus are elsewhere, the content 4rem from the
  // edge; it expands on mouse enter.
  await desktop.page.getByRole('heading', { level: 1 }).click();
  await expect(menu(desktop.page)).toHaveAttribute('data-docked', 'true');
  await expect(menu(desktop.page)).toHaveAttribute('data-collapsed', 'true');
  // The strip narrows with a transition: its width read until it has ended.
  await expect.poll(async () => (await menu(desktop.page).boundingBox())?.width).toBe(64);
  await expect.poll(async () => (await desktop.page.getByRole('main').boundingBox())?.x).toBe(64);
  await menu(desktop.page).hover();
  await expect(menu(desktop.page)).not.toHaveAttribute('data-collapsed', 'true');
  await expect(menu(desktop.page).getByRole('button', { name: 'Undock menu' })).toBeVisible();
  // Docked, it stays so for the next visit.
  await desktop.page.reload();
  await expect(menu(desktop.page)).toHaveAttribute('data-docked', 'true');
  // The strip keeps the way to the settings, under the same name.
  await desktop.page.getByRole('heading', { level: 1 }).click();
  await expect(menu(desktop.page)).toHaveAttribute('data-collapsed', 'true');
  await expect(menu(desktop.page).getByRole('link', { name: /, settings$/ })).toHaveCount(1);
  await desktop.context.close();
});

test('feature rights: finance does not see Security, the admin does', async ({ signedIn }) => {
  const finance = await signedIn({ upn: 'finance@contoso.example' });
  await expect(menu(finance.page).getByRole('button', { name: 'Security' })).toHaveCount(0);
  await finance.context.close();
  const admin = await signedIn({ upn: 'admin@contoso.example', tenant: 'Contoso Ltd' });
  await expect(menu(admin.page).getByRole('button', { name: 'Security' })).toBeVisible();
  await admin.context.close();
});

test('an unknown page shows page not found inside the portal', async ({ signedIn }) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example', path: '/billing/no/such/page' });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found');
  await context.close();
});

test('the videos area opens its overview with its own menu', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    path: '/informational-videos-main-dashboard',
  });
  await expect(page).toHaveURL(/\/informational-videos-main-dashboard\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Licence optimisation' })).toBeVisible();
  await context.close();
});

test('release notes and My Metrics from the settings drawer', async ({ signedIn }) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example' });
  await page.getByRole('button', { name: 'Help' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toContainText('2.0.1');
  await drawer.getByRole('link', { name: 'Release notes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
  await expect(page).toHaveTitle('Release Notes');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('link', { name: 'My Metrics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Metrics' })).toBeVisible();
  await context.close();
});

test('My Metrics lists the menu pages visited last and most, each a link that opens it', async ({
  signedIn,
}) => {
  // The visit's audit event goes out in the background after the page shows; the reload below
  // must wait until the backend has stored it, or My Metrics may ask for the visits before it.
  const db = new DatabaseSync(currentDatabaseFile(), { readOnly: true });
  const latestVisit = db.prepare(
    `SELECT COALESCE(MAX(id), 0) AS id FROM audit_events
     WHERE category = 'navigation' AND location LIKE '/billing/m365/licences%'
       AND user_id = (SELECT id FROM users WHERE upn = 'finance@contoso.example')`,
  );
  const visitedBefore = (latestVisit.get() as { id: number }).id;
  const { context, page } = await signedIn({ upn: 'finance@contoso.example' });
  await menu(page).getByRole('button', { name: 'Microsoft 365' }).click();
  await menu(page).getByRole('link', { name: 'Licences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
  await expect.poll(() => (latestVisit.get() as { id: number }).id).toBeGreaterThan(visitedBefore);
  db.close();
  await page.goto('/billing/legacy-homepage');
  await expect(page.getByRole('heading', { level: 1, name: 'My Metrics' })).toBeVisible();

  const recent = page.getByRole('region', { name: 'Your recent pages' });
  const recentLinks = recent.getByRole('link');
  // The latest visit first; pages outside the menu (My Metrics itself) are not listed.
  await expect(recentLinks.first()).toHaveText('Licences');
  await expect(recent.getByRole('link', { name: 'Overview', exact: true })).toBeVisible();
  await expect(recent).not.toContainText('My Metrics');
  const top = page.getByRole('region', { name: 'Most visited in your organisation' });
  await expect(top.getByRole('link', { name: 'Overview', exact: true })).toBeVisible();
  await expect(top).toContainText(/Overview \(\d+ visits?\)/);

  await recentLinks.first().click();
  await expect(page).toHaveURL(/\/billing\/m365\/licences$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
  await context.close();
});

test('the banners belong to the top bar: they stay in view while the page scrolls', async ({ signedIn }) => {
  const { context, page } = await signedIn({ upn: 'demo@demo.example' });
  await page.setViewportSize({ width: 1280, height: 480 });
  const banner = page
    .getByRole('region', { name: 'Notices' })
    .getByText('DEMO Mode: Data is synthetic and not real, functionality is limited!');
  await expect(banner).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  // To the end of the page, once its figures are there (the page grows as they come).
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(200);
  // The page's title has scrolled away; the banner, under the top bar, has not.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).not.toBeInViewport();
  await expect(banner).toBeInViewport();
  const bar = await page.getByRole('banner').boundingBox();
  const notice = await banner.boundingBox();
  expect(bar && notice && notice.y >= bar.y + bar.height - 1).toBe(true);
  await context.close();
});

test("the logo's skeleton shows until the logo image itself has loaded", async ({ signedIn }) => {
  const held: import('@playwright/test').Route[] = [];
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    path: '/billing/overview',
    beforeOpen: async (opened) => {
      await opened.route('**/media/logo.svg', (route) => void held.push(route));
    },
  });
  const home = page.getByRole('link', { name: 'Cloud Portal home' });
  // The menu and the page are there, the logo's address is known; its image is still on its way.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const skeleton = home.locator('span[aria-hidden="true"]');
  await expect(skeleton).toBeVisible();
  await expect(home.locator('img')).toBeHidden();
  for (const route of held.splice(0)) await route.continue();
  await expect(home.locator('img')).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  await context.close();
});

test('the empty route and /billing, which only lead on, send no navigation audit event', async ({
  signedIn,
}) => {
  // The audit events as the backend stored them.
  const db = new DatabaseSync(currentDatabaseFile(), { readOnly: true });
  const events = (after: number) =>
    db
      .prepare(
        `SELECT id, location, location_name AS name FROM audit_events
         WHERE id > ? AND category = 'navigation'
           AND user_id = (SELECT id FROM users WHERE upn = 'admin@contoso.example') ORDER BY id`,
      )
      .all(after) as { id: number; location: string; name: string }[];
  const { before } = db.prepare('SELECT COALESCE(MAX(id), 0) AS before FROM audit_events').get() as {
    before: number;
  };
  // The page opens on the budgets; its own event is sent after the page shows, so the events this
  // test counts are the ones after that one (counting from the page's opening raced with it).
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    path: '/billing/azure/budgets',
  });
  await expect
    .poll(() => events(before).find((event) => event.location.startsWith('/billing/azure/budgets'))?.id)
    .toBeDefined();
  const last = events(before).find((event) => event.location.startsWith('/billing/azure/budgets'))?.id ?? 0;
  const navigation = () => events(last);
  const visited = () => navigation().map((event) => event.location.split('?')[0]);
  const overview = page.getByRole('heading', { level: 1, name: 'Overview' });
  // Each page's event is recorded before the next address is opened (the event is sent once the
  // menu is in, which can be a moment after the heading shows).
  await page.goto('/');
  await expect(overview).toBeVisible();
  await expect.poll(visited).toEqual(['/billing/overview']);
  await page.goto('/billing');
  await expect(overview).toBeVisible();
  await expect.poll(visited).toEqual(['/billing/overview', '/billing/overview']);
  // A persona change reloads the page through /billing.
  await page.goto('/billing/azure/cost-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Cost overview' })).toBeVisible();
  await page.getByRole('button', { name: 'Help' }).click();
  await leaveOnlyFinance(page, 'Yes');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Cost overview' })).toBeVisible();
  await expect
    .poll(visited)
    .toEqual(['/billing/overview', '/billing/overview', '/billing/azure/cost-overview']);
  expect(navigation().map((event) => event.name)).not.toContain('unknown');
  db.close();
  await context.close();
});

test("the videos area's own side menu opens, closes and docks apart, and the portal's layout comes back after", async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example', path: '/billing/overview' });
  await menu(page).getByRole('button', { name: 'Dock menu' }).click();
  await expect(menu(page).getByRole('button', { name: 'Undock menu' })).toBeVisible();

  // To the videos area through the settings drawer: its menu has its own flags, undocked.
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('link', { name: 'Video Library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Dock menu' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Close menu' }).click();
  await expect(menu(page)).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(menu(page).getByRole('link', { name: 'Licence optimisation' })).toBeVisible();
  await menu(page).getByRole('button', { name: 'Dock menu' }).click();
  await expect(menu(page).getByRole('button', { name: 'Undock menu' })).toBeVisible();
  // A docked menu expands when it is opened (spec section 2), not only on hover: closed, then
  // opened from the top bar, it shows its labels until the pointer leaves it. The pointer leaves
  // the menu first (expanded, it covers the top bar's start).
  await page.mouse.move(1400, 600);
  await expect(menu(page)).toHaveAttribute('data-collapsed', 'true');
  await page.getByRole('banner').getByRole('button', { name: 'Close menu' }).click();
  await expect(menu(page)).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(menu(page)).toHaveAttribute('data-docked', 'true');
  await expect(menu(page)).not.toHaveAttribute('data-collapsed', 'true');
  await expect(menu(page).getByRole('link', { name: 'Licence optimisation' })).toBeVisible();
  await menu(page).hover();
  // The pointer leaves it for the page's right half (the expanded menu covers the heading).
  await page.mouse.move(1400, 600);
  await expect(menu(page)).toHaveAttribute('data-collapsed', 'true');

  // Back to the portal by the logo: its menu is as it was (docked, open), whatever the videos area did.
  await menu(page).getByRole('link', { name: 'Cloud Portal home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Undock menu' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /menu$/ })).toHaveCount(0);
  await menu(page).getByRole('button', { name: 'Undock menu' }).click();
  // The videos menu keeps its own docking for the next visit.
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('link', { name: 'Video Library' }).click();
  await expect(menu(page).getByRole('button', { name: 'Undock menu' })).toBeVisible();
  await context.close();
});

test('at 1440 px nothing reaches past the side menu or the viewport: no stray mark beside the menu', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    path: '/billing/azure/cost-overview',
    viewport: { width: 1440, height: 900 },
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Cost overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
  for (const path of ['/billing/azure/cost-overview', '/billing/overview', '/billing/m365/licences']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Main menu"]') as HTMLElement;
      const edge = nav.getBoundingClientRect().right;
      // What of the menu is drawn past its own edge (its links with their padding and marker).
      const past = [...nav.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
        .map((element) => element.textContent?.trim().slice(0, 30) ?? element.tagName);
      const root = document.documentElement;
      return { past, wider: root.scrollWidth - root.clientWidth };
    });
    expect(overflow, path).toEqual({ past: [], wider: 0 });
  }
  await context.close();
});
