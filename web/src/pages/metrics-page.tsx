import type { AccessedPage } from '@portal/sdk';
import { Link } from 'react-router';
import { useApiQuery } from '../data/api-query.ts';
import { portalApi } from '../data/portal-endpoints.ts';
import { FIXED_PAGES } from '../lib/fixed-pages.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { Card } from '../ui/card.tsx';
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

/** /billing/legacy-homepage (My Metrics): the pages visited last and most. */
export function MetricsPage() {
  const last = useApiQuery(portalApi.lastAccessed, []);
  const top = useApiQuery(portalApi.topAccessed, []);
  usePageTitle(FIXED_PAGES.metrics.title, FIXED_PAGES.metrics.route);
  return (
    <>
      <h1>{FIXED_PAGES.metrics.title}</h1>
      <Card title="Your recent pages" layout="stacked">
        <QueryState
          query={last}
          what="Your recent pages"
          isEmpty={(p) => p.length === 0}
          empty="No visits yet."
          fallback={NO_PAGES}
        >
          {(pages) => <Pages pages={pages} />}
        </QueryState>
      </Card>
      <Card title="Most visited in your organisation" layout="stacked">
        <QueryState
          query={top}
          what="The most visited pages"
          isEmpty={(p) => p.length === 0}
          empty="No visits yet."
          fallback={NO_PAGES}
        >
          {(pages) => <Pages pages={pages} />}
        </QueryState>
      </Card>
    </>
  );
}
