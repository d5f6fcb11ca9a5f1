import { expectNoAxeViolations } from './a11y.ts';
import { currentBackend } from './backends.ts';
import { expect, test } from './fixtures.ts';

/**
 * A scheduled e-mail, as a finance user meets it: the budgets screen in euros, 'E-mail me' weekly,
 * the Scheduled e-mails page and 'Send now', the e-mail in the offline mail catcher with the
 * screen's figures to the cent and its CSV, and its unsubscribe link, opened without the portal.
 */

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  unsubscribe?: string;
  oneClick: boolean;
  attachments: { filename: string; contentType: string; content: string }[];
}

const inbox = async <T>(path: string): Promise<T> =>
  (await fetch(`http://localhost:${currentBackend().inboxPort}${path}`)).json() as Promise<T>;

const USER = 'finance@contoso.example';
const budgetsMails = async () =>
  (await inbox<CaughtMail[]>('/messages.json')).filter(
    (m) => m.to.includes(USER) && m.subject.startsWith('Budgets, '),
  );

test('a user has the budgets mailed weekly in euros, sends one now, gets the figures to the cent with the CSV, and unsubscribes from the e-mail', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({ upn: USER, tenant: 'Contoso Ltd', locale: 'en-US' });
  const before = (await budgetsMails()).length;

  // The display currency, in the settings drawer.
  await page.getByRole('button', { name: 'Help' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByLabel('Display currency').selectOption('EUR');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await page.goto('/billing/azure/budgets');
  const budgets = page.getByRole('region', { name: 'Budgets', exact: true });
  const table = budgets.getByRole('grid', { name: 'Budgets' });
  await expect(table.getByRole('row').nth(1)).toContainText('€', { timeout: 15_000 });
  const firstRow = ((await table.getByRole('row').nth(1).textContent()) ?? '').replace(/\s+/g, ' ');

  await budgets.getByRole('button', { name: 'E-mail me Budgets' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail me Budgets' });
  await expect(dialog).toContainText('in EUR');
  await dialog.getByLabel('How often').selectOption('weekly');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Subscribed: Budgets weekly to ${USER}, in EUR.`);
  await expect(dialog.getByRole('status')).toContainText('The first e-mail goes on Monday');
  await dialog.getByRole('link', { name: 'Your scheduled e-mails' }).click();

  const scheduled = page.getByRole('table', { name: 'Your scheduled e-mails' });
  const row = scheduled.getByRole('row', { name: /Budgets/ });
  await expect(row).toContainText('Weekly');
  await expect(row).toContainText('EUR');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: 'Send now: Budgets, weekly' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Budgets: the e-mail is on its way' }),
  ).toBeVisible();

  // The e-mail: the screen's figures as the screen shows them, to the cent, and the CSV in euros.
  await expect.poll(async () => (await budgetsMails()).length, { timeout: 15_000 }).toBe(before + 1);
  const mail = (await budgetsMails()).at(-1) as CaughtMail;
  const spent = /Spent this month: (€[\d,]+\.\d\d)/.exec(mail.text)?.[1] ?? '';
  expect(spent).not.toBe('');
  const firstBudget = /^- Budget: ([^;]+);/m.exec(mail.text)?.[1] ?? '';
  expect(firstRow).toContain(firstBudget);
  expect(firstRow).toContain(spent);
  const [csv] = mail.attachments;
  expect(csv?.filename).toBe('budgets.csv');
  expect(csv?.content.split('\r\n')[0]).toBe(
    'Budget,Scope,Monthly budget (EUR),Spent this month (EUR),Forecast (EUR),Used (%),Status,Owner',
  );
  expect(csv?.content).toContain(`${firstBudget},`);
  expect(csv?.content).toContain(spent.replace(/[€,]/g, ''));
  expect(mail.oneClick).toBe(true);

  // The e-mail's unsubscribe link: opening it changes nothing, its button unsubscribes.
  const link = /Unsubscribe: (\S+)/.exec(mail.text)?.[1] ?? '';
  expect(link).toContain('/unsubscribe?token=');
  const outside = await context.newPage();
  await outside.goto(link);
  const main = outside.getByRole('main', { name: 'Unsubscribe' });
  await expect(main).toContainText(`${USER} gets Budgets weekly by e-mail.`);
  await expectNoAxeViolations(outside);
  await main.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(main.getByRole('status')).toHaveText(`Unsubscribed: ${USER} gets no more e-mails of Budgets.`);
  await outside.reload();
  await expect(main.getByRole('alert')).toContainText('This unsubscribe link is no longer valid');

  await page.reload();
  await expect(page.getByText('You have no scheduled e-mails.')).toBeVisible();
  await context.close();
});
