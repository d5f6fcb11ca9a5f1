/**
 * How the cost answers word their figures: the subject of a selection, amounts in the display
 * currency, dimension and group names, the pages and follow-ups of a cost answer.
 */

import { monthOf } from '../domain/calendar.ts';
import { COST_SCOPE_NAMES } from '../domain/costs/scopes.ts';
import { columnDimension, emptyDimensionLabel } from '../domain/dimension-labels.ts';
import { formatAttos } from '../domain/money.ts';
import { type AnswerContext, type Draft, footer, METRIC_NOTE } from './context.ts';
import { type Selection, toCostDimension } from './cost-selection.ts';
import { bold, escapeName, formatAmount, listWords, monthLabel } from './format.ts';
import type { Dimension, Intent } from './intent.ts';
import type { PageRef } from './links.ts';
import { type Period, rangeLabel } from './periods.ts';

/**
 * What the selection is, in words ('**Storage** in subscription **x**', 'Azure', 'tax on Azure');
 * empty for everything.
 */
export function subjectOf(intent: Intent, sel: Selection): string {
  const named = intent.services.filter((s) => sel.services?.includes(s));
  let base: string;
  if (intent.skus.length > 0) base = `${listWords(intent.skus.map(bold))} licences`;
  else if (named.length > 0) base = listWords(named.map(bold));
  else base = sel.scope === 'all' ? '' : COST_SCOPE_NAMES[sel.scope];
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
export function costClause(intent: Intent, sel: Selection, amount: string, when: string): string {
  const subject = subjectOf(intent, sel);
  return subject ? `${subject} cost **${amount}** in ${when}` : `You spent **${amount}** in ${when}`;
}

/**
 * The answer's amounts in the display currency, rounded once: the sums were read in it (the
 * context's costs convert each day at its day's rate).
 */
export const amountOf = (sel: Selection) => (attos: bigint) =>
  formatAmount(formatAttos(attos), sel.display.currency);

/** Micro-units of the display currency as a two-decimal string. */
export const convertedOf = (_sel: Selection) => (attos: bigint) => formatAttos(attos);

function currencyNote(sel: Selection): string | undefined {
  const rate = sel.display.exchangeRate;
  if (!rate) return undefined;
  return rate.basis === 'daily'
    ? `converted from ${rate.from} at each day's reference rate (the latest, of ${rate.asOf}: ${rate.rate} per ${rate.from})`
    : `converted from ${rate.from} at ${rate.rate} per ${rate.from}, the stored rate of ${rate.asOf}`;
}

/** What a cost answer counted, for its closing line: the metric and any conversion. */
export const costNote = (sel: Selection): string =>
  [METRIC_NOTE[sel.metric], currencyNote(sel)].filter(Boolean).join(', ');

const DIMENSION_TITLE: Record<string, [one: string, many: string]> = {
  service: ['Service', 'services'],
  subscription: ['Subscription', 'subscriptions'],
  resourceGroup: ['Resource group', 'resource groups'],
  region: ['Region', 'regions'],
  chargeCategory: ['Charge category', 'charge categories'],
  resource: ['Resource', 'resources'],
};

/** A dimension's column title and its plural in a sentence ('Service', 'services'). */
export function dimensionNames(dimension: Dimension, sel: Selection): [one: string, many: string] {
  if (dimension.kind === 'tag') {
    const key = dimension.key;
    return [`${key.charAt(0).toUpperCase()}${key.slice(1)} (tag)`, `values of the tag ${key}`];
  }
  if (dimension.kind === 'resource' && sel.scope === 'm365') return ['Licence SKU', 'licence SKUs'];
  return DIMENSION_TITLE[dimension.kind === 'column' ? dimension.name : 'resource'] ?? ['Group', 'groups'];
}

/**
 * A group's name as markdown; the rows without a value (group null) are named for what they lack
 * ('No resource group', 'No team tag'), never as if they were a group of their own.
 */
export const groupLabel = (group: string | null, dimension: Dimension) =>
  escapeName(group ?? emptyDimensionLabel(toCostDimension(dimension) ?? columnDimension('resource')));

/** Why some rows have no value for the dimension, said under a table that lists them. */
export function emptyGroupNote(dimension: Dimension): string | undefined {
  if (dimension.kind !== 'column' || (dimension.name !== 'resourceGroup' && dimension.name !== 'region'))
    return undefined;
  return `${groupLabel(null, dimension)} sums the rows without one: tax, credits and licences.`;
}

/** A period as a column title: 'Oct 2026', or its label when it is not one month. */
export const monthHeader = (period: Period) =>
  period.kind === 'month' ? monthLabel(monthOf(period.from)) : rangeLabel(period.from, period.to);

/** a − b of two-decimal strings, exactly. */
export function formatDifference(a: string, b: string): string {
  const cents = (text: string) => BigInt(text.replace('.', ''));
  const value = cents(a) - cents(b);
  const sign = value < 0n ? '-' : '';
  const magnitude = value < 0n ? -value : value;
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}

/** The pages that show a dimension's figures. */
export function pagesFor(dimension: Dimension | undefined, sel: Selection, intent: Intent): PageRef[] {
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
export function costFollowups(ctx: AnswerContext, sel: Selection, phrase: string, avoid: string[]): string[] {
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

/** The answer for a period without any cost data. */
export function outsideData(ctx: AnswerContext, period: Period, sel: Selection): Draft {
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
