import type { ReactNode } from 'react';
import * as chart from './charts/chart-table.css.ts';
import * as styles from './figure-table.css.ts';
import { ScrollRegion } from './scroll-region.tsx';
import * as ui from './styles.css.ts';

/** One column of a figure table. */
export interface FigureColumn<Row> {
  readonly header: ReactNode;
  /** An amount or a count: right-aligned, in tabular digits. */
  readonly numeric?: boolean;
  readonly cell: (row: Row) => ReactNode;
  /** The column's cell in the footer row (a total); a footer row shows when a column has one. */
  readonly footer?: ReactNode;
}

/**
 * A captioned table of figures, the first column naming each row (its row header), in a region
 * that scrolls sideways when the table is wider than the page (a phone): one shape for the
 * screens' small tables, so each declares only its columns.
 */
export function FigureTable<Row>({
  label,
  ...table
}: FigureTableProps<Row> & {
  /** The name of the region the table scrolls in, when it is wider than the page. */
  label: string;
}) {
  return (
    <ScrollRegion className={ui.tableScroll} label={label}>
      <FigureTableMarkup {...table} />
    </ScrollRegion>
  );
}

export interface FigureTableProps<Row> {
  /** Shown above the table and naming it for screen readers; none where a heading above names it. */
  caption?: ReactNode;
  /** The caption names the table for screen readers only (a chart's title is just above). */
  captionHidden?: boolean;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** `chart`: the compact look of a chart's table view. */
  look?: 'figures' | 'chart';
}

/** The table itself, without its scrolling region (a chart's table scrolls with its chart). */
export function FigureTableMarkup<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  look = 'figures',
}: FigureTableProps<Row>) {
  const kind = look === 'chart' ? chart : styles;
  const cellClass = (column: FigureColumn<Row>, part: 'head' | 'body' | 'foot' = 'body') =>
    look === 'chart'
      ? column.numeric
        ? { head: chart.amountHeaderCell, body: chart.amountCell, foot: chart.footerAmountCell }[part]
        : { head: chart.headerCell, body: chart.cell, foot: chart.footerCell }[part]
      : column.numeric
        ? styles.amountCell
        : styles.cell;
  const hasFooter = columns.some((column) => column.footer !== undefined);
  return (
    <table className={kind.table}>
      {caption === undefined ? null : (
        <caption className={captionHidden ? ui.visuallyHidden : styles.caption}>{caption}</caption>
      )}
      <thead>
        <tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
            <th key={index} scope="col" className={cellClass(column, 'head')}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) =>
              index === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
                <th key={index} scope="row" className={cellClass(column)}>
                  {column.cell(row)}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
                <td key={index} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {hasFooter ? (
        <tfoot className={look === 'chart' ? undefined : styles.total}>
          <tr>
            {columns.map((column, index) =>
              index === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
                <th key={index} scope="row" className={cellClass(column, 'foot')}>
                  {column.footer}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
                <td key={index} className={cellClass(column, 'foot')}>
                  {column.footer}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
