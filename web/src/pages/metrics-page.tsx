import type { AccessedPage } from '@portal/sdk';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePortal } from '../app/portal-context.tsx';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { useShell } from '../shell/shell-context.tsx';
import * as ui from '../ui/styles.css.ts';
import * as styles from './simple-pages.css.ts';

function Pages({ pages }: { pages: AccessedPage[] | undefined }) {
  if (pages === undefined) return <p className={ui.muted}>Loading…</p>;
  if (pages.length === 0) return <p className={ui.muted}>No visits yet.</p>;
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

/** /billing/legacy-homepage (My Metrics): the pages visited last and most. */
export function MetricsPage() {
  const { api } = usePortal();
  const { setPage } = useShell();
  const [last, setLast] = useState<AccessedPage[]>();
  const [top, setTop] = useState<AccessedPage[]>();
  useDocumentTitle('My Metrics');
  useEffect(() => setPage({ title: 'My Metrics' }), [setPage]);
  useEffect(() => {
    void Promise.all([api.portal.lastAccessed(), api.portal.topAccessed()]).then(([l, t]) => {
      setLast(l.ok ? l.data : []);
      setTop(t.ok ? t.data : []);
    });
  }, [api]);
  return (
    <>
      <h1>My Metrics</h1>
      <section className={styles.card} aria-labelledby="metrics-last">
        <h2 id="metrics-last" className={styles.cardTitle}>
          Your recent pages
        </h2>
        <Pages pages={last} />
      </section>
      <section className={styles.card} aria-labelledby="metrics-top">
        <h2 id="metrics-top" className={styles.cardTitle}>
          Most visited in your organisation
        </h2>
        <Pages pages={top} />
      </section>
    </>
  );
}
