import type { ReportSettings } from '@portal/sdk';
import { useEffect } from 'react';
import * as styles from './report-view.css.ts';

/**
 * Spec: no licence data: 'Unlicensed feature', the server's description, 'Action: ' and the
 * server's error message or 'Please contact your partner.' The report view and the unlicensed
 * screen both show it.
 */
export function UnlicensedCard({
  report,
  onShown,
}: {
  report: Pick<ReportSettings, 'description' | 'errorMessage'>;
  /** Told once the card shows. */
  onShown?: ((outcome: 'unlicensed') => void) | undefined;
}) {
  useEffect(() => onShown?.('unlicensed'), [onShown]);
  // An empty or blank message is no action: the spec's fallback then.
  const action = report.errorMessage?.trim() ? report.errorMessage : 'Please contact your partner.';
  return (
    <section className={styles.card} aria-labelledby="report-unlicensed">
      <h2 id="report-unlicensed" className={styles.cardTitle}>
        Unlicensed feature
      </h2>
      {report.description ? <p>{report.description}</p> : null}
      <p>Action: {action}</p>
    </section>
  );
}
