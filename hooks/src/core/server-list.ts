import type { TableQuery } from './table-controller.ts';

/** What a server-paged list endpoint takes: one sort key, the order, a search text and the window. */
export interface ServerListParams<Sort extends string> {
  sort?: Sort;
  order: 'asc' | 'desc';
  search?: string;
  offset: number;
  limit: number;
}

/**
 * Turns a server-mode table's query into a list endpoint's parameters: the primary sort column is
 * looked up in `sorts` (a column the server cannot sort by is left to the server's default), the
 * search is trimmed and left out when empty.
 */
export function serverListParams<Sort extends string>(
  query: TableQuery,
  sorts: Readonly<Partial<Record<string, Sort>>>,
): ServerListParams<Sort> {
  const primary = query.sort[0];
  const sort = primary ? sorts[primary.id] : undefined;
  const search = query.search.trim();
  return {
    ...(sort ? { sort } : {}),
    order: primary?.desc === false ? 'asc' : 'desc',
    ...(search ? { search } : {}),
    offset: query.offset,
    limit: query.limit,
  };
}
