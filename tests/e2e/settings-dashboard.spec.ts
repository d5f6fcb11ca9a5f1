import { expectNoAxeViolationsInBothThemes } from './a11y.ts';
import { expect, test } from './fixtures.ts';

const SETTINGS = '/billing/admin-section-settings-dashboard';
const API = '/services/api-portal-customer/api';

test('every settings tab is reachable by keyboard and axe clean in light and dark', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
  });
  await page.getByRole('link', { name: /admin@contoso\.example\s*, settings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab');
  const names = await tabs.allTextContents();
  expect(names).toEqual(
    expect.arrayContaining([
      'General',
      'Licences and features',
      'Integrations',
      'Access and reports',
      'Cost data',
    ]),
  );
  await tabs.first().focus();
  for (const name of names) {
    await test.step(name, async () => {
      const tab = page.getByRole('tab', { name, exact: true });
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
      await expectNoAxeViolationsInBothThemes(page);
      // The arrow keys move along the tabs (the theme's drawer took the focus meanwhile).
      await tab.focus();
      await tab.press('ArrowRight');
    });
  }
  await context.close();
});

test('an admin saves the general settings, activates and de-activates a licence, and runs each integration test', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
  });
  const notices = page.getByRole('region', { name: /Notifications/ });

  await page.goto(SETTINGS);
  const general = page.getByRole('form', { name: 'General settings' });
  const timeout = general.getByLabel('Session timeout (minutes)');
  await timeout.fill('0');
  await timeout.blur();
  await expect(general).toContainText('Session timeout (minutes) must be between 1 and 1440.');
  await timeout.fill('45');
  await expect(general).not.toContainText('must be between');
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(notices).toContainText('General settings saved');
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'General settings' }).getByLabel('Session timeout (minutes)'),
  ).toHaveValue('45');
  // Put it back: other journeys count on the demo's 30 minutes.
  await page
    .getByRole('form', { name: 'General settings' })
    .getByLabel('Session timeout (minutes)')
    .fill('30');
  await page.getByRole('form', { name: 'General settings' }).getByRole('button', { name: 'Save' }).click();
  await expect(notices).toContainText('General settings saved');

  await page.getByRole('tab', { name: 'Licences and features' }).click();
  const terms = page.getByRole('region', { name: 'Terms and conditions' });
  await expect(terms.getByRole('status')).toContainText('no acceptance is pending');
  await terms.getByRole('button', { name: 'Show the terms' }).click();
  await expect(
    terms.getByTitle('Terms and Conditions document').contentFrame().getByRole('heading', { level: 1 }),
  ).toHaveText('Terms and Conditions of the Cloud Portal', { timeout: 15_000 });
  await terms.getByRole('button', { name: 'Hide the terms' }).click();
  const licences = page.getByRole('region', { name: 'Licences', exact: true });
  const row = licences.getByRole('row', { name: /Security insights/ });
  await expect(row).toContainText('Active');
  await licences.getByLabel('Licence key').fill('SECURITY');
  await licences.getByRole('button', { name: 'De-activate' }).click();
  await expect(notices).toContainText('Security insights de-activated');
  await expect(row).toContainText('Inactive');
  await licences.getByLabel('Licence key').fill('SECURITY');
  await licences.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(notices).toContainText('Security insights activated');
  await expect(row).toContainText('Active');
  await licences.getByLabel('Licence key').fill('NO-SUCH-KEY');
  await licences.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(notices).toContainText('The licence was not activated');

  await page.getByRole('tab', { name: 'Integrations' }).click();
  const office = page.getByRole('region', { name: 'Cloud office suite' });
  await office.getByRole('button', { name: 'Test permissions' }).click();
  await expect(office.getByRole('status').first()).toContainText(
    /permissions? (is|are) missing|Every permission/,
  );
  const monitoring = page.getByRole('region', { name: 'Monitoring' });
  await monitoring.getByLabel('Endpoint').fill('http://monitor.example/hook');
  await monitoring.getByLabel('Endpoint').blur();
  await expect(monitoring).toContainText(/https/);
  await monitoring.getByLabel('Endpoint').fill('https://monitor.example/hook');
  await monitoring.getByLabel('API key').fill('monitor-key-1');
  await monitoring.getByRole('button', { name: 'Test connection' }).click();
  await expect(monitoring.getByRole('status')).toContainText(/Connection (works|failed)\./);
  const app = page.getByRole('region', { name: 'Partner programme application' });
  await app.getByLabel('Application id').fill('3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b');
  await app.getByLabel('Application secret').fill('partner-secret-1');
  await app.getByRole('button', { name: 'Test connection' }).click();
  await expect(app.getByRole('status')).toContainText(/Connection (works|failed)\./);
  const secure = page.getByRole('region', { name: 'Secure a partner customer' });
  await secure.getByLabel('Customer id').fill('contoso-retail');
  await secure.getByRole('button', { name: 'Secure customer' }).click();
  await expect(secure.getByRole('status')).toContainText('Customer contoso-retail is secured');
  await secure.getByLabel('Customer id').fill('nobody');
  await secure.getByRole('button', { name: 'Secure customer' }).click();
  await expect(secure.getByRole('status')).toContainText('Partner customer nobody does not exist.');
  const credential = page.getByRole('region', { name: 'Token credential' });
  await credential.getByLabel('Resource').fill('https://graph.microsoft.com');
  await credential.getByLabel('Scope').fill('Reports.Read.All');
  await credential.getByLabel('Key name').fill('graph-reports');
  await credential.getByRole('button', { name: 'Store credential' }).click();
  await expect(credential.getByRole('status')).toContainText('graph-reports: stored');
  await page.getByRole('button', { name: 'Run core sync' }).click();
  await expect(page.getByRole('region', { name: 'Partner sync' }).getByRole('status')).toContainText(
    'The core sync',
  );

  await page.getByRole('tab', { name: 'Access and reports' }).click();
  await page.getByRole('button', { name: 'Test portal access' }).click();
  await page.getByRole('button', { name: 'Test tag access' }).click();
  await expect(page.getByRole('region', { name: 'Access' }).getByRole('status').first()).toContainText(
    /Works\.|Failed\./,
  );
  await page.getByRole('link', { name: 'Executive dashboard' }).click();
  await expect(page).toHaveURL(/\/billing\/dashboard\/report\//);
  await context.close();
});

