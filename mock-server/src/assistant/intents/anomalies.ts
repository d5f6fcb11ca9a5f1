/** Cost anomalies as the anomalies page lists them, in the period asked (every one otherwise). */
import { anomaliesImpact, anomalyItems } from '../../domain/anomalies/anomalies.ts';
import { dayOf } from '../../domain/calendar.ts';
import { pageOf } from '../../domain/list-page.ts';
import { type AnswerContext, type Draft, excludedAnswer, footer, noData } from '../context.ts';
import {
  amountIn,
  bold,
  dayLabel,
  escapeName,
  listWords,
  monthLabel,
  plural,
  signedAmount,
  table,
} from '../format.ts';
import type { Intent } from '../intent.ts';
import { clampPeriod } from '../periods.ts';

/** Anomalies as the anomalies page lists them, in the period asked (every one otherwise). */
export async function answerAnomalies(ctx: AnswerContext, intent: Intent): Promise<Draft> {
  const usd = amountIn(ctx.display.currency);
  if (!ctx.available) return noData(ctx);
  if (ctx.dataset === 'm365') return excludedAnswer(ctx, 'azure');
  const items = anomalyItems(await ctx.data.costEntities.anomalies(ctx.viewer.tenantId), ctx.display.onDay);
  const asked = intent.periods[0];
  const clamped = asked ? clampPeriod(asked, ctx.available) : undefined;
  const inPeriod = items.filter((a) => {
    if (asked && !clamped) return false;
    const day = dayOf(a.day);
    if (clamped && (day < clamped.period.from || day > clamped.period.to)) return false;
    if (intent.services.length > 0 && !intent.services.includes(a.service)) return false;
    if (intent.subscriptions.length > 0 && !intent.subscriptions.includes(a.subscription)) return false;
    return true;
  });
  const biggest = /\b(biggest|largest|highest|worst|most)\b/.test(intent.text);
  const sorted = pageOf(
    inPeriod,
    { sort: biggest ? 'impact' : 'day', order: 'desc', offset: 0, limit: 5 },
    {
      searchable: (a) => [a.service],
      sortBy: { day: (a) => a.day, impact: (a) => a.impactMicros },
    },
  );
  const where = [
    asked ? `in ${asked.label}` : '',
    intent.services.length > 0 ? `in ${listWords(intent.services.map(bold))}` : '',
    intent.subscriptions.length > 0 ? `in subscription ${listWords(intent.subscriptions.map(bold))}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const lines: string[] = [];
  if (sorted.total === 0) {
    lines.push(`No cost anomalies were detected${where ? ` ${where}` : ''}.`);
    const latest = items[0];
    if (latest) {
      lines.push(
        '',
        `The most recent one was on ${dayLabel(latest.day)}: ${bold(latest.service)} in ${bold(latest.subscription)} cost **${usd(latest.actual)}** against **${usd(latest.expected)}** expected.`,
      );
    }
  } else {
    lines.push(
      `**${plural(sorted.total, 'cost anomaly', 'cost anomalies')}**${where ? ` ${where}` : ''}, together **${usd(anomaliesImpact(sorted.matching))}** above the expected cost` +
        `${sorted.total > sorted.items.length ? ` (the ${biggest ? 'largest' : 'latest'} ${sorted.items.length} below)` : ''}:`,
      '',
      table(
        [
          { title: 'Day' },
          { title: 'Service' },
          { title: 'Subscription' },
          { title: 'Expected', align: 'right' },
          { title: 'Actual', align: 'right' },
          { title: 'Impact', align: 'right' },
          { title: 'Usage', align: 'right' },
          { title: 'Price', align: 'right' },
        ],
        sorted.items.map((a) => [
          a.day,
          escapeName(a.service),
          escapeName(a.subscription),
          usd(a.expected),
          usd(a.actual),
          signedAmount(a.impact, ctx.display.currency),
          signedAmount(a.usageEffect, ctx.display.currency),
          signedAmount(a.priceEffect, ctx.display.currency),
        ]),
      ),
      '',
      'An anomaly is a day whose usage cost of a service in a subscription is more than twice its average of the fourteen days before and at least $50.00 above it.',
    );
  }
  if (clamped?.note) lines.push('', `Note: ${clamped.note}.`);
  lines.push('', footer(ctx, 'all'));
  const first = sorted.items[0];
  const followups = [
    ...(first
      ? [`How did the cost of ${first.service} change in ${monthLabel(first.day.slice(0, 7))}?`]
      : []),
    'Which budgets are at risk?',
    'Show the monthly cost trend of the last 6 months',
  ];
  return {
    markdown: lines.join('\n'),
    pages: [{ name: 'azure/anomalies' }, { name: 'azure/cost-overview', tab: 'By service' }],
    followups,
  };
}
