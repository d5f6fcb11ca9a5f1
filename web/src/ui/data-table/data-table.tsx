import { useStore } from '@portal/hooks/react';
import { type TableColumn, type TableController, type TableState, toCsv } from '@portal/hooks/tables';
import type { ApiError, components } from '@portal/sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  type ColumnDef,
  columnOrderingFeature,
  columnVisibilityFeature,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Input, Label, Menu, MenuItem, MenuTrigger, SearchField, TextField } from 'react-aria-components';
import { ActionButton } from '../button.tsx';
import { StatedRate } from '../exchange-note.tsx';
import { Popover } from '../popover.tsx';
import { Progress } from '../progress.tsx';
import { QueryError } from '../query-state.tsx';
import * as ui from '../styles.css.ts';
import * as styles from './data-table.css.ts';
import { csvFileName, downloadCsv } from './download-csv.ts';
import { formatCell, formatCount } from './format-cell.ts';
import { type GridPosition, moveInGrid } from './grid-navigation.ts';

const features = tableFeatures({ columnVisibilityFeature, columnOrderingFeature });

export interface DataTableProps<Row extends RowData> {
  /** The table's state (`useTableController`): rows, columns, sort, filters, window. */
  table: TableController<Row>;
  /** The accessible name of the grid; it names the fields and the CSV file too. */
  label: string;
  /** The request layer's answer: its loading and error states are shown in place of the rows. */
  query?: Pick<UseQueryResult<unknown, ApiError>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** Shown when there are no rows at all (not when filters hide them). */
  empty?: ReactNode;
  /** Height of the scrolling area in pixels; default 480. */
  height?: number;
  /** Height of a row in pixels (rows are virtualised at a fixed height); default 40. */
  rowHeight?: number;
  /** Cells a screen renders itself (links, badges), by column id; the CSV keeps the plain value. */
  cells?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** Number formatting; default the browser's locale. */
  locale?: string;
  /** Default from the label: 'Cost by resource' → cost-by-resource.csv. */
  fileName?: string;
  /** The currency of the amounts (the answer's display currency); default each column's own. */
  currency?: string | undefined;
  /** The rate the amounts were converted with, stated above the grid (the answer's `exchangeRate`). */
  exchangeRate?: components['schemas']['ExchangeRate'] | undefined;
}

type SortMark = { desc: boolean; index: number } | undefined;

/**
 * The data table every screen reuses: an ARIA grid over a {@link TableController} with virtualised
 * rows, a sticky header that sorts (Shift adds a column), a filter field per filterable column, a
 * search field, a column menu, row counts, keyboard navigation and an Export CSV of what is shown.
 */
