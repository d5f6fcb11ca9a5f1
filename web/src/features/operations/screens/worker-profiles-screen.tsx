import { contractFields, type FormSpec } from '@portal/hooks/forms';
import { formatAmount } from '@portal/hooks/money';
import type { TableColumn } from '@portal/hooks/tables';
import {
  type WorkerProfile,
  type WorkerProfileInput,
  WorkerProfileInputRules,
  type WorkerProfilePage,
} from '@portal/sdk';
import type { ScreenProps } from '../../../lib/screen.ts';
import { CrudScreen } from '../../../ui/crud/crud-screen.tsx';
import type { FormField } from '../../../ui/form/fields.tsx';
import { workerProfilesApi } from '../api.ts';

type Values = { name: string; description: string; licences: string[]; users: number };

export const WORKER_PROFILE_SPEC: FormSpec<Values> = {
  fields: contractFields<Values>(WorkerProfileInputRules, {
    name: { kind: 'text', label: 'Name' },
    description: { kind: 'text', label: 'Description' },
    licences: { kind: 'multi', label: 'Licences' },
    users: { kind: 'number', label: 'Users' },
  }),
};

const fieldsFor = (page: WorkerProfilePage | undefined): readonly FormField<Values>[] => [
  { name: 'name', control: 'text' },
  { name: 'users', control: 'number', description: 'How many workers have this profile.' },
  { name: 'description', control: 'textarea', wide: true },
  {
    name: 'licences',
    control: 'checkboxes',
    wide: true,
    description: 'The licences each worker needs, with their monthly price.',
    options: (page?.licenceOptions ?? []).map((o) => ({
      value: o.sku,
      label: `${o.name} (${formatAmount(o.unitPrice, page?.currency ?? 'USD')})`,
    })),
  },
];

/** users × the sum of unit prices, in cents (exact; the server computes the same). */
export function monthlyCents(
  values: Pick<Values, 'licences' | 'users'>,
  page: WorkerProfilePage | undefined,
): bigint {
  if (!page || !Number.isInteger(values.users) || values.users < 0) return 0n;
  const perUser = values.licences.reduce((sum, sku) => {
    const price = page.licenceOptions.find((o) => o.sku === sku)?.unitPrice;
    return sum + (price ? BigInt(price.replace('.', '')) : 0n);
  }, 0n);
  return perUser * BigInt(values.users);
}

const centsText = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

const COLUMNS: TableColumn<WorkerProfile>[] = [
  { id: 'name', header: 'Name', value: (p) => p.name, filterable: false, hideable: false },
  {
    id: 'description',
    header: 'Description',
    value: (p) => p.description ?? '',
    filterable: false,
    sortable: false,
  },
  {
    id: 'licences',
    header: 'Licences',
    value: (p) => p.licences.join(', '),
    filterable: false,
    sortable: false,
  },
  { id: 'users', header: 'Users', kind: 'number', value: (p) => p.users, filterable: false },
  {
    id: 'monthlyCost',
    header: 'Monthly cost',
    kind: 'amount',
    currency: 'USD',
    value: (p) => p.monthlyCost,
    filterable: false,
  },
];

const SORTS = { name: 'name', users: 'users', monthlyCost: 'monthlyCost' } as const;

const toInput = (v: Values): WorkerProfileInput => ({
  name: v.name,
  ...(v.description ? { description: v.description } : {}),
  licences: v.licences,
  users: v.users,
});

/** Kinds of workers with the licences each needs, and what they cost a month. */
export default function WorkerProfilesScreen({ title }: ScreenProps) {
  return (
    <CrudScreen
      title={title}
      noun="worker profile"
      plural="worker profiles"
      dataKey="worker-profiles"
      columns={COLUMNS}
      sorts={SORTS}
      initialSort={{ id: 'name', desc: false }}
      empty="No worker profiles yet."
      endpoints={workerProfilesApi}
      spec={WORKER_PROFILE_SPEC}
      fields={fieldsFor}
      blank={() => ({ name: '', description: '', licences: [], users: Number.NaN })}
      toValues={(p) => ({
        name: p.name,
        description: p.description ?? '',
        licences: [...p.licences],
        users: p.users,
      })}
      toBody={toInput}
      nameOf={(p) => p.name}
      cells={{
        licences: (p, page) =>
          p.licences.map((sku) => page.licenceOptions.find((o) => o.sku === sku)?.name ?? sku).join(', '),
      }}
      formSummary={(values, page) =>
        `Monthly cost: ${formatAmount(centsText(monthlyCents(values, page)), page?.currency ?? 'USD')}`
      }
    />
  );
}
