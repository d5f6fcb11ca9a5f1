import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 15, keyboard: the whole journey with the keyboard alone (page.keyboard, no click, no
 * pointer): sign in, pick a tenant, open a menu item, switch tabs, search, send feedback, save a
 * view, ask the assistant, log out. At every stop of the focus, the focused element is on screen
 * and shows a focus indicator; each step's result is checked.
 */

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

interface Focused {
  tag: string;
  name: string;
  visible: boolean;
  indicator: string | undefined;
}

/** What has the focus: its name, whether it is on screen, and what shows that it has the focus. */
function describeFocus(page: Page): Promise<Focused | undefined> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return undefined;
    const label =
      el.getAttribute('aria-label') ??
      (el.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    const name = (label || el.textContent || (el as HTMLInputElement).placeholder || el.title || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    const rect = el.getBoundingClientRect();
    const onScreen =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < window.innerHeight &&
      rect.left < window.innerWidth;
    const visible = el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && onScreen;
    // A dialog just opened holds the focus itself (its name is read; the next Tab goes to its first
    // control): the dialog on top of the page is what shows where the focus is, no ring around it.
    const role = el.getAttribute('role');
    if (role === 'dialog' || role === 'alertdialog')
      return { tag: el.tagName.toLowerCase(), name, visible, indicator: `the ${role} itself` };
    // The indicator: a ring (an outline, or a box shadow) on the element itself; or an outline on
    // what draws the field around it (a search box's frame, :focus-within) or inside it (a
    // checkbox's box). Outlines are the portal's focus rings only: nothing else draws one.
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
        ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        : undefined;
    };
    const shadow = getComputedStyle(el).boxShadow;
    let indicator = ring(el) ?? (shadow && shadow !== 'none' ? `box-shadow ${shadow}` : undefined);
    for (
      let up = el.parentElement, level = 0;
      !indicator && up && level < 3;
      up = up.parentElement, level += 1
    )
      indicator = ring(up);
    for (const inner of [...el.querySelectorAll('*')].slice(0, 20)) indicator ??= ring(inner);
    return { tag: el.tagName.toLowerCase(), name, visible, indicator };
  });
}

/** The focus is somewhere on screen and shows it. */
async function expectFocusVisible(page: Page, step: string): Promise<Focused> {
  // A focus that moves as a result of the key (a dialog opening, a page loading) settles first.
  // The element found visible is the one checked (read twice, a focus moving between the reads
  // could be caught on the document body).
  let focused: Focused | undefined;
  await expect
    .poll(
      async () => {
        focused = await describeFocus(page);
        return focused?.visible ?? false;
      },
      { message: step },
    )
    .toBe(true);
  expect(focused, `${step}: something has the focus`).toBeDefined();
  expect(
    focused?.indicator,
    `${step}: <${focused?.tag}> '${focused?.name}' shows a focus indicator`,
  ).toBeDefined();
  return focused as Focused;
}

/** After a page change: the focus is back at the top of the document, or visible where it is. */
async function expectFocusVisibleOrReset(page: Page, step: string) {
  if ((await describeFocus(page)) !== undefined) await expectFocusVisible(page, step);
}

/** Whether `target` has the focus. */
async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus indicator at every
 * stop; fails naming the stops if it never comes (a trap, or an element the keyboard cannot reach).
 */
async function tabTo(
  page: Page,
  target: Locator,
  step: string,
  options: { back?: boolean; max?: number } = {},
) {
  const stops: string[] = [];
  for (let i = 0; i < (options.max ?? 80); i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const focused = await expectFocusVisible(page, `${step}, stop ${i + 1}`);
    stops.push(`${focused.tag} '${focused.name}'`);
  }
  expect(await isFocused(target), `${step}: reached by Tab; stops: ${stops.join(', ')}`).toBe(true);
}

