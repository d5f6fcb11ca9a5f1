import { menuCacheKey } from '@portal/hooks/core';
import type { PageDescription, Startup } from '@portal/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { keyOf } from './endpoint.ts';
import { portalApi } from './portal-endpoints.ts';

export { startupRequest } from './startup-request.ts';

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
