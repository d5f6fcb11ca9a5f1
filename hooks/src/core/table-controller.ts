import { Store } from './store.ts';
import {
  type CellValue,
  cellText,
  compareDecimalKeys,
  compareDecimals,
  decimalKey,
  isBlank,
  plainDecimal,
} from './table-values.ts';

type DecimalKey = NonNullable<ReturnType<typeof decimalKey>>;

/** How a column's values compare, filter and export: amounts and numbers exactly, text by locale. */
export type TableColumnKind = 'text' | 'number' | 'amount' | 'date';

/** One column of a data table: the id, the header a user reads, and how a row answers it. */
export interface TableColumn<Row> {
  readonly id: string;
  readonly header: string;
  readonly value: (row: Row) => CellValue;
  /** Default 'text'. Amounts are decimal strings (or numbers) in `currency`. */
  readonly kind?: TableColumnKind;
  /** ISO 4217 code of an amount column; front ends format with it, the CSV never shows it. */
  readonly currency?: string;
  /** Default true. */
  readonly sortable?: boolean;
  /** Whether the column has a filter field; default true. */
  readonly filterable?: boolean;
  /** Whether the global search looks at the column; default true. */
  readonly searchable?: boolean;
  /** Whether a user may hide the column; default true. */
  readonly hideable?: boolean;
}

export interface TableSort {
  readonly id: string;
  readonly desc: boolean;
}

/** What a server-side table asks of the request layer; stable identity while it does not change. */
export interface TableQuery {
  /** In priority order. */
  readonly sort: readonly TableSort[];
  /** Column id → filter text; only columns with a filter. */
  readonly filters: Readonly<Record<string, string>>;
  readonly search: string;
  readonly offset: number;
  readonly limit: number;
}

export type TableMode = 'client' | 'server';

export interface TableState<Row> {
  readonly mode: TableMode;
  /** Every column, in the user's order. */
  readonly columns: readonly TableColumn<Row>[];
  /** The columns shown, in order: what a front end renders and the CSV exports. */
  readonly visibleColumns: readonly TableColumn<Row>[];
  readonly hiddenColumns: readonly string[];
  readonly sort: readonly TableSort[];
  readonly filters: Readonly<Record<string, string>>;
  readonly search: string;
  /** The window: the first row of the page (server) or of the rows in view (client), and how many. */
  readonly offset: number;
  readonly limit: number;
  /** Client: every row passing the filters, sorted. Server: the page the request layer loaded. */
  readonly rows: readonly Row[];
  /** Rows before filtering. */
  readonly totalCount: number;
  /** Rows after filtering (server: as many as the server says match). */
  readonly filteredCount: number;
  readonly query: TableQuery;
}

export interface TableInitialState {
  readonly sort?: readonly TableSort[];
  readonly filters?: Readonly<Record<string, string>>;
  readonly search?: string;
  readonly hiddenColumns?: readonly string[];
  readonly columnOrder?: readonly string[];
  readonly limit?: number;
}

export interface TableControllerOptions<Row> {
  readonly columns: readonly TableColumn<Row>[];
  /**
   * 'client' (default): the controller filters and sorts `rows` itself. 'server': it only keeps
   * the state and emits `query`; the request layer loads the page and hands it to `setRows`.
   */
  readonly mode?: TableMode;
  readonly rows?: readonly Row[];
  /** Server mode: the counts the server answered with the page. */
  readonly rowCount?: TableRowCount;
  readonly initial?: TableInitialState;
  /** For text order and case folding; default the runtime's locale. */
  readonly locale?: string;
  /** Whether several columns may sort at once (default true); false for a server that sorts by one. */
  readonly multiSort?: boolean;
}

/** Server mode: rows matching the filters, and (optionally) rows without any filter. */
export interface TableRowCount {
  readonly filtered: number;
  readonly total?: number;
}

/** Rows per page (server) or the initial window (client). */
const DEFAULT_TABLE_LIMIT = 100;

const COMPARISON = /^(<=|>=|<|>|=)\s*([+-]?\d+(?:\.\d+)?)$/;

function fold(text: string, locale: string | undefined): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

function isNumeric(column: { readonly kind?: TableColumnKind | undefined }): boolean {
  return column.kind === 'amount' || column.kind === 'number';
}

