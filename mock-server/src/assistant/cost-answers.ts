/**
 * Answers about costs: a total, a breakdown or the top N by a dimension, a monthly trend, a change
 * explained by usage and price, and the month's forecast. Every figure comes from the same
 * repository calls and service helpers as the cost pages (`costs.aggregate`, `resourcePage`,
 * `twoPeriods` with `explainChangeRows`, `costSummary`, `forecastMonth`), summed in micro-units and
 * rounded to the cent once.
 */
import type { CostDimension } from '../data/cost-repository.ts';
import { latestWholeMonth, monthDays, monthOf } from '../domain/calendar.ts';
import { explainChangeRows } from '../domain/costs/change.ts';
import { BILLING_CURRENCY, displayCurrency } from '../domain/costs/currency.ts';
import { compareGroups, rankGroups } from '../domain/costs/groups.ts';
import { costSummary, currentMonth, forecastMonth } from '../domain/costs/summary.ts';
import { columnDimension, emptyDimensionLabel } from '../domain/dimension-labels.ts';
import { formatMicros } from '../domain/money.ts';
import {
  type AnswerContext,
  type CostScope,
  DATASET_LABEL,
  type Draft,
  footer,
  METRIC_NOTE,
  noData,
  scopeOf,
  serviceFilter,
} from './context.ts';
import {
  dayLabel,
  escapeName,
  formatAmount,
  listWords,
  monthLabel,
  percent,
  plural,
  ratioOf,
  shortDayLabel,
  signedAmount,
  table,
} from './format.ts';
import type { Dimension, Intent } from './intent.ts';
import type { PageRef } from './links.ts';
import {
  clampPeriod,
  lastMonths,
  monthPeriod,
  monthsOf,
  type Period,
  previousPeriod,
  rangeLabel,
} from './periods.ts';

const md = (text: string) => escapeName(text);
const bold = (text: string) => `**${md(text)}**`;

/** The rows a cost answer reads: services (scope), subscriptions, regions, charge categories. */
interface Selection {
  scope: CostScope;
  services: string[] | undefined;
  subscriptions: string[] | undefined;
  regions: string[] | undefined;
  chargeCategories: string[] | undefined;
  /** A dimension the cost query cannot filter by, read by grouping and picking one group. */
  pick: { dimension: CostDimension; value: string; label: string } | undefined;
  metric: Intent['metric'];
  display: ReturnType<typeof displayCurrency>;
}

const orUndefined = (list: string[]) => (list.length > 0 ? list : undefined);

function selectionOf(ctx: AnswerContext, intent: Intent, scope: CostScope): Selection {
  const tag = intent.tags[0];
  const group = intent.resourceGroups[0];
  return {
    scope,
    services: serviceFilter(intent, scope, ctx.vocabulary),
    subscriptions: orUndefined(intent.subscriptions),
    regions: orUndefined(intent.regions),
    chargeCategories: orUndefined(intent.chargeCategories),
    pick: group
      ? {
          dimension: { kind: 'column', name: 'resourceGroup' },
          value: group,
          label: `resource group ${bold(group)}`,
        }
      : tag
        ? {
            dimension: { kind: 'tag', key: tag.key },
            value: tag.value,
            label: `tag ${bold(`${tag.key} = ${tag.value}`)}`,
          }
        : undefined,
    metric: intent.metric,
    display: displayCurrency(intent.currency),
  };
}

/**
 * What the selection is, in words ('**Storage** in subscription **x**', 'Azure', 'tax on Azure');
 * empty for everything.
 */
