/**
 * A breakdown or the top N by a dimension: the resources (or licence SKUs) from the Resources
 * tab's query, any other dimension from `costs.aggregate` ranked by `rankGroups`, with each group's
 * share; the rows without a value for the dimension are named for what they lack.
 */
import { rankGroups } from '../../domain/costs/groups.ts';
import { type AnswerContext, type Draft, footer } from '../context.ts';
import { aggregate, resourcesOf, type Selection, sumOf, toCostDimension } from '../cost-selection.ts';
import {
  amountOf,
  costClause,
  costFollowups,
  costNote,
  dimensionNames,
  emptyGroupNote,
  groupLabel,
  pagesFor,
  subjectOf,
} from '../cost-wording.ts';
import { bold, escapeName, listWords, percent, plural, ratioOf, table } from '../format.ts';
import type { Dimension, Intent } from '../intent.ts';
import type { Period } from '../periods.ts';

/** How a breakdown words its groups: the dimension's names, how many, the most or the least. */
interface Ranking {
  one: string;
  many: string;
  limit: number;
  asc: boolean;
  mostOrLeast: string;
  amount: (attos: bigint) => string;
}

/** What a breakdown's body says, and the first group it names (for the follow-ups). */
interface Body {
  lines: string[];
  first: string | undefined;
}

type ResourceItem = Awaited<ReturnType<typeof resourcesOf>>['items'][number];
/** A group and its cost, exactly (atto-units). */
type Group = [group: string | null, attos: bigint];

/** The groups a breakdown shows, in order, and what it sums apart from them. */
interface Groups {
  total: bigint;
  ordered: Group[];
  shown: Group[];
  rest: Group[];
  restMicros: bigint;
  emptyMicros: bigint | undefined;
  /** The rows without a value get a row of their own under the shown groups. */
  emptyApart: boolean;
}

function rankingOf(intent: Intent, sel: Selection, groupBy: Dimension): Ranking {
  const [one, many] = dimensionNames(groupBy, sel);
  const asc = intent.order === 'asc';
  return {
    one,
    many,
    limit: intent.top ?? 10,
    asc,
    mostOrLeast: asc ? 'the least' : 'the most',
    amount: amountOf(sel),
  };
}

/** Why a picked tag or resource group is not split by the dimension, and where to read it. */
const pickNote = (sel: Selection, dimension: string) =>
  `${sel.pick?.label ?? ''} can be read as a total but not split by ${dimension} here; the ${dimension} are listed on the Resources tab of the cost overview`;

/** The sentence over a list of resources: the one that cost the most, or what the table lists. */
function resourceHead(
  intent: Intent,
  sel: Selection,
  period: Period,
  items: ResourceItem[],
  r: Ranking,
): string {
  const [first] = items;
  return intent.top === 1 && first
    ? `${bold(first.name)} cost ${r.mostOrLeast} in ${period.label}: **${r.amount(first.attos)}**.`
    : `The ${plural(items.length, r.one.toLowerCase(), r.many)} that cost ${r.mostOrLeast} in ${period.label}${sel.pick ? ` (${sel.pick.label})` : ''}:`;
}

/** The resources' table: name, service and subscription (not for licence SKUs), cost. */
function resourceTable(sel: Selection, items: ResourceItem[], r: Ranking): string {
  return table(
    [
      { title: r.one },
      ...(sel.scope === 'm365' ? [] : [{ title: 'Service' }, { title: 'Subscription' }]),
      { title: 'Cost', align: 'right' as const },
    ],
    items.map((item) => [
      escapeName(item.name),
      ...(sel.scope === 'm365' ? [] : [escapeName(item.service), escapeName(item.subscription)]),
      r.amount(item.attos),
    ]),
  );
}

