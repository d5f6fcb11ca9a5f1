import { useEffect } from 'react';
import { useShell } from '../lib/shell-context.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import * as styles from '../ui/page.css.ts';
import * as ui from '../ui/styles.css.ts';
import { RELEASE_NOTES } from './release-notes.ts';

/** /billing/release-notes, titled Release Notes. */
export function ReleaseNotesPage() {
  const { setPage } = useShell();
  useDocumentTitle('Release Notes');
  useEffect(() => setPage({ title: 'Release Notes' }), [setPage]);
  return (
    <>
      <h1>Release Notes</h1>
      {RELEASE_NOTES.map((release) => (
        <section key={release.version} className={styles.card} aria-labelledby={`release-${release.version}`}>
          <h2 id={`release-${release.version}`} className={styles.cardTitle}>
            Version {release.version} <span className={ui.muted}>· {release.date}</span>
          </h2>
          <ul>
            {release.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
