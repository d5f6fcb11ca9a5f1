import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, switchTheme } from './a11y.ts';
import { expect, test } from './fixtures.ts';

/**
 * Every alert, metric and configuration screen of the demo menu: the URL a user reaches it at,
 * its region's name and a text that only shows once its data is there.
 */
const SCREENS: { path: string; region: string; shows: RegExp }[] = [
  { path: '/billing/monitoring/alerts', region: 'Alerts', shows: /Active alerts/ },
  {
    path: '/billing/monitoring/alerts?tab=Definitions',
    region: 'Alert definitions',
    shows: /Budget exceeded/,
  },
  { path: '/billing/security/alerts', region: 'Security alerts', shows: /Showing 1–\d+ of \d+/ },
  { path: '/billing/monitoring/metrics', region: 'Metric alerts', shows: /Showing 1–\d+ of \d+/ },
  {
    path: '/billing/monitoring/metrics?tab=Definitions',
    region: 'Metric definitions',
    shows: /High CPU on virtual machines/,
  },
  {
    path: '/billing/monitoring/metrics?tab=Customer+metrics',
    region: 'Customer metrics',
    shows: /Figures with the previous month/,
  },
  { path: '/billing/monitoring/service-health', region: 'Service health', shows: /Status per service/ },
  { path: '/billing/configuration/pipelines', region: 'Pipelines', shows: /Daily cost export/ },
  { path: '/billing/configuration/users', region: 'Users', shows: /Portal Admin/ },
  { path: '/billing/configuration/tags', region: 'Tags', shows: /Lowest required coverage/ },
  { path: '/billing/configuration/rules', region: 'Rules', shows: /Exclude sandbox subscriptions/ },
  { path: '/billing/configuration/worker-profiles', region: 'Worker profiles', shows: /Knowledge worker/ },
  {
    path: '/billing/configuration/automate-endpoints',
    region: 'Automation endpoints',
    shows: /Finance channel/,
  },
];

/**
 * Waits until a screen has its data: its region with the text it shows (the unknown-screen placeholder
 * has no such region), no progress bar left, no failed read.
 */
async function expectLoaded(page: Page, region: string, shows: RegExp) {
  const screen = page.getByRole('region', { name: region, exact: true });
  await expect(screen).toContainText(shows, { timeout: 15_000 });
  await expect(screen.getByRole('progressbar')).toHaveCount(0);
  await expect(screen).not.toContainText('could not be loaded');
  return screen;
}

// Each screen a test of its own (issue 26: none longer than two minutes), shared out between the
// workers, each opened signed in straight at its path; the dark theme must not lose the data. The
// accessibility sweep (a11y-sweep.spec.ts) scans each of these routes as the same admin, in both
// themes at both sizes: not twice here.
test.describe('each alert, metric and configuration screen shows its data, in light and dark', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { path, region, shows } of SCREENS) {
    test(path, async ({ signedIn }) => {
      const { page } = await signedIn({
        upn: 'admin@contoso.example',
        tenant: 'Contoso Ltd',
        locale: 'en-US',
        path,
      });
      await expectLoaded(page, region, shows);
      await switchTheme(page, 'dark');
      await expectLoaded(page, region, shows);
      await switchTheme(page, 'light');
    });
  }
});

/** Picks an option of a react-aria select by keyboard: focus, open with Enter, choose, Enter. */
async function choose(page: Page, dialog: Locator, label: RegExp, option: string) {
  await dialog.getByRole('button', { name: label }).focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await listbox.getByRole('option', { name: option, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: label })).toContainText(option);
}

/** Ticks or unticks a checkbox by keyboard (Space). */
async function toggle(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('checkbox', { name, exact: true }).focus();
  await page.keyboard.press('Space');
}

interface Editable {
  path: string;
  region: string;
  shows: RegExp;
  noun: string;
  /** The name the new entity is listed under. */
  created: string;
  fill: (page: Page, dialog: Locator) => Promise<void>;
  /** Changes something in the edit dialog; `edited` then shows in the entity's row. */
  edit: (page: Page, dialog: Locator) => Promise<void>;
  edited: RegExp;
  /** Enters something refused; `message` shows on the field named `field`. */
  bad: (page: Page, dialog: Locator) => Promise<void>;
  field: string;
  message: string;
}

