import { expect, type Page } from '@playwright/test';

/**
 * The request layer's state as the page publishes it (web/src/data/request-activity.ts):
 * `busy`, `retrying` (waiting for its next try, a timer) or `idle`.
 */
export type RequestsState = 'busy' | 'retrying' | 'idle';

/**
 * Two animation frames in the page: the render that showed what a journey waited for has run its
 * effects by then, so the reads those effects start are on their way (the page publishes `busy` at
 * once, `idle` only after two quiet frames).
 */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Waits until the page's request layer has nothing to read or change: no call on the network from
 * the SDK, no read being made, no change being saved. A state, not a duration.
 */
export async function requestsIdle(page: Page, timeout = 20_000): Promise<void> {
  await twoFrames(page);
  await expect(page.locator('html'), 'the request layer is idle').toHaveAttribute('data-requests', 'idle', {
    timeout,
  });
}
