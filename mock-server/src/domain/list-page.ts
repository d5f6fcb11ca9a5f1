/**
 * Server-side paging, sorting and text search over a computed list: the shape every entity list of
 * the cost API shares (`search`, `sort`, `order`, `offset`, `limit` → `total`, `offset`, `items`).
 */
export interface ListQuery<Sort extends string> {
  search?: string | undefined;
  sort: Sort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** A sort key: text compares without case in the natural order of numbers, numbers and BigInts by size. */
export type SortValue = string | number | bigint | null | undefined;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The matching items (every search word in one of `searchable`'s texts, case-insensitive), sorted
 * by `sortBy[query.sort]` (ties by `id`), and the page asked for.
 */
export function pageOf<T extends { id: string }, Sort extends string>(
  items: readonly T[],
  query: ListQuery<Sort>,
  options: {
    searchable: (item: T) => (string | null | undefined)[];
    sortBy: Record<Sort, (item: T) => SortValue>;
  },
): { total: number; matching: T[]; items: T[] } {
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matching = items.filter((item) => {
    if (words.length === 0) return true;
    const text = options.searchable(item).filter(Boolean).join('\n').toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const key = options.sortBy[query.sort];
  const direction = query.order === 'asc' ? 1 : -1;
  const compare = (a: T, b: T) => direction * compareValues(key(a), key(b)) || compareValues(a.id, b.id);
  const end = query.offset + query.limit;
  return {
    total: matching.length,
    matching,
    items: firstSorted(matching, end, compare).slice(query.offset, end),
  };
}

/**
 * The first `count` items in the order of `compare` (a total order), as sorting them all would
 * give: with a page near the start of a long list, only the items that beat the worst kept so far
 * are placed (about count × log(n / count) of them), not every item sorted.
 */
export function firstSorted<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  if (count * 8 >= items.length) return [...items].sort(compare).slice(0, count);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count) {
      const worst = kept[count - 1] as T;
      if (compare(item, worst) >= 0) continue;
      kept.pop();
    }
    // Binary search for the place of the item among those kept.
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(kept[middle] as T, item) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
  }
  return kept;
}

/** The list parameters of a request, with the contract's defaults. */
export function listQuery<Sort extends string>(
  q: { search?: unknown; sort?: unknown; order?: unknown; offset?: unknown; limit?: unknown },
  defaults: { sort: Sort; order?: 'asc' | 'desc' },
): ListQuery<Sort> {
  const search = q.search === undefined ? undefined : String(q.search).trim();
  return {
    search: search || undefined,
    sort: (q.sort ?? defaults.sort) as Sort,
    order: (q.order ?? defaults.order ?? 'desc') as 'asc' | 'desc',
    offset: Number(q.offset ?? 0),
    limit: Number(q.limit ?? 100),
  };
}
