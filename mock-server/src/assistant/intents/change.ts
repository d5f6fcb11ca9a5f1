/**
 * A change between two periods: the month-over-month explanation of the cost pages (usage effect
 * at the earlier unit prices, price effect the rest) per service, subscription or region; for a
 * tag, a resource group, a charge category or another metric, the two sums and their difference.
 */
import { latestWholeMonth } from '../../domain/calendar.ts';
import { type ChangeRow, explainChange } from '../../domain/costs/change.ts';
import { compareGroups, rankGroups } from '../../domain/costs/groups.ts';
import { type AnswerContext, type Draft, footer, METRIC_NOTE } from '../context.ts';
import { aggregate, type Selection, sumOf, toCostDimension } from '../cost-selection.ts';
import {
  amountOf,
  convertedOf,
  costClause,
  costFollowups,
  costNote,
  dimensionNames,
  formatDifference,
  groupLabel,
  monthHeader,
  outsideData,
  pagesFor,
} from '../cost-wording.ts';
import { amountIn, dayLabel, percent, ratioOf, signedAmount, table } from '../format.ts';
import type { Dimension, Intent } from '../intent.ts';
import { clampPeriod, monthPeriod, type Period, previousPeriod } from '../periods.ts';

/** The two periods of a change. */
interface Periods {
  previous: Period;
  current: Period;
}

/** The dimensions the change is explained by, as the By service tab splits it. */
type ExplainedBy = 'service' | 'subscription' | 'region';

type Rows = { group: string | null; attos: bigint }[];

/**
 * The periods compared: two named ones (the earlier first), one against the one before it, or
 * the latest whole month against the one before.
 */
function changePeriods(intent: Intent, available: { first: number; last: number }): Periods {
  const [a, b] = intent.periods;
  if (a && b) {
    const [previous, current]: [Period, Period] = a.from <= b.from ? [a, b] : [b, a];
    // 'this month against last month': a month to date is compared with the same days before.
    if (current.kind === 'month-to-date' && previous.kind === 'month')
      return { previous: previousPeriod(current, available.last), current };
    return { previous, current };
  }
  if (a) return { current: a, previous: previousPeriod(a, available.last) };
  // As the cost overview's By service tab: the latest whole month against the one before.
  const current = monthPeriod(latestWholeMonth(available), available.last);
  return { current, previous: previousPeriod(current, available.last) };
}

/** The answer when the earlier period has no data. */
function noEarlierData(
  ctx: AnswerContext,
  sel: Selection,
  asked: Periods,
  available: { first: number; last: number },
): Draft {
  return {
    markdown: [
      `There is no cost data for ${asked.previous.label} to compare ${asked.current.label} with: the data starts on ${dayLabel(available.first)}.`,
      '',
      footer(ctx, sel.scope),
    ].join('\n'),
    pages: [{ name: 'azure/cost-overview', tab: 'Summary' }],
    followups: costFollowups(ctx, sel, asked.current.phrase, []),
  };
}

/**
 * The explanation by usage and price reads per service, subscription or region, like the page: a
 * question filtered by one of them (or none) is read from that grouping. Undefined when the
 * question cannot be explained so (a pick, another metric, a charge category, mixed filters).
 */
function explanationBy(sel: Selection, groupBy: Dimension | undefined): ExplainedBy | undefined {
  const filtersPresent = [
    ...(sel.services ? (['service'] as const) : []),
    ...(sel.subscriptions ? (['subscription'] as const) : []),
    ...(sel.regions ? (['region'] as const) : []),
  ];
  const asked =
    groupBy?.kind === 'column' &&
    (groupBy.name === 'service' || groupBy.name === 'subscription' || groupBy.name === 'region')
      ? groupBy.name
      : undefined;
  const by: ExplainedBy = asked ?? filtersPresent[0] ?? 'service';
  const explainable =
    !sel.pick &&
    sel.metric === 'effective' &&
    !sel.chargeCategories &&
    (groupBy === undefined || asked !== undefined) &&
    filtersPresent.every((f) => f === by);
  return explainable ? by : undefined;
}

/** The change explained per group of `by`, only the groups the question filters by (if any). */
async function explainedFigures(ctx: AnswerContext, sel: Selection, by: ExplainedBy, periods: Periods) {
  const keep = by === 'service' ? sel.services : by === 'subscription' ? sel.subscriptions : sel.regions;
  const groups = (
    await ctx.data.costs.changeSums(ctx.viewer.tenantId, by, periods.previous, periods.current)
  ).filter((g) => !keep || (g.group !== null && keep.includes(g.group)));
  return { keep, ...explainChange(groups) };
}

