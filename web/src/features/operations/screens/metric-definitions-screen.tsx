import { contractFields, type FormSpec } from '@portal/hooks/forms';
import type { TableColumn } from '@portal/hooks/tables';
import { type MetricDefinition, type MetricDefinitionInput, MetricDefinitionInputRules } from '@portal/sdk';
import type { ScreenProps } from '../../../lib/screen.ts';
import { CrudScreen } from '../../../ui/crud/crud-screen.tsx';
import { dateTime, labelOf, yesNo } from '../../../ui/crud/format.ts';
import type { Choice, FormField } from '../../../ui/form/fields.tsx';
import { metricDefinitionsApi } from '../api.ts';

export const AGGREGATIONS: readonly Choice[] = [
  { value: 'avg', label: 'Average' },
  { value: 'max', label: 'Maximum' },
  { value: 'min', label: 'Minimum' },
  { value: 'total', label: 'Total' },
];
export const OPERATORS: readonly Choice[] = [
  { value: 'gt', label: 'Above the threshold' },
  { value: 'lt', label: 'Below the threshold' },
];
const WINDOWS: readonly Choice[] = [5, 15, 30, 60].map((m) => ({ value: String(m), label: `${m} minutes` }));

export interface MetricDefinitionValues {
  name: string;
  resourceType: string;
  metric: string;
  aggregation: string;
  operator: string;
  threshold: number;
  windowMinutes: string;
  enabled: boolean;
}

export const METRIC_DEFINITION_SPEC: FormSpec<MetricDefinitionValues> = {
  fields: contractFields<MetricDefinitionValues>(MetricDefinitionInputRules, {
    name: { kind: 'text', label: 'Name' },
    resourceType: {
      kind: 'text',
      label: 'Resource type',
      patternMessage: 'Enter a resource type such as Microsoft.Compute/virtualMachines.',
    },
    metric: { kind: 'text', label: 'Metric' },
    aggregation: { kind: 'enum', label: 'Aggregation', options: AGGREGATIONS.map((a) => a.value) },
    operator: { kind: 'enum', label: 'Fires when the value is', options: OPERATORS.map((o) => o.value) },
    threshold: { kind: 'number', label: 'Threshold' },
    // The contract's windows are numbers; the select holds them as text.
    windowMinutes: { kind: 'enum', label: 'Window', options: WINDOWS.map((w) => w.value) },
    enabled: { kind: 'boolean', label: 'Enabled' },
  }),
};

const FIELDS: readonly FormField<MetricDefinitionValues>[] = [
  { name: 'name', control: 'text' },
  { name: 'resourceType', control: 'text', description: 'For example Microsoft.Compute/virtualMachines.' },
  {
    name: 'metric',
    control: 'text',
    description: 'The metric as the cloud platform names it, e.g. Percentage CPU.',
  },
  { name: 'aggregation', control: 'select', options: AGGREGATIONS },
  { name: 'operator', control: 'select', options: OPERATORS },
  { name: 'threshold', control: 'number', maximumFractionDigits: 6, step: 0.1 },
  { name: 'windowMinutes', control: 'select', options: WINDOWS },
  { name: 'enabled', control: 'checkbox', description: 'Only enabled definitions fire alerts.' },
];

const COLUMNS: TableColumn<MetricDefinition>[] = [
  { id: 'name', header: 'Name', value: (d) => d.name, filterable: false, hideable: false },
  { id: 'resourceType', header: 'Resource type', value: (d) => d.resourceType, filterable: false },
  { id: 'metric', header: 'Metric', value: (d) => d.metric, filterable: false },
  {
    id: 'condition',
    header: 'Condition',
    value: (d) =>
      `${labelOf(AGGREGATIONS, d.aggregation)} ${d.operator === 'gt' ? '>' : '<'} ${d.threshold} over ${d.windowMinutes} min`,
    filterable: false,
    sortable: false,
  },
  { id: 'enabled', header: 'Enabled', value: (d) => yesNo(d.enabled), filterable: false, sortable: false },
  { id: 'updated', header: 'Last changed', value: (d) => d.updatedAt, filterable: false },
];

const SORTS = { name: 'name', resourceType: 'resourceType', metric: 'metric', updated: 'updated' } as const;

export function toMetricDefinitionInput(v: MetricDefinitionValues): MetricDefinitionInput {
  return {
    name: v.name,
    resourceType: v.resourceType,
    metric: v.metric,
    aggregation: v.aggregation as MetricDefinitionInput['aggregation'],
    operator: v.operator as MetricDefinitionInput['operator'],
    threshold: v.threshold,
    windowMinutes: Number(v.windowMinutes) as MetricDefinitionInput['windowMinutes'],
    enabled: v.enabled,
  };
}

/** Alert rules on resource metrics: which metric, how it is aggregated, and when it fires. */
export default function MetricDefinitionsScreen({ title }: ScreenProps) {
  return (
    <CrudScreen
      title={title}
      noun="metric definition"
      plural="metric definitions"
      dataKey="metric-definitions"
      columns={COLUMNS}
      sorts={SORTS}
      initialSort={{ id: 'name', desc: false }}
      empty="No metric definitions yet."
      endpoints={metricDefinitionsApi}
      spec={METRIC_DEFINITION_SPEC}
      fields={FIELDS}
      blank={() => ({
        name: '',
        resourceType: 'Microsoft.Compute/virtualMachines',
        metric: '',
        aggregation: 'avg',
        operator: 'gt',
        threshold: Number.NaN,
        windowMinutes: '15',
        enabled: true,
      })}
      toValues={(d) => ({ ...d, windowMinutes: String(d.windowMinutes) })}
      toBody={toMetricDefinitionInput}
      nameOf={(d) => d.name}
      cells={{ updated: (d) => dateTime(d.updatedAt) }}
    />
  );
}
