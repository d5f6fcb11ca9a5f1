/** The shared-costs intent: a month's rules and teams, as `computeSharedCosts` gives them. */
import { monthOf } from '../../domain/calendar.ts';
import { computeSharedCosts } from '../../domain/shared-costs/shared-costs.ts';
import { type AnswerContext, type Draft, excludedAnswer, footer, noData } from '../context.ts';
import {
  amountIn,
  decimalMicros,
  escapeName,
  money,
  monthLabel,
  plural,
  shortDayLabel,
  table,
} from '../format.ts';
import type { Intent } from '../intent.ts';
import { monthAsked } from '../periods.ts';

/** Shared costs of a month: each rule's amount and every team's direct, shared and total cost. */
export async function answerSharedCosts(ctx: AnswerContext, intent: Intent): Promise<Draft> {
  const usd = amountIn(ctx.display.currency);
  if (!ctx.available) return noData(ctx);
  if (ctx.dataset === 'm365') return excludedAnswer(ctx, 'azure');
  const { month, note } = monthAsked(intent.periods[0]);
  const shared = await computeSharedCosts(ctx.data, ctx.viewer.tenantId, month);
  const lines: string[] = [];
  const when =
    monthOf(ctx.available.last) === shared.month
      ? `${monthLabel(shared.month)} (to ${shortDayLabel(ctx.available.last)})`
      : monthLabel(shared.month);
  if (shared.rules.length === 0) {
    lines.push('There are no shared-cost rules for this tenant.');
  } else {
    const sharedTotal = shared.rules.reduce((sum, rule) => sum + decimalMicros(rule.amount), 0n);
    lines.push(
      `In ${when}, **${plural(shared.rules.length, 'rule')}** shared **${money(sharedTotal, ctx.display.currency)}** of usage across teams:`,
      '',
      table(
        [{ title: 'Rule' }, { title: 'Source' }, { title: 'Split' }, { title: 'Amount', align: 'right' }],
        shared.rules.map((r) => [
          escapeName(r.name),
          `${r.source.kind} ${escapeName(r.source.value)}`,
          r.method,
          usd(r.amount),
        ]),
      ),
    );
    if (shared.byTarget.length > 0) {
      lines.push(
        '',
        'Per team, direct cost plus its share:',
        '',
        table(
          [
            { title: 'Team' },
            { title: 'Direct', align: 'right' },
            { title: 'Shared', align: 'right' },
            { title: 'Total', align: 'right' },
          ],
          shared.byTarget.map((t) => [escapeName(t.target), usd(t.direct), usd(t.shared), usd(t.total)]),
        ),
      );
    }
  }
  if (note) lines.push('', `Note: ${note}.`);
  lines.push('', footer(ctx, 'all', 'usage cost'));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'azure/shared-costs', tab: 'Shared costs' },
      { name: 'azure/shared-costs', tab: 'Project costs' },
    ],
    followups: [
      'What does each team cost last month?',
      'Which projects cost the most last month?',
      'Which subscriptions cost the most last month?',
    ],
  };
}
