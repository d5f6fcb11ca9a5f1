import { contractFields, type FormSpec } from '@portal/hooks/forms';
import type { TableColumn } from '@portal/hooks/tables';
import {
  type AutomateEndpoint,
  type AutomateEndpointInput,
  AutomateEndpointInputRules,
  type EndpointStatus,
} from '@portal/sdk';
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

type Values = {
  name: string;
  url: string;
  events: string[];
  enabled: boolean;
  signingSecret: string;
  /** Not a field: whether the endpoint being edited has a stored secret. */
  secretSet: boolean;
};

const STATE: Record<EndpointStatus['state'], string> = {
  active: 'Active',
  failing: 'Failing',
  paused: 'Paused',
  disabled: 'Disabled',
};

/** How the endpoint has answered, in words: its state, and why it fails or was paused. */
export function endpointStanding(e: AutomateEndpoint): string {
  const status = e.status;
  if (!status) return STATE[e.enabled ? 'active' : 'disabled'];
  const failures =
    status.consecutiveFailures === 1 ? '1 failure' : `${status.consecutiveFailures} failures in a row`;
  if (status.state === 'paused')
    return `Paused after ${failures}: ${status.lastError ?? 'no answer'}. Save the endpoint to resume it.`;
  if (status.state === 'failing') return `Failing (${failures}): ${status.lastError ?? 'no answer'}`;
  if (status.state === 'active' && status.lastDeliveredAt)
    return `Active, last delivered ${dateTime(status.lastDeliveredAt)}`;
  return STATE[status.state];
}

export const AUTOMATE_ENDPOINT_SPEC: FormSpec<Values> = {
  fields: contractFields<Values>(AutomateEndpointInputRules, {
    name: { kind: 'text', label: 'Name' },
    url: { kind: 'url', label: 'Address' },
    events: { kind: 'multi', label: 'Events', options: EVENTS.map((e) => e.value) },
    enabled: { kind: 'boolean', label: 'Enabled' },
    signingSecret: {
      kind: 'text',
      label: 'Signing secret',
      validate: (value, v) =>
        !v.secretSet && String(value ?? '').trim() === ''
          ? 'Signing secret is required: the secret the endpoint checks each post with'
          : undefined,
    },
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
  {
    name: 'signingSecret',
    control: 'text',
    type: 'password',
    description:
      'At least 16 characters. Each post carries Portal-Signature, an HMAC-SHA256 of its timestamp and body with this secret. Stored encrypted and never shown again; when one is stored, leave this empty to keep it.',
    wide: true,
  },
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
  { id: 'status', header: 'Status', value: endpointStanding, filterable: false, sortable: false },
  { id: 'updated', header: 'Last changed', value: (e) => e.updatedAt, filterable: false },
];

const SORTS = { name: 'name', url: 'url', updated: 'updated' } as const;

const toInput = (v: Values): AutomateEndpointInput => ({
  name: v.name,
  url: v.url,
  events: v.events as AutomateEndpointInput['events'],
  enabled: v.enabled,
  ...(v.signingSecret.trim() !== '' ? { signingSecret: v.signingSecret } : {}),
});

/** Web hooks the portal calls on its events: where, for which events, signed with which secret, and how they answer. */
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
      blank={() => ({
        name: '',
        url: 'https://',
        events: [],
        enabled: true,
        signingSecret: '',
        secretSet: false,
      })}
      toValues={(e) => ({
        name: e.name,
        url: e.url,
        events: [...e.events],
        enabled: e.enabled,
        signingSecret: '',
        secretSet: e.secretSet === true,
      })}
      toBody={toInput}
      nameOf={(e) => e.name}
      cells={{ updated: (e) => dateTime(e.updatedAt) }}
    />
  );
}
