import { describe, expect, it } from 'vitest';
import { firstSorted, pageOf } from './list-page.ts';

/** A deterministic sequence of numbers in [0, 1). */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('a page of a sorted list', () => {
  it('keeps the first items as sorting the whole list would, for any page size', () => {
    const next = numbers(7);
    const items = Array.from({ length: 5_000 }, (_, i) => ({ id: `r${i}`, value: Math.floor(next() * 300) }));
    const compare = (a: (typeof items)[number], b: (typeof items)[number]) =>
      a.value - b.value || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const sorted = [...items].sort(compare);
    for (const count of [0, 1, 2, 10, 100, 624, 625, 626, 5_000, 6_000])
      expect(firstSorted(items, count, compare)).toEqual(sorted.slice(0, count));
  });

  it('pages a long list by a text in natural order, either way, ties by id', () => {
    const next = numbers(11);
    const items = Array.from({ length: 3_000 }, (_, i) => ({
      id: `e${String(i).padStart(5, '0')}`,
      address: `${['Host', 'host', 'api'][i % 3]}-${Math.floor(next() * 200)}.example`,
    }));
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    for (const order of ['asc', 'desc'] as const) {
      const direction = order === 'asc' ? 1 : -1;
      const expected = [...items].sort(
        (a, b) => direction * collator.compare(a.address, b.address) || collator.compare(a.id, b.id),
      );
      for (const offset of [0, 100, 2_950]) {
        const page = pageOf(
          items,
          { sort: 'address', order, offset, limit: 100 },
          { searchable: (e) => [e.address], sortBy: { address: (e) => e.address } },
        );
        expect(page.total).toBe(3_000);
        expect(page.items).toEqual(expected.slice(offset, offset + 100));
      }
    }
    // 'host-9' before 'host-10': numbers in their natural order.
    const natural = pageOf(
      [
        { id: 'a', address: 'host-10' },
        { id: 'b', address: 'Host-9' },
      ],
      { sort: 'address', order: 'asc', offset: 0, limit: 1 },
      { searchable: (e) => [e.address], sortBy: { address: (e) => e.address } },
    );
    expect(natural.items.map((e) => e.id)).toEqual(['b']);
  });
});