function subjectOf(intent: Intent, sel: Selection): string {
  const named = intent.services.filter((s) => sel.services?.includes(s));
  let base: string;
  if (intent.skus.length > 0) base = `${listWords(intent.skus.map(bold))} licences`;
  else if (named.length > 0) base = listWords(named.map(bold));
  else base = sel.scope === 'azure' ? 'Azure' : sel.scope === 'm365' ? 'Microsoft 365' : '';
  if (sel.chargeCategories) {
    const charges = listWords(sel.chargeCategories.map((c) => c.toLowerCase()));
    base = base ? `${charges} on ${base}` : charges;
  }
  const qualifiers: string[] = [];
  if (sel.subscriptions) qualifiers.push(`subscription ${listWords(sel.subscriptions.map(bold))}`);
  if (sel.pick) qualifiers.push(sel.pick.label);
  if (sel.regions) qualifiers.push(listWords(sel.regions.map(bold)));
  const [first, ...others] = base ? [base, ...qualifiers.map((q) => `in ${q}`)] : qualifiers;
  const text = [first, ...others].filter(Boolean).join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

/** 'You spent **$1.00** in October 2026' or '**Storage** cost **$1.00** in October 2026'. */
function costClause(intent: Intent, sel: Selection, amount: string, when: string): string {
  const subject = subjectOf(intent, sel);
  return subject ? `${subject} cost **${amount}** in ${when}` : `You spent **${amount}** in ${when}`;
}

/** One period's sums, per group or per month when asked, in micro-units of the billing currency. */
async function aggregate(
  ctx: AnswerContext,
  sel: Selection,
  period: { from: number; to: number },
  options: { groupBy?: CostDimension | undefined; granularity?: 'total' | 'month' } = {},
): Promise<{ period: string | null; group: string | null; micros: bigint }[]> {
  if (sel.services && sel.services.length === 0) return [];
  const groupBy = sel.pick && !options.groupBy ? sel.pick.dimension : options.groupBy;
  const rows = await ctx.data.costs.aggregate({
    tenantId: ctx.viewer.tenantId,
    fromDay: period.from,
    toDay: period.to,
    metric: sel.metric,
    granularity: options.granularity ?? 'total',
    groupBy,
    filters: {
      service: sel.services,
      subscription: sel.subscriptions,
      region: sel.regions,
      chargeCategory: sel.chargeCategories,
    },
  });
  const picked = sel.pick && !options.groupBy ? rows.filter((row) => row.group === sel.pick?.value) : rows;
  return picked.map((row) => ({
    period: row.period,
    group: sel.pick && !options.groupBy ? null : row.group,
    micros: BigInt(row.micros),
  }));
}

const sumOf = (rows: readonly { micros: bigint }[]) => rows.reduce((sum, row) => sum + row.micros, 0n);

/** The answer's amounts in the display currency: converted from micro-units, rounded once. */
const amountOf = (sel: Selection) => (micros: bigint) =>
  formatAmount(formatMicros(sel.display.convert(micros)), sel.display.currency);

function currencyNote(sel: Selection): string | undefined {
  const rate = sel.display.exchangeRate;
  return rate ? `converted from USD at ${rate.rate} per USD, the stored rate of ${rate.asOf}` : undefined;
}

const DIMENSION_TITLE: Record<string, [one: string, many: string]> = {
  service: ['Service', 'services'],
  subscription: ['Subscription', 'subscriptions'],
  resourceGroup: ['Resource group', 'resource groups'],
  region: ['Region', 'regions'],
  chargeCategory: ['Charge category', 'charge categories'],
  resource: ['Resource', 'resources'],
};

function dimensionNames(dimension: Dimension, sel: Selection): [one: string, many: string] {
  if (dimension.kind === 'tag') {
    const key = dimension.key;
    return [`${key.charAt(0).toUpperCase()}${key.slice(1)} (tag)`, `values of the tag ${key}`];
  }
  if (dimension.kind === 'resource' && sel.scope === 'm365') return ['Licence SKU', 'licence SKUs'];
  return DIMENSION_TITLE[dimension.kind === 'column' ? dimension.name : 'resource'] ?? ['Group', 'groups'];
}

const toCostDimension = (dimension: Dimension): CostDimension | undefined =>
  dimension.kind === 'tag'
    ? { kind: 'tag', key: dimension.key }
    : dimension.kind === 'column'
      ? { kind: 'column', name: dimension.name }
      : undefined;

/**
 * A group's name as markdown; the rows without a value (group null) are named for what they lack
 * ('No resource group', 'No team tag'), never as if they were a group of their own.
 */
const groupLabel = (group: string | null, dimension: Dimension) =>
  md(group ?? emptyDimensionLabel(toCostDimension(dimension) ?? columnDimension('resource')));

/** Why some rows have no value for the dimension, said under a table that lists them. */
function emptyGroupNote(dimension: Dimension): string | undefined {
  if (dimension.kind !== 'column' || (dimension.name !== 'resourceGroup' && dimension.name !== 'region'))
    return undefined;
  return `${groupLabel(null, dimension)} sums the rows without one: tax, credits and licences.`;
}

/** The pages that show a dimension's figures. */
function pagesFor(dimension: Dimension | undefined, sel: Selection, intent: Intent): PageRef[] {
  const pages: PageRef[] = [];
  const tagKey = dimension?.kind === 'tag' ? dimension.key : intent.tags[0]?.key;
  if (sel.scope === 'm365') pages.push({ name: 'm365/licences', tab: 'Licences' });
  if (dimension?.kind === 'column' && dimension.name === 'subscription')
    pages.push({ name: 'azure/subscriptions', tab: 'Subscriptions' });
  if (intent.subscriptions.length > 0) pages.push({ name: 'azure/subscriptions', tab: 'Subscriptions' });
  if (tagKey === 'project') pages.push({ name: 'azure/shared-costs', tab: 'Project costs' });
  if (tagKey === 'team') pages.push({ name: 'azure/shared-costs', tab: 'Shared costs' });
  if (
    dimension?.kind === 'resource' ||
    (dimension?.kind === 'column' && (dimension.name === 'resourceGroup' || dimension.name === 'region')) ||
    intent.resourceGroups.length > 0 ||
    intent.resources.length > 0 ||
    tagKey !== undefined
  ) {
    pages.push({ name: 'azure/cost-overview', tab: 'Resources' });
    pages.push({ name: 'azure/resources' });
  }
  pages.push({ name: 'azure/cost-overview', tab: 'By service' });
  pages.push({ name: 'azure/cost-overview', tab: 'Summary' });
  pages.push({ name: 'overview' });
  return pages;
}

/** The follow-ups of a cost answer, in words the engine reads (the data set decides which). */
function costFollowups(ctx: AnswerContext, sel: Selection, phrase: string, avoid: string[]): string[] {
  const list =
    sel.scope === 'm365'
      ? [
          `What do our Microsoft 365 licences cost per SKU ${phrase}?`,
          'How did the cost of Microsoft 365 change last month?',
          'Show the monthly trend of Microsoft 365 over the last 6 months',
          'Which licences are unassigned?',
        ]
      : [
          `Which services cost the most ${phrase}?`,
          `Which subscriptions cost the most ${phrase}?`,
          'How did the cost change last month?',
          'Show the monthly cost trend of the last 6 months',
          'What is the forecast for this month?',
          `Which resources cost the most ${phrase}?`,
          ...(ctx.dataset === 'all' ? ['What did Microsoft 365 cost last month?'] : []),
        ];
  return list.filter((q) => !avoid.includes(q)).slice(0, 3);
}

/** An answer for a question the data set leaves out. */
export function excludedAnswer(ctx: AnswerContext, excluded: 'azure' | 'm365'): Draft {
  const other = excluded === 'azure' ? 'Azure' : 'Microsoft 365';
  const label = DATASET_LABEL[ctx.dataset];
  const switchTo =
    excluded === 'azure' ? "'Azure data' or 'M365 and Azure data'" : "'M365 data' or 'M365 and Azure data'";
  return {
    markdown: [
      `The data set **${label}** leaves out ${other}, so I cannot answer that under it.`,
      '',
      `Switch the data set to ${switchTo} below to ask about ${other}.`,
      '',
      `_Data set: ${label}._`,
    ].join('\n'),
    pages:
      excluded === 'azure'
        ? [{ name: 'azure/cost-overview', tab: 'By service' }, { name: 'overview' }]
        : [{ name: 'm365/licences' }, { name: 'overview' }],
    followups:
      ctx.dataset === 'm365'
        ? [
            'What did Microsoft 365 cost last month?',
            'What do our Microsoft 365 licences cost per SKU this month?',
            'Which licences are unassigned?',
          ]
        : [
            'What did Azure cost last month?',
            'Which services cost the most last month?',
            'Which budgets are at risk?',
          ],
  };
}

/** A cost question. */
export async function answerCost(ctx: AnswerContext, intent: Intent): Promise<Draft> {
  const available = ctx.available;
  if (!available) return noData(ctx);
  const { scope, excluded } = scopeOf(intent, ctx.dataset);
  if (excluded) return excludedAnswer(ctx, excluded);
  const sel = selectionOf(ctx, intent, scope);
  // The office suite has no resource groups or regions: its breakdowns are per licence SKU.
  let groupBy = intent.groupBy;
  if (scope === 'm365' && groupBy?.kind === 'column' && groupBy.name === 'service')
    groupBy = { kind: 'resource' };
  if (intent.shape === 'change') return answerChange(ctx, intent, sel, groupBy);
  if (intent.shape === 'trend') return answerTrend(ctx, intent, sel);
  const chosen = intent.periods[0] ?? monthPeriod(monthOf(available.last), available.last);
  const clamped = clampPeriod(chosen, available);
  if (!clamped) return outsideData(ctx, chosen, sel);
  if (groupBy && (intent.shape === 'top' || intent.shape === 'breakdown')) {
    return answerBreakdown(ctx, intent, sel, groupBy, clamped.period, clamped.note);
  }
  if (intent.skus.length > 0 || intent.resources.length > 0) {
    return answerResource(ctx, intent, sel, clamped.period, clamped.note);
  }
  return answerTotal(ctx, intent, sel, clamped.period, clamped.note);
}

function outsideData(ctx: AnswerContext, period: Period, sel: Selection): Draft {
  const available = ctx.available ?? { first: 0, last: 0 };
  return {
    markdown: [
      `There is no cost data for ${period.label}: the data runs from ${rangeLabel(available.first, available.last)}.`,
      '',
      footer(ctx, sel.scope),
    ].join('\n'),
    pages: [{ name: 'azure/cost-overview', tab: 'Summary' }, { name: 'overview' }],
    followups: costFollowups(ctx, sel, 'last month', []),
  };
}

async function answerTotal(
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
    if (sel.scope === 'm365') {
      const page = await resources(ctx, sel, period, { limit: 10 });
      if (page.items.length > 0) {
        // Tax and other charges have no SKU: their row makes the table add up to the total.
        const other = total - page.items.reduce((sum, item) => sum + BigInt(item.micros), 0n);
        lines.push(
          '',
          table(
            [{ title: 'Licence SKU' }, { title: 'Cost', align: 'right' }],
            [
              ...page.items.map((item) => [md(item.name), amount(BigInt(item.micros))]),
              ...(other !== 0n ? [['Tax and other charges', amount(other)]] : []),
            ],
          ),
        );
      }
    } else {
      const ranked = rankGroups(
        await aggregate(ctx, sel, period, { groupBy: { kind: 'column', name: 'service' } }),
      );
      if (ranked.length > 1) {
        lines.push(
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
        );
      }
    }
  }
  lines.push(
    '',
    footer(ctx, sel.scope, [METRIC_NOTE[sel.metric], currencyNote(sel)].filter(Boolean).join(', ')),
  );
  return {
    markdown: lines.join('\n'),
    pages: pagesFor(undefined, sel, intent),
    followups: costFollowups(ctx, sel, period.phrase, []),
  };
}

