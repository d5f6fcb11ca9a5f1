import type { ReportPageInfo } from './browser/model.ts';

/** The report definitions the local report host can draw. */
export type ReportKind = 'azure-cost' | 'azure-invoice' | 'm365-licence';

/** What the backend knows of a report type (a `pbi` feature key, or a custom report's type). */
export interface ReportTypeEntry {
  kind: ReportKind;
  /** The report's title inside the host page. */
  name: string;
  /**
   * The page the portal should open (ReportSettings.reportPage); none means the first page. A
   * page that does not exist makes the portal show 'Configuration Error'.
   */
  reportPage?: string;
  /**
   * The lifetime of the embed tokens the portal gets for it, in seconds (default an hour). A
   * negative one is a demo: the token has expired before the host sees it.
   */
  embedTokenTtlSeconds?: number;
}

export const REPORT_TYPES: Record<string, ReportTypeEntry> = {
  'azure-cost': { kind: 'azure-cost', name: 'Azure cost' },
  'azure-invoice': { kind: 'azure-invoice', name: 'Invoice analysis' },
  'm365-licence': { kind: 'm365-licence', name: 'Licence optimisation' },
  // Demo outcomes of the portal's report view (docs/mock-server.md, 'Report host').
  'azure-chargeback': { kind: 'azure-cost', name: 'Chargeback' },
  'azure-cost-forecast': { kind: 'azure-cost', name: 'Cost forecast', reportPage: 'Forecast' },
  'azure-cost-archive': { kind: 'azure-cost', name: 'Cost archive', embedTokenTtlSeconds: -60 },
};

/** The entry of a report type; types without one are drawn by the kind their name starts with. */
export function reportTypeEntry(reportType: string): ReportTypeEntry {
  const entry = REPORT_TYPES[reportType];
  if (entry) return entry;
  const kind: ReportKind = reportType.startsWith('m365')
    ? 'm365-licence'
    : reportType.includes('invoice')
      ? 'azure-invoice'
      : 'azure-cost';
  return { kind, name: REPORT_TYPES[kind]?.name ?? kind };
}

/**
 * The pages of each kind of report: machine names as the business-intelligence service has them,
 * human display names. The invoice report's first two pages carry 'invoice' in both, so the
 * portal's page-name filter ['invoice'] keeps them and leaves out the third.
 */
export const REPORT_PAGES: Record<ReportKind, ReportPageInfo[]> = {
  'azure-cost': [
    { name: 'ReportSection1', displayName: 'Summary', visibility: 0 },
    { name: 'ReportSection2', displayName: 'By service', visibility: 0 },
    { name: 'ReportSection3', displayName: 'By subscription', visibility: 0 },
    { name: 'ReportSection4', displayName: 'Details', visibility: 1 },
  ],
  'azure-invoice': [
    { name: 'InvoiceSection1', displayName: 'Invoices', visibility: 0 },
    { name: 'InvoiceSection2', displayName: 'Invoice lines', visibility: 0 },
    { name: 'ReportSection3', displayName: 'Credits and adjustments', visibility: 0 },
  ],
  'm365-licence': [
    { name: 'ReportSection1', displayName: 'Licences', visibility: 0 },
    { name: 'ReportSection2', displayName: 'Waste', visibility: 0 },
  ],
};

/** Which cost dimension a filter column restricts. */
export type FieldDimension = 'service' | 'subscription' | 'chargeCategory' | 'licence';

export interface FieldEntry {
  table: string;
  column: string;
  displayName: string;
  dimension: FieldDimension;
}

/** The columns each kind of report can be filtered by (powerbi-models basic filter targets). */
export const REPORT_FIELDS: Record<ReportKind, FieldEntry[]> = {
  'azure-cost': [
    { table: 'Costs', column: 'ServiceName', displayName: 'Service', dimension: 'service' },
    { table: 'Costs', column: 'SubAccountName', displayName: 'Subscription', dimension: 'subscription' },
  ],
  'azure-invoice': [
    { table: 'Costs', column: 'ChargeCategory', displayName: 'Charge category', dimension: 'chargeCategory' },
    { table: 'Costs', column: 'SubAccountName', displayName: 'Subscription', dimension: 'subscription' },
  ],
  'm365-licence': [{ table: 'Licences', column: 'SkuName', displayName: 'Licence', dimension: 'licence' }],
};
