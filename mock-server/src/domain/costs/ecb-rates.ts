/**
 * The ECB's euro foreign exchange reference rates as CSV: the history file (`eurofxref-hist.csv`,
 * one line a working day, ISO dates) and the daily one (`eurofxref.csv`, one line, '26 November
 * 2026'). Both open with `Date` and the currency codes, end their lines with a comma, and write
 * `N/A` where a currency had no rate that day. Rates are units of the currency per euro.
 */
import type { DatedRate } from '../../data/exchange-rate-repository.ts';
import { DomainError } from '../domain-error.ts';

/** The most lines a file may hold: the ECB's history since 1999 is under 7,000. */
export const MAX_RATE_LINES = 20_000;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A day number from '2026-11-26' or '26 November 2026'; undefined when it is neither. */
function dayOf(text: string): number | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const spelt = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text);
  let year: number;
  let month: number;
  let date: number;
  if (iso) [year, month, date] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (spelt) {
    const index = MONTHS.indexOf((spelt[2] ?? '').toLowerCase());
    if (index < 0) return undefined;
    [year, month, date] = [Number(spelt[3]), index + 1, Number(spelt[1])];
  } else return undefined;
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return undefined;
  return time / 86_400_000;
}

const RATE = /^\d{1,9}(?:\.\d{1,6})?$/;

const refuse = (detail: string) => DomainError.invalidParameter('file', detail);

/**
 * The dated rates of an ECB reference rates CSV. A line, column or value that is not the format's
 * is refused with its line and currency; so is a file without the billing currency's column, since
 * no cost could be converted with it.
 */
export function parseEcbRates(text: string, required: string): DatedRate[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)?.trim() === '') lines.pop();
  if (lines.length > MAX_RATE_LINES + 1)
    throw refuse(`has ${lines.length - 1} lines of rates; at most ${MAX_RATE_LINES} are read`);
  const header = (lines[0] ?? '').split(',').map((cell) => cell.trim());
  if (header[0] !== 'Date')
    throw refuse("is not the ECB's reference rates CSV: its first line must start with 'Date'");
  while (header.length > 1 && header.at(-1) === '') header.pop();
  const currencies = header.slice(1);
  const wrong = currencies.find((code) => !/^[A-Z]{3}$/.test(code));
  if (wrong !== undefined) throw refuse(`line 1: '${wrong}' is not a currency code`);
  if (new Set(currencies).size !== currencies.length) throw refuse('line 1 names a currency twice');
  if (!currencies.includes(required))
    throw refuse(`has no ${required} column: costs in ${required} cannot be converted without it`);
  const rates: DatedRate[] = [];
  const days = new Set<number>();
  for (let index = 1; index < lines.length; index += 1) {
    const line = index + 1;
    const cells = (lines[index] ?? '').split(',').map((cell) => cell.trim());
    while (cells.length > currencies.length + 1 && cells.at(-1) === '') cells.pop();
    if (cells.length !== currencies.length + 1)
      throw refuse(`line ${line} has ${cells.length} values; the first line names ${currencies.length + 1}`);
    const day = dayOf(cells[0] ?? '');
    if (day === undefined) throw refuse(`line ${line}: '${cells[0]}' is not a date`);
    if (days.has(day)) throw refuse(`line ${line}: ${cells[0]} is given twice`);
    days.add(day);
    currencies.forEach((currency, column) => {
      const value = cells[column + 1] ?? '';
      if (value === 'N/A' || value === '') return;
      if (!RATE.test(value) || /^0+(?:\.0+)?$/.test(value))
        throw refuse(`line ${line}, ${currency}: '${value}' is not a rate`);
      rates.push({ currency, day, perEur: value });
    });
  }
  if (rates.length === 0) throw refuse('holds no rates');
  // A column of N/A alone converts nothing: every cost is in the required currency.
  if (!rates.some((rate) => rate.currency === required))
    throw refuse(`has no ${required} rate: costs in ${required} cannot be converted without one`);
  return rates;
}
