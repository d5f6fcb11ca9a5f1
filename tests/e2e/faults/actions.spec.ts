import type { Page } from '@playwright/test';
import {
  expect,
  FAULTS,
  injectFaults,
  isContractRead,
  type Row,
  recordRows,
  settled,
  test,
  type Watched,
} from './harness.ts';

/**
 * The fault matrix's actions (harness.ts): a user's action whose calls fail four ways while the
 * user acts, one test per action. The user sees the spec's message (section 8) and keeps what they
 * typed; trying again once the backend answers does it. A slow answer is held back until the
 * action waits for it, then let through: the action completes.
 */

test.describe.configure({ mode: 'parallel' });

/** A user's action whose calls fail: what the user sees then, and after the backend answers again. */
interface Action {
  name: string;
  path: string;
  /** Gets the page ready for the action (a dialog opened, a form filled). */
  prepare: (page: Page, attempt: string) => Promise<void>;
  /** The user's action: the calls it makes are the ones faulted. */
  act: (page: Page) => Promise<void>;
  /** What the page says when the action failed; the user's input is still there. */
  failed: (page: Page, attempt: string) => Promise<void>;
  /** The user trying again once the backend answers. */
  retry: (page: Page, attempt: string) => Promise<void>;
  /** What the page says when it worked. */
  done: (page: Page, attempt: string) => Promise<void>;
  /** Puts back what the journeys changed, for the other journeys. */
  cleanup?: (page: Page) => Promise<void>;
}

const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const chatDialog = (page: Page) => page.getByRole('dialog', { name: /chat$/ });
const feedbackDialog = (page: Page) => page.getByRole('dialog', { name: /^Feedback/ });
const commentField = (page: Page) =>
  feedbackDialog(page).getByLabel('Comment (please do not include personal details)');
const searchField = (page: Page) =>
  page.getByRole('dialog', { name: 'Search' }).getByPlaceholder('What would you like to find?');
const generalForm = (page: Page) => page.getByRole('form', { name: 'General settings' });
const reportToolbar = (page: Page) => page.getByRole('toolbar', { name: 'Report toolbar' });
const saveViewDialog = (page: Page) => page.getByRole('dialog', { name: 'Save view' });

async function openSaveView(page: Page, title: string) {
  await reportToolbar(page).getByRole('button', { name: 'Save View' }).click({ timeout: 20_000 });
  await saveViewDialog(page).getByRole('textbox', { name: 'Title' }).fill(title);
}

/** The session timeout the general settings had before the journeys changed it. */
let savedTimeout: string | undefined;

