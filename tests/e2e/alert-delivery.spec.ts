import { DatabaseSync } from 'node:sqlite';
import type { Locator, Page } from '@playwright/test';
import { AZURE_FOCUS_COLUMNS } from '../../mock-server/src/import/focus-versions.ts';
import { COST_LAST_DATE } from '../../mock-server/src/seed/costs/catalogue.ts';
import { expectNoAxeViolations } from './a11y.ts';
import { currentBackend, currentDatabaseFile } from './backends.ts';
import { expect, type SignedIn, test } from './fixtures.ts';

/**
 * An alert that fires, as a tenant's admin meets it: a budget definition at 80 %, a cost export
 * imported that takes one budget over it, the alert in the portal, its e-mail in the offline mail
 * catcher with the budget's figure to the cent, and its webhook received once, signed.
 */

const DEFINITION = 'Sales budget at 80%';
const BUDGET = 'Sales subscription 02';
/** Fabrikam's subscription that budget watches. */
const SUBSCRIPTION = 'fabrikam-sales-prod-02';
const IMPORTED = '4000.00';

/** One FOCUS row of the subscription's cost on the data's last day (so the month stays the current one). */
function exportCsv(): string {
  const day = `${COST_LAST_DATE}T00:00:00Z`;
  const next = new Date(Date.parse(day) + 86_400_000).toISOString().replace('.000Z', 'Z');
  const values: Record<string, string> = {
    BilledCost: IMPORTED,
    BillingAccountId: '/providers/Microsoft.Billing/billingAccounts/e2e-alerts',
    BillingAccountName: 'Fabrikam Inc',
    BillingCurrency: 'USD',
    BillingPeriodStart: `${COST_LAST_DATE.slice(0, 7)}-01T00:00:00Z`,
    BillingPeriodEnd: '2026-12-01T00:00:00Z',
    ChargeCategory: 'Usage',
    ChargeDescription: 'Virtual Machines burst',
    ChargeFrequency: 'Usage-Based',
    ConsumedQuantity: '1',
    ConsumedUnit: '1 Hour',
    PricingCategory: 'Standard',
    PricingQuantity: '1',
    PricingUnit: '1 Hour',
    RegionId: 'westeurope',
    RegionName: 'West Europe',
    ResourceType: 'microsoft.compute/virtualmachines',
    ListUnitPrice: IMPORTED,
    ContractedUnitPrice: IMPORTED,
    ChargePeriodStart: day,
    ChargePeriodEnd: next,
    ContractedCost: IMPORTED,
    EffectiveCost: IMPORTED,
    ListCost: IMPORTED,
    ProviderName: 'Microsoft',
    PublisherName: 'Microsoft',
    ResourceId: `/subscriptions/5a1f0000-0000-4000-8000-0000000000e2/resourceGroups/rg-sales/providers/microsoft.compute/virtualmachines/vm-burst`,
    ResourceName: 'vm-burst',
    ServiceName: 'Virtual Machines',
    ServiceCategory: 'Compute',
    SubAccountId: '/subscriptions/5a1f0000-0000-4000-8000-0000000000e2',
    SubAccountName: SUBSCRIPTION,
    SubAccountType: 'Subscription',
  };
  return `${AZURE_FOCUS_COLUMNS.join(',')}\r\n${AZURE_FOCUS_COLUMNS.map((c) => values[c] ?? '').join(',')}\r\n`;
}

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  secure: boolean;
  authenticated?: string;
}
interface ReceivedEvent {
  path: string;
  eventId: string;
  status: number;
  signatureValid: boolean;
  duplicate: boolean;
  body: { data?: { alert?: { definition?: string; scopeName?: string; figure?: string } } };
}

const inbox = async <T>(path: string): Promise<T> =>
  (await fetch(`http://localhost:${currentBackend().inboxPort}${path}`)).json() as Promise<T>;

async function screen(page: Page, path: string, region: string, shows: RegExp): Promise<Locator> {
  await page.goto(path);
  const found = page.getByRole('region', { name: region, exact: true });
  await expect(found).toContainText(shows, { timeout: 15_000 });
  await expect(found.getByRole('progressbar')).toHaveCount(0);
  return found;
}

/**
 * Fabrikam's acceptance of its terms, as it was before this journey: the journey accepts them to
 * get past the gate, and gives the state back, since the sign-in journey on this backend needs the
 * terms still pending (terms are accepted for the whole tenant).
 */
function keepTermsState(): () => void {
  const db = new DatabaseSync(currentDatabaseFile());
  const tenant = db.prepare("SELECT eula_accepted_at AS at FROM tenants WHERE id = 'fabrikam'").get() as {
    at: string | null;
  };
  const members = db
    .prepare("SELECT user_id, eula_accepted_at AS at FROM memberships WHERE tenant_id = 'fabrikam'")
    .all() as { user_id: string; at: string | null }[];
  db.close();
  return () => {
    const restore = new DatabaseSync(currentDatabaseFile());
    restore.exec('PRAGMA busy_timeout = 5000');
    restore.prepare("UPDATE tenants SET eula_accepted_at = ? WHERE id = 'fabrikam'").run(tenant.at);
    const member = restore.prepare(
      "UPDATE memberships SET eula_accepted_at = ? WHERE tenant_id = 'fabrikam' AND user_id = ?",
    );
    for (const m of members) member.run(m.at, m.user_id);
    restore.close();
  };
}

const alertRow = (alerts: Locator) =>
  alerts
    .getByRole('row')
    .filter({ hasText: DEFINITION })
    .filter({ hasText: `budget ${BUDGET}` });

