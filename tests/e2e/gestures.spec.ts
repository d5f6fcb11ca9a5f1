import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { requestsIdle } from './requests.ts';

/**
 * The spec's pointer constants (section 9, decision 12), on the page's clock: tooltips after their
 * delays, the touch long press, the viewport margin, the menu's indicator, and drag-scrolling a
 * long tab strip with its edge zone.
 */

/**
 * The page's clock stops a second on from its own now (a long jump would bring on the idle
 * timeout), so every wait below is the clock's, never the machine's. The clock flows while the
 * pause is asked for: should it have passed that point by then (a busy machine), the pause is
 * asked for again from the clock's new now.
 */
async function pauseClock(page: Page) {
  for (;;) {
    const target = (await page.evaluate(() => Date.now())) + 1_000;
    try {
      await page.clock.pauseAt(target);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * The component library shows a tooltip on hover only once the pointer has been used (its
 * interaction modality): a click on the page's heading, as a user's first click would.
 */
async function usePointer(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
}

test('on touch a 500 ms long press shows a tooltip, which hides 1500 ms after the finger lifts', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    path: '/billing/overview',
    hasTouch: true,
    beforeOpen: (opened) => opened.clock.install(),
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await pauseClock(page);
  const feedback = page.getByRole('banner').getByRole('button', { name: 'Feedback' });
  const tooltip = page.getByRole('tooltip', { name: 'Feedback' });
  await feedback.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, pointerId: 7 });
  await page.clock.runFor(499);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(tooltip).toBeVisible();
  // The finger lifts (the long press ends without a tap): the tooltip stays 1500 ms more.
  await feedback.dispatchEvent('pointercancel', { pointerType: 'touch', isPrimary: true, pointerId: 7 });
  await page.clock.runFor(1_400);
  await expect(tooltip).toBeVisible();
  await page.clock.runFor(100);
  await expect(tooltip).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test("the chat dialog's tooltips wait 1000 ms", async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    path: '/billing/overview',
    beforeOpen: (opened) => opened.clock.install(),
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Assistant' }).press('Enter');
  const chat = page.getByRole('dialog', { name: /chat$/ });
  const close = await chat.getByRole('button', { name: 'Close' }).boundingBox();
  if (!close) throw new Error('no Close button');
  await chat.getByRole('list', { name: 'Conversation' }).click({ position: { x: 5, y: 5 } });
  await pauseClock(page);
  // The top bar's tooltip, shown while its button had the focus, has cooled down: a tooltip just
  // after another would show at once.
  await page.clock.runFor(1_000);
  // The pointer onto Close (without an action's waits, which the paused clock would hold).
  await page.mouse.move(close.x + close.width / 2, close.y + close.height / 2);
  await page.clock.runFor(999);
  await expect(page.getByRole('tooltip', { name: 'Close the chat' })).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByRole('tooltip', { name: 'Close the chat' })).toBeVisible();
  await context.close();
});

test('a tooltip keeps 8 px from the edge of the viewport', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    path: '/billing/azure/cost-overview?tab=By+service',
    viewport: { width: 800, height: 700 },
  });
  // The first tab sits at the content's left edge on a narrow screen: its long tooltip would go past it.
  const first = page.getByRole('tablist', { name: 'Cost overview tabs' }).getByRole('tab').first();
  // The screen's reads answered first: its content arriving can move the tabs out from under a
  // pointer that rested on one.
  await requestsIdle(page);
  await usePointer(page);
  await first.hover();
  const tooltip = page.getByRole('tooltip', { name: 'Monthly cost trend with forecast' });
  await expect(tooltip).toBeVisible();
  const box = await tooltip.boundingBox();
  expect(box && Math.round(box.x)).toBe(8);
  await context.close();
});

test("the menu's expand indicator turns in 225 ms", async ({ signedIn }) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example', path: '/billing/overview' });
  const branch = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Azure' });
  const indicator = branch.locator('[aria-hidden="true"]').last().locator('..');
  const turn = () =>
    indicator.evaluate((element) => {
      const style = getComputedStyle(element);
      return { duration: style.transitionDuration, transform: style.transform };
    });
  expect((await turn()).duration).toBe('0.225s');
  const collapsed = (await turn()).transform;
  await branch.click();
  await expect.poll(async () => (await turn()).transform).not.toBe(collapsed);
  await context.close();
});

test('a long tab strip scrolls with a mouse drag, on by itself in its edge zone, and the drag selects no tab', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    path: '/billing/m365/usage',
    viewport: { width: 400, height: 700 },
    beforeOpen: (opened) => opened.clock.install(),
  });
  const strip = page.getByRole('tablist', { name: 'Usage tabs' });
  await expect(strip.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  const overflow = await strip.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeGreaterThan(20);
  await pauseClock(page);
  const box = await strip.boundingBox();
  if (!box) throw new Error('no tab strip');
  const y = box.y + box.height / 2;
  const scrollLeft = () => strip.evaluate((element) => element.scrollLeft);
  // Press on a tab in the middle, drag 10 px to the left: the strip follows.
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 10, y, { steps: 2 });
  expect(await scrollLeft()).toBe(10);
  // On into the left edge zone (5% of the strip's width), held there: 2 px a frame on the clock.
  await page.mouse.move(box.x + 2, y, { steps: 4 });
  const atEdge = await scrollLeft();
  await page.clock.runFor(16 * 3);
  expect(await scrollLeft()).toBe(Math.min(overflow, atEdge + 6));
  await page.mouse.up();
  // The drag chose no tab.
  await expect(strip.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await context.close();
});

test("the report toolbar, dragged into its area's edge zone and held there, goes on to the edge by itself", async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    path: '/billing/azure/cost-overview?tab=Summary',
    beforeOpen: (opened) => opened.clock.install(),
  });
  const toolbar = page.getByRole('toolbar', { name: 'Report toolbar' });
  await expect(toolbar.getByRole('button', { name: 'Save View' })).toBeVisible({ timeout: 20_000 });
  const area = await toolbar.evaluate((element) => {
    const box = (element.parentElement as HTMLElement).getBoundingClientRect();
    return { left: box.left, width: box.width };
  });
  const handle = await toolbar.getByRole('button', { name: 'Move toolbar' }).boundingBox();
  if (!handle) throw new Error('no move handle');
  const left = () => toolbar.evaluate((element) => element.getBoundingClientRect().left);
  await pauseClock(page);
  const y = handle.y + handle.height / 2;
  // Grabbed by its handle and dragged left, to 10 px inside the zone (5% of the area's width).
  const zone = area.width * 0.05;
  await page.mouse.move(handle.x + handle.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(area.left + zone - 10, y, { steps: 8 });
  const dropped = await left();
  // Held there: 2 px a frame towards the edge, until the toolbar's bound (8 px from the area's edge).
  await page.clock.runFor(16 * 5);
  expect(Math.round(await left())).toBe(Math.round(dropped - 10));
  await page.clock.runFor(16 * 200);
  const atEdge = await left();
  expect(Math.round(atEdge - area.left)).toBeLessThanOrEqual(10);
  await page.mouse.up();
  await page.clock.runFor(16 * 10);
  expect(await left()).toBe(atEdge);
  await context.close();
});
