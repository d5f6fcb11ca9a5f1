import { numberFormat } from '@portal/hooks/money';
import type { CellValue, TableColumn } from '@portal/hooks/tables';

// One formatter per locale and currency: building Intl formatters for 100,000 cells would be slow.
const formatter = (locale: string | undefined, currency: string | undefined): Intl.NumberFormat =>
  numberFormat(locale, currency ? { style: 'currency', currency } : {});

const DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * What a cell shows. Amounts go through Intl.NumberFormat in the column's currency; a decimal
 * string is handed to Intl as a string (exact, never through a float). Anything that is not a
 * number is shown as it came.
 */
export function formatCell<Row>(column: TableColumn<Row>, value: CellValue, locale?: string): string {
  if (value === null || value === undefined) return '';
  const numeric = column.kind === 'amount' || column.kind === 'number';
  if (!numeric) return String(value);
  const currency = column.kind === 'amount' ? column.currency : undefined;
  if (typeof value === 'number' || typeof value === 'bigint')
    return formatter(locale, currency).format(value);
  if (typeof value === 'string' && DECIMAL.test(value.trim())) {
    return formatter(locale, currency).format(value.trim() as Intl.StringNumericLiteral);
  }
  return String(value);
}

/** A count as a user reads it: 100,000. */
export function formatCount(count: number, locale?: string): string {
  return formatter(locale, undefined).format(count);
}
