import { type AlertQueue, alertIcon } from '@portal/hooks/frame';
import { useAlerts } from '@portal/hooks/react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ActionButton } from '../ui/button.tsx';
import * as styles from '../ui/dialog.css.ts';
import { Icon } from '../ui/icons.tsx';
import * as ui from '../ui/styles.css.ts';

/** The alert or confirm dialog: 80% wide up to 500px. */
export function AlertDialog({ queue }: { queue: AlertQueue }) {
  const { current } = useAlerts(queue);

  if (!current) return null;
  const { options } = current;
  const icon = alertIcon(options.icon);
  const cancel = options.cancelText === true ? 'Cancel' : options.cancelText;
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) queue.close();
      }}
      className={ui.modalOverlay}
    >
      <Modal className={`${ui.modal} ${ui.modalWidth.alert}`}>
        <Dialog
          className={ui.dialog}
          role={icon === 'question' ? 'alertdialog' : 'dialog'}
          {...(options.title ? {} : { 'aria-label': options.text ?? 'Message' })}
        >
          {/* An alert that closes by itself stands still while the pointer is over it (also when it
              opened under a resting pointer) or once a key is pressed in it (WCAG 2.2.1). */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: it only holds the timer; the dialog's controls do the rest */}
          <div
            ref={(element) => {
              if (element?.matches(':hover')) queue.pause();
            }}
            onMouseEnter={() => queue.pause()}
            onMouseLeave={() => queue.resume()}
            onKeyDown={() => queue.pause()}
          >
            <div className={styles.alertHeader}>
              <span className={styles.alertIcon[icon]}>
                <Icon name={icon} size={32} label={icon} />
              </span>
              {options.title ? (
                <Heading slot="title" className={ui.dialogTitle}>
                  {options.title}
                </Heading>
              ) : null}
            </div>
            {options.text ? <p>{options.text}</p> : null}
            <div className={ui.dialogActions}>
              {cancel ? <ActionButton onPress={() => queue.close()}>{cancel}</ActionButton> : null}
              <ActionButton variant="primary" onPress={() => queue.confirm()} autoFocus>
                {options.confirmText ?? 'Confirm'}
              </ActionButton>
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
