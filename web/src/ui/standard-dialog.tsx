import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as ui from './styles.css.ts';

/** A dismissable dialog with its title: 80% wide up to 800px (search, feedback, guidance). */
export function StandardDialog({
  isOpen,
  onClose,
  title,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className={ui.modalOverlay}
    >
      <Modal className={`${ui.modal} ${ui.modalWidth.standard}`}>
        <Dialog className={ui.dialog}>
          <Heading slot="title" className={ui.dialogTitle}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
