/**
 * Words and figures of the charts, through Intl in the user's locale (or the one passed in). Amounts
 * are formatted from their exact strings (`formatAmount`); only axis ticks, which are round scale
 * values and not figures of the data, are formatted from numbers.
 */
import { type AmountChange, dateTimeFormat, formatAmount, numberFormat } from '@portal/hooks/money';

/** 'day' for 'YYYY-MM-DD' periods, 'month' for 'YYYY-MM'. */
export type Granularity = 'day' | 'month';

export function granularityOf(period: string | undefined): Granularity {
  return period && period.length > 7 ? 'day' : 'month';
}

const utcDate = (period: string) =>
  new Date(`${period.length === 7 ? `${period}-01` : period.slice(0, 10)}T00:00:00Z`);

/** 'March 2026' for a month, 'Mar 14, 2026' (en-US) for a day; any other period as it is. */
export function periodName(period: string, locale?: string): string {
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(period)) return period;
  const options: Intl.DateTimeFormatOptions =
    period.length === 7
      ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  return dateTimeFormat(locale, options).format(utcDate(period));
}

/** A short axis label: 'Mar' (with the year on the first label and in January), or 'Mar 14'. */
export function periodTick(period: string, withYear: boolean, locale?: string): string {
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(period)) return period;
  const options: Intl.DateTimeFormatOptions =
    period.length === 7
      ? { month: 'short', year: withYear ? '2-digit' : undefined, timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return dateTimeFormat(locale, options).format(utcDate(period));
}

/** 'in March 2026' or 'on Mar 14, 2026'. */
export function atPeriod(period: string, locale?: string): string {
  return `${period.length > 7 ? 'on' : 'in'} ${periodName(period, locale)}`;
}

/** A ratio as a percentage: 0.042 → '4.2%' (no sign; the words say up or down). */
export function percent(ratio: number, locale?: string, signed = false): string {
  return numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(ratio);
}

/** An axis tick: '$12K', '€1.5M', '$0'; without a currency a count: '1.2K'. */
export function tickLabel(value: number, currency: string | undefined, locale?: string): string {
  return numberFormat(locale, {
    ...(currency ? { style: 'currency', currency } : {}),
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * A chart's value in words: an amount in its currency ('$1,234.50'), or without a currency a
 * count or score ('1,234').
 */
export function chartValue(amount: string, currency: string | undefined, locale?: string): string {
  return currency
    ? formatAmount(amount, currency, locale)
    : numberFormat(locale, { maximumFractionDigits: 2 }).format(amount as Intl.StringNumericLiteral);
}

/**
 * The change over the period in words: 'up 4.2%', 'down 3.1%', 'up less than 0.1%', 'unchanged',
 * or from zero 'up from $0.00 to $7.00'.
 */
export function changeWords(
  change: AmountChange,
  first: string,
  last: string,
  money: (amount: string) => string,
  locale?: string,
): string {
  const negative = change.amount.startsWith('-');
  const zero = /^-?0+(\.0+)?$/.test(change.amount);
  if (zero) return 'unchanged';
  const direction = negative ? 'down' : 'up';
  if (change.ratio === undefined) return `${direction} from ${money(first)} to ${money(last)}`;
  // A change that rounds to 0% is still a change.
  if (Math.abs(change.ratio) < 0.0005) return `${direction} less than ${percent(0.001, locale)}`;
  return `${direction} ${percent(Math.abs(change.ratio), locale)}`;
}
