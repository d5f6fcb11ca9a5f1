import { useEffect } from 'react';
import type { Session, SessionState } from '../core/session.ts';
import { useStore } from './use-store.ts';

/** Where the page's visibility is read; the document by default. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * The session's state for React. While mounted, a page that becomes visible again (after the
 * computer slept, when timers run late) asks the session to refresh a token that is due.
 */
export function usePortalSession(session: Session, visibility?: VisibilitySource): SessionState {
  useEffect(() => {
    const source = visibility ?? (typeof document === 'undefined' ? undefined : document);
    if (!source) return;
    const onChange = () => {
      if (source.visibilityState === 'visible') session.resume();
    };
    source.addEventListener('visibilitychange', onChange);
    return () => source.removeEventListener('visibilitychange', onChange);
  }, [session, visibility]);
  return useStore(session);
}
