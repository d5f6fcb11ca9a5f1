import type { Tenant } from '@portal/sdk';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { Navigate, useNavigate } from 'react-router';
import { usePortal } from '../app/portal-context.tsx';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { useSessionState } from '../app/use-session.ts';
import { Progress } from '../ui/progress.tsx';
import * as ui from '../ui/styles.css.ts';
import * as styles from './select-tenant-page.css.ts';
import { destinationAfter } from './sign-in-outcome.ts';

/** /tenant: after a 300 answer the user picks the tenant to sign in to. */
export function SelectTenantPage() {
  const portal = usePortal();
  const { status } = useSessionState();
  const navigate = useNavigate();
  const [tenants, setTenants] = useState<Tenant[] | undefined>();
  const [problem, setProblem] = useState<string>();
  const [choosing, setChoosing] = useState<string>();
  useDocumentTitle('Select Tenant');

  useEffect(() => {
    if (status !== 'selecting-tenant') return;
    void portal.api.account.tenants().then((result) => {
      if (result.ok) setTenants(result.data);
      else {
        setTenants([]);
        setProblem('Your tenants could not be loaded. Sign in again.');
      }
    });
  }, [portal, status]);

  // Reached without a pending choice (a reload loses it with the in-memory token): sign in again.
  if (status !== 'selecting-tenant' && !choosing) return <Navigate to="/login" replace />;

  async function choose(tenant: Tenant) {
    setChoosing(tenant.id);
    const outcome = await portal.session.selectTenant(tenant.id);
    navigate(await destinationAfter(outcome, portal), { replace: true });
  }

  return (
    <main className={ui.page} aria-labelledby="tenant-title">
      <div className={ui.pageCard}>
        <h1 id="tenant-title">Select Tenant</h1>
        <p className={ui.muted}>Your account belongs to several tenants. Choose the one to open.</p>
        {problem ? (
          <p role="alert" className={ui.alertText}>
            {problem}
          </p>
        ) : null}
        {tenants === undefined ? (
          <Progress label="Loading tenants" />
        ) : (
          <ul className={styles.list} aria-label="Tenants">
            {tenants.map((tenant) => (
              <li key={tenant.id}>
                <Button
                  className={styles.tenant}
                  onPress={() => choose(tenant)}
                  isDisabled={choosing !== undefined}
                >
                  <span className={styles.name}>{tenant.displayName}</span>
                  {tenant.domain ? <span className={ui.muted}>{tenant.domain}</span> : null}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
