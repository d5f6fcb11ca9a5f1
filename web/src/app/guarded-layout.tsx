import { RequireAuth } from '../session/require-auth.tsx';
import { ShellLayout } from '../shell/shell-layout.tsx';

/** Guarded routes: authentication first, then the signed-in frame of the portal. */
export function GuardedPortal() {
  return (
    <RequireAuth>
      <ShellLayout area="portal" />
    </RequireAuth>
  );
}

/** The videos area: the same frame with the videos menu. */
export function GuardedVideos() {
  return (
    <RequireAuth>
      <ShellLayout area="videos" />
    </RequireAuth>
  );
}
