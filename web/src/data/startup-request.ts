import { menuKeyFor, PERSONAS_STORAGE_KEY, type PortalStorage } from '@portal/hooks/core';
import type { StartupRequest } from '@portal/sdk';
import { AREA_PATHS } from '../lib/fixed-pages.ts';

/**
 * What a reload of `path` asks the session's refresh for (issue 32): in the portal area, the menu
 * and the opened page's description, for the personas the user selected last time (the server
 * keeps them within the user's own, as the menu call does). Nothing elsewhere.
 */
export function startupRequest(path: string, storage: PortalStorage): StartupRequest | undefined {
  if (path !== AREA_PATHS.portal && !path.startsWith(`${AREA_PATHS.portal}/`)) return undefined;
  const personas = storage.get<string[]>(PERSONAS_STORAGE_KEY)?.filter((p) => typeof p === 'string');
  // The area's own path opens its homepage, which the menu names: the menu alone is asked.
  const page = path === AREA_PATHS.portal ? '' : menuKeyFor(path);
  return { page, ...(personas?.length ? { personas } : {}) };
}
