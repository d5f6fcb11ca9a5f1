import { withFeatureAccess } from '@portal/hooks/menu';
import { usePortalSession } from '@portal/hooks/react';
import { usePortal } from '../../../lib/portal-context.tsx';
import type { ScreenProps } from '../../../lib/screen.ts';
import * as styles from '../../../ui/screen.css.ts';
import { DASHBOARD_WIDGETS, WidgetCard } from '../components/dashboard-widgets.tsx';

/** Spend, budgets, anomalies and commitments on one page: every tile of the dashboard catalogue. */
export default function HomeDashboardScreen({ title }: ScreenProps) {
  const { claims } = usePortalSession(usePortal().session);
  return (
    <section className={styles.screen} aria-label={title}>
      {withFeatureAccess(DASHBOARD_WIDGETS, claims?.features ?? []).map((widget) => (
        <WidgetCard key={widget.id} widget={widget} />
      ))}
    </section>
  );
}
