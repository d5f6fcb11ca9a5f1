import {
  type ServerListParams,
  serverListParams,
  type TableColumn,
  type TableSort,
} from '@portal/hooks/core';
import { useTableController, useTableRows } from '@portal/hooks/react';
import type { ApiResult } from '@portal/sdk';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from './use-api-query.ts';

/**
 * A server-paged list for the data table: the table's sort, search and window go to `fetch` as the
 * list endpoint's parameters, the answer's page and total come back into the table. `key` names
 * the data; `filters` (already in the endpoint's terms) are part of the key.
 */
export function useServerList<
  Row,
  Sort extends string,
  Page extends { total: number; items: Row[] },
>(options: {
  key: string;
  /** Keep the array stable (a module constant): a new one resets the table's columns. */
  columns: TableColumn<Row>[];
  sorts: Readonly<Partial<Record<string, Sort>>>;
  initialSort: TableSort;
  filters?: Readonly<Record<string, unknown>>;
  limit?: number;
  fetch: (params: ServerListParams<Sort>, signal: AbortSignal) => Promise<ApiResult<Page, number>>;
}) {
  const { state, table } = useTableController({
    columns: options.columns,
    mode: 'server',
    multiSort: false,
    initial: { limit: options.limit ?? 100, sort: [options.initialSort] },
  });
  const params = serverListParams(state.query, options.sorts);
  const page = useApiQuery(
    [options.key, params, options.filters ?? {}],
    (signal) => options.fetch(params, signal),
    {
      placeholderData: keepPreviousData,
    },
  );
  useTableRows(table, page.data?.items, page.data && { filtered: page.data.total });
  return { table, page };
}
