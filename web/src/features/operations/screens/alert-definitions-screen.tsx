import { contractFields, type FormSpec } from '@portal/hooks/forms';
import { formatAmount } from '@portal/hooks/money';
import type { TableColumn } from '@portal/hooks/tables';
import {
  type AlertDefinition,
  type AlertDefinitionInput,
  AlertDefinitionInputRules,
  type AlertKind,
} from '@portal/sdk';
import type { ScreenProps } from '../../../lib/screen.ts';
import { CrudScreen } from '../../../ui/crud/crud-screen.tsx';
import { dateTime, labelOf, yesNo } from '../../../ui/crud/format.ts';
import type { Choice, FormField } from '../../../ui/form/fields.tsx';
import { alertDefinitionsApi } from '../api.ts';

export const ALERT_KINDS: readonly Choice[] = [
  { value: 'cost', label: 'Cost above an amount' },
  { value: 'budget', label: 'Budget used above a percentage' },
  { value: 'anomaly', label: 'Cost anomaly detected' },
  { value: 'licence-waste', label: 'Unused licences above an amount' },
];

export interface AlertDefinitionValues {
  name: string;
  kind: string;
  threshold: string;
  thresholdPercent: number;
  recipients: string[];
  enabled: boolean;
}

const takesAmount = (kind: string) => kind === 'cost' || kind === 'licence-waste';

/** The form's rules: the contract's, and the threshold each kind takes. */
export const ALERT_DEFINITION_SPEC: FormSpec<AlertDefinitionValues> = {
  fields: contractFields<AlertDefinitionValues>(AlertDefinitionInputRules, {
    name: { kind: 'text', label: 'Name' },
    kind: { kind: 'enum', label: 'Raised when', options: ALERT_KINDS.map((k) => k.value) },
    threshold: {
      kind: 'decimal',
      label: 'Threshold amount',
      required: true,
      applies: (v) => takesAmount(v.kind),
      validate: (value) =>
        /^0*(\.0*)?$/.test(String(value)) ? 'The threshold must be more than zero.' : undefined,
    },
    thresholdPercent: {
      kind: 'number',
      label: 'Budget used (%)',
      required: true,
      applies: (v) => v.kind === 'budget',
    },
    recipients: { kind: 'list', label: 'Recipients', item: 'email' },
    enabled: { kind: 'boolean', label: 'Enabled' },
  }),
};

const FIELDS: readonly FormField<AlertDefinitionValues>[] = [
  { name: 'name', control: 'text' },
  { name: 'kind', control: 'select', options: ALERT_KINDS },
  {
    name: 'threshold',
    control: 'text',
    inputMode: 'decimal',
    description: "A month, in the tenant's currency, for example 2500.00.",
    visible: (v) => takesAmount(v.kind),
  },
  { name: 'thresholdPercent', control: 'number', visible: (v) => v.kind === 'budget' },
  {
    name: 'recipients',
    control: 'lines',
    description: 'One e-mail address per line, up to 10.',
    wide: true,
  },
  { name: 'enabled', control: 'checkbox', description: 'Only enabled definitions raise alerts.' },
];

/** The threshold in words: an amount, a percentage, or none for anomalies. */
export function thresholdText(
  d: Pick<AlertDefinition, 'threshold' | 'thresholdPercent' | 'currency'>,
): string {
  if (d.threshold !== undefined) return formatAmount(d.threshold, d.currency);
  if (d.thresholdPercent !== undefined) return `${d.thresholdPercent}% of the budget`;
  return 'None (detected)';
}

const COLUMNS: TableColumn<AlertDefinition>[] = [
  { id: 'name', header: 'Name', value: (d) => d.name, filterable: false, hideable: false },
  { id: 'kind', header: 'Raised when', value: (d) => labelOf(ALERT_KINDS, d.kind), filterable: false },
  {
    id: 'threshold',
    header: 'Threshold',
    value: (d) => thresholdText(d),
    filterable: false,
    sortable: false,
  },
  {
    id: 'recipients',
    header: 'Recipients',
    value: (d) => d.recipients.join(', '),
    filterable: false,
    sortable: false,
  },
  { id: 'enabled', header: 'Enabled', value: (d) => yesNo(d.enabled), filterable: false, sortable: false },
  {
    id: 'updated',
    header: 'Last changed',
    value: (d) => d.updatedAt,
    filterable: false,
  },
];

const SORTS = { name: 'name', kind: 'kind', updated: 'updated' } as const;

export function toAlertDefinitionInput(values: AlertDefinitionValues): AlertDefinitionInput {
  return {
    name: values.name,
    kind: values.kind as AlertKind,
    ...(takesAmount(values.kind) ? { threshold: values.threshold } : {}),
    ...(values.kind === 'budget' ? { thresholdPercent: values.thresholdPercent } : {}),
    recipients: values.recipients,
    enabled: values.enabled,
  };
}

/** What raises an alert: the amount, budget share, anomaly or licence waste, and who hears of it. */
export default function AlertDefinitionsScreen({ title }: ScreenProps) {
  return (
    <CrudScreen
      title={title}
      noun="alert definition"
      plural="alert definitions"
      dataKey="alert-definitions"
      columns={COLUMNS}
      sorts={SORTS}
      initialSort={{ id: 'name', desc: false }}
      empty="No alert definitions yet."
      endpoints={alertDefinitionsApi}
      spec={ALERT_DEFINITION_SPEC}
      fields={FIELDS}
      blank={() => ({
        name: '',
        kind: 'cost',
        threshold: '',
        thresholdPercent: 90,
        recipients: [],
        enabled: true,
      })}
      toValues={(d) => ({
        name: d.name,
        kind: d.kind,
        threshold: d.threshold ?? '',
        thresholdPercent: d.thresholdPercent ?? 90,
        recipients: d.recipients,
        enabled: d.enabled,
      })}
      toBody={toAlertDefinitionInput}
      nameOf={(d) => d.name}
      cells={{ updated: (d) => dateTime(d.updatedAt) }}
    />
  );
}
