import { useEffect } from 'react';
import { useShell } from './shell-context.tsx';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * A page outside the menu: its title as the browser tab's title and the frame's page name (top
 * bar, feedback), and its route name as the active page's name.
 */
export function usePageTitle(title: string, name?: string): void {
  const { setPage } = useShell();
  useDocumentTitle(title);
  useEffect(() => setPage({ displayName: title, name }), [setPage, title, name]);
}
