/**
 * Date ranges of the cost screens as ISO day strings ('YYYY-MM-DD', UTC calendar days): the presets
 * (this month, last month, ...) from a reference day that the caller passes in (today or the last
 * day with data; nothing here reads the clock), and the rules a chosen range must meet.
 */

/** A range of whole days, both ends included. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

export type DateRangePreset =
  | 'this-month'
  | 'last-month'
  | 'last-3-months'
  | 'last-12-months'
  | 'year-to-date';

/** The presets in the order a picker offers them. */
export const DATE_RANGE_PRESETS: readonly DateRangePreset[] = [
  'this-month',
  'last-month',
  'last-3-months',
  'last-12-months',
  'year-to-date',
];

/** The longest range the cost screens ask for. */
export const MAX_RANGE_DAYS = 400;

/** Why a range is refused; each front end words it. */
export type DateRangeProblem =
  | { readonly code: 'invalid-day'; readonly day: string }
  | { readonly code: 'reversed' }
  | { readonly code: 'before-available'; readonly min: string }
  | { readonly code: 'after-available'; readonly max: string }
  | { readonly code: 'too-long'; readonly days: number; readonly max: number };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function utc(day: string): number {
  const match = DAY.exec(day);
  if (!match) return Number.NaN;
  const [, y, m, d] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // Date.UTC rolls 2026-02-30 over to March: such a day does not exist.
  return new Date(time).toISOString().slice(0, 10) === day ? time : Number.NaN;
}

function toDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function assertDay(day: string): number {
  const time = utc(day);
  if (Number.isNaN(time)) throw new Error(`not an ISO day: ${day}`);
  return time;
}

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (years 1000–9999). */
export function isIsoDay(value: string): boolean {
  return !Number.isNaN(utc(value)) && !value.startsWith('0');
}

/** The day `days` days after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return toDay(assertDay(day) + days * MS_PER_DAY);
}

/** The first day of the month `months` months after the month of `day` (before, when negative). */
export function monthStartOf(day: string, months = 0): string {
  const date = new Date(assertDay(day));
  return toDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

/** The last day of the month of `day`. */
export function monthEndOf(day: string): string {
  return addDays(monthStartOf(day, 1), -1);
}

/** The number of days in a range, both ends included (0 when reversed). */
export function rangeDays(range: DayRange): number {
  return Math.max(0, (assertDay(range.to) - assertDay(range.from)) / MS_PER_DAY + 1);
}

/**
 * A preset's range from a reference day (today, or the last day with data):
 * - this-month: the first of the reference day's month to the reference day;
 * - last-month: the whole month before;
 * - last-3-months, last-12-months: the whole 3 or 12 calendar months before the reference month
 *   (its running month left out, as cost tools count them);
 * - year-to-date: 1 January of the reference year to the reference day.
 */
export function presetRange(preset: DateRangePreset, reference: string): DayRange {
  const monthStart = monthStartOf(reference);
  const lastMonthEnd = addDays(monthStart, -1);
  switch (preset) {
    case 'this-month':
      return { from: monthStart, to: reference };
    case 'last-month':
      return { from: monthStartOf(reference, -1), to: lastMonthEnd };
    case 'last-3-months':
      return { from: monthStartOf(reference, -3), to: lastMonthEnd };
    case 'last-12-months':
      return { from: monthStartOf(reference, -12), to: lastMonthEnd };
    case 'year-to-date':
      return { from: `${reference.slice(0, 4)}-01-01`, to: reference };
  }
}

/** The part of `range` inside `available`; undefined when they do not overlap. */
export function clampRange(range: DayRange, available: DayRange): DayRange | undefined {
  // ISO days compare as strings; Math.max/min would turn them into NaN.
  // biome-ignore lint/complexity/useMathMinMax: strings
  const from = range.from > available.from ? range.from : available.from;
  // biome-ignore lint/complexity/useMathMinMax: strings
  const to = range.to < available.to ? range.to : available.to;
  return from <= to ? { from, to } : undefined;
}

/**
 * A preset's range cut to the days with data; undefined when the preset has no day with data (a
 * picker then disables it).
 */
export function availablePresetRange(
  preset: DateRangePreset,
  reference: string,
  available?: DayRange,
): DayRange | undefined {
  const range = presetRange(preset, reference);
  return available ? clampRange(range, available) : range;
}

/** The preset whose (cut) range is exactly `range`, if any: a picker shows it as selected. */
export function matchingPreset(
  range: DayRange,
  reference: string,
  available?: DayRange,
): DateRangePreset | undefined {
  return DATE_RANGE_PRESETS.find((preset) => {
    const candidate = availablePresetRange(preset, reference, available);
    return candidate?.from === range.from && candidate.to === range.to;
  });
}

/**
 * Why a range cannot be asked for, or undefined when it can: both ends real days, in order, inside
 * the days with data, and at most `maxDays` days long (default 400).
 */
export function validateRange(
  range: DayRange,
  options: { available?: DayRange; maxDays?: number } = {},
): DateRangeProblem | undefined {
  for (const day of [range.from, range.to]) if (!isIsoDay(day)) return { code: 'invalid-day', day };
  if (range.from > range.to) return { code: 'reversed' };
  const { available, maxDays = MAX_RANGE_DAYS } = options;
  if (available && range.from < available.from) return { code: 'before-available', min: available.from };
  if (available && range.to > available.to) return { code: 'after-available', max: available.to };
  const days = rangeDays(range);
  if (days > maxDays) return { code: 'too-long', days, max: maxDays };
  return undefined;
}
