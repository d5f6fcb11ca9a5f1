import { contractFields, type FormSpec, formatBytes, saveFailureMessage } from '@portal/hooks/forms';
import { useNewEntityForm } from '@portal/hooks/react';
import type { TableColumn } from '@portal/hooks/tables';
import { type ApiError, FileIdParameterRule, type StoredFile, uploadFileUpload } from '@portal/sdk';
import { useMutation } from '@tanstack/react-query';
import { type RefObject, useId, useMemo, useRef, useState } from 'react';
import { FileTrigger, Form } from 'react-aria-components';
import { useApiFetch, useApiQuery } from '../../../data/api-query.ts';
import { useServerList } from '../../../data/use-server-list.ts';
import { usePortal } from '../../../lib/portal-context.tsx';
import { ActionButton } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { dateTime } from '../../../ui/crud/format.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import * as crud from '../../../ui/form/fields.css.ts';
import { FieldControl, type FormField } from '../../../ui/form/fields.tsx';
import * as page from '../../../ui/page.css.ts';
import { errorMessage } from '../../../ui/query-state.tsx';
import * as ui from '../../../ui/styles.css.ts';
import { showToast } from '../../../ui/toasts.tsx';
import { settingsApi, useDeleteFile, useUploadFile } from '../api.ts';
import * as css from './settings-sections.css.ts';

/** What the backend stores, as the contract's upload states it: at most 5 MiB of these types. */
const UPLOAD = uploadFileUpload.file;
export const FILE_MAX_BYTES: number = UPLOAD.maxBytes;
export const FILE_TYPES: readonly string[] = UPLOAD.accept;
const TYPE_OF_ENDING: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
};
/** A file key as the contract's path parameter takes it. */
const KEY_PATTERN = new RegExp(FileIdParameterRule.pattern, 'u');

/** The file with its media type; some systems give none for .ico, .svg or .csv, so the name's ending names it. */
export function withMediaType(file: File): File {
  if (file.type !== '') return file;
  const type = TYPE_OF_ENDING[file.name.split('.').pop()?.toLowerCase() ?? ''];
  return type ? new File([file], file.name, { type, lastModified: file.lastModified }) : file;
}

/** A key from a file name: 'Budget 2026.pdf' → 'budget-2026-pdf'. */
export function keyOfName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}

type UploadValues = { file: File | undefined; key: string };

/** The upload form: the contract's upload limits for the file and its rule for a file key. */
export const UPLOAD_SPEC: FormSpec<UploadValues> = {
  fields: contractFields<UploadValues>(
    { file: UPLOAD, key: FileIdParameterRule },
    {
      file: { kind: 'file', label: 'File', required: true },
      key: {
        kind: 'text',
        label: 'Key',
        patternMessage: 'Use lower-case letters, digits and hyphens, starting with a letter or digit.',
      },
    },
  ),
};

const KEY_FIELD: FormField<UploadValues> = {
  name: 'key',
  control: 'text',
  description: 'Names the file for the portal; a file stored under the same key is replaced.',
};

const COLUMNS: TableColumn<StoredFile>[] = [
  { id: 'id', header: 'Key', value: (f) => f.id, filterable: false, hideable: false },
  { id: 'name', header: 'Name', value: (f) => f.name, filterable: false },
  { id: 'contentType', header: 'Type', value: (f) => f.contentType, filterable: false },
  { id: 'size', header: 'Size', value: (f) => f.size, kind: 'number', filterable: false, searchable: false },
  { id: 'uploaded', header: 'Uploaded', value: (f) => f.uploadedAt, filterable: false, searchable: false },
  {
    id: 'actions',
    header: 'Actions',
    value: () => '',
    sortable: false,
    filterable: false,
    searchable: false,
    hideable: false,
  },
];
const SORTS = {
  id: 'id',
  name: 'name',
  contentType: 'contentType',
  size: 'size',
  uploaded: 'uploaded',
} as const;

/** Saves the blob under its name through a temporary link. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The tenant's file storage: the stored files (paged, sorted and searched on the server), an
 * upload checked here against the backend's types and size, a download of each file, and a delete
 * after a confirmation.
 */
