/**
 * The budgets intent: the budgets with their status by forecast (`computeBudgets`), in the budgets
 * page's order, narrowed to those the question names or to the status it asks for.
 */
import { computeBudgets } from '../../domain/budgets/budgets.ts';
import { pageOf } from '../../domain/list-page.ts';
import { type AnswerContext, type Draft, excludedAnswer, footer, noData } from '../context.ts';
import {
  amountIn,
  bold,
  decimalMicros,
  escapeName,
  monthLabel,
  percent,
  plural,
  ratioOf,
  shortDayLabel,
  table,
} from '../format.ts';
import type { Intent } from '../intent.ts';

const STATUS_WORDS = { over: 'Over', 'at-risk': 'At risk', 'on-track': 'On track' } as const;

/** Budgets with their status by forecast, as the budgets page computes them. */
export async function answerBudgets(ctx: AnswerContext, intent: Intent): Promise<Draft> {
  const usd = amountIn(ctx.display.currency);
  if (!ctx.available) return noData(ctx);
  if (ctx.dataset === 'm365') return excludedAnswer(ctx, 'azure');
  const { month, budgets } = await computeBudgets(ctx.data, ctx.viewer.tenantId, ctx.display.convert);
  const pages = [{ name: 'azure/budgets' }, { name: 'overview' }];
  if (budgets.length === 0) {
    return {
      markdown: ['No budgets are set up for this tenant yet.', '', footer(ctx, ctx.dataset)].join('\n'),
      pages,
      followups: ['What is the forecast for this month?', 'Which services cost the most this month?'],
    };
  }
  // The budgets page's default order: the most used first.
  const sorted = pageOf(
    budgets,
    { sort: 'used', order: 'desc', offset: 0, limit: budgets.length },
    {
      searchable: (b) => [b.name],
      sortBy: { used: (b) => b.usedRatio },
    },
  ).items;
  const named = sorted.filter(
    (b) =>
      intent.text.includes(b.name.toLowerCase()) ||
      (b.scope.value !== undefined &&
        (intent.services.includes(b.scope.value) || intent.subscriptions.includes(b.scope.value))),
  );
  const count = (status: keyof typeof STATUS_WORDS) => sorted.filter((b) => b.status === status).length;
  const toDate = `${monthLabel(month)} (actual to ${shortDayLabel(ctx.available.last)})`;
  const scopeText = (b: (typeof sorted)[number]) =>
    b.scope.kind === 'tenant'
      ? 'Tenant'
      : `${b.scope.kind === 'service' ? 'Service' : 'Subscription'} ${escapeName(b.scope.value ?? '')}`;
  const lines: string[] = [];
  let shown = sorted;
  if (named.length > 0) {
    shown = named;
    for (const b of named) {
      const status = STATUS_WORDS[b.status].toLowerCase();
      lines.push(
        `The budget ${bold(b.name)} (${scopeText(b).replace(/^\w/, (c) => c.toLowerCase())}) is **${status}**: **${usd(b.actual)}** spent of **${usd(b.amount)}** in ${toDate}, ` +
          `forecast **${usd(b.forecast)}** (${percent(ratioOf(b.forecastMicros, decimalMicros(b.amount)) ?? 0)} of the amount).`,
      );
    }
  } else if (intent.budgetStatus) {
    shown = sorted.filter((b) => b.status === intent.budgetStatus);
    const word = STATUS_WORDS[intent.budgetStatus].toLowerCase();
    lines.push(
      shown.length === 0
        ? `No budget is ${word} in ${toDate}: ${count('over')} over, ${count('at-risk')} at risk and ${count('on-track')} on track by their forecast.`
        : `${shown.length === 1 ? '**1 budget** is' : `**${shown.length} budgets** are`} ${word} in ${toDate}, by their forecast for the month${intent.budgetStatus === 'at-risk' ? ' (80% of the amount or more)' : intent.budgetStatus === 'over' ? ' (above the amount)' : ''}:`,
    );
  } else {
    lines.push(
      `**${plural(sorted.length, 'budget')}** in ${toDate}: **${count('over')} over**, **${count('at-risk')} at risk** and **${count('on-track')} on track**, by their forecast for the month:`,
    );
  }
  if (shown.length > 0) {
    lines.push(
      '',
      table(
        [
          { title: 'Budget' },
          { title: 'Scope' },
          { title: 'Amount', align: 'right' },
          { title: 'Actual', align: 'right' },
          { title: 'Forecast', align: 'right' },
          { title: 'Used', align: 'right' },
          { title: 'Status' },
        ],
        shown.map((b) => [
          escapeName(b.name),
          scopeText(b),
          usd(b.amount),
          usd(b.actual),
          usd(b.forecast),
          percent(b.usedRatio),
          STATUS_WORDS[b.status],
        ]),
      ),
    );
  }
  lines.push(
    '',
    footer(
      ctx,
      'all',
      'effective cost, commitments amortised; over: forecast above the amount, at risk: from 80%',
    ),
  );
  const followups = [
    intent.budgetStatus === 'over' ? 'Which budgets are at risk?' : 'Which budgets are over?',
    'What is the forecast for this month?',
    'Are there cost anomalies this month?',
  ];
  return { markdown: lines.join('\n'), pages, followups };
}
