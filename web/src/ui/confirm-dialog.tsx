import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ActionButton } from './button.tsx';
import * as ui from './styles.css.ts';

/**
 * A confirmation before something that cannot be undone: an alert dialog whose focus starts on
 * Cancel; Escape and a click outside cancel unless the action is on its way. A failure shows in the
 * dialog, which stays open.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => !open && onCancel()}
      className={ui.modalOverlay}
    >
      <Modal className={`${ui.modal} ${ui.modalWidth.alert}`}>
        <Dialog role="alertdialog" className={ui.dialog}>
          <Heading slot="title" className={ui.dialogTitle}>
            {title}
          </Heading>
          {children}
          {error ? (
            <p role="alert" className={ui.errorBox}>
              {error}
            </p>
          ) : null}
          <div className={ui.dialogActions}>
            <ActionButton onPress={onCancel} isDisabled={busy} autoFocus>
              Cancel
            </ActionButton>
            {/* Never disabled while busy: the focus stays on it (a second press is ignored). */}
            <ActionButton className={ui.dangerButton} onPress={() => !busy && onConfirm()}>
              {busy ? busyLabel : confirmLabel}
            </ActionButton>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
