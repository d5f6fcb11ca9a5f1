import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import * as styles from './toasts.css.ts';

/** Spec section 8: toasts show bottom right for 3000 ms, as success, error or warning. */
export const TOAST_DURATION_MS = 3000;

export interface PortalToast {
  variant: 'success' | 'error' | 'warning';
  title: string;
  description?: string;
}

export type PortalToastQueue = ToastQueue<PortalToast>;

export function createToastQueue(): PortalToastQueue {
  return new ToastQueue<PortalToast>({ maxVisibleToasts: 5 });
}

export function showToast(queue: PortalToastQueue, toast: PortalToast): string {
  return queue.add(toast, { timeout: TOAST_DURATION_MS });
}

/** The toast region, bottom right; a landmark the keyboard can reach (F6). */
export function Toasts({ queue }: { queue: PortalToastQueue }) {
  return (
    <ToastRegion queue={queue} className={styles.region} aria-label="Notifications">
      {({ toast }) => (
        <Toast toast={toast} className={styles.toast[toast.content.variant]}>
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? <Text slot="description">{toast.content.description}</Text> : null}
          </ToastContent>
          <Button slot="close" className={styles.close} aria-label="Close notification">
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