/** Presses `key` and checks the focus indicator where the focus lands. */
async function press(page: Page, key: string, step: string) {
  await page.keyboard.press(key);
  await expectFocusVisible(page, `${step} (${key})`);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const bar = (page: Page) => page.getByRole('navigation', { name: 'Help and tools' });
const notices = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('the whole journey by keyboard alone, the focus always visible', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const started = `${Date.now()}`;

  // Sign in: the portal's Sign in, then the identity provider's form.
  await page.goto('/login');
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }), 'sign in');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await tabTo(page, page.getByLabel('Account'), 'account field');
  await page.keyboard.type('admin@contoso.example');
  await tabTo(page, page.getByLabel('Password'), 'password field');
  await page.keyboard.type('demo');
  await page.keyboard.press('Enter');

  // Pick a tenant.
  await expect(page.getByRole('heading', { level: 1, name: 'Select Tenant' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /Contoso Ltd/ }), 'tenant');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({ timeout: 20_000 });

  // Open a menu item: Microsoft 365, then Licences.
  await tabTo(page, menu(page).getByRole('button', { name: 'Microsoft 365' }), 'menu branch');
  await press(page, 'Enter', 'menu branch');
  await expect(menu(page).getByRole('button', { name: 'Microsoft 365' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await tabTo(page, menu(page).getByRole('link', { name: 'Licences' }), 'menu item');
  await press(page, 'Enter', 'menu item');
  await expect(page).toHaveURL(/\/billing\/m365\/licences$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();

  // Switch tabs: the arrow keys move along the tab list and select.
  const tabs = page.getByRole('tablist', { name: 'Licences tabs' });
  await tabTo(page, tabs.getByRole('tab', { selected: true }), 'tab list');
  await press(page, 'ArrowRight', 'next tab');
  await expect(tabs.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Users' })).toBeFocused();
  await expect(page).toHaveURL(/tab=Users$/);
  await expect(page.getByRole('tabpanel')).toContainText('Licence users');

  // Search: Ctrl+K, a word, then a result chosen from the list opens its page.
  await press(page, 'ControlOrMeta+k', 'search');
  const search = page.getByRole('dialog', { name: 'Search' });
  const searchField = search.getByRole('searchbox', { name: 'Search pages and tabs' });
  await expect(searchField).toBeFocused();
  await page.keyboard.type('Invoice');
  await expect(search.getByText(/Total results: [1-9]/)).toBeVisible();
  const results = search.getByRole('grid', { name: 'Search results' });
  const invoice = results.getByRole('row').filter({ hasText: /^Insights \/ Invoice/ });
  await expect(invoice).toBeVisible();
  await tabTo(page, results.getByRole('row').first(), 'search results');
  for (let i = 0; i < 20 && !(await isFocused(invoice)); i += 1)
    await press(page, 'ArrowDown', 'next result');
  await expect(invoice).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(search).toHaveCount(0);
  // The chosen page opens as a page load does: the focus starts again at the top of the document
  // (nothing focused), and the next Tab goes from there.
  await expectFocusVisibleOrReset(page, 'open result');
  await expect(page).toHaveURL(/\/billing\/insights\/invoice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();

  // Send feedback on the page: a rating, a comment, Submit; then the thanks.
  await tabTo(page, bar(page).getByRole('button', { name: 'Feedback' }), 'feedback button', { back: true });
  await press(page, 'Enter', 'feedback');
  const feedback = page.getByRole('dialog', { name: /^Feedback: Invoice/ });
  await expect(feedback).toBeVisible();
  await tabTo(page, feedback.getByRole('button', { name: 'Rating: 4' }), 'rating');
  await press(page, 'Space', 'rating');
  await expect(feedback.getByRole('button', { name: 'Rating: 4' })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, feedback.getByLabel('Comment (please do not include personal details)'), 'comment');
  await page.keyboard.type(`Keyboard journey ${started}`);
  await tabTo(page, feedback.getByRole('button', { name: 'Submit' }), 'submit');
  await press(page, 'Enter', 'submit');
  const thanks = page.getByRole('dialog', { name: 'Thank you' });
  await expect(thanks).toContainText('Your feedback has been submitted and will be reviewed by our team.');
  await expectFocusVisible(page, 'thanks');
  await page.keyboard.press('Escape');
  await expect(thanks).toHaveCount(0);
  await expect(feedback).toHaveCount(0);
  // The focus should go back to the Feedback button; it falls to the top of the document (a shell
  // finding, the test below), so the journey goes on from there.
  await expectFocusVisibleOrReset(page, 'after the thanks');

  // Save a view of the report, then find it in My Views.
  const toolbar = page.getByRole('toolbar', { name: 'Report toolbar' });
  await expect(toolbar.getByRole('button', { name: 'Save View' })).toBeVisible({ timeout: 20_000 });
  await tabTo(page, toolbar.getByRole('button', { name: 'Save View' }), 'save view');
  await press(page, 'Enter', 'save view');
  const save = page.getByRole('dialog', { name: 'Save view' });
  await expect(save.getByRole('textbox', { name: 'Title' })).toBeFocused();
  const title = `Keys ${started.slice(-6)}`;
  await page.keyboard.type(title);
  // Saving takes a call: the focus is checked once the popup has closed and given it back.
  await page.keyboard.press('Enter');
  await expect(save).toHaveCount(0);
  await expectFocusVisible(page, 'save (Enter)');
  const saved = notices(page).getByText('View Saved');
  await expect(saved.first()).toBeVisible();
  expect(await liveRegionOf(saved.first()), 'the toast is announced').not.toBeNull();
  await tabTo(page, toolbar.getByRole('button', { name: /My Views/ }), 'my views', { back: true });
  await press(page, 'Enter', 'my views');
  const list = page.getByRole('dialog', { name: 'My views' });
  await expect(list.getByRole('button', { name: title })).toBeVisible();
  await tabTo(page, list.getByRole('button', { name: title }), 'saved view');
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expectFocusVisible(page, 'after my views');

  // Ask the assistant: the question typed and sent with Enter, the answer announced.
  await tabTo(page, bar(page).getByRole('button', { name: 'Assistant' }), 'assistant', { back: true });
  await press(page, 'Enter', 'assistant');
  const chat = page.getByRole('dialog', { name: /chat$/ });
  const conversation = chat.getByRole('list', { name: 'Conversation' });
  const answers = conversation.getByRole('article', { name: /says$/ });
  await expect(answers.first()).toBeVisible({ timeout: 15_000 });
  // The user's previous chat opens again (other journeys may have asked before): count its answers.
  const before = await answers.count();
  await tabTo(page, chat.getByRole('textbox', { name: 'Your question' }), 'question');
  await page.keyboard.type('Which services cost the most last month?');
  await press(page, 'Enter', 'ask');
  await expect(conversation.getByRole('article', { name: /asked$/ }).last()).toContainText(
    'Which services cost the most last month?',
  );
  await expect(answers).toHaveCount(before + 1, { timeout: 20_000 });
  // The reply took the place of the 'is answering' line (a line of its own, never in an answer), and
  // the focus stayed in the question, which takes typing again.
  await expect(conversation.getByRole('status')).toHaveCount(0);
  const question = chat.getByRole('textbox', { name: 'Your question' });
  await expect(question).toBeFocused();
  await expect(question).toBeEditable();
  expect(await liveRegionOf(answers.last()), 'the reply is announced').toBe('polite');
  await page.keyboard.press('Escape');
  await expect(chat).toHaveCount(0);
  await expectFocusVisible(page, 'after the assistant');

  // Log out from the side menu (before the top bar in the page's order).
  await tabTo(page, menu(page).getByRole('button', { name: 'Logout' }), 'logout', { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await context.close();
});

test('closing the thanks for feedback gives the focus back to the Feedback button', async ({ signedIn }) => {
  // Found by the journey above in the shell's dialogs (web/src/dialogs, web/src/shell: not this
  // change's to fix): the focus falls to the document's body instead (WCAG 2.4.3).
  const { context, page } = await signedIn({ upn: 'finance@contoso.example', locale: 'en-US' });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const button = bar(page).getByRole('button', { name: 'Feedback' });
  await tabTo(page, button, 'feedback button');
  await page.keyboard.press('Enter');
  const feedback = page.getByRole('dialog', { name: 'Feedback: Overview' });
  await tabTo(page, feedback.getByRole('button', { name: 'Rating: 5' }), 'rating');
  await page.keyboard.press('Space');
  await tabTo(page, feedback.getByLabel('Comment (please do not include personal details)'), 'comment');
  await page.keyboard.type('Focus after the thanks.');
  await tabTo(page, feedback.getByRole('button', { name: 'Submit' }), 'submit');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toHaveCount(0);
  await expect(button).toBeFocused();
  await context.close();
});

/** The nearest live region around `locator` (aria-live, or a status, log or alert role). */
async function liveRegionOf(locator: Locator): Promise<string | null> {
  return locator.evaluate((el) => {
    const region = el.closest(
      '[aria-live]:not([aria-live="off"]), [role="status"], [role="log"], [role="alert"]',
    );
    return region ? (region.getAttribute('aria-live') ?? region.getAttribute('role')) : null;
  });
}
