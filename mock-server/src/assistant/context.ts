/**
 * What every answer of the engine shares: the tenant's data, who asks (for the menu), the data set,
 * the days with data, the tenant's vocabulary, and the draft an answer is built into.
 */
import type { components } from '@portal/contracts/openapi';
import type { DataAccess } from '../data/data-access.ts';
import type { Display } from '../domain/costs/currency.ts';
import { type CostScope, inScope, scopeServices } from '../domain/costs/scopes.ts';
import { dayLabel } from './format.ts';
import type { Intent } from './intent.ts';
import type { PageRef, Viewer } from './links.ts';
import { M365_SERVICE, type Vocabulary } from './vocabulary.ts';

export type Dataset = components['schemas']['ChatDataset'];

/** The data sets as the chat's dropdown names them (spec section 3). */
export const DATASET_LABEL: Record<Dataset, string> = {
  all: 'M365 and Azure data',
  m365: 'M365 data',
  azure: 'Azure data',
};

export interface AnswerContext {
  data: DataAccess;
  viewer: Viewer;
  dataset: Dataset;
  /** The first and last day with cost; undefined when the tenant has none. */
  available: { first: number; last: number } | undefined;
  vocabulary: Vocabulary;
  /**
   * The currency the answer's amounts are in: the one the question names, else the user's display
   * currency. `data.costs` answers in it (each day's cost at its day's rate), as the cost pages do.
   */
  display: Display;
  /** Prices' currency when one was asked for (else the tenant's own, as the office pages show). */
  pricesIn?: Display | undefined;
}

/** An answer before its links are resolved against the viewer's menu. */
export interface Draft {
  markdown: string;
  pages: PageRef[];
  followups: string[];
}

/** Which rows a cost answer reads: every service, the cloud platform's, or the office suite's. */
export type { CostScope } from '../domain/costs/scopes.ts';

/**
 * The rows a question reads under the data set: 'all' reads every row, 'azure' every service but
 * Microsoft 365, 'm365' only Microsoft 365. A question that names the other side of a restricted
 * data set is excluded (`excluded` says which side it named).
 */
export function scopeOf(
  intent: Intent,
  dataset: Dataset,
): { scope: CostScope; excluded: 'azure' | 'm365' | undefined } {
  const m365 = intent.scope === 'm365' || intent.skus.length > 0 || intent.services.includes(M365_SERVICE);
  const azure =
    intent.scope === 'azure' ||
    intent.services.some((s) => s !== M365_SERVICE) ||
    intent.resourceGroups.length > 0 ||
    intent.regions.length > 0 ||
    intent.tags.length > 0;
  if (dataset === 'm365' && azure) return { scope: 'm365', excluded: 'azure' };
  if (dataset === 'azure' && m365) return { scope: 'azure', excluded: 'm365' };
  if (m365 && !azure) return { scope: 'm365', excluded: undefined };
  if (intent.scope === 'azure') return { scope: 'azure', excluded: undefined };
  return { scope: dataset, excluded: undefined };
}

/**
 * The service filter of a cost query: the services the question names, else those of the scope
 * (undefined: no filter). An empty list means no service qualifies.
 */
export function serviceFilter(
  intent: Intent,
  scope: CostScope,
  vocabulary: Vocabulary,
): string[] | undefined {
  const named = intent.services.filter((s) => inScope(scope, s));
  if (named.length > 0) return named;
  if (scope === 'm365') return [M365_SERVICE];
  return scopeServices(scope, vocabulary.services);
}

/** The answer's closing line: the data set and what was counted. */
export function footer(ctx: AnswerContext, scope: CostScope, what?: string): string {
  const parts = [`Data set: ${DATASET_LABEL[ctx.dataset]}`];
  if (scope === 'azure') parts.push('Microsoft 365 excluded');
  if (scope === 'm365' && ctx.dataset !== 'm365') parts.push('Microsoft 365 only');
  if (what) parts.push(what);
  if (ctx.available) parts.push(`data to ${dayLabel(ctx.available.last)}`);
  return `_${parts.join(' · ')}._`;
}

/** The closing line of an answer that is not about costs: the data set and what was counted. */
export const datasetNote = (ctx: AnswerContext, what: string): string =>
  `_Data set: ${DATASET_LABEL[ctx.dataset]} · ${what}._`;

/** What an effective, billed or list figure is. */
export const METRIC_NOTE: Record<Intent['metric'], string> = {
  effective: 'effective cost, commitments amortised',
  billed: 'billed cost',
  list: 'list cost, before discounts',
};

/** The answer for a tenant without any cost data. */
export function noData(ctx: AnswerContext): Draft {
  return {
    markdown: [
      'There is no cost data for this tenant yet, so I cannot answer that from your data.',
      '',
      'Users who manage settings can import a FOCUS export from Azure, AWS or Google Cloud on the settings page; once it is loaded I can answer questions about costs, budgets, anomalies and commitments.',
      '',
      `_Data set: ${DATASET_LABEL[ctx.dataset]}._`,
    ].join('\n'),
    pages: [{ name: 'overview' }, { name: 'azure/cost-overview', tab: 'Summary' }],
    followups: ['What can you answer?', 'Which licences are unassigned?'],
  };
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
