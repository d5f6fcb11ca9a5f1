import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of violations when axe finds any WCAG 2.2 AA problem on the page; with
 * `rules`, only those rules run (e.g. the colour rules once more after a theme change).
 */
export async function expectNoAxeViolations(page: Page, rules?: readonly string[]) {
  // A colour still moving (a tab just selected, a theme just changed) is not the colour users read.
  await settled(page);
  const builder = new AxeBuilder({ page })
    // Sandboxed frames run no script, so axe cannot enter them, and its frame-by-frame mode would
    // wait for them: check the page itself (frames included as elements, with their titles). Set
    // before the tags: AxeBuilder's options() replaces whatever was set before it. The visible
    // label in the accessible name (WCAG 2.5.3) is an experimental rule, so it is turned on by name.
    .options({ iframes: false, rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (rules) builder.withRules([...rules]);
  const results = await builder.setLegacyMode(true).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.length} nodes: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join('; ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Switches the theme. In the portal's shell (its root carries `data-theme`) from the settings
 * drawer, as a user does; while a modal dialog blocks the drawer, by setting the root's
 * `data-theme` as the drawer's switch does. Elsewhere (the identity provider's pages, which follow
 * the system) through the system setting.
 */
export async function switchTheme(page: Page, theme: 'light' | 'dark') {
  const html = page.locator('html');
  const current = await html.getAttribute('data-theme');
  if (current === null) {
    await page.emulateMedia({ colorScheme: theme });
    return;
  }
  if (current === theme) return;
  const modal = page.locator('[role="alertdialog"], [role="dialog"]');
  if ((await modal.count()) > 0) {
    await html.evaluate((root, value) => {
      root.dataset.theme = value;
    }, theme);
    await settled(page);
    return;
  }
  await page.getByRole('button', { name: 'Help' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Dark mode').click();
  await expect(html).toHaveAttribute('data-theme', theme);
  await page.mouse.click(5, 5); // outside the drawer
  // Gone from the page, not only hidden: its closing overlay would count as content outside landmarks.
  await expect(drawer).toHaveCount(0);
  await expect(page.locator('[data-overlay-container]')).toHaveCount(0);
  await settled(page);
}

/**
 * Every transition and every animation that ends has ended: axe reads the colours as they end up,
 * not a theme change's transition under way nor a tab panel's 500 ms fade-in (spec section 9), whose
 * opacity blends the text into its background while it runs. Animations that never end (a loading
 * bar's slide) are not waited for.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          !(animation instanceof CSSTransition || animation instanceof CSSAnimation) ||
          animation.playState === 'finished' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}

/** Axe finds no WCAG 2.2 AA problem in the light theme, nor in the dark one; it ends light. */
export async function expectNoAxeViolationsInBothThemes(page: Page) {
  await switchTheme(page, 'light');
  await expectNoAxeViolations(page);
  await switchTheme(page, 'dark');
  await expectNoAxeViolations(page);
  await switchTheme(page, 'light');
}
