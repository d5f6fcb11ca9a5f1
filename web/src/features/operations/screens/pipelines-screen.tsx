import { contractFields, type FormSpec } from '@portal/hooks/forms';
import type { TableColumn } from '@portal/hooks/tables';
import { type Pipeline, type PipelineInput, PipelineInputRules } from '@portal/sdk';
import type { ScreenProps } from '../../../lib/screen.ts';
import { CrudScreen } from '../../../ui/crud/crud-screen.tsx';
import { dateTime, labelOf, yesNo } from '../../../ui/crud/format.ts';
import type { Choice, FormField } from '../../../ui/form/fields.tsx';
import { pipelinesApi } from '../api.ts';

export const SOURCES: readonly Choice[] = [
  { value: 'focus-export', label: 'FOCUS cost export' },
  { value: 'cost-management', label: 'Cost Management' },
  { value: 'office-usage', label: 'Office usage reports' },
  { value: 'office-licences', label: 'Office licences' },
  { value: 'security-center', label: 'Security center' },
  { value: 'partner-center', label: 'Partner Center' },
];
export const SCHEDULES: readonly Choice[] = [
  { value: 'hourly', label: 'Hourly' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];
const STATUS: Record<Pipeline['lastStatus'], string> = {
  succeeded: 'Succeeded',
  failed: 'Failed',
  queued: 'Queued',
  running: 'Running',
  never: 'Never run',
};

type Values = { name: string; source: string; schedule: string; enabled: boolean };

export const PIPELINE_SPEC: FormSpec<Values> = {
  fields: contractFields<Values>(PipelineInputRules, {
    name: { kind: 'text', label: 'Name' },
    source: { kind: 'enum', label: 'Source', options: SOURCES.map((s) => s.value) },
    schedule: { kind: 'enum', label: 'Schedule', options: SCHEDULES.map((s) => s.value) },
    enabled: { kind: 'boolean', label: 'Enabled' },
  }),
};

const FIELDS: readonly FormField<Values>[] = [
  { name: 'name', control: 'text' },
  { name: 'source', control: 'select', options: SOURCES },
  { name: 'schedule', control: 'select', options: SCHEDULES },
  {
    name: 'enabled',
    control: 'checkbox',
    description: 'A disabled pipeline keeps its settings but does not run.',
  },
];

const COLUMNS: TableColumn<Pipeline>[] = [
  { id: 'name', header: 'Name', value: (p) => p.name, filterable: false, hideable: false },
  { id: 'source', header: 'Source', value: (p) => labelOf(SOURCES, p.source), filterable: false },
  { id: 'schedule', header: 'Schedule', value: (p) => labelOf(SCHEDULES, p.schedule), filterable: false },
  { id: 'enabled', header: 'Enabled', value: (p) => yesNo(p.enabled), filterable: false, sortable: false },
  { id: 'lastRun', header: 'Last run', value: (p) => p.lastRunAt ?? '', filterable: false },
  {
    id: 'lastStatus',
    header: 'Last status',
    value: (p) => STATUS[p.lastStatus],
    filterable: false,
    sortable: false,
  },
];

const SORTS = { name: 'name', source: 'source', schedule: 'schedule', lastRun: 'lastRun' } as const;

const toInput = (v: Values): PipelineInput => ({
  name: v.name,
  source: v.source as PipelineInput['source'],
  schedule: v.schedule as PipelineInput['schedule'],
  enabled: v.enabled,
});

/** The data pipelines that feed the portal: source, schedule, and how the last run went. */
export default function PipelinesScreen({ title }: ScreenProps) {
  return (
    <CrudScreen
      title={title}
      noun="pipeline"
      plural="pipelines"
      dataKey="pipelines"
      columns={COLUMNS}
      sorts={SORTS}
      initialSort={{ id: 'name', desc: false }}
      empty="No pipelines yet."
      endpoints={pipelinesApi}
      spec={PIPELINE_SPEC}
      fields={FIELDS}
      blank={() => ({ name: '', source: 'focus-export', schedule: 'daily', enabled: true })}
      toValues={(p) => ({ name: p.name, source: p.source, schedule: p.schedule, enabled: p.enabled })}
      toBody={toInput}
      nameOf={(p) => p.name}
      cells={{ lastRun: (p) => (p.lastRunAt ? dateTime(p.lastRunAt) : 'Never') }}
    />
  );
}
