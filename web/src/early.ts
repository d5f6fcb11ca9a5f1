import { startEarlyRefresh } from './data/early-refresh.ts';
import { preloadsFor, ROUTE_PRELOADS_ID, type RoutePreloads } from './lib/route-preloads.ts';
import { INLINE_CONFIG_ID } from './lib/runtime-config.ts';

// The page's first script (its own small chunk, loaded beside the start chunk; see
// data/early-refresh.ts): a reload of a portal page restores its session from here, and the opened
// route's chunks (the frame, or the sign-in page) start loading, while the app's code is still on
// its way.
startEarlyRefresh(
  window.location.pathname,
  window.localStorage,
  document.getElementById(INLINE_CONFIG_ID)?.textContent,
);
preloadRoute(window.location.pathname);

/** The opened route's chunks (the build writes their names into the page), before the router asks. */
function preloadRoute(pathname: string): void {
  const text = document.getElementById(ROUTE_PRELOADS_ID)?.textContent;
  if (!text?.trim().startsWith('{')) return;
  try {
    const route = preloadsFor(JSON.parse(text) as Partial<RoutePreloads>, pathname);
    for (const href of route?.scripts ?? []) addLink('modulepreload', href);
    for (const href of route?.styles ?? []) addLink('preload', href, 'style');
  } catch {
    // No list, no preloads: the route's chunks load when the router asks for them.
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
