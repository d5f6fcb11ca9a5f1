import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { usePortal } from '../lib/portal-context.tsx';
import { useApiQuery } from '../lib/use-api-query.ts';
import { useSessionState } from '../lib/use-session.ts';
import * as ui from '../ui/styles.css.ts';
import * as styles from './banners.css.ts';

/** Spec section 8 banners, word for word. */
export const BANNER_TEXTS = {
  unbilled: 'Azure Plan(s) cost data is not final: previous month invoice is pending.',
  privacy: 'M365 Reports Privacy Settings enabled, analytics data is not accurate.',
  demo: 'DEMO Mode: Data is synthetic and not real, functionality is limited!',
} as const;

/** The banners of decision 5: unbilled invoice data, de-identified M365 reports, demo mode. */
export function Banners() {
  const portal = usePortal();
  const { claims } = useSessionState();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  // A banner whose data cannot be read is not shown.
  const csp = useApiQuery(['csp-customer-settings'], (signal) =>
    portal.api.account.cspCustomerSettings({ signal }),
  );
  const features = useApiQuery(['features-status'], (signal) =>
    portal.api.account.featuresStatus({ signal }),
  );
  const unbilled = csp.data?.hasUnbilledInvoiceData === true;
  const privacy = features.data?.m365DeIdentifiedReports === true;

  if (!unbilled && !privacy && !claims?.d) return null;
  return (
    <section className={styles.banners} aria-label="Notices">
      {claims?.d ? <p className={styles.banner.demo}>{BANNER_TEXTS.demo}</p> : null}
      {unbilled ? <p className={styles.banner.warning}>{BANNER_TEXTS.unbilled}</p> : null}
      {privacy ? (
        <Button className={styles.banner.action} onPress={() => setPrivacyOpen(true)}>
          {BANNER_TEXTS.privacy}
        </Button>
      ) : null}
      <ModalOverlay
        isOpen={privacyOpen}
        onOpenChange={setPrivacyOpen}
        isDismissable
        className={ui.modalOverlay}
      >
        <Modal className={`${ui.modal} ${ui.modalWidth.alert}`}>
          <Dialog className={ui.dialog}>
            <Heading slot="title" className={ui.dialogTitle}>
              M365 reports privacy settings
            </Heading>
            <p>
              Your Microsoft 365 tenant shows anonymised user names in its usage reports. The portal then
              cannot match usage to users, so licence and usage figures are not accurate. Switch off the
              anonymised names in the Microsoft 365 admin center (Settings › Org settings › Reports) for full
              functionality.
            </p>
            <div className={ui.dialogActions}>
              <Button className={ui.button} onPress={() => setPrivacyOpen(false)}>
                Close
              </Button>
              <Button
                className={ui.primaryButton}
                onPress={() => {
                  // Only http(s) links of the configuration are followed.
                  const url = new URL(portal.config.privacyDocUrl, window.location.origin);
                  if (url.protocol === 'https:' || url.protocol === 'http:')
                    window.open(url.href, '_blank', 'noopener,noreferrer');
                }}
              >
                Learn More
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </section>
  );
}