/** Cycles none → ascending → descending → none. */
function nextSort(current: TableSort | undefined): boolean | undefined {
  if (!current) return false;
  return current.desc ? undefined : true;
}

/**
 * The state of a data table, framework-free: sorting (several columns), a filter per column, a
 * global search, column visibility and order, the window, and the counts. In client mode it sorts
 * and filters the rows itself (stably; text by locale, amounts exactly); in server mode it only
 * emits `query` for the request layer. Front ends render `rows` with `visibleColumns`.
 */
export class TableController<Row> extends Store<TableState<Row>> {
  readonly #locale: string | undefined;
  readonly #collator: Intl.Collator;
  readonly #multiSort: boolean;
  #source: readonly Row[];
  #columnsById = new Map<string, TableColumn<Row>>();
  #serverCount: TableRowCount | undefined;
  // Folded text per column for filtering, built once per set of rows.
  #folded = new Map<string, string[]>();
  // Sort ranks per column, built at the column's first sort, once per set of rows.
  #ranks = new Map<string, SortRanks>();
  // Rankings under way (prepareSort): the next slice or the column's first sort finishes them.
  #pending = new Map<string, Steps<SortRanks>>();
  // The inputs of the last client derivation, to skip re-sorting when only the window moved.
  #derivedFrom:
    | { source: readonly Row[]; sort: unknown; filters: unknown; search: string; visible: unknown }
    | undefined;

  constructor(options: TableControllerOptions<Row>) {
    const mode = options.mode ?? 'client';
    const initial = options.initial ?? {};
    super({
      mode,
      columns: [],
      visibleColumns: [],
      hiddenColumns: [],
      sort: initial.sort ?? [],
      filters: initial.filters ?? {},
      search: initial.search ?? '',
      offset: 0,
      limit: initial.limit ?? DEFAULT_TABLE_LIMIT,
      rows: [],
      totalCount: 0,
      filteredCount: 0,
      query: { sort: [], filters: {}, search: '', offset: 0, limit: DEFAULT_TABLE_LIMIT },
    });
    this.#locale = options.locale;
    this.#multiSort = options.multiSort ?? true;
    this.#collator = new Intl.Collator(options.locale, { numeric: true, sensitivity: 'base' });
    this.#source = options.rows ?? [];
    this.#serverCount = options.rowCount;
    this.#columnsById = new Map(options.columns.map((column) => [column.id, column]));
    const order = [
      ...(initial.columnOrder ?? []).filter((id) => this.#columnsById.has(id)),
      ...options.columns.map((c) => c.id).filter((id) => !initial.columnOrder?.includes(id)),
    ];
    this.#update((s) => ({
      ...s,
      columns: order.map((id) => this.#columnsById.get(id) as TableColumn<Row>),
      hiddenColumns: (initial.hiddenColumns ?? []).filter((id) => this.#columnsById.has(id)),
    }));
  }

