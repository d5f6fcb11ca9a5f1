import { contractFields, type FormSpec } from '@portal/hooks/forms';
import type { TableColumn } from '@portal/hooks/tables';
import {
  type Pipeline,
  type PipelineInput,
  PipelineInputRules,
  type PipelineStorage,
  type PipelineStorageCheckInput,
  PipelineStorageRules,
} from '@portal/sdk';
import type { ScreenProps } from '../../../lib/screen.ts';
import { CrudScreen } from '../../../ui/crud/crud-screen.tsx';
import { dateTime, labelOf, yesNo } from '../../../ui/crud/format.ts';
import type { Choice, FormField } from '../../../ui/form/fields.tsx';
import { pipelinesApi } from '../api.ts';
import {
  PipelineRunActions,
  PipelineStatus,
  RUN_STATUS,
  StorageCheck,
} from '../components/pipeline-runs.tsx';

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
const STORAGE_KINDS: readonly Choice[] = [
  { value: 'none', label: 'None (data arrives another way)' },
  { value: 'azure-blob', label: 'Azure Storage container' },
  { value: 's3', label: 'S3-compatible bucket (AWS, Google Cloud Storage)' },
];
const CREDENTIALS: readonly Choice[] = [
  { value: 'account-key', label: 'Account key' },
  { value: 'sas', label: 'Shared access signature (SAS)' },
];

type Kind = 'none' | 'azure-blob' | 's3';
type Values = {
  name: string;
  source: string;
  schedule: string;
  enabled: boolean;
  storageKind: Kind;
  accountUrl: string;
  container: string;
  directory: string;
  credential: string;
  endpoint: string;
  region: string;
  bucket: string;
  prefix: string;
  accessKeyId: string;
  secret: string;
  /** Not a field: whether the pipeline being edited has a stored secret, and which. */
  secretSet: boolean;
  storedKind: Kind;
  id: string;
};

const azure = (v: Values) => v.storageKind === 'azure-blob';
const s3 = (v: Values) => v.storageKind === 's3';
/** The stored secret is kept when the storage stays of its kind and no new one is given. */
const keepsSecret = (v: Values) => v.secretSet && v.storedKind === v.storageKind;
const needed =
  (applies: (v: Values) => boolean) =>
  (value: unknown, v: Values): string | undefined =>
    applies(v) && String(value ?? '').trim() === '' ? 'is required for this storage' : undefined;

export const PIPELINE_SPEC: FormSpec<Values> = {
  fields: {
    ...contractFields<Values>(PipelineInputRules, {
      name: { kind: 'text', label: 'Name' },
      source: { kind: 'enum', label: 'Source', options: SOURCES.map((s) => s.value) },
      schedule: { kind: 'enum', label: 'Schedule', options: SCHEDULES.map((s) => s.value) },
      enabled: { kind: 'boolean', label: 'Enabled' },
      secret: {
        kind: 'text',
        label: 'Secret',
        applies: (v) => v.storageKind !== 'none',
        validate: (value, v) =>
          !keepsSecret(v) && String(value ?? '').trim() === ''
            ? azure(v)
              ? 'Secret is required: the account key or the shared access signature'
              : 'Secret is required: the secret access key'
            : undefined,
      },
    }),
    storageKind: {
      kind: 'enum',
      label: 'Storage',
      required: true,
      options: STORAGE_KINDS.map((k) => k.value),
    },
    ...contractFields<Values>(PipelineStorageRules, {
      accountUrl: { kind: 'text', label: 'Account URL', applies: azure, validate: needed(azure) },
      container: { kind: 'text', label: 'Container', applies: azure, validate: needed(azure) },
      directory: { kind: 'text', label: 'Directory', applies: azure },
      credential: {
        kind: 'enum',
        label: 'Credential',
        applies: azure,
        options: CREDENTIALS.map((c) => c.value),
      },
      endpoint: { kind: 'text', label: 'Endpoint', applies: s3 },
      region: { kind: 'text', label: 'Region', applies: s3, validate: needed(s3) },
      bucket: { kind: 'text', label: 'Bucket', applies: s3, validate: needed(s3) },
      prefix: { kind: 'text', label: 'Prefix', applies: s3 },
      accessKeyId: { kind: 'text', label: 'Access key ID', applies: s3, validate: needed(s3) },
    }),
  },
};

