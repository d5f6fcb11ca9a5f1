import type { AccessedPage } from '@portal/sdk';
import { Link } from 'react-router';
import { useApiQuery } from '../data/api-query.ts';
import { portalApi } from '../data/portal-endpoints.ts';
import { DASHBOARD_WIDGETS, type DashboardWidget } from '../features/cost/components/dashboard-widgets.tsx';
import { DynamicDashboard } from '../features/cost/screens/dynamic-dashboard-screen.tsx';
import { FIXED_PAGES } from '../lib/fixed-pages.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { QueryState } from '../ui/query-state.tsx';
import * as ui from '../ui/styles.css.ts';

function Pages({ pages }: { pages: readonly AccessedPage[] }) {
  return (
    <ol>
      {pages.map((page) => (
        <li key={page.uuid}>
          <Link to={`/billing/${page.name}`} className={ui.link}>
            {page.displayName}
          </Link>{' '}
          <span className={ui.muted}>
            ({page.count} {page.count === 1 ? 'visit' : 'visits'})
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Spec section 8: a list that fails to load is an empty list (the failure goes to the console). */
const NO_PAGES: { data: readonly AccessedPage[] } = { data: [] };

function RecentPagesTile() {
  const last = useApiQuery(portalApi.lastAccessed, []);
  return (
    <QueryState
      query={last}
      what="Your recent pages"
      isEmpty={(p) => p.length === 0}
      empty="No visits yet."
      fallback={NO_PAGES}
    >
      {(pages) => <Pages pages={pages} />}
    </QueryState>
  );
}

function TopPagesTile() {
  const top = useApiQuery(portalApi.topAccessed, []);
  return (
    <QueryState
      query={top}
      what="The most visited pages"
      isEmpty={(p) => p.length === 0}
      empty="No visits yet."
      fallback={NO_PAGES}
    >
      {(pages) => <Pages pages={pages} />}
    </QueryState>
  );
}

/** My Metrics' own tiles, first in its catalogue, then the cost tiles any dashboard can show. */
const METRICS_WIDGETS: readonly DashboardWidget[] = [
  { id: 'recent-pages', title: 'Your recent pages', render: () => <RecentPagesTile /> },
  { id: 'top-pages', title: 'Most visited in your organisation', render: () => <TopPagesTile /> },
  ...DASHBOARD_WIDGETS,
];
const METRICS_DEFAULTS = ['recent-pages', 'top-pages'];

/**
 * /billing/legacy-homepage (My Metrics), a dynamic dashboard (spec section 2): the pages visited
 * last and most as its first tiles; the user adds, orders and removes tiles, kept per user.
 */
export function MetricsPage() {
  usePageTitle(FIXED_PAGES.metrics.title, FIXED_PAGES.metrics.route);
  return (
    <>
      <h1>{FIXED_PAGES.metrics.title}</h1>
      <DynamicDashboard
        title={FIXED_PAGES.metrics.title}
        widgets={METRICS_WIDGETS}
        defaults={METRICS_DEFAULTS}
        name={FIXED_PAGES.metrics.route}
      />
    </>
  );
}
