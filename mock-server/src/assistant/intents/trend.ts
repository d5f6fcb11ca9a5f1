/** The monthly trend: one row per month, with its change from the month before. */
import { monthDays, monthOf } from '../../domain/calendar.ts';
import { type AnswerContext, type Draft, footer } from '../context.ts';
import { aggregate, type Selection } from '../cost-selection.ts';
import {
  amountOf,
  convertedOf,
  costNote,
  formatDifference,
  outsideData,
  subjectOf,
} from '../cost-wording.ts';
import { monthLabel, percent, ratioOf, shortDayLabel, signedAmount, table } from '../format.ts';
import type { Intent } from '../intent.ts';
import { clampPeriod, lastMonths, monthsOf, type Period } from '../periods.ts';

/** The months of a trend and their sums; the last one may be partial (the month to date). */
interface Months {
  months: string[];
  perMonth: Map<string, bigint>;
  first: string;
  last: string;
  partial: boolean;
  /** A month as the answer names it: 'November 2026 (to 20 November)' when it is partial. */
  name: (month: string) => string;
}

/** The period asked when it spans two months or more; else the six months to it (or to today). */
function trendPeriod(intent: Intent, available: { first: number; last: number }): Period {
  const asked = intent.periods[0];
  // One month is too short for a trend: the six months to it.
  return asked && monthsOf(asked).length >= 2
    ? asked
    : asked
      ? { ...lastMonths(6, monthDays(monthOf(asked.to)).to + 1), phrase: asked.phrase }
      : lastMonths(6, available.last);
}

/** Each month's sum over the period. */
async function monthlySums(ctx: AnswerContext, sel: Selection, period: Period): Promise<Months> {
  const rows = await aggregate(ctx, sel, period, { granularity: 'month' });
  const perMonth = new Map<string, bigint>();
  for (const row of rows) perMonth.set(row.period ?? '', (perMonth.get(row.period ?? '') ?? 0n) + row.attos);
  const months = monthsOf(period);
  const last = months[months.length - 1] ?? '';
  const partial = period.to < monthDays(last).to;
  return {
    months,
    perMonth,
    first: months[0] ?? '',
    last,
    partial,
    name: (month) =>
      month === last && partial ? `${monthLabel(month)} (to ${shortDayLabel(period.to)})` : monthLabel(month),
  };
}

/** The first month's sum against the last whole month's, and the change between them. */
function trendHeadline(intent: Intent, sel: Selection, m: Months): string {
  const amount = amountOf(sel);
  const values = m.months.map((month) => m.perMonth.get(month) ?? 0n);
  const firstValue = values[0] ?? 0n;
  const lastValue = values[values.length - 1] ?? 0n;
  const comparable = m.partial && m.months.length > 2 ? m.months[m.months.length - 2] : m.last;
  const comparableValue = m.perMonth.get(comparable ?? '') ?? 0n;
  const endValue = m.partial ? comparableValue : lastValue;
  return (
    `${subjectOf(intent, sel) || 'Your cloud cost'}, month by month from ${monthLabel(m.first)} to ${m.name(m.last)}: ` +
    `**${amount(firstValue)}** in ${monthLabel(m.first)} and **${amount(endValue)}** in ${monthLabel(comparable ?? m.last)}` +
    (firstValue !== 0n ? ` (${percent(ratioOf(endValue - firstValue, firstValue) ?? 0, true)}).` : '.')
  );
}

/** The highest whole month (a partial last month left out); the first on a tie. */
const highestMonth = (m: Months): string =>
  m.months.reduce(
    (best, month) =>
      (m.perMonth.get(month) ?? 0n) > (m.perMonth.get(best) ?? 0n) && !(month === m.last && m.partial)
        ? month
        : best,
    m.first,
  );

/** One row per month: its sum and its change from the month before. */
function trendTable(sel: Selection, m: Months): string {
  const amount = amountOf(sel);
  const converted = convertedOf(sel);
  return table(
    [{ title: 'Month' }, { title: 'Cost', align: 'right' }, { title: 'Change', align: 'right' }],
    m.months.map((month, index) => {
      const value = m.perMonth.get(month) ?? 0n;
      const before = index > 0 ? m.perMonth.get(m.months[index - 1] ?? '') : undefined;
      const change =
        before === undefined
          ? '–'
          : `${signedAmount(
              // The difference of the two shown figures, so the column reads right to the cent.
              formatDifference(converted(value), converted(before)),
              sel.display.currency,
            )} (${percent(ratioOf(value - before, before) ?? 0, true)})`;
      return [m.name(month), amount(value), change];
    }),
  );
}

/** The monthly trend of the period asked (six whole months by default). */
export async function answerTrend(ctx: AnswerContext, intent: Intent, sel: Selection): Promise<Draft> {
  const available = ctx.available ?? { first: 0, last: 0 };
  const period = trendPeriod(intent, available);
  const clamped = clampPeriod(period, available);
  if (!clamped) return outsideData(ctx, period, sel);
  const m = await monthlySums(ctx, sel, clamped.period);
  const highest = highestMonth(m);
  const lines = [
    trendHeadline(intent, sel, m),
    '',
    `The highest whole month was ${monthLabel(highest)} with **${amountOf(sel)(m.perMonth.get(highest) ?? 0n)}**.`,
    '',
    trendTable(sel, m),
  ];
  if (clamped.note) lines.push('', `Note: ${clamped.note}.`);
  lines.push('', footer(ctx, sel.scope, costNote(sel)));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'azure/cost-overview', tab: 'Summary' },
      { name: 'overview' },
      { name: 'azure/cost-overview', tab: 'By service' },
    ],
    followups:
      sel.scope === 'm365'
        ? [
            'How did the cost of Microsoft 365 change last month?',
            'What do our Microsoft 365 licences cost per SKU last month?',
          ]
        : [
            'How did the cost change last month?',
            'What is the forecast for this month?',
            'Which services cost the most last month?',
          ],
  };
}
