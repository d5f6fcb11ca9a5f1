import { menuKeyFor } from '@portal/hooks/menu';
import { PERSONAS_STORAGE_KEY, type PortalStorage } from '@portal/hooks/session';
import type { StartupRequest } from '@portal/sdk';
import { AREA_PATHS } from '../lib/fixed-pages.ts';

/**
 * The contract's limits of a start-up request (StartupRequest). Written here rather than read from
 * the SDK's `StartupRequestRules`: that table would bring every schema's rules into the early
 * script (1.3 KB gzipped before the first page can start). A unit test holds them to the table.
 */
export const STARTUP_REQUEST_LIMITS = { page: 500, personas: 20, persona: 60 } as const;
const { page: MAX_PAGE_LENGTH, personas: MAX_PERSONAS, persona: MAX_PERSONA_LENGTH } = STARTUP_REQUEST_LIMITS;

/**
 * What a reload of `path` asks the session's refresh for (issue 32): in the portal area, the menu
 * and the opened page's description, for the personas the user selected last time (the server
 * keeps them within the user's own, as the menu call does). Nothing elsewhere.
 */
export function startupRequest(path: string, storage: PortalStorage): StartupRequest | undefined {
  if (path !== AREA_PATHS.portal && !path.startsWith(`${AREA_PATHS.portal}/`)) return undefined;
  // Within the contract's limits (a stored list is not trusted): what does not fit is not asked for.
  const personas = (storage.get<unknown[]>(PERSONAS_STORAGE_KEY) ?? [])
    .filter((p): p is string => typeof p === 'string' && p.length >= 1 && p.length <= MAX_PERSONA_LENGTH)
    .slice(0, MAX_PERSONAS);
  // The area's own path opens its homepage, which the menu names: the menu alone is asked.
  const key = path === AREA_PATHS.portal ? '' : menuKeyFor(path);
  const page = key.length <= MAX_PAGE_LENGTH ? key : '';
  return { page, ...(personas.length ? { personas } : {}) };
}
