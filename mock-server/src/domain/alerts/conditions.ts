/**
 * When an alert definition fires, on the tenant's figures in its currency, in cents (each figure
 * rounded once, from the exact sums):
 *
 * - **cost**: the effective cost of the current month of the data, over the threshold (one cent
 *   over fires; exactly at it does not);
 * - **budget**: a budget's actual cost at its percentage of the amount or more (exactly at it
 *   fires), or else its month-end forecast at it (the early warning, which clears when the actual
 *   alert takes over);
 * - **anomaly**: each anomaly found in the current month of the data, once;
 * - **licence-waste**: the licence waste a month, over the threshold.
 *
 * A firing names its scope and period: an alert is raised once per definition, scope and period
 * (alerts/alerting.ts derives the alert's id from them).
 */
import type { components } from '@portal/contracts/openapi';
import { parseDecimalToMicros } from '../money.ts';

type Schemas = components['schemas'];
type Definition = Schemas['AlertDefinitionInput'] & { id: string };

/** The figures the definitions are evaluated on, in the tenant's currency. */
export interface TenantFigures {
  currency: string;
  /** The current month of the cost data (YYYY-MM); undefined without cost data. */
  month: string | undefined;
  monthCostCents: bigint;
  budgets: readonly {
    id: string;
    name: string;
    amountCents: bigint;
    actualCents: bigint;
    forecastCents: bigint;
  }[];
  anomalies: readonly { id: string; day: string; service: string; impactCents: bigint }[];
  /** The licence waste a month and the month it is of (the office data's). */
  licenceWasteCents: bigint;
  licenceMonth: string;
}

/** What a firing alert is about, for its message, its mail and its webhook. */
export interface Firing {
  definitionId: string;
  /** 'tenant', 'budget:<id>:actual', 'budget:<id>:forecast', 'anomaly:<id>'. */
  scope: string;
  /** A month (YYYY-MM) or an anomaly's day. */
  period: string;
  /** What the scope is in words ('Contoso Ltd', 'budget Production'). */
  scopeName: string;
  figureCents: bigint;
  /** The threshold as an amount (cents), or a percentage of `baseCents`. */
  threshold: { cents: bigint } | { percent: number; baseCents: bigint };
  measure: 'actual' | 'forecast' | 'impact' | 'waste';
  severity: Schemas['Severity'];
  /** The portal page that shows the figure (a menu route). */
  page: string;
}

const cents = (amount: string) => parseDecimalToMicros(amount) / 10_000n;

/** Whether `figure` reaches `percent` of `base` (exactly at it does). */
export const reachesPercent = (figure: bigint, base: bigint, percent: number) =>
  base > 0n && figure * 100n >= base * BigInt(percent);

export function firings(definition: Definition, figures: TenantFigures, tenantName: string): Firing[] {
  const base = { definitionId: definition.id };
  if (definition.kind === 'cost') {
    if (!figures.month || definition.threshold === undefined) return [];
    const threshold = cents(definition.threshold);
    if (figures.monthCostCents <= threshold) return [];
    return [
      {
        ...base,
        scope: 'tenant',
        period: figures.month,
        scopeName: tenantName,
        figureCents: figures.monthCostCents,
        threshold: { cents: threshold },
        measure: 'actual',
        severity: 'high',
        page: '/billing/azure/cost-overview',
      },
    ];
  }
  if (definition.kind === 'licence-waste') {
    if (definition.threshold === undefined) return [];
    const threshold = cents(definition.threshold);
    if (figures.licenceWasteCents <= threshold) return [];
    return [
      {
        ...base,
        scope: 'tenant',
        period: figures.licenceMonth,
        scopeName: tenantName,
        figureCents: figures.licenceWasteCents,
        threshold: { cents: threshold },
        measure: 'waste',
        severity: 'low',
        page: '/billing/m365/licences',
      },
    ];
  }
  if (definition.kind === 'anomaly') {
    const month = figures.month;
    if (!month) return [];
    return figures.anomalies
      .filter((a) => a.day.startsWith(month))
      .map((a) => ({
        ...base,
        scope: `anomaly:${a.id}`,
        period: a.day,
        scopeName: a.service,
        figureCents: a.impactCents,
        threshold: { cents: 0n },
        measure: 'impact' as const,
        severity: 'medium' as const,
        page: '/billing/azure/anomalies',
      }));
  }
  const percent = definition.thresholdPercent;
  if (!figures.month || percent === undefined) return [];
  const month = figures.month;
  return figures.budgets.flatMap((b): Firing[] => {
    const actual = reachesPercent(b.actualCents, b.amountCents, percent);
    const forecast = !actual && reachesPercent(b.forecastCents, b.amountCents, percent);
    if (!actual && !forecast) return [];
    return [
      {
        ...base,
        scope: `budget:${b.id}:${actual ? 'actual' : 'forecast'}`,
        period: month,
        scopeName: `budget ${b.name}`,
        figureCents: actual ? b.actualCents : b.forecastCents,
        threshold: { percent, baseCents: b.amountCents },
        measure: actual ? 'actual' : 'forecast',
        severity: actual && percent >= 100 ? 'high' : 'medium',
        page: '/billing/azure/budgets',
      },
    ];
  });
}