test('a budget alert at 80 % fires when an import crosses it: in the portal, by e-mail to the cent, and by webhook once', async ({
  signedIn,
}) => {
  const restoreTerms = keepTermsState();
  try {
    await journey(signedIn);
  } finally {
    restoreTerms();
  }
});

async function journey(signedIn: SignedIn) {
  // Whether Fabrikam's terms still wait for acceptance (a journey before this one on this backend
  // may have accepted them for the tenant): the portal's own read of the current user says.
  let forceEula: Promise<boolean> | undefined;
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Fabrikam Inc',
    locale: 'en-US',
    path: '/billing/monitoring/alerts?tab=Definitions',
    beforeOpen: (opening) => {
      forceEula = opening
        .waitForResponse((r) => r.url().endsWith('/api/whois') && r.status() === 200)
        .then(async (r) => ((await r.json()) as { forceEula: boolean }).forceEula);
    },
  });
  if (await forceEula) {
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.getByText('I have read and accept the Terms and Conditions').click();
    await terms.getByRole('button', { name: 'Accept' }).click();
    await expect(terms).toBeHidden();
  }
  const definitions = page.getByRole('region', { name: 'Alert definitions', exact: true });
  await expect(definitions).toContainText(/Budget exceeded/, { timeout: 15_000 });
  await definitions.getByRole('button', { name: 'New alert definition' }).click();
  const dialog = page.getByRole('dialog', { name: 'New alert definition' });
  await dialog.getByLabel('Name', { exact: true }).fill(DEFINITION);
  await dialog.getByRole('button', { name: /Raised when/ }).click();
  await page.getByRole('option', { name: 'Budget used above a percentage', exact: true }).click();
  await dialog.getByLabel('Budget used (%)').fill('80');
  await dialog.getByLabel('Recipients').fill('finops@fabrikam.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  // Before the import the budget is under 80 %, spent and forecast: no alert of it.
  let alerts = await screen(page, '/billing/monitoring/alerts', 'Alerts', /Active alerts/);
  await expect(alerts.getByRole('row').filter({ hasText: DEFINITION }).first()).toBeVisible();
  await expect(alertRow(alerts)).toHaveCount(0);

  // The export goes in through the settings.
  await page.goto('/billing/admin-section-settings-dashboard?tab=cost-data');
  const section = page.getByRole('region', { name: 'Cost data' });
  const chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Choose an export file' }).click();
  await (await chooser).setFiles({
    name: 'fabrikam-burst.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(exportCsv()),
  });
  await section.getByRole('button', { name: 'Import' }).click();
  await expect(section.getByRole('status')).toContainText('Imported 1 row of fabrikam-burst.csv', {
    timeout: 30_000,
  });

  // The alert, in the portal, with the page that shows it.
  alerts = await screen(page, '/billing/monitoring/alerts', 'Alerts', /Active alerts/);
  const row = alertRow(alerts);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');
  await expect(row).toContainText(COST_LAST_DATE.slice(0, 7));
  await expectNoAxeViolations(page);

  // The budget's spend as the budgets page shows it.
  const budgets = await screen(page, '/billing/azure/budgets', 'Budgets', new RegExp(BUDGET));
  const budgetRow = budgets.getByRole('row').filter({ hasText: BUDGET });
  const shown = (await budgetRow.first().textContent()) ?? '';

  // The e-mail: over TLS, signed in, to the definition's recipient, the figure to the cent.
  await expect
    .poll(
      async () =>
        (await inbox<CaughtMail[]>('/messages.json')).filter(
          (m) => m.text.includes(`budget ${BUDGET}`) && m.subject === `Alert: ${DEFINITION} (Fabrikam Inc)`,
        ).length,
      { timeout: 15_000 },
    )
    .toBe(1);
  const mail = (await inbox<CaughtMail[]>('/messages.json')).find(
    (m) => m.text.includes(`budget ${BUDGET}`) && m.subject === `Alert: ${DEFINITION} (Fabrikam Inc)`,
  ) as CaughtMail;
  expect(mail.to).toEqual(['finops@fabrikam.example']);
  expect(mail.secure).toBe(true);
  expect(mail.authenticated).toBe('portal');
  const figure = /Figure: (\$[\d,]+\.\d\d)/.exec(mail.text)?.[1] ?? '';
  expect(figure).not.toBe('');
  expect(shown).toContain(figure);
  expect(mail.text).toMatch(/Threshold: 80% of \$[\d,]+\.\d\d/);
  expect(mail.text).toContain('/billing/azure/budgets');

  // The webhook: Fabrikam's finance channel got the event once, its signature valid.
  await expect
    .poll(
      async () =>
        (await inbox<ReceivedEvent[]>('/events.json')).filter(
          (e) =>
            e.body.data?.alert?.definition === DEFINITION &&
            e.body.data.alert.scopeName === `budget ${BUDGET}`,
        ).length,
      { timeout: 15_000 },
    )
    .toBe(1);
  const [event] = (await inbox<ReceivedEvent[]>('/events.json')).filter(
    (e) =>
      e.body.data?.alert?.definition === DEFINITION && e.body.data.alert.scopeName === `budget ${BUDGET}`,
  );
  expect(event).toMatchObject({
    path: '/fabrikam/finance/portal-events',
    status: 200,
    signatureValid: true,
    duplicate: false,
  });
  expect(
    `$${Number(event?.body.data?.alert?.figure).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  ).toBe(figure);

  // An admin sees the mail went out.
  const sent = await screen(page, '/billing/monitoring/alerts?tab=E-mails+sent', 'E-mails sent', /Alert: /);
  await expect(
    sent
      .getByRole('row')
      .filter({ hasText: `Alert: ${DEFINITION}` })
      .first(),
  ).toContainText('Sent');
  await expectNoAxeViolations(page);
  await context.close();
}
