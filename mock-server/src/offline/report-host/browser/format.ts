import type { Period, ValueKind } from './model.ts';

/**
 * Numbers and dates in the report's locale (settings.localeSettings.language), with Intl. Amounts
 * arrive as exact decimal strings (already rounded to the cent by the backend) and are formatted
 * as strings, so no figure passes through a float.
 */
export interface Formatters {
  locale: string;
  money(value: string): string;
  count(value: string): string;
  month(month: string): string;
  /** A month in a few letters, for chart axes. */
  shortMonth(month: string): string;
  period(period: Period): string;
  value(kind: ValueKind, value: string): string;
}

const monthDate = (month: string) => {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1));
};
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Intl reads a decimal string exactly (ES2023 Intl.NumberFormat v3). */
type Decimal = `${number}`;

export function formatters(locale: string, currency: string): Formatters {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortMonth = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const self: Formatters = {
    locale,
    money: (value) => money.format(value as Decimal),
    count: (value) => count.format(value as Decimal),
    month: (value) => month.format(monthDate(value)),
    shortMonth: (value) => shortMonth.format(monthDate(value)),
    period: (period) => {
      if (period.kind === 'month') return month.format(monthDate(period.month));
      if (period.kind === 'months')
        return period.from === period.to
          ? month.format(monthDate(period.from))
          : month.formatRange(monthDate(period.from), monthDate(period.to));
      return period.from === period.to
        ? day.format(dayDate(period.from))
        : day.formatRange(dayDate(period.from), dayDate(period.to));
    },
    value: (kind, value) => {
      if (value === '') return '';
      if (kind === 'currency') return self.money(value);
      if (kind === 'count') return self.count(value);
      if (kind === 'month' && /^\d{4}-\d{2}$/.test(value)) return self.month(value);
      return value;
    },
  };
  return self;
}
