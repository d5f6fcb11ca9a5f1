import { NOT_YET_IMPLEMENTED, TOAST_DURATION_MS, ToastQueue } from '@portal/hooks/frame';
import { useToasts } from '@portal/hooks/react';
import { Button } from 'react-aria-components';
import * as styles from './toasts.css.ts';

export { TOAST_DURATION_MS };

export interface PortalToast {
  variant: 'success' | 'error' | 'warning';
  title: string;
  description?: string;
}

export type PortalToastQueue = ToastQueue<PortalToast>;

/** Spec section 8: toasts show bottom right for 3000 ms, at most five at a time. */
export function createToastQueue(): PortalToastQueue {
  return new ToastQueue<PortalToast>({ maxVisible: 5, timeoutMs: TOAST_DURATION_MS });
}

export function showToast(queue: PortalToastQueue, toast: PortalToast): string {
  return queue.add(toast);
}

/** Spec section 8: the not-yet-implemented notice, 'WIP' / 'Not yet implemented'. */
export function showNotYetImplemented(queue: PortalToastQueue): string {
  return queue.add({ variant: 'warning', ...NOT_YET_IMPLEMENTED });
}

/**
 * The toast region, bottom right: a named landmark, always present so its polite live region
 * announces each toast as it comes (errors assertively), and whose timers stand still while the pointer or the focus is on them.
 */
export function Toasts({ queue }: { queue: PortalToastQueue }) {
  const { visible } = useToasts(queue);
  return (
    <section
      className={styles.region}
      aria-label="Notifications"
      aria-live="polite"
      onMouseEnter={() => queue.pause()}
      onMouseLeave={() => queue.resume()}
      onFocus={() => queue.pause()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) queue.resume();
      }}
    >
      {visible.map((toast) => (
        <div
          key={toast.id}
          className={styles.toast[toast.content.variant]}
          role={toast.content.variant === 'error' ? 'alert' : undefined}
        >
          <div className={styles.content}>
            <span className={styles.title}>{toast.content.title}</span>
            {toast.content.description ? <span>{toast.content.description}</span> : null}
          </div>
          <Button
            className={styles.close}
            aria-label="Close notification"
            onPress={() => queue.close(toast.id)}
          >
            ×
          </Button>
        </div>
      ))}
    </section>
  );
}
