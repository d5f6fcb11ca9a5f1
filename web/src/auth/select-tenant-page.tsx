import { useSignInFlow } from '@portal/hooks/react';
import type { Tenant } from '@portal/sdk';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Navigate, useNavigate } from 'react-router';
import { usePortal } from '../lib/portal-context.tsx';
import { useApiQuery } from '../lib/use-api-query.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useSessionState } from '../lib/use-session.ts';
import { QueryState } from '../ui/query-state.tsx';
import * as ui from '../ui/styles.css.ts';
import * as styles from './select-tenant-page.css.ts';

/** /tenant: after a 300 answer the user picks the tenant to sign in to. */
export function SelectTenantPage() {
  const portal = usePortal();
  const { status } = useSessionState();
  const { choosingTenant } = useSignInFlow(portal.signIn);
  const navigate = useNavigate();
  // Set on a choice and kept while the page navigates away, so it never bounces to /login.
  const [chosen, setChosen] = useState<string>();
  useDocumentTitle('Select Tenant');
  const tenants = useApiQuery(['tenants'], (signal) => portal.api.account.tenants({ signal }), {
    enabled: status === 'selecting-tenant',
  });

  // Reached without a pending choice (a reload loses it with the in-memory token): sign in again.
  if (status !== 'selecting-tenant' && !choosingTenant && !chosen) return <Navigate to="/login" replace />;

  async function choose(tenant: Tenant) {
    setChosen(tenant.id);
    navigate(await portal.signIn.chooseTenant(tenant.id), { replace: true });
  }

  return (
    <main className={ui.page} aria-labelledby="tenant-title">
      <div className={ui.pageCard}>
        <h1 id="tenant-title">Select Tenant</h1>
        <p className={ui.muted}>Your account belongs to several tenants. Choose the one to open.</p>
        <QueryState
          query={tenants}
          what="Your tenants"
          isEmpty={(list) => list.length === 0}
          empty="No tenants are open to your account. Sign in again."
        >
          {(list) => (
            <ul className={styles.list} aria-label="Tenants">
              {list.map((tenant) => (
                <li key={tenant.id}>
                  <Button
                    className={styles.tenant}
                    onPress={() => choose(tenant)}
                    isDisabled={chosen !== undefined}
                  >
                    <span className={styles.name}>{tenant.displayName}</span>
                    {tenant.domain ? <span className={ui.muted}>{tenant.domain}</span> : null}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </main>
  );
}
