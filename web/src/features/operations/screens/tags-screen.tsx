import { contractFields, type FormSpec } from '@portal/hooks/forms';
import type { TableColumn } from '@portal/hooks/tables';
import { type TagRule, type TagRuleInput, TagRuleInputRules, type TagRulePage } from '@portal/sdk';
import { monthName, share } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { CrudScreen } from '../../../ui/crud/crud-screen.tsx';
import { yesNo } from '../../../ui/crud/format.ts';
import type { FormField } from '../../../ui/form/fields.tsx';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { tagRulesApi } from '../api.ts';

type Values = { key: string; required: boolean; allowedValues: string[] };

export const TAG_RULE_SPEC: FormSpec<Values> = {
  fields: contractFields<Values>(TagRuleInputRules, {
    key: { kind: 'text', label: 'Tag key', patternMessage: 'Use letters, digits and _ . : - only.' },
    required: { kind: 'boolean', label: 'Required on every resource' },
    allowedValues: { kind: 'list', label: 'Allowed values' },
  }),
};

const FIELDS: readonly FormField<Values>[] = [
  { name: 'key', control: 'text', description: 'As the resources carry it, for example costcenter.' },
  { name: 'required', control: 'checkbox' },
  {
    name: 'allowedValues',
    control: 'lines',
    description: 'One value per line; none means any value.',
    wide: true,
  },
];

const COLUMNS: TableColumn<TagRule>[] = [
  { id: 'key', header: 'Tag key', value: (t) => t.key, filterable: false, hideable: false },
  { id: 'required', header: 'Required', value: (t) => yesNo(t.required), filterable: false, sortable: false },
  {
    id: 'allowedValues',
    header: 'Allowed values',
    value: (t) => (t.allowedValues.length ? t.allowedValues.join(', ') : 'Any'),
    filterable: false,
    sortable: false,
  },
  { id: 'coverage', header: 'Coverage (%)', kind: 'number', value: (t) => t.coverage, filterable: false },
  {
    id: 'taggedCost',
    header: 'Tagged cost',
    kind: 'amount',
    currency: 'USD',
    value: (t) => t.taggedCost,
    filterable: false,
    sortable: false,
  },
];

const SORTS = { key: 'key', coverage: 'coverage' } as const;

const toInput = (v: Values): TagRuleInput => ({
  key: v.key,
  required: v.required,
  allowedValues: v.allowedValues,
});

function Coverage({ page }: { page: TagRulePage }) {
  const first = page.items[0];
  if (!first?.month) return null;
  const required = page.items.filter((t) => t.required);
  const lowest = required.reduce<TagRule | undefined>(
    (low, t) => (low && low.coverage <= t.coverage ? low : t),
    undefined,
  );
  return (
    <KpiTiles
      tiles={[
        {
          label: 'Month measured',
          value: monthName(first.month),
          note: 'The latest whole month of cost data',
        },
        { label: 'Required tags', value: required.length, note: `of ${page.total} tag rules` },
        ...(lowest
          ? [
              {
                label: 'Lowest required coverage',
                value: share(lowest.coverage / 100),
                note: `${lowest.key}: share of the month's cost carrying it`,
              },
            ]
          : []),
      ]}
    />
  );
}

/** Tag keys the tenant's resources should carry, with the share of the month's cost that carries each. */
export default function TagsScreen({ title }: ScreenProps) {
  return (
    <CrudScreen
      title={title}
      noun="tag rule"
      plural="tag rules"
      dataKey="tag-rules"
      columns={COLUMNS}
      sorts={SORTS}
      initialSort={{ id: 'key', desc: false }}
      empty="No tag rules yet."
      endpoints={tagRulesApi}
      spec={TAG_RULE_SPEC}
      fields={FIELDS}
      blank={() => ({ key: '', required: false, allowedValues: [] })}
      toValues={(t) => ({ key: t.key, required: t.required, allowedValues: [...t.allowedValues] })}
      toBody={toInput}
      nameOf={(t) => t.key}
      cells={{ coverage: (t) => share(t.coverage / 100) }}
      header={(page) => <Coverage page={page} />}
    />
  );
}
