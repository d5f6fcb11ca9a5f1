// What the backend knows of each report type: which kind of report draws it, its title, the page
// to open and its embed tokens' lifetime. The report host (offline/report-host, or the real
// business-intelligence service) draws the report; the handlers read these facts.

/** The kinds of report definition a report type is drawn by. */
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
  // Demo outcomes of the portal's report view (docs/backend/report-host.md).
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
