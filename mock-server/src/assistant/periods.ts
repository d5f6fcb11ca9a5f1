/**
 * Periods in questions ('last month', 'in October 2026', 'the last 3 months', 'Q3', 'this year',
 * 'since August', 'between August and October') as ranges of days, relative to a reference day:
 * the latest day with data, as the cost pages count their presets (`hooks/core/date-ranges.ts`):
 * this month runs from its first day to the reference day, the last N months are the N whole
 * calendar months before the reference month.
 */

import { dayOf, isoOf, monthDays, monthOf, shiftMonth } from '../domain/calendar.ts';
import { dayLabel, monthLabel, monthName, shortDayLabel } from './format.ts';
import { NUMBER_WORDS } from './number-words.ts';

export type PeriodKind = 'month' | 'month-to-date' | 'months' | 'days' | 'quarter' | 'year' | 'day' | 'range';

/** A range of days (days since 1970-01-01, both included) and how to say it. */
export interface Period {
  from: number;
  to: number;
  kind: PeriodKind;
  /** How an answer names it: 'October 2026', 'November 2026 to date (1 to 20 November)'. */
  label: string;
  /** How a question says it: 'last month', 'in October 2026', 'in the last 3 months'. */
  phrase: string;
}

/** A period found in a question, with where it stands in the text. */
export interface PeriodMatch {
  period: Period;
  start: number;
  end: number;
}

/** 'a month' reads as one month; the other words are the assistant's one table. */
const NUMBERS: Readonly<Record<string, number>> = { a: 1, ...NUMBER_WORDS };
const NUMBER = `(\\d{1,3}|${Object.keys(NUMBERS).join('|')})`;
const numberOf = (text: string): number => NUMBERS[text] ?? Number(text);

/** Month names and their abbreviations ('may' only where it cannot be the verb: see MONTH). */
const MONTH_WORDS: [RegExp, number][] = [
  [/^jan(uary)?$/, 0],
  [/^feb(ruary)?$/, 1],
  [/^mar(ch)?$/, 2],
  [/^apr(il)?$/, 3],
  [/^may$/, 4],
  [/^june?$/, 5],
  [/^july?$/, 6],
  [/^aug(ust)?$/, 7],
  [/^sep(t(ember)?)?$/, 8],
  [/^oct(ober)?$/, 9],
  [/^nov(ember)?$/, 10],
  [/^dec(ember)?$/, 11],
];
const MONTH_NAME =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
/** A month: a name with an optional year ('october', 'oct 2026', 'october, 2026') or 'YYYY-MM'. */
const MONTH = `(?:(?:${MONTH_NAME})\\.?(?:,?\\s+\\d{4})?|\\d{4}-(?:0[1-9]|1[0-2]))`;

const monthIndex = (word: string): number | undefined =>
  MONTH_WORDS.find(([pattern]) => pattern.test(word.replace(/\.$/, '')))?.[1];

/** 'YYYY-MM' of a month expression: without a year, the latest such month that has begun. */
function resolveMonth(text: string, reference: number): string | undefined {
  const iso = /^(\d{4})-(\d{2})$/.exec(text.trim());
  if (iso) return `${iso[1]}-${iso[2]}`;
  const match = /^([a-z]+)\.?(?:,?\s+(\d{4}))?$/.exec(text.trim());
  if (!match) return undefined;
  const index = monthIndex(match[1] ?? '');
  if (index === undefined) return undefined;
  const month = String(index + 1).padStart(2, '0');
  if (match[2]) return `${match[2]}-${month}`;
  const referenceMonth = monthOf(reference);
  let year = Number(referenceMonth.slice(0, 4));
  if (`${year}-${month}` > referenceMonth) year -= 1;
  return `${year}-${month}`;
}

const monthStart = (month: string) => monthDays(month).from;
const monthEnd = (month: string) => monthDays(month).to;

/** The period of one month; the reference month runs to the reference day. */
export function monthPeriod(month: string, reference: number, phrase?: string): Period {
  const days = monthDays(month);
  if (month === monthOf(reference) && reference < days.to) {
    return {
      from: days.from,
      to: reference,
      kind: 'month-to-date',
      label: `${monthLabel(month)} to date (1 to ${shortDayLabel(reference)})`,
      phrase: phrase ?? 'this month',
    };
  }
  return { ...days, kind: 'month', label: monthLabel(month), phrase: phrase ?? `in ${monthLabel(month)}` };
}