async function resources(
  ctx: AnswerContext,
  sel: Selection,
  period: { from: number; to: number },
  options: { limit: number; search?: string | undefined; order?: 'asc' | 'desc' },
) {
  if (sel.services && sel.services.length === 0) return { total: 0, micros: 0, items: [] };
  return ctx.data.costs.resourcePage({
    tenantId: ctx.viewer.tenantId,
    fromDay: period.from,
    toDay: period.to,
    metric: sel.metric,
    search: options.search,
    sort: 'cost',
    order: options.order ?? 'desc',
    offset: 0,
    limit: options.limit,
    filters: { service: sel.services, subscription: sel.subscriptions, region: sel.regions },
  });
}

/** A named resource or licence SKU: its cost in the period. */
async function answerResource(
  ctx: AnswerContext,
  intent: Intent,
  sel: Selection,
  period: Period,
  note: string | undefined,
): Promise<Draft> {
  const amount = amountOf(sel);
  const names = intent.skus.length > 0 ? intent.skus : intent.resources;
  const lines: string[] = [];
  const found: string[] = [];
  for (const name of names) {
    const page = await resources(ctx, sel, period, { limit: 20, search: name.toLowerCase() });
    const items = page.items.filter((item) => item.name.toLowerCase() === name.toLowerCase());
    if (items.length === 0) {
      lines.push(`I found no resource named ${bold(name)} with cost in ${period.label}.`);
      continue;
    }
    found.push(name);
    for (const item of items) {
      const where = [
        item.type ? md(item.type) : undefined,
        item.service ? md(item.service) : undefined,
        item.subscription ? `subscription ${md(item.subscription)}` : undefined,
        item.resourceGroup ? `resource group ${md(item.resourceGroup)}` : undefined,
        item.region ? md(item.region) : undefined,
      ].filter(Boolean);
      lines.push(
        `${bold(item.name)} (${where.join(', ')}) cost **${amount(BigInt(item.micros))}** in ${period.label}.`,
      );
    }
  }
  if (note) lines.push('', `Note: ${note}.`);
  lines.push(
    '',
    footer(ctx, sel.scope, [METRIC_NOTE[sel.metric], currencyNote(sel)].filter(Boolean).join(', ')),
  );
  const followups =
    sel.scope === 'm365'
      ? [
          `What do our Microsoft 365 licences cost per SKU ${period.phrase}?`,
          'Which licences are unassigned?',
        ]
      : [
          `Which resources cost the most ${period.phrase}?`,
          `Which resource groups cost the most ${period.phrase}?`,
        ];
  if (found[0] && sel.scope !== 'm365') followups.push(`How did the cost change last month?`);
  return {
    markdown: lines.join('\n'),
    pages: pagesFor({ kind: 'resource' }, sel, intent),
    followups: followups.slice(0, 3),
  };
}

