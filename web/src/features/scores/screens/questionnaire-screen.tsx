import { contractFields, type EntityForm, type EntityFormState, type FormSpec } from '@portal/hooks/core';
import { useNewEntityForm } from '@portal/hooks/react';
import {
  type LicenceQuestionnaire,
  type LicenceQuestionnaireAnswers,
  LicenceQuestionnaireAnswersRules,
} from '@portal/sdk';
import { useId } from 'react';
import { Checkbox, Form } from 'react-aria-components';
import { useApiQuery } from '../../../data/api-query.ts';
import { usePortal } from '../../../lib/portal-context.tsx';
import type { ScreenProps } from '../../../lib/screen.ts';
import { useIsAdmin } from '../../../lib/use-is-admin.ts';
import { ActionButton } from '../../../ui/button.tsx';
import * as office from '../../../ui/common.css.ts';
import { dateTime } from '../../../ui/crud/format.ts';
import * as fields from '../../../ui/dialog.css.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import * as ui from '../../../ui/styles.css.ts';
import { showToast } from '../../../ui/toasts.tsx';
import { scoresApi, useSaveQuestionnaire } from '../api.ts';

type Answers = LicenceQuestionnaireAnswers;

const today = () => new Date().toISOString().slice(0, 10);

const OPTIONS = {
  deviceManagement: {
    none: 'None',
    basic: 'Basic (mobile e-mail only)',
    full: 'Full (every device enrolled)',
  },
  securityLevel: {
    standard: 'Standard',
    advanced: 'Advanced (threat protection)',
    strict: 'Strict (regulated data)',
  },
  copilotInterest: { none: 'Not now', pilot: 'A pilot group', broad: 'Everyone who qualifies' },
} as const;

/** The questionnaire's rules: the contract's, and frontline workers within the employees. */
export const QUESTIONNAIRE_SPEC: FormSpec<Answers> = {
  fields: contractFields<Answers>(LicenceQuestionnaireAnswersRules, {
    employees: { kind: 'number', label: 'Employees' },
    frontlineWorkers: { kind: 'number', label: 'Frontline workers' },
    remotePercent: { kind: 'number', label: 'Working remotely (%)' },
    desktopApps: { kind: 'boolean', label: 'Desktop apps needed' },
    deviceManagement: { kind: 'enum', label: 'Device management' },
    securityLevel: { kind: 'enum', label: 'Security level' },
    copilotInterest: { kind: 'enum', label: 'Copilot interest' },
    renewalDate: {
      kind: 'text',
      label: 'Licence renewal date',
      required: true,
      validate: (value) =>
        /^\d{4}-\d{2}-\d{2}$/.test(String(value)) && String(value) < today()
          ? 'The renewal date cannot be in the past.'
          : undefined,
    },
    contactEmail: { kind: 'email', label: 'Contact e-mail' },
    notes: { kind: 'text', label: 'Notes' },
  }),
  rules: [
    (v) =>
      Number(v.frontlineWorkers) > Number(v.employees)
        ? { field: 'frontlineWorkers', message: 'Frontline workers cannot exceed the number of employees.' }
        : undefined,
  ],
};

const BLANK: Answers = {
  employees: Number.NaN,
  frontlineWorkers: 0,
  remotePercent: 0,
  desktopApps: true,
  deviceManagement: 'basic',
  securityLevel: 'standard',
  copilotInterest: 'none',
  renewalDate: '',
  contactEmail: '',
  notes: '',
};

/**
 * The licence questionnaire, saved per tenant: what the organisation needs, so licences can be
 * planned. Checked as the user types and again by the server; a failed save keeps every answer.
 */
export default function QuestionnaireScreen({ title }: ScreenProps) {
  const query = useApiQuery(scoresApi.questionnaire, []);
  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState query={query} what="The licence questionnaire">
        {(saved) => <Questionnaire key={saved.updatedAt ?? 'new'} saved={saved} />}
      </QueryState>
    </section>
  );
}

