import { contractFields, type FormSpec } from '@portal/hooks/forms';
import { useNewEntityForm } from '@portal/hooks/react';
import {
  type LicenceQuestionnaire,
  type LicenceQuestionnaireAnswers,
  LicenceQuestionnaireAnswersRules,
} from '@portal/sdk';
import { useId } from 'react';
import { Form } from 'react-aria-components';
import { useApiQuery } from '../../../data/api-query.ts';
import { usePortal } from '../../../lib/portal-context.tsx';
import type { ScreenProps } from '../../../lib/screen.ts';
import { useIsAdmin } from '../../../lib/use-is-admin.ts';
import { ActionButton } from '../../../ui/button.tsx';
import { dateTime } from '../../../ui/crud/format.ts';
import { type Choice, type FormField, FormFields } from '../../../ui/form/fields.tsx';
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

const choices = (labels: Readonly<Record<string, string>>): Choice[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The questionnaire's fields in order, drawn by the kit's field renderer (ui/form). */
const FIELDS: readonly FormField<Answers>[] = [
  { name: 'employees', control: 'number' },
  { name: 'frontlineWorkers', control: 'number' },
  { name: 'remotePercent', control: 'number' },
  { name: 'deviceManagement', control: 'select', options: choices(OPTIONS.deviceManagement) },
  { name: 'securityLevel', control: 'select', options: choices(OPTIONS.securityLevel) },
  { name: 'copilotInterest', control: 'select', options: choices(OPTIONS.copilotInterest) },
  { name: 'renewalDate', control: 'text', type: 'date' },
  { name: 'contactEmail', control: 'text', type: 'email', inputMode: 'email' },
  {
    name: 'desktopApps',
    control: 'checkbox',
    description: 'Word, Excel, Outlook installed on computers',
    wide: true,
  },
  { name: 'notes', control: 'textarea', wide: true },
];

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
      <FormFields fields={FIELDS} spec={QUESTIONNAIRE_SPEC} form={form} state={state} disabled={disabled} />
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