async function answerBreakdown(
  ctx: AnswerContext,
  intent: Intent,
  sel: Selection,
  groupBy: Dimension,
  period: Period,
  note: string | undefined,
): Promise<Draft> {
  const amount = amountOf(sel);
  const [one, many] = dimensionNames(groupBy, sel);
  const lines: string[] = [];
  const what = [METRIC_NOTE[sel.metric], currencyNote(sel)].filter(Boolean).join(', ');
  const limit = intent.top ?? 10;
  const asc = intent.order === 'asc';
  const mostOrLeast = asc ? 'the least' : 'the most';
  const followupAvoid: string[] = [];
  let first: string | undefined;
  const pickNote = (dimension: string) =>
    `${sel.pick?.label ?? ''} can be read as a total but not split by ${dimension} here; the ${dimension} are listed on the Resources tab of the cost overview`;

  if (groupBy.kind === 'resource') {
    if (sel.pick && sel.pick.dimension.kind === 'tag') {
      lines.push(`Note: ${pickNote('resources')}.`, '');
    }
    const search =
      sel.pick?.dimension.kind === 'column' ? `/resourcegroups/${sel.pick.value.toLowerCase()}/` : undefined;
    const page = await resources(ctx, sel, period, { limit, search, order: asc ? 'asc' : 'desc' });
    const all = BigInt(page.micros);
    if (page.items.length === 0) {
      lines.push(`No ${many} had cost in ${period.label}.`);
    } else {
      first = page.items[0]?.name;
      const head =
        intent.top === 1 && page.items[0]
          ? `${bold(page.items[0].name)} cost ${mostOrLeast} in ${period.label}: **${amount(BigInt(page.items[0].micros))}**.`
          : `The ${plural(page.items.length, one.toLowerCase(), many)} that cost ${mostOrLeast} in ${period.label}${sel.pick ? ` (${sel.pick.label})` : ''}:`;
      lines.push(head, '');
      lines.push(
        table(
          [
            { title: one },
            ...(sel.scope === 'm365' ? [] : [{ title: 'Service' }, { title: 'Subscription' }]),
            { title: 'Cost', align: 'right' as const },
          ],
          page.items.map((item) => [
            md(item.name),
            ...(sel.scope === 'm365' ? [] : [md(item.service), md(item.subscription)]),
            amount(BigInt(item.micros)),
          ]),
        ),
      );
      lines.push('', `All ${plural(page.total, one.toLowerCase(), many)} together: **${amount(all)}**.`);
    }
  } else {
    const dimension = toCostDimension(groupBy);
    if (sel.pick && dimension && JSON.stringify(sel.pick.dimension) !== JSON.stringify(dimension)) {
      // A tag or resource group is read by grouping on it: it cannot be split by another dimension.
      const total = sumOf(await aggregate(ctx, sel, period));
      lines.push(`${costClause(intent, sel, amount(total), period.label)}.`, '', `Note: ${pickNote(many)}.`);
    } else {
      const selection = sel.pick ? { ...sel, pick: undefined } : sel;
      const rows = await aggregate(ctx, selection, period, { groupBy: dimension });
      const ranked = rankGroups(rows);
      const total = sumOf(rows);
      // The rows without a value for the dimension are not a group: the most or the least are among
      // the groups that have one, and a breakdown never counts them into 'Other'. They get a row of
      // their own under their label ('No resource group') wherever the table should add up.
      const emptyMicros = ranked.find(([group]) => group === null)?.[1];
      const valued = ranked.filter(([group]) => group !== null);
      const ordered = asc ? [...valued].reverse() : intent.top !== undefined ? valued : ranked;
      const shown = ordered.slice(0, limit);
      const rest = ordered.slice(limit).filter(([group]) => group !== null);
      const restMicros = rest.reduce((sum, [, micros]) => sum + micros, 0n);
      const emptyApart =
        !asc && emptyMicros !== undefined && emptyMicros !== 0n && !shown.some(([group]) => group === null);
      // Follow-ups name a group: the first one that has a value.
      first = shown.find(([group]) => group !== null)?.[0] ?? undefined;
      if (shown.length === 0 && emptyMicros !== undefined && emptyMicros !== 0n) {
        lines.push(
          `No ${many} had cost in ${period.label}: all **${amount(emptyMicros)}** is **${groupLabel(null, groupBy)}**.`,
        );
      } else if (shown.length === 0) {
        const subject = subjectOf(intent, selection);
        lines.push(
          subject ? `${subject} had no cost in ${period.label}.` : `There was no cost in ${period.label}.`,
        );
      } else {
        const [topGroup, topMicros] = shown[0] as [string | null, bigint];
        if (intent.top === 1) {
          lines.push(
            `**${groupLabel(topGroup, groupBy)}** cost ${mostOrLeast} in ${period.label}: **${amount(topMicros)}**, ${percent(ratioOf(topMicros, total) ?? 0)} of the **${amount(total)}** total.`,
          );
          const next = ordered.slice(1, 3);
          if (next.length > 0) {
            lines.push(
              '',
              `Next: ${listWords(next.map(([g, m]) => `**${groupLabel(g, groupBy)}** (${amount(m)})`))}.`,
            );
          }
        } else {
          lines.push(
            intent.top !== undefined
              ? `The ${plural(shown.length, one.toLowerCase(), many)} that cost ${mostOrLeast} in ${period.label}:`
              : `${costClause(intent, selection, amount(total), period.label)}, by ${one.toLowerCase()}:`,
            '',
            table(
              [{ title: one }, { title: 'Cost', align: 'right' }, { title: 'Share', align: 'right' }],
              [
                ...shown.map(([group, micros]) => [
                  groupLabel(group, groupBy),
                  amount(micros),
                  percent(ratioOf(micros, total) ?? 0),
                ]),
                ...(restMicros !== 0n && !asc
                  ? [[`Other (${rest.length})`, amount(restMicros), percent(ratioOf(restMicros, total) ?? 0)]]
                  : []),
                ...(emptyApart
                  ? [
                      [
                        groupLabel(null, groupBy),
                        amount(emptyMicros),
                        percent(ratioOf(emptyMicros, total) ?? 0),
                      ],
                    ]
                  : []),
              ],
            ),
          );
          if (intent.top !== undefined) {
            const together = shown.reduce((sum, [, micros]) => sum + micros, 0n);
            lines.push('', `Together **${amount(together)}** of the **${amount(total)}** total.`);
          }
        }
        const why = emptyGroupNote(groupBy);
        const listed = shown.some(([group]) => group === null) || (emptyApart && intent.top !== 1);
        if (why && listed) lines.push('', why);
      }
    }
  }
  if (note) lines.push('', `Note: ${note}.`);
  lines.push('', footer(ctx, sel.scope, what));
  const followups: string[] = [];
  if (first && groupBy.kind === 'column' && groupBy.name === 'service' && sel.scope !== 'm365') {
    followups.push(`How did the cost of ${first} change last month?`);
  }
  if (first && groupBy.kind === 'column' && groupBy.name === 'subscription') {
    followups.push(`What does ${first} cost by service ${period.phrase}?`);
  }
  if (groupBy.kind === 'column' && groupBy.name === 'service')
    followupAvoid.push(`Which services cost the most ${period.phrase}?`);
  if (groupBy.kind === 'column' && groupBy.name === 'subscription')
    followupAvoid.push(`Which subscriptions cost the most ${period.phrase}?`);
  if (groupBy.kind === 'resource') followupAvoid.push(`Which resources cost the most ${period.phrase}?`);
  followups.push(...costFollowups(ctx, sel, period.phrase, followupAvoid));
  return {
    markdown: lines.join('\n'),
    pages: pagesFor(groupBy, sel, intent),
    followups: [...new Set(followups)].slice(0, 3),
  };
}