const EDITABLE: Editable[] = [
  {
    path: '/billing/monitoring/alerts?tab=Definitions',
    region: 'Alert definitions',
    shows: /Budget exceeded/,
    noun: 'alert definition',
    created: 'E2E spend alert',
    fill: async (_page, dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('E2E spend alert');
      await dialog.getByLabel('Threshold amount').fill('1500');
      await dialog.getByLabel('Recipients').fill('ops@contoso.example\nfinance@contoso.example');
    },
    edit: async (_page, dialog) => {
      await dialog.getByLabel('Threshold amount').fill('2000.5');
    },
    edited: /\$2,000\.50/,
    bad: async (page, dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('Bad budget alert');
      await choose(page, dialog, /Raised when/, 'Budget used above a percentage');
      await dialog.getByLabel('Budget used (%)').fill('5000');
      await dialog.getByLabel('Recipients').fill('not-an-address');
    },
    field: 'Budget used (%)',
    message: 'Budget used (%) must be between 1 and 1000.',
  },
  {
    path: '/billing/monitoring/metrics?tab=Definitions',
    region: 'Metric definitions',
    shows: /High CPU on virtual machines/,
    noun: 'metric definition',
    created: 'E2E disk queue',
    fill: async (page, dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('E2E disk queue');
      await dialog.getByLabel('Metric', { exact: true }).fill('OS Disk Queue Depth');
      await dialog.getByLabel('Threshold', { exact: true }).fill('5');
      await choose(page, dialog, /Aggregation/, 'Maximum');
    },
    edit: async (page, dialog) => {
      await choose(page, dialog, /Window/, '60 minutes');
    },
    edited: /Maximum > 5 over 60 min/,
    bad: async (_page, dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('Bad metric');
      await dialog.getByLabel('Resource type').fill('virtual machines');
      await dialog.getByLabel('Metric', { exact: true }).fill('CPU');
      await dialog.getByLabel('Threshold', { exact: true }).fill('1');
    },
    field: 'Resource type',
    message: 'Enter a resource type such as Microsoft.Compute/virtualMachines.',
  },
  {
    path: '/billing/configuration/pipelines',
    region: 'Pipelines',
    shows: /Daily cost export/,
    noun: 'pipeline',
    created: 'E2E nightly export',
    fill: async (page, dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('E2E nightly export');
      await choose(page, dialog, /Source/, 'Cost Management');
    },
    edit: async (page, dialog) => {
      await choose(page, dialog, /Schedule/, 'Weekly');
    },
    edited: /Weekly/,
    bad: async () => {},
    field: 'Name',
    message: 'Name is required.',
  },
  {
    path: '/billing/configuration/users',
    region: 'Users',
    shows: /Portal Admin/,
    noun: 'user',
    created: 'E2E Sam Rivera',
    fill: async (page, dialog) => {
      await dialog.getByLabel('Display name').fill('E2E Sam Rivera');
      await dialog.getByLabel('E-mail address').fill('e2e.sam@contoso.example');
      await toggle(page, dialog, 'Finance');
    },
    edit: async (page, dialog) => {
      await choose(page, dialog, /Role/, 'Administrator');
    },
    edited: /Administrator/,
    // A duplicate address only the server can refuse: its 400 lands on the field.
    bad: async (page, dialog) => {
      await dialog.getByLabel('Display name').fill('Someone else');
      await dialog.getByLabel('E-mail address').fill('ADMIN@contoso.example');
      await toggle(page, dialog, 'IT');
    },
    field: 'E-mail address',
    message: "Another user already uses 'ADMIN@contoso.example'.",
  },
  {
    path: '/billing/configuration/tags',
    region: 'Tags',
    shows: /Lowest required coverage/,
    noun: 'tag rule',
    created: 'e2e-key',
    fill: async (_page, dialog) => {
      await dialog.getByLabel('Tag key').fill('e2e-key');
      await dialog.getByLabel('Allowed values').fill('alpha\nbeta');
    },
    edit: async (page, dialog) => {
      await toggle(page, dialog, 'Required on every resource');
      await dialog.getByLabel('Allowed values').fill('alpha\nbeta\ngamma');
    },
    edited: /alpha, beta, gamma/,
    bad: async (_page, dialog) => {
      await dialog.getByLabel('Tag key').fill('bad key');
    },
    field: 'Tag key',
    message: 'Use letters, digits and _ . : - only.',
  },
  {
    path: '/billing/configuration/rules',
    region: 'Rules',
    shows: /Exclude sandbox subscriptions/,
    noun: 'cost rule',
    created: 'E2E rename storage',
    fill: async (page, dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('E2E rename storage');
      await dialog.getByLabel('Matching text').fill('Storage');
      await choose(page, dialog, /Action/, 'Rename');
      await dialog.getByLabel('New name or cost centre').fill('Disks');
    },
    edit: async (_page, dialog) => {
      await dialog.getByLabel('New name or cost centre').fill('Block storage');
    },
    edited: /Block storage/,
    bad: async (page, dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('Bad rule');
      await dialog.getByLabel('Matching text').fill('Storage');
      await choose(page, dialog, /Action/, 'Allocate to a cost centre');
    },
    field: 'New name or cost centre',
    message: 'An allocate rule needs the cost centre.',
  },
  {
    path: '/billing/configuration/worker-profiles',
    region: 'Worker profiles',
    shows: /Knowledge worker/,
    noun: 'worker profile',
    created: 'E2E contractor',
    fill: async (page, dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('E2E contractor');
      await dialog.getByLabel('Users').fill('5');
      await toggle(page, dialog, 'Microsoft 365 E3 ($36.00)');
      await expect(dialog).toContainText('Monthly cost: $180.00');
    },
    edit: async (page, dialog) => {
      await dialog.getByLabel('Users').fill('6');
      // A number field takes its value when the focus leaves it.
      await page.keyboard.press('Tab');
      await expect(dialog).toContainText('Monthly cost: $216.00');
    },
    edited: /\$216\.00/,
    bad: async (_page, dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('No licences');
      await dialog.getByLabel('Users').fill('3');
    },
    field: 'Licences',
    message: 'Choose at least one option for licences.',
  },
  {
    path: '/billing/configuration/automate-endpoints',
    region: 'Automation endpoints',
    shows: /Finance channel/,
    noun: 'automation endpoint',
    created: 'E2E chat ops',
    fill: async (page, dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('E2E chat ops');
      await dialog.getByLabel('Address').fill('https://hooks.contoso.example/e2e');
      await toggle(page, dialog, 'Alert raised');
      await dialog.getByLabel('Signing secret').fill('e2e-chat-ops-signing-secret');
    },
    edit: async (_page, dialog) => {
      await dialog.getByLabel('Address').fill('https://hooks.contoso.example/e2e-renamed');
    },
    edited: /e2e-renamed/,
    bad: async (page, dialog) => {
      await dialog.getByLabel('Name', { exact: true }).fill('Leaky hook');
      await dialog.getByLabel('Address').fill('https://me:secret@hooks.contoso.example/x');
      await toggle(page, dialog, 'Budget exceeded');
      await dialog.getByLabel('Signing secret').fill('leaky-hook-signing-secret');
    },
    field: 'Address',
    message: 'The address must not contain a user name or password.',
  },
];

