import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { type RouteHandle, routes } from './app/routes.tsx';
import { adoptingFetch, takeEarlyRefresh } from './data/early-refresh.ts';
import { RequestActivity } from './data/request-activity.ts';
import { startupRequest } from './data/startup.ts';
import { createPortal, PortalProvider } from './lib/portal-context.tsx';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import './theme/theme.css.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The opened page's route modules load now, beside the runtime configuration, not after it: the
// router asks the same lazy functions again and gets the modules already on their way.
const matches = matchRoutes(routes, window.location) ?? [];
for (const match of matches) {
  const { lazy } = match.route;
  if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
}

const guarded = matches.some((match) => (match.route.handle as RouteHandle | undefined)?.requiresAuth);
// On a guarded page the screens' registry (part of the frame's code) loads beside the frame: the
// session's start-up answer names the opened screen, which then starts through it at once.
const screens = guarded ? import('./app/frame.ts') : undefined;
// Kept once loaded, so the start-up's screen starts in the same turn as the session (before React
// renders the signed-in frame, which takes the main thread for a while).
let registry: Awaited<typeof screens> | undefined;
screens?.then((loaded) => (registry = loaded)).catch(() => undefined);

// The request layer's state on the document (data-requests): what the journeys wait for.
const activity = new RequestActivity();
const portal = createPortal(await loadRuntimeConfig(), {
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
  location: () => `${window.location.pathname}${window.location.search}`,
  matchMedia: (query) => window.matchMedia(query),
  // The session's first refresh takes the answer early.ts already asked for (when it did).
  fetch: activity.track(adoptingFetch(takeEarlyRefresh())),
  ...(screens
    ? {
        prefetchScreen: (reads, componentKey) => {
          if (registry) registry.prefetchScreen(reads, componentKey);
          else
            void screens
              .then(({ prefetchScreen }) => prefetchScreen(reads, componentKey))
              .catch(() => undefined);
        },
      }
    : {}),
});
activity.publish(portal.queries, document.documentElement);
if (screens) {
  // A guarded page's session is recovered now, while React renders: the guard shares this attempt.
  // The refresh also answers the menu and the opened page's description (one round trip, not three).
  void portal.session.restore(startupRequest(window.location.pathname, portal.storage));
  // The screens this route showed last time in this tab load beside the session, the menu and the
  // page description, instead of after them.
  const hinted = portal.screenHints.forRoute(`${window.location.pathname}${window.location.search}`);
  if (hinted.length > 0)
    void screens.then(({ startScreenCode }) => hinted.forEach(startScreenCode)).catch(() => undefined);
}

createRoot(root).render(
  <StrictMode>
    <PortalProvider portal={portal}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </PortalProvider>
  </StrictMode>,
);
