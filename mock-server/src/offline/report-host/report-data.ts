/**
 * The figures of the local report host, from the tenant's own cost data through the repositories:
 * exact sums (atto-units) from the database, rounded to the cent once here (money.ts), in the
 * billing currency or a display currency at the stored rates (domain/costs/currency.ts).
 */

import type { CostRepository } from '../../data/cost-repository.ts';
import { latestWholeMonth, monthDays, monthOf } from '../../domain/calendar.ts';
import { convertedCosts } from '../../domain/costs/converted-costs.ts';
import { displayFor } from '../../domain/costs/currency.ts';
import { type CostScope, scopeServices } from '../../domain/costs/scopes.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { formatAttos } from '../../domain/money.ts';
import { type ReportKind, reportTypeEntry } from '../../domain/report-types.ts';
import type { FilterCondition, ReportDefinition, ReportField, ReportPageData } from './browser/model.ts';
import { type FieldDimension, type FieldEntry, REPORT_FIELDS, REPORT_PAGES } from './catalogue.ts';
import { costByService, costBySubscription } from './pages/cost-by-dimension.ts';
import { costDetails } from './pages/cost-details.ts';
import { costSummary } from './pages/cost-summary.ts';
import { credits } from './pages/credits.ts';
import { invoiceLines } from './pages/invoice-lines.ts';
import { invoices } from './pages/invoices.ts';
import { licenceWaste } from './pages/licence-waste.ts';
import { licences } from './pages/licences.ts';
import type { PageBuilder, PageContext, ReportDataSources, ReportWindow } from './pages/shared.ts';

/** The repositories the figures are read from. */
export type { ReportDataSources } from './pages/shared.ts';

/** Who asks: the tenant and report of a verified embed token. */
export interface ReportScope {
  tenantId: string;
  reportType: string;
  reportId: string;
}

/** The window of the tenant's cost data, or undefined when it has none. */
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

/** `numerator / denominator` atto-units in cents, rounded half away from zero once. */
function roundCents(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) return 0n;
  const scale = denominator * 10_000_000_000_000_000n;
  const negative = numerator < 0n !== scale < 0n;
  const a = numerator < 0n ? -numerator : numerator;
  const b = scale < 0n ? -scale : scale;
  const cents = (a * 2n + b) / (2n * b);
  return negative ? -cents : cents;
}

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
      values: window ? await valuesOf(sources, kind, field.dimension, tenantId, window) : [],
    })),
  );
}

/**
 * The cost scope of each kind of report: the Azure cost report counts Azure's services only, as
 * every other surface that says 'Azure' does (domain/costs/scopes.ts).
 */
const REPORT_SCOPES: Record<ReportKind, CostScope> = {
  'azure-cost': 'azure',
  'azure-invoice': 'all',
  'm365-licence': 'all',
};

/** The values a field offers: those in the window, within the report's scope. */
async function valuesOf(
  sources: ReportDataSources,
  kind: ReportKind,
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
  const group = async (name: 'service' | Exclude<FieldDimension, 'licence'>, service?: string[]) =>
    named(
      (
        await sources.costs.aggregate({
          tenantId,
          fromDay: window.from,
          toDay: to,
          metric: 'effective',
          granularity: 'total',
          groupBy: { kind: 'column', name },
          filters: service ? { service } : {},
        })
      ).map((row) => row.group),
    );
  const scope = REPORT_SCOPES[kind];
  const services = scopeServices(scope, await group('service'));
  if (dimension === 'service') return services ?? (await group('service'));
  // Within a scope, a field offers the values its services have (none when it has no service).
  if (services && services.length === 0) return [];
  return group(dimension, services);
}

/** What the report's scope allows of the services, within what the filters allow. */
async function scoped(
  sources: ReportDataSources,
  kind: ReportKind,
  tenantId: string,
  window: ReportWindow,
  allowed: Partial<Record<FieldDimension, string[]>>,
): Promise<Partial<Record<FieldDimension, string[]>>> {
  if (REPORT_SCOPES[kind] === 'all') return allowed;
  const services = await valuesOf(sources, kind, 'service', tenantId, window);
  const wanted = allowed.service;
  return { ...allowed, service: wanted ? services.filter((s) => wanted.includes(s)) : services };
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
    currency: (await displayFor(sources, scope.tenantId, currency)).currency,
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
    throw DomainError.invalidParameter('filters', 'is not JSON');
  }
  if (!Array.isArray(parsed)) throw DomainError.invalidParameter('filters', 'must be an array');
  return parsed.map((item: unknown, index) => {
    const where = `filters[${index}]`;
    if (typeof item !== 'object' || item === null)
      throw DomainError.invalidParameter(where, 'must be an object');
    const { table, column, operator, values } = item as Record<string, unknown>;
    if (!REPORT_FIELDS[kind].some((f) => f.table === table && f.column === column))
      throw DomainError.invalidParameter(
        where,
        `targets ${String(table)}.${String(column)}, which this report cannot filter by`,
      );
    if (operator !== 'In' && operator !== 'NotIn' && operator !== 'All')
      throw DomainError.invalidParameter(`${where}.operator`, 'must be In, NotIn or All');
    if (!Array.isArray(values) || !values.every((v) => ['string', 'number', 'boolean'].includes(typeof v)))
      throw DomainError.invalidParameter(`${where}.values`, 'must be a list of strings, numbers or booleans');
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
        ? await valuesOf(sources, kind, field.dimension, tenantId, window)
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
    throw DomainError.notFound(`The report has no page ${pageName}.`);
  const display = await displayFor(sources, scope.tenantId, requestedCurrency);
  const base = { page: pageName, currency: display.currency };
  const window = await windowOf(sources.costs, scope.tenantId);
  if (!window) return { ...base, empty: 'no-data', visuals: [] };
  const allowed = await scoped(
    sources,
    entry.kind,
    scope.tenantId,
    window,
    await allowedValues(sources, entry.kind, scope.tenantId, window, conditions),
  );
  if (Object.values(allowed).some((values) => values.length === 0))
    return { ...base, empty: 'filtered', visuals: [] };
  // The page's figures read the costs in the display currency, as the portal's screens do.
  const page: PageContext = {
    sources: { ...sources, costs: convertedCosts(sources.costs, display) },
    tenantId: scope.tenantId,
    window,
    allowed,
    money: (attos) => formatAttos(attos),
    share: (attos, times, per) => roundCents(attos * millionths(times), millionths(per)),
    convert: display.convert,
  };
  const visuals = await PAGE_BUILDERS[entry.kind][pageName]?.(page);
  if (!visuals) throw DomainError.notFound(`The report has no page ${pageName}.`);
  return visuals.length === 0 ? { ...base, empty: 'filtered', visuals } : { ...base, visuals };
}

/** Each report's pages by machine name: the builder of its visuals (one module per page, pages/). */
const PAGE_BUILDERS: Record<ReportKind, Record<string, PageBuilder>> = {
  'azure-cost': {
    ReportSection1: costSummary,
    ReportSection2: costByService,
    ReportSection3: costBySubscription,
    ReportSection4: costDetails,
  },
  'azure-invoice': {
    InvoiceSection1: invoices,
    InvoiceSection2: invoiceLines,
    ReportSection3: credits,
  },
  'm365-licence': {
    ReportSection1: licences,
    ReportSection2: licenceWaste,
  },
};
