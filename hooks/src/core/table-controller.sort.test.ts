import { describe, expect, it } from 'vitest';
import { type TableColumn, TableController, type TableSort } from './table-controller.ts';
import { type CellValue, compareDecimals, decimalKey, isBlank } from './table-values.ts';

// The controller sorts by ranks and counting sorts; these tests hold it to the plain definition:
// rows compared value against value (text by the collator, amounts exactly, blanks last in either
// direction), column after column, ties in the rows' order.

interface Row {
  id: number;
  name: string | null;
  group: string;
  amount: CellValue;
  day: string;
}

const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'group', header: 'Group', value: (r) => r.group },
  { id: 'amount', header: 'Amount', kind: 'amount', currency: 'EUR', value: (r) => r.amount },
  { id: 'day', header: 'Day', kind: 'date', value: (r) => r.day },
];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PARTS = [
  'vm',
  'VM',
  'Storage',
  'storage',
  'Éclair',
  'eclair',
  'chata',
  'hotel',
  'cz',
  'Ångström',
  'aa',
  'zz',
  'a-b',
  'a_b',
  'a b',
  'a.b',
  'x9',
  'x10',
  'x010',
  'x0',
  '#1',
  '(x)',
  'straße',
  'strasse',
  'İz',
  'ıx',
  '日本',
  '😀',
  'ǅ',
  'web',
];
const AMOUNTS: CellValue[] = [
  '10.5',
  '10.50',
  '-0.00',
  '0',
  '-3.2',
  ' 7 ',
  '+4',
  'n/a',
  '',
  null,
  12,
  0.1,
  -5,
  1e21,
];

function generate(count: number, seed: number, bigAmounts = false): Row[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: count }, (_, id) => {
    const words = 1 + Math.floor(next() * 3);
    const roll = next();
    const cents = Math.floor(next() * 20_000) - 5_000;
    const amount =
      roll < 0.2
        ? pick(AMOUNTS)
        : bigAmounts && roll < 0.4
          ? `${Math.floor(next() * 1e9)}${String(Math.floor(next() * 1e9)).padStart(9, '0')}.${Math.floor(next() * 100)}`
          : `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
    return {
      id,
      name:
        next() < 0.05 ? pick([null, '', '  ']) : Array.from({ length: words }, () => pick(PARTS)).join(' '),
      group: pick(['A', 'b', 'B', 'c']),
      amount,
      day: `2026-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
    };
  });
}

/** The definition: compare rows value against value, as the controller did before ranks. */
function reference(rows: readonly Row[], sort: readonly TableSort[], locale: string): number[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const keyed = sort.map((entry) => {
    const column = columns.find((c) => c.id === entry.id) as TableColumn<Row>;
    const numeric = column.kind === 'amount';
    return { column, numeric, direction: entry.desc ? -1 : 1 };
  });
  const missing = (numeric: boolean, value: CellValue) =>
    isBlank(value) || (numeric && decimalKey(value) === undefined);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      for (const { column, numeric, direction } of keyed) {
        const va = column.value(a.row);
        const vb = column.value(b.row);
        const ma = missing(numeric, va);
        const mb = missing(numeric, vb);
        if (ma || mb) {
          if (ma !== mb) return ma ? 1 : -1;
          continue;
        }
        const order = numeric ? compareDecimals(va, vb) : collator.compare(String(va), String(vb));
        if (order !== 0) return order * direction;
      }
      return a.index - b.index;
    })
    .map(({ row }) => row.id);
}

const SORTS: TableSort[][] = [
  [{ id: 'name', desc: false }],
  [{ id: 'name', desc: true }],
  [{ id: 'amount', desc: false }],
  [{ id: 'amount', desc: true }],
  [{ id: 'day', desc: true }],
  [{ id: 'group', desc: false }],
  [
    { id: 'group', desc: false },
    { id: 'amount', desc: true },
  ],
  [
    { id: 'group', desc: true },
    { id: 'name', desc: false },
    { id: 'amount', desc: false },
  ],
  [
    { id: 'day', desc: false },
    { id: 'group', desc: true },
  ],
];