export function DataTable<Row extends RowData>({
  table: controller,
  label,
  query,
  empty,
  height = 480,
  rowHeight = 40,
  cells,
  locale,
  fileName,
  currency,
  exchangeRate,
}: DataTableProps<Row>) {
  const state = useStore(controller);
  const { visibleColumns, rows } = state;

  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      state.columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: Row) => column.value(row),
        cell: (context) => {
          const custom = cells?.[column.id];
          return custom
            ? custom(context.row.original)
            : formatCell(
                column.kind === 'amount' && currency ? { ...column, currency } : column,
                column.value(context.row.original),
                locale,
              );
        },
      })),
    [state.columns, cells, locale, currency],
  );
  const columnVisibility = useMemo(
    () => Object.fromEntries(state.hiddenColumns.map((id) => [id, false])),
    [state.hiddenColumns],
  );
  const columnOrder = useMemo(() => state.columns.map((c) => c.id), [state.columns]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The row holding the focus stays rendered when it scrolls out of view, so focus is never lost.
  const activeRow = useRef(0);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    // Rows are measured once drawn (a wrapped cell makes its row taller); without a layout (as in
    // tests) a row counts as the configured height.
    measureElement: (element) => Math.max(rowHeight, element.getBoundingClientRect().height),
    overscan: 8,
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const active = activeRow.current - 1;
      if (active < 0 || active >= range.count || indexes.includes(active)) return indexes;
      return [...indexes, active].sort((a, b) => a - b);
    },
    // Before layout (or without one, as in tests) the viewport counts as its configured height.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { ...rect, height })),
  });

  // Only the rows in the window go through the table model (ids by their place among all rows):
  // a model of all 100,000 rows would be built again on every sort.
  const virtualItems = virtualizer.getVirtualItems();
  const windowIndexes = virtualItems.map((item) => item.index);
  const reactTable = useTable({
    features,
    columns: columnDefs,
    data: windowIndexes.map((index) => rows[index] as Row),
    getRowId: (_row, index) => String(windowIndexes[index]),
    state: { columnVisibility, columnOrder },
  });
  const tableRows = reactTable.getRowModel().rows;
  const leafHeaders = reactTable.getHeaderGroups().at(-1)?.headers ?? [];

  const sortMarks = useMemo(() => {
    return new Map<string, SortMark>(
      state.sort.map((entry, index) => [entry.id, { desc: entry.desc, index }]),
    );
  }, [state.sort]);

  useSortPreparation(controller, state);

  const grid = useGridFocus(state, virtualizer, height, rowHeight, activeRow);
  const gridTemplate = visibleColumns.map(columnWidth).join(' ');
  const rowIndexBase = state.mode === 'server' ? state.offset : 0;

  const exportCsv = () => {
    const shown = controller.getSnapshot();
    downloadCsv(fileName ?? csvFileName(label), toCsv(shown.visibleColumns, shown.rows, { currency }));
  };

  const filtering = state.search.trim() !== '' || Object.keys(state.filters).length > 0;
  let content: ReactNode;
  if (query?.isError && query.error) {
    content = <QueryError error={query.error} what={label} onRetry={() => void query.refetch()} />;
  } else if (query?.isPending) {
    content = <Progress label={`Loading ${label.toLowerCase()}`} />;
  } else if (state.totalCount === 0 && !filtering) {
    content = <p className={ui.muted}>{empty ?? 'Nothing to show.'}</p>;
  } else if (rows.length === 0) {
    content = (
      <p className={styles.message}>
        No rows match the search and filters.
        <ActionButton onPress={() => controller.clearFilters()}>Clear filters</ActionButton>
      </p>
    );
  } else {
    content = (
      <div ref={scrollRef} className={styles.viewport} style={{ height }}>
        <table
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a data grid (WAI-ARIA grid pattern) is a table the keyboard moves through cell by cell
          role="grid"
          aria-label={label}
          aria-rowcount={state.filteredCount + 1}
          aria-colcount={visibleColumns.length}
          className={styles.grid}
          onKeyDown={grid.onKeyDown}
          onFocus={grid.onFocus}
        >
          <thead className={styles.head}>
            <tr aria-rowindex={1} className={styles.row} style={{ gridTemplateColumns: gridTemplate }}>
              {leafHeaders.map((header, col) => {
                const column = visibleColumns[col] as TableColumn<Row>;
                const mark = sortMarks.get(column.id);
                const numeric = isNumeric(column);
                const tabIndex = grid.tabIndex(0, col);
                const sortable = column.sortable !== false;
                return (
                  <th
                    key={header.id}
                    aria-colindex={col + 1}
                    aria-sort={ariaSort(mark, sortable)}
                    className={numeric ? styles.numericHeaderCell : styles.headerCell}
                    data-row={0}
                    data-col={col}
                    tabIndex={sortable ? undefined : tabIndex}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        tabIndex={tabIndex}
                        data-row={0}
                        data-col={col}
                        onClick={(event: MouseEvent) =>
                          controller.toggleSort(column.id, { multi: event.shiftKey })
                        }
                      >
                        <reactTable.FlexRender header={header} />
                        <SortIndicator mark={mark} count={state.sort.length} />
                      </button>
                    ) : (
                      <reactTable.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
            {virtualItems.map((item, place) => {
              const row = tableRows[place];
              if (!row) return null;
              return (
                <tr
                  key={row.id}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  aria-rowindex={rowIndexBase + item.index + 2}
                  className={styles.bodyRow}
                  style={{
                    gridTemplateColumns: gridTemplate,
                    minHeight: rowHeight,
                    transform: `translateY(${item.start}px)`,
                  }}
                >
                  {row.getVisibleCells().map((cell, col) => (
                    <td
                      key={cell.id}
                      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the cells of a grid are gridcells (focusable, roving tabindex)
                      role="gridcell"
                      aria-colindex={col + 1}
                      className={isNumeric(visibleColumns[col]) ? styles.numericCell : styles.cell}
                      tabIndex={grid.tabIndex(item.index + 1, col)}
                      data-row={item.index + 1}
                      data-col={col}
                    >
                      <span className={styles.cellText}>
                        <reactTable.FlexRender cell={cell} />
                      </span>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <StatedRate rate={exchangeRate}>
      <div className={styles.root}>
        <div className={styles.toolbar}>
          <SearchField
            className={styles.field}
            value={state.search}
            onChange={(text) => controller.setSearch(text)}
          >
            <Label className={styles.label}>
              Search <span className={ui.visuallyHidden}>{label}</span>
            </Label>
            <Input className={styles.input} />
          </SearchField>
          {visibleColumns
            .filter((column) => column.filterable !== false)
            .map((column) => (
              <TextField
                key={column.id}
                className={styles.field}
                value={state.filters[column.id] ?? ''}
                onChange={(text) => controller.setFilter(column.id, text)}
              >
                <Label className={styles.label}>Filter {column.header}</Label>
                <Input className={styles.input} placeholder={isNumeric(column) ? 'e.g. >100' : undefined} />
              </TextField>
            ))}
          <div className={styles.actions}>
            <ColumnMenu state={state} controller={controller} />
            <ActionButton onPress={exportCsv} isDisabled={rows.length === 0}>
              Export CSV
            </ActionButton>
          </div>
        </div>
        <RowCount state={state} locale={locale} controller={controller} />
        {content}
      </div>
    </StatedRate>
  );
}

type ColumnKind = Pick<TableColumn<never>, 'kind'>;

function isNumeric(column: ColumnKind | undefined): boolean {
  return column?.kind === 'amount' || column?.kind === 'number';
}

function columnWidth(column: ColumnKind): string {
  return isNumeric(column) || column.kind === 'date' ? 'minmax(8rem, 1fr)' : 'minmax(10rem, 2fr)';
}

function ariaSort(mark: SortMark, sortable: boolean): 'ascending' | 'descending' | 'none' | undefined {
  if (!sortable) return undefined;
  // aria-sort belongs on one header: the primary sort; the others say their place in words.
  if (!mark || mark.index > 0) return 'none';
  return mark.desc ? 'descending' : 'ascending';
}

function SortIndicator({ mark, count }: { mark: SortMark; count: number }) {
  if (!mark) return null;
  return (
    <>
      <span aria-hidden="true" className={styles.sortMark}>
        {mark.desc ? '▼' : '▲'}
        {count > 1 ? mark.index + 1 : null}
      </span>
      {mark.index > 0 ? (
        <span className={ui.visuallyHidden}>
          , sort {mark.index + 1}, {mark.desc ? 'descending' : 'ascending'}
        </span>
      ) : null}
    </>
  );
}

function RowCount<Row>({
  state,
  locale,
  controller,
}: {
  state: TableState<Row>;
  locale: string | undefined;
  controller: TableController<Row>;
}) {
  if (state.mode === 'client') {
    return (
      <p role="status" className={styles.count}>
        Showing {formatCount(state.filteredCount, locale)} of {formatCount(state.totalCount, locale)}
      </p>
    );
  }
  const first = state.rows.length === 0 ? 0 : state.offset + 1;
  const last = state.offset + state.rows.length;
  return (
    <div className={styles.pager}>
      <p role="status" className={styles.count}>
        Showing {formatCount(first, locale)}–{formatCount(last, locale)} of{' '}
        {formatCount(state.filteredCount, locale)}
        {state.totalCount > state.filteredCount ? ` (${formatCount(state.totalCount, locale)} in all)` : ''}
      </p>
      <ActionButton
        isDisabled={state.offset === 0}
        onPress={() => controller.setWindow(Math.max(0, state.offset - state.limit))}
      >
        Previous page
      </ActionButton>
      <ActionButton
        isDisabled={last >= state.filteredCount}
        onPress={() => controller.setWindow(state.offset + state.limit)}
      >
        Next page
      </ActionButton>
    </div>
  );
}

function ColumnMenu<Row>({
  state,
  controller,
}: {
  state: TableState<Row>;
  controller: TableController<Row>;
}) {
  const visible = new Set(state.visibleColumns.map((c) => c.id));
  const locked = state.columns
    .filter((c) => c.hideable === false || (visible.size === 1 && visible.has(c.id)))
    .map((c) => c.id);
  return (
    <MenuTrigger>
      <ActionButton>Columns</ActionButton>
      <Popover className={styles.popover} placement="bottom end">
        <Menu
          aria-label="Columns shown"
          className={styles.menu}
          selectionMode="multiple"
          selectedKeys={visible}
          disabledKeys={locked}
          onSelectionChange={(keys) => {
            for (const column of state.columns) {
              const show = keys === 'all' || keys.has(column.id);
              if (show !== visible.has(column.id)) controller.setColumnVisible(column.id, show);
            }
          }}
        >
          {state.columns.map((column) => (
            <MenuItem key={column.id} id={column.id} className={styles.menuItem} textValue={column.header}>
              {({ isSelected }) => (
                <>
                  <span aria-hidden="true" className={styles.check}>
                    {isSelected ? '✓' : ''}
                  </span>
                  {column.header}
                </>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/**
 * Ranks the columns for sorting while the page is idle, in slices of a few milliseconds (client
 * mode), so that the first sort by a column of 100,000 rows is as quick as the next ones.
 */
function useSortPreparation<Row>(controller: TableController<Row>, state: TableState<Row>) {
  const { mode, rows } = state;
  useEffect(() => {
    if (mode !== 'client' || rows.length === 0) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slice = () => {
      const end = performance.now() + 4;
      if (controller.prepareSort(() => performance.now() < end)) schedule();
    };
    const schedule = () => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(slice, { timeout: 500 });
      else timer = setTimeout(slice, 20);
    };
    schedule();
    return () => {
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [controller, mode, rows]);
}

/**
 * Roving focus over the grid: one cell (or header button) is in the tab order; arrows, Home/End,
 * PageUp/PageDown move it, scrolling a virtualised row into view before focusing it.
 */
function useGridFocus<Row>(
  state: TableState<Row>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  height: number,
  rowHeight: number,
  activeRow: { current: number },
) {
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  // Where the keyboard sent the focus; it lands once that cell is rendered (a row may have to scroll in).
  const pendingFocus = useRef<GridPosition | undefined>(undefined);
  const rows = state.rows.length;
  const cols = state.visibleColumns.length;
  // Keep the position inside the grid when rows are filtered away or columns hidden.
  const current: GridPosition = {
    row: Math.min(active.row, rows),
    col: Math.min(active.col, Math.max(0, cols - 1)),
  };
  activeRow.current = current.row;
  const rendered = new Set(virtualizer.getVirtualItems().map((item) => item.index + 1));
  // A row scrolled out of the DOM cannot hold the tab stop: the header of its column does.
  const stop = current.row === 0 || rendered.has(current.row) ? current : { row: 0, col: current.col };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = moveInGrid(
      current,
      event.key,
      { rows, cols, pageRows: Math.max(1, Math.floor(height / rowHeight) - 1) },
      event.ctrlKey || event.metaKey,
    );
    if (!next) return;
    event.preventDefault();
    pendingFocus.current = next;
    if (next.row > 0) virtualizer.scrollToIndex(next.row - 1, { align: 'auto' });
    setActive(next);
  };

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const row = Number(event.target.dataset.row);
    const col = Number(event.target.dataset.col);
    if (Number.isInteger(row) && Number.isInteger(col)) {
      setActive((previous) => (previous.row === row && previous.col === col ? previous : { row, col }));
    }
  }, []);

  const gridElement = virtualizer.scrollElement;
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || !gridElement) return;
    const target = gridElement.querySelector<HTMLElement>(
      `[data-row="${pending.row}"][data-col="${pending.col}"][tabindex]`,
    );
    if (target) {
      pendingFocus.current = undefined;
      target.focus({ preventScroll: pending.row === 0 });
    }
  });

  return {
    onKeyDown,
    onFocus,
    tabIndex: (row: number, col: number) => (row === stop.row && col === stop.col ? 0 : -1),
  };
}
