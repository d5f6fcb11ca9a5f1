import { useMemo } from 'react';
import { usePortalApi } from '../data/portal-api.ts';

/**
 * The frame's calls that are not cached answers of the request layer: the menu and the search run
 * through their hooks controllers (which keep their own state and answers), the keepalive is fire
 * and forget.
 */
export function useShellCalls() {
  const { api } = usePortalApi();
  return useMemo(
    () => ({
      menu: api.portal.menu,
      search: (text: string, personas: readonly string[]) =>
        api.portal.search(text, { personas: [...personas] }),
      keepalive: () => void api.audit.keepalive(),
    }),
    [api],
  );
}