const ACTIONS: Action[] = [
  {
    name: 'feedback',
    path: '/billing/overview',
    prepare: async (page, attempt) => {
      await page.getByRole('button', { name: 'Feedback' }).click();
      await feedbackDialog(page).getByRole('button', { name: 'Rating: 4' }).click();
      await commentField(page).fill(`Fault journey ${attempt}`);
    },
    act: (page) => feedbackDialog(page).getByRole('button', { name: 'Submit' }).click(),
    failed: async (page, attempt) => {
      const error = page.getByRole('dialog', { name: 'Error' });
      await expect(error).toContainText('Something went wrong, please try again later.');
      await error.getByRole('button', { name: 'Close' }).click();
      await expect(commentField(page)).toHaveValue(`Fault journey ${attempt}`);
    },
    retry: (page) => feedbackDialog(page).getByRole('button', { name: 'Submit' }).click(),
    done: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'search',
    path: '/billing/overview',
    prepare: async (page) => {
      await page.keyboard.press('ControlOrMeta+k');
      await expect(searchField(page)).toBeVisible();
    },
    act: (page) => searchField(page).fill('Invoices'),
    failed: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Search' }).getByText('No results...')).toBeVisible({
        timeout: 15_000,
      });
    },
    retry: (page) => searchField(page).fill('Invoice'),
    done: async (page) => {
      await expect(
        page.getByRole('dialog', { name: 'Search' }).getByText(/Total results: [1-9]/),
      ).toBeVisible({
        timeout: 15_000,
      });
    },
  },
  {
    name: 'chat question',
    path: '/billing/overview',
    prepare: async (page, attempt) => {
      await page.getByRole('button', { name: 'Assistant' }).click();
      await expect(chatDialog(page).getByRole('article', { name: /says$/ }).first()).toBeVisible({
        timeout: 15_000,
      });
      await chatDialog(page)
        .getByRole('textbox', { name: 'Your question' })
        .fill(`What did Azure cost? (${attempt})`);
    },
    act: (page) => chatDialog(page).getByRole('button', { name: 'Send' }).click(),
    failed: async (page) => {
      await expect(chatDialog(page)).toContainText('An error occurred. Please try again later.', {
        timeout: 15_000,
      });
    },
    retry: async (page) => {
      const input = chatDialog(page).getByRole('textbox', { name: 'Your question' });
      if ((await input.inputValue()) === '') await input.fill('What did Azure cost last month?');
      await chatDialog(page).getByRole('button', { name: 'Send' }).click();
    },
    done: async (page) => {
      // The backend's own answer: the answer with its disclaimer, or its rate limit (two a minute).
      await expect(chatDialog(page).getByRole('article', { name: /says$/ }).last()).toContainText(
        /Disclaimer: This content is generated|The rate limit is 2 requests per minute/,
        { timeout: 15_000 },
      );
    },
  },
  {
    name: 'general settings save',
    path: '/billing/admin-section-settings-dashboard?tab=general',
    prepare: async (page, attempt) => {
      // A value other than the saved one each time: Save is off while nothing changed.
      const minutes = String(31 + FAULTS.findIndex((fault) => attempt.endsWith(fault)) + 1);
      const field = generalForm(page).getByLabel('Session timeout (minutes)');
      await expect(field).not.toHaveValue('', { timeout: 20_000 });
      savedTimeout ??= await field.inputValue();
      await field.fill(minutes);
    },
    act: (page) => generalForm(page).getByRole('button', { name: 'Save' }).click(),
    failed: async (page, attempt) => {
      await expect(notices(page)).toContainText('The general settings were not saved', { timeout: 15_000 });
      const minutes = String(31 + FAULTS.findIndex((fault) => attempt.endsWith(fault)) + 1);
      await expect(generalForm(page).getByLabel('Session timeout (minutes)')).toHaveValue(minutes);
    },
    retry: (page) => generalForm(page).getByRole('button', { name: 'Save' }).click(),
    done: async (page) => {
      await expect(notices(page)).toContainText('General settings saved', { timeout: 15_000 });
    },
    cleanup: async (page) => {
      await page.goto('/billing/admin-section-settings-dashboard?tab=general');
      // The tenant's own timeout back (the idle journeys count on the seed's 30 minutes).
      await generalForm(page)
        .getByLabel('Session timeout (minutes)')
        .fill(savedTimeout ?? '30', { timeout: 20_000 });
      await generalForm(page).getByRole('button', { name: 'Save' }).click();
      await expect(notices(page)).toContainText('General settings saved', { timeout: 15_000 });
    },
  },
  {
    name: 'saved view',
    path: '/billing/insights/invoice',
    prepare: (page, attempt) => openSaveView(page, attempt),
    act: (page) => saveViewDialog(page).getByRole('button', { name: 'Save' }).click(),
    failed: async (page) => {
      await expect(notices(page)).toContainText('Save Failed', { timeout: 15_000 });
    },
    retry: async (page, attempt) => {
      if ((await saveViewDialog(page).count()) === 0) await openSaveView(page, attempt);
      await saveViewDialog(page).getByRole('button', { name: 'Save' }).click();
    },
    done: async (page) => {
      await expect(notices(page)).toContainText('View Saved', { timeout: 15_000 });
    },
    cleanup: async (page) => {
      // The journeys' views deleted again, so that the tab keeps room for views.
      await page.goto('/billing/insights/invoice');
      await reportToolbar(page)
        .getByRole('button', { name: /My Views/ })
        .click({ timeout: 20_000 });
      const list = page.getByRole('dialog', { name: 'My views' });
      const boxes = list.getByRole('checkbox', { name: /^Delete saved view/ });
      // The list is read when it opens: its views there before they are counted.
      await expect(boxes.first()).toBeVisible({ timeout: 20_000 });
      for (const box of await boxes.all()) await box.check({ force: true });
      await page.keyboard.press('Escape');
      await expect(notices(page)).toContainText('View(s) Deleted', { timeout: 15_000 });
    },
  },
];

