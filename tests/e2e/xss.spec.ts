import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, type SignedIn, test } from './fixtures.ts';
import { requestsIdle } from './requests.ts';

/**
 * Issue 14, XSS: hostile text (script tags, event handlers, javascript: URLs, markdown links and
 * images, SVG) through every text a user or the backend can supply. Each payload would set
 * window.__xss or open a dialog if it ran, and marks any element it manages to create with data-xss.
 * Nothing may run, no such element may exist, and no link may carry an unsafe scheme. The fixture
 * also fails the journeys on any Content Security Policy violation (an inline handler that the
 * policy had to stop counts as a failure too: it should never have reached the DOM).
 */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1" data-xss>',
  '<script data-xss>window.__xss=1</script>',
  '<svg data-xss onload="window.__xss=1"><circle r="9"/></svg>',
  '<a data-xss href="javascript:window.__xss=1">open</a>',
  '[open me](javascript:window.__xss=1)',
  '![chart](javascript:window.__xss=1)',
  '"><iframe data-xss src="javascript:window.__xss=1"></iframe>',
  '<details data-xss open ontoggle="window.__xss=1">',
];
/** A short payload for fields with a length limit (view titles: 40 characters). */
const SHORT = '<img data-xss src=x onerror=alert(1)>';

/** The texts of backend answers that the web app shows to the user. */
const TEXT_KEYS = new Set([
  'displayName',
  'description',
  'text',
  'message',
  'response',
  'followup',
  'title',
  'label',
  'summary',
  'detail',
  'notes',
  'finding',
  'recommendation',
  'partnerName',
  'productName',
  'publisher',
  'department',
  'owner',
  'organiser',
  'service',
  'subscription',
  'group',
]);
/** Keys that are names a user reads (but elsewhere are keys the app looks pages up by). */
const NAME_IN = /graphql|\/tenants|\/files$|\/recommendations|\/office\/|\/alerts|\/config\//;
const LINK_KEYS = new Set(['url', 'entityUrl', 'href', 'link']);

let next = 0;
const payload = () => PAYLOADS[next++ % PAYLOADS.length] ?? '';

/** The answer with every shown text replaced by a payload (kept after the text, so it stays unique). */
function poison(value: unknown, key: string, names: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, key, names));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k, names)]));
  if (typeof value !== 'string') return value;
  if (TEXT_KEYS.has(key) || (names && key === 'name')) return `${value} ${payload()}`;
  if (key === 'related_links' || LINK_KEYS.has(key)) return next++ % 2 ? 'javascript:window.__xss=1' : value;
  return value;
}

/** Every JSON answer of the backend, poisoned on the way to the page. */
async function poisonBackend(context: BrowserContext) {
  await context.route(
    (url) =>
      (url.pathname.startsWith('/services/') || url.pathname.startsWith('/api/')) &&
      !url.pathname.startsWith('/api/auth/'),
    async (route: Route) => {
      const response = await route.fetch().catch(() => undefined);
      if (!response) return route.abort().catch(() => undefined);
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('json')) return route.fulfill({ response });
      const body = await response.json().catch(() => undefined);
      if (body === undefined) return route.fulfill({ response });
      const names = NAME_IN.test(new URL(route.request().url()).pathname);
      return route.fulfill({ response, body: JSON.stringify(poison(body, '', names)) });
    },
  );
}

/** Counts a dialog (alert, confirm, prompt) that a payload opened, and dismisses it. */
function watchDialogs(page: Page, opened: string[]) {
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
}

/** Nothing ran in any frame of the page, nothing was made of the markup, no link is unsafe. */
async function expectInert(page: Page, where: string) {
  for (const frame of page.frames()) {
    const found = await frame
      .evaluate(() => {
        const unsafe = /^\s*(javascript|data|vbscript):/i;
        const links = [
          ...document.querySelectorAll<HTMLElement>(
            'a[href], area[href], iframe[src], form[action], embed, object',
          ),
        ]
          .map(
            (element) =>
              element.getAttribute('href') ??
              element.getAttribute('src') ??
              element.getAttribute('action') ??
              '',
          )
          .filter((value) => unsafe.test(value));
        return {
          ran: (window as unknown as { __xss?: unknown }).__xss !== undefined,
          made: document.querySelectorAll('[data-xss]').length,
          links,
        };
      })
      .catch(() => undefined);
    if (!found) continue; // a cross-origin or closed frame
    expect(found.ran, `${where}: a payload ran in ${frame.url()}`).toBe(false);
    expect(found.made, `${where}: markup was made of a payload in ${frame.url()}`).toBe(0);
    expect(found.links, `${where}: unsafe links in ${frame.url()}`).toEqual([]);
  }
}

