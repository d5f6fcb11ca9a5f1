/** The order of cost groups: by size, ties by name, the group without a value last. */

/** Groups by name, the one without a value (null) after every named one. */
export const compareGroups = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b);

/**
 * Each group's total over every period of grouped rows (exact, atto-units), largest first, ties by name:
 * the order of a breakdown and what its `top` keeps. The rows without a value for the dimension
 * (group null) are one group of their own, null here; it is labelled where text is written.
 */
export function rankGroups(
  rows: readonly { group: string | null; attos: bigint }[],
): [group: string | null, attos: bigint][] {
  const groupTotals = new Map<string | null, bigint>();
  for (const row of rows) groupTotals.set(row.group, (groupTotals.get(row.group) ?? 0n) + row.attos);
  return [...groupTotals.entries()].sort((a, b) =>
    b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : compareGroups(a[0], b[0]),
  );
}