export function FilesSection() {
  const { toasts } = usePortal();
  const uploadButton = useRef<HTMLButtonElement>(null);
  const [deleting, setDeleting] = useState<StoredFile>();
  const [downloadError, setDownloadError] = useState<string>();
  const { table, page: list } = useServerList({
    endpoint: settingsApi.files,
    columns: COLUMNS,
    sorts: SORTS,
    initialSort: { id: 'uploaded', desc: true },
  });

  // A download reads the file's bytes outside the render, through the request layer (a change of
  // the file makes its bytes stale).
  const read = useApiFetch();
  const download = useMutation<Blob, ApiError, StoredFile>({
    mutationFn: (file) => read(settingsApi.fileContent, [file.id]),
    onMutate: () => setDownloadError(undefined),
    onSuccess: (blob, file) => saveBlob(blob, file.name),
    onError: (error, file) =>
      setDownloadError(`${file.name} could not be downloaded. ${errorMessage(error)}`),
  });
  // The list and the file's descriptions are read again before the notice.
  const remove = useDeleteFile<StoredFile>({
    onSuccess: (_, file) => {
      setDeleting(undefined);
      remove.reset();
      showToast(toasts, {
        variant: 'success',
        title: 'File deleted',
        description: `${file.name} was deleted.`,
      });
      uploadButton.current?.focus();
    },
  });

  // Stable cells: the table renders each cell function as a component, so a new one would replace
  // the row's buttons (and lose the focus) on every render.
  const startDownload = download.mutate;
  const cells = useMemo(
    () => ({
      size: (f: StoredFile) => formatBytes(f.size),
      uploaded: (f: StoredFile) => dateTime(f.uploadedAt),
      actions: (f: StoredFile) => (
        <span className={css.rowActions}>
          <ActionButton
            className={crud.smallButton}
            aria-label={`Download ${f.name}`}
            onPress={() => startDownload(f)}
          >
            Download
          </ActionButton>
          <ActionButton
            className={crud.smallButton}
            aria-label={`Delete ${f.name}`}
            onPress={() => setDeleting(f)}
          >
            Delete
          </ActionButton>
        </span>
      ),
    }),
    [startDownload],
  );

  return (
    <Card title="Files" layout="stacked">
      <p>
        Documents and images kept for the tenant: PDF, CSV, text, PNG, JPEG, SVG or ICO files of at most{' '}
        {formatBytes(FILE_MAX_BYTES)}.
      </p>
      <UploadForm buttonRef={uploadButton} />
      <h3 className={page.subTitle}>Stored files</h3>
      {downloadError ? (
        <p role="alert" className={ui.errorBox}>
          {downloadError}
        </p>
      ) : null}
      <DataTable
        table={table}
        label="Stored files"
        query={list}
        empty="No files stored yet."
        fileName="files"
        height={360}
        cells={cells}
      />
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete file"
          busyLabel="Deleting…"
          busy={remove.isPending}
          error={
            remove.isError
              ? saveFailureMessage(remove.error).replace(/^Not saved: /, 'Not deleted: ')
              : undefined
          }
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => {
            remove.reset();
            setDeleting(undefined);
          }}
        >
          <p>
            The file {deleting.name} (key {deleting.id}) will be deleted. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}

/**
 * The file stored under `key`, read with GET /files/{id} (any page of the list, not only the one
 * shown): undefined while unknown, null when the key is free.
 */
function useStoredFile(key: string): StoredFile | null | undefined {
  const valid = KEY_PATTERN.test(key);
  const query = useApiQuery(settingsApi.file, [key], { enabled: valid, retry: false, staleTime: 30_000 });
  if (!valid) return undefined;
  if (query.isError) return query.error.status === 404 ? null : undefined;
  return query.data;
}

function UploadForm({ buttonRef }: { buttonRef: RefObject<HTMLButtonElement | null> }) {
  const { toasts } = usePortal();
  // The list (and the file stored under the key) is read again before the upload counts as done.
  const store = useUploadFile();
  const [state, form] = useNewEntityForm(UPLOAD_SPEC, { file: undefined, key: '' });
  const fileErrorId = useId();
  const chosen = state.values.file;
  const fileError = state.errors.file;
  const replaces = useStoredFile(state.values.key.trim());

  const upload = async () => {
    const outcome = await form.submit(async ({ file, key }) => {
      if (!file) throw new Error('No file chosen.');
      return store.mutateAsync({ key, file });
    });
    if (outcome.ok) {
      form.reset({ file: undefined, key: '' });
      showToast(toasts, {
        variant: 'success',
        title: 'File uploaded',
        description: `${outcome.data.name} is stored as ${outcome.data.id}.`,
      });
    } else if (outcome.reason === 'failed') {
      showToast(toasts, {
        variant: 'error',
        title: 'The file was not uploaded',
        description: 'Your choice is kept; see the message.',
      });
    }
  };

  return (
    <Form
      aria-label="Upload a file"
      validationBehavior="aria"
      aria-busy={state.submitting}
      onSubmit={(event) => {
        event.preventDefault();
        void upload();
      }}
    >
      {state.generalError ? (
        <p role="alert" className={ui.errorBox}>
          {state.generalError}
        </p>
      ) : null}
      <div className={css.toolbar}>
        <div className={crud.field}>
          <span className={crud.label}>File</span>
          <FileTrigger
            acceptedFileTypes={[...FILE_TYPES, ...Object.keys(TYPE_OF_ENDING).map((ending) => `.${ending}`)]}
            onSelect={(files) => {
              const picked = files?.[0];
              if (!picked) return;
              const file = withMediaType(picked);
              const previous = state.values.file;
              // The key follows the file's name until the user writes one of their own.
              const followsName =
                state.values.key === '' || (previous && state.values.key === keyOfName(previous.name));
              form.setValues(followsName ? { file, key: keyOfName(file.name) } : { file });
              form.touch('file');
            }}
          >
            <ActionButton
              ref={buttonRef}
              isDisabled={state.submitting}
              aria-describedby={fileError ? fileErrorId : undefined}
            >
              {chosen ? 'Choose another file…' : 'Choose a file…'}
            </ActionButton>
          </FileTrigger>
          <span className={crud.description}>
            {chosen ? `${chosen.name} (${formatBytes(chosen.size)})` : 'No file chosen'}
          </span>
          {fileError ? (
            <span id={fileErrorId} role="alert" className={crud.error}>
              {fileError}
            </span>
          ) : null}
        </div>
        <FieldControl
          field={KEY_FIELD}
          spec={UPLOAD_SPEC}
          form={form}
          state={state}
          disabled={state.submitting}
        />
        <div className={crud.field}>
          <ActionButton
            type="submit"
            variant="primary"
            isDisabled={!chosen || !state.valid || state.submitting}
          >
            {state.submitting ? 'Uploading…' : 'Upload'}
          </ActionButton>
        </div>
      </div>
      {replaces ? (
        <p className={css.caption} role="status">
          The key {replaces.id} is taken by {replaces.name} ({formatBytes(replaces.size)}, uploaded{' '}
          {dateTime(replaces.uploadedAt)}): uploading replaces it.
        </p>
      ) : null}
    </Form>
  );
}
