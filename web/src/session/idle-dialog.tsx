import { IdleTimer } from '@portal/hooks/core';
import { useStore } from '@portal/hooks/react';
import { useEffect, useMemo } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as ui from '../ui/styles.css.ts';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export interface IdleDialogProps {
  /** uiSessionTimeout of the portal settings, in minutes. */
  timeoutMinutes: number;
  onKeepalive: () => void;
  onLogout: () => void;
}

/** The 'Session timeout!' dialog: Extend or Logout within 30 s, logout at zero. */
export function IdleDialog({ timeoutMinutes, onKeepalive, onLogout }: IdleDialogProps) {
  const timer = useMemo(
    () => new IdleTimer({ idleMs: timeoutMinutes * 60_000, onTimeout: onLogout, onKeepalive }),
    [timeoutMinutes, onLogout, onKeepalive],
  );
  const { phase, secondsLeft } = useStore(timer);

  useEffect(() => {
    timer.start();
    const activity = () => timer.activity();
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, activity, { passive: true, capture: true });
    return () => {
      timer.stop();
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, activity, { capture: true });
    };
  }, [timer]);

  return (
    <ModalOverlay
      isOpen={phase === 'warning'}
      isDismissable={false}
      isKeyboardDismissDisabled
      className={ui.modalOverlay}
    >
      <Modal className={`${ui.modal} ${ui.modalWidth.alert}`}>
        <Dialog role="alertdialog" className={ui.dialog} aria-describedby="idle-countdown">
          <Heading slot="title" className={ui.dialogTitle}>
            Session timeout!
          </Heading>
          <p id="idle-countdown">
            You have been inactive for a while. You will be logged out in <strong>{secondsLeft}</strong>{' '}
            {secondsLeft === 1 ? 'second' : 'seconds'}.
          </p>
          <div className={ui.dialogActions}>
            <Button className={ui.button} onPress={onLogout}>
              Logout
            </Button>
            <Button className={ui.primaryButton} onPress={() => timer.extend()} autoFocus>
              Extend
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
