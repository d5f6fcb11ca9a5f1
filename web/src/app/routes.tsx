import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AREA_PATHS, FIXED_PAGES, type FixedPageId } from '../lib/fixed-pages.ts';
import { Progress } from '../ui/progress.tsx';
import { RouteError } from './route-error.tsx';

const load =
  <T,>(loader: () => Promise<T>, pick: (module: T) => ComponentType) =>
  async () => ({ Component: pick(await loader()) });

/** Shown while the first page's chunk loads: the thin progress bar, which has no margins to collapse and shift. */
function RouteLoading() {
  return <Progress label="Loading the portal" />;
}

/** The code of each fixed page (lib/fixed-pages.ts): a page added there without its code here fails the typecheck. */
const FIXED_PAGE_CODE: Record<Exclude<FixedPageId, 'videoLibrary'>, RouteObject['lazy']> = {
  settings: load(
    () => import('../features/settings/screens/settings-page.tsx'),
    (m) => m.SettingsPage,
  ),
  releaseNotes: load(
    () => import('../pages/release-notes-page.tsx'),
    (m) => m.ReleaseNotesPage,
  ),
  customReport: load(
    () => import('../pages/custom-report-page.tsx'),
    (m) => m.CustomReportPage,
  ),
  metrics: load(
    () => import('../pages/metrics-page.tsx'),
    (m) => m.MetricsPage,
  ),
  scheduledEmails: load(
    () => import('../pages/scheduled-emails-page.tsx'),
    (m) => m.ScheduledEmailsPage,
  ),
};

/** The routes of an area's fixed pages, from the registry. */
const fixedRoutes = (area: 'portal'): RouteObject[] =>
  (Object.keys(FIXED_PAGE_CODE) as (keyof typeof FIXED_PAGE_CODE)[])
    .filter((id) => FIXED_PAGES[id].area === area)
    .map((id) => ({ path: FIXED_PAGES[id].route, lazy: FIXED_PAGE_CODE[id] }));

const dynamicPage = load(
  () => import('./frame.ts'),
  (m) => m.DynamicPage,
);

/** What a route tells the start-up: a guarded route needs the session, restored as early as possible. */
export interface RouteHandle {
  requiresAuth?: boolean;
}
const GUARDED: RouteHandle = { requiresAuth: true };

/** The route table of spec section 2; each page is its own lazy chunk. */
const pages: RouteObject[] = [
  // The empty route opens the homepage, which /billing finds from the user's menu.
  { path: '/', element: <Navigate to="/billing" replace /> },
  {
    path: '/login',
    lazy: load(
      () => import('../auth/login-page.tsx'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: '/register',
    lazy: load(
      () => import('../auth/onboarding-page.tsx'),
      (m) => m.OnboardingPage,
    ),
  },
  {
    path: '/id_token',
    lazy: load(
      () => import('../auth/authenticate-page.tsx'),
      (m) => m.AuthenticatePage,
    ),
  },
  {
    // An e-mail's unsubscribe link: no sign-in, the link's token names the subscription.
    path: '/unsubscribe',
    lazy: load(
      () => import('../pages/unsubscribe-page.tsx'),
      (m) => m.UnsubscribePage,
    ),
  },
  {
    path: '/tenant',
    lazy: load(
      () => import('../auth/select-tenant-page.tsx'),
      (m) => m.SelectTenantPage,
    ),
  },
  {
    path: AREA_PATHS.portal,
    handle: GUARDED,
    lazy: load(
      () => import('./frame.ts'),
      (m) => m.GuardedPortal,
    ),
    children: [
      {
        // One broken page shows its error inside the frame; the menu and other pages keep working.
        errorElement: <RouteError inFrame />,
        children: [
          {
            index: true,
            lazy: load(
              () => import('../pages/billing-index.tsx'),
              (m) => m.BillingIndex,
            ),
          },
          ...fixedRoutes('portal'),
          { path: '*', lazy: dynamicPage },
        ],
      },
    ],
  },
  {
    path: AREA_PATHS.videos,
    handle: GUARDED,
    lazy: load(
      () => import('./frame.ts'),
      (m) => m.GuardedVideos,
    ),
    children: [
      {
        errorElement: <RouteError inFrame />,
        children: [
          { index: true, element: <Navigate to="overview" replace /> },
          {
            path: '*',
            lazy: load(
              () => import('../pages/videos-page.tsx'),
              (m) => m.VideosPage,
            ),
          },
        ],
      },
    ],
  },
  {
    path: '*',
    lazy: load(
      () => import('./not-found-page.tsx'),
      (m) => m.NotFoundPage,
    ),
  },
];

export const routes: RouteObject[] = [
  { HydrateFallback: RouteLoading, errorElement: <RouteError />, children: pages },
];
