/**
 * The calendar of cost data: days as whole numbers since the epoch (UTC), months as 'YYYY-MM'.
 * Pure functions, for the cost services, the assistant, the report host and the seed alike.
 */

export const DAY_MS = 86_400_000;

export const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

export const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The latest calendar month that has data: the default range. */
export function latestMonth(last: number): { from: number; to: number } {
  const end = new Date(last * DAY_MS);
  const start = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1) / DAY_MS;
  return { from: start, to: last };
}

/**
 * The latest month whose every day has data: a month to date is not comparable with a whole month
 * (the first month with data when no month is whole yet).
 */
export function latestWholeMonth(available: { first: number; last: number }): string {
  const month = monthOf(available.last);
  if (monthDays(month).to === available.last) return month;
  const before = monthOf(monthDays(month).from - 1);
  return monthDays(before).from >= available.first ? before : month;
}

/** The days of a month 'YYYY-MM'. */
export function monthDays(month: string): { from: number; to: number } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return { from: Date.UTC(year, index - 1, 1) / DAY_MS, to: Date.UTC(year, index, 1) / DAY_MS - 1 };
}

export const monthOf = (day: number) => isoOf(day).slice(0, 7);

/** 'YYYY-MM' moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}
