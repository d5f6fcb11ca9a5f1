import { contractFields, type FormSpec } from '@portal/hooks/forms';
import { useNewEntityForm } from '@portal/hooks/react';
import { EmailNotificationRules, type EmailQueued } from '@portal/sdk';
import { useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { usePortal } from '../../../lib/portal-context.tsx';
import { ActionButton } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { dateTime } from '../../../ui/crud/format.ts';
import { type FormField, FormFields } from '../../../ui/form/fields.tsx';
import { showToast } from '../../../ui/toasts.tsx';
import { useSendNotification } from '../api.ts';
import * as css from './settings-sections.css.ts';

/** Decision 11: `{recipients: string[], subject, body, html?: boolean}`, within the contract's limits. */
export type NotificationValues = { recipients: string[]; subject: string; body: string; html: boolean };

export const NOTIFICATION_SPEC: FormSpec<NotificationValues> = {
  fields: contractFields<NotificationValues>(EmailNotificationRules, {
    recipients: { kind: 'list', label: 'Recipients', item: 'email' },
    subject: { kind: 'text', label: 'Subject' },
    body: { kind: 'text', label: 'Message' },
    html: { kind: 'boolean', label: 'The message is HTML' },
  }),
};

const FIELDS: readonly FormField<NotificationValues>[] = [
  {
    name: 'recipients',
    control: 'lines',
    description: 'One e-mail address per line, at most 50.',
    wide: true,
  },
  { name: 'subject', control: 'text', wide: true },
  { name: 'body', control: 'textarea', wide: true },
  {
    name: 'html',
    control: 'checkbox',
    description: 'Otherwise it is sent as plain text, exactly as written.',
    wide: true,
  },
];

const BLANK: NotificationValues = { recipients: [], subject: '', body: '', html: false };

interface Sent extends EmailQueued {
  subject: string;
  recipients: string[];
}

/**
 * An e-mail notification to people inside or outside the tenant: checked as it is written, queued
 * in the backend's outbox on send (the receipt names the message's id), the entries kept when the
 * backend refuses it.
 */
export function NotificationSection() {
  const { toasts } = usePortal();
  const notify = useSendNotification();
  const [state, form] = useNewEntityForm(NOTIFICATION_SPEC, BLANK);
  const [sent, setSent] = useState<Sent>();
  const formRef = useRef<HTMLFormElement>(null);

  const send = async () => {
    const outcome = await form.submit((values) =>
      notify.mutateAsync({
        recipients: values.recipients,
        subject: values.subject,
        body: values.body,
        ...(values.html ? { html: true } : {}),
      }),
    );
    if (outcome.ok) {
      const values = form.cleanValues();
      setSent({ ...outcome.data, subject: values.subject, recipients: values.recipients });
      form.reset(BLANK);
      showToast(toasts, {
        variant: 'success',
        title: 'Notification sent',
        description: `Queued for ${values.recipients.length} recipient${values.recipients.length === 1 ? '' : 's'}.`,
      });
    } else {
      if (outcome.reason === 'failed')
        showToast(toasts, {
          variant: 'error',
          title: 'The notification was not sent',
          description: 'Your message is kept; see the messages.',
        });
      // The focus goes to the first field that says why.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    }
  };

  return (
    <Card title="E-mail notification" layout="stacked" headingId="settings-notification">
      <p>Send an e-mail from the portal. It is queued in the outbox and sent from there.</p>
      <Form
        ref={formRef}
        aria-labelledby="settings-notification"
        validationBehavior="aria"
        aria-busy={state.submitting}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <FormFields
          fields={FIELDS}
          spec={NOTIFICATION_SPEC}
          form={form}
          state={state}
          disabled={state.submitting}
        />
        <div className={css.actions}>
          <ActionButton
            type="submit"
            variant="primary"
            isDisabled={!state.dirty || !state.valid || state.submitting}
          >
            {state.submitting ? 'Sending…' : 'Send notification'}
          </ActionButton>
          <ActionButton isDisabled={!state.dirty || state.submitting} onPress={() => form.reset(BLANK)}>
            Clear
          </ActionButton>
        </div>
      </Form>
      <div role="status" className={sent ? css.receipt : undefined}>
        {sent ? (
          <>
            <h3 className={css.slotTitle}>Last notification sent</h3>
            <dl>
              <dt>Subject</dt>
              <dd>{sent.subject}</dd>
              <dt>Recipients</dt>
              <dd>{sent.recipients.join(', ')}</dd>
              <dt>Outbox message</dt>
              <dd>
                <code>{sent.id}</code>, queued {dateTime(sent.queuedAt)}
              </dd>
            </dl>
          </>
        ) : null}
      </div>
    </Card>
  );
}
