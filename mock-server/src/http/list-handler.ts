/**
 * The paged entity lists of the contract (`search`, `sort`, `order`, `offset`, `limit` →
 * `{ total, offset, items }` and sometimes `currency`, `asOf`, `month`, a summary) on one handler:
 * each list is a {@link ListSpec} (who may read it, what it loads, how a row is presented, its
 * searchable texts, sort keys, default sort and order, filters and extra fields) and
 * {@link listHandler} turns it into the operation's handler. The twin of `collectionHandlers`
 * (collections.ts), whose list it also answers. The contract has already checked the query when a
 * handler runs; the spec's own functions keep whatever the schema cannot check.
 */
import type { operations } from '@portal/contracts/openapi';
import { listQuery, pageOf, type SortValue } from '../domain/list-page.ts';
import type { Caller, Handler, HandlerContext, OperationId, Reply } from './api.ts';
import { requireCaller } from './caller.ts';

type QueryOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;
type AnswerOf<Op extends OperationId> = Extract<Reply<Op>, { status: 200 }>['body'];

/** The operations of the contract that answer one page of a list. */
export type ListOperation = {
  [Op in OperationId]: AnswerOf<Op> extends { total: number; offset: number; items: readonly unknown[] }
    ? QueryOf<Op> extends { sort?: string }
      ? Op
      : never
    : never;
}[OperationId];

/** A row of the operation's page as the contract answers it. */
export type ListItem<Op extends ListOperation> =
  AnswerOf<Op> extends { items: readonly (infer Item)[] } ? Item : never;
/** The fields of the operation's page beside `total`, `offset` and `items`. */
export type PageFields<Op extends ListOperation> = Omit<AnswerOf<Op>, 'total' | 'offset' | 'items'>;
/** The operation's sort keys. */
export type ListSort<Op extends ListOperation> = NonNullable<QueryOf<Op>['sort']>;

/** The query parameters every list shares; the others of a list are its filters. */
type ListParameter = 'search' | 'sort' | 'order' | 'offset' | 'limit';

/** What a spec's functions are given: the request, its caller and query, and the environment. */
export interface ListRequest<Query, Env> {
  ctx: HandlerContext;
  caller: Caller;
  query: Query;
  env: Env;
}

/** What a page's summary is computed from: the rows loaded and those that match the query. */
export interface ListRows<Query, Env, Row> extends ListRequest<Query, Env> {
  /** Every row `rows` loaded, before the filters and the search. */
  all: readonly Row[];
  /** The rows the filters and the search keep, in the order `rows` loaded them. */
  matching: readonly Row[];
}

/** The spec of one list, over the query, sort keys, answered row and page of its operation. */
export interface ListSpecOf<
  Query,
  Sort extends string,
  Page,
  Row extends { id: string },
  Env,
  Head,
  Summary,
  Item,
> {
  /** Who may read the list (403 otherwise): by default every signed-in user. */
  access?: (ctx: HandlerContext) => Caller | Promise<Caller>;
  /**
   * What the request needs beside its rows (the tenant's currency, the office model, a month), or
   * undefined when the list cannot be computed (no cost data yet): then `unavailable` answers.
   */
  environment?: (ctx: HandlerContext, caller: Caller) => Promise<Env | undefined>;
  /** The whole answer when the environment is undefined, instead of a page. */
  unavailable?: (request: ListRequest<Query, undefined>) => Page;
  /** The rows of the caller's tenant, each with the fields the search, sort and filters read. */
  rows: (request: ListRequest<Query, Env>) => readonly Row[] | Promise<readonly Row[]>;
  /**
   * Filters by query parameter: each keeps the rows it accepts when the query has a value for its
   * parameter (an empty text is none), and is skipped otherwise.
   */
  filters?: {
    [P in Exclude<keyof Query, ListParameter>]?: (
      row: Row,
      value: NonNullable<Query[P]>,
      env: Env,
    ) => boolean;
  };
  /**
   * The page's rows made whole before they are presented: for a figure that costs a read per row
   * and that neither the filters, the search nor the sort asked for (the sort asks for its own).
   */
  complete?: (
    page: readonly Row[],
    request: ListRequest<Query, Env> & { sort: Sort },
  ) => Promise<readonly Row[]>;
  /** Texts the search looks in (every search word in one of them, without case). */
  searchable: (row: Row) => (string | null | undefined)[];
  /** The sort keys of the operation (ties by id). */
  sortBy: Record<Sort, (row: Row) => SortValue>;
  defaultSort: Sort;
  defaultOrder: 'asc' | 'desc';
  /**
   * The row as the contract answers it (`(row) => row` when it is one already). A function literal:
   * a named function passed as is can make the compiler settle `Env` before it reads `environment`.
   */
  present: (row: Row, env: Env) => Item;
  /** Fields of the page before `total` (what the page is in: currency, asOf, month). */
  head?: (request: ListRequest<Query, Env>) => Head;
  /** Fields of the page after `offset` (figures over the rows: counts, sums, a summary). */
  summary?: (rows: ListRows<Query, Env, Row>) => Summary | Promise<Summary>;
}

