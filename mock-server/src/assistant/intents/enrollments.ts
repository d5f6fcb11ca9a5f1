/** The enrollments intent: the EA enrollments as their page computes them (`computeEnrollments`). */
import { computeEnrollments } from '../../domain/commitments/enrollments.ts';
import { type AnswerContext, type Draft, excludedAnswer, footer, noData } from '../context.ts';
import { amountIn, bold, dayLabel, decimalMicros, escapeName, table } from '../format.ts';

/** EA enrollments: consumption of the enrollment year, balance, overage, per department. */
export async function answerEnrollments(ctx: AnswerContext): Promise<Draft> {
  const usd = amountIn(ctx.display.currency);
  if (!ctx.available) return noData(ctx);
  if (ctx.dataset === 'm365') return excludedAnswer(ctx, 'azure');
  const enrollments = await computeEnrollments(ctx.data, ctx.viewer.tenantId, ctx.display.convert);
  const lines: string[] = [];
  if (enrollments.length === 0) lines.push('There is no EA enrollment for this tenant.');
  for (const e of enrollments) {
    const overage = decimalMicros(e.overage) > 0n ? `, and an overage of **${usd(e.overage)}**` : '';
    lines.push(
      `${bold(e.name)} (enrollment ${escapeName(e.number)}, ${dayLabel(e.starts)} to ${dayLabel(e.ends)}): in the enrollment year from ${dayLabel(e.yearStarts)}, ` +
        `**${usd(e.consumed)}** consumed of the **${usd(e.commitment)}** annual commitment: **${usd(e.balance)}** balance left${overage}.`,
    );
    if (e.departments.length > 0) {
      lines.push(
        '',
        table(
          [
            { title: 'Department' },
            { title: 'Subscriptions', align: 'right' },
            { title: 'Consumed', align: 'right' },
          ],
          e.departments.map((d) => [escapeName(d.name), String(d.subscriptions), usd(d.consumed)]),
        ),
        '',
      );
    }
  }
  lines.push('', footer(ctx, 'all', 'effective cost of the enrollment’s subscriptions'));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'azure/commitments/enterprise/enrollments' },
      { name: 'azure/commitments/enterprise/macc/burn-down' },
    ],
    followups: [
      'How is our Azure consumption commitment burning down?',
      'How are my reservations used?',
      'Which subscriptions cost the most this year?',
    ],
  };
}
