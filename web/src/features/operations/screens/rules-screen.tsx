import { contractFields, type FormSpec } from '@portal/hooks/forms';
import type { TableColumn } from '@portal/hooks/tables';
import { type CostRule, type CostRuleInput, CostRuleInputRules } from '@portal/sdk';
import type { ScreenProps } from '../../../lib/screen.ts';
import { CrudScreen } from '../../../ui/crud/crud-screen.tsx';
import { labelOf, yesNo } from '../../../ui/crud/format.ts';
import type { Choice, FormField } from '../../../ui/form/fields.tsx';
import { costRulesApi } from '../api.ts';

export const RULE_FIELDS: readonly Choice[] = [
  { value: 'service', label: 'Service' },
  { value: 'subscription', label: 'Subscription' },
  { value: 'resourceGroup', label: 'Resource group' },
  { value: 'tag', label: 'Tag' },
];
export const RULE_ACTIONS: readonly Choice[] = [
  { value: 'exclude', label: 'Exclude the cost' },
  { value: 'rename', label: 'Rename' },
  { value: 'allocate', label: 'Allocate to a cost centre' },
];

type Values = {
  name: string;
  field: string;
  match: string;
  action: string;
  value: string;
  order: number;
  enabled: boolean;
};

const needsValue = (action: string) => action === 'rename' || action === 'allocate';

export const COST_RULE_SPEC: FormSpec<Values> = {
  fields: contractFields<Values>(CostRuleInputRules, {
    name: { kind: 'text', label: 'Name' },
    field: { kind: 'enum', label: 'Applies to', options: RULE_FIELDS.map((f) => f.value) },
    match: { kind: 'text', label: 'Matching text' },
    action: { kind: 'enum', label: 'Action', options: RULE_ACTIONS.map((a) => a.value) },
    value: { kind: 'text', label: 'New name or cost centre', applies: (v) => needsValue(v.action) },
    order: { kind: 'number', label: 'Order' },
    enabled: { kind: 'boolean', label: 'Enabled' },
  }),
  rules: [
    (v) =>
      needsValue(v.action) && v.value.trim() === ''
        ? {
            field: 'value',
            message:
              v.action === 'rename'
                ? 'A rename rule needs the new name.'
                : 'An allocate rule needs the cost centre.',
          }
        : undefined,
    (v) =>
      v.field === 'tag' && v.match.trim() !== '' && !/^[A-Za-z0-9_.:-]+(=.+)?$/.test(v.match.trim())
        ? { field: 'match', message: "A tag match is 'key' or 'key=value'." }
        : undefined,
  ],
};

const FIELDS: readonly FormField<Values>[] = [
  { name: 'name', control: 'text' },
  { name: 'field', control: 'select', options: RULE_FIELDS },
  {
    name: 'match',
    control: 'text',
    description: "The text the field contains; for a tag 'key' or 'key=value'.",
  },
  { name: 'action', control: 'select', options: RULE_ACTIONS },
  { name: 'value', control: 'text', visible: (v) => needsValue(v.action) },
  { name: 'order', control: 'number', description: 'Rules apply in ascending order; empty puts it last.' },
  { name: 'enabled', control: 'checkbox' },
];

const COLUMNS: TableColumn<CostRule>[] = [
  { id: 'order', header: 'Order', kind: 'number', value: (r) => r.order, filterable: false },
  { id: 'name', header: 'Name', value: (r) => r.name, filterable: false, hideable: false },
  { id: 'field', header: 'Applies to', value: (r) => labelOf(RULE_FIELDS, r.field), filterable: false },
  { id: 'match', header: 'Matching', value: (r) => r.match, filterable: false, sortable: false },
  { id: 'action', header: 'Action', value: (r) => labelOf(RULE_ACTIONS, r.action), filterable: false },
  { id: 'value', header: 'Value', value: (r) => r.value ?? '', filterable: false, sortable: false },
  { id: 'enabled', header: 'Enabled', value: (r) => yesNo(r.enabled), filterable: false, sortable: false },
];

const SORTS = { order: 'order', name: 'name', field: 'field', action: 'action' } as const;

const toInput = (v: Values): CostRuleInput => ({
  name: v.name,
  field: v.field as CostRuleInput['field'],
  match: v.match,
  action: v.action as CostRuleInput['action'],
  ...(needsValue(v.action) ? { value: v.value } : {}),
  ...(Number.isFinite(v.order) ? { order: v.order } : {}),
  enabled: v.enabled,
});

/** Rules applied to the tenant's cost rows, in order: exclude, rename or allocate what they match. */
export default function RulesScreen({ title }: ScreenProps) {
  return (
    <CrudScreen
      title={title}
      noun="cost rule"
      plural="cost rules"
      dataKey="cost-rules"
      columns={COLUMNS}
      sorts={SORTS}
      initialSort={{ id: 'order', desc: false }}
      empty="No cost rules yet."
      endpoints={costRulesApi}
      spec={COST_RULE_SPEC}
      fields={FIELDS}
      blank={() => ({
        name: '',
        field: 'service',
        match: '',
        action: 'exclude',
        value: '',
        order: Number.NaN,
        enabled: true,
      })}
      toValues={(r) => ({
        name: r.name,
        field: r.field,
        match: r.match,
        action: r.action,
        value: r.value ?? '',
        order: r.order,
        enabled: r.enabled,
      })}
      toBody={toInput}
      nameOf={(r) => r.name}
    />
  );
}
