import { useCallback, useEffect, useState } from 'react';
import { type IdleState, IdleTimer } from '../core/idle-timer.ts';
import { useLatest } from './use-latest.ts';
import { useStore } from './use-store.ts';

/** The user events that count as activity. */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export interface UseIdleTimerOptions {
  /**
   * Idle minutes before the countdown (uiSessionTimeout); null while not known yet. The idle time
   * counts from mounting either way, and a change keeps it.
   */
  timeoutMinutes: number | null;
  onTimeout: () => void;
  onKeepalive?: () => void;
  /** Where activity is listened for; the window by default. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Runs an IdleTimer while mounted, fed by the user's activity; returns its state and Extend. A new
 * timeout or new callback identities are picked up without restarting the idle time.
 */
export function useIdleTimer({
  timeoutMinutes,
  onTimeout,
  onKeepalive,
  target,
}: UseIdleTimerOptions): IdleState & {
  extend: () => void;
} {
  const callbacks = useLatest({ onTimeout, onKeepalive });
  const idleMs = timeoutMinutes === null ? null : timeoutMinutes * 60_000;
  const [timer] = useState(
    () =>
      new IdleTimer({
        idleMs,
        onTimeout: () => callbacks.current.onTimeout(),
        onKeepalive: () => callbacks.current.onKeepalive?.(),
      }),
  );
  timer.setIdleMs(idleMs);
  const state = useStore(timer);

  useEffect(() => {
    const source = target ?? window;
    timer.start();
    const activity = () => timer.activity();
    for (const event of ACTIVITY_EVENTS)
      source.addEventListener(event, activity, { passive: true, capture: true });
    return () => {
      timer.stop();
      for (const event of ACTIVITY_EVENTS) source.removeEventListener(event, activity, { capture: true });
    };
  }, [timer, target]);

  const extend = useCallback(() => timer.extend(), [timer]);
  return { ...state, extend };
}
