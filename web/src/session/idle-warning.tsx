import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as ui from '../ui/styles.css.ts';

export interface IdleWarningProps {
  isOpen: boolean;
  secondsLeft: number;
  onExtend: () => void;
  onLogout: () => void;
}

/** The 'Session timeout!' dialog: Extend or Logout within 30 s (the timer is the idle controller's). */
export default function IdleWarning({ isOpen, secondsLeft, onExtend, onLogout }: IdleWarningProps) {
  return (
    <ModalOverlay isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled className={ui.modalOverlay}>
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
            <Button className={ui.primaryButton} onPress={onExtend} autoFocus>
              Extend
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
