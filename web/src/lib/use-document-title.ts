import { useEffect } from 'react';

/** Decision 6: a route's title is the browser tab title. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
