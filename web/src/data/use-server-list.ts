import { useTableController, useTableRows } from '@portal/hooks/react';
import { serverListParams, type TableColumn, type TableSort } from '@portal/hooks/tables';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from './api-query.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * A server-paged list for the data table: the table's sort, search and window go to the list
 * endpoint as its query (with `filters`, already in the endpoint's terms), the answer's page and
 * total come back into the table.
 */
export function useServerList<
  Row,
  Sort extends string,
  Page extends { total: number; items: Row[] },
  Query,
>(options: {
  endpoint: Endpoint<[query?: Query], Page>;
  /** Keep the array stable (a module constant): a new one resets the table's columns. */
  columns: TableColumn<Row>[];
  sorts: Readonly<Partial<Record<string, Sort>>>;
  initialSort: TableSort;
  filters?: Readonly<Partial<Query>>;
  limit?: number;
}) {
  const { state, table } = useTableController({
    columns: options.columns,
    mode: 'server',
    multiSort: false,
    initial: { limit: options.limit ?? 100, sort: [options.initialSort] },
  });
  const params = serverListParams(state.query, options.sorts);
  const page = useApiQuery(options.endpoint, [{ ...params, ...options.filters } as unknown as Query], {
    placeholderData: keepPreviousData,
  });
  useTableRows(table, page.data?.items, page.data && { filtered: page.data.total });
  return { table, page };
}
