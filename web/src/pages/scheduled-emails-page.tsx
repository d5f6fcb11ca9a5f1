import { frequencyLabel, nextDeliveryText } from '@portal/hooks/notifications';
import type { Subscription } from '@portal/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiMutation, useApiQuery } from '../data/api-query.ts';
import { scheduledMailApi } from '../data/portal-endpoints.ts';
import { FIXED_PAGES } from '../lib/fixed-pages.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { ActionButton } from '../ui/button.tsx';
import { dateTime } from '../ui/crud/format.ts';
import { QueryState, refusalMessage } from '../ui/query-state.tsx';
import * as styles from '../ui/screen.css.ts';
import { ScrollRegion } from '../ui/scroll-region.tsx';
import * as ui from '../ui/styles.css.ts';

/**
 * /billing/scheduled-emails: the signed-in user's scheduled e-mails of screens and saved views,
 * each with when it goes next, 'Send now' and 'Unsubscribe'.
 */
export function ScheduledEmailsPage() {
  const { title, route } = FIXED_PAGES.scheduledEmails;
  usePageTitle(title, route);
  const query = useApiQuery(scheduledMailApi.list, []);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean }>();
  const send = useApiMutation(scheduledMailApi.send, {
    args: (s: Subscription) => [s.id] as [string],
    onSuccess: (_data, s) =>
      setOutcome({ text: `${s.name}: the e-mail is on its way to ${s.email}.`, failed: false }),
    onError: (error, s) =>
      setOutcome({ text: `${s.name} was not sent. ${refusalMessage(error)}`, failed: true }),
  });
  const remove = useApiMutation(scheduledMailApi.remove, {
    args: (s: Subscription) => [s.id] as [string],
    onSuccess: (_data, s) =>
      setOutcome({
        text: `Unsubscribed: no more e-mails of ${s.name} ${frequencyLabel(s.frequency).toLowerCase()}.`,
        failed: false,
      }),
    onError: (error, s) =>
      setOutcome({ text: `Still subscribed to ${s.name}. ${refusalMessage(error)}`, failed: true }),
  });
  return (
    <>
      <h1>{title}</h1>
      <p>
        Screens and saved views mailed to you with their CSV. Subscribe with 'E-mail me' on the budgets and
        anomalies screens, or on a report showing one of your saved views.
      </p>
      <div role="status" className={outcome?.failed ? ui.alertText : undefined}>
        {outcome?.text}
      </div>
      <QueryState
        query={query}
        what="Your scheduled e-mails"
        isEmpty={(data) => data.items.length === 0}
        empty="You have no scheduled e-mails."
      >
        {(data) => (
          <div className={styles.card}>
            <ScrollRegion className={ui.tableScroll} label="Scheduled e-mails, table">
              <table className={styles.table}>
                <caption className={styles.cardTitle}>Your scheduled e-mails</caption>
                <thead>
                  <tr>
                    {['What', 'How often', 'Currency', 'Next e-mail', 'Last sent', 'Actions'].map((h) => (
                      <th key={h} scope="col" className={styles.cell}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((s) => (
                    <tr key={s.id}>
                      <th scope="row" className={styles.cell}>
                        <Link className={ui.link} to={s.link}>
                          {s.name}
                        </Link>
                      </th>
                      <td className={styles.cell}>{frequencyLabel(s.frequency)}</td>
                      <td className={styles.cell}>{s.currency}</td>
                      <td className={styles.cell}>{nextDeliveryText(s.nextDeliveryAt)}</td>
                      <td className={styles.cell}>{s.lastSentAt ? dateTime(s.lastSentAt) : 'Not yet'}</td>
                      <td className={styles.cell}>
                        <ActionButton
                          aria-label={`Send now: ${s.name}, ${frequencyLabel(s.frequency).toLowerCase()}`}
                          isPending={send.isPending && send.variables?.id === s.id}
                          onPress={() => send.mutate(s)}
                        >
                          Send now
                        </ActionButton>{' '}
                        <ActionButton
                          aria-label={`Unsubscribe from ${s.name}, ${frequencyLabel(s.frequency).toLowerCase()}`}
                          isDisabled={remove.isPending && remove.variables?.id === s.id}
                          onPress={() => remove.mutate(s)}
                        >
                          Unsubscribe
                        </ActionButton>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        )}
      </QueryState>
    </>
  );
}
