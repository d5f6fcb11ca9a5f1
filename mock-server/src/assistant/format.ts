/**
 * How the assistant writes: Markdown without raw HTML, amounts from micro-units rounded to the cent
 * once (`money/money.ts`), text from users or tenant data escaped before it goes into an answer.
 */
import { BILLING_CURRENCY } from '../domain/costs/currency.ts';
import { formatMicros } from '../domain/money.ts';

const DAY_MS = 86_400_000;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Text for Markdown that shows as it is (a name from the tenant's data, or what a user typed): line
 * breaks become spaces, the characters that would start emphasis, code, a link, an image, HTML, a
 * heading or a table cell are backslash-escaped, and so are those that would make an automatic link
 * (':' and '@', 'www.'); hyphens, dots and apostrophes stay readable.
 */
export function escapeName(text: string, max = 120): string {
  const flat = text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();
  const cut = flat.length > max ? `${flat.slice(0, max)}…` : flat;
  return cut.replace(/[\\`*_{}[\]()#!|<>&~:@]/g, (c) => `\\${c}`).replace(/\b(www)\./gi, '$1\\.');
}

/**
 * What a user typed, for an answer that repeats it: escaped like a name, on one line, cut at `max`
 * characters.
 */
export const escapeMarkdown = (text: string, max = 200): string => escapeName(text, max);

/** A name from the data in bold: '**Storage**'. */
export const bold = (text: string): string => `**${escapeName(text)}**`;

/** '1234567.89' as '1,234,567.89' (the sign kept in front). */
export function groupDigits(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A two-decimal amount with its currency: '$12,345.67' in US dollars (the billing currency), the
 * ISO code before the figure in any other ('EUR 12,345.67'); negative amounts '-$150.00'.
 */
export function formatAmount(decimal: string, currency: string): string {
  const grouped = groupDigits(decimal);
  const negative = grouped.startsWith('-');
  const magnitude = negative ? grouped.slice(1) : grouped;
  const sign = negative ? '-' : '';
  return currency === 'USD' ? `${sign}$${magnitude}` : `${sign}${currency} ${magnitude}`;
}

/** Micro-units as an amount with its currency, rounded to the cent once (half away from zero). */
export const money = (micros: bigint, currency: string): string =>
  formatAmount(formatMicros(micros), currency);

/** Two-decimal amounts in one currency: `amountIn('EUR')('12.50')` is 'EUR 12.50'. */
export const amountIn =
  (currency: string) =>
  (decimal: string): string =>
    formatAmount(decimal, currency);

/** A two-decimal amount in the billing currency (US dollars): '$12,345.67'. */
export const usd = (decimal: string): string => formatAmount(decimal, BILLING_CURRENCY);

/** A decimal amount ('-12.34') as micro-units, digits after the sixth dropped. */
export function decimalMicros(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.replace('-', '').split('.');
  const micros = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
  return decimal.startsWith('-') ? -micros : micros;
}

/** A change with its sign: '+$1,234.00', '-$56.78', '$0.00'. */
export function signedAmount(decimal: string, currency: string): string {
  const text = formatAmount(decimal, currency);
  return decimal.startsWith('-') || /^[0.]*$/.test(decimal) ? text : `+${text}`;
}

/** A ratio as a percentage with one decimal, half away from zero: 0.87349 → '87.3%'. */
export function percent(ratio: number, signed = false): string {
  if (!Number.isFinite(ratio)) return '–';
  const tenths = Math.round(Math.abs(ratio) * 1000);
  const text = `${Math.trunc(tenths / 10)}.${tenths % 10}%`;
  const sign = ratio < 0 && tenths > 0 ? '-' : signed && tenths > 0 ? '+' : '';
  return `${sign}${text}`;
}

/** part / whole for two micro-unit amounts (undefined when whole is 0). */
export function ratioOf(part: bigint, whole: bigint): number | undefined {
  if (whole === 0n) return undefined;
  return Number((part * 1_000_000n) / whole) / 1_000_000;
}

/** 'October 2026' for '2026-10'. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[index - 1] ?? month} ${year}`;
}

/** '20 November 2026' for a day number (days since 1970-01-01) or an ISO day. */
export function dayLabel(day: number | string): string {
  const date = typeof day === 'number' ? new Date(day * DAY_MS) : new Date(`${day}T00:00:00Z`);
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** '20 November' (no year). */
export function shortDayLabel(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]}`;
}

/** The English name of a month index 0–11. */
export const monthName = (index: number): string => MONTH_NAMES[index] ?? '';

export interface Column {
  title: string;
  align?: 'left' | 'right';
}

/** A GitHub-flavoured Markdown table; cells are Markdown already (escape data before). */
export function table(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const head = `| ${columns.map((c) => c.title).join(' | ')} |`;
  const rule = `|${columns.map((c) => (c.align === 'right' ? ' ---: ' : ' --- ')).join('|')}|`;
  const body = rows.map((row) => `| ${row.map((cell) => cell.replace(/\n/g, ' ')).join(' | ')} |`);
  return [head, rule, ...body].join('\n');
}

/** 'a', 'a and b', 'a, b and c'. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** '1 budget', '3 budgets'. */
export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;

/**
 * Markdown from elsewhere (a language model) made safe to show: raw HTML outside code is escaped
 * (`<` as `&lt;`), so a renderer never sees a tag, and the text is cut at `max` characters.
 */
export function neutraliseHtml(markdown: string, max = 12_000): string {
  const text = markdown.length > max ? `${markdown.slice(0, max)}…` : markdown;
  // Fenced code blocks and inline code spans stay as they are; everything else loses its tags.
  return text
    .split(/(```[\s\S]*?(?:```|$)|`[^`\n]*`)/g)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/</g, '&lt;')))
    .join('');
}