/** The total's change, up, down or the same, and its usage and price effects. */
function explainedHeadline(intent: Intent, sel: Selection, total: ChangeRow, periods: Periods): string[] {
  const usd = amountIn(sel.display.currency);
  const { previous, current } = periods;
  const previousMicros = BigInt(total.previous.replace('.', '')) * 10_000n;
  const changeMicros = BigInt(total.change.replace('.', '')) * 10_000n;
  const direction = total.change.startsWith('-') ? 'down' : /^[0.]*$/.test(total.change) ? 'unchanged' : 'up';
  const changeText = total.change.replace(/^-/, '');
  return [
    `${costClause(intent, sel, usd(total.current), current.label)}, ` +
      (direction === 'unchanged'
        ? `the same as in ${previous.label}.`
        : `${direction} **${usd(changeText)}** (${percent(ratioOf(changeMicros, previousMicros) ?? 0, true)}) from **${usd(total.previous)}** in ${previous.label}.`),
    '',
    `- Usage effect: **${signedAmount(total.usageEffect, sel.display.currency)}** (the change in quantities at ${previous.kind === 'month' ? `${previous.label}'s` : "the earlier days'"} unit prices)`,
    `- Price effect: **${signedAmount(total.priceEffect, sel.display.currency)}** (the rest: unit prices, discounts and charges without a quantity)`,
  ];
}

/** The largest changes by group (up to 8), unless only the one group filtered by is left. */
function explainedTable(
  by: ExplainedBy,
  rows: ChangeRow[],
  keep: string[] | undefined,
  periods: Periods,
  currency: string,
): string[] {
  const usd = amountIn(currency);
  const shown = rows.filter((r) => !/^-?0\.00$/.test(r.change) || !/^0\.00$/.test(r.current)).slice(0, 8);
  if (!(shown.length > 1 || (shown.length === 1 && !keep))) return [];
  const title = by === 'service' ? 'Service' : by === 'subscription' ? 'Subscription' : 'Region';
  return [
    '',
    `The largest changes by ${title.toLowerCase()}:`,
    '',
    table(
      [
        { title },
        { title: monthHeader(periods.previous), align: 'right' },
        { title: monthHeader(periods.current), align: 'right' },
        { title: 'Change', align: 'right' },
        { title: 'Usage', align: 'right' },
        { title: 'Price', align: 'right' },
      ],
      shown.map((r) => [
        groupLabel(r.group, { kind: 'column', name: by }),
        usd(r.previous),
        usd(r.current),
        signedAmount(r.change, currency),
        signedAmount(r.usageEffect, currency),
        signedAmount(r.priceEffect, currency),
      ]),
    ),
  ];
}

/** The follow-ups of an explained change: the resources of the service that changed most first. */
function explainedFollowups(sel: Selection, rows: ChangeRow[], by: ExplainedBy, current: Period): string[] {
  // A follow-up names a group: the largest change that has one.
  const biggest = rows.find((r) => r.group !== null)?.group;
  const followups: string[] = [];
  if (biggest && by === 'service' && sel.scope !== 'm365') {
    followups.push(`Which resources of ${biggest} cost the most ${current.phrase}?`);
  }
  followups.push(
    ...(sel.scope === 'm365'
      ? [
          'What do our Microsoft 365 licences cost per SKU last month?',
          'Show the monthly trend of Microsoft 365 over the last 6 months',
        ]
      : [
          'Show the monthly cost trend of the last 6 months',
          'Are there cost anomalies this month?',
          'What is the forecast for this month?',
        ]),
  );
  return followups.slice(0, 3);
}

/** A change explained by usage and price per service, subscription or region. */
async function explainedChange(
  ctx: AnswerContext,
  intent: Intent,
  sel: Selection,
  by: ExplainedBy,
  periods: Periods,
  notes: string[],
): Promise<Draft> {
  const { keep, total, rows } = await explainedFigures(ctx, sel, by, periods);
  const lines = [
    ...explainedHeadline(intent, sel, total, periods),
    ...explainedTable(by, rows, keep, periods, sel.display.currency),
  ];
  if (notes.length > 0) lines.push('', `Note: ${notes.join('; ')}.`);
  lines.push('', footer(ctx, sel.scope, METRIC_NOTE.effective));
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'azure/cost-overview', tab: 'By service' },
      ...(by === 'subscription' ? [{ name: 'azure/subscriptions', tab: 'Subscriptions' }] : []),
      { name: 'azure/cost-overview', tab: 'Summary' },
      { name: 'overview' },
    ],
    followups: explainedFollowups(sel, rows, by, periods.current),
  };
}

