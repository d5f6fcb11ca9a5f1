/** The macro commitment's (MACC) burn-down: consumed, remaining and the projection at the end. */
import { computeBurnDown } from '../../domain/commitments/burn-down.ts';
import { type AnswerContext, type Draft, excludedAnswer, footer, noData } from '../context.ts';
import { amountIn, bold, dayLabel, decimalMicros, monthLabel, table } from '../format.ts';

/** The macro commitment's burn-down. */
export async function answerBurnDown(ctx: AnswerContext): Promise<Draft> {
  const usd = amountIn(ctx.display.currency);
  if (!ctx.available) return noData(ctx);
  if (ctx.dataset === 'm365') return excludedAnswer(ctx, 'azure');
  const { commitment } = await computeBurnDown(ctx.data, ctx.viewer.tenantId, ctx.display.convert);
  const lines: string[] = [];
  if (!commitment) {
    lines.push('There is no Azure consumption commitment (MACC) for this tenant.');
  } else {
    const shortfall = decimalMicros(commitment.shortfall) > 0n;
    lines.push(
      `${bold(commitment.name)}: **${usd(commitment.amount)}** to consume from ${dayLabel(commitment.starts)} to ${dayLabel(commitment.ends)}. ` +
        `**${usd(commitment.consumed)}** is consumed so far and **${usd(commitment.remaining)}** remains.`,
      '',
      `At the pace of the last three whole months, the projection at the end of the term is **${usd(commitment.projectedAtEnd)}**` +
        (shortfall
          ? `: a shortfall of **${usd(commitment.shortfall)}**.`
          : ', enough to meet the commitment.'),
    );
    const recent = commitment.months.slice(-4);
    if (recent.length > 0) {
      lines.push(
        '',
        table(
          [
            { title: 'Month' },
            { title: 'Consumed', align: 'right' },
            { title: 'Cumulative', align: 'right' },
            { title: 'Target', align: 'right' },
          ],
          recent.map((m) => [monthLabel(m.month), usd(m.consumed), usd(m.cumulative), usd(m.target)]),
        ),
      );
    }
  }
  lines.push('', footer(ctx, 'all', 'eligible usage, Microsoft 365 seats excluded'));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'azure/commitments/enterprise/macc/burn-down' },
      { name: 'azure/commitments/enterprise/enrollments' },
    ],
    followups: [
      'What is our EA enrollment balance?',
      'What did Azure cost last month?',
      'How did the cost change last month?',
    ],
  };
}
