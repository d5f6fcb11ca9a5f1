import type { Locator, Page } from '@playwright/test';

/** One step of a journey: its caption, shown from the moment the step starts, and what it does. */
export interface Step {
  caption: string;
  run?: (page: Page) => Promise<void>;
  /** How long the result stays on screen after the action, in ms (default HOLD_MS). */
  hold?: number;
}

/** A short recorded walk through one part of the portal: one help video. */
export interface Journey {
  /** The file names: `<id>.webm` and `<id>.vtt`. */
  id: string;
  title: string;
  description: string;
  /** The portal page the video is about. */
  page: string;
  /** The demo account that signs in (password demo) and the tenant it picks, if it has several. */
  account: string;
  tenant?: string;
  /** Where the recording starts, after sign-in (default: the homepage sign-in leads to). */
  start?: string;
  steps: Step[];
}

/** The caption shows this long before the step's action, so it can be read first. */
export const LEAD_MS = 600;
export const HOLD_MS = 1800;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no progress bar shows (at most `timeout` ms; a slow page is recorded as it is). */
export async function settle(page: Page, timeout = 10_000): Promise<void> {
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout })
    .catch(() => {});
}

/** Glides the visible pointer to the element, then clicks it (the recording shows where). */
export async function click(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (box) {
    await locator.page().mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 14 });
    await sleep(250);
  }
  await locator.click();
  await settle(locator.page());
}

/** Types the text key by key, as a person would. */
export async function type(locator: Locator, text: string): Promise<void> {
  await click(locator);
  await locator.pressSequentially(text, { delay: 70 });
}

/** Points at an element without clicking, so the caption's subject is clear. */
export async function pointAt(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (box) await locator.page().mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 14 });
}

/** Scrolls the page's content by `pixels`, in a few small moves. */
export async function scroll(page: Page, pixels: number): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await page.mouse.wheel(0, pixels / 5);
    await sleep(80);
  }
}

/** The side menu. */
export const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