const FIELDS: readonly FormField<Values>[] = [
  { name: 'name', control: 'text' },
  { name: 'source', control: 'select', options: SOURCES },
  { name: 'schedule', control: 'select', options: SCHEDULES },
  {
    name: 'enabled',
    control: 'checkbox',
    description: 'A paused pipeline keeps its settings but does not run.',
  },
  {
    name: 'storageKind',
    control: 'select',
    options: STORAGE_KINDS,
    description: 'Where the cloud writes its FOCUS cost exports: the pipeline reads each new delivery once.',
  },
  {
    name: 'accountUrl',
    control: 'text',
    type: 'url',
    description: "The account's blob endpoint: https://<account>.blob.core.windows.net",
    visible: azure,
  },
  { name: 'container', control: 'text', visible: azure },
  {
    name: 'directory',
    control: 'text',
    description: "The export's directory; empty for the container's root.",
    visible: azure,
  },
  { name: 'credential', control: 'select', options: CREDENTIALS, visible: azure },
  {
    name: 'endpoint',
    control: 'text',
    type: 'url',
    description: 'Empty for AWS; https://storage.googleapis.com for Google Cloud Storage (HMAC keys).',
    visible: s3,
  },
  {
    name: 'region',
    control: 'text',
    description: "us-east-1; 'auto' for Google Cloud Storage.",
    visible: s3,
  },
  { name: 'bucket', control: 'text', visible: s3 },
  {
    name: 'prefix',
    control: 'text',
    description: "The export's prefix; empty for the bucket's root.",
    visible: s3,
  },
  { name: 'accessKeyId', control: 'text', visible: s3 },
  {
    name: 'secret',
    control: 'text',
    type: 'password',
    description:
      'Stored encrypted and never shown again. When a secret is stored, leave this empty to keep it.',
    visible: (v) => v.storageKind !== 'none',
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
    value: (p) => RUN_STATUS[p.lastStatus],
    filterable: false,
    sortable: false,
  },
  { id: 'runs', header: 'Runs', value: () => '', filterable: false, sortable: false, searchable: false },
];

const SORTS = { name: 'name', source: 'source', schedule: 'schedule', lastRun: 'lastRun' } as const;

const trimmed = (text: string) => (text.trim() === '' ? undefined : text.trim());

function storageOf(v: Values): PipelineStorage | undefined {
  if (v.storageKind === 'azure-blob')
    return {
      kind: 'azure-blob',
      accountUrl: v.accountUrl.trim(),
      container: v.container.trim(),
      ...(trimmed(v.directory) ? { directory: v.directory.trim() } : {}),
      credential: v.credential as 'account-key' | 'sas',
    };
  if (v.storageKind === 's3')
    return {
      kind: 's3',
      ...(trimmed(v.endpoint) ? { endpoint: v.endpoint.trim() } : {}),
      region: v.region.trim(),
      bucket: v.bucket.trim(),
      ...(trimmed(v.prefix) ? { prefix: v.prefix.trim() } : {}),
      accessKeyId: v.accessKeyId.trim(),
    };
  return undefined;
}

const toInput = (v: Values): PipelineInput => {
  const storage = storageOf(v);
  return {
    name: v.name,
    source: v.source as PipelineInput['source'],
    schedule: v.schedule as PipelineInput['schedule'],
    enabled: v.enabled,
    ...(storage ? { storage } : {}),
    ...(storage && v.secret !== '' ? { secret: v.secret } : {}),
  };
};

/** The check of the form's storage: with the secret entered, or the stored one of the pipeline edited. */
function checkInput(v: Values): PipelineStorageCheckInput | undefined {
  const storage = storageOf(v);
  if (!storage) return undefined;
  if (v.secret !== '') return { storage, secret: v.secret };
  return keepsSecret(v) ? { storage, pipelineId: v.id } : undefined;
}

const BLANK: Values = {
  name: '',
  source: 'focus-export',
  schedule: 'daily',
  enabled: true,
  storageKind: 'none',
  accountUrl: '',
  container: '',
  directory: '',
  credential: 'account-key',
  endpoint: '',
  region: 'us-east-1',
  bucket: '',
  prefix: '',
  accessKeyId: '',
  secret: '',
  secretSet: false,
  storedKind: 'none',
  id: '',
};

function toValues(p: Pipeline): Values {
  const s = p.storage;
  return {
    ...BLANK,
    id: p.id,
    name: p.name,
    source: p.source,
    schedule: p.schedule,
    enabled: p.enabled,
    storageKind: s?.kind ?? 'none',
    storedKind: s?.kind ?? 'none',
    secretSet: p.secretSet,
    accountUrl: s?.accountUrl ?? '',
    container: s?.container ?? '',
    directory: s?.directory ?? '',
    credential: s?.credential ?? 'account-key',
    endpoint: s?.endpoint ?? '',
    region: s?.region ?? 'us-east-1',
    bucket: s?.bucket ?? '',
    prefix: s?.prefix ?? '',
    accessKeyId: s?.accessKeyId ?? '',
  };
}

/**
 * The data pipelines that feed the portal: source, schedule, the storage a cost pipeline reads
 * (checked before saving, its secret write-only), how the last run went, 'Run now' and the last runs.
 */
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
      blank={() => ({ ...BLANK })}
      toValues={toValues}
      toBody={toInput}
      nameOf={(p) => p.name}
      formSummary={(values) => <StorageCheck input={checkInput(values)} />}
      cells={{
        lastRun: (p) => (p.lastRunAt ? dateTime(p.lastRunAt) : 'Never'),
        lastStatus: (p) => <PipelineStatus pipeline={p} />,
        runs: (p) => <PipelineRunActions pipeline={p} />,
      }}
    />
  );
}
