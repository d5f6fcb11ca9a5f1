import type { ReactNode } from 'react';
import { visuallyHidden } from '../styles.css.ts';
import * as styles from './chart-table.css.ts';

export interface ChartTableColumn {
  header: string;
  /** 'amount' aligns to the end with tabular figures. */
  kind?: 'text' | 'amount';
}

export interface ChartTableRow {
  key: string;
  /** One cell per column; the first is the row's header (the period or group). */
  cells: readonly ReactNode[];
}

export interface ChartTableProps {
  /** Names the table (hidden: the chart's title is just above). */
  caption: string;
  columns: readonly ChartTableColumn[];
  rows: readonly ChartTableRow[];
  /** A total row. */
  footer?: readonly ReactNode[];
}

/** The table view of a chart: a real table, the first column as row headers, amounts exact. */
export function ChartTable({ caption, columns, rows, footer }: ChartTableProps) {
  const cellClass = (index: number, footerRow = false) =>
    columns[index]?.kind === 'amount'
      ? footerRow
        ? styles.footerAmountCell
        : styles.amountCell
      : footerRow
        ? styles.footerCell
        : styles.cell;
  return (
    <table className={styles.table}>
      <caption className={visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={column.kind === 'amount' ? styles.amountHeaderCell : styles.headerCell}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <th key={index} scope="row" className={cellClass(index)}>
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <td key={index} className={cellClass(index)}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {footer ? (
        <tfoot>
          <tr>
            {footer.map((cell, index) =>
              index === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <th key={index} scope="row" className={cellClass(index, true)}>
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                <td key={index} className={cellClass(index, true)}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
