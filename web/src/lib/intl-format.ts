import { dateTimeFormat, numberFormat } from '@portal/hooks/money';

/** Dates and ratios as the cost screens show them, through Intl in the user's locale. */

/** 'October 2026' (long) or 'Oct 2026' (short) for a month or a day of it ('2026-10', '2026-10-01'). */
export function monthName(period: string, width: 'long' | 'short' = 'long'): string {
  if (!period) return '';
  return dateTimeFormat(undefined, { month: width, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period.slice(0, 7)}-01T00:00:00Z`),
  );
}

/** '14 Oct' for a day ('2026-10-14'). */
export function dayName(day: string): string {
  return dateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** '+7.4%', '−50%', '0%'. */
export function percent(ratio: number): string {
  return numberFormat(undefined, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(ratio);
}

/** The first day (YYYY-MM-DD) of the month `back` months before the month of `day`. */
export function monthStart(day: string, back: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - back);
  return date.toISOString().slice(0, 10);
}

/** A share without a sign: '79.3%'. */
export function share(ratio: number): string {
  return numberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}
