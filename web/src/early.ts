import { startEarlyRefresh } from './data/early-refresh.ts';
import { AREA_PATHS } from './lib/fixed-pages.ts';
import { ROUTE_PRELOADS_ID, type RoutePreloads } from './lib/route-preloads.ts';
import { INLINE_CONFIG_ID } from './lib/runtime-config.ts';

// The page's first script (its own small chunk, loaded beside the start chunk; see
// data/early-refresh.ts): a reload of a portal page restores its session from here, and the frame's
// code starts loading, while the app's code is still on its way.
startEarlyRefresh(
  window.location.pathname,
  window.localStorage,
  document.getElementById(INLINE_CONFIG_ID)?.textContent,
);
preloadFrame();

/** The frame's chunks (the build writes their names into the page) on a portal page. */
function preloadFrame(): void {
  const path = window.location.pathname;
  if (path !== AREA_PATHS.portal && !path.startsWith(`${AREA_PATHS.portal}/`)) return;
  const text = document.getElementById(ROUTE_PRELOADS_ID)?.textContent;
  if (!text?.trim().startsWith('{')) return;
  try {
    const { frame } = JSON.parse(text) as Partial<RoutePreloads>;
    for (const href of frame?.scripts ?? []) addLink('modulepreload', href);
    for (const href of frame?.styles ?? []) addLink('preload', href, 'style');
  } catch {
    // No list, no preloads: the frame loads when the router asks for it.
  }
}

function addLink(rel: string, href: string, as?: string): void {
  if (!href.startsWith('/assets/')) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.crossOrigin = '';
  if (as) link.as = as;
  document.head.append(link);
}