/** Screens of every kind: overview, cost, licence, recommendation, security, monitoring, config, settings. */
const SCREENS = [
  '/billing/overview',
  '/billing/azure/budgets',
  '/billing/azure/anomalies',
  '/billing/azure/cost-overview?tab=By+service',
  '/billing/azure/subscriptions',
  '/billing/m365/licences',
  '/billing/m365/directory/groups',
  '/billing/m365/third-party-apps',
  '/billing/recommendations/m365',
  '/billing/recommendations/azure',
  '/billing/security/alerts',
  '/billing/monitoring/alerts',
  '/billing/monitoring/service-health',
  '/billing/configuration/tags',
  '/billing/configuration/users',
  '/billing/insights/dashboard',
  '/billing/admin-section-settings-dashboard?tab=files',
  '/billing/admin-section-settings-dashboard?tab=integrations',
  '/billing/release-notes',
  '/billing/legacy-homepage',
];

/** Contoso's admin, signed in with every answer of the backend poisoned, watched for dialogs and errors. */
async function poisoned(signedIn: SignedIn) {
  const dialogs: string[] = [];
  const errors: string[] = [];
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
    beforeOpen: (opening) => {
      watchDialogs(opening, dialogs);
      opening.on('pageerror', (error) => errors.push(error.message));
    },
  });
  await poisonBackend(context);
  return {
    page,
    /** No payload opened a dialog or threw in the page; the context closes. */
    done: async () => {
      expect(dialogs, 'dialogs opened by payloads').toEqual([]);
      expect(errors, 'errors in the page').toEqual([]);
      await context.close();
    },
  };
}

// The screens in four shares, a test each: no test runs longer than two minutes on a slow machine.
const SHARES = 4;
for (let share = 0; share < SHARES; share += 1) {
  const screens = SCREENS.filter((_, index) => index % SHARES === share);
  test(`hostile text from the backend is shown as text on every kind of screen and in the menu (${share + 1} of ${SHARES})`, async ({
    signedIn,
  }) => {
    const { page, done } = await poisoned(signedIn);
    let shown = 0;
    for (const path of screens) {
      await test.step(path, async () => {
        await page.goto(path);
        const main = page.getByRole('main');
        // The screen's reads answered (its second reads too) before its text is read.
        await requestsIdle(page);
        await expect(main.getByRole('progressbar')).toHaveCount(0);
        // The menu's names arrive poisoned: the side menu shows the payload as text.
        await expect(page.getByRole('navigation').first()).toContainText('window.__xss');
        if ((await main.textContent())?.includes('window.__xss')) shown += 1;
        await expectInert(page, path);
      });
    }
    // The poisoned texts did reach the screens (as text), not only the menu.
    expect(shown).toBeGreaterThan(screens.length / 2);
    await done();
  });
}

