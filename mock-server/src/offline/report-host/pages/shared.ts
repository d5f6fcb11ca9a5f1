/**
 * What the report pages' builders share: the page context (sources, window, filters, money), the
 * cost aggregates they read, and how charge categories, subscriptions and licences read.
 */
import type { CostAggregateQuery, CostRepository } from '../../../data/cost-repository.ts';
import type { ExchangeRateRepository } from '../../../data/exchange-rate-repository.ts';
import type { ReportRepository } from '../../../data/report-repository.ts';
import {
  columnDimension,
  dimensionValueLabel,
  emptyDimensionLabel,
} from '../../../domain/dimension-labels.ts';
import type { Visual } from '../browser/model.ts';
import type { FieldDimension } from '../catalogue.ts';

/** The repositories the figures are read from. */
export interface ReportDataSources {
  costs: CostRepository;
  reports: ReportRepository;
  exchangeRates: ExchangeRateRepository;
}

/** The months a report covers: the last twelve whole months with data, and the month to date. */
export interface ReportWindow {
  months: string[];
  from: number;
  to: number;
  /** The days after the last whole month (the month to date), if any. */
  toDate?: { month: string; from: number; to: number };
  available: { first: number; last: number };
}

/** The sum of integer amounts, exactly. */
export const sum = (values: Iterable<number | bigint>) => {
  let total = 0n;
  for (const value of values) total += BigInt(value);
  return total;
};

/** What a page builder gets: who asks, the window, what the filters allow, and the money formats. */
export interface PageContext {
  sources: ReportDataSources;
  tenantId: string;
  window: ReportWindow;
  allowed: Partial<Record<FieldDimension, string[]>>;
  /**
   * An exact sum (atto-units of the display currency) as a two-decimal amount, rounded once.
   * `sources.costs` answers in the display currency already (each day's cost at its day's rate).
   */
  money: (attos: bigint) => string;
  /** attos × times / per in cents of the display currency, rounded once (a price per seat, an average). */
  share: (attos: bigint, times: number, per: number) => bigint;
  /** An amount of no one day (a licence's price) from the billing currency, at the latest rate, in its own unit. */
  convert: (amount: bigint) => bigint;
}

/** Builds one page's visuals; none when the filters leave nothing to show. */
export type PageBuilder = (page: PageContext) => Promise<Visual[]>;

const costFilters = (page: PageContext): CostAggregateQuery['filters'] => ({
  service: page.allowed.service,
  subscription: page.allowed.subscription,
  chargeCategory: page.allowed.chargeCategory,
});

/** The tenant's cost aggregate, within what the page's filters allow (and the query's own filters). */
export function aggregate(
  page: PageContext,
  query: Pick<CostAggregateQuery, 'metric' | 'granularity' | 'groupBy' | 'fromDay' | 'toDay'> & {
    filters?: CostAggregateQuery['filters'];
  },
) {
  return page.sources.costs.aggregate({
    tenantId: page.tenantId,
    ...query,
    filters: { ...costFilters(page), ...query.filters },
  });
}

/** The window's whole months as a period. */
export const wholeMonths = (window: ReportWindow) => ({
  kind: 'months' as const,
  from: window.months[0] ?? '',
  to: window.months.at(-1) ?? '',
});

/** Per month of the window (and the month to date), the metric's sum. */
export async function monthly(page: PageContext, metric: 'effective' | 'billed', withToDate: boolean) {
  const { window } = page;
  const rows = await aggregate(page, {
    metric,
    granularity: 'month',
    groupBy: undefined,
    fromDay: window.from,
    toDay: withToDate && window.toDate ? window.toDate.to : window.to,
  });
  const byMonth = new Map(rows.map((row) => [row.period ?? '', row.attos]));
  const months = [...window.months, ...(withToDate && window.toDate ? [window.toDate.month] : [])];
  return months.map((month) => ({
    month,
    attos: byMonth.get(month) ?? 0n,
    partial: month === window.toDate?.month,
  }));
}

const CHARGE_ORDER = ['Usage', 'Purchase', 'Tax', 'Credit', 'Adjustment'];
const chargeRank = (category: string) => {
  const index = CHARGE_ORDER.indexOf(category);
  return index < 0 ? CHARGE_ORDER.length : index;
};
/** Charge categories in invoice order (usage first), the unknown ones last by name. */
export const byChargeCategory = (a: string, b: string) => chargeRank(a) - chargeRank(b) || a.localeCompare(b);
/** A charge category as a column or cell reads it; the rows without one say so. */
export const chargeLabel = (category: string | null) =>
  dimensionValueLabel(category, columnDimension('chargeCategory'));
export const subscriptionLabel = (subscription: string | null) =>
  dimensionValueLabel(subscription, columnDimension('subscription'));
export const licenceLabel = (name: string | null) => name ?? emptyDimensionLabel({ kind: 'licence' });

/** The office suite's purchases per month of the window and the month to date, oldest first. */
export async function licencePurchases(page: PageContext) {
  const { window } = page;
  const rows = (
    await page.sources.reports.licencePurchases(
      page.tenantId,
      window.from,
      window.available.last,
      page.allowed.licence,
    )
  ).map((row) => ({
    ...row,
    // Licence prices, in the display currency at the latest rate.
    billedAttos: page.convert(row.billedAttos),
    effectiveAttos: page.convert(row.effectiveAttos),
    listAttos: page.convert(row.listAttos),
  }));
  const months = [...new Set(rows.map((row) => row.month))].sort();
  return months.map((month) => ({ month, rows: rows.filter((row) => row.month === month) }));
}
