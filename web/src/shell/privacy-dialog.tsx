import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { usePortal } from '../lib/portal-context.tsx';
import { ActionButton } from '../ui/button.tsx';
import * as ui from '../ui/styles.css.ts';

/** The privacy banner's explanation, with a link to the configured documentation. */
export function PrivacyDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const portal = usePortal();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={ui.modalOverlay}>
      <Modal className={`${ui.modal} ${ui.modalWidth.alert}`}>
        <Dialog className={ui.dialog}>
          <Heading slot="title" className={ui.dialogTitle}>
            M365 reports privacy settings
          </Heading>
          <p>
            Your Microsoft 365 tenant shows anonymised user names in its usage reports. The portal then cannot
            match usage to users, so licence and usage figures are not accurate. Switch off the anonymised
            names in the Microsoft 365 admin center (Settings › Org settings › Reports) for full
            functionality.
          </p>
          <div className={ui.dialogActions}>
            <ActionButton onPress={() => onOpenChange(false)}>Close</ActionButton>
            <ActionButton
              variant="primary"
              onPress={() => {
                // Only http(s) links of the configuration are followed.
                const url = new URL(portal.config.privacyDocUrl, window.location.origin);
                if (url.protocol === 'https:' || url.protocol === 'http:')
                  window.open(url.href, '_blank', 'noopener,noreferrer');
              }}
            >
              Learn More
            </ActionButton>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
