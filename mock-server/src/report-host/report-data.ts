import type { CostAggregateQuery, CostRepository } from '../data/cost-repository.ts';
import type { ReportRepository } from '../data/report-repository.ts';
import { isoOf, latestWholeMonth, monthDays, monthOf } from '../domain/calendar.ts';
import { columnDimension, dimensionValueLabel, emptyDimensionLabel } from '../domain/dimension-labels.ts';
import { badRequest, notFound } from '../http/problem.ts';
import { formatCents, formatMicros } from '../money/money.ts';
import { compareGroups, displayCurrency } from '../services/costs.ts';
import type {
  FilterCondition,
  ReportDefinition,
  ReportField,
  ReportPageData,
  TableVisual,
  Visual,
} from './browser/model.ts';
import {
  type FieldDimension,
  type FieldEntry,
  REPORT_FIELDS,
  REPORT_PAGES,
  type ReportKind,
  reportTypeEntry,
} from './catalogue.ts';

/**
 * The figures of the local report host, from the tenant's own cost data through the repositories:
 * integer micro-units summed by the database, rounded to the cent once here (money.ts), in the
 * billing currency or a display currency at the stored rates (services/costs.ts).
 */
export interface ReportDataSources {
  costs: CostRepository;
  reports: ReportRepository;
}

/** Who asks: the tenant and report of a verified embed token. */
export interface ReportScope {
  tenantId: string;
  reportType: string;
  reportId: string;
}

/** The months a report covers: the last twelve whole months with data, and the month to date. */
interface ReportWindow {
  months: string[];
  from: number;
  to: number;
  /** The days after the last whole month (the month to date), if any. */
  toDate?: { month: string; from: number; to: number };
  available: { first: number; last: number };
}

async function windowOf(costs: CostRepository, tenantId: string): Promise<ReportWindow | undefined> {
  const available = await costs.dataRange(tenantId);
  if (!available) return undefined;
  const last = latestWholeMonth(available);
  const months: string[] = [];
  for (let month = last; months.length < 12; month = monthOf(monthDays(month).from - 1)) {
    if (monthDays(month).to < available.first) break;
    months.unshift(month);
  }
  const first = months[0] ?? last;
  const to = monthDays(last).to;
  return {
    months,
    from: monthDays(first).from,
    to,
    ...(available.last > to
      ? { toDate: { month: monthOf(available.last), from: to + 1, to: available.last } }
      : {}),
    available,
  };
}

/** A quantity (seats may be fractional in imported data) in millionths, exactly enough. */
const millionths = (value: number) => BigInt(Math.round(value * 1e6));

/** `numerator / denominator` micro-units in cents, rounded half away from zero once. */
function roundCents(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) return 0n;
  const scale = denominator * 10_000n;
  const negative = numerator < 0n !== scale < 0n;
  const a = numerator < 0n ? -numerator : numerator;
  const b = scale < 0n ? -scale : scale;
  const cents = (a * 2n + b) / (2n * b);
  return negative ? -cents : cents;
}

const sum = (values: Iterable<number | bigint>) => {
  let total = 0n;
  for (const value of values) total += BigInt(value);
  return total;
};

/** The filterable columns of a report with every value they have in its window. */
async function fieldsOf(
  sources: ReportDataSources,
  kind: ReportKind,
  tenantId: string,
  window: ReportWindow | undefined,
): Promise<ReportField[]> {
  return Promise.all(
    REPORT_FIELDS[kind].map(async (field) => ({
      table: field.table,
      column: field.column,
      displayName: field.displayName,
      values: window ? await valuesOf(sources, field.dimension, tenantId, window) : [],
    })),
  );
}

async function valuesOf(
  sources: ReportDataSources,
  dimension: FieldDimension,
  tenantId: string,
  window: ReportWindow,
): Promise<string[]> {
  const to = window.available.last;
  // A filter picks values: the rows without one (null) are no value to pick.
  const named = (values: (string | null)[]) =>
    [...new Set(values)]
      .filter((value): value is string => value !== null)
      .sort((a, b) => a.localeCompare(b));
  if (dimension === 'licence') {
    const rows = await sources.reports.licencePurchases(tenantId, window.from, to);
    return named(rows.map((row) => row.name));
  }
  const rows = await sources.costs.aggregate({
    tenantId,
    fromDay: window.from,
    toDay: to,
    metric: 'effective',
    granularity: 'total',
    groupBy: { kind: 'column', name: dimension },
    filters: {},
  });
  return named(rows.map((row) => row.group));
}

