import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { expect, test } from './fixtures.ts';

/**
 * Every office-suite, recommendation and score screen of the demo menu: the URL a user reaches it
 * at, its region's name and a text that only shows once its data is there.
 */
const SCREENS: { path: string; region: string; shows: RegExp; money?: boolean }[] = [
  { path: '/billing/m365/licences', region: 'Licences', shows: /Licence waste/, money: true },
  {
    path: '/billing/m365/licences?tab=Users',
    region: 'Licence users',
    shows: /Showing 1–\d+ of \d+/,
    money: true,
  },
  { path: '/billing/m365/usage', region: 'Usage overview', shows: /Teams active users/ },
  {
    path: '/billing/m365/usage?tab=Team+collaboration',
    region: 'Team collaboration',
    shows: /Chat messages/,
  },
  { path: '/billing/m365/usage?tab=Mail', region: 'Mail usage', shows: /Received/ },
  { path: '/billing/m365/usage?tab=File+sharing', region: 'File sharing', shows: /Shared externally/ },
  { path: '/billing/m365/directory/groups', region: 'Groups', shows: /All Company/ },
  { path: '/billing/m365/directory/devices', region: 'Devices', shows: /Showing 1–\d+ of \d+/ },
  {
    path: '/billing/m365/directory/joiners-leavers',
    region: 'Joiners and leavers',
    shows: /Licence reclaim/,
    money: true,
  },
  { path: '/billing/m365/team-calls', region: 'Team calls', shows: /Showing 1–\d+ of \d+/ },
  {
    path: '/billing/m365/file-sharing-settings',
    region: 'File sharing settings',
    shows: /Settings as recommended/,
  },
  { path: '/billing/m365/third-party-apps', region: 'Third-party apps', shows: /Mail Tracker Pro/ },
  {
    path: '/billing/recommendations/summary',
    region: 'Recommendations summary',
    shows: /Licence waste/,
    money: true,
  },
  {
    path: '/billing/recommendations/m365',
    region: 'Microsoft 365 recommendations',
    shows: /unassigned/,
    money: true,
  },
  {
    path: '/billing/recommendations/m365?tab=Archive',
    region: 'Archived Microsoft 365 recommendations',
    shows: /Archived recommendations/,
  },
  {
    path: '/billing/recommendations/azure',
    region: 'Azure recommendations',
    shows: /Open savings/,
    money: true,
  },
  {
    path: '/billing/recommendations/azure?tab=Archive',
    region: 'Archived Azure recommendations',
    shows: /Archived recommendations/,
  },
  {
    path: '/billing/recommendations/directory',
    region: 'Directory recommendations',
    shows: /guest accounts/,
  },
  {
    path: '/billing/recommendations/aws',
    region: 'AWS cost management recommendations',
    shows: /EC2/,
    money: true,
  },
  { path: '/billing/security/secure-score', region: 'Security score', shows: /Similar tenants/ },
  {
    path: '/billing/security/secure-score?tab=Profiles',
    region: 'Secure score profiles',
    shows: /CIS Microsoft 365/,
  },
  { path: '/billing/security/copilot-readiness', region: 'Copilot score', shows: /Copilot readiness/ },
  {
    path: '/billing/security/cloud-app-discovery',
    region: 'Unlicensed feature',
    shows: /Action: Please contact your partner\./,
  },
  { path: '/billing/insights/usage-score', region: 'Usage score', shows: /Usage score a month/ },
  {
    path: '/billing/insights/usage-score?tab=Assessment',
    region: 'Usage assessment',
    shows: /Joiners and leavers/,
  },
  {
    path: '/billing/insights/usage-score?tab=Questionnaire',
    region: 'Licence questionnaire',
    shows: /Licence needs/,
  },
];

/**
 * Waits until a screen has its data: its region with the text it shows (the unknown-screen placeholder
 * has no such region), no progress bar left, no failed read.
 */
async function expectLoaded(page: Page, region: string, shows: RegExp, money = false) {
  const screen = page.getByRole('region', { name: region, exact: true });
  await expect(screen).toContainText(shows, { timeout: 15_000 });
  await expect(screen.getByRole('progressbar')).toHaveCount(0);
  await expect(screen).not.toContainText('could not be loaded');
  if (money) await expect(screen).toContainText(/\$[\d,]+\.\d{2}/);
  return screen;
}

