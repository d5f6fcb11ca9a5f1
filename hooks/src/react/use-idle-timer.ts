import { useCallback, useEffect, useMemo } from 'react';
import { type IdleState, IdleTimer } from '../core/idle-timer.ts';
import { useLatest } from './use-latest.ts';
import { useStore } from './use-store.ts';

/** The user events that count as activity. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

export interface UseIdleTimerOptions {
  /** Idle minutes before the countdown (uiSessionTimeout). */
  timeoutMinutes: number;
  onTimeout: () => void;
  onKeepalive?: () => void;
  /** Where activity is listened for; the window by default. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Runs an IdleTimer while mounted, fed by the user's activity; returns its state and Extend. The
 * timer is rebuilt only when the timeout changes: new callback identities are picked up without
 * restarting the countdown.
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
  const timer = useMemo(
    () =>
      new IdleTimer({
        idleMs: timeoutMinutes * 60_000,
        onTimeout: () => callbacks.current.onTimeout(),
        onKeepalive: () => callbacks.current.onKeepalive?.(),
      }),
    [timeoutMinutes, callbacks],
  );
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