/** The report as the host page needs it first: name, pages and the values of its filter columns. */
export async function reportDefinition(
  sources: ReportDataSources,
  scope: ReportScope,
  currency?: string,
): Promise<ReportDefinition> {
  const entry = reportTypeEntry(scope.reportType);
  const window = await windowOf(sources.costs, scope.tenantId);
  return {
    id: scope.reportId,
    reportType: scope.reportType,
    name: entry.name,
    currency: displayCurrency(currency).currency,
    hasData: window !== undefined,
    pages: REPORT_PAGES[entry.kind],
    fields: await fieldsOf(sources, entry.kind, scope.tenantId, window),
  };
}

/** Parses the `filters` parameter: a JSON array of conditions on the report's columns. */
export function parseConditions(kind: ReportKind, text: string | undefined): FilterCondition[] {
  if (text === undefined || text === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('filters is not JSON');
  }
  if (!Array.isArray(parsed)) throw badRequest('filters must be an array');
  return parsed.map((item: unknown, index) => {
    const where = `filters[${index}]`;
    if (typeof item !== 'object' || item === null) throw badRequest(`${where} must be an object`);
    const { table, column, operator, values } = item as Record<string, unknown>;
    if (!REPORT_FIELDS[kind].some((f) => f.table === table && f.column === column))
      throw badRequest(
        `${where} targets ${String(table)}.${String(column)}, which this report cannot filter by`,
      );
    if (operator !== 'In' && operator !== 'NotIn' && operator !== 'All')
      throw badRequest(`${where}.operator must be In, NotIn or All`);
    if (!Array.isArray(values) || !values.every((v) => ['string', 'number', 'boolean'].includes(typeof v)))
      throw badRequest(`${where}.values must be a list of strings, numbers or booleans`);
    return { table, column, operator, values } as FilterCondition;
  });
}

/**
 * Per filter dimension, the values left after every condition (all of them restrict: In keeps,
 * NotIn removes, All keeps everything); undefined where nothing restricts the dimension.
 */
async function allowedValues(
  sources: ReportDataSources,
  kind: ReportKind,
  tenantId: string,
  window: ReportWindow,
  conditions: FilterCondition[],
): Promise<Partial<Record<FieldDimension, string[]>>> {
  const allowed: Partial<Record<FieldDimension, string[]>> = {};
  for (const condition of conditions) {
    if (condition.operator === 'All') continue;
    const field = REPORT_FIELDS[kind].find(
      (f) => f.table === condition.table && f.column === condition.column,
    ) as FieldEntry;
    const values = new Set(condition.values.map(String));
    const current =
      allowed[field.dimension] ??
      (condition.operator === 'NotIn'
        ? await valuesOf(sources, field.dimension, tenantId, window)
        : undefined);
    allowed[field.dimension] =
      condition.operator === 'In'
        ? current
          ? current.filter((v) => values.has(v))
          : [...values]
        : (current ?? []).filter((v) => !values.has(v));
  }
  return allowed;
}

/** One page's visuals for the tenant, with the filter conditions applied. */
export async function reportPageData(
  sources: ReportDataSources,
  scope: ReportScope,
  pageName: string,
  conditions: FilterCondition[],
  requestedCurrency?: string,
): Promise<ReportPageData> {
  const entry = reportTypeEntry(scope.reportType);
  if (!REPORT_PAGES[entry.kind].some((page) => page.name === pageName))
    throw notFound(`The report has no page ${pageName}.`);
  const money = displayCurrency(requestedCurrency);
  const base = { page: pageName, currency: money.currency };
  const window = await windowOf(sources.costs, scope.tenantId);
  if (!window) return { ...base, empty: 'no-data', visuals: [] };
  const allowed = await allowedValues(sources, entry.kind, scope.tenantId, window, conditions);
  if (Object.values(allowed).some((values) => values.length === 0))
    return { ...base, empty: 'filtered', visuals: [] };
  const page: PageContext = {
    sources,
    tenantId: scope.tenantId,
    window,
    allowed,
    money: (micros) => formatMicros(money.convert(micros)),
    share: (micros, times, per) => roundCents(money.convert(micros) * millionths(times), millionths(per)),
  };
  const visuals = await PAGE_BUILDERS[entry.kind][pageName]?.(page);
  if (!visuals) throw notFound(`The report has no page ${pageName}.`);
  return visuals.length === 0 ? { ...base, empty: 'filtered', visuals } : { ...base, visuals };
}