/** The monthly trend: one row per month, with its change from the month before. */
async function answerTrend(ctx: AnswerContext, intent: Intent, sel: Selection): Promise<Draft> {
  const available = ctx.available ?? { first: 0, last: 0 };
  const amount = amountOf(sel);
  const asked = intent.periods[0];
  // One month is too short for a trend: the six months to it.
  let period =
    asked && monthsOf(asked).length >= 2
      ? asked
      : asked
        ? { ...lastMonths(6, monthDays(monthOf(asked.to)).to + 1), phrase: asked.phrase }
        : lastMonths(6, available.last);
  const clamped = clampPeriod(period, available);
  if (!clamped) return outsideData(ctx, period, sel);
  period = clamped.period;
  const rows = await aggregate(ctx, sel, period, { granularity: 'month' });
  const perMonth = new Map<string, bigint>();
  for (const row of rows) perMonth.set(row.period ?? '', (perMonth.get(row.period ?? '') ?? 0n) + row.micros);
  const months = monthsOf(period);
  const lines: string[] = [];
  const values = months.map((month) => perMonth.get(month) ?? 0n);
  const firstValue = values[0] ?? 0n;
  const lastValue = values[values.length - 1] ?? 0n;
  const lastMonth = months[months.length - 1] ?? '';
  const partial = period.to < monthDays(lastMonth).to;
  const monthName = (month: string) =>
    month === lastMonth && partial
      ? `${monthLabel(month)} (to ${shortDayLabel(period.to)})`
      : monthLabel(month);
  const firstMonth = months[0] ?? '';
  const comparable = partial && months.length > 2 ? months[months.length - 2] : lastMonth;
  const comparableValue = perMonth.get(comparable ?? '') ?? 0n;
  lines.push(
    `${subjectOf(intent, sel) || 'Your cloud cost'}, month by month from ${monthLabel(firstMonth)} to ${monthName(lastMonth)}: ` +
      `**${amount(firstValue)}** in ${monthLabel(firstMonth)} and **${amount(partial ? comparableValue : lastValue)}** in ${monthLabel(comparable ?? lastMonth)}` +
      (firstValue !== 0n
        ? ` (${percent(ratioOf((partial ? comparableValue : lastValue) - firstValue, firstValue) ?? 0, true)}).`
        : '.'),
  );
  const highest = months.reduce(
    (best, month) =>
      (perMonth.get(month) ?? 0n) > (perMonth.get(best) ?? 0n) && !(month === lastMonth && partial)
        ? month
        : best,
    firstMonth,
  );
  lines.push(
    '',
    `The highest whole month was ${monthLabel(highest)} with **${amount(perMonth.get(highest) ?? 0n)}**.`,
    '',
  );
  lines.push(
    table(
      [{ title: 'Month' }, { title: 'Cost', align: 'right' }, { title: 'Change', align: 'right' }],
      months.map((month, index) => {
        const value = perMonth.get(month) ?? 0n;
        const before = index > 0 ? perMonth.get(months[index - 1] ?? '') : undefined;
        const converted = (micros: bigint) => formatMicros(sel.display.convert(micros));
        const change =
          before === undefined
            ? '–'
            : `${signedAmount(
                // The difference of the two shown figures, so the column reads right to the cent.
                formatDifference(converted(value), converted(before)),
                sel.display.currency,
              )} (${percent(ratioOf(value - before, before) ?? 0, true)})`;
        return [monthName(month), amount(value), change];
      }),
    ),
  );
  if (clamped.note) lines.push('', `Note: ${clamped.note}.`);
  lines.push(
    '',
    footer(ctx, sel.scope, [METRIC_NOTE[sel.metric], currencyNote(sel)].filter(Boolean).join(', ')),
  );
  return {
    markdown: lines.join('\n'),
    pages: [
      { name: 'azure/cost-overview', tab: 'Summary' },
      { name: 'overview' },
      { name: 'azure/cost-overview', tab: 'By service' },
    ],
    followups:
      sel.scope === 'm365'
        ? [
            'How did the cost of Microsoft 365 change last month?',
            'What do our Microsoft 365 licences cost per SKU last month?',
          ]
        : [
            'How did the cost change last month?',
            'What is the forecast for this month?',
            'Which services cost the most last month?',
          ],
  };
}