  /** Client mode: all rows. Server mode: the loaded page and the counts the server answered. */
  setRows(rows: readonly Row[], count?: TableRowCount): void {
    if (rows === this.#source && count?.filtered === this.#serverCount?.filtered) return;
    this.#source = rows;
    this.#serverCount = count;
    this.#folded.clear();
    this.#ranks.clear();
    this.#pending.clear();
    this.#update((s) => s);
  }

  /** New column definitions (a new currency, say); the user's order and hidden columns are kept. */
  setColumns(columns: readonly TableColumn<Row>[]): void {
    this.#columnsById = new Map(columns.map((column) => [column.id, column]));
    this.#folded.clear();
    this.#ranks.clear();
    this.#pending.clear();
    this.#derivedFrom = undefined;
    this.#update((s) => {
      const kept = s.columns.map((c) => c.id).filter((id) => this.#columnsById.has(id));
      const added = columns.map((c) => c.id).filter((id) => !kept.includes(id));
      return {
        ...s,
        columns: [...kept, ...added].map((id) => this.#columnsById.get(id) as TableColumn<Row>),
        hiddenColumns: s.hiddenColumns.filter((id) => this.#columnsById.has(id)),
        sort: s.sort.filter((entry) => this.#columnsById.has(entry.id)),
        filters: Object.fromEntries(Object.entries(s.filters).filter(([id]) => this.#columnsById.has(id))),
      };
    });
  }

  /**
   * Sorts by a column, cycling ascending → descending → unsorted. With `multi` (Shift+click) the
   * column is added to, changed in or removed from the existing order; without, it alone sorts.
   */
  toggleSort(id: string, options: { multi?: boolean } = {}): void {
    const column = this.#columnsById.get(id);
    if (!column || column.sortable === false) return;
    this.#update((s) => {
      const current = s.sort.find((entry) => entry.id === id);
      const desc = nextSort(current);
      let sort: TableSort[];
      if (!options.multi || !this.#multiSort) sort = desc === undefined ? [] : [{ id, desc }];
      else if (desc === undefined) sort = s.sort.filter((entry) => entry.id !== id);
      else if (current) sort = s.sort.map((entry) => (entry.id === id ? { id, desc } : entry));
      else sort = [...s.sort, { id, desc }];
      return { ...s, sort, offset: 0 };
    });
  }

  setSort(sort: readonly TableSort[]): void {
    const known = sort.filter((e) => this.#columnsById.has(e.id));
    this.#update((s) => ({ ...s, sort: this.#multiSort ? known : known.slice(0, 1), offset: 0 }));
  }

  /** The filter text of a column; empty removes it. Numeric columns accept `>100`, `<=0`, `=12.5`. */
  setFilter(id: string, text: string): void {
    const column = this.#columnsById.get(id);
    if (!column || column.filterable === false) return;
    this.#update((s) => {
      if ((s.filters[id] ?? '') === text) return s;
      const { [id]: _removed, ...rest } = s.filters;
      return { ...s, filters: text === '' ? rest : { ...rest, [id]: text }, offset: 0 };
    });
  }

  /** The global search: every word must appear in some visible, searchable column. */
  setSearch(text: string): void {
    this.#update((s) => (s.search === text ? s : { ...s, search: text, offset: 0 }));
  }

  clearFilters(): void {
    this.#update((s) => ({ ...s, filters: {}, search: '', offset: 0 }));
  }

  /**
   * Shows or hides a column. The last visible column stays, and a hidden column's filter and
   * sort are dropped: nothing the user cannot see decides which rows are shown or exported.
   */
  setColumnVisible(id: string, visible: boolean): void {
    const column = this.#columnsById.get(id);
    if (!column) return;
    this.#update((s) => {
      const hidden = s.hiddenColumns.includes(id);
      if (visible === !hidden) return s;
      if (visible) return { ...s, hiddenColumns: s.hiddenColumns.filter((h) => h !== id) };
      if (column.hideable === false || s.visibleColumns.length <= 1) return s;
      const { [id]: _removed, ...filters } = s.filters;
      return {
        ...s,
        hiddenColumns: [...s.hiddenColumns, id],
        sort: s.sort.filter((entry) => entry.id !== id),
        filters,
        offset: 0,
      };
    });
  }

  /** Moves a column to `index` among all columns. */
  moveColumn(id: string, index: number): void {
    this.#update((s) => {
      const ids = s.columns.map((c) => c.id);
      const from = ids.indexOf(id);
      if (from < 0) return s;
      ids.splice(from, 1);
      ids.splice(Math.max(0, Math.min(index, ids.length)), 0, id);
      return { ...s, columns: ids.map((i) => this.#columnsById.get(i) as TableColumn<Row>) };
    });
  }

  /** The column order by id; unknown ids are ignored, columns not named keep their place at the end. */
  setColumnOrder(ids: readonly string[]): void {
    this.#update((s) => {
      const named = ids.filter((id) => this.#columnsById.has(id));
      const rest = s.columns.map((c) => c.id).filter((id) => !named.includes(id));
      return {
        ...s,
        columns: [...named, ...rest].map((id) => this.#columnsById.get(id) as TableColumn<Row>),
      };
    });
  }

  /** The window: a page (server mode, which loads it) or the rows in view (client mode). */
  setWindow(offset: number, limit: number = this.getSnapshot().limit): void {
    this.#update((s) => {
      const nextOffset = Math.max(0, Math.floor(offset));
      const nextLimit = Math.max(1, Math.floor(limit));
      return nextOffset === s.offset && nextLimit === s.limit
        ? s
        : { ...s, offset: nextOffset, limit: nextLimit };
    });
  }

  /** Applies a change and re-derives the visible columns, rows, counts and query. */
  #update(change: (state: TableState<Row>) => TableState<Row>): void {
    this.set((previous) => {
      const next = change(previous);
      const visibleColumns = next.columns.filter((c) => !next.hiddenColumns.includes(c.id));
      const derived = {
        ...next,
        visibleColumns: sameItems(visibleColumns, previous.visibleColumns)
          ? previous.visibleColumns
          : visibleColumns,
      };
      const withRows = next.mode === 'server' ? this.#serverRows(derived) : this.#clientRows(derived);
      const query = makeQuery(withRows);
      const state = { ...withRows, query: sameQuery(query, previous.query) ? previous.query : query };
      return sameState(state, previous) ? previous : state;
    });
  }

  #serverRows(s: TableState<Row>): TableState<Row> {
    const filtered = this.#serverCount?.filtered ?? this.#source.length;
    return {
      ...s,
      rows: this.#source,
      filteredCount: filtered,
      totalCount: this.#serverCount?.total ?? filtered,
    };
  }

  #clientRows(s: TableState<Row>): TableState<Row> {
    const from = this.#derivedFrom;
    if (
      from &&
      from.source === this.#source &&
      from.sort === s.sort &&
      from.filters === s.filters &&
      from.search === s.search &&
      from.visible === s.visibleColumns
    ) {
      return s;
    }
    this.#derivedFrom = {
      source: this.#source,
      sort: s.sort,
      filters: s.filters,
      search: s.search,
      visible: s.visibleColumns,
    };
    const indexes = this.#sortIndexes(this.#filterIndexes(s), s.sort);
    const source = this.#source;
    const rows = new Array<Row>(indexes.length);
    for (let i = 0; i < indexes.length; i += 1) rows[i] = source[indexes[i] as number] as Row;
    return { ...s, rows, totalCount: source.length, filteredCount: rows.length };
  }

  #foldedColumn(column: TableColumn<Row>): string[] {
    let folded = this.#folded.get(column.id);
    if (!folded) {
      const numeric = isNumeric(column);
      folded = this.#source.map((row) => fold(cellText(column.value(row), numeric), this.#locale));
      this.#folded.set(column.id, folded);
    }
    return folded;
  }

  #filterIndexes(s: TableState<Row>): number[] {
    const tests: ((index: number) => boolean)[] = [];
    for (const [id, text] of Object.entries(s.filters)) {
      const column = this.#columnsById.get(id);
      const wanted = text.trim();
      if (!column || !wanted) continue;
      const comparison = isNumeric(column) ? COMPARISON.exec(wanted) : null;
      if (comparison) {
        const [, operator, operand] = comparison;
        const source = this.#source;
        tests.push((index) => {
          const value = column.value(source[index] as Row);
          if (decimalKey(value) === undefined) return false;
          const order = compareDecimals(value, operand);
          if (operator === '<') return order < 0;
          if (operator === '<=') return order <= 0;
          if (operator === '>') return order > 0;
          if (operator === '>=') return order >= 0;
          return order === 0;
        });
      } else {
        const folded = this.#foldedColumn(column);
        const needle = fold(wanted, this.#locale);
        tests.push((index) => (folded[index] as string).includes(needle));
      }
    }
    const words = fold(s.search.trim(), this.#locale).split(/\s+/).filter(Boolean);
    if (words.length > 0) {
      const searched = s.visibleColumns
        .filter((c) => c.searchable !== false)
        .map((c) => this.#foldedColumn(c));
      tests.push((index) => words.every((word) => searched.some((f) => (f[index] as string).includes(word))));
    }
    const indexes: number[] = [];
    for (let i = 0; i < this.#source.length; i += 1) {
      if (tests.every((test) => test(i))) indexes.push(i);
    }
    return indexes;
  }

  /**
   * Client mode: ranks the visible sortable columns ahead of their first sort, step by step while
   * `more()` answers true. A front end calls it while the page is idle, in slices of a few
   * milliseconds, so that sorting by a column of 100,000 distinct texts needs no long task. Answers
   * whether work remains.
   */
  prepareSort(more: () => boolean): boolean {
    const s = this.getSnapshot();
    if (s.mode !== 'client') return false;
    for (const column of s.visibleColumns) {
      if (column.sortable === false || this.#ranks.has(column.id)) continue;
      let steps = this.#pending.get(column.id);
      if (!steps) {
        steps = this.#rankSteps(column);
        this.#pending.set(column.id, steps);
      }
      for (;;) {
        if (!more()) return true;
        const step = steps.next();
        if (step.done) {
          this.#ranks.set(column.id, step.value);
          this.#pending.delete(column.id);
          break;
        }
      }
    }
    return false;
  }

  #rankSteps(column: TableColumn<Row>): Steps<SortRanks> {
    const source = this.#source;
    const value = (index: number) => column.value(source[index] as Row);
    return isNumeric(column)
      ? decimalRanks(value, source.length)
      : textRanks(value, source.length, this.#collator);
  }

  /** The column's sort ranks over the current rows: built (or finished) at its first sort, kept until new rows. */
  #columnRanks(column: TableColumn<Row>): SortRanks {
    let ranks = this.#ranks.get(column.id);
    if (!ranks) {
      ranks = finish(this.#pending.get(column.id) ?? this.#rankSteps(column));
      this.#pending.delete(column.id);
      this.#ranks.set(column.id, ranks);
    }
    return ranks;
  }

  /**
   * Orders the row indexes by the sort columns, stably (ties keep the rows' order). Each column's
   * values are ranked once (equal values, by the collator or exactly as decimals, share a rank;
   * blanks have none), then a stable counting sort per column, the last column first, orders the
   * indexes in O(rows) per column: the same order as comparing the values row against row, in a
   * fraction of the time.
   */
  #sortIndexes(indexes: number[], sort: readonly TableSort[]): ArrayLike<number> {
    const keyed = sort.flatMap((entry) => {
      const column = this.#columnsById.get(entry.id);
      return column ? [{ ...this.#columnRanks(column), desc: entry.desc }] : [];
    });
    if (keyed.length === 0) return indexes;
    let order = Int32Array.from(indexes);
    let spare = new Int32Array(order.length);
    for (let k = keyed.length - 1; k >= 0; k -= 1) {
      const { ranks, count, desc } = keyed[k] as SortRanks & { desc: boolean };
      // Bucket of a row: its rank in the direction asked; blanks (and non-numbers) last either way.
      const bucket = (index: number) => {
        const rank = ranks[index] as number;
        return rank < 0 ? count : desc ? count - 1 - rank : rank;
      };
      const starts = new Int32Array(count + 2);
      for (let i = 0; i < order.length; i += 1) {
        const b = bucket(order[i] as number) + 1;
        starts[b] = (starts[b] as number) + 1;
      }
      for (let b = 1; b < starts.length; b += 1) (starts[b] as number) += starts[b - 1] as number;
      for (let i = 0; i < order.length; i += 1) {
        const index = order[i] as number;
        const b = bucket(index);
        spare[starts[b] as number] = index;
        starts[b] = (starts[b] as number) + 1;
      }
      [order, spare] = [spare, order];
    }
    return order;
  }
}

/** Per row its value's place among the column's distinct values (-1: blank), and how many places. */
interface SortRanks {
  readonly ranks: Int32Array;
  readonly count: number;
}

/** The rows' ranks from their slots (-1: blank) and each slot's rank. */
function rowRanks(slots: Int32Array, rankOfSlot: Int32Array, count: number): SortRanks {
  const ranks = new Int32Array(slots.length);
  for (let i = 0; i < slots.length; i += 1) {
    const slot = slots[i] as number;
    ranks[i] = slot < 0 ? -1 : (rankOfSlot[slot] as number);
  }
  return { ranks, count };
}

/** Ranks by a comparison of slots: the distinct values sorted by it, equal ones sharing a rank. */
function comparedRanks(
  slots: Int32Array,
  slotCount: number,
  compare: (a: number, b: number) => number,
): SortRanks {
  const ordered = Array.from({ length: slotCount }, (_, slot) => slot).sort(compare);
  const rankOfSlot = new Int32Array(slotCount);
  let rank = -1;
  for (let i = 0; i < ordered.length; i += 1) {
    if (i === 0 || compare(ordered[i - 1] as number, ordered[i] as number) !== 0) rank += 1;
    rankOfSlot[ordered[i] as number] = rank;
  }
  return rowRanks(slots, rankOfSlot, rank + 1);
}

/**
 * Work in steps: a generator that yields after each few thousand operations (so a caller can stop
 * and resume it between slices) and returns its result; run to the end it is a plain function.
 */
type Steps<T> = Generator<undefined, T, undefined>;

/** Operations between two yields of a {@link Steps}: well under a millisecond. */
const STEP = 2048;

function finish<T>(steps: Steps<T>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** Each row's slot among the distinct keys (-1 where `key` answers undefined), and those keys. */
function* distinct<K>(
  value: (index: number) => CellValue,
  count: number,
  key: (value: CellValue) => K | undefined,
): Steps<{ slots: Int32Array; keys: K[] }> {
  const slotOf = new Map<K, number>();
  const keys: K[] = [];
  const slots = new Int32Array(count);
  for (let i = 0; i < count; i += 1) {
    if (i % STEP === STEP - 1) yield;
    const k = key(value(i));
    if (k === undefined) {
      slots[i] = -1;
      continue;
    }
    let slot = slotOf.get(k);
    if (slot === undefined) {
      slot = keys.length;
      slotOf.set(k, slot);
      keys.push(k);
    }
    slots[i] = slot;
  }
  return { slots, keys };
}

/**
 * Merges the sorted runs of `run` items of `from` into one order, doubling their width each pass
 * (`to` is the scratch array of the same length), yielding every `stepEvery` comparisons; answers
 * the array that holds the result. Equal items keep their order.
 */
function* mergeRuns<T extends string | number, A extends { [index: number]: T; readonly length: number }>(
  from: A,
  to: A,
  run: number,
  stepEvery: number,
): Steps<A> {
  const length = from.length;
  let steps = 0;
  for (let width = run; width < length; width *= 2) {
    for (let left = 0; left < length; left += 2 * width) {
      const middle = Math.min(left + width, length);
      const right = Math.min(left + 2 * width, length);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < right) {
        to[k++] = (from[j] as T) < (from[i] as T) ? (from[j++] as T) : (from[i++] as T);
        if (++steps % stepEvery === 0) yield;
      }
      while (i < middle) to[k++] = from[i++] as T;
      while (j < right) to[k++] = from[j++] as T;
    }
    [from, to] = [to, from];
  }
  return from;
}

/**
 * Sorts distinct strings by code units, in steps: native sorts of runs of a few thousand, then
 * merges of the runs (one native sort of 100,000 would be one step of some 10 to 50 ms).
 */
function* sortStrings(items: string[]): Steps<string[]> {
  const RUN = 4096;
  const length = items.length;
  const from = items;
  for (let start = 0; start < length; start += RUN) {
    const run = from.slice(start, start + RUN).sort();
    for (let k = 0; k < run.length; k += 1) from[start + k] = run[k] as string;
    yield;
  }
  return yield* mergeRuns(from, new Array<string>(length), RUN, 4 * STEP);
}

/**
 * Text ranks by the collator. The distinct texts are first put in order by a cheap key that mimics
 * the collator (see {@link approximateKey}) and a native sort; then one collator comparison per
 * neighbour checks that order and finds the equal texts. Where the check fails (a locale's
 * contraction, an unusual character) the texts are sorted by the collator itself: the order is the
 * collator's either way.
 */
function* textRanks(
  value: (index: number) => CellValue,
  count: number,
  collator: Intl.Collator,
): Steps<SortRanks> {
  const { slots, keys } = yield* distinct(value, count, (v) => (isBlank(v) ? undefined : String(v)));
  const weights = collatorWeights(collator);
  // Each text's key, then a NUL (below every weight) and its slot in two characters.
  const tagged = new Array<string>(keys.length);
  for (let slot = 0; slot < keys.length; slot += 1) {
    if (slot % STEP === STEP - 1) yield;
    tagged[slot] = approximateKey(keys[slot] as string, weights, slot);
  }
  const sorted = yield* sortStrings(tagged);
  const rankOfSlot = new Int32Array(keys.length);
  let rank = 0;
  let previous: string | undefined;
  for (let i = 0; i < sorted.length; i += 1) {
    if (i % STEP === STEP - 1) yield;
    const tag = sorted[i] as string;
    const slot = tag.charCodeAt(tag.length - 2) * 0x8000 + tag.charCodeAt(tag.length - 1) - 0x800100;
    const text = keys[slot] as string;
    if (previous !== undefined) {
      const order = collator.compare(previous, text);
      if (order > 0)
        return comparedRanks(slots, keys.length, (a, b) =>
          collator.compare(keys[a] as string, keys[b] as string),
        );
      if (order < 0) rank += 1;
    }
    rankOfSlot[slot] = rank;
    previous = text;
  }
  return rowRanks(slots, rankOfSlot, keys.length === 0 ? 0 : rank + 1);
}

const collatorWeightCache = new WeakMap<Intl.Collator, Uint16Array>();

/**
 * A weight per ASCII character in the collator's order (characters it holds equal, like `a` and
 * `A` at base sensitivity, share one; those it ignores have 0), and at 48 the weight of digits.
 * Learnt from the collator itself, so it follows its locale.
 */
function collatorWeights(collator: Intl.Collator): Uint16Array {
  let weights = collatorWeightCache.get(collator);
  if (weights) return weights;
  const characters: string[] = [];
  for (let code = 1; code < 128; code += 1)
    if (code < 49 || code > 57) characters.push(String.fromCharCode(code));
  characters.sort((a, b) => collator.compare(a, b));
  weights = new Uint16Array(128);
  let rank = 0;
  for (let i = 0; i < characters.length; i += 1) {
    const character = characters[i] as string;
    if (collator.compare(character, '') === 0) continue;
    if (i > 0 && collator.compare(characters[i - 1] as string, character) !== 0) rank += 1;
    weights[character.charCodeAt(0)] = 0x21 + rank;
  }
  collatorWeightCache.set(collator, weights);
  return weights;
}

let keyBuffer = new Uint16Array(256);

/**
 * A key whose code-unit order is the collator's order for most texts: each ASCII character by its
 * weight, a run of digits as one number (its weight, its length without leading zeros, its
 * digits), any other character after the ASCII ones, marks dropped; then a NUL and `slot` in two
 * characters. Only a first guess: the order it gives is checked against the collator.
 */
function approximateKey(text: string, weights: Uint16Array, slot: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: every character outside ASCII
  const folded = /[^\u0000-\u007f]/.test(text)
    ? text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    : text;
  const length = folded.length;
  if (keyBuffer.length < 2 * length + 3) keyBuffer = new Uint16Array(2 * length + 3);
  const codes = keyBuffer;
  let n = 0;
  let i = 0;
  while (i < length) {
    const code = folded.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      let end = i + 1;
      while (end < length && folded.charCodeAt(end) >= 48 && folded.charCodeAt(end) <= 57) end += 1;
      let start = i;
      while (start < end - 1 && folded.charCodeAt(start) === 48) start += 1;
      codes[n++] = weights[48] as number;
      codes[n++] = 0x21 + end - start;
      for (let d = start; d < end; d += 1) codes[n++] = folded.charCodeAt(d);
      i = end;
    } else {
      const weight = code < 128 ? (weights[code] as number) : 0x100 + code;
      if (weight !== 0) codes[n++] = weight;
      i += 1;
    }
  }
  codes[n++] = 0;
  codes[n++] = 0x100 + (slot >> 15);
  codes[n++] = 0x100 + (slot & 0x7fff);
  return String.fromCharCode.apply(null, codes.subarray(0, n) as unknown as number[]);
}

/** Sorts numbers (no NaN) in steps: native sorts of runs, then merges of the runs. */
function* sortNumbers(numbers: Float64Array): Steps<Float64Array> {
  const RUN = 8192;
  const length = numbers.length;
  for (let start = 0; start < length; start += RUN) {
    numbers.subarray(start, Math.min(start + RUN, length)).sort();
    yield;
  }
  return yield* mergeRuns(numbers, new Float64Array(length), RUN, 8 * STEP);
}

/**
 * Decimal ranks, exactly. When every amount has at most 15 digits with the decimal point moved by
 * the column's longest fraction, each becomes that integer, which a double holds exactly, and the
 * distinct integers sort natively; otherwise the amounts are compared digit by digit.
 */
function* decimalRanks(value: (index: number) => CellValue, count: number): Steps<SortRanks> {
  const negative = new Uint8Array(count);
  const integers: string[] = new Array(count);
  const fractions: string[] = new Array(count);
  let scale = 0;
  let digits = 0;
  for (let i = 0; i < count; i += 1) {
    if (i % STEP === STEP - 1) yield;
    const plain = plainDecimal(value(i));
    if (plain === undefined) continue;
    const minus = plain.charCodeAt(0) === 45;
    const point = plain.indexOf('.');
    const integer = plain.slice(minus ? 1 : 0, point < 0 ? plain.length : point);
    const fraction = point < 0 ? '' : plain.slice(point + 1);
    negative[i] = minus ? 1 : 0;
    integers[i] = integer;
    fractions[i] = fraction;
    if (fraction.length > scale) scale = fraction.length;
    if (integer.length > digits) digits = integer.length;
  }
  if (digits + scale > 15) {
    const { slots, keys } = finish(distinct(value, count, plainDecimal));
    const parsed = keys.map((plain) => decimalKey(plain) as DecimalKey);
    return comparedRanks(slots, keys.length, (a, b) =>
      compareDecimalKeys(parsed[a] as DecimalKey, parsed[b] as DecimalKey),
    );
  }
  // NaN for a blank or not a number; the others exact integers (no -0: it would sort before 0).
  const scaled = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    if (i % STEP === STEP - 1) yield;
    const integer = integers[i];
    if (integer === undefined) {
      scaled[i] = Number.NaN;
      continue;
    }
    const magnitude = Number(integer + (fractions[i] as string).padEnd(scale, '0'));
    scaled[i] = negative[i] === 1 && magnitude !== 0 ? -magnitude : magnitude;
  }
  // The numbers sorted (typed arrays sort numerically, natively), then the distinct ones.
  let present = 0;
  for (let i = 0; i < count; i += 1) if (!Number.isNaN(scaled[i] as number)) present += 1;
  const numbers = new Float64Array(present);
  for (let i = 0, n = 0; i < count; i += 1)
    if (!Number.isNaN(scaled[i] as number)) numbers[n++] = scaled[i] as number;
  const sorted = yield* sortNumbers(numbers);
  let size = 0;
  for (let i = 0; i < present; i += 1) {
    const number = sorted[i] as number;
    if (size === 0 || sorted[size - 1] !== number) sorted[size++] = number;
  }
  const ranks = new Int32Array(count);
  for (let i = 0; i < count; i += 1) {
    if (i % STEP === STEP - 1) yield;
    const number = scaled[i] as number;
    if (Number.isNaN(number)) {
      ranks[i] = -1;
      continue;
    }
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] as number) < number) low = middle + 1;
      else high = middle;
    }
    ranks[i] = low;
  }
  return { ranks, count: size };
}

function makeQuery<Row>(s: TableState<Row>): TableQuery {
  const filters = Object.fromEntries(
    Object.entries(s.filters)
      .map(([id, text]) => [id, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
  return { sort: s.sort, filters, search: s.search.trim(), offset: s.offset, limit: s.limit };
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
}

function sameQuery(a: TableQuery, b: TableQuery): boolean {
  const fa = Object.entries(a.filters);
  return (
    a.search === b.search &&
    a.offset === b.offset &&
    a.limit === b.limit &&
    a.sort.length === b.sort.length &&
    a.sort.every((e, i) => e.id === b.sort[i]?.id && e.desc === b.sort[i]?.desc) &&
    fa.length === Object.keys(b.filters).length &&
    fa.every(([id, text]) => b.filters[id] === text)
  );
}

function sameState<T>(a: TableState<T>, b: TableState<T>): boolean {
  return (Object.keys(a) as (keyof TableState<T>)[]).every((key) => Object.is(a[key], b[key]));
}