interface PageContext {
  sources: ReportDataSources;
  tenantId: string;
  window: ReportWindow;
  allowed: Partial<Record<FieldDimension, string[]>>;
  /** Micro-units of the billing currency as a two-decimal amount of the display currency. */
  money: (micros: bigint) => string;
  /** micros × times / per in cents of the display currency, rounded once (a price per seat, an average). */
  share: (micros: bigint, times: number, per: number) => bigint;
}

type PageBuilder = (page: PageContext) => Promise<Visual[]>;

const costFilters = (page: PageContext): CostAggregateQuery['filters'] => ({
  service: page.allowed.service,
  subscription: page.allowed.subscription,
  chargeCategory: page.allowed.chargeCategory,
});

function aggregate(
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

const wholeMonths = (window: ReportWindow) => ({
  kind: 'months' as const,
  from: window.months[0] ?? '',
  to: window.months.at(-1) ?? '',
});

/** Per month of the window (and the month to date), the metric's sum. */
async function monthly(page: PageContext, metric: 'effective' | 'billed', withToDate: boolean) {
  const { window } = page;
  const rows = await aggregate(page, {
    metric,
    granularity: 'month',
    groupBy: undefined,
    fromDay: window.from,
    toDay: withToDate && window.toDate ? window.toDate.to : window.to,
  });
  const byMonth = new Map(rows.map((row) => [row.period ?? '', BigInt(row.micros)]));
  const months = [...window.months, ...(withToDate && window.toDate ? [window.toDate.month] : [])];
  return months.map((month) => ({
    month,
    micros: byMonth.get(month) ?? 0n,
    partial: month === window.toDate?.month,
  }));
}

async function byDimension(page: PageContext, dimension: 'service' | 'subscription', title: string) {
  const { window } = page;
  const rows = await aggregate(page, {
    metric: 'effective',
    granularity: 'total',
    groupBy: { kind: 'column', name: dimension },
    fromDay: window.from,
    toDay: window.to,
  });
  if (rows.length === 0) return [];
  const sorted = rows
    .map((row) => ({ group: row.group, micros: BigInt(row.micros) }))
    .sort((a, b) => (b.micros > a.micros ? 1 : b.micros < a.micros ? -1 : compareGroups(a.group, b.group)));
  const period = wholeMonths(window);
  const label = dimension === 'service' ? 'Service' : 'Subscription';
  // The cost without a service (or subscription) is a bar of its own, not one of them.
  const withValue = sorted.filter((row) => row.group !== null).length;
  return [
    {
      type: 'cards',
      name: `${dimension}Totals`,
      title: 'Totals',
      items: [
        {
          label: 'Effective cost',
          value: page.money(sum(sorted.map((r) => r.micros))),
          kind: 'currency',
          period,
        },
        { label: `${label}s with cost`, value: String(withValue), kind: 'count' },
      ],
    },
    {
      type: 'bars',
      name: `${dimension}Bars`,
      title,
      kind: 'currency',
      period,
      rows: sorted.map((row) => ({
        label: dimensionValueLabel(row.group, columnDimension(dimension)),
        value: page.money(row.micros),
      })),
    },
  ] satisfies Visual[];
}

const CHARGE_ORDER = ['Usage', 'Purchase', 'Tax', 'Credit', 'Adjustment'];
const chargeRank = (category: string) => {
  const index = CHARGE_ORDER.indexOf(category);
  return index < 0 ? CHARGE_ORDER.length : index;
};
const byChargeCategory = (a: string, b: string) => chargeRank(a) - chargeRank(b) || a.localeCompare(b);
/** A charge category as a column or cell reads it; the rows without one say so. */
const chargeLabel = (category: string | null) =>
  dimensionValueLabel(category, columnDimension('chargeCategory'));
const subscriptionLabel = (subscription: string | null) =>
  dimensionValueLabel(subscription, columnDimension('subscription'));
const licenceLabel = (name: string | null) => name ?? emptyDimensionLabel({ kind: 'licence' });

const PAGE_BUILDERS: Record<ReportKind, Record<string, PageBuilder>> = {
  'azure-cost': {
    // Summary: the figures of the cost overview (effective cost), and cost per month.
    ReportSection1: async (page) => {
      const { window } = page;
      const months = await monthly(page, 'effective', true);
      const whole = months.filter((m) => !m.partial);
      const total = sum(whole.map((m) => m.micros));
      const latest = whole.at(-1);
      const toDate = months.find((m) => m.partial);
      if (months.every((m) => m.micros === 0n)) return [];
      return [
        {
          type: 'cards',
          name: 'summaryCards',
          title: 'Effective cost',
          items: [
            {
              label: 'Last twelve months',
              value: page.money(total),
              kind: 'currency',
              period: wholeMonths(window),
            },
            ...(latest
              ? [
                  {
                    label: 'Latest whole month',
                    value: page.money(latest.micros),
                    kind: 'currency' as const,
                    period: { kind: 'month' as const, month: latest.month },
                  },
                ]
              : []),
            ...(toDate && window.toDate
              ? [
                  {
                    label: 'Month to date',
                    value: page.money(toDate.micros),
                    kind: 'currency' as const,
                    period: {
                      kind: 'days' as const,
                      from: isoOf(window.toDate.from),
                      to: isoOf(window.toDate.to),
                    },
                  },
                ]
              : []),
            {
              label: 'Monthly average',
              value: formatCents(page.share(total, 1, Math.max(whole.length, 1))),
              kind: 'currency',
              period: wholeMonths(window),
            },
          ],
        },
        {
          type: 'columns',
          name: 'costPerMonth',
          title: 'Effective cost per month',
          kind: 'currency',
          points: months.map((m) => ({
            month: m.month,
            value: page.money(m.micros),
            ...(m.partial ? { partial: true } : {}),
          })),
        },
      ];
    },
    ReportSection2: (page) => byDimension(page, 'service', 'Effective cost by service'),
    ReportSection3: (page) => byDimension(page, 'subscription', 'Effective cost by subscription'),
    // Details (hidden): the latest whole month's costliest resources.
    ReportSection4: async (page) => {
      const month = page.window.months.at(-1);
      if (!month) return [];
      const { from, to } = monthDays(month);
      if (page.allowed.chargeCategory) return [];
      const result = await page.sources.costs.resourcePage({
        tenantId: page.tenantId,
        fromDay: from,
        toDay: to,
        metric: 'effective',
        search: undefined,
        sort: 'cost',
        order: 'desc',
        offset: 0,
        limit: 20,
        filters: { service: page.allowed.service, subscription: page.allowed.subscription },
      });
      if (result.total === 0) return [];
      return [
        {
          type: 'cards',
          name: 'detailCards',
          title: 'Resources',
          items: [
            {
              label: 'Resources with cost',
              value: String(result.total),
              kind: 'count',
              period: { kind: 'month', month },
            },
            {
              label: 'Their effective cost',
              value: page.money(BigInt(result.micros)),
              kind: 'currency',
              period: { kind: 'month', month },
            },
          ],
        },
        {
          type: 'table',
          name: 'topResources',
          title: 'The 20 costliest resources',
          period: { kind: 'month', month },
          columns: [
            { key: 'name', label: 'Resource', kind: 'text' },
            { key: 'service', label: 'Service', kind: 'text' },
            { key: 'subscription', label: 'Subscription', kind: 'text' },
            { key: 'region', label: 'Region', kind: 'text' },
            { key: 'cost', label: 'Effective cost', kind: 'currency' },
          ],
          rows: result.items.map((item) => ({
            name: item.name,
            service: dimensionValueLabel(item.service, columnDimension('service')),
            subscription: subscriptionLabel(item.subscription),
            region: dimensionValueLabel(item.region, columnDimension('region')),
            cost: page.money(BigInt(item.micros)),
          })),
        },
      ];
    },
  },
  'azure-invoice': {
    // Invoices: billed cost per month (whole months: the month to date is not invoiced yet) by charge category.
    InvoiceSection1: async (page) => {
      const { window } = page;
      const rows = await aggregate(page, {
        metric: 'billed',
        granularity: 'month',
        groupBy: { kind: 'column', name: 'chargeCategory' },
        fromDay: window.from,
        toDay: window.to,
      });
      if (rows.length === 0) return [];
      const categories = [...new Set(rows.map((row) => chargeLabel(row.group)))].sort(byChargeCategory);
      const cell = new Map(
        rows.map((row) => [`${row.period}|${chargeLabel(row.group)}`, BigInt(row.micros)]),
      );
      const monthTotal = (month: string) => sum(categories.map((c) => cell.get(`${month}|${c}`) ?? 0n));
      const table: TableVisual = {
        type: 'table',
        name: 'invoicesByMonth',
        title: 'Billed cost per month by charge category',
        columns: [
          { key: 'month', label: 'Billing period', kind: 'month' },
          ...categories.map((c) => ({ key: c, label: c, kind: 'currency' as const })),
          { key: 'total', label: 'Invoice total', kind: 'currency' },
        ],
        rows: window.months.map((month) => ({
          month,
          ...Object.fromEntries(categories.map((c) => [c, page.money(cell.get(`${month}|${c}`) ?? 0n)])),
          total: page.money(monthTotal(month)),
        })),
        total: {
          month: 'Total',
          ...Object.fromEntries(
            categories.map((c) => [
              c,
              page.money(sum(window.months.map((m) => cell.get(`${m}|${c}`) ?? 0n))),
            ]),
          ),
          total: page.money(sum(rows.map((row) => row.micros))),
        },
      };
      return [
        {
          type: 'cards',
          name: 'invoiceCards',
          title: 'Invoiced',
          items: [
            {
              label: 'Billed, last twelve invoices',
              value: page.money(sum(rows.map((row) => row.micros))),
              kind: 'currency',
              period: wholeMonths(window),
            },
            ...(window.months.length > 0
              ? [
                  {
                    label: 'Latest invoice',
                    value: page.money(monthTotal(window.months.at(-1) ?? '')),
                    kind: 'currency' as const,
                    period: { kind: 'month' as const, month: window.months.at(-1) ?? '' },
                  },
                ]
              : []),
          ],
        },
        {
          type: 'columns',
          name: 'billedPerMonth',
          title: 'Billed cost per month',
          kind: 'currency',
          points: window.months.map((month) => ({ month, value: page.money(monthTotal(month)) })),
        },
        table,
      ];
    },
    // Invoice lines: the latest invoice per charge category and subscription.
    InvoiceSection2: async (page) => {
      const month = page.window.months.at(-1);
      if (!month) return [];
      const { from, to } = monthDays(month);
      const categories = (
        await aggregate(page, {
          metric: 'billed',
          granularity: 'total',
          groupBy: { kind: 'column', name: 'chargeCategory' },
          fromDay: from,
          toDay: to,
        })
      )
        .map((row) => row.group)
        .sort((a, b) => byChargeCategory(chargeLabel(a), chargeLabel(b)));
      const named = categories.filter((category): category is string => category !== null);
      const perSubscription = (chargeCategory?: string[]) =>
        aggregate(page, {
          metric: 'billed',
          granularity: 'total',
          groupBy: { kind: 'column', name: 'subscription' },
          fromDay: from,
          toDay: to,
          ...(chargeCategory ? { filters: { chargeCategory } } : {}),
        });
      const lines: { category: string; subscription: string; micros: bigint }[] = [];
      for (const category of categories) {
        let rows: { group: string | null; micros: number | bigint }[];
        if (category !== null) rows = await perSubscription([category]);
        else {
          // The rows without a charge category cannot be filtered by one: they are what the
          // subscriptions' whole cost leaves after the named categories.
          const whole = await perSubscription();
          const inNamed = new Map(
            (named.length > 0 ? await perSubscription(named) : []).map((row) => [
              row.group,
              BigInt(row.micros),
            ]),
          );
          rows = whole
            .map((row) => ({ group: row.group, micros: BigInt(row.micros) - (inNamed.get(row.group) ?? 0n) }))
            .filter((row) => row.micros !== 0n);
        }
        lines.push(
          ...rows
            .map((row) => ({
              category: chargeLabel(category),
              subscription: subscriptionLabel(row.group),
              micros: BigInt(row.micros),
            }))
            .sort((a, b) => (b.micros > a.micros ? 1 : b.micros < a.micros ? -1 : 0)),
        );
      }
      if (lines.length === 0) return [];
      const total = sum(lines.map((line) => line.micros));
      return [
        {
          type: 'cards',
          name: 'lineCards',
          title: 'Latest invoice',
          items: [
            {
              label: 'Invoice total',
              value: page.money(total),
              kind: 'currency',
              period: { kind: 'month', month },
            },
            { label: 'Invoice lines', value: String(lines.length), kind: 'count' },
          ],
        },
        {
          type: 'table',
          name: 'invoiceLines',
          title: 'Invoice lines',
          period: { kind: 'month', month },
          columns: [
            { key: 'category', label: 'Charge category', kind: 'text' },
            { key: 'subscription', label: 'Subscription', kind: 'text' },
            { key: 'billed', label: 'Billed cost', kind: 'currency' },
          ],
          rows: lines.map((line) => ({
            category: line.category,
            subscription: line.subscription,
            billed: page.money(line.micros),
          })),
          total: { category: 'Total', subscription: '', billed: page.money(total) },
        },
      ];
    },
    // Credits and adjustments per month.
    ReportSection3: async (page) => {
      const { window } = page;
      const wanted = ['Credit', 'Adjustment'].filter(
        (c) => !page.allowed.chargeCategory || page.allowed.chargeCategory.includes(c),
      );
      if (wanted.length === 0) return [];
      const rows = await aggregate(page, {
        metric: 'billed',
        granularity: 'month',
        groupBy: { kind: 'column', name: 'chargeCategory' },
        fromDay: window.from,
        toDay: window.to,
        filters: { chargeCategory: wanted },
      });
      const nonZero = rows.filter((row) => row.micros !== 0);
      if (nonZero.length === 0) return [];
      const totalOf = (category: string) =>
        sum(nonZero.filter((row) => row.group === category).map((row) => row.micros));
      return [
        {
          type: 'cards',
          name: 'creditCards',
          title: 'Credits and adjustments',
          items: wanted.map((category) => ({
            label: `${category}s`,
            value: page.money(totalOf(category)),
            kind: 'currency' as const,
            period: wholeMonths(window),
          })),
        },
        {
          type: 'table',
          name: 'creditLines',
          title: 'Credits and adjustments per month',
          columns: [
            { key: 'month', label: 'Billing period', kind: 'month' },
            { key: 'category', label: 'Charge category', kind: 'text' },
            { key: 'billed', label: 'Billed cost', kind: 'currency' },
          ],
          rows: nonZero.map((row) => ({
            month: row.period ?? '',
            category: chargeLabel(row.group),
            billed: page.money(BigInt(row.micros)),
          })),
          total: {
            month: 'Total',
            category: '',
            billed: page.money(sum(nonZero.map((row) => row.micros))),
          },
        },
      ];
    },
  },
  'm365-licence': {
    // Licences: the latest month's seats and their cost per licence.
    ReportSection1: async (page) => {
      const purchases = await licencePurchases(page);
      const latest = purchases.at(-1);
      if (!latest) return [];
      const rows = latest.rows;
      const seats = rows.reduce((n, row) => n + row.seats, 0);
      const billed = sum(rows.map((row) => row.billedMicros));
      const list = sum(rows.map((row) => row.listMicros));
      const period = { kind: 'month' as const, month: latest.month };
      return [
        {
          type: 'cards',
          name: 'licenceCards',
          title: 'Licences',
          items: [
            { label: 'Seats bought', value: String(seats), kind: 'count', period },
            { label: 'Monthly cost', value: page.money(billed), kind: 'currency', period },
            { label: 'At list prices', value: page.money(list), kind: 'currency', period },
            { label: 'Partner discount', value: page.money(list - billed), kind: 'currency', period },
          ],
        },
        {
          type: 'table',
          name: 'licencesBySku',
          title: 'Seats and cost per licence',
          period,
          columns: [
            { key: 'name', label: 'Licence', kind: 'text' },
            { key: 'seats', label: 'Seats', kind: 'count' },
            { key: 'price', label: 'Price per seat', kind: 'currency' },
            { key: 'billed', label: 'Monthly cost', kind: 'currency' },
            { key: 'list', label: 'At list prices', kind: 'currency' },
          ],
          rows: rows.map((row) => ({
            name: licenceLabel(row.name),
            seats: String(row.seats),
            price: formatCents(page.share(BigInt(row.billedMicros), 1, row.seats)),
            billed: page.money(BigInt(row.billedMicros)),
            list: page.money(BigInt(row.listMicros)),
          })),
          total: {
            name: 'Total',
            seats: String(seats),
            price: '',
            billed: page.money(billed),
            list: page.money(list),
          },
        },
      ];
    },
    // Waste: seats bought since the first month of the window, which are the first to check.
    ReportSection2: async (page) => {
      const purchases = await licencePurchases(page);
      const first = purchases[0];
      const latest = purchases.at(-1);
      if (!first || !latest) return [];
      const rows = latest.rows.map((row) => {
        const before = first.rows.find((r) => r.name === row.name)?.seats ?? 0;
        const added = row.seats - before;
        // What the added seats cost a month at this month's price per seat, rounded once.
        const cents = page.share(BigInt(row.billedMicros), added, row.seats);
        return { name: row.name, before, seats: row.seats, added, cents };
      });
      const added = rows.reduce((n, row) => n + row.added, 0);
      const addedCost = sum(rows.map((row) => row.cents));
      return [
        {
          type: 'cards',
          name: 'wasteCards',
          title: 'Seats added',
          items: [
            {
              label: 'Seats added',
              value: String(added),
              kind: 'count',
              period: { kind: 'months', from: first.month, to: latest.month },
            },
            {
              label: 'Their monthly cost',
              value: formatCents(addedCost),
              kind: 'currency',
              period: { kind: 'month', month: latest.month },
            },
          ],
        },
        {
          type: 'text',
          name: 'wasteNote',
          title: 'Where to look first',
          text:
            'The cost data holds what was bought, not who uses it: seats bought since the first month are the ' +
            'first to check for unassigned or inactive users.',
        },
        {
          type: 'table',
          name: 'seatsAdded',
          title: 'Seats added per licence',
          period: { kind: 'months', from: first.month, to: latest.month },
          columns: [
            { key: 'name', label: 'Licence', kind: 'text' },
            { key: 'before', label: `Seats in the first month`, kind: 'count' },
            { key: 'seats', label: 'Seats now', kind: 'count' },
            { key: 'added', label: 'Added', kind: 'count' },
            { key: 'cost', label: 'Monthly cost of the added seats', kind: 'currency' },
          ],
          rows: rows.map((row) => ({
            name: licenceLabel(row.name),
            before: String(row.before),
            seats: String(row.seats),
            added: String(row.added),
            cost: formatCents(row.cents),
          })),
          total: {
            name: 'Total',
            before: String(rows.reduce((n, row) => n + row.before, 0)),
            seats: String(rows.reduce((n, row) => n + row.seats, 0)),
            added: String(added),
            cost: formatCents(addedCost),
          },
        },
        {
          type: 'columns',
          name: 'seatsPerMonth',
          title: 'Seats bought per month',
          kind: 'count',
          points: purchases.map((p) => ({
            month: p.month,
            value: String(p.rows.reduce((n, row) => n + row.seats, 0)),
          })),
        },
      ];
    },
  },
};

/** The office suite's purchases per month of the window and the month to date, oldest first. */
async function licencePurchases(page: PageContext) {
  const { window } = page;
  const rows = await page.sources.reports.licencePurchases(
    page.tenantId,
    window.from,
    window.available.last,
    page.allowed.licence,
  );
  const months = [...new Set(rows.map((row) => row.month))].sort();
  return months.map((month) => ({ month, rows: rows.filter((row) => row.month === month) }));
}
