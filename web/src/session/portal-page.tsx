import { useLocation, useOutletContext } from 'react-router';
import { useDocumentTitle } from '../app/use-document-title.ts';
import * as ui from '../ui/styles.css.ts';
import { type LayoutData, menuEntryFor } from './authenticated-layout.tsx';

/** A page of the menu: its name as the main heading and its description. */
export function PortalPage() {
  const { menu } = useOutletContext<LayoutData>();
  const { pathname } = useLocation();
  const entry = menuEntryFor(menu, pathname);
  useDocumentTitle(entry?.item.displayName);
  if (menu.length === 0) return null;
  if (!entry) {
    return (
      <>
        <h1>Page not found</h1>
        <p className={ui.muted}>This page is not part of your portal.</p>
      </>
    );
  }
  return (
    <>
      <h1>{entry.item.displayName}</h1>
      {entry.item.description ? <p className={ui.muted}>{entry.item.description}</p> : null}
    </>
  );
}
