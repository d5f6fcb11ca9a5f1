/**
 * What the report host's data routes answer and its page draws: shared by the backend (which
 * computes it) and the host page's script (which draws it). Types only, so the page loads nothing
 * of the backend.
 */

/** A page of a report as powerbi-client lists it: visibility 0 visible, 1 hidden. */
export interface ReportPageInfo {
  name: string;
  displayName: string;
  visibility: 0 | 1;
}

/** A column the report can be filtered by (a powerbi-models filter target) and the values it has. */
export interface ReportField {
  table: string;
  column: string;
  displayName: string;
  values: string[];
}

/** The report as the host needs it before any page is drawn. */
export interface ReportDefinition {
  id: string;
  reportType: string;
  name: string;
  currency: string;
  /** False for a tenant without any cost data: every page shows the empty state. */
  hasData: boolean;
  pages: ReportPageInfo[];
  fields: ReportField[];
}

/** How a value is written: money in the report's currency, a count, a month 'YYYY-MM', or text. */
export type ValueKind = 'currency' | 'count' | 'month' | 'text';

/** A period a figure covers, written in the page's locale. */
export type Period =
  | { kind: 'months'; from: string; to: string }
  | { kind: 'month'; month: string }
  | { kind: 'days'; from: string; to: string };

export interface CardsVisual {
  type: 'cards';
  name: string;
  title: string;
  items: { label: string; value: string; kind: 'currency' | 'count'; period?: Period }[];
}

/** Vertical bars per month (a partial month is marked as such). */
export interface ColumnsVisual {
  type: 'columns';
  name: string;
  title: string;
  kind: 'currency' | 'count';
  period?: Period;
  points: { month: string; value: string; partial?: boolean }[];
}

/** Horizontal bars per category, largest first. */
export interface BarsVisual {
  type: 'bars';
  name: string;
  title: string;
  kind: 'currency' | 'count';
  period?: Period;
  rows: { label: string; value: string }[];
}

export interface TableVisual {
  type: 'table';
  name: string;
  title: string;
  period?: Period;
  columns: { key: string; label: string; kind: ValueKind }[];
  rows: Record<string, string>[];
  total?: Record<string, string>;
}

export interface TextVisual {
  type: 'text';
  name: string;
  title: string;
  text: string;
}

export type Visual = CardsVisual | ColumnsVisual | BarsVisual | TableVisual | TextVisual;

/** One page's visuals for the filters asked for. `empty` says why there is nothing to show. */
export interface ReportPageData {
  page: string;
  currency: string;
  empty?: 'no-data' | 'filtered';
  visuals: Visual[];
}

/** A filter as the host sends it to the data route: the effective conditions on one column. */
export interface FilterCondition {
  table: string;
  column: string;
  operator: 'In' | 'NotIn' | 'All';
  values: (string | number | boolean)[];
}
