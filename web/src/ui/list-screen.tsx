import { formatAmount, type ServerListParams, type TableColumn, type TableSort } from '@portal/hooks/core';
import type { ApiResult, PortalClient } from '@portal/sdk';
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useId, useState } from 'react';
import { useServerList } from '../data/use-server-list.ts';
import { usePortal } from '../lib/portal-context.tsx';
import type { ScreenProps } from '../lib/screen.ts';
import { DataTable } from './data-table/data-table.tsx';
import * as styles from './screen.css.ts';

/** A choice above a list that narrows it on the server (a query parameter of the list call). */
export interface ListFilter {
  /** The list call's query parameter. */
  param: string;
  label: string;
  /** The first option, that does not narrow ('All devices'). */
  all: string;
  options: readonly { value: string; label: string }[];
}

export interface ListScreenProps<
  Row extends RowData,
  Sort extends string,
  Page extends { total: number; items: Row[] },
> {
  title: string;
  /** Names the data for the request layer and the CSV file. */
  dataKey: string;
  /** The grid's accessible name. */
  label: string;
  /** A module constant: a new array resets the table's columns. Amounts show in the page's currency. */
  columns: TableColumn<Row>[];
  sorts: Readonly<Partial<Record<string, Sort>>>;
  initialSort: TableSort;
  filters?: readonly ListFilter[];
  /** What the empty list says. */
  empty: string;
  fetch: (
    params: ServerListParams<Sort> & Record<string, string>,
    signal: AbortSignal,
  ) => Promise<ApiResult<Page, number>>;
  /** Custom cells by column id (icons, words for states). */
  cells?: Partial<Record<string, (row: Row, page: Page) => ReactNode>>;
  /** Above the table: key figures of the page (the backend's sums over every match). */
  header?: (page: Page) => ReactNode;
  /** Beside the filters. */
  toolbar?: ReactNode;
}

/**
 * A screen that is one server-paged list: filters above it, the data table (sort, search, column
 * choice, CSV) with loading, empty and error states, amounts in the page's currency.
 */
export function ListScreen<
  Row extends RowData,
  Sort extends string,
  Page extends { total: number; items: Row[] },
>(props: ListScreenProps<Row, Sort, Page>) {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const filters = Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== ''));
  const { table, page } = useServerList({
    key: props.dataKey,
    columns: props.columns,
    sorts: props.sorts,
    filters,
    initialSort: props.initialSort,
    fetch: (params, signal) => props.fetch({ ...params, ...filters } as never, signal),
  });
  const data = page.data;
  const currency = (data as { currency?: string } | undefined)?.currency ?? 'USD';
  const cells: Partial<Record<string, (row: Row) => ReactNode>> = {};
  for (const column of props.columns)
    if (column.kind === 'amount')
      cells[column.id] = (row) => formatAmount(String(column.value(row)), currency);
  for (const [id, render] of Object.entries(props.cells ?? {}))
    if (render && data) cells[id] = (row) => render(row, data);
  return (
    <section className={styles.screen} aria-label={props.title}>
      {data && props.header ? props.header(data) : null}
      {props.filters?.length || props.toolbar ? (
        <div className={styles.toolbar}>
          {props.filters?.map((filter) => (
            <FilterSelect
              key={filter.param}
              filter={filter}
              value={chosen[filter.param] ?? ''}
              onChange={(value) => setChosen((current) => ({ ...current, [filter.param]: value }))}
            />
          ))}
          {props.toolbar}
        </div>
      ) : null}
      <DataTable
        table={table}
        label={props.label}
        query={page}
        empty={props.empty}
        fileName={props.dataKey}
        cells={cells}
      />
    </section>
  );
}

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: ListFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <span>
      <label htmlFor={id}>{filter.label}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{filter.all}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * A registry screen that is one list: its configuration, with the list call made through the
 * portal's API client. `listScreen({...})` is the component the registry loads.
 */
export function listScreen<
  Row extends RowData,
  Sort extends string,
  Page extends { total: number; items: Row[] },
>(
  config: Omit<ListScreenProps<Row, Sort, Page>, 'title' | 'fetch'> & {
    fetch: (
      api: PortalClient,
      params: ServerListParams<Sort> & Record<string, string>,
      signal: AbortSignal,
    ) => Promise<ApiResult<Page, number>>;
  },
) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level (a registry entry), never during render
  return function ListScreenOfRegistry({ title }: ScreenProps) {
    const { api } = usePortal();
    return (
      <ListScreen {...config} title={title} fetch={(params, signal) => config.fetch(api, params, signal)} />
    );
  };
}