type NoFields = Record<never, never>;

/** A spec checked against its operation's query, sort keys, answered rows and page. */
export type ListSpec<
  Op extends ListOperation,
  Row extends { id: string },
  Env = undefined,
  Head = NoFields,
  Summary = NoFields,
> = ListSpecOf<QueryOf<Op>, ListSort<Op>, AnswerOf<Op>, Row, Env, Head, Summary, ListItem<Op>>;

/** The handler, or (when `head` and `summary` do not give the page's other fields) what is missing. */
type Checked<Op extends ListOperation, Head, Summary> = [Head & Summary] extends [PageFields<Op>]
  ? Handler<Op>
  : { problem: '`head` and `summary` do not give the page fields'; pageFields: PageFields<Op> };

/** A spec of an operation named at run time, checked against no contract (collectionHandlers). */
export type UntypedListSpec<Row extends { id: string }, Env> = ListSpecOf<
  Record<string, unknown>,
  string,
  Record<string, unknown>,
  Row,
  Env,
  Record<string, unknown>,
  Record<string, unknown>,
  unknown
>;

/** The handler of a list named at run time: {@link listHandler} without the contract's types. */
export function untypedListHandler<Row extends { id: string }, Env>(
  spec: UntypedListSpec<Row, Env>,
): (ctx: HandlerContext) => Promise<{ status: 200; body: Record<string, unknown> }> {
  return async (ctx) => {
    const caller = await (spec.access ?? requireCaller)(ctx);
    const query = ctx.matched.query;
    const found = spec.environment ? await spec.environment(ctx, caller) : undefined;
    if (found === undefined && spec.environment) {
      if (!spec.unavailable) throw new Error('The list has no environment and no answer without one.');
      return { status: 200, body: spec.unavailable({ ctx, caller, query, env: undefined }) };
    }
    const env = found as Env;
    const request: ListRequest<Record<string, unknown>, Env> = { ctx, caller, query, env };
    const all = await spec.rows(request);
    let kept = all;
    for (const [parameter, accepts] of Object.entries(spec.filters ?? {})) {
      const value = query[parameter];
      if (value && accepts) kept = kept.filter((row) => accepts(row, value, env));
    }
    const list = listQuery(query, { sort: spec.defaultSort, order: spec.defaultOrder });
    const page = pageOf(kept, list, { searchable: spec.searchable, sortBy: spec.sortBy });
    const items = spec.complete
      ? await spec.complete(page.items, { ...request, sort: list.sort })
      : page.items;
    return {
      status: 200,
      body: {
        ...spec.head?.(request),
        total: page.total,
        offset: list.offset,
        ...(spec.summary ? await spec.summary({ ...request, all, matching: page.matching }) : {}),
        items: items.map((row) => spec.present(row, env)),
      },
    };
  };
}

/**
 * The handler of a paged list: the caller (any signed-in user, or whom `access` lets in), the
 * environment, the rows, the query's filters, the search, the sort (ties by id) and the page asked
 * for, answered as `{ ...head, total, offset, ...summary, items }`. `operation` names the contract
 * operation the spec is checked against: its sort keys, filter parameters, answered rows and page
 * fields (a spec whose `head` and `summary` miss some is no handler of it).
 */
export function listHandler<
  Op extends ListOperation,
  Row extends { id: string },
  Env = undefined,
  Head = NoFields,
  Summary = NoFields,
>(_operation: Op, spec: ListSpec<Op, Row, Env, Head, Summary>): Checked<Op, Head, Summary> {
  return untypedListHandler(spec as unknown as UntypedListSpec<Row, Env>) as unknown as Checked<
    Op,
    Head,
    Summary
  >;
}
