import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { portalScreens } from './routes.ts';

/**
 * The portal on a phone (390×844, touch): every page of the admin's demo menu without a page-wide
 * sideways scroll, without text cut by the screen's edge (a wide table or chart scrolls in its own
 * named, focusable region), and the search reachable without a keyboard.
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** What of the page reaches past the screen's right edge, outside anything that scrolls sideways. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      let scroller = node.parentElement;
      while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      if (!scroller) cut.push(text.slice(0, 40));
    }
    return { wider: document.documentElement.scrollWidth - width, cut: [...new Set(cut)] };
  });
}

// Three shares of the menu's pages, so that no test runs long; the embedded reports are the
// report journeys' (their frames are the report host's page).
const SHARES = 3;
const screens = portalScreens().filter((screen) => screen.kind !== 'report');
for (let share = 0; share < SHARES; share += 1) {
  const mine = screens.filter((_, index) => index % SHARES === share);
  test(`on a phone, pages ${share + 1} of ${SHARES}: nothing cut, no sideways scroll, scrolling regions reachable`, async ({
    signedIn,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await signedIn({
      upn: 'admin@contoso.example',
      tenant: 'Contoso Ltd',
      path: '/billing/overview',
      ...PHONE,
    });
    const problems: string[] = [];
    for (const screen of mine) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
      // Settled: a section's code and styles can still be on their way when the heading shows, so
      // the page is given the poll's time to fit; what still does not fit then is a problem.
      await expect
        .poll(() => overflow(page))
        .toEqual({ wider: 0, cut: [] })
        .catch(() => undefined);
      const found = await overflow(page);
      if (found.wider > 0) problems.push(`${screen.path}: ${found.wider} px wider than the screen`);
      if (found.cut.length > 0) problems.push(`${screen.path}: cut ${JSON.stringify(found.cut.slice(0, 4))}`);
      const axe = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze();
      for (const violation of axe.violations)
        problems.push(
          `${screen.path}: ${violation.id} ${violation.nodes.map((n) => n.html.slice(0, 80)).join(' | ')}`,
        );
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('on a phone the search opens from the top bar, without a keyboard shortcut', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    path: '/billing/overview',
    ...PHONE,
  });
  // No room for the search box: a button in its place.
  await expect(page.getByRole('searchbox', { name: 'Search the portal' })).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox').fill('licence');
  await expect(dialog).toContainText(/Total results: [1-9]/);
  await context.close();
});
