/**
 * The FOCUS upload of the settings screen (Designed): the same import as `./portal import-focus`,
 * for users who manage settings, refused with the file's line and column named and nothing stored.
 */

import { FocusImportError, importFocus } from '../../import/import-service.ts';
import { uploadedTable } from '../../import/sources.ts';
import type { Handlers } from '../api.ts';
import { requireSettingsManager } from '../caller.ts';
import { badRequest, HttpProblem } from '../problem.ts';
import { uploadedFile } from '../uploaded-file.ts';

/** The largest export the upload takes (a month of a large estate is tens of MiB). */
export const FOCUS_UPLOAD_LIMIT_BYTES = 100 * 1024 * 1024;
/** What browsers call CSV, gzip and Parquet files (and files they cannot name). */
const EXPORT_TYPES = [
  'text/csv',
  'application/csv',
  'application/vnd.ms-excel',
  'text/plain',
  'application/gzip',
  'application/x-gzip',
  'application/vnd.apache.parquet',
  'application/x-parquet',
  'application/octet-stream',
  '',
];
/** The names of the files the clouds write: CSV, gzip CSV, Parquet. */
const EXPORT_NAME = /\.(csv|txt|csv\.gz|gz|parquet)$/i;

export const focusImportHandlers: Handlers = {
  listFocusImports: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const imports = await ctx.data.focusImports.listImports(who.tenantId);
    return {
      status: 200,
      body: imports
        .map((i) => ({ id: i.id, fileName: i.fileName, rows: i.rows, createdAt: i.createdAt }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    };
  },
  importFocusExport: async (ctx) => {
    const who = await requireSettingsManager(ctx);
    const file = uploadedFile(ctx, {
      bytes: FOCUS_UPLOAD_LIMIT_BYTES,
      text: 'FOCUS exports may be at most 100 MiB.',
    });
    const name = file.name.slice(0, 200) || 'upload.csv';
    if (!EXPORT_TYPES.includes(file.type) || !EXPORT_NAME.test(name))
      throw new HttpProblem(415, 'Unsupported Media Type', {
        detail: 'Only CSV (.csv, .csv.gz) and Parquet (.parquet) files can be imported.',
      });
    try {
      // Its format is told by its first bytes, whatever its name says.
      const { table } = await uploadedTable(file);
      const result = await importFocus(
        ctx.data,
        who.tenantId,
        { tables: [table] },
        {
          fileName: name,
          now: ctx.now,
        },
      );
      // The alert definitions, on the data as it now is (a failure is logged: the import stands).
      await ctx.alerting
        .evaluate(who.tenantId)
        .catch((error: unknown) => console.error('alerts after the import:', error));
      return {
        status: 201,
        body: {
          id: result.importId,
          fileName: name,
          rows: result.rows,
          replacedRows: result.replacedRows,
          periods: result.periods.map((p) => ({
            start: p.billingPeriodStart,
            ...(p.providerName ? { provider: p.providerName } : {}),
            ...(p.billingAccountId ? { billingAccountId: p.billingAccountId } : {}),
          })),
          sums: result.sums.map((s) => ({
            currency: s.currency,
            billed: s.billed.rounded,
            effective: s.effective.rounded,
            list: s.list.rounded,
          })),
        },
      };
    } catch (error) {
      if (error instanceof FocusImportError)
        throw badRequest(`The file was not imported: ${error.message}.`, [
          { field: 'file', message: error.message },
        ]);
      throw error;
    }
  },
};
