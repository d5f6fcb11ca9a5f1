/**
 * The demo assistant's answer engine: reads the question (`intent.ts`), computes the answer from the
 * tenant's own data with the helpers the portal's pages use, and returns Markdown with the related
 * pages of the user's menu, two or three follow-up questions it can answer, and the data set.
 */
import type { components } from '@portal/contracts/openapi';
import type { DataAccess } from '../data/data-access.ts';
import { dayOf } from '../domain/calendar.ts';
import { convertedCosts } from '../domain/costs/converted-costs.ts';
import { billingDisplay, type Display, displayFor } from '../domain/costs/currency.ts';
import { type AnswerContext, DATASET_LABEL, type Dataset, type Draft } from './context.ts';
import { answerCost } from './cost-answers.ts';
import { escapeMarkdown } from './format.ts';
import { type Intent, parseQuestion, type Topic } from './intent.ts';
import { answerAnomalies } from './intents/anomalies.ts';
import { answerBudgets } from './intents/budgets.ts';
import { answerBurnDown } from './intents/burn-down.ts';
import { answerCommitments } from './intents/commitments.ts';
import { answerEnrollments } from './intents/enrollments.ts';
import { answerForecast } from './intents/forecast.ts';
import { answerLicences } from './intents/licences.ts';
import { answerRecommendations } from './intents/recommendations.ts';
import { answerSecureScore } from './intents/secure-score.ts';
import { answerSharedCosts } from './intents/shared-costs.ts';
import { relatedLinks, type Viewer } from './links.ts';
import { cachedVocabulary } from './vocabulary.ts';

type RelatedLink = components['schemas']['RelatedLink'];

export type { Dataset } from './context.ts';
export type { Viewer } from './links.ts';

/** What the engine answers. */
export interface AssistantAnswer {
  /** Markdown (no raw HTML). */
  markdown: string;
  links: RelatedLink[];
  followups: string[];
  dataset: Dataset;
  topic: Topic;
}

/** Suggestions when a question cannot be answered, per data set. */
export const SUGGESTIONS: Record<Dataset, string[]> = {
  all: [
    'What did we spend last month?',
    'Which services cost the most this month?',
    'Which budgets are at risk?',
  ],
  m365: [
    'What did Microsoft 365 cost last month?',
    'What do our Microsoft 365 licences cost per SKU this month?',
    'How did the cost of Microsoft 365 change last month?',
  ],
  azure: [
    'Which subscription costs the most this month?',
    'Are there cost anomalies this month?',
    'How are my reservations used?',
  ],
};

const bullets = (items: readonly string[]) =>
  items.map((item) => `- ${escapeMarkdown(item, 200)}`).join('\n');

function unknown(ctx: AnswerContext, question: string): Draft {
  const suggestions = SUGGESTIONS[ctx.dataset];
  return {
    markdown: [
      `I can't answer “${escapeMarkdown(question, 160)}” from your data.`,
      '',
      'I answer questions about your cloud costs (by period, service, subscription, resource group, resource and tag, with trends and month-over-month changes), budgets, anomalies, reservations and savings plans, enrollments, the consumption commitment, shared costs and open savings. For example:',
      '',
      bullets(suggestions),
    ].join('\n'),
    pages: [{ name: 'overview' }, { name: 'azure/cost-overview', tab: 'Summary' }],
    followups: suggestions,
  };
}

function help(ctx: AnswerContext): Draft {
  const examples = [
    'What did Azure cost last month?',
    'Which services cost the most in October 2026?',
    'What does the platform team cost this month?',
    'How did the cost change last month?',
    'Which budgets are at risk?',
    'Are there cost anomalies this month?',
    'How are my reservations used?',
    'What savings are open?',
    'Which licences are unassigned?',
    'What is our Secure Score?',
  ];
  return {
    markdown: [
      "I'm your Cloud Assistant. I answer from your tenant's own cost data, with the same figures as the portal's pages:",
      '',
      '- **Costs** by period (this month, last month, a month by name, the last N months, this year), service, subscription, resource group, resource, region and tag; top N; monthly trends; changes explained by usage and price; the forecast',
      '- **Budgets** and their status, **anomalies**, **reservations and savings plans**, **EA enrollments**, the **consumption commitment** and **shared costs**',
      '- **Licences** (purchased, assigned, unassigned and inactive seats, Copilot seats, licence waste), **recommendations** and their savings, and the **Secure Score**',
      '',
      'Try:',
      '',
      bullets(examples.slice(0, 5)),
      '',
      `_Data set: ${DATASET_LABEL[ctx.dataset]}._`,
    ].join('\n'),
    pages: [{ name: 'overview' }, { name: 'azure/cost-overview', tab: 'Summary' }],
    followups: SUGGESTIONS[ctx.dataset],
  };
}

