import { contractFields, type FormSpec } from '@portal/hooks/forms';
import type { TableColumn } from '@portal/hooks/tables';
import { type ConfigUser, type ConfigUserInput, ConfigUserInputRules } from '@portal/sdk';
import type { ScreenProps } from '../../../lib/screen.ts';
import { CrudScreen } from '../../../ui/crud/crud-screen.tsx';
import { dateTime } from '../../../ui/crud/format.ts';
import type { Choice, FormField } from '../../../ui/form/fields.tsx';
import { configUsersApi } from '../api.ts';

const ROLES: readonly Choice[] = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Administrator' },
];
const PERSONAS: readonly Choice[] = ['Admin', 'Finance', 'IT', 'Security'].map((p) => ({
  value: p,
  label: p,
}));

type Values = { displayName: string; email: string; role: string; personas: string[] };

export const CONFIG_USER_SPEC: FormSpec<Values> = {
  fields: contractFields<Values>(ConfigUserInputRules, {
    displayName: { kind: 'text', label: 'Display name' },
    email: { kind: 'email', label: 'E-mail address' },
    role: { kind: 'enum', label: 'Role', options: ROLES.map((r) => r.value) },
    personas: { kind: 'multi', label: 'Personas', options: PERSONAS.map((p) => p.value) },
  }),
};

const FIELDS: readonly FormField<Values>[] = [
  { name: 'displayName', control: 'text' },
  { name: 'email', control: 'text', type: 'email', inputMode: 'email' },
  { name: 'role', control: 'select', options: ROLES, description: 'Administrators change the workspace.' },
  {
    name: 'personas',
    control: 'checkboxes',
    options: PERSONAS,
    description: 'Which menus the user sees; at least one.',
    wide: true,
  },
];

const COLUMNS: TableColumn<ConfigUser>[] = [
  { id: 'displayName', header: 'Name', value: (u) => u.displayName, filterable: false, hideable: false },
  { id: 'email', header: 'E-mail', value: (u) => u.email, filterable: false },
  {
    id: 'role',
    header: 'Role',
    value: (u) => (u.role === 'admin' ? 'Administrator' : 'User'),
    filterable: false,
  },
  {
    id: 'personas',
    header: 'Personas',
    value: (u) => u.personas.join(', '),
    filterable: false,
    sortable: false,
  },
  {
    id: 'updated',
    header: 'Last changed',
    value: (u) => u.updatedAt,
    filterable: false,
    sortable: false,
  },
];

const SORTS = { displayName: 'displayName', email: 'email', role: 'role' } as const;

const toInput = (v: Values): ConfigUserInput => ({
  displayName: v.displayName,
  email: v.email,
  role: v.role as ConfigUserInput['role'],
  personas: v.personas as ConfigUserInput['personas'],
});

/** Who uses the portal: name, e-mail, role and the personas that decide their menu. */
export default function ConfigUsersScreen({ title }: ScreenProps) {
  return (
    <CrudScreen
      title={title}
      noun="user"
      plural="users"
      dataKey="config-users"
      columns={COLUMNS}
      sorts={SORTS}
      initialSort={{ id: 'displayName', desc: false }}
      empty="No users yet."
      endpoints={configUsersApi}
      spec={CONFIG_USER_SPEC}
      fields={FIELDS}
      blank={() => ({ displayName: '', email: '', role: 'user', personas: [] })}
      toValues={(u) => ({
        displayName: u.displayName,
        email: u.email,
        role: u.role,
        personas: [...u.personas],
      })}
      toBody={toInput}
      nameOf={(u) => u.displayName}
      cells={{ updated: (u) => dateTime(u.updatedAt) }}
    />
  );
}