function Questionnaire({ saved }: { saved: LicenceQuestionnaire }) {
  const { toasts } = usePortal();
  const isAdmin = useIsAdmin();
  const [state, form] = useNewEntityForm(QUESTIONNAIRE_SPEC, { ...BLANK, ...saved.answers });
  const statusId = useId();
  // The saved questionnaire is read again after a save (useSaveQuestionnaire).
  const save = useSaveQuestionnaire();
  const submit = async () => {
    const outcome = await form.submit((values) => save.mutateAsync(values));
    if (outcome.ok) {
      showToast(toasts, { variant: 'success', title: 'Questionnaire saved' });
    } else if (outcome.reason === 'failed') {
      showToast(toasts, {
        variant: 'error',
        title: 'The questionnaire was not saved',
        description: 'Your answers are kept; see the messages.',
      });
    }
  };
  const show = (name: keyof Answers & string) =>
    state.touched[name] || state.submitAttempted ? state.errors[name] : undefined;
  const disabled = !isAdmin || state.submitting;
  return (
    <Form
      className={styles.card}
      aria-labelledby="questionnaire-title"
      aria-describedby={statusId}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="questionnaire-title" className={styles.cardTitle}>
        Licence needs
      </h2>
      <p id={statusId} className={styles.note}>
        {saved.updatedAt
          ? `Last saved by ${saved.updatedBy ?? 'someone'} on ${dateTime(saved.updatedAt)}.`
          : 'Not answered yet.'}
        {isAdmin ? '' : ' Only administrators can change the answers.'}
      </p>
      {state.generalError ? (
        <p role="alert" className={ui.errorBox}>
          {state.generalError}
        </p>
      ) : null}
      <div className={office.fieldGrid}>
        <NumberInput
          form={form}
          state={state}
          name="employees"
          error={show('employees')}
          disabled={disabled}
        />
        <NumberInput
          form={form}
          state={state}
          name="frontlineWorkers"
          error={show('frontlineWorkers')}
          disabled={disabled}
        />
        <NumberInput
          form={form}
          state={state}
          name="remotePercent"
          error={show('remotePercent')}
          disabled={disabled}
        />
        <Choice form={form} state={state} name="deviceManagement" disabled={disabled} />
        <Choice form={form} state={state} name="securityLevel" disabled={disabled} />
        <Choice form={form} state={state} name="copilotInterest" disabled={disabled} />
        <TextInput
          form={form}
          state={state}
          name="renewalDate"
          type="date"
          error={show('renewalDate')}
          disabled={disabled}
        />
        <TextInput
          form={form}
          state={state}
          name="contactEmail"
          type="email"
          error={show('contactEmail')}
          disabled={disabled}
        />
      </div>
      <Checkbox
        className={fields.field}
        isSelected={state.values.desktopApps}
        isDisabled={disabled}
        onChange={(desktopApps) => form.setValues({ desktopApps })}
      >
        Desktop apps needed (Word, Excel, Outlook installed on computers)
      </Checkbox>
      <TextInput form={form} state={state} name="notes" multiline error={show('notes')} disabled={disabled} />
      {isAdmin ? (
        <div className={ui.dialogActions}>
          <ActionButton
            type="button"
            isDisabled={!state.dirty || state.submitting}
            onPress={() => form.reset()}
          >
            Undo changes
          </ActionButton>
          <ActionButton type="submit" variant="primary" isDisabled={state.submitting}>
            {state.submitting ? 'Saving…' : 'Save answers'}
          </ActionButton>
        </div>
      ) : null}
    </Form>
  );
}

interface InputProps {
  form: EntityForm<Answers>;
  state: EntityFormState<Answers>;
  error?: string | undefined;
  disabled: boolean;
}

function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <span id={id} className={fields.error}>
      {error}
    </span>
  ) : null;
}

function NumberInput({
  form,
  state,
  name,
  error,
  disabled,
}: InputProps & { name: 'employees' | 'frontlineWorkers' | 'remotePercent' }) {
  const id = useId();
  const value = state.values[name];
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {QUESTIONNAIRE_SPEC.fields[name]?.label}
      </label>
      <input
        id={id}
        className={fields.input}
        type="number"
        inputMode="numeric"
        value={Number.isNaN(value) ? '' : value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) =>
          form.setValues({ [name]: event.target.value === '' ? Number.NaN : Number(event.target.value) })
        }
        onBlur={() => form.touch(name)}
      />
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

function TextInput({
  form,
  state,
  name,
  type = 'text',
  multiline = false,
  error,
  disabled,
}: InputProps & { name: 'renewalDate' | 'contactEmail' | 'notes'; type?: string; multiline?: boolean }) {
  const id = useId();
  const common = {
    id,
    value: state.values[name] ?? '',
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onBlur: () => form.touch(name),
  };
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {QUESTIONNAIRE_SPEC.fields[name]?.label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          className={fields.textarea}
          maxLength={1000}
          onChange={(e) => form.setValues({ [name]: e.target.value })}
        />
      ) : (
        <input
          {...common}
          className={fields.input}
          type={type}
          onChange={(e) => form.setValues({ [name]: e.target.value })}
        />
      )}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

function Choice({ form, state, name, disabled }: Omit<InputProps, 'error'> & { name: keyof typeof OPTIONS }) {
  const id = useId();
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {QUESTIONNAIRE_SPEC.fields[name]?.label}
      </label>
      <select
        id={id}
        className={fields.input}
        value={state.values[name]}
        disabled={disabled}
        onChange={(event) => form.setValues({ [name]: event.target.value } as Partial<Answers>)}
      >
        {Object.entries(OPTIONS[name]).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
