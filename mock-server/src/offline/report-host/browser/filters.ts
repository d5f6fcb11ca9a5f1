import type { FilterCondition, ReportField } from './model.ts';

/** powerbi-models' schema URL of a basic filter (BasicFilter.schemaUrl) and its FilterType.Basic. */
export const BASIC_SCHEMA = 'http://powerbi.com/product/schema#basic';
export const BASIC_FILTER_TYPE = 1;

/** A powerbi-models basic filter on one column: `{$schema, target: {table, column}, operator, values, filterType: 1}`. */
export interface BasicFilter {
  $schema: string;
  target: { table: string; column: string };
  operator: 'In' | 'NotIn' | 'All';
  values: (string | number | boolean)[];
  filterType: number;
  [more: string]: unknown;
}

/** powerbi-models' FiltersOperations of an update request (`{filtersOperation, filters}`). */
export const FiltersOperations = { RemoveAll: 0, ReplaceAll: 1, Add: 2, Replace: 3 } as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a list of filters against the report's columns: each a basic filter (filterType 1 or the
 * basic schema) on a column the report has, with operator In, NotIn or All and a list of plain
 * values. Answers the filters as given (a copy), or what is wrong with the first bad one.
 */
export function validateFilters(input: unknown, fields: readonly ReportField[]): BasicFilter[] | string {
  if (!Array.isArray(input)) return 'filters must be a list';
  const filters: BasicFilter[] = [];
  for (const [index, filter] of input.entries()) {
    const where = `filters[${index}]`;
    if (!isObject(filter)) return `${where} is not a filter object`;
    if (
      filter.filterType !== BASIC_FILTER_TYPE &&
      !(filter.filterType === undefined && filter.$schema === BASIC_SCHEMA)
    )
      return `${where} is not a basic filter (filterType 1); only basic filters are supported`;
    if (filter.$schema !== undefined && typeof filter.$schema !== 'string')
      return `${where}.$schema must be a string`;
    const target = filter.target;
    if (!isObject(target) || typeof target.table !== 'string' || typeof target.column !== 'string')
      return `${where}.target must name a table and a column`;
    if (!fields.some((f) => f.table === target.table && f.column === target.column))
      return `${where}.target ${target.table}.${target.column} is not a column of this report`;
    if (filter.operator !== 'In' && filter.operator !== 'NotIn' && filter.operator !== 'All')
      return `${where}.operator must be In, NotIn or All`;
    const values = filter.values;
    if (!Array.isArray(values) || !values.every((v) => ['string', 'number', 'boolean'].includes(typeof v)))
      return `${where}.values must be a list of strings, numbers or booleans`;
    filters.push({
      ...(JSON.parse(JSON.stringify(filter)) as BasicFilter),
      ...(filter.$schema === undefined ? { $schema: BASIC_SCHEMA } : {}),
      ...(filter.filterType === undefined ? { filterType: BASIC_FILTER_TYPE } : {}),
    });
  }
  return filters;
}

const sameTarget = (a: BasicFilter, b: BasicFilter) =>
  a.target.table === b.target.table && a.target.column === b.target.column;

/**
 * Applies an update request (powerbi-client's `updateFilters`): RemoveAll, ReplaceAll, Add, or
 * Replace (each filter replaces the one on the same column, or is added). Answers the new list or
 * what is wrong with the request.
 */
export function updateFilters(
  current: readonly BasicFilter[],
  request: unknown,
  fields: readonly ReportField[],
): BasicFilter[] | string {
  if (!isObject(request)) return 'the request must be {filtersOperation, filters}';
  const operation = request.filtersOperation;
  if (operation === FiltersOperations.RemoveAll) return [];
  const filters = validateFilters(request.filters ?? [], fields);
  if (typeof filters === 'string') return filters;
  if (operation === FiltersOperations.ReplaceAll) return filters;
  if (operation === FiltersOperations.Add) return [...current, ...filters];
  if (operation === FiltersOperations.Replace) return replaceByTarget(current, filters);
  return 'filtersOperation must be 0 (RemoveAll), 1 (ReplaceAll), 2 (Add) or 3 (Replace)';
}

/** Each filter replaces the one on its column, or joins the list. */
export function replaceByTarget(
  current: readonly BasicFilter[],
  filters: readonly BasicFilter[],
): BasicFilter[] {
  const result = [...current];
  for (const filter of filters) {
    const index = result.findIndex((f) => sameTarget(f, filter));
    if (index >= 0) result[index] = filter;
    else result.push(filter);
  }
  return result;
}

/** A filter card for every column with nothing selected: the report's filters as it opens. */
export function defaultFilters(fields: readonly ReportField[]): BasicFilter[] {
  return fields.map((field) => ({
    $schema: BASIC_SCHEMA,
    target: { table: field.table, column: field.column },
    operator: 'All',
    values: [],
    filterType: BASIC_FILTER_TYPE,
  }));
}

/** The conditions the data route applies: every filter that restricts (All restricts nothing). */
export function conditionsOf(filters: readonly BasicFilter[]): FilterCondition[] {
  return filters
    .filter((f) => f.operator !== 'All')
    .map((f) => ({ table: f.target.table, column: f.target.column, operator: f.operator, values: f.values }));
}

/** The values of a column the filter pane shows checked: those an In filter on it keeps. */
export function checkedValues(filters: readonly BasicFilter[], field: ReportField): string[] {
  const filter = filters.find((f) => f.target.table === field.table && f.target.column === field.column);
  if (!filter) return [];
  if (filter.operator === 'In') return filter.values.map(String);
  if (filter.operator === 'NotIn') {
    const excluded = new Set(filter.values.map(String));
    return field.values.filter((v) => !excluded.has(v));
  }
  return [];
}

/**
 * What ticking boxes in the filter pane does: an In filter on the column with the ticked values,
 * or the column's card back to All when none is ticked (as in the business-intelligence service).
 */
export function paneFilter(field: ReportField, values: readonly string[]): BasicFilter {
  return {
    $schema: BASIC_SCHEMA,
    target: { table: field.table, column: field.column },
    operator: values.length === 0 ? 'All' : 'In',
    values: [...values],
    filterType: BASIC_FILTER_TYPE,
  };
}
