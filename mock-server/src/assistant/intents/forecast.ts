/** The month's forecast, as the overview computes it (the same helpers, filtered by the data set). */
import { monthDays, monthOf } from '../../domain/calendar.ts';
import { currentMonth, forecastMonth } from '../../domain/costs/current-month.ts';
import { costSummary } from '../../domain/costs/summary.ts';
import { type AnswerContext, type Draft, excludedAnswer, footer, noData, scopeOf } from '../context.ts';
import { aggregate, type Selection, selectionOf, sumOf } from '../cost-selection.ts';
import { amountOf, convertedOf, costClause, costNote, formatDifference, subjectOf } from '../cost-wording.ts';
import { formatAmount, monthLabel, percent, plural, ratioOf, shortDayLabel } from '../format.ts';
import type { Intent } from '../intent.ts';

type CurrentMonth = NonNullable<Awaited<ReturnType<typeof currentMonth>>>;

/** The month to date, its forecast and the whole month before, exactly (atto-units). */
interface Figures {
  monthToDate: bigint;
  forecast: bigint;
  previous: bigint;
}

/** The figures of the whole tenant: the summary of the overview page itself. */
async function summaryFigures(ctx: AnswerContext): Promise<Figures> {
  const summary = await costSummary(ctx.data, ctx.viewer.tenantId, ctx.display);
  // The figures as the overview shows them (cents), as exact amounts (atto-units).
  const attos = (text: string) => BigInt(text.replace('.', '')) * 10_000_000_000_000_000n;
  return {
    monthToDate: attos(summary.monthToDate),
    forecast: attos(summary.forecast),
    previous: attos(summary.previousMonth),
  };
}

/** The figures of a selection: its sums so far, over the forecast window and the month before. */
async function selectionFigures(ctx: AnswerContext, sel: Selection, now: CurrentMonth): Promise<Figures> {
  const [soFar, window, before] = await Promise.all([
    aggregate(ctx, sel, now.soFar),
    aggregate(ctx, sel, now.window),
    aggregate(ctx, sel, monthDays(monthOf(now.days.from - 1))),
  ]);
  const monthToDate = sumOf(soFar);
  return {
    monthToDate,
    forecast: forecastMonth(monthToDate, sumOf(window), now.windowDays, now.daysLeft),
    previous: sumOf(before),
  };
}

/** The forecast (or the complete month's cost) and how it was made. */
function forecastSentence(intent: Intent, sel: Selection, now: CurrentMonth, figures: Figures): string {
  const amount = amountOf(sel);
  if (now.daysLeft <= 0) {
    return `${monthLabel(now.month)} is complete: ${costClause(intent, sel, amount(figures.monthToDate), monthLabel(now.month))}.`;
  }
  return (
    `The forecast for ${monthLabel(now.month)} is **${amount(figures.forecast)}**${subjectOf(intent, sel) ? ` for ${subjectOf(intent, sel)}` : ''}: ` +
    `**${amount(figures.monthToDate)}** so far (1 to ${shortDayLabel(now.available.last)}) plus the average of the last ${plural(now.windowDays, 'day')} for each of the ${plural(now.daysLeft, 'day')} left.`
  );
}

/** The month before and how far the forecast is above or below it. */
function comparisonSentence(sel: Selection, now: CurrentMonth, figures: Figures): string {
  const amount = amountOf(sel);
  const converted = convertedOf(sel);
  const { forecast, previous } = figures;
  const difference = formatDifference(converted(forecast), converted(previous));
  const direction = difference.startsWith('-')
    ? 'below'
    : /^[0.]*$/.test(difference)
      ? 'level with'
      : 'above';
  return (
    `${monthLabel(monthOf(now.days.from - 1))} cost **${amount(previous)}**: the forecast is ` +
    (direction === 'level with'
      ? 'level with it.'
      : `**${formatAmount(difference.replace(/^-/, ''), sel.display.currency)}** (${percent(Math.abs(ratioOf(forecast - previous, previous) ?? 0))}) ${direction} it.`)
  );
}

/** The month's forecast. */
export async function answerForecast(ctx: AnswerContext, intent: Intent): Promise<Draft> {
  if (!ctx.available) return noData(ctx);
  const { scope, excluded } = scopeOf(intent, ctx.dataset);
  if (excluded) return excludedAnswer(ctx, excluded);
  const sel = selectionOf(ctx, intent, scope);
  const now = await currentMonth(ctx.data.costs, ctx.viewer.tenantId);
  if (!now) return noData(ctx);
  const filtered =
    sel.services !== undefined ||
    sel.subscriptions !== undefined ||
    sel.regions !== undefined ||
    sel.pick !== undefined;
  const whole = !filtered && sel.metric === 'effective' && !sel.chargeCategories;
  const figures = whole ? await summaryFigures(ctx) : await selectionFigures(ctx, sel, now);
  const lines = [
    forecastSentence(intent, sel, now, figures),
    '',
    comparisonSentence(sel, now, figures),
    '',
    footer(ctx, sel.scope, costNote(sel)),
  ];
  return {
    markdown: lines.join('\n'),
    pages: [{ name: 'overview' }, { name: 'azure/budgets' }, { name: 'azure/cost-overview', tab: 'Summary' }],
    followups:
      sel.scope === 'm365'
        ? ['What did Microsoft 365 cost last month?', 'How did the cost of Microsoft 365 change last month?']
        : [
            'Which budgets are at risk?',
            'Which services cost the most this month?',
            'How did the cost change last month?',
          ],
  };
}
