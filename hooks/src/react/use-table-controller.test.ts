// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../core/table-controller.ts';
import { useTableController, useTableRows } from './use-table-controller.ts';

interface Row {
  name: string;
  cost: string;
}

const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'cost', header: 'Cost', kind: 'amount', currency: 'EUR', value: (r) => r.cost },
];
const first: Row[] = [
  { name: 'b', cost: '2.00' },
  { name: 'a', cost: '10.00' },
];

describe('useTableController', () => {
  it('renders the state, follows the controller and new rows, and keeps one controller', () => {
    const { result, rerender } = renderHook(({ rows }) => useTableController({ columns, rows }), {
      initialProps: { rows: first },
    });
    const table = result.current.table;
    expect(result.current.state.rows.map((r) => r.name)).toEqual(['b', 'a']);
    act(() => table.toggleSort('cost', { multi: false }));
    act(() => table.toggleSort('cost'));
    expect(result.current.state.rows.map((r) => r.name)).toEqual(['a', 'b']);
    rerender({ rows: [...first, { name: 'c', cost: '5' }] });
    expect(result.current.table).toBe(table);
    expect(result.current.state.rows.map((r) => r.name)).toEqual(['a', 'c', 'b']);
    expect(result.current.state.totalCount).toBe(3);
  });

  it('in server mode emits the query first and takes the page afterwards', () => {
    const { result, rerender } = renderHook(
      ({ page }: { page: Row[] | undefined }) => {
        const bound = useTableController({ columns, mode: 'server', initial: { limit: 2 } });
        useTableRows(bound.table, page, { filtered: 40 });
        return bound;
      },
      { initialProps: { page: undefined as Row[] | undefined } },
    );
    expect(result.current.state.query).toEqual({ sort: [], filters: {}, search: '', offset: 0, limit: 2 });
    rerender({ page: first });
    expect(result.current.state.rows).toBe(first);
    expect(result.current.state.filteredCount).toBe(40);
    act(() => result.current.table.setSearch('a'));
    expect(result.current.state.query.search).toBe('a');
  });
});
