import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ActionButton } from '../ui/button.tsx';
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
            <ActionButton onPress={onLogout}>Logout</ActionButton>
            <ActionButton variant="primary" onPress={onExtend} autoFocus>
              Extend
            </ActionButton>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