/** a − b of two-decimal strings, exactly. */
function formatDifference(a: string, b: string): string {
  const cents = (text: string) => BigInt(text.replace('.', ''));
  const value = cents(a) - cents(b);
  const sign = value < 0n ? '-' : '';
  const magnitude = value < 0n ? -value : value;
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}

/**
 * A change between two periods: the month-over-month explanation of the cost pages (usage effect
 * at the earlier unit prices, price effect the rest) per service, subscription or region.
 */
async function answerChange(
  ctx: AnswerContext,
  intent: Intent,
  sel: Selection,
  groupBy: Dimension | undefined,
): Promise<Draft> {
  const available = ctx.available ?? { first: 0, last: 0 };
  let current: Period;
  let previous: Period;
  const [a, b] = intent.periods;
  if (a && b) {
    [previous, current] = a.from <= b.from ? [a, b] : [b, a];
    // 'this month against last month': a month to date is compared with the same days before.
    if (current.kind === 'month-to-date' && previous.kind === 'month')
      previous = previousPeriod(current, available.last);
  } else if (a) {
    current = a;
    previous = previousPeriod(a, available.last);
  } else {
    // As the cost overview's By service tab: the latest whole month against the one before.
    current = monthPeriod(latestWholeMonth(available), available.last);
    previous = previousPeriod(current, available.last);
  }
  const currentClamped = clampPeriod(current, available);
  if (!currentClamped) return outsideData(ctx, current, sel);
  const previousClamped = clampPeriod(previous, available);
  if (!previousClamped) {
    return {
      markdown: [
        `There is no cost data for ${previous.label} to compare ${current.label} with: the data starts on ${dayLabel(available.first)}.`,
        '',
        footer(ctx, sel.scope),
      ].join('\n'),
      pages: [{ name: 'azure/cost-overview', tab: 'Summary' }],
      followups: costFollowups(ctx, sel, current.phrase, []),
    };
  }
  current = currentClamped.period;
  previous = previousClamped.period;
  const notes = [currentClamped.note, previousClamped.note].filter((n): n is string => Boolean(n));
  const usd = (decimal: string) => formatAmount(decimal, BILLING_CURRENCY);
  const lines: string[] = [];

  // The explanation by usage and price reads per service, subscription or region, like the page:
  // a question filtered by one of them (or none) is read from that grouping.
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
  const by: 'service' | 'subscription' | 'region' = asked ?? filtersPresent[0] ?? 'service';
  const explainable =
    !sel.pick &&
    sel.metric === 'effective' &&
    !sel.chargeCategories &&
    (groupBy === undefined || asked !== undefined) &&
    filtersPresent.every((f) => f === by);
  if (explainable) {
    const keep = by === 'service' ? sel.services : by === 'subscription' ? sel.subscriptions : sel.regions;
    const resources = (await ctx.data.costs.twoPeriods(ctx.viewer.tenantId, by, previous, current)).filter(
      (r) => !keep || (r.group !== null && keep.includes(r.group)),
    );
    const { total, rows } = explainChangeRows(resources);
    const previousMicros = BigInt(total.previous.replace('.', '')) * 10_000n;
    const changeMicros = BigInt(total.change.replace('.', '')) * 10_000n;
    const direction = total.change.startsWith('-')
      ? 'down'
      : /^[0.]*$/.test(total.change)
        ? 'unchanged'
        : 'up';
    const changeText = total.change.replace(/^-/, '');
    lines.push(
      `${costClause(intent, sel, usd(total.current), current.label)}, ` +
        (direction === 'unchanged'
          ? `the same as in ${previous.label}.`
          : `${direction} **${usd(changeText)}** (${percent(ratioOf(changeMicros, previousMicros) ?? 0, true)}) from **${usd(total.previous)}** in ${previous.label}.`),
      '',
      `- Usage effect: **${signedAmount(total.usageEffect, BILLING_CURRENCY)}** (the change in quantities at ${previous.kind === 'month' ? `${previous.label}'s` : "the earlier days'"} unit prices)`,
      `- Price effect: **${signedAmount(total.priceEffect, BILLING_CURRENCY)}** (the rest: unit prices, discounts and charges without a quantity)`,
    );
    const shown = rows.filter((r) => !/^-?0\.00$/.test(r.change) || !/^0\.00$/.test(r.current)).slice(0, 8);
    if (shown.length > 1 || (shown.length === 1 && !keep)) {
      const title = by === 'service' ? 'Service' : by === 'subscription' ? 'Subscription' : 'Region';
      lines.push(
        '',
        `The largest changes by ${title.toLowerCase()}:`,
        '',
        table(
          [
            { title },
            { title: monthHeader(previous), align: 'right' },
            { title: monthHeader(current), align: 'right' },
            { title: 'Change', align: 'right' },
            { title: 'Usage', align: 'right' },
            { title: 'Price', align: 'right' },
          ],
          shown.map((r) => [
            groupLabel(r.group, { kind: 'column', name: by }),
            usd(r.previous),
            usd(r.current),
            signedAmount(r.change, BILLING_CURRENCY),
            signedAmount(r.usageEffect, BILLING_CURRENCY),
            signedAmount(r.priceEffect, BILLING_CURRENCY),
          ]),
        ),
      );
    }
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
    if (notes.length > 0) lines.push('', `Note: ${notes.join('; ')}.`);
    if (sel.display.currency !== BILLING_CURRENCY)
      lines.push('', 'Changes are explained in USD, the billing currency.');
    lines.push('', footer(ctx, sel.scope, METRIC_NOTE.effective));
    return {
      markdown: lines.join('\n'),
      pages: [
        { name: 'azure/cost-overview', tab: 'By service' },
        ...(by === 'subscription' ? [{ name: 'azure/subscriptions', tab: 'Subscriptions' }] : []),
        { name: 'azure/cost-overview', tab: 'Summary' },
        { name: 'overview' },
      ],
      followups: followups.slice(0, 3),
    };
  }

  // A tag, a resource group, a charge category or another metric: the two sums and their difference.
  const amount = amountOf(sel);
  const dimension = groupBy ? toCostDimension(groupBy) : undefined;
  const [before, after] = await Promise.all([
    aggregate(ctx, sel, previous, { groupBy: sel.pick ? undefined : dimension }),
    aggregate(ctx, sel, current, { groupBy: sel.pick ? undefined : dimension }),
  ]);
  const previousMicros = sumOf(before);
  const currentMicros = sumOf(after);
  const converted = (micros: bigint) => formatMicros(sel.display.convert(micros));
  const difference = formatDifference(converted(currentMicros), converted(previousMicros));
  lines.push(
    `${costClause(intent, sel, amount(currentMicros), current.label)}, against **${amount(previousMicros)}** in ${previous.label}: ` +
      `**${signedAmount(difference, sel.display.currency)}** (${percent(ratioOf(currentMicros - previousMicros, previousMicros) ?? 0, true)}).`,
  );
  if (dimension && !sel.pick && groupBy) {
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
    lines.push(
      '',
      table(
        [
          { title: one },
          { title: monthHeader(previous), align: 'right' },
          { title: monthHeader(current), align: 'right' },
          { title: 'Change', align: 'right' },
        ],
        groups.map((g) => [
          groupLabel(g.group, groupBy),
          amount(g.a),
          amount(g.b),
          signedAmount(formatDifference(converted(g.b), converted(g.a)), sel.display.currency),
        ]),
      ),
    );
  }
  if (sel.pick || sel.metric !== 'effective') {
    lines.push(
      '',
      'The split into usage and price effects is shown per service, subscription or region of effective cost.',
    );
  }
  if (notes.length > 0) lines.push('', `Note: ${notes.join('; ')}.`);
  lines.push(
    '',
    footer(ctx, sel.scope, [METRIC_NOTE[sel.metric], currencyNote(sel)].filter(Boolean).join(', ')),
  );
  return {
    markdown: lines.join('\n'),
    pages: pagesFor(groupBy, sel, intent),
    followups: costFollowups(ctx, sel, current.phrase, []),
  };
}