/** The groups whose cost changed most (up to 8): both periods' sums and the change. */
function groupChangeTable(sel: Selection, groupBy: Dimension, before: Rows, after: Rows, periods: Periods) {
  const amount = amountOf(sel);
  const converted = convertedOf(sel);
  const [one] = dimensionNames(groupBy, sel);
  const was = new Map(rankGroups(before));
  const now = new Map(rankGroups(after));
  const groups = [...new Set([...was.keys(), ...now.keys()])]
    .map((group) => ({ group, a: was.get(group) ?? 0n, b: now.get(group) ?? 0n }))
    .sort((x, y) => {
      const dx = x.b - x.a < 0n ? x.a - x.b : x.b - x.a;
      const dy = y.b - y.a < 0n ? y.a - y.b : y.b - y.a;
      return dy > dx ? 1 : dy < dx ? -1 : compareGroups(x.group, y.group);
    })
    .slice(0, 8);
  return table(
    [
      { title: one },
      { title: monthHeader(periods.previous), align: 'right' },
      { title: monthHeader(periods.current), align: 'right' },
      { title: 'Change', align: 'right' },
    ],
    groups.map((g) => [
      groupLabel(g.group, groupBy),
      amount(g.a),
      amount(g.b),
      signedAmount(formatDifference(converted(g.b), converted(g.a)), sel.display.currency),
    ]),
  );
}

/** A change read as the two periods' sums and their difference, per group when asked. */
async function summedChange(
  ctx: AnswerContext,
  intent: Intent,
  sel: Selection,
  groupBy: Dimension | undefined,
  periods: Periods,
  notes: string[],
): Promise<Draft> {
  const { previous, current } = periods;
  const amount = amountOf(sel);
  const converted = convertedOf(sel);
  const dimension = groupBy ? toCostDimension(groupBy) : undefined;
  const [before, after] = await Promise.all([
    aggregate(ctx, sel, previous, { groupBy: sel.pick ? undefined : dimension }),
    aggregate(ctx, sel, current, { groupBy: sel.pick ? undefined : dimension }),
  ]);
  const previousAttos = sumOf(before);
  const currentAttos = sumOf(after);
  const difference = formatDifference(converted(currentAttos), converted(previousAttos));
  const lines = [
    `${costClause(intent, sel, amount(currentAttos), current.label)}, against **${amount(previousAttos)}** in ${previous.label}: ` +
      `**${signedAmount(difference, sel.display.currency)}** (${percent(ratioOf(currentAttos - previousAttos, previousAttos) ?? 0, true)}).`,
  ];
  if (dimension && !sel.pick && groupBy)
    lines.push('', groupChangeTable(sel, groupBy, before, after, periods));
  if (sel.pick || sel.metric !== 'effective') {
    lines.push(
      '',
      'The split into usage and price effects is shown per service, subscription or region of effective cost.',
    );
  }
  if (notes.length > 0) lines.push('', `Note: ${notes.join('; ')}.`);
  lines.push('', footer(ctx, sel.scope, costNote(sel)));
  return {
    markdown: lines.join('\n'),
    pages: pagesFor(groupBy, sel, intent),
    followups: costFollowups(ctx, sel, current.phrase, []),
  };
}

/** A change between two periods, explained by usage and price where the cost pages do. */
export async function answerChange(
  ctx: AnswerContext,
  intent: Intent,
  sel: Selection,
  groupBy: Dimension | undefined,
): Promise<Draft> {
  const available = ctx.available ?? { first: 0, last: 0 };
  const asked = changePeriods(intent, available);
  const current = clampPeriod(asked.current, available);
  if (!current) return outsideData(ctx, asked.current, sel);
  const previous = clampPeriod(asked.previous, available);
  if (!previous) return noEarlierData(ctx, sel, asked, available);
  const periods = { previous: previous.period, current: current.period };
  const notes = [current.note, previous.note].filter((n): n is string => Boolean(n));
  const by = explanationBy(sel, groupBy);
  return by
    ? explainedChange(ctx, intent, sel, by, periods, notes)
    : summedChange(ctx, intent, sel, groupBy, periods, notes);
}
