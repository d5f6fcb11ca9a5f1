import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePortal } from '../lib/portal-context.tsx';
import { useSessionState } from '../lib/use-session.ts';
import { Progress } from '../ui/progress.tsx';
import * as ui from '../ui/styles.css.ts';

/**
 * Guards a route: a reload recovers the session through the refresh cookie first; a user who is
 * not authenticated (no identity or no unexpired token) is logged out and sent to /login. The
 * check runs again on every navigation: a token that expired while the session still says
 * signed-in (its refresh never came, say while the computer slept) ends the session, its stored
 * identity cleared, before the redirect (spec section 4).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = usePortal();
  const state = useSessionState();
  const location = useLocation();
  const [checked, setChecked] = useState(false);
  const expired = state.status === 'signed-in' && !session.isAuthenticated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation checks the token again
  useEffect(() => {
    if (state.status === 'restoring') {
      void session.restore().then(() => setChecked(true));
      return;
    }
    // Logged out already (say by the restore): nothing more to call.
    if (!session.isAuthenticated() && state.status !== 'signed-out')
      void session.logout().then(() => setChecked(true));
    else setChecked(true);
  }, [session, state.status, expired, location.key]);

  if (state.status === 'restoring' || !checked || expired) {
    return (
      <main className={ui.page} aria-label="Loading">
        <Progress label="Restoring your session" />
      </main>
    );
  }
  if (!session.isAuthenticated()) return <Navigate to="/login" replace />;
  return children;
}