test('a user without the settings right has no settings link, and the backend answers 403 to the settings calls', async ({
  signedIn,
}) => {
  let authorization: string | undefined;
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    locale: 'en-US',
    beforeOpen: (opening) => {
      opening.on('request', (request) => {
        const header = request.headers().authorization;
        if (header?.startsWith('Bearer ') && request.url().includes(API)) authorization = header;
      });
    },
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('link', { name: /settings/i })).toHaveCount(0);
  await page.goto(SETTINGS);
  await expect(page.getByRole('alert')).toContainText('Managing settings needs the settings right.');
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect(authorization).toBeDefined();
  const headers = { Authorization: authorization as string, 'Content-Type': 'application/json' };
  const calls = [
    page.request.post(`${API}`, { headers, data: { uiSessionTimeout: 45 } }),
    page.request.put(`${API}/license/de-activate?licenseKey=AZURE-COST`, { headers }),
    page.request.post(`${API}/features/activate`, {
      headers,
      data: { features: [{ key: 'AZURE', active: false }] },
    }),
    page.request.delete(`${API}/office365/ea`, { headers }),
    page.request.get(`${API}/office365/permissions`, { headers }),
    page.request.post(`${API}/surveil/test`, {
      headers,
      data: { endpoint: 'https://monitor.example', apiKey: 'monitor-key-1' },
    }),
    page.request.post(`${API}/partner/sync/core`, { headers }),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.status(), response.url()).toBe(403);
    expect(response.headers()['content-type']).toContain('application/problem+json');
  }
  await context.close();
});
