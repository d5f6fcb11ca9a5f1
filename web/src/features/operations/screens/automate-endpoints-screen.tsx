import { contractFields, type FormSpec } from '@portal/hooks/forms';
import type { TableColumn } from '@portal/hooks/tables';
import { type AutomateEndpoint, type AutomateEndpointInput, AutomateEndpointInputRules } from '@portal/sdk';
import type { ScreenProps } from '../../../lib/screen.ts';
import { CrudScreen } from '../../../ui/crud/crud-screen.tsx';
import { dateTime, labelOf, yesNo } from '../../../ui/crud/format.ts';
import type { Choice, FormField } from '../../../ui/form/fields.tsx';
import { automateEndpointsApi } from '../api.ts';

export const EVENTS: readonly Choice[] = [
  { value: 'budget-exceeded', label: 'Budget exceeded' },
  { value: 'anomaly-detected', label: 'Anomaly detected' },
  { value: 'recommendation-changed', label: 'Recommendation changed' },
  { value: 'alert-raised', label: 'Alert raised' },
];

type Values = { name: string; url: string; events: string[]; enabled: boolean };

export const AUTOMATE_ENDPOINT_SPEC: FormSpec<Values> = {
  fields: contractFields<Values>(AutomateEndpointInputRules, {
    name: { kind: 'text', label: 'Name' },
    url: { kind: 'url', label: 'Address' },
    events: { kind: 'multi', label: 'Events', options: EVENTS.map((e) => e.value) },
    enabled: { kind: 'boolean', label: 'Enabled' },
  }),
};

const FIELDS: readonly FormField<Values>[] = [
  { name: 'name', control: 'text' },
  {
    name: 'url',
    control: 'text',
    type: 'url',
    inputMode: 'url',
    description: 'An https address without a user name or password.',
  },
  { name: 'events', control: 'checkboxes', options: EVENTS, description: 'At least one.', wide: true },
  { name: 'enabled', control: 'checkbox' },
];

const COLUMNS: TableColumn<AutomateEndpoint>[] = [
  { id: 'name', header: 'Name', value: (e) => e.name, filterable: false, hideable: false },
  { id: 'url', header: 'Address', value: (e) => e.url, filterable: false },
  {
    id: 'events',
    header: 'Events',
    value: (e) => e.events.map((event) => labelOf(EVENTS, event)).join(', '),
    filterable: false,
    sortable: false,
  },
  { id: 'enabled', header: 'Enabled', value: (e) => yesNo(e.enabled), filterable: false, sortable: false },
  { id: 'updated', header: 'Last changed', value: (e) => e.updatedAt, filterable: false },
];

const SORTS = { name: 'name', url: 'url', updated: 'updated' } as const;

const toInput = (v: Values): AutomateEndpointInput => ({
  name: v.name,
  url: v.url,
  events: v.events as AutomateEndpointInput['events'],
  enabled: v.enabled,
});

/** Web hooks the portal calls on its events: where, and for which events. */
export default function AutomateEndpointsScreen({ title }: ScreenProps) {
  return (
    <CrudScreen
      title={title}
      noun="automation endpoint"
      plural="automation endpoints"
      dataKey="automate-endpoints"
      columns={COLUMNS}
      sorts={SORTS}
      initialSort={{ id: 'name', desc: false }}
      empty="No automation endpoints yet."
      endpoints={automateEndpointsApi}
      spec={AUTOMATE_ENDPOINT_SPEC}
      fields={FIELDS}
      blank={() => ({ name: '', url: 'https://', events: [], enabled: true })}
      toValues={(e) => ({ name: e.name, url: e.url, events: [...e.events], enabled: e.enabled })}
      toBody={toInput}
      nameOf={(e) => e.name}
      cells={{ updated: (e) => dateTime(e.updatedAt) }}
    />
  );
}