/** The resources (or licence SKUs) that cost the most or the least; a resource group by its id. */
async function resourceRanking(
  ctx: AnswerContext,
  intent: Intent,
  sel: Selection,
  period: Period,
  r: Ranking,
): Promise<Body> {
  const lines: string[] = [];
  if (sel.pick && sel.pick.dimension.kind === 'tag') {
    lines.push(`Note: ${pickNote(sel, 'resources')}.`, '');
  }
  const search =
    sel.pick?.dimension.kind === 'column' ? `/resourcegroups/${sel.pick.value.toLowerCase()}/` : undefined;
  const page = await resourcesOf(ctx, sel, period, { limit: r.limit, search, order: r.asc ? 'asc' : 'desc' });
  const all = page.attos;
  if (page.items.length === 0) {
    lines.push(`No ${r.many} had cost in ${period.label}.`);
    return { lines, first: undefined };
  }
  lines.push(resourceHead(intent, sel, period, page.items, r), '');
  lines.push(resourceTable(sel, page.items, r));
  lines.push('', `All ${plural(page.total, r.one.toLowerCase(), r.many)} together: **${r.amount(all)}**.`);
  return { lines, first: page.items[0]?.name };
}

/**
 * The rows without a value for the dimension are not a group: the most or the least are among the
 * groups that have one, and a breakdown never counts them into 'Other'. They get a row of their
 * own under their label ('No resource group') wherever the table should add up.
 */
function rankedGroups(
  rows: readonly { group: string | null; attos: bigint }[],
  intent: Intent,
  r: Ranking,
): Groups {
  const ranked = rankGroups(rows);
  const emptyMicros = ranked.find(([group]) => group === null)?.[1];
  const valued = ranked.filter(([group]) => group !== null);
  const ordered = r.asc ? [...valued].reverse() : intent.top !== undefined ? valued : ranked;
  const shown = ordered.slice(0, r.limit);
  const rest = ordered.slice(r.limit).filter(([group]) => group !== null);
  const restMicros = rest.reduce((sum, [, micros]) => sum + micros, 0n);
  const emptyApart =
    !r.asc && emptyMicros !== undefined && emptyMicros !== 0n && !shown.some(([group]) => group === null);
  return { total: sumOf(rows), ordered, shown, rest, restMicros, emptyMicros, emptyApart };
}

/** The one group that cost the most or the least, its share, and the next two. */
function topGroupLines(groupBy: Dimension, period: Period, g: Groups, r: Ranking): string[] {
  const [topGroup, topMicros] = g.shown[0] as Group;
  const lines = [
    `**${groupLabel(topGroup, groupBy)}** cost ${r.mostOrLeast} in ${period.label}: **${r.amount(topMicros)}**, ${percent(ratioOf(topMicros, g.total) ?? 0)} of the **${r.amount(g.total)}** total.`,
  ];
  const next = g.ordered.slice(1, 3);
  if (next.length > 0) {
    lines.push(
      '',
      `Next: ${listWords(next.map(([group, micros]) => `**${groupLabel(group, groupBy)}** (${r.amount(micros)})`))}.`,
    );
  }
  return lines;
}

/** The groups' table with their shares, 'Other' and the rows without a value; the top N's sum. */
function groupTableLines(
  intent: Intent,
  selection: Selection,
  groupBy: Dimension,
  period: Period,
  g: Groups,
  r: Ranking,
): string[] {
  const share = (micros: bigint) => percent(ratioOf(micros, g.total) ?? 0);
  const lines = [
    intent.top !== undefined
      ? `The ${plural(g.shown.length, r.one.toLowerCase(), r.many)} that cost ${r.mostOrLeast} in ${period.label}:`
      : `${costClause(intent, selection, r.amount(g.total), period.label)}, by ${r.one.toLowerCase()}:`,
    '',
    table(
      [{ title: r.one }, { title: 'Cost', align: 'right' }, { title: 'Share', align: 'right' }],
      [
        ...g.shown.map(([group, micros]) => [groupLabel(group, groupBy), r.amount(micros), share(micros)]),
        ...(g.restMicros !== 0n && !r.asc
          ? [[`Other (${g.rest.length})`, r.amount(g.restMicros), share(g.restMicros)]]
          : []),
        ...(g.emptyApart
          ? [[groupLabel(null, groupBy), r.amount(g.emptyMicros ?? 0n), share(g.emptyMicros ?? 0n)]]
          : []),
      ],
    ),
  ];
  if (intent.top !== undefined) {
    const together = g.shown.reduce((sum, [, micros]) => sum + micros, 0n);
    lines.push('', `Together **${r.amount(together)}** of the **${r.amount(g.total)}** total.`);
  }
  return lines;
}

