import { useEffect } from 'react';
import { useShell } from './shell-context.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/** A page's title, as the browser tab's title and the frame's page name (top bar, feedback). */
export function usePageTitle(title: string): void {
  const { setPage } = useShell();
  useDocumentTitle(title);
  useEffect(() => setPage({ title }), [setPage, title]);
}