/** A period as a column title: 'Oct 2026', or its label when it is not one month. */
const monthHeader = (period: Period) =>
  period.kind === 'month' ? monthLabel(monthOf(period.from)) : rangeLabel(period.from, period.to);

/** The month's forecast, as the overview computes it (the same helpers, filtered by the data set). */
export async function answerForecast(ctx: AnswerContext, intent: Intent): Promise<Draft> {
  if (!ctx.available) return noData(ctx);
  const { scope, excluded } = scopeOf(intent, ctx.dataset);
  if (excluded) return excludedAnswer(ctx, excluded);
  const sel = selectionOf(ctx, intent, scope);
  const amount = amountOf(sel);
  const now = await currentMonth(ctx.data.costs, ctx.viewer.tenantId);
  if (!now) return noData(ctx);
  const filtered =
    sel.services !== undefined ||
    sel.subscriptions !== undefined ||
    sel.regions !== undefined ||
    sel.pick !== undefined;
  let monthToDate: bigint;
  let forecast: bigint;
  let previous: bigint;
  if (
    !filtered &&
    sel.metric === 'effective' &&
    !sel.chargeCategories &&
    sel.display.currency === BILLING_CURRENCY
  ) {
    // The whole tenant: the summary of the overview page itself.
    const summary = await costSummary(ctx.data, ctx.viewer.tenantId, displayCurrency(undefined));
    const micros = (text: string) => BigInt(text.replace('.', '')) * 10_000n;
    monthToDate = micros(summary.monthToDate);
    forecast = micros(summary.forecast);
    previous = micros(summary.previousMonth);
  } else {
    const [soFar, window, before] = await Promise.all([
      aggregate(ctx, sel, now.soFar),
      aggregate(ctx, sel, now.window),
      aggregate(ctx, sel, monthDays(monthOf(now.days.from - 1))),
    ]);
    monthToDate = sumOf(soFar);
    forecast = forecastMonth(monthToDate, sumOf(window), now.windowDays, now.daysLeft);
    previous = sumOf(before);
  }
  const previousMonth = monthOf(now.days.from - 1);
  const lines: string[] = [];
  if (now.daysLeft <= 0) {
    lines.push(
      `${monthLabel(now.month)} is complete: ${costClause(intent, sel, amount(monthToDate), monthLabel(now.month))}.`,
    );
  } else {
    lines.push(
      `The forecast for ${monthLabel(now.month)} is **${amount(forecast)}**${subjectOf(intent, sel) ? ` for ${subjectOf(intent, sel)}` : ''}: ` +
        `**${amount(monthToDate)}** so far (1 to ${shortDayLabel(now.available.last)}) plus the average of the last ${plural(now.windowDays, 'day')} for each of the ${plural(now.daysLeft, 'day')} left.`,
    );
  }
  const converted = (micros: bigint) => formatMicros(sel.display.convert(micros));
  const difference = formatDifference(converted(forecast), converted(previous));
  const direction = difference.startsWith('-')
    ? 'below'
    : /^[0.]*$/.test(difference)
      ? 'level with'
      : 'above';
  lines.push(
    '',
    `${monthLabel(previousMonth)} cost **${amount(previous)}**: the forecast is ` +
      (direction === 'level with'
        ? 'level with it.'
        : `**${formatAmount(difference.replace(/^-/, ''), sel.display.currency)}** (${percent(Math.abs(ratioOf(forecast - previous, previous) ?? 0))}) ${direction} it.`),
    '',
    footer(ctx, sel.scope, [METRIC_NOTE[sel.metric], currencyNote(sel)].filter(Boolean).join(', ')),
  );
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