/** The list's live notice of the last change (beside the table's own row count). */
const notice = (screen: Locator) =>
  screen.getByRole('status').filter({ hasText: /^'.*' was (created|saved|deleted)\.$/ });

/** The row of an entity, found by its name cell. */
const rowOf = (screen: Locator, name: string) =>
  screen.getByRole('row').filter({ has: screen.page().getByRole('gridcell', { name, exact: true }) });

for (const list of EDITABLE) {
  test(`${list.region}: create, edit and delete through keyboard-usable dialogs, kept after a reload`, async ({
    signedIn,
  }) => {
    const { context, page } = await signedIn({
      upn: 'admin@contoso.example',
      tenant: 'Contoso Ltd',
      locale: 'en-US',
      path: list.path,
    });
    let screen = await expectLoaded(page, list.region, list.shows);
    const newTitle = `New ${list.noun}`;

    // Create: the dialog opens from the keyboard and takes the focus; Enter in a field saves.
    await screen.getByRole('button', { name: newTitle }).focus();
    await page.keyboard.press('Enter');
    let dialog = page.getByRole('dialog', { name: newTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').first()).toBeFocused();
    await expectNoAxeViolations(page);
    await list.fill(page, dialog);
    await dialog.getByRole('textbox').first().press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(notice(screen)).toHaveText(`'${list.created}' was created.`);
    await page.reload();
    screen = await expectLoaded(page, list.region, list.shows);
    await expect(rowOf(screen, list.created)).toHaveCount(1);

    // Edit: the row's values are in the form; the change is kept after a reload.
    await screen.getByRole('button', { name: `Edit ${list.created}`, exact: true }).click();
    dialog = page.getByRole('dialog', { name: `Edit ${list.created}` });
    await expect(dialog).toBeVisible();
    await list.edit(page, dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(notice(screen)).toHaveText(`'${list.created}' was saved.`);
    await page.reload();
    screen = await expectLoaded(page, list.region, list.shows);
    await expect(rowOf(screen, list.created)).toContainText(list.edited);

    // Bad input (in the dark theme): the field says why and has the focus, the dialog stays with
    // what was typed, and it is accessible.
    await switchTheme(page, 'dark');
    await screen.getByRole('button', { name: newTitle }).click();
    dialog = page.getByRole('dialog', { name: newTitle });
    await list.bad(page, dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText(list.message);
    // The field is marked invalid and has the focus (a group of checkboxes: its first one).
    const field =
      list.field === 'Licences'
        ? dialog.getByRole('group', { name: list.field }).getByRole('checkbox').first()
        : dialog.getByLabel(list.field, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Delete (in the light theme): a confirmation first (Cancel has the focus), then the row is gone,
    // also after a reload.
    await switchTheme(page, 'light');
    await screen.getByRole('button', { name: `Delete ${list.created}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${list.created}?` });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: `Delete ${list.noun}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(notice(screen)).toHaveText(`'${list.created}' was deleted.`);
    await expect(rowOf(screen, list.created)).toHaveCount(0);
    await page.reload();
    screen = await expectLoaded(page, list.region, list.shows);
    await expect(rowOf(screen, list.created)).toHaveCount(0);
    await context.close();
  });
}

test('an admin acknowledges and resolves an alert; who did it is kept after a reload', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'admin@contoso.example',
    tenant: 'Contoso Ltd',
    locale: 'en-US',
    path: '/billing/monitoring/alerts',
  });
  let screen = await expectLoaded(page, 'Alerts', /Active alerts/);
  await screen.getByLabel('State').selectOption('active');
  const before = Number(await screen.getByRole('definition').first().textContent());
  const acknowledge = screen.getByRole('button', { name: /^Acknowledge / }).first();
  const label = (await acknowledge.getAttribute('aria-label')) ?? '';
  const alert = label.replace(/^Acknowledge /, '');
  await acknowledge.click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(/^Acknowledged: /);
  await expect(screen.getByRole('definition').first()).toHaveText(String(before - 1));

  await page.reload();
  screen = await expectLoaded(page, 'Alerts', /Active alerts/);
  await screen.getByLabel('State').selectOption('acknowledged');
  const resolve = screen.getByRole('button', { name: `Resolve ${alert}`, exact: true });
  const row = screen
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Resolve ${alert}`, exact: true }) });
  await expect(row).toContainText('Acknowledged');
  await expect(row).toContainText('Megan Bowen');
  await resolve.click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(/^Resolved: /);
  await page.reload();
  screen = await expectLoaded(page, 'Alerts', /Active alerts/);
  await screen.getByLabel('State').selectOption('resolved');
  await expect(screen).toContainText('Resolved');
  await context.close();
});

test('a user who is not an admin sees the lists without changes', async ({ signedIn }) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    locale: 'en-US',
    path: '/billing/monitoring/alerts?tab=Definitions',
  });
  const screen = await expectLoaded(page, 'Alert definitions', /Budget exceeded/);
  await expect(screen).toContainText('Only administrators can add, change or delete alert definitions.');
  await expect(screen.getByRole('button', { name: /^New / })).toHaveCount(0);
  await expect(screen.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await context.close();
});