/** The whole months `first` to `last` ('YYYY-MM'), the reference month to date. */
function monthsPeriod(
  first: string,
  last: string,
  reference: number,
  phrase?: string,
  label?: string,
): Period {
  if (first === last) return monthPeriod(first, reference, phrase);
  const to = Math.min(monthEnd(last), Math.max(reference, monthStart(last)));
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const span = sameYear
    ? `${monthName(Number(first.slice(5)) - 1)} to ${monthLabel(last)}`
    : `${monthLabel(first)} to ${monthLabel(last)}`;
  const toDate = to < monthEnd(last) ? ' (to date)' : '';
  return {
    from: monthStart(first),
    to,
    kind: 'months',
    label: label ? `${label} (${span}${toDate})` : `${span}${toDate}`,
    phrase: phrase ?? `from ${monthLabel(first)} to ${monthLabel(last)}`,
  };
}

/** The last `count` whole months before the reference month. */
export function lastMonths(count: number, reference: number): Period {
  const current = monthOf(reference);
  const first = shiftMonth(current, -count);
  const last = shiftMonth(current, -1);
  const words = count === 1 ? 'last month' : `the last ${count} months`;
  return monthsPeriod(first, last, reference, count === 1 ? 'last month' : `in ${words}`, words);
}

function daysPeriod(from: number, to: number, label: string, phrase: string): Period {
  const sameMonth = monthOf(from) === monthOf(to);
  const span =
    from === to
      ? dayLabel(to)
      : sameMonth
        ? `${new Date(from * 86_400_000).getUTCDate()} to ${dayLabel(to)}`
        : `${dayLabel(from)} to ${dayLabel(to)}`;
  return { from, to, kind: from === to ? 'day' : 'days', label: label ? `${label} (${span})` : span, phrase };
}

function quarterPeriod(year: number, quarter: number, reference: number, phrase?: string): Period {
  const first = `${year}-${String(quarter * 3 - 2).padStart(2, '0')}`;
  const last = `${year}-${String(quarter * 3).padStart(2, '0')}`;
  const period = monthsPeriod(first, last, reference, phrase ?? `in Q${quarter} ${year}`);
  return { ...period, kind: 'quarter', label: `Q${quarter} ${year} (${period.label})` };
}

function yearPeriod(year: number, reference: number, phrase?: string): Period {
  const from = dayOf(`${year}-01-01`);
  const end = dayOf(`${year}-12-31`);
  const to = Math.min(end, Math.max(reference, from));
  return {
    from,
    to,
    kind: 'year',
    label: to < end ? `${year} to date (1 January to ${shortDayLabel(to)})` : String(year),
    phrase: phrase ?? `in ${year}`,
  };
}

type Rule = { pattern: RegExp; make: (m: RegExpExecArray, reference: number) => Period | undefined };

const quarterOf = (day: number) => Math.floor((Number(isoOf(day).slice(5, 7)) - 1) / 3) + 1;

