/**
 * The commitments intent: the reservations and savings plans of a month as their page reads them
 * (`commitmentItems`, `commitmentSummary`, `commitmentRow`), by type and agreement when asked.
 */
import { monthDays } from '../../domain/calendar.ts';
import { commitmentItems, commitmentRow, commitmentSummary } from '../../domain/commitments/commitments.ts';
import { monthRange } from '../../domain/costs/cost-sums.ts';
import { pageOf } from '../../domain/list-page.ts';
import { type AnswerContext, type Draft, excludedAnswer, footer, noData } from '../context.ts';
import { amountIn, escapeName, monthLabel, percent, shortDayLabel, table } from '../format.ts';
import type { Intent } from '../intent.ts';
import { monthAsked } from '../periods.ts';

type Items = Awaited<ReturnType<typeof commitmentItems>>;
type Range = NonNullable<Awaited<ReturnType<typeof monthRange>>>;

/** The commitments asked about in words: the agreement, and the kind in the singular and plural. */
function kindWords(intent: Intent): { agreement: string; kind: string[] } {
  const kind =
    intent.commitmentType === 'Reservation'
      ? ['reservation', 'reservations']
      : intent.commitmentType === 'Savings Plan'
        ? ['savings plan', 'savings plans']
        : ['reservation or savings plan', 'reservations and savings plans'];
  const agreement = intent.agreement ? `${intent.agreement} ` : '';
  return { agreement, kind };
}

/** The month's utilisation, used and unused, purchase, savings and coverage of the commitments. */
async function summarySentence(
  ctx: AnswerContext,
  intent: Intent,
  range: Range,
  items: Items,
): Promise<string> {
  const summary = await commitmentSummary(ctx.data.costs, ctx.viewer.tenantId, range, items);
  const usd = amountIn(ctx.display.currency);
  const { agreement, kind } = kindWords(intent);
  const when =
    range.to < monthDays(range.month).to
      ? `${monthLabel(range.month)} (to ${shortDayLabel(range.to)})`
      : monthLabel(range.month);
  return (
    `In ${when}, your **${items.length} ${agreement}${items.length === 1 ? kind[0] : kind[1]}** were **${percent(summary.utilisation)}** used: ` +
    `**${usd(summary.used)}** used and **${usd(summary.unused)}** unused (amortised), **${usd(summary.purchase)}** purchased (billed). ` +
    `They saved **${usd(summary.savings)}** against list prices and covered **${percent(summary.coverage)}** of the usage of the services they apply to.`
  );
}

/** Ten commitments at most: the lowest utilisation first, or the soonest expiry when asked. */
function commitmentTable(items: Items, byExpiry: boolean, currency: string): string[] {
  const usd = amountIn(currency);
  const ordered = pageOf(
    items.map((i) => ({ ...i, id: i.record.id })),
    {
      sort: byExpiry ? 'expires' : 'utilisation',
      order: 'asc',
      offset: 0,
      limit: 10,
    },
    {
      searchable: (i) => [i.record.name],
      sortBy: { expires: (i) => i.record.expires, utilisation: (i) => i.utilisation },
    },
  ).items.map(commitmentRow);
  return [
    '',
    byExpiry ? 'By expiry, the soonest first:' : 'The lowest utilisation first:',
    '',
    table(
      [
        { title: 'Commitment' },
        { title: 'Type' },
        { title: 'Agreement' },
        { title: 'Utilisation', align: 'right' },
        { title: 'Used', align: 'right' },
        { title: 'Unused', align: 'right' },
        { title: 'Savings', align: 'right' },
        { title: 'Expires' },
      ],
      ordered.map((c) => [
        escapeName(c.name),
        c.type,
        c.agreement,
        percent(c.utilisation),
        usd(c.used),
        usd(c.unused),
        usd(c.savings),
        `${c.expires}${c.autoRenew ? ' (renews)' : ''}`,
      ]),
    ),
  ];
}

/** Reservations and savings plans of a month: utilisation, savings and coverage. */
export async function answerCommitments(ctx: AnswerContext, intent: Intent): Promise<Draft> {
  if (!ctx.available) return noData(ctx);
  if (ctx.dataset === 'm365') return excludedAnswer(ctx, 'azure');
  const { month, note } = monthAsked(intent.periods[0]);
  const range = await monthRange(ctx.data.costs, ctx.viewer.tenantId, month);
  if (!range) return noData(ctx);
  const pages = [
    { name: 'azure/commitments/contracts' },
    { name: 'azure/commitments/enterprise/macc/ea-reservations' },
  ];
  if (range.to < range.from) {
    return {
      markdown: [`There is no cost data for ${monthLabel(range.month)}.`, '', footer(ctx, 'all')].join('\n'),
      pages,
      followups: ['How are my reservations used?', 'What savings are open?'],
    };
  }
  const items = await commitmentItems(ctx.data, ctx.viewer.tenantId, range, {
    type: intent.commitmentType,
    agreement: intent.agreement,
  });
  const lines: string[] = [];
  if (items.length === 0) {
    const { agreement, kind } = kindWords(intent);
    lines.push(`There are no ${agreement}${kind[1]} for this tenant.`);
  } else {
    lines.push(
      await summarySentence(ctx, intent, range, items),
      ...commitmentTable(items, intent.wantsExpiry, ctx.display.currency),
    );
  }
  if (note) lines.push('', `Note: ${note}.`);
  lines.push(
    '',
    footer(
      ctx,
      'azure',
      'utilisation: used / (used + unused); savings: list cost of the covered usage minus what it cost',
    ),
  );
  return {
    markdown: lines.join('\n'),
    pages,
    followups: [
      intent.commitmentType === 'Savings Plan'
        ? 'How are my reservations used last month?'
        : 'How much did savings plans save last month?',
      intent.wantsExpiry ? 'What savings are open?' : 'Which reservations expire soonest?',
      'What is our EA enrollment balance?',
    ],
  };
}
