import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Progress } from '../ui/progress.tsx';
import { RouteError } from './route-error.tsx';

const load =
  <T,>(loader: () => Promise<T>, pick: (module: T) => ComponentType) =>
  async () => ({ Component: pick(await loader()) });

/** Shown while the first page's chunk loads: the thin progress bar, which has no margins to collapse and shift. */
function RouteLoading() {
  return <Progress label="Loading the portal" />;
}

const dynamicPage = load(
  () => import('../pages/dynamic-page.tsx'),
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
    path: '/tenant',
    lazy: load(
      () => import('../auth/select-tenant-page.tsx'),
      (m) => m.SelectTenantPage,
    ),
  },
  {
    path: '/billing',
    handle: GUARDED,
    lazy: load(
      () => import('./guarded-layout.tsx'),
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
          {
            path: 'admin-section-settings-dashboard',
            lazy: load(
              () => import('../features/settings/screens/settings-page.tsx'),
              (m) => m.SettingsPage,
            ),
          },
          {
            path: 'release-notes',
            lazy: load(
              () => import('../pages/release-notes-page.tsx'),
              (m) => m.ReleaseNotesPage,
            ),
          },
          {
            path: 'dashboard/report/:id',
            lazy: load(
              () => import('../pages/custom-report-page.tsx'),
              (m) => m.CustomReportPage,
            ),
          },
          {
            path: 'legacy-homepage',
            lazy: load(
              () => import('../pages/metrics-page.tsx'),
              (m) => m.MetricsPage,
            ),
          },
          { path: '*', lazy: dynamicPage },
        ],
      },
    ],
  },
  {
    path: '/informational-videos-main-dashboard',
    handle: GUARDED,
    lazy: load(
      () => import('./guarded-layout.tsx'),
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
