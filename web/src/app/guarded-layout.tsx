import { useSessionState } from '../lib/use-session.ts';
import { RequireAuth } from '../session/require-auth.tsx';
import { ShellLayout } from '../shell/shell-layout.tsx';

/**
 * The frame of one tenant: a tenant switch mounts a new frame, so nothing of the old tenant (menu,
 * personas, branding, banners, dialogs) shows while the new one loads.
 */
function TenantFrame({ area }: { area: 'portal' | 'videos' }) {
  const { claims } = useSessionState();
  return <ShellLayout key={claims?.tid ?? 'none'} area={area} />;
}

/** Guarded routes: authentication first, then the signed-in frame of the portal. */
export function GuardedPortal() {
  return (
    <RequireAuth>
      <TenantFrame area="portal" />
    </RequireAuth>
  );
}

/** The videos area: the same frame with the videos menu. */
export function GuardedVideos() {
  return (
    <RequireAuth>
      <TenantFrame area="videos" />
    </RequireAuth>
  );
}
