import { describe, expect, it, vi } from 'vitest';
import { type TableColumn, TableController } from './table-controller.ts';
import { toCsv } from './table-csv.ts';

interface Cost {
  id: number;
  service: string;
  region: string | null;
  cost: string;
}

const columns: TableColumn<Cost>[] = [
  { id: 'service', header: 'Service', value: (r) => r.service },
  { id: 'region', header: 'Region', value: (r) => r.region },
  { id: 'cost', header: 'Cost', kind: 'amount', currency: 'EUR', value: (r) => r.cost },
];

const rows: Cost[] = [
  { id: 1, service: 'Storage', region: 'westeurope', cost: '10.00' },
  { id: 2, service: 'Virtual Machines', region: 'northeurope', cost: '9.99' },
  { id: 3, service: 'storage', region: null, cost: '100.5' },
  { id: 4, service: 'Éclair', region: 'westeurope', cost: '-3.20' },
  { id: 5, service: 'App Service', region: 'westeurope', cost: '10' },
  { id: 6, service: 'SQL Database', region: 'eastus', cost: '12345678901234567.89' },
  { id: 7, service: 'SQL Database', region: 'eastus', cost: '12345678901234567.88' },
];

const ids = (table: TableController<Cost>) => table.getSnapshot().rows.map((r) => r.id);