/** What a breakdown says about its groups: none, the top one, or the table. */
function groupLines(
  intent: Intent,
  selection: Selection,
  groupBy: Dimension,
  period: Period,
  g: Groups,
  r: Ranking,
): string[] {
  if (g.shown.length === 0 && g.emptyMicros !== undefined && g.emptyMicros !== 0n) {
    return [
      `No ${r.many} had cost in ${period.label}: all **${r.amount(g.emptyMicros)}** is **${groupLabel(null, groupBy)}**.`,
    ];
  }
  if (g.shown.length === 0) {
    const subject = subjectOf(intent, selection);
    return [subject ? `${subject} had no cost in ${period.label}.` : `There was no cost in ${period.label}.`];
  }
  const lines =
    intent.top === 1
      ? topGroupLines(groupBy, period, g, r)
      : groupTableLines(intent, selection, groupBy, period, g, r);
  const why = emptyGroupNote(groupBy);
  const listed = g.shown.some(([group]) => group === null) || (g.emptyApart && intent.top !== 1);
  if (why && listed) lines.push('', why);
  return lines;
}

/** The groups of a dimension other than resources; a picked tag or resource group is not split. */
async function groupBreakdown(
  ctx: AnswerContext,
  intent: Intent,
  sel: Selection,
  groupBy: Dimension,
  period: Period,
  r: Ranking,
): Promise<Body> {
  const dimension = toCostDimension(groupBy);
  if (sel.pick && dimension && JSON.stringify(sel.pick.dimension) !== JSON.stringify(dimension)) {
    // A tag or resource group is read by grouping on it: it cannot be split by another dimension.
    const total = sumOf(await aggregate(ctx, sel, period));
    return {
      lines: [
        `${costClause(intent, sel, r.amount(total), period.label)}.`,
        '',
        `Note: ${pickNote(sel, r.many)}.`,
      ],
      first: undefined,
    };
  }
  const selection = sel.pick ? { ...sel, pick: undefined } : sel;
  const groups = rankedGroups(await aggregate(ctx, selection, period, { groupBy: dimension }), intent, r);
  return {
    lines: groupLines(intent, selection, groupBy, period, groups, r),
    // Follow-ups name a group: the first one that has a value.
    first: groups.shown.find(([group]) => group !== null)?.[0] ?? undefined,
  };
}

/** The follow-ups: the change of the first service, the services of the first subscription. */
function breakdownFollowups(
  ctx: AnswerContext,
  sel: Selection,
  groupBy: Dimension,
  period: Period,
  first: string | undefined,
): string[] {
  const service = groupBy.kind === 'column' && groupBy.name === 'service';
  const subscription = groupBy.kind === 'column' && groupBy.name === 'subscription';
  const followups: string[] = [];
  const avoid: string[] = [];
  if (first && service && sel.scope !== 'm365')
    followups.push(`How did the cost of ${first} change last month?`);
  if (first && subscription) followups.push(`What does ${first} cost by service ${period.phrase}?`);
  if (service) avoid.push(`Which services cost the most ${period.phrase}?`);
  if (subscription) avoid.push(`Which subscriptions cost the most ${period.phrase}?`);
  if (groupBy.kind === 'resource') avoid.push(`Which resources cost the most ${period.phrase}?`);
  followups.push(...costFollowups(ctx, sel, period.phrase, avoid));
  return [...new Set(followups)].slice(0, 3);
}

/** A breakdown or the top N of the period by a dimension. */
export async function answerBreakdown(
  ctx: AnswerContext,
  intent: Intent,
  sel: Selection,
  groupBy: Dimension,
  period: Period,
  note: string | undefined,
): Promise<Draft> {
  const r = rankingOf(intent, sel, groupBy);
  const { lines, first } =
    groupBy.kind === 'resource'
      ? await resourceRanking(ctx, intent, sel, period, r)
      : await groupBreakdown(ctx, intent, sel, groupBy, period, r);
  if (note) lines.push('', `Note: ${note}.`);
  lines.push('', footer(ctx, sel.scope, costNote(sel)));
  return {
    markdown: lines.join('\n'),
    pages: pagesFor(groupBy, sel, intent),
    followups: breakdownFollowups(ctx, sel, groupBy, period, first),
  };
}
