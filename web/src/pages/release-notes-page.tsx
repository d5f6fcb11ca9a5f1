import { FIXED_PAGES } from '../lib/fixed-pages.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { Card } from '../ui/card.tsx';
import * as ui from '../ui/styles.css.ts';
import { RELEASE_NOTES } from './release-notes.ts';

/** /billing/release-notes, titled Release Notes. */
export function ReleaseNotesPage() {
  const { title, route } = FIXED_PAGES.releaseNotes;
  usePageTitle(title, route);
  return (
    <>
      <h1>{title}</h1>
      {RELEASE_NOTES.map((release) => (
        <Card
          key={release.version}
          title={
            <>
              Version {release.version} <span className={ui.muted}>· {release.date}</span>
            </>
          }
          layout="stacked"
        >
          <ul>
            {release.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </Card>
      ))}
    </>
  );
}