test('hostile text from the backend is shown as text in search results and chat answers', async ({
  signedIn,
}) => {
  const { page, done } = await poisoned(signedIn);
  await page.goto('/billing/overview');
  // The frame and its page are there (a count of no progress bars holds before the page is), so
  // the shortcut below reaches a frame that listens.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);

  await test.step('search results', async () => {
    await page.keyboard.press('ControlOrMeta+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByPlaceholder('What would you like to find?').fill('cost');
    await expect(dialog.getByText(/Total results: [1-9]/)).toBeVisible();
    await expect(dialog).toContainText('window.__xss');
    await expectInert(page, 'search');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('chat answers, related links and follow-ups', async () => {
    await page.getByRole('button', { name: 'Assistant' }).click();
    const dialog = page.getByRole('dialog', { name: /chat$/ });
    const input = dialog.getByRole('textbox', { name: 'Your question' });
    // The chat is open (its greeting shown) and ready (Send on) before the question goes: Enter
    // sends nothing before.
    await expect(dialog.getByRole('article', { name: /says$/ }).first()).toBeVisible();
    await input.fill('Which services cost the most last month?');
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled({ timeout: 15_000 });
    await input.press('Enter');
    const answer = dialog.getByRole('article', { name: /says$/ }).nth(1);
    await expect(answer).toContainText('window.__xss');
    await expectInert(page, 'chat');
    // A related link whose address was made a javascript: URL is not a link. The answer has its
    // related pages (their addresses poisoned or not): they are listed, and what is shown as a link
    // goes to a portal route (expectInert checks every link of the page too).
    const related = answer.getByRole('navigation', { name: 'Related pages' });
    await expect(related.getByRole('listitem')).not.toHaveCount(0);
    for (const link of await related.getByRole('link').all())
      expect(await link.getAttribute('href')).toMatch(/^\/billing\//);
    await dialog.getByRole('button', { name: /Close/ }).first().click();
  });
  await done();
});

test('hostile text a user types is kept as text: chat, search, feedback, a view title, a list entry, an SVG logo', async ({
  signedIn,
}) => {
  const dialogs: string[] = [];
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
    beforeOpen: (opening) => watchDialogs(opening, dialogs),
  });
  const hostile = PAYLOADS.join(' ');

  await test.step('chat question (sanitised before it is sent, spec section 5)', async () => {
    await page.getByRole('button', { name: 'Assistant' }).click();
    const dialog = page.getByRole('dialog', { name: /chat$/ });
    const input = dialog.getByRole('textbox', { name: 'Your question' });
    const answers = dialog.getByRole('article', { name: /says$/ });
    await expect(answers.first()).toBeVisible({ timeout: 15_000 });
    const before = await answers.count();
    await input.fill(`Costs ${PAYLOADS[0]} ${PAYLOADS[4]} ${PAYLOADS[3]} please`);
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled({ timeout: 15_000 });
    await input.press('Enter');
    const asked = dialog.getByRole('article', { name: /asked$/ }).last();
    await expect(asked).toContainText(/Costs .*please/);
    await expect(asked).not.toContainText('onerror');
    await expect(answers).toHaveCount(before + 1, { timeout: 15_000 });
    await expectInert(page, 'chat question');
    await page.getByRole('dialog', { name: /chat$/ }).getByRole('button', { name: 'Close' }).first().click();
  });

  await test.step('search text', async () => {
    await page.keyboard.press('ControlOrMeta+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByPlaceholder('What would you like to find?').fill(SHORT);
    await expect(dialog.getByText('No results...')).toBeVisible();
    await expectInert(page, 'search text');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('feedback comment', async () => {
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: /^Feedback/ });
    await dialog.getByRole('button', { name: 'Rating: 3' }).click();
    await dialog.getByLabel('Comment (please do not include personal details)').fill(hostile);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
    await expectInert(page, 'feedback');
  });

  await test.step('a saved view titled with markup, listed after a reload', async () => {
    await page.goto('/billing/insights/invoice');
    const toolbar = page.getByRole('toolbar', { name: 'Report toolbar' });
    await toolbar.getByRole('button', { name: 'Save View' }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(SHORT);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await toolbar.getByRole('button', { name: /My Views/ }).click({ timeout: 20_000 });
    const list = page.getByRole('dialog', { name: 'My views' });
    await expect(list.getByRole('button', { name: SHORT, exact: true })).toBeVisible();
    await expectInert(page, 'view title');
    // Delete it again: the tab's views stay as they were for the other journeys.
    await list.getByRole('checkbox', { name: `Delete ${SHORT}`, exact: true }).check({ force: true });
    await page.keyboard.press('Escape');
  });

  await test.step('a cost rule named with markup, listed after a reload', async () => {
    await page.goto('/billing/configuration/rules');
    const screen = page.getByRole('region', { name: 'Rules', exact: true });
    await screen.getByRole('button', { name: 'New cost rule' }).click({ timeout: 20_000 });
    const dialog = page.getByRole('dialog', { name: 'New cost rule' });
    await dialog.getByLabel('Name', { exact: true }).fill(SHORT);
    await dialog.getByLabel('Matching text').fill(hostile.slice(0, 200));
    await dialog.getByRole('button', { name: /Action/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Rename', exact: true }).click();
    await dialog.getByLabel('New name or cost centre').fill(PAYLOADS[2] ?? '');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('gridcell', { name: SHORT, exact: true })).toBeVisible({ timeout: 20_000 });
    await expectInert(page, 'cost rule');
    await page.getByRole('button', { name: `Delete ${SHORT}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete cost rule' }).click();
    await expect(page.getByRole('gridcell', { name: SHORT, exact: true })).toHaveCount(0);
  });

  await test.step('a product name with markup, shown by the shell', async () => {
    await page.goto('/billing/admin-section-settings-dashboard?tab=general');
    const form = page.getByRole('form', { name: 'General settings' });
    const name = form.getByLabel('Product name');
    await expect(name).not.toHaveValue('', { timeout: 20_000 });
    const before = await name.inputValue();
    await name.fill(SHORT);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('General settings saved');
    await page.reload();
    await expect(page.getByRole('link', { name: `${SHORT} home` })).toBeVisible({ timeout: 20_000 });
    await expectInert(page, 'product name');
    await page.getByRole('form', { name: 'General settings' }).getByLabel('Product name').fill(before);
    await page.getByRole('form', { name: 'General settings' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('link', { name: `${before} home` })).toBeVisible();
  });

  await test.step('an SVG logo with a script is shown as an image and never runs', async () => {
    await page.goto('/billing/admin-section-settings-dashboard?tab=branding');
    const form = page.getByRole('form', { name: 'Branding images' });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" onload="window.__xss=1"><script>window.__xss=1</script><rect width="120" height="40" fill="#0050b3"/></svg>`;
    await form
      .getByRole('group', { name: 'Logo', exact: true })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'hostile.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await form.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('Branding saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Branding images' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('img', { name: /logo/i }).first()).toBeVisible();
    await expectInert(page, 'SVG logo');
    await page
      .getByRole('form', { name: 'Branding images' })
      .getByRole('button', { name: 'Reset to defaults' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Reset the branding?' })
      .getByRole('button', { name: 'Reset to defaults' })
      .click();
    await expect(page.getByText('Branding reset', { exact: true })).toBeVisible();
  });

  expect(dialogs, 'dialogs opened by payloads').toEqual([]);
  await context.close();
});
