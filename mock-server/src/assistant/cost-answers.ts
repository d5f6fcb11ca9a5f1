/**
 * Answers about costs: reads the question's rows under its data set (`cost-selection.ts`) and
 * answers by its shape, one module per intent in `intents/`: a total, a named resource, a
 * breakdown or the top N by a dimension, a monthly trend, a change explained by usage and price
 * (the forecast is `intents/forecast.ts`). Every figure comes from the same repository calls and
 * domain helpers as the cost pages, summed in micro-units and rounded to the cent once.
 */
import { monthOf } from '../domain/calendar.ts';
import { type AnswerContext, type Draft, excludedAnswer, noData, scopeOf } from './context.ts';
import { selectionOf } from './cost-selection.ts';
import { outsideData } from './cost-wording.ts';
import type { Intent } from './intent.ts';
import { answerBreakdown } from './intents/breakdown.ts';
import { answerChange } from './intents/change.ts';
import { answerResource } from './intents/resource.ts';
import { answerTotal } from './intents/total.ts';
import { answerTrend } from './intents/trend.ts';
import { clampPeriod, monthPeriod } from './periods.ts';

/** A cost question, answered by its shape. */
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