// The reference sort compares with the collator row against row: seconds on a busy machine.
describe('TableController sorting against the plain definition', () => {
  // cs sorts "ch" after "h" and da "aa" as "å": contractions the quick first guess cannot know.
  for (const locale of ['en-US', 'de', 'cs', 'da', 'sv', 'tr']) {
    it(`sorts generated rows as comparing them would, stably, in ${locale}`, () => {
      const rows = generate(3_000, locale.length * 31);
      const table = new TableController({ columns, rows, locale });
      for (const sort of SORTS) {
        table.setSort(sort);
        expect(
          table.getSnapshot().rows.map((r) => r.id),
          JSON.stringify(sort),
        ).toEqual(reference(rows, sort, locale));
      }
    });
  }

  it('sorts plain ASCII names (letters in either case, digits, punctuation) as comparing them would', () => {
    const next = random(11);
    const alphabet = 'abcXYZ019 -_.,/#()';
    const rows = generate(5_000, 5).map((row) => ({
      ...row,
      name: Array.from({ length: 1 + Math.floor(next() * 8) }, () =>
        alphabet.charAt(Math.floor(next() * alphabet.length)),
      ).join(''),
    }));
    for (const locale of ['en-US', 'fr']) {
      const table = new TableController({ columns, rows, locale });
      for (const sort of SORTS) {
        table.setSort(sort);
        expect(table.getSnapshot().rows.map((r) => r.id)).toEqual(reference(rows, sort, locale));
      }
    }
  });

  it('sorts amounts beyond 15 digits exactly too', () => {
    const rows = generate(2_000, 7, true);
    const table = new TableController({ columns, rows, locale: 'en-US' });
    for (const sort of SORTS.filter((s) => s.some((e) => e.id === 'amount'))) {
      table.setSort(sort);
      expect(table.getSnapshot().rows.map((r) => r.id)).toEqual(reference(rows, sort, 'en-US'));
    }
  });

  it('sorts filtered rows, and sorts again after new rows and new columns', () => {
    const rows = generate(1_500, 3);
    const table = new TableController({ columns, rows, locale: 'en-US' });
    table.toggleSort('name');
    table.toggleSort('amount', { multi: true });
    table.setFilter('group', 'b');
    const sort = table.getSnapshot().sort;
    const shown = rows.filter((r) => r.group.toLowerCase() === 'b');
    expect(table.getSnapshot().rows.map((r) => r.id)).toEqual(reference(shown, sort, 'en-US'));
    const more = generate(1_800, 4);
    table.setRows(more);
    const moreShown = more.filter((r) => r.group.toLowerCase() === 'b');
    expect(table.getSnapshot().rows.map((r) => r.id)).toEqual(reference(moreShown, sort, 'en-US'));
    // A column whose accessor changes is ranked again.
    const reversed = columns.map((c) =>
      c.id === 'name' ? { ...c, value: (r: Row) => (r.name ? [...r.name].reverse().join('') : r.name) } : c,
    );
    table.setColumns(reversed);
    const expected = moreShown
      .map((row, index) => ({ row, key: row.name ? [...row.name].reverse().join('') : row.name, index }))
      .map(({ row, key }) => ({ ...row, name: key }));
    expect(table.getSnapshot().rows.map((r) => r.id)).toEqual(reference(expected, sort, 'en-US'));
  });

  it('ranks ahead in small steps (prepareSort), with the same order, and starts again after new rows', () => {
    const rows = generate(8_000, 9);
    const table = new TableController({ columns, rows, locale: 'en-US' });
    let calls = 0;
    // A few steps per slice: preparation stops and resumes many times.
    const slice = () => {
      let left = 3;
      return () => {
        calls += 1;
        return left-- > 0;
      };
    };
    expect(table.prepareSort(slice())).toBe(true);
    // A sort in the middle of the preparation finishes the column's ranking itself.
    table.setSort([{ id: 'name', desc: true }]);
    expect(table.getSnapshot().rows.map((r) => r.id)).toEqual(
      reference(rows, [{ id: 'name', desc: true }], 'en-US'),
    );
    let slices = 1;
    while (table.prepareSort(slice())) slices += 1;
    expect(slices).toBeGreaterThan(3);
    expect(table.prepareSort(() => true)).toBe(false);
    for (const sort of SORTS) {
      table.setSort(sort);
      expect(table.getSnapshot().rows.map((r) => r.id)).toEqual(reference(rows, sort, 'en-US'));
    }
    // New rows halfway through a preparation: the old one is dropped.
    const more = generate(2_000, 10);
    table.setRows(more);
    table.prepareSort(slice());
    table.prepareSort(slice());
    for (const sort of SORTS) {
      table.setSort(sort);
      expect(table.getSnapshot().rows.map((r) => r.id)).toEqual(reference(more, sort, 'en-US'));
    }
    expect(calls).toBeGreaterThan(0);
  });

  it('keeps equal rows in their order in either direction, blanks last', () => {
    const rows: Row[] = [
      { id: 0, name: 'b', group: 'x', amount: '1.0', day: '' },
      { id: 1, name: null, group: 'x', amount: 'n/a', day: '' },
      { id: 2, name: 'B', group: 'x', amount: '1', day: '' },
      { id: 3, name: 'a', group: 'x', amount: '-1', day: '' },
      { id: 4, name: ' ', group: 'x', amount: null, day: '' },
      { id: 5, name: 'b', group: 'x', amount: '1.00', day: '' },
    ];
    const table = new TableController({ columns, rows, locale: 'en-US' });
    table.toggleSort('name');
    expect(table.getSnapshot().rows.map((r) => r.id)).toEqual([3, 0, 2, 5, 1, 4]);
    table.toggleSort('name');
    expect(table.getSnapshot().rows.map((r) => r.id)).toEqual([0, 2, 5, 3, 1, 4]);
    table.toggleSort('amount');
    expect(table.getSnapshot().rows.map((r) => r.id)).toEqual([3, 0, 2, 5, 1, 4]);
    table.toggleSort('amount');
    expect(table.getSnapshot().rows.map((r) => r.id)).toEqual([0, 2, 5, 3, 1, 4]);
  });
});
