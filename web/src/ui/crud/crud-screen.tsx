import type { EntityForm, FormSpec, SubmitOutcome } from '@portal/hooks/forms';
import { formatAmount } from '@portal/hooks/money';
import { useEditableListController, useEntityForm } from '@portal/hooks/react';
import type { TableColumn, TableSort } from '@portal/hooks/tables';
import type { components } from '@portal/sdk';
import { type ReactNode, useMemo, useRef } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useApiMutation } from '../../data/api-query.ts';
import type { CrudEndpoints } from '../../data/crud.ts';
import { useServerList } from '../../data/use-server-list.ts';
import { useIsAdmin } from '../../lib/use-is-admin.ts';
import { ActionButton } from '../button.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { DataTable } from '../data-table/data-table.tsx';
import * as css from '../form/fields.css.ts';
import { type FormField, FormFields } from '../form/fields.tsx';
import * as styles from '../screen.css.ts';
import * as ui from '../styles.css.ts';

type ExchangeRate = components['schemas']['ExchangeRate'];

export interface CrudScreenProps<
  Row extends { id: string },
  V extends object,
  Sort extends string,
  Page extends { total: number; items: Row[] },
  Body,
  Query,
> {
  title: string;
  /** One entity in words, lower case ('alert definition'). */
  noun: string;
  /** Several of them ('alert definitions'). */
  plural: string;
  /** Names the CSV file. */
  dataKey: string;
  /** The list and its changes: the data layer's endpoints (features/<area>/api.ts). */
  endpoints: CrudEndpoints<Row, Page, Body, Query>;
  /** A module constant: a new array resets the table's columns. Amounts show in the page's currency. */
  columns: TableColumn<Row>[];
  sorts: Readonly<Partial<Record<string, Sort>>>;
  initialSort: TableSort;
  empty: string;
  /** The form's rules. */
  spec: FormSpec<V>;
  /** The form's fields in order; may depend on the list's page (choices the server lists). */
  fields: readonly FormField<V>[] | ((page: Page | undefined) => readonly FormField<V>[]);
  blank: () => V;
  toValues: (row: Row) => V;
  /** What create and update send for the form's values. */
  toBody: (values: V) => Body;
  /** How dialogs and notices name an entity. */
  nameOf: (row: Row) => string;
  /** Custom cells by column id (words for states, badges). */
  cells?: Partial<Record<string, (row: Row, page: Page) => ReactNode>>;
  /** Above the table, from the page (key figures). */
  header?: (page: Page) => ReactNode;
  /** Under the form's fields: what the values come to (a price), from the values and the page. */
  formSummary?: (values: V, page: Page | undefined) => ReactNode;
}

/**
 * A configuration list with create, edit and delete: the server-paged data table, a 'New' button
 * and per-row Edit and Delete for admin users (a note for the others), a form dialog driven by the
 * field spec (client checks, the server's 400 on its fields, the user's entries kept when a save
 * fails) and a confirmation before deleting. Every change refreshes the list (the contract's tags).
 */
export function CrudScreen<
  Row extends { id: string },
  V extends object,
  Sort extends string,
  Page extends { total: number; items: Row[] },
  Body,
  Query,
