import type { Locator, Page } from '@playwright/test';
import { expectFits } from './cut-text.ts';
import { expect, test } from './fixtures.ts';

/**
 * The portal on a phone (issue 28), used by touch at 390×844: every function reachable without a
 * keyboard or a wide screen (search, the assistant, reports and saved views, feedback, the settings
 * drawer, videos, the tenant switch), dialogs that take the screen where a share of it would be too
 * narrow, and nothing cut in them. Every page and dialog is also swept for axe, cut text and
 * sideways scrolling at 390×844 and 360×800 (a11y-sweep-phone, a11y-sweep-small-phone).
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

const topBar = (page: Page) => page.getByRole('banner');
const tools = (page: Page) => page.getByRole('navigation', { name: 'Help and tools' });

/** The box of a locator, which must be on the page. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

test('on a phone the search opens from the top bar, without a keyboard shortcut', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    path: '/billing/overview',
    ...PHONE,
  });
  // No room for the search box: a button in its place.
  await expect(page.getByRole('searchbox', { name: 'Search the portal' })).toBeHidden();
  await topBar(page).getByRole('button', { name: 'Search' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox').fill('licence');
  await expect(dialog).toContainText(/Total results: [1-9]/);
  await expectFits(page, dialog);
  await context.close();
});

test('on a phone the assistant takes the screen, the conversation most of its height, follow-ups in one row', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    path: '/billing/overview',
    ...PHONE,
  });
  await tools(page).getByRole('button', { name: 'Assistant' }).tap();
  const dialog = page.getByRole('dialog', { name: /chat$/ });
  const conversation = dialog.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('article', { name: /says$/ }).first()).toBeVisible({ timeout: 15_000 });

  // The whole screen: a 90% share would leave the answers a column of about 230 px.
  expect(await box(dialog)).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await dialog.getByRole('textbox', { name: 'Your question' }).fill('What did we spend last month?');
  await dialog.getByRole('button', { name: 'Send' }).tap();
  const answer = conversation.getByRole('article', { name: /says$/ }).nth(1);
  await expect(answer).toBeVisible({ timeout: 15_000 });
  await expect(answer.getByRole('button', { name: 'Copy answer' })).toBeVisible();

  // Follow-ups fold into one row that scrolls sideways; the conversation keeps most of the height.
  const followups = dialog.getByRole('list', { name: 'Follow-up questions' });
  await expect(followups.getByRole('button').first()).toBeVisible();
  const row = await box(followups.getByRole('button').first());
  expect((await box(followups)).height).toBeLessThan(row.height * 1.5);
  expect((await box(conversation)).height).toBeGreaterThan(844 * 0.55);
  // Nothing cut: the Beta badge, the answer, its copy button (a question off the row's end scrolls).
  await expectFits(page, dialog);

  // A follow-up is a tap away.
  const question = (await followups.getByRole('button').first().textContent()) ?? '';
  await followups.getByRole('button').first().tap();
  await expect(conversation.getByRole('article', { name: /asked$/ }).last()).toContainText(question);
  await dialog.getByRole('button', { name: 'Close' }).tap();
  await expect(dialog).toHaveCount(0);
  await context.close();
});

test('on a phone the report toolbar sits above the report, and a view is saved and chosen by touch', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    path: '/billing/insights/invoice',
    ...PHONE,
  });
  const frame = page.locator('iframe[title]');
  const heading = frame.contentFrame().getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  const toolbar = page.getByRole('toolbar', { name: 'Report toolbar' });

  // Above the report and within the screen, never over the report's own heading; nothing to move.
  const bar = await box(toolbar);
  expect(bar.y + bar.height).toBeLessThanOrEqual((await box(frame)).y);
  expect(bar.x + bar.width).toBeLessThanOrEqual(390);
  await expect(toolbar.getByRole('button', { name: 'Move toolbar' })).toBeHidden();
  await expectFits(page);

  await toolbar.getByRole('button', { name: 'Save View' }).tap();
  const save = page.getByRole('dialog', { name: 'Save view' });
  await save.getByRole('textbox', { name: 'Title' }).fill('On the go');
  await save.getByRole('button', { name: 'Save' }).tap();
  await expect(save).toHaveCount(0);
  await toolbar.getByRole('button', { name: /My Views/ }).tap();
  const list = page.getByRole('dialog', { name: 'My views' });
  await expectFits(page, list);
  await list.getByRole('button', { name: 'Default View' }).tap();
  await list.getByRole('button', { name: 'On the go' }).tap();
  await expect(list.getByRole('button', { name: 'On the go' })).toHaveAttribute('aria-current', 'true');
  await context.close();
});

test('on a phone feedback, the settings drawer, the videos and the tenant switch are a tap away', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    path: '/billing/overview',
    ...PHONE,
  });
  // Feedback: a form dialog takes the whole screen.
  await tools(page).getByRole('button', { name: 'Feedback' }).tap();
  const feedback = page.getByRole('dialog', { name: 'Feedback: Overview' });
  // (The dialog's modal, around the dialog and its form.)
  expect(await box(feedback.locator('xpath=..'))).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await feedback.getByRole('button', { name: 'Rating: 5' }).tap();
  await feedback.getByLabel('Comment (please do not include personal details)').fill('Works on my phone.');
  await expectFits(page, feedback);
  await feedback.getByRole('button', { name: 'Submit' }).tap();
  const thanks = page.getByRole('dialog', { name: 'Thank you' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Close' }).tap();

  // The settings drawer leads to the video library.
  await tools(page).getByRole('button', { name: 'Help' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expectFits(page, drawer);
  await drawer.getByRole('link', { name: 'Video Library' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  // The list follows the video on a narrow screen.
  const videos = page.getByRole('navigation', { name: 'All videos' });
  await videos.getByRole('link', { name: /^Search/ }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Video: Search' }).frameLocator('iframe').locator('video'),
  ).toBeVisible();
  await expectFits(page);

  // Back to the portal, and the tenant switch from the menu overlay.
  await page.goto('/billing/overview');
  await topBar(page).getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Switch tenant' }).tap();
  await expect(page).toHaveURL(/\/tenant$/);
  await expectFits(page);
  await page.getByRole('button', { name: /Contoso Ltd/ }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await context.close();
});

test('on a phone the first paint already has the phone layout: no room kept for a side menu, then slid away', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    path: '/billing/admin-section-settings-dashboard',
    ...PHONE,
    // The widest start padding the page's column ever had (room kept for a side menu), from the
    // document's first node on: checked after every change of the page, before it is painted.
    beforeOpen: async (opening) => {
      await opening.addInitScript(() => {
        new MutationObserver(() => {
          const root = document.documentElement;
          const column = document.querySelector('main')?.parentElement;
          if (!column) return;
          const padding = Number.parseFloat(getComputedStyle(column).paddingInlineStart);
          root.dataset.widestPadding = String(Math.max(padding, Number(root.dataset.widestPadding ?? 0)));
        }).observe(document, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['class'],
        });
      });
    },
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-widest-padding')).toBe('0');
  await expectFits(page);
  await context.close();
});
