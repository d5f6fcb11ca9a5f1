import { activeTabIndex, menuCacheKey, TabMemory } from '@portal/hooks/menu';
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
  // An answer of another shape than the contract's is left alone: the frame then calls as usual.
  if (!Array.isArray(startup.personas) || !Array.isArray(startup.menu)) return undefined;
  const personas = portal.session.selectedPersonas();
  if (!sameSet(personas, startup.personas)) return undefined;
  portal.answers.offer(menuCacheKey({ personas, videoLibrary: false }), startup.menu);
  if (typeof startup.page?.uuid !== 'string' || typeof startup.page.description?.type !== 'string')
    return undefined;
  portal.queries.setQueryData(
    keyOf(portalApi.page, [startup.page.uuid, { personas: [...personas] }]),
    startup.page.description,
  );
  return startup.page.description;
}

/**
 * The screen a page description opens at `url` (path and query): a ui page's, or the active tab's
 * on a tabbed page (the tab the query names, else the first, as a fresh tab memory has it);
 * nothing for a report or an error.
 */
export function startupScreen(page: PageDescription, url: string): string | undefined {
  if (page.type === 'ui') return page.contents?.componentClass;
  const tabs = page.type === 'tabbed' ? (page.contents?.tabs ?? []) : [];
  if (tabs.length === 0) return undefined;
  const [pathname = url, search = ''] = url.split(/(?=\?)/);
  const tab = tabs[activeTabIndex(new TabMemory(), pathname, search, tabs)];
  return tab?.type === 'ui' ? tab.componentClass : undefined;
}
