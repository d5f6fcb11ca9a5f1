/**
 * What the portal calls the cost that has no value for a dimension: the rows without a resource
 * group read 'No resource group', never a group of their own named '(none)'. The repositories give
 * such rows a null group; the API, the assistant's answers and the report host's visuals label them
 * here, where text is written. This is the one place of that wording.
 */
import type { CostColumn, CostDimension } from '../data/cost-repository.ts';

const EMPTY_COLUMN_LABEL: Record<CostColumn, string> = {
  service: 'No service',
  serviceCategory: 'No service category',
  subscription: 'No subscription',
  resourceGroup: 'No resource group',
  resource: 'No resource',
  region: 'No region',
  chargeCategory: 'No charge category',
  pricingCategory: 'No pricing category',
};

/** A dimension costs are summed by: a FOCUS column, a tag key, or the report host's licence name. */
export type LabelledDimension = CostDimension | { kind: 'licence' };

/** The words for the cost without a value for `dimension`: 'No resource group', 'No team tag'. */
export function emptyDimensionLabel(dimension: LabelledDimension): string {
  switch (dimension.kind) {
    case 'column':
      return EMPTY_COLUMN_LABEL[dimension.name];
    case 'tag':
      return `No ${dimension.key} tag`;
    case 'licence':
      return 'Unnamed licence';
  }
}

/** A group as users read it: its value, or the dimension's empty label when it has none. */
export function dimensionValueLabel(value: string | null | undefined, dimension: LabelledDimension): string {
  return value === null || value === undefined || value === '' ? emptyDimensionLabel(dimension) : value;
}

/** A FOCUS column as a dimension, for the labels of the callers that name a column. */
export const columnDimension = (name: CostColumn): CostDimension => ({ kind: 'column', name });
