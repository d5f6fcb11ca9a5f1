import type { ReportKind } from '../../domain/report-types.ts';
import type { ReportPageInfo } from './browser/model.ts';

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
