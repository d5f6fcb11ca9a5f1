import { useSignInFlow } from '@portal/hooks/react';
import type { Tenant } from '@portal/sdk';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { Link, Navigate, useNavigate } from 'react-router';
import { useApiQuery } from '../data/api-query.ts';
import { portalApi } from '../data/portal-endpoints.ts';
import { usePortal } from '../lib/portal-context.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useSessionState } from '../lib/use-session.ts';
import { Progress } from '../ui/progress.tsx';
import { QueryState } from '../ui/query-state.tsx';
import * as ui from '../ui/styles.css.ts';
import { LOGIN_MESSAGES } from './login-messages.ts';
import * as styles from './select-tenant-page.css.ts';

/** Why a tenant switch was refused, in the words of spec section 8 where it has them. */
function switchRefusal(status: number): string {
  if (status === 409) return LOGIN_MESSAGES.permissionNotGranted;
  if (status === 423) return LOGIN_MESSAGES.onboardingDisabled;
  if (status === 403) return 'Your account is not a member of that tenant.';
  if (status === 0) return 'The server cannot be reached. Check your connection and try again.';
  return 'The tenant could not be opened. Try again in a moment.';
}

/**
 * /tenant, 'Select Tenant': after a 300 answer the user picks the tenant to sign in to; a signed-in
 * user with several tenants comes here to switch, with the current tenant marked.
 */
export function SelectTenantPage() {
  const portal = usePortal();
  const { status, claims } = useSessionState();
  const { choosingTenant } = useSignInFlow(portal.signIn);
  const navigate = useNavigate();
  // Set on a choice and kept while the page navigates away, so it never bounces to /login.
  const [chosen, setChosen] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  useDocumentTitle('Select Tenant');
  const switching = status === 'signed-in';
  const tenants = useApiQuery(portalApi.tenants, [], {
    enabled: status === 'selecting-tenant' || switching,
  });

  // A reload here recovers the session first (the page requires authentication).
  useEffect(() => {
    if (status === 'restoring') void portal.session.restore();
  }, [portal, status]);

  if (status === 'restoring') {
    return (
      <main className={ui.page} aria-label="Loading">
        <Progress label="Restoring your session" />
      </main>
    );
  }
  if (status === 'signed-out' && !choosingTenant && !chosen) return <Navigate to="/login" replace />;

  async function choose(tenant: Tenant) {
    setRefusal(undefined);
    if (switching && tenant.id === claims?.tid) {
      navigate('/billing', { replace: true });
      return;
    }
    setChosen(tenant.id);
    if (!switching) {
      navigate(await portal.signIn.chooseTenant(tenant.id), { replace: true });
      return;
    }
    const outcome = await portal.signIn.switchTenant(tenant.id);
    if (outcome.kind === 'navigate') {
      navigate(outcome.to, { replace: true });
      return;
    }
    setChosen(undefined);
    setRefusal(switchRefusal(outcome.status));
  }

  return (
    <main className={ui.page} aria-labelledby="tenant-title">
      <div className={ui.pageCard}>
        <h1 id="tenant-title">Select Tenant</h1>
        <p className={ui.muted}>
          {switching
            ? 'Choose the tenant to switch to. You stay signed in.'
            : 'Your account belongs to several tenants. Choose the one to open.'}
        </p>
        {refusal ? (
          <p role="alert" className={ui.alertText}>
            {refusal}
          </p>
        ) : null}
        <QueryState
          query={tenants}
          what="Your tenants"
          isEmpty={(list) => list.length === 0}
          empty="No tenants are open to your account. Sign in again."
        >
          {(list) => (
            <ul className={styles.list} aria-label="Tenants">
              {list.map((tenant) => {
                const current = switching && tenant.id === claims?.tid;
                return (
                  <li key={tenant.id}>
                    <Button
                      className={styles.tenant}
                      onPress={() => choose(tenant)}
                      isDisabled={chosen !== undefined}
                      aria-current={current ? 'true' : undefined}
                    >
                      <span className={styles.name}>{tenant.displayName}</span>
                      {current ? <span className={ui.muted}>(current)</span> : null}
                      {tenant.domain ? <span className={ui.muted}>{tenant.domain}</span> : null}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
        {chosen ? <Progress label="Opening the tenant" /> : null}
        {switching ? (
          <p>
            <Link to="/billing" className={ui.link}>
              Back to the portal
            </Link>
          </p>
        ) : null}
      </div>
    </main>
  );
}
