import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { usePortal } from '../lib/portal-context.tsx';
import { useSessionState } from '../lib/use-session.ts';
import { Progress } from '../ui/progress.tsx';
import * as ui from '../ui/styles.css.ts';

/**
 * Guards a route: a reload recovers the session through the refresh cookie first; a user who is
 * not authenticated (no identity or no unexpired token) is logged out and sent to /login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = usePortal();
  const state = useSessionState();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (state.status === 'restoring') {
      void session.restore().then(() => setChecked(true));
      return;
    }
    // Logged out already (say by the restore): nothing more to call.
    if (!session.isAuthenticated() && state.status !== 'signed-out')
      void session.logout().then(() => setChecked(true));
    else setChecked(true);
  }, [session, state.status]);

  if (state.status === 'restoring' || !checked) {
    return (
      <main className={ui.page} aria-label="Loading">
        <Progress label="Restoring your session" />
      </main>
    );
  }
  if (!session.isAuthenticated()) return <Navigate to="/login" replace />;
  return children;
}
