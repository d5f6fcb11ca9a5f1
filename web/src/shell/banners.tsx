import { useCallback, useState } from 'react';
import { Button } from 'react-aria-components';
import { useApiQuery } from '../data/api-query.ts';
import { portalApi } from '../data/portal-endpoints.ts';
import { usePortal } from '../lib/portal-context.tsx';
import { useSessionState } from '../lib/use-session.ts';
import { LazyOverlay, OverlayChunk } from '../ui/lazy-overlay.tsx';
import * as styles from './banners.css.ts';

const PRIVACY_DIALOG = new OverlayChunk(() => import('./privacy-dialog.tsx').then((m) => m.PrivacyDialog));

/** Spec section 8 banners, word for word. */
export const BANNER_TEXTS = {
  unbilled: 'Azure Plan(s) cost data is not final: previous month invoice is pending.',
  privacy: 'M365 Reports Privacy Settings enabled, analytics data is not accurate.',
  demo: 'DEMO Mode: Data is synthetic and not real, functionality is limited!',
} as const;

/** The banners of decision 5: unbilled invoice data, de-identified M365 reports, demo mode. */
export function Banners() {
  const _portal = usePortal();
  const { claims } = useSessionState();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const closePrivacy = useCallback(() => setPrivacyOpen(false), []);
  // A banner whose data cannot be read is not shown.
  const csp = useApiQuery(portalApi.cspCustomerSettings, [], { afterFirstContent: true });
  const features = useApiQuery(portalApi.featuresStatus, [], { afterFirstContent: true });
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
      <LazyOverlay
        chunk={PRIVACY_DIALOG}
        when={privacyOpen}
        onLoadFailed={closePrivacy}
        isOpen={privacyOpen}
        onOpenChange={setPrivacyOpen}
      />
    </section>
  );
}
