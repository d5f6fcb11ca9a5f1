import { useIdleTimer } from '@portal/hooks/react';
import { LazyOverlay, OverlayChunk } from '../ui/lazy-overlay.tsx';

export interface IdleDialogProps {
  /** uiSessionTimeout of the portal settings, in minutes; null until they are read. */
  timeoutMinutes: number | null;
  onKeepalive: () => void;
  onLogout: () => void;
}

/** The warning's dialog: its code loads when the frame is idle, or when the warning first shows. */
export const IDLE_WARNING = new OverlayChunk(() =>
  import('./idle-warning.tsx').then((module) => module.default),
);

/**
 * The idle timeout of spec section 2: the timer runs from the first page on; the 'Session timeout!'
 * dialog offers Extend or Logout within 30 s, and the user is logged out at zero.
 */
export function IdleDialog({ timeoutMinutes, onKeepalive, onLogout }: IdleDialogProps) {
  const { phase, secondsLeft, extend } = useIdleTimer({ timeoutMinutes, onTimeout: onLogout, onKeepalive });
  const isOpen = phase === 'warning';
  return (
    <LazyOverlay
      chunk={IDLE_WARNING}
      when={isOpen}
      isOpen={isOpen}
      secondsLeft={secondsLeft}
      onExtend={extend}
      onLogout={onLogout}
    />
  );
}
