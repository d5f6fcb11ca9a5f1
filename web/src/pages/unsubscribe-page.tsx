import { frequencyLabel } from '@portal/hooks/notifications';
import { Link, useSearchParams } from 'react-router';
import { useApiMutation, useApiQuery } from '../data/api-query.ts';
import { scheduledMailApi } from '../data/portal-endpoints.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { ActionButton } from '../ui/button.tsx';
import { QueryState, refusalMessage } from '../ui/query-state.tsx';
import * as ui from '../ui/styles.css.ts';

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * /unsubscribe?token=…: an e-mail's unsubscribe link, with no sign-in. Opening it changes nothing
 * (mail scanners open links); the button unsubscribes.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN.test(token);
  const target = useApiQuery(scheduledMailApi.describeUnsubscribe, [token], { enabled: valid, retry: false });
  const unsubscribe = useApiMutation(scheduledMailApi.unsubscribe);
  return (
    <main className={ui.page} aria-label="Unsubscribe">
      <div className={ui.pageCard}>
        <h1>Unsubscribe</h1>
        {!valid ? (
          <p role="alert" className={ui.alertText}>
            This unsubscribe link is not complete. Open it from the e-mail again.
          </p>
        ) : unsubscribe.isSuccess ? (
          <p role="status">
            Unsubscribed: {unsubscribe.data.email} gets no more e-mails of {unsubscribe.data.name}.
          </p>
        ) : target.error?.status === 404 ? (
          <p role="alert" className={ui.alertText}>
            {target.error.problem.detail ?? 'This unsubscribe link is no longer valid.'}
          </p>
        ) : (
          <QueryState query={target} what="The subscription">
            {(found) => (
              <>
                <p>
                  {found.email} gets {found.name} {frequencyLabel(found.frequency).toLowerCase()} by e-mail.
                </p>
                {unsubscribe.isError ? (
                  <p role="alert" className={ui.alertText}>
                    Not unsubscribed. {refusalMessage(unsubscribe.error)}
                  </p>
                ) : null}
                <ActionButton
                  variant="primary"
                  isDisabled={unsubscribe.isPending}
                  onPress={() => unsubscribe.mutate([token])}
                >
                  Unsubscribe
                </ActionButton>
              </>
            )}
          </QueryState>
        )}
        <p>
          <Link className={ui.link} to="/billing">
            Open the portal
          </Link>
        </p>
      </div>
    </main>
  );
}
