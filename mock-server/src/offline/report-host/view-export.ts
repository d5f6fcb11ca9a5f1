/**
 * A saved view's figures for its scheduled e-mail: the page its state names, with its report and
 * page filters, read as the host page reads it (report-data.ts), each visual a table.
 */
import { stableUuid } from '../../domain/stable-uuid.ts';
import type { Figures, FigureTable, ViewExporter } from '../../subscriptions/figures.ts';
import { conditionsOf } from './browser/filters.ts';
import type { Period, ReportPageData, ValueKind, Visual } from './browser/model.ts';
import { decodeState } from './browser/protocol-codecs.ts';
import type { ReportDataSources } from './pages/shared.ts';
import { reportDefinition, reportPageData } from './report-data.ts';

const KIND: Record<ValueKind, FigureTable['columns'][number]['kind']> = {
  currency: 'amount',
  count: 'number',
  month: 'month',
  text: 'text',
};

function periodWords(period: Period | undefined): string | undefined {
  if (!period) return undefined;
  if (period.kind === 'month') return period.month;
  return `${period.from} to ${period.to}`;
}

/** A visual as a table; a text visual has no figures. */
function tableOf(visual: Visual): FigureTable | undefined {
  const valueKind = (kind: 'currency' | 'count') => (kind === 'currency' ? 'amount' : 'number');
  switch (visual.type) {
    case 'cards':
      return {
        title: visual.title,
        columns: [
          { header: 'Figure', kind: 'text' },
          { header: 'Value', kind: 'text' },
        ],
        rows: visual.items.map((item) => [item.label, item.value]),
      };
    case 'columns':
      return {
        title: visual.title,
        columns: [
          { header: 'Month', kind: 'month' },
          { header: 'Value', kind: valueKind(visual.kind) },
        ],
        rows: visual.points.map((p) => [p.month, p.value]),
      };
    case 'bars':
      return {
        title: visual.title,
        columns: [
          { header: 'Name', kind: 'text' },
          { header: 'Value', kind: valueKind(visual.kind) },
        ],
        rows: visual.rows.map((r) => [r.label, r.value]),
      };
    case 'table': {
      const rows = visual.rows.map((row) => visual.columns.map((c) => row[c.key] ?? ''));
      const total = visual.total;
      return {
        title: visual.title,
        columns: visual.columns.map((c) => ({ header: c.label, kind: KIND[c.kind] })),
        rows: total ? [...rows, visual.columns.map((c) => total[c.key] ?? '')] : rows,
      };
    }
    default:
      return undefined;
  }
}

function figuresOf(data: ReportPageData, pageName: string): Figures {
  const periods = data.visuals.map((v) => ('period' in v ? periodWords(v.period) : undefined));
  const tables = data.visuals.map(tableOf).filter((t): t is FigureTable => t !== undefined);
  return {
    currency: data.currency,
    period: periods.find((p) => p !== undefined) ?? pageName,
    tables,
    ...(data.empty === 'no-data' ? { empty: 'The report has no data yet.' } : {}),
    ...(data.empty === 'filtered' ? { empty: "The view's filters leave nothing to show." } : {}),
  };
}

/** The exporter of the local report host. */
export function localViewExporter(sources: ReportDataSources): ViewExporter {
  return async ({ tenantId, reportType, state, currency }) => {
    const scope = { tenantId, reportType, reportId: stableUuid(tenantId, 'report', reportType) };
    const definition = await reportDefinition(sources, scope, currency);
    const view = decodeState(state, definition);
    if (typeof view === 'string') return undefined;
    const conditions = [...conditionsOf(view.filters), ...conditionsOf(view.pageFilters[view.page] ?? [])];
    const page = await reportPageData(sources, scope, view.page, conditions, currency);
    const pageName = definition.pages.find((p) => p.name === view.page)?.displayName ?? view.page;
    return figuresOf(page, pageName);
  };
}
