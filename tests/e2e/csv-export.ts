import type { Locator } from '@playwright/test';

/**
 * Exports a screen's table as a user does (its Export CSV button) and answers the downloaded
 * file's lines, its byte order mark dropped.
 */
export async function exportedCsvLines(screen: Locator): Promise<string[]> {
  const download = screen.page().waitForEvent('download');
  await screen.getByRole('button', { name: 'Export CSV' }).click();
  const chunks = await (await (await download).createReadStream()).toArray();
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
}
