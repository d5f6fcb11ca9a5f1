import type { SessionState } from '@portal/hooks/core';
import { useStore } from '@portal/hooks/react';
import { usePortal } from './portal-context.tsx';

/** The session's state; re-renders when it changes. */
export function useSessionState(): SessionState {
  return useStore(usePortal().session);
}
