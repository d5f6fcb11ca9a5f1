import type { MailDelivery } from '@portal/sdk';
import { useState } from 'react';
import { useApiQuery } from '../../../data/api-query.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { ChoiceSelect } from '../../../ui/choice-select.tsx';
import { dateTime } from '../../../ui/crud/format.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { ScrollRegion } from '../../../ui/scroll-region.tsx';
import * as ui from '../../../ui/styles.css.ts';
import { operationsApi } from '../api.ts';

export const MAIL_STATUSES = [
  { value: 'queued', label: 'Waiting to be sent' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Not sent' },
] as const;

const statusLabel = (status: MailDelivery['status']) =>
  MAIL_STATUSES.find((s) => s.value === status)?.label ?? status;

/** What became of a message, in words: when it was sent, or why not and what happens next. */
function outcome(m: MailDelivery): string {
  if (m.status === 'sent') return m.sentAt ? `Sent ${dateTime(m.sentAt)}` : 'Sent';
  if (m.status === 'failed') return m.error ?? 'Not sent.';
  if (m.error)
    return `${m.error} ${m.nextAttemptAt ? `Tried again ${dateTime(m.nextAttemptAt)}.` : 'Tried again soon.'}`;
  return m.status === 'sending' ? 'Being sent now.' : 'Waiting for the mail server.';
}

/**
 * The e-mails the portal sent in the tenant (alerts, test e-mails), the newest first: an admin sees
 * what went out, what waits for another attempt, and what the mail server refused and why.
 */
export default function MailDeliveriesScreen({ title }: ScreenProps) {
  const [status, setStatus] = useState<'' | MailDelivery['status']>('');
  const query = useApiQuery(operationsApi.mailDeliveries, [status ? { status, limit: 200 } : { limit: 200 }]);
  return (
    <section className={styles.screen} aria-label={title}>
      <div className={styles.toolbar}>
        <ChoiceSelect label="Status" value={status} onChange={(value) => setStatus(value as typeof status)}>
          <option value="">Every status</option>
          {MAIL_STATUSES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </ChoiceSelect>
      </div>
      <QueryState
        query={query}
        what="The e-mails sent"
        isEmpty={(data) => data.items.length === 0}
        empty={status ? 'No e-mails with this status.' : 'The portal has sent no e-mail yet.'}
      >
        {(data) => (
          <div className={styles.card}>
            {data.relay ? null : (
              <p className={styles.note}>No mail server is configured: the e-mails wait here until one is.</p>
            )}
            <ScrollRegion className={ui.tableScroll} label="E-mails sent, table">
              <table className={styles.table}>
                <caption className={styles.cardTitle}>E-mails sent, the newest first</caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.cell}>
                      Queued
                    </th>
                    <th scope="col" className={styles.cell}>
                      Subject
                    </th>
                    <th scope="col" className={styles.cell}>
                      To
                    </th>
                    <th scope="col" className={styles.cell}>
                      Status
                    </th>
                    <th scope="col" className={styles.cell}>
                      Attempts
                    </th>
                    <th scope="col" className={styles.cell}>
                      What happened
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((m) => (
                    <tr key={m.id}>
                      <td className={styles.cell}>{dateTime(m.queuedAt)}</td>
                      <th scope="row" className={styles.cell}>
                        {m.subject}
                      </th>
                      <td className={styles.cell}>{m.recipients.join(', ')}</td>
                      <td className={styles.cell}>{statusLabel(m.status)}</td>
                      <td className={styles.cell}>{m.attempts}</td>
                      <td className={styles.cell}>{outcome(m)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        )}
      </QueryState>
    </section>
  );
}