function screenshotOnly(ctx: AnswerContext): Draft {
  return {
    markdown: [
      "I can't read screenshots yet. Please describe in words what you would like to know; for example:",
      '',
      bullets(SUGGESTIONS[ctx.dataset]),
    ].join('\n'),
    pages: [{ name: 'overview' }],
    followups: SUGGESTIONS[ctx.dataset],
  };
}

async function draftFor(ctx: AnswerContext, intent: Intent, question: string): Promise<Draft> {
  switch (intent.topic) {
    case 'cost':
      return answerCost(ctx, intent);
    case 'forecast':
      return answerForecast(ctx, intent);
    case 'budgets':
      return answerBudgets(ctx, intent);
    case 'anomalies':
      return answerAnomalies(ctx, intent);
    case 'commitments':
      return answerCommitments(ctx, intent);
    case 'savings':
      return answerRecommendations(ctx, intent);
    case 'enrollments':
      return answerEnrollments(ctx);
    case 'burn-down':
      return answerBurnDown(ctx);
    case 'shared-costs':
      return answerSharedCosts(ctx, intent);
    case 'licences':
      return answerLicences(ctx);
    case 'secure-score':
      return answerSecureScore(ctx);
    case 'help':
      return help(ctx);
    case 'unknown':
      return unknown(ctx, question);
  }
}

/** The context an answer is computed in: the days with data and the tenant's vocabulary. */
export async function answerContext(
  data: DataAccess,
  viewer: Viewer,
  dataset: Dataset,
  display: Display = billingDisplay(),
): Promise<AnswerContext> {
  const available = await data.costs.dataRange(viewer.tenantId);
  const vocabulary = await cachedVocabulary(data.costs, viewer.tenantId, available);
  return { data, viewer, dataset, available, vocabulary, display };
}

/**
 * The currency of an answer: the question's, else the user's display currency; one the tenant's
 * rates cannot give is answered in the billing currency.
 */
async function answerDisplay(
  data: DataAccess,
  tenantId: string,
  currency: string | undefined,
): Promise<Display> {
  try {
    return await displayFor(data, tenantId, currency);
  } catch {
    return billingDisplay();
  }
}

/**
 * Answers a question from the tenant's data. `now` is the reference day only when the tenant has
 * no cost data (otherwise the latest day with data is 'today', as on the cost pages).
 */
export async function answerQuestion(input: {
  data: DataAccess;
  viewer: Viewer;
  question: string;
  dataset: Dataset;
  now: Date;
  screenshot?: boolean;
  /** The user's display currency (a question naming one wins). */
  currency?: string | undefined;
}): Promise<AssistantAnswer & { intent: Intent | undefined }> {
  let ctx = await answerContext(input.data, input.viewer, input.dataset);
  const question = input.question.trim();
  let draft: Draft;
  let intent: Intent | undefined;
  if (!question) {
    draft = screenshotOnly(ctx);
  } else {
    const reference = ctx.available?.last ?? dayOf(input.now.toISOString().slice(0, 10));
    intent = parseQuestion(question, ctx.vocabulary, reference);
    // Every figure of the answer reads the costs in its currency, as the cost pages do.
    const asked = intent.currency ?? input.currency;
    const display = await answerDisplay(input.data, input.viewer.tenantId, asked);
    ctx = {
      ...ctx,
      display,
      pricesIn: asked ? display : undefined,
      data: { ...input.data, costs: convertedCosts(input.data.costs, display) },
    };
    draft = await draftFor(ctx, intent, question);
  }
  const links = await relatedLinks(input.data, input.viewer, draft.pages);
  return {
    markdown: draft.markdown,
    links,
    followups: [...new Set(draft.followups)].slice(0, 3),
    dataset: input.dataset,
    topic: intent?.topic ?? 'unknown',
    intent,
  };
}