>(props: CrudScreenProps<Row, V, Sort, Page, Body, Query>) {
  const isAdmin = useIsAdmin();
  const newButton = useRef<HTMLButtonElement>(null);
  const { endpoints, toBody } = props;
  // What each change makes stale is the contract's: the list reads what they change.
  const create = useApiMutation<typeof endpoints.create, V>(endpoints.create, {
    args: (values: V) => [toBody(values)],
  });
  const update = useApiMutation<typeof endpoints.update, { row: Row; values: V }>(endpoints.update, {
    args: ({ row, values }: { row: Row; values: V }) => [row.id, toBody(values)],
  });
  const remove = useApiMutation<typeof endpoints.remove, Row>(endpoints.remove, {
    args: (row: Row) => [row.id],
  });

  const [list, controller] = useEditableListController<Row, V>({
    spec: props.spec,
    empty: props.blank,
    toValues: props.toValues,
    describe: (row) => `'${props.nameOf(row)}'`,
    api: {
      create: (values) => create.mutateAsync(values),
      update: (row, values) => update.mutateAsync({ row, values }),
      remove: async (row) => {
        await remove.mutateAsync(row);
      },
    },
  });

  // The actions column joins the screen's columns for admin users (one stable array per mode).
  const columns = useMemo<TableColumn<Row>[]>(
    () =>
      isAdmin
        ? [
            ...props.columns,
            {
              id: 'actions',
              header: 'Actions',
              value: () => '',
              sortable: false,
              filterable: false,
              searchable: false,
              hideable: false,
            },
          ]
        : props.columns,
    [isAdmin, props.columns],
  );
  const { table, page } = useServerList({
    endpoint: endpoints.list,
    columns,
    sorts: props.sorts,
    initialSort: props.initialSort,
  });
  const data = page.data;
  const currency = (data as { currency?: string } | undefined)?.currency ?? 'USD';
  const cells: Partial<Record<string, (row: Row) => ReactNode>> = {};
  for (const column of columns)
    if (column.kind === 'amount')
      cells[column.id] = (row) => formatAmount(String(column.value(row)), currency);
  for (const [id, render] of Object.entries(props.cells ?? {}))
    if (render && data) cells[id] = (row) => render(row, data);
  cells.actions = (row) => (
    <span className={css.rowActions}>
      <ActionButton
        className={css.smallButton}
        aria-label={`Edit ${props.nameOf(row)}`}
        onPress={() => controller.startEdit(row)}
      >
        Edit
      </ActionButton>
      <ActionButton
        className={css.smallButton}
        aria-label={`Delete ${props.nameOf(row)}`}
        onPress={() => controller.startDelete(row)}
      >
        Delete
      </ActionButton>
    </span>
  );
  const fields = typeof props.fields === 'function' ? props.fields(data) : props.fields;

  return (
    <section className={styles.screen} aria-label={props.title}>
      {data && props.header ? props.header(data) : null}
      <div className={styles.toolbar}>
        {isAdmin ? (
          <ActionButton ref={newButton} variant="primary" onPress={() => controller.startCreate()}>
            New {props.noun}
          </ActionButton>
        ) : (
          <span className={styles.note}>Only administrators can add, change or delete {props.plural}.</span>
        )}
        <p role="status" className={css.notice}>
          {list.notice ?? ''}
        </p>
      </div>
      <DataTable
        table={table}
        label={props.title}
        query={page}
        empty={props.empty}
        fileName={props.dataKey}
        cells={cells}
        currency={currency}
        exchangeRate={(data as { exchangeRate?: ExchangeRate } | undefined)?.exchangeRate}
      />
      {list.form ? (
        <EntityDialog
          key={list.mode === 'edit' ? `edit-${list.target?.id}` : 'create'}
          title={
            list.mode === 'edit' && list.target ? `Edit ${props.nameOf(list.target)}` : `New ${props.noun}`
          }
          form={list.form}
          spec={props.spec}
          fields={fields}
          summary={props.formSummary ? (values: V) => props.formSummary?.(values, data) : undefined}
          onSave={() => controller.save()}
          onCancel={() => controller.cancel()}
        />
      ) : null}
      {list.mode === 'delete' && list.target ? (
        <ConfirmDelete
          name={props.nameOf(list.target)}
          noun={props.noun}
          deleting={list.deleting}
          error={list.deleteError}
          onConfirm={async () => {
            if (await controller.confirmDelete()) newButton.current?.focus();
          }}
          onCancel={() => controller.cancel()}
        />
      ) : null}
    </section>
  );
}

function EntityDialog<V extends object>({
  title,
  form,
  spec,
  fields,
  summary,
  onSave,
  onCancel,
}: {
  title: string;
  form: EntityForm<V>;
  spec: FormSpec<V>;
  fields: readonly FormField<V>[];
  summary: ((values: V) => ReactNode) | undefined;
  onSave: () => Promise<SubmitOutcome<unknown>>;
  onCancel: () => void;
}) {
  const state = useEntityForm(form);
  const formRef = useRef<HTMLFormElement>(null);
  // A save that did not go through leaves the focus on the first field that says why (or keeps it).
  const save = async () => {
    const outcome = await onSave();
    if (outcome.ok) return;
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };
  const shown = fields.filter((field) => field.visible?.(state.values) ?? true);
  return (
    <ModalOverlay
      isOpen
      isDismissable={!state.submitting}
      isKeyboardDismissDisabled={state.submitting}
      onOpenChange={(open) => !open && onCancel()}
      className={ui.modalOverlay}
    >
      <Modal className={`${ui.modal} ${ui.modalWidth.standard}`}>
        <Dialog className={ui.dialog}>
          <Heading slot="title" className={ui.dialogTitle}>
            {title}
          </Heading>
          <Form
            ref={formRef}
            validationBehavior="aria"
            aria-busy={state.submitting}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <FormFields fields={shown} spec={spec} form={form} state={state} autoFocusFirst />
            {summary ? <div className={styles.note}>{summary(state.values)}</div> : null}
            {state.submitAttempted && !state.valid ? (
              <p role="alert" className={css.error}>
                Check the fields marked above: nothing was saved.
              </p>
            ) : null}
            <div className={ui.dialogActions}>
              <ActionButton onPress={onCancel} isDisabled={state.submitting}>
                Cancel
              </ActionButton>
              {/* Never disabled while saving: the focus stays on it (a second press is ignored). */}
              <ActionButton type="submit" variant="primary">
                {state.submitting ? 'Saving…' : 'Save'}
              </ActionButton>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function ConfirmDelete({
  name,
  noun,
  deleting,
  error,
  onConfirm,
  onCancel,
}: {
  name: string;
  noun: string;
  deleting: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title={`Delete ${name}?`}
      confirmLabel={`Delete ${noun}`}
      busyLabel="Deleting…"
      busy={deleting}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        The {noun} {name} will be deleted. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
