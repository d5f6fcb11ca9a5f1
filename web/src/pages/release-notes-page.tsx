import { FIXED_PAGES } from '../lib/fixed-pages.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import * as styles from '../ui/page.css.ts';
import * as ui from '../ui/styles.css.ts';
import { RELEASE_NOTES } from './release-notes.ts';

/** /billing/release-notes, titled Release Notes. */
export function ReleaseNotesPage() {
  const { title } = FIXED_PAGES.releaseNotes;
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
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
