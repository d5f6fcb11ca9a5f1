import type { TableColumn } from './table-controller.ts';
import { cellText, plainDecimal } from './table-values.ts';

/** A spreadsheet would read a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const GENUINE_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * One cell as it goes into the file: a cell that a spreadsheet would run as a formula gets a
 * leading apostrophe (a genuine number such as `-12.50` stays a number), and a cell with a comma,
 * quote or line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) && !GENUINE_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The CSV of exactly what a table shows: `columns` are the visible columns in their order, `rows`
 * the filtered and sorted rows. The header row holds the column headers, an amount's with its
 * currency (`options.currency`, else the column's); amounts and numbers are plain decimals
 * (`1234.56`: no symbol, no grouping); records end with CRLF (RFC 4180).
 */
export function toCsv<Row>(
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
  options: { currency?: string | undefined } = {},
): string {
  const numeric = columns.map((c) => c.kind === 'amount' || c.kind === 'number');
  // An amount's header names its currency ('Cost (EUR)'): the figures themselves carry none.
  const header = (c: TableColumn<Row>) => {
    const currency = c.kind === 'amount' ? (options.currency ?? c.currency) : undefined;
    return currency && !c.header.endsWith(`(${currency})`) ? `${c.header} (${currency})` : c.header;
  };
  const lines = [columns.map((c) => csvCell(header(c))).join(',')];
  for (const row of rows) {
    lines.push(
      columns
        .map((column, i) => {
          const value = column.value(row);
          const text = numeric[i] ? (plainDecimal(value) ?? cellText(value, false)) : cellText(value, false);
          return csvCell(text);
        })
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
