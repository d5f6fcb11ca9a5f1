import { useStore } from '@portal/hooks/react';
import { useEffect } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from '../ui/icons.tsx';
import * as ui from '../ui/styles.css.ts';
import { type AlertService, alertIcon } from './alert-service.ts';
import * as styles from './dialogs.css.ts';

/** The alert or confirm dialog: 80% wide up to 500px. */
export function AlertDialog({ service }: { service: AlertService }) {
  const { current } = useStore(service);
  const timer = current?.options.timer;
  const id = current?.id;

  // Each alert gets its own timer, also when the next one has the same duration.
  useEffect(() => {
    if (!timer || id === undefined) return;
    const handle = setTimeout(() => service.close(), timer);
    return () => clearTimeout(handle);
  }, [service, timer, id]);

  if (!current) return null;
  const { options } = current;
  const icon = alertIcon(options.icon);
  const cancel = options.cancelText === true ? 'Cancel' : options.cancelText;
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) service.close();
      }}
      className={ui.modalOverlay}
    >
      <Modal className={`${ui.modal} ${ui.modalWidth.alert}`}>
        <Dialog
          className={ui.dialog}
          role={icon === 'question' ? 'alertdialog' : 'dialog'}
          {...(options.title ? {} : { 'aria-label': options.text ?? 'Message' })}
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
            {cancel ? (
              <Button className={ui.button} onPress={() => service.close()}>
                {cancel}
              </Button>
            ) : null}
            <Button className={ui.primaryButton} onPress={() => service.confirm()} autoFocus>
              {options.confirmText ?? 'Confirm'}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
