import type { ReactNode } from 'react';
import { FigureTableMarkup } from '../figure-table.tsx';

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
  return (
    <FigureTableMarkup<ChartTableRow>
      look="chart"
      caption={caption}
      captionHidden
      rows={rows}
      rowKey={(row) => row.key}
      columns={columns.map((column, index) => ({
        header: column.header,
        numeric: column.kind === 'amount',
        cell: (row) => row.cells[index],
        ...(footer ? { footer: footer[index] } : {}),
      }))}
    />
  );
}