describe('TableController in client mode', () => {
  it('shows every row in the given order until asked otherwise', () => {
    const table = new TableController({ columns, rows, locale: 'en' });
    const s = table.getSnapshot();
    expect(ids(table)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(s.totalCount).toBe(7);
    expect(s.filteredCount).toBe(7);
    expect(s.visibleColumns.map((c) => c.id)).toEqual(['service', 'region', 'cost']);
  });

  it('sorts amounts exactly, beyond what a float can tell apart', () => {
    const table = new TableController({ columns, rows, locale: 'en' });
    table.toggleSort('cost');
    expect(ids(table)).toEqual([4, 2, 1, 5, 3, 7, 6]);
    table.toggleSort('cost');
    expect(table.getSnapshot().sort).toEqual([{ id: 'cost', desc: true }]);
    expect(ids(table)).toEqual([6, 7, 3, 1, 5, 2, 4]);
    table.toggleSort('cost');
    expect(table.getSnapshot().sort).toEqual([]);
    expect(ids(table)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('sorts text by locale (accents and case aside), stably, with blanks last either way', () => {
    const table = new TableController({ columns, rows, locale: 'en' });
    table.toggleSort('service');
    // 'Storage' and 'storage' compare equal: they keep their original order.
    expect(ids(table)).toEqual([5, 4, 6, 7, 1, 3, 2]);
    table.toggleSort('region');
    expect(ids(table)).toEqual([6, 7, 2, 1, 4, 5, 3]);
    table.toggleSort('region');
    expect(ids(table)).toEqual([1, 4, 5, 2, 6, 7, 3]);
  });

  it('sorts by several columns with multi, in the order they were added', () => {
    const table = new TableController({ columns, rows, locale: 'en' });
    table.toggleSort('region');
    table.toggleSort('cost', { multi: true });
    table.toggleSort('cost', { multi: true });
    expect(table.getSnapshot().sort).toEqual([
      { id: 'region', desc: false },
      { id: 'cost', desc: true },
    ]);
    expect(ids(table)).toEqual([6, 7, 2, 1, 5, 4, 3]);
    table.toggleSort('region', { multi: true });
    table.toggleSort('region', { multi: true });
    expect(table.getSnapshot().sort).toEqual([{ id: 'cost', desc: true }]);
    // Without multi, a column alone sorts.
    table.toggleSort('service');
    expect(table.getSnapshot().sort).toEqual([{ id: 'service', desc: false }]);
  });

  it('filters per column (folded contains; comparisons on amounts) and by a global search', () => {
    const table = new TableController({ columns, rows, locale: 'en' });
    table.setFilter('service', 'STOR');
    expect(ids(table)).toEqual([1, 3]);
    table.setFilter('service', 'eclair');
    expect(ids(table)).toEqual([4]);
    table.setFilter('service', '');
    table.setFilter('cost', '>=10');
    expect(ids(table)).toEqual([1, 3, 5, 6, 7]);
    table.setFilter('cost', '=10.0');
    expect(ids(table)).toEqual([1, 5]);
    table.setFilter('cost', '');
    table.setSearch('west sto');
    expect(ids(table)).toEqual([1]);
    const s = table.getSnapshot();
    expect(s.totalCount).toBe(7);
    expect(s.filteredCount).toBe(1);
    table.clearFilters();
    expect(table.getSnapshot().filteredCount).toBe(7);
  });

  it('hides and orders columns; hiding drops the column’s filter and sort; the last column stays', () => {
    const table = new TableController({ columns, rows, locale: 'en' });
    table.setFilter('region', 'east');
    table.toggleSort('region');
    table.setColumnVisible('region', false);
    let s = table.getSnapshot();
    expect(s.visibleColumns.map((c) => c.id)).toEqual(['service', 'cost']);
    expect(s.filters).toEqual({});
    expect(s.sort).toEqual([]);
    expect(s.filteredCount).toBe(7);
    // The search looks only at what is visible.
    table.setSearch('westeurope');
    expect(table.getSnapshot().filteredCount).toBe(0);
    table.setSearch('');
    table.setColumnVisible('service', false);
    table.setColumnVisible('cost', false);
    expect(table.getSnapshot().visibleColumns.map((c) => c.id)).toEqual(['cost']);
    table.setColumnVisible('region', true);
    table.setColumnVisible('service', true);
    table.moveColumn('cost', 0);
    s = table.getSnapshot();
    expect(s.visibleColumns.map((c) => c.id)).toEqual(['cost', 'service', 'region']);
    table.setColumnOrder(['region']);
    expect(table.getSnapshot().columns.map((c) => c.id)).toEqual(['region', 'cost', 'service']);
  });

  it('tells listeners only of real changes and keeps the query stable', () => {
    const table = new TableController({ columns, rows, locale: 'en' });
    const listener = vi.fn();
    table.subscribe(listener);
    const query = table.getSnapshot().query;
    table.setSearch('');
    table.setFilter('service', '');
    table.setWindow(0);
    expect(listener).not.toHaveBeenCalled();
    table.setWindow(40, 20);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(table.getSnapshot().query).not.toBe(query);
    // A window move does not sort or filter again: the rows are the same array.
    const before = table.getSnapshot().rows;
    table.setWindow(60, 20);
    expect(table.getSnapshot().rows).toBe(before);
  });

  it('keeps the user’s order and hidden columns when the columns are redefined', () => {
    const table = new TableController({ columns, rows, initial: { hiddenColumns: ['region'] } });
    table.moveColumn('cost', 0);
    table.setColumns([...columns.map((c) => (c.id === 'cost' ? { ...c, currency: 'USD' } : c))]);
    const s = table.getSnapshot();
    expect(s.visibleColumns.map((c) => [c.id, c.currency])).toEqual([
      ['cost', 'USD'],
      ['service', undefined],
    ]);
  });
});

describe('TableController in server mode', () => {
  it('only emits the query, resets the offset on a new sort, filter or search', () => {
    const table = new TableController<Cost>({ columns, mode: 'server', initial: { limit: 50 } });
    expect(table.getSnapshot().query).toEqual({ sort: [], filters: {}, search: '', offset: 0, limit: 50 });
    table.setWindow(100);
    table.toggleSort('cost');
    table.toggleSort('service', { multi: true });
    table.setFilter('region', '  west ');
    expect(table.getSnapshot().query).toEqual({
      sort: [
        { id: 'cost', desc: false },
        { id: 'service', desc: false },
      ],
      filters: { region: 'west' },
      search: '',
      offset: 0,
      limit: 50,
    });
    table.setWindow(50);
    table.setSearch(' vm ');
    expect(table.getSnapshot().query.search).toBe('vm');
    expect(table.getSnapshot().query.offset).toBe(0);
  });

  it('sorts by one column only when the server can do no more', () => {
    const table = new TableController<Cost>({ columns, mode: 'server', multiSort: false });
    table.toggleSort('cost');
    table.toggleSort('service', { multi: true });
    expect(table.getSnapshot().query.sort).toEqual([{ id: 'service', desc: false }]);
    table.setSort([
      { id: 'cost', desc: true },
      { id: 'region', desc: false },
    ]);
    expect(table.getSnapshot().sort).toEqual([{ id: 'cost', desc: true }]);
  });

  it('shows the page it is given as it is, with the server’s counts', () => {
    const table = new TableController<Cost>({ columns, mode: 'server' });
    table.toggleSort('cost');
    table.setRows(rows.slice(0, 3), { filtered: 1234, total: 100_000 });
    const s = table.getSnapshot();
    expect(s.rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(s.filteredCount).toBe(1234);
    expect(s.totalCount).toBe(100_000);
  });
});

describe('100,000 rows', () => {
  const services = ['Storage', 'Virtual Machines', 'SQL Database', 'App Service', 'Key Vault'];
  const many: Cost[] = Array.from({ length: 100_000 }, (_, i) => ({
    id: i,
    service: services[(i * 7) % services.length] as string,
    region: i % 11 === 0 ? null : `region-${i % 13}`,
    // Deterministic, spread out, with repeats so stability matters.
    cost: `${(i * 7919) % 50_000}.${String((i * 31) % 100).padStart(2, '0')}`,
  }));

  it('sorts by service then cost descending, stably, and filters with correct counts', () => {
    const table = new TableController({ columns, rows: many, locale: 'en' });
    table.toggleSort('service');
    table.toggleSort('cost', { multi: true });
    table.toggleSort('cost', { multi: true });
    const sorted = table.getSnapshot().rows;
    expect(sorted).toHaveLength(100_000);
    const cents = (c: Cost) => BigInt(c.cost.replace('.', ''));
    for (let i = 1; i < sorted.length; i += 1) {
      const a = sorted[i - 1] as Cost;
      const b = sorted[i] as Cost;
      const byService = a.service.localeCompare(b.service, 'en');
      expect(byService).toBeLessThanOrEqual(0);
      if (byService === 0) {
        expect(cents(a) >= cents(b)).toBe(true);
        if (cents(a) === cents(b)) expect(a.id).toBeLessThan(b.id);
      }
    }

    table.setFilter('region', 'region-1');
    table.setFilter('cost', '<1000');
    const expected = many.filter(
      (r) => r.region?.includes('region-1') === true && cents(r) < 100_000n,
    ).length;
    const s = table.getSnapshot();
    expect(s.filteredCount).toBe(expected);
    expect(s.rows).toHaveLength(expected);
    expect(s.totalCount).toBe(100_000);

    const csv = toCsv(s.visibleColumns, s.rows).split('\r\n');
    expect(csv).toHaveLength(expected + 2);
    expect(csv[0]).toBe('Service,Region,Cost (EUR)');
    const first = s.rows[0] as Cost;
    expect(csv[1]).toBe(`${first.service},${first.region},${first.cost}`);
  });
});
