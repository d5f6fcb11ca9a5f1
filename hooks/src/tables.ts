/**
 * @portal/hooks/tables: Tables: sorting, filtering, paging (client or server), CSV export and edge
 * scrolling. Framework-free; the React bindings are @portal/hooks/react.
 *
 * @packageDocumentation
 */

export { DragScroll, EdgeAutoScroll } from './core/edge-scroll.ts';
export { type ServerListParams, serverListParams } from './core/server-list.ts';
export {
  type TableColumn,
  type TableColumnKind,
  TableController,
  type TableControllerOptions,
  type TableInitialState,
  type TableMode,
  type TableQuery,
  type TableRowCount,
  type TableSort,
  type TableState,
} from './core/table-controller.ts';
export { toCsv } from './core/table-csv.ts';
export type { CellValue } from './core/table-values.ts';
