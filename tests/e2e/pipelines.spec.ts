import type { Locator, Page } from '@playwright/test';
import { awsExportDelivery, putObjects } from '../../mock-server/src/offline/storage/cloud-exports.ts';
import { exactSum, tailspinAwsMonth } from '../../mock-server/src/offline/storage/demo-exports.ts';
import { S3RVER_ACCOUNT } from '../../mock-server/src/offline/storage/emulators.ts';
import { expectNoAxeViolations } from './a11y.ts';
import { currentBackend, STORAGE_PORTS } from './backends.ts';
import { expect, test } from './fixtures.ts';

/**
 * A cost pipeline made in the portal against a real S3 protocol (s3rver, which `./portal test`
 * runs): Tailspin Toys' admin enters the bucket and its key, checks the connection, saves, runs it
 * now, sees the run succeed while the row updates by itself, and the overview then shows the
 * month the export delivered, to the cent of the export's own sum.
 */

const MONTH = '2026-11';
const S3 = `http://127.0.0.1:${STORAGE_PORTS.s3}`;

/** Picks an option of a react-aria select by keyboard. */
async function choose(page: Page, dialog: Locator, label: RegExp, option: string) {
  await dialog.getByRole('button', { name: label }).focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await listbox.getByRole('option', { name: option, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
}

async function overviewFigure(page: Page): Promise<{ label: string; value: string }> {
  await page.goto('/billing/overview');
  const region = page.getByRole('region', { name: 'Overview', exact: true });
  await expect(region.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  const term = region.locator('dt').filter({ hasText: /^Cost in / });
  if ((await term.count()) === 0) return { label: '', value: '' };
  return {
    label: (await term.textContent()) ?? '',
    value: (await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '',
  };
}

test('an admin makes a pipeline of an S3 bucket, checks it, runs it now: the overview shows the export to the cent', async ({
  signedIn,
}) => {
  // The bucket of this worker's run, holding one AWS Data Exports delivery of November.
  const bucket = `e2e-billing-${currentBackend().port}`;
  const csv = tailspinAwsMonth(MONTH);
  await putObjects(
    { kind: 's3', endpoint: S3, bucket },
    awsExportDelivery({
      bucket,
      prefix: 'focus',
      exportName: 'tailspin-focus',
      month: MONTH,
      executionId: 'e2e-1',
      parts: [csv],
    }),
  );
  const sum = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    exactSum(csv, 'EffectiveCost') as Intl.StringNumericLiteral,
  );

  const { context, page } = await signedIn({ upn: 'admin@tailspin.example', locale: 'en-US' });
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const before = await overviewFigure(page);
  expect(before.label).not.toBe('Cost in November 2026');

  await page.goto('/billing/configuration/pipelines');
  const screen = page.getByRole('region', { name: 'Pipelines', exact: true });
  await expect(screen.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await screen.getByRole('button', { name: 'New pipeline' }).click();
  const dialog = page.getByRole('dialog', { name: 'New pipeline' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('Tailspin AWS export');
  await choose(page, dialog, /Storage/, 'S3-compatible bucket (AWS, Google Cloud Storage)');
  // Only what an S3 bucket needs is asked.
  await expect(dialog.getByRole('textbox', { name: 'Account URL', exact: true })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Endpoint', exact: true }).fill(S3);
  await dialog.getByRole('textbox', { name: 'Bucket', exact: true }).fill(bucket);
  await dialog.getByRole('textbox', { name: 'Prefix', exact: true }).fill('focus');
  await dialog.getByRole('textbox', { name: 'Access key ID', exact: true }).fill('AKIA-NOT-KNOWN');
  await dialog.getByRole('textbox', { name: 'Secret', exact: true }).fill(S3RVER_ACCOUNT.secretAccessKey);
  await expect(dialog.getByRole('textbox', { name: 'Secret', exact: true })).toHaveAttribute(
    'type',
    'password',
  );

  // A wrong key is said in words, naming the address and the bucket; then the right one connects.
  await dialog.getByRole('button', { name: 'Check the connection' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `The storage at ${S3} refused the key for the bucket '${bucket}'`,
  );
  await dialog.getByRole('textbox', { name: 'Access key ID', exact: true }).fill(S3RVER_ACCOUNT.accessKeyId);
  await dialog.getByRole('button', { name: 'Check the connection' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Connected to' })).toContainText(
    `Connected to ${S3}/${bucket}/focus: 1 export delivery, 1 file.`,
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  const row = screen.getByRole('row').filter({ hasText: 'Tailspin AWS export' });
  await expect(row).toContainText('Never run');
  await row.getByRole('button', { name: 'Run now: Tailspin AWS export' }).click();
  // The row follows the run by itself, without a reload.
  await expect(row).toContainText('Succeeded', { timeout: 60_000 });

  // The last runs, in a dialog that takes the focus and gives it back.
  await row.getByRole('button', { name: 'Runs of Tailspin AWS export' }).click();
  const runs = page.getByRole('dialog', { name: 'Runs of Tailspin AWS export' });
  await expect(runs.getByRole('row').nth(1)).toContainText('Succeeded (run now)');
  await expect(runs.getByRole('row').nth(1)).toContainText(
    `1 delivery, ${csv.trim().split('\r\n').length - 1} rows`,
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(runs).toHaveCount(0);

  const after = await overviewFigure(page);
  expect(after).toEqual({ label: 'Cost in November 2026', value: sum });
  await context.close();
});
