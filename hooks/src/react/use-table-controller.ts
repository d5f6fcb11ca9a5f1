import { useEffect, useRef, useState } from 'react';
import {
  type TableColumn,
  TableController,
  type TableControllerOptions,
  type TableRowCount,
  type TableState,
} from '../core/table-controller.ts';
import { useStore } from './use-store.ts';

/**
 * A data table's state for React: one {@link TableController} for the component's lifetime (a new
 * one when the mode changes). New `columns` or `rows` (by identity) are handed to it; keep them
 * stable (module constants, memos, the request layer's data) so the rows are not sorted again on
 * every render.
 */
export function useTableController<Row>(options: TableControllerOptions<Row>): {
  state: TableState<Row>;
  table: TableController<Row>;
} {
  const mode = options.mode ?? 'client';
  const [holder, setHolder] = useState(() => ({ mode, table: new TableController(options) }));
  if (holder.mode !== mode) setHolder({ mode, table: new TableController(options) });
  const { table } = holder;
  useTableColumns(table, options.columns);
  useTableRows(table, options.rows, options.rowCount);
  return { state: useStore(table), table };
}

/** Hands new column definitions to the table (the user's order and hidden columns stay). */
function useTableColumns<Row>(table: TableController<Row>, columns: readonly TableColumn<Row>[]): void {
  const given = useRef(columns);
  useEffect(() => {
    if (given.current === columns) return;
    given.current = columns;
    table.setColumns(columns);
  }, [table, columns]);
}

/**
 * Hands rows to a table: all rows (client mode) or the loaded page with the server's counts
 * (server mode, where the query comes from the table's state before the rows exist). Undefined
 * rows (still loading) leave the table as it is.
 */
export function useTableRows<Row>(
  table: TableController<Row>,
  rows: readonly Row[] | undefined,
  rowCount?: TableRowCount,
): void {
  const filtered = rowCount?.filtered;
  const total = rowCount?.total;
  useEffect(() => {
    if (rows === undefined) return;
    table.setRows(
      rows,
      filtered === undefined ? undefined : { filtered, ...(total === undefined ? {} : { total }) },
    );
  }, [table, rows, filtered, total]);
}
