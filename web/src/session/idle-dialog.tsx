import { useIdleTimer } from '@portal/hooks/react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as ui from '../ui/styles.css.ts';

export interface IdleDialogProps {
  /** uiSessionTimeout of the portal settings, in minutes. */
  timeoutMinutes: number;
  onKeepalive: () => void;
  onLogout: () => void;
}

/** The 'Session timeout!' dialog: Extend or Logout within 30 s, logout at zero. */
export function IdleDialog({ timeoutMinutes, onKeepalive, onLogout }: IdleDialogProps) {
  const { phase, secondsLeft, extend } = useIdleTimer({ timeoutMinutes, onTimeout: onLogout, onKeepalive });

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
            <Button className={ui.primaryButton} onPress={extend} autoFocus>
              Extend
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
