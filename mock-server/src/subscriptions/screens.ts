/**
 * The screens a user can have mailed, each read as its screen reads it: the same domain functions
 * as its list operation (listBudgets, listCostAnomalies), the costs converted to the e-mail's
 * currency as the screens convert them, the rows in the screen's first order, the screen's columns.
 */
import type { DataAccess } from '../data/data-access.ts';
import { anomalyItems } from '../domain/anomalies/anomalies.ts';
import { computeBudgets } from '../domain/budgets/budgets.ts';
import { inDisplay } from '../domain/costs/converted-costs.ts';
import { displayFor } from '../domain/costs/currency.ts';
import type { Figures } from './figures.ts';

export type ScreenId = 'budgets' | 'anomalies';

export interface ScreenEntry {
  /** The screen's name in the e-mail and the portal. */
  name: string;
  /** The menu page that shows it (what the link opens, what the user must be able to open). */
  page: string;
  read(data: DataAccess, tenantId: string, currency: string): Promise<Figures>;
}

const BUDGET_STATUS = { 'on-track': 'On track', 'at-risk': 'At risk', over: 'Over budget' } as const;

const monthWords = (month: string) =>
  month
    ? new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${month}-01T00:00:00Z`),
      )
    : '';

async function budgets(data: DataAccess, tenantId: string, currency: string): Promise<Figures> {
  const { display: shown, data: converted } = await inDisplay(data, tenantId, currency);
  const { month, budgets: items } = await computeBudgets(converted, tenantId, shown.convert, {
    history: false,
  });
  const scope = (b: (typeof items)[number]) =>
    b.scope.kind === 'tenant'
      ? 'Whole tenant'
      : `${b.scope.kind === 'service' ? 'Service' : 'Subscription'} ${b.scope.value ?? ''}`;
  // The screen's first order: the most used first.
  const sorted = [...items].sort((a, b) => b.usedRatio - a.usedRatio || a.name.localeCompare(b.name));
  return {
    currency: shown.currency,
    period: monthWords(month),
    ...(items.length === 0 ? { empty: 'No budgets are set for this tenant.' } : {}),
    tables: [
      {
        title: 'Budgets',
        columns: [
          { header: 'Budget', kind: 'text' },
          { header: 'Scope', kind: 'text' },
          { header: 'Monthly budget', kind: 'amount' },
          { header: 'Spent this month', kind: 'amount' },
          { header: 'Forecast', kind: 'amount' },
          { header: 'Used (%)', kind: 'percent' },
          { header: 'Status', kind: 'text' },
          { header: 'Owner', kind: 'text' },
        ],
        rows: sorted.map((b) => [
          b.name,
          scope(b),
          b.amount,
          b.actual,
          b.forecast,
          (Math.round(b.usedRatio * 1000) / 10).toFixed(1),
          BUDGET_STATUS[b.status],
          b.owner ?? '',
        ]),
      },
    ],
  };
}

async function anomalies(data: DataAccess, tenantId: string, currency: string): Promise<Figures> {
  const shown = await displayFor(data, tenantId, currency);
  const items = anomalyItems(await data.costEntities.anomalies(tenantId), shown.onDay);
  // The screen's first order: the latest day first.
  const sorted = [...items].sort((a, b) => b.day.localeCompare(a.day) || a.id.localeCompare(b.id));
  const days = sorted.map((a) => a.day);
  return {
    currency: shown.currency,
    period: days.length > 0 ? `${days.at(-1)} to ${days[0]}` : '',
    ...(items.length === 0 ? { empty: "No anomalies: every day's cost stayed near its usual level." } : {}),
    tables: [
      {
        title: 'Anomalies',
        columns: [
          { header: 'Day', kind: 'date' },
          { header: 'Service', kind: 'text' },
          { header: 'Subscription', kind: 'text' },
          { header: 'Expected', kind: 'amount' },
          { header: 'Actual', kind: 'amount' },
          { header: 'Impact', kind: 'amount' },
          { header: 'Usage effect', kind: 'amount' },
          { header: 'Price effect', kind: 'amount' },
          { header: 'Resource that rose most', kind: 'text' },
        ],
        rows: sorted.map((a) => [
          a.day,
          a.service,
          a.subscription,
          a.expected,
          a.actual,
          a.impact,
          a.usageEffect,
          a.priceEffect,
          a.topResource ?? '',
        ]),
      },
    ],
  };
}

export const SCREENS: Record<ScreenId, ScreenEntry> = {
  budgets: { name: 'Budgets', page: 'azure/budgets', read: budgets },
  anomalies: { name: 'Anomalies', page: 'azure/anomalies', read: anomalies },
};