// Each screen a test of its own (issue 26: none longer than two minutes), shared out between the
// workers, each opened signed in straight at its path. The accessibility sweep (a11y-sweep.spec.ts)
// scans each of these routes as the same admin, in both themes at both sizes: not twice here.
test.describe('each office-suite, recommendation and score screen shows its data', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { path, region, shows, money } of SCREENS) {
    test(path, async ({ signedIn }) => {
      const { page } = await signedIn({
        upn: 'admin@contoso.example',
        tenant: 'Contoso Ltd',
        locale: 'en-US',
        path,
      });
      await expectLoaded(page, region, shows, money);
    });
  }
});

test('a dismissed recommendation moves to the archive with who did it, stays there after a reload, and reopens', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
    path: '/billing/recommendations/summary',
  });
  const summary = await expectLoaded(page, 'Recommendations summary', /Open savings/, true);
  const openBefore = await summary.getByRole('definition').first().textContent();

  await page.goto('/billing/recommendations/aws');
  const open = await expectLoaded(page, 'AWS cost management recommendations', /EC2/, true);
  const first = open.getByRole('article').first();
  const title = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(`Dismissed: ${title}`);
  await expect(open.getByRole('heading', { name: title, exact: true })).toHaveCount(0);

  // The archive has it, with who dismissed it; a reload keeps it there (it is on the server).
  await page.getByLabel('Show').selectOption('archived');
  const archived = open.getByRole('article', { name: title });
  await expect(archived).toContainText('Dismissed by Megan Bowen');
  await page.reload();
  const reloaded = await expectLoaded(page, 'AWS cost management recommendations', /EC2/);
  await page.getByLabel('Show').selectOption('archived');
  await expect(reloaded.getByRole('article', { name: title })).toContainText('Dismissed by Megan Bowen');

  // The summary's open savings moved; reopening brings them back.
  await page.goto('/billing/recommendations/summary');
  await expectLoaded(page, 'Recommendations summary', /Open savings/, true);
  await expect(summary.getByRole('definition').first()).not.toHaveText(openBefore ?? '');
  await page.goto('/billing/recommendations/aws');
  await expectLoaded(page, 'AWS cost management recommendations', /EC2/);
  await page.getByLabel('Show').selectOption('archived');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(`Reopened: ${title}`);
  await page.goto('/billing/recommendations/summary');
  await expectLoaded(page, 'Recommendations summary', /Open savings/, true);
  await expect(summary.getByRole('definition').first()).toHaveText(openBefore ?? '');
  await context.close();
});

test('the licence questionnaire refuses bad answers with the field named, saves good ones, and keeps them', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
    path: '/billing/insights/usage-score?tab=Questionnaire',
  });
  const screen = await expectLoaded(page, 'Licence questionnaire', /Licence needs/);
  await screen.getByLabel('Employees').fill('50');
  await screen.getByLabel('Frontline workers').fill('80');
  await screen.getByLabel('Contact e-mail').fill('not-an-address');
  await screen.getByLabel('Licence renewal date').fill('2099-03-31');
  await screen.getByRole('button', { name: 'Save answers' }).click();
  await expect(screen).toContainText('Frontline workers cannot exceed the number of employees.');
  await expect(screen).toContainText('Enter a valid e-mail address.');
  await expect(screen.getByLabel('Frontline workers')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await screen.getByLabel('Frontline workers').fill('12');
  await screen.getByLabel('Contact e-mail').fill('it@contoso.example');
  // The kit's select (react-aria): its button, then the option from the list.
  await screen.getByRole('button', { name: /Security level/ }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: 'Strict (regulated data)', exact: true })
    .click();
  await expect(screen.getByRole('button', { name: /Security level/ })).toContainText(
    'Strict (regulated data)',
  );
  await screen.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Questionnaire saved');
  await expect(screen).toContainText('Last saved by Megan Bowen');

  await page.reload();
  const again = await expectLoaded(page, 'Licence questionnaire', /Last saved by Megan Bowen/);
  await expect(again.getByLabel('Employees')).toHaveValue('50');
  await expect(again.getByLabel('Frontline workers')).toHaveValue('12');
  await expect(again.getByRole('button', { name: /Security level/ })).toContainText(
    'Strict (regulated data)',
  );
  await expect(again.getByLabel('Licence renewal date')).toHaveValue('2099-03-31');
  await context.close();
});
