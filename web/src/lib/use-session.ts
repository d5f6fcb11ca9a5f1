import { usePortalSession } from '@portal/hooks/react';
import type { SessionState } from '@portal/hooks/session';
import { usePortal } from './portal-context.tsx';

/** The session's state; re-renders when it changes, and refreshes a due token when the tab wakes. */
export function useSessionState(): SessionState {
  return usePortalSession(usePortal().session);
}
