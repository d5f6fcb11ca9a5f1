/**
 * The FOCUS datasets an export may hold beside its cost and usage rows, by their Dataset IDs
 * (specification/datasets/<dataset>/dataset.md): FOCUS 1.3's Contract Commitment, FOCUS 1.4's
 * Invoice Detail and Billing Period. The import reads Cost and Usage; a file of another dataset is
 * known by its columns (those of its own that Cost and Usage never has) or by what the export's
 * manifest says of it, and is passed over, named in the import's result.
 */

export type FocusDatasetId = 'CostAndUsage' | 'ContractCommitment' | 'InvoiceDetail' | 'BillingPeriod';

export interface OtherFocusDataset {
  id: Exclude<FocusDatasetId, 'CostAndUsage'>;
  /** As a sentence names it: 'invoice detail'. */
  name: string;
  /** Its own columns, which a Cost and Usage file never has. */
  columns: readonly string[];
  /** The FOCUS version that brought it. */
  since: '1.3' | '1.4';
}

export const OTHER_FOCUS_DATASETS: readonly OtherFocusDataset[] = [
  {
    id: 'ContractCommitment',
    name: 'contract commitment',
    since: '1.3',
    columns: [
      'ContractCommitmentId',
      'ContractCommitmentCategory',
      'ContractCommitmentCost',
      'ContractCommitmentDescription',
      'ContractCommitmentPeriodEnd',
      'ContractCommitmentPeriodStart',
      'ContractCommitmentQuantity',
      'ContractCommitmentType',
      'ContractCommitmentUnit',
      'ContractPeriodEnd',
      'ContractPeriodStart',
    ],
  },
  {
    id: 'InvoiceDetail',
    name: 'invoice detail',
    since: '1.4',
    columns: [
      'InvoiceDetailCreated',
      'InvoiceDetailDescription',
      'InvoiceDetailGrain',
      'InvoiceDetailLastUpdated',
      'InvoiceIssueDate',
      'InvoiceIssueStatus',
      'PaymentCurrency',
      'PaymentCurrencyBilledCost',
      'PaymentCurrencyInvoiceDetailId',
      'PaymentDueDate',
      'PaymentTerms',
      'PurchaseOrderNumber',
      'ReferenceInvoiceId',
    ],
  },
  {
    id: 'BillingPeriod',
    name: 'billing period',
    since: '1.4',
    columns: ['BillingPeriodStatus', 'BillingPeriodCreated', 'BillingPeriodLastUpdated'],
  },
];

/** How names are compared: case, spaces, underscores and hyphens do not count. */
export const normaliseName = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');

/** Names a folder or a manifest may give each dataset (its ID, 'invoice_detail', Azure's 'FocusCost'). */
const DATASET_NAMES = new Map<string, FocusDatasetId>([
  ['costandusage', 'CostAndUsage'],
  ['focuscost', 'CostAndUsage'],
  ...OTHER_FOCUS_DATASETS.map((d) => [normaliseName(d.id), d.id] as const),
]);

/** The dataset a name stands for ('InvoiceDetail', 'invoice-detail', 'FocusCost'), if any. */
export const datasetNamed = (name: string): FocusDatasetId | undefined =>
  DATASET_NAMES.get(normaliseName(name));

export const otherDataset = (id: FocusDatasetId | undefined): OtherFocusDataset | undefined =>
  OTHER_FOCUS_DATASETS.find((d) => d.id === id);

/**
 * The other dataset a header is of, and the column of its that tells it: only a header without
 * every column Cost and Usage must have (`mandatory`, normalised) is one, so a 1.4 cost file with
 * its InvoiceDetailId stays cost and usage.
 */
export function otherDatasetOfHeader(
  positions: ReadonlyMap<string, number>,
  mandatory: readonly string[],
): { dataset: OtherFocusDataset; column: string } | undefined {
  if (mandatory.every((column) => positions.has(normaliseName(column)))) return undefined;
  for (const dataset of OTHER_FOCUS_DATASETS) {
    const column = dataset.columns.find((c) => positions.has(normaliseName(c)));
    if (column) return { dataset, column };
  }
  return undefined;
}
