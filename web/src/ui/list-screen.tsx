import { formatAmount } from '@portal/hooks/money';
import type { TableColumn, TableSort } from '@portal/hooks/tables';
import type { components } from '@portal/sdk';
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import type { Endpoint } from '../data/endpoint.ts';
import { useServerList } from '../data/use-server-list.ts';
import type { ScreenProps } from '../lib/screen.ts';
import { ChoiceSelect } from './choice-select.tsx';
import { DataTable } from './data-table/data-table.tsx';
import * as styles from './screen.css.ts';

/** A choice above a list that narrows it on the server (a query parameter of the list call). */
type ExchangeRate = components['schemas']['ExchangeRate'];

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
  Query,
> {
  title: string;
  /** The list: the data layer's endpoint (features/<area>/api.ts), its query the table's and the filters'. */
  endpoint: Endpoint<[query?: Query], Page>;
  /** Names the CSV file. */
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
  Query,
>(props: ListScreenProps<Row, Sort, Page, Query>) {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const filters = Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== ''));
  const { table, page } = useServerList({
    endpoint: props.endpoint,
    columns: props.columns,
    sorts: props.sorts,
    filters: filters as Partial<Query>,
    initialSort: props.initialSort,
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
            <ChoiceSelect
              key={filter.param}
              label={filter.label}
              value={chosen[filter.param] ?? ''}
              onChange={(value) => setChosen((current) => ({ ...current, [filter.param]: value }))}
            >
              <option value="">{filter.all}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </ChoiceSelect>
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
        currency={currency}
        exchangeRate={(data as { exchangeRate?: ExchangeRate } | undefined)?.exchangeRate}
      />
    </section>
  );
}

/**
 * A registry screen that is one list: its configuration, the list an endpoint of the data layer.
 * `listScreen({...})` is the component the registry loads.
 */
export function listScreen<
  Row extends RowData,
  Sort extends string,
  Page extends { total: number; items: Row[] },
  Query,
>(config: Omit<ListScreenProps<Row, Sort, Page, Query>, 'title'>) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level (a registry entry), never during render
  return function ListScreenOfRegistry({ title }: ScreenProps) {
    return <ListScreen {...config} title={title} />;
  };
}