/** The rules, most specific first; each match is taken out of the text before the next rule. */
const RULES: Rule[] = [
  {
    pattern: /\b(\d{4}-\d{2}-\d{2})\s*(?:to|until|through|-|–|and)\s*(\d{4}-\d{2}-\d{2})\b/g,
    make: (m) => {
      const from = dayOf(m[1] ?? '');
      const to = dayOf(m[2] ?? '');
      if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) return undefined;
      return daysPeriod(from, to, '', `from ${m[1]} to ${m[2]}`);
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:from|between)\\s+(${MONTH})\\s+(?:to|and|until|through|till)\\s+(${MONTH})\\b`,
      'g',
    ),
    make: (m, reference) => {
      let first = resolveMonth(m[1] ?? '', reference);
      const last = resolveMonth(m[2] ?? '', reference);
      if (!first || !last) return undefined;
      // 'from November to February 2026': the first month belongs to the year before.
      if (first > last && !/\d{4}/.test(m[1] ?? '')) first = shiftMonth(first, -12);
      if (first > last) return undefined;
      return monthsPeriod(first, last, reference);
    },
  },
  {
    pattern: new RegExp(`\\bsince\\s+(${MONTH})\\b`, 'g'),
    make: (m, reference) => {
      const first = resolveMonth(m[1] ?? '', reference);
      if (!first) return undefined;
      return monthsPeriod(first, monthOf(reference), reference, `since ${monthLabel(first)}`);
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:(?:the|our|my)\\s+)?(?:last|past|previous|prior)\\s+${NUMBER}\\s+months?\\b`,
      'g',
    ),
    make: (m, reference) => {
      const count = numberOf(m[1] ?? '');
      return count >= 1 && count <= 36 ? lastMonths(count, reference) : undefined;
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:(?:the|our|my)\\s+)?(?:last|past|previous|prior)\\s+${NUMBER}\\s+days?\\b`,
      'g',
    ),
    make: (m, reference) => {
      const count = numberOf(m[1] ?? '');
      if (count < 1 || count > 400) return undefined;
      const words = `the last ${count} days`;
      return daysPeriod(reference - count + 1, reference, words, `in ${words}`);
    },
  },
  {
    pattern: /\b(?:the\s+)?(?:last|past|previous)\s+(?:week|7\s+days)\b/g,
    make: (_m, reference) => daysPeriod(reference - 6, reference, 'the last 7 days', 'in the last 7 days'),
  },
  {
    pattern: /\b(?:the\s+)?(?:past|last)\s+(?:year|twelve\s+months)\b(?!\s+\d)/g,
    make: (m, reference) =>
      /\blast\s+year\b/.test(m[0])
        ? yearPeriod(Number(monthOf(reference).slice(0, 4)) - 1, reference, 'last year')
        : lastMonths(12, reference),
  },
  {
    pattern:
      /\b(?:this|current|the\s+current)\s+month\b|\bmonth[-\s]to[-\s]date\b|\bmtd\b|\bso\s+far\s+this\s+month\b/g,
    make: (_m, reference) => monthPeriod(monthOf(reference), reference, 'this month'),
  },
  {
    pattern: /\b(?:the\s+)?month\s+before\s+last\b/g,
    make: (_m, reference) => monthPeriod(shiftMonth(monthOf(reference), -2), reference),
  },
  {
    pattern: /\b(?:last|previous|past|prior)\s+month\b|\ba\s+month\s+ago\b/g,
    make: (_m, reference) => monthPeriod(shiftMonth(monthOf(reference), -1), reference, 'last month'),
  },
  {
    pattern: /\b(?:this|current|the\s+current)\s+quarter\b|\bquarter[-\s]to[-\s]date\b|\bqtd\b/g,
    make: (_m, reference) =>
      quarterPeriod(Number(isoOf(reference).slice(0, 4)), quarterOf(reference), reference, 'this quarter'),
  },
  {
    pattern: /\b(?:last|previous|past|prior)\s+quarter\b/g,
    make: (_m, reference) => {
      const start = monthStart(
        `${isoOf(reference).slice(0, 4)}-${String(quarterOf(reference) * 3 - 2).padStart(2, '0')}`,
      );
      const day = start - 1;
      return quarterPeriod(Number(isoOf(day).slice(0, 4)), quarterOf(day), reference, 'last quarter');
    },
  },
  {
    pattern: /\bq([1-4])(?:\s+(\d{4}))?\b/g,
    make: (m, reference) => {
      const quarter = Number(m[1]);
      let year = m[2] ? Number(m[2]) : Number(isoOf(reference).slice(0, 4));
      if (!m[2] && monthStart(`${year}-${String(quarter * 3 - 2).padStart(2, '0')}`) > reference) year -= 1;
      return quarterPeriod(year, quarter, reference);
    },
  },
  {
    pattern: /\b(?:this|current|the\s+current)\s+year\b|\byear[-\s]to[-\s]date\b|\bytd\b/g,
    make: (_m, reference) => yearPeriod(Number(isoOf(reference).slice(0, 4)), reference, 'this year'),
  },
  {
    pattern: /\b(?:last|previous|prior)\s+year\b/g,
    make: (_m, reference) => yearPeriod(Number(isoOf(reference).slice(0, 4)) - 1, reference, 'last year'),
  },
  {
    pattern: /\byesterday\b/g,
    make: (_m, reference) => daysPeriod(reference - 1, reference - 1, '', 'yesterday'),
  },
  {
    pattern: /\btoday\b/g,
    make: (_m, reference) => daysPeriod(reference, reference, '', 'today'),
  },
  {
    pattern: /\b(\d{4}-\d{2}-\d{2})\b/g,
    make: (m) => {
      const day = dayOf(m[1] ?? '');
      return Number.isInteger(day) ? daysPeriod(day, day, '', `on ${m[1]}`) : undefined;
    },
  },
  {
    // 'may' only as a month where it cannot be the verb: with a year, or after a preposition.
    pattern: new RegExp(
      `\\b(?:(?:in|for|of|during|on|from|to|vs\\.?|versus|and|with)\\s+may(?:,?\\s+\\d{4})?|may,?\\s+\\d{4}|(?!may\\b)(?:${MONTH}))\\b`,
      'g',
    ),
    make: (m, reference) => {
      const text = m[0].replace(/^(?:in|for|of|during|on|from|to|vs\.?|versus|and|with)\s+/, '');
      const month = resolveMonth(text, reference);
      return month ? monthPeriod(month, reference) : undefined;
    },
  },
  {
    pattern: /\b(?:in|for|during|of)\s+(20\d{2})\b/g,
    make: (m, reference) => yearPeriod(Number(m[1]), reference),
  },
];

/**
 * The periods a question names, in the order they appear; `mask` is the text with them blanked
 * out, so other matchers do not read '2026' or 'march' as names.
 */
export function findPeriods(text: string, reference: number): { matches: PeriodMatch[]; mask: string } {
  let mask = text;
  const matches: PeriodMatch[] = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    const found: RegExpExecArray[] = [];
    for (let m = rule.pattern.exec(mask); m; m = rule.pattern.exec(mask)) found.push(m);
    for (const m of found) {
      const period = rule.make(m, reference);
      if (!period) continue;
      matches.push({ period, start: m.index, end: m.index + m[0].length });
      mask = `${mask.slice(0, m.index)}${' '.repeat(m[0].length)}${mask.slice(m.index + m[0].length)}`;
    }
  }
  matches.sort((a, b) => a.start - b.start);
  return { matches, mask };
}

/**
 * A period cut to the days with data, and what the answer should say about the cut; undefined
 * when no day of it has data.
 */
export function clampPeriod(
  period: Period,
  available: { first: number; last: number },
): { period: Period; note: string | undefined } | undefined {
  if (period.to < available.first || period.from > available.last) return undefined;
  const from = Math.max(period.from, available.first);
  const to = Math.min(period.to, available.last);
  if (from === period.from && to === period.to) return { period, note: undefined };
  const notes: string[] = [];
  if (from > period.from) notes.push(`the data starts on ${dayLabel(available.first)}`);
  if (to < period.to) notes.push(`the data runs to ${dayLabel(available.last)}`);
  return {
    period: { ...period, from, to },
    note: `${notes.join(' and ')}, so this covers ${rangeLabel(from, to)}`,
  };
}

/** '1 November 2025 to 31 December 2025'. */
export const rangeLabel = (from: number, to: number): string =>
  from === to ? dayLabel(from) : `${dayLabel(from)} to ${dayLabel(to)}`;

/** The whole months ('YYYY-MM') a period touches, in order. */
export function monthsOf(period: { from: number; to: number }): string[] {
  const months: string[] = [];
  for (let day = period.from; day <= period.to; day = monthEnd(monthOf(day)) + 1) months.push(monthOf(day));
  return months;
}

/**
 * The month a question's period names for a monthly page: a single month or its part, else the
 * period's last month with a note saying so; undefined without a period.
 */
export function monthAsked(period: Period | undefined): {
  month: string | undefined;
  note: string | undefined;
} {
  if (!period) return { month: undefined, note: undefined };
  const months = monthsOf(period);
  const last = months[months.length - 1];
  if (months.length === 1) return { month: last, note: undefined };
  return {
    month: last,
    note: `these figures are per month, so this shows ${monthLabel(last ?? '')}, the last month of ${period.label}`,
  };
}

/** The period of the same length just before (a month before a month, N months before N months). */
export function previousPeriod(period: Period, reference: number): Period {
  if (period.kind === 'month') return monthPeriod(shiftMonth(monthOf(period.from), -1), reference);
  if (period.kind === 'month-to-date') {
    // The same days of the month before, so a month to date is compared like for like.
    const month = shiftMonth(monthOf(period.from), -1);
    const from = monthStart(month);
    const to = Math.min(monthEnd(month), from + (period.to - period.from));
    return daysPeriod(from, to, `the same days of ${monthLabel(month)}`, `in ${monthLabel(month)}`);
  }
  const wholeMonths =
    period.from === monthStart(monthOf(period.from)) && period.to === monthEnd(monthOf(period.to));
  if (wholeMonths && (period.kind === 'months' || period.kind === 'quarter' || period.kind === 'year')) {
    const count = monthsOf(period).length;
    const first = shiftMonth(monthOf(period.from), -count);
    const last = shiftMonth(monthOf(period.from), -1);
    return monthsPeriod(first, last, reference);
  }
  const length = period.to - period.from + 1;
  return daysPeriod(period.from - length, period.from - 1, 'the days before', 'the days before');
}
