import { menuCacheKey, menuKeyFor, PERSONAS_STORAGE_KEY, type PortalStorage } from '@portal/hooks/core';
import type { PageDescription, Startup, StartupRequest } from '@portal/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { AREA_PATHS } from '../lib/fixed-pages.ts';
import { keyOf } from './endpoint.ts';
import { portalApi } from './portal-endpoints.ts';

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

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * Hands a start-up answer to the caches its calls would fill, under the keys they use: the menu
 * to the answer cache (the menu's first load takes it instead of calling), the page's description
 * to the request layer (the dynamic page reads it). An answer for other personas than the saved
 * selection is left alone: the frame then calls as usual. Resolves to the opened page's
 * description, for its screen to start.
 */
export function applyStartup(
  portal: {
    session: { selectedPersonas(): string[] };
    answers: { offer(key: string, value: unknown): void };
    queries: QueryClient;
  },
  startup: Startup,
): PageDescription | undefined {
  const personas = portal.session.selectedPersonas();
  if (!sameSet(personas, startup.personas)) return undefined;
  portal.answers.offer(menuCacheKey({ personas, videoLibrary: false }), startup.menu);
  if (!startup.page) return undefined;
  portal.queries.setQueryData(
    keyOf(portalApi.page, [startup.page.uuid, { personas: [...personas] }]),
    startup.page.description,
  );
  return startup.page.description;
}