async function faultAction(w: Watched, action: Action): Promise<{ rows: Row[]; problems: string[] }> {
  const { page } = w;
  const problems: string[] = [];
  const rows: Row[] = [];
  // The calls the action makes, seen once without faults; not the page's own reads (which the
  // screens' tests fault) that the page makes again after a change.
  w.seen.clear();
  await page.goto(action.path);
  await settled(w);
  const reads = new Set(w.seen);
  await action.prepare(page, `${action.name} probe`);
  w.seen.clear();
  await action.act(page);
  await action.done(page, `${action.name} probe`);
  const pageRead = (op: string) => reads.has(op) && isContractRead(op);
  const ops = new Set([...w.seen].filter((op) => !pageRead(op) && op !== 'recordAuditEvent'));
  if (ops.size === 0) problems.push(`${action.name}: made no call`);
  for (const fault of FAULTS) {
    const attempt = `${action.name} ${fault}`;
    try {
      w.errors.length = 0;
      w.faulted.clear();
      await page.goto(action.path);
      await settled(w);
      await action.prepare(page, attempt);
      const injected = await injectFaults(w, ops, fault);
      const row: Row = { screen: `${action.path} (${action.name})`, fault, ops: [], during: '', after: '' };
      try {
        await action.act(page);
        if (fault === 'slow answer') {
          // Slow, not failed: held back until the action waits for it, then the action completes.
          await expect
            .poll(() => injected.held.length, { message: `${attempt}: a held answer`, timeout: 15_000 })
            .toBeGreaterThan(0)
            .catch((error: Error) => problems.push(`${attempt}: ${error.message}`));
          await injected.release();
          await action
            .done(page, attempt)
            .catch((error: Error) => problems.push(`${attempt}: ${error.message}`));
          row.during = 'done when the answer came';
        } else {
          await action
            .failed(page, attempt)
            .catch((error: Error) => problems.push(`${attempt}: ${error.message}`));
          row.during = 'the failure message';
        }
      } finally {
        await injected.stop();
      }
      row.ops = [...w.faulted].sort();
      if (row.ops.length === 0) problems.push(`${attempt}: no call of the action was faulted`);
      if (fault !== 'slow answer') {
        await action
          .retry(page, attempt)
          .then(() => action.done(page, attempt))
          .catch((error: Error) => problems.push(`${attempt} recovering: ${error.message}`));
      }
      row.after = 'done';
      if (w.errors.length > 0) problems.push(`${attempt}: ${w.errors.join('; ')}`);
      rows.push(row);
    } catch (error) {
      problems.push(`${attempt}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  await action
    .cleanup?.(page)
    .catch((error: Error) => problems.push(`${action.name} cleanup: ${error.message}`));
  return { rows, problems };
}

for (const action of ACTIONS) {
  test(`${action.name}: its calls failing four ways, the spec's message, nothing typed lost, done once the backend answers`, async ({
    watched,
  }) => {
    const { rows, problems } = await faultAction(watched, action);
    recordRows(`action ${action.name}`, rows);
    expect(problems).toEqual([]);
  });
}
