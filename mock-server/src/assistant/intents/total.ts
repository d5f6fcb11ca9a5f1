/**
 * A cost total: one sum for the period, with what it is made of (the largest services, or the
 * licence SKUs of Microsoft 365) when the question names no service.
 */
import { rankGroups } from '../../domain/costs/groups.ts';
import { type AnswerContext, type Draft, footer } from '../context.ts';
import { aggregate, resourcesOf, type Selection, sumOf } from '../cost-selection.ts';
import { amountOf, costClause, costFollowups, costNote, groupLabel, pagesFor } from '../cost-wording.ts';
import { escapeName, percent, ratioOf, table } from '../format.ts';
import type { Intent } from '../intent.ts';
import type { Period } from '../periods.ts';

/** The licence SKUs of the total, with a row for the charges that have none (tax). */
async function skuLines(
  ctx: AnswerContext,
  sel: Selection,
  period: Period,
  total: bigint,
): Promise<string[]> {
  const amount = amountOf(sel);
  const page = await resourcesOf(ctx, sel, period, { limit: 10 });
  if (page.items.length === 0) return [];
  // Tax and other charges have no SKU: their row makes the table add up to the total.
  const other = total - page.items.reduce((sum, item) => sum + item.attos, 0n);
  return [
    '',
    table(
      [{ title: 'Licence SKU' }, { title: 'Cost', align: 'right' }],
      [
        ...page.items.map((item) => [escapeName(item.name), amount(item.attos)]),
        ...(other !== 0n ? [['Tax and other charges', amount(other)]] : []),
      ],
    ),
  ];
}

/** The three largest services of the total with their share, when there is more than one. */
async function largestServiceLines(
  ctx: AnswerContext,
  sel: Selection,
  period: Period,
  total: bigint,
): Promise<string[]> {
  const amount = amountOf(sel);
  const ranked = rankGroups(
    await aggregate(ctx, sel, period, { groupBy: { kind: 'column', name: 'service' } }),
  );
  if (ranked.length <= 1) return [];
  return [
    '',
    'The largest services:',
    '',
    table(
      [{ title: 'Service' }, { title: 'Cost', align: 'right' }, { title: 'Share', align: 'right' }],
      ranked
        .slice(0, 3)
        .map(([group, micros]) => [
          groupLabel(group, { kind: 'column', name: 'service' }),
          amount(micros),
          percent(ratioOf(micros, total) ?? 0),
        ]),
    ),
  ];
}

/** A cost total of the period. */
export async function answerTotal(
  ctx: AnswerContext,
  intent: Intent,
  sel: Selection,
  period: Period,
  note: string | undefined,
): Promise<Draft> {
  const amount = amountOf(sel);
  const total = sumOf(await aggregate(ctx, sel, period));
  const lines = [`${costClause(intent, sel, amount(total), period.label)}.`];
  if (note) lines.push('', `Note: ${note}.`);
  // What it is made of: the largest services (or licence SKUs) when no service was named.
  const broad = intent.services.length === 0 && !sel.pick && intent.skus.length === 0;
  if (broad && total !== 0n) {
    lines.push(
      ...(sel.scope === 'm365'
        ? await skuLines(ctx, sel, period, total)
        : await largestServiceLines(ctx, sel, period, total)),
    );
  }
  lines.push('', footer(ctx, sel.scope, costNote(sel)));
  return {
    markdown: lines.join('\n'),
    pages: pagesFor(undefined, sel, intent),
    followups: costFollowups(ctx, sel, period.phrase, []),
  };
}
