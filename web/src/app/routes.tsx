import { Navigate, type RouteObject } from 'react-router';

const load =
  <T,>(loader: () => Promise<T>, pick: (module: T) => React.ComponentType) =>
  async () => ({
    Component: pick(await loader()),
  });

/** Shown while the first page's chunk loads. */
function RouteLoading() {
  return <p aria-live="polite">Loading…</p>;
}

/** The route table of spec section 2; each page is its own lazy chunk. */
const pages: RouteObject[] = [
  { path: '/', element: <Navigate to="/billing/overview" replace /> },
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
    lazy: load(
      () => import('../session/guarded-layout.tsx'),
      (m) => m.GuardedLayout,
    ),
    children: [
      { index: true, element: <Navigate to="/billing/overview" replace /> },
      {
        path: '*',
        lazy: load(
          () => import('../session/portal-page.tsx'),
          (m) => m.PortalPage,
        ),
      },
    ],
  },
  {
    path: '/informational-videos-main-dashboard',
    lazy: load(
      () => import('../session/guarded-layout.tsx'),
      (m) => m.GuardedLayout,
    ),
    children: [
      { index: true, element: <Navigate to="overview" replace /> },
      {
        path: '*',
        lazy: load(
          () => import('../session/portal-page.tsx'),
          (m) => m.PortalPage,
        ),
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

export const routes: RouteObject[] = [{ HydrateFallback: RouteLoading, children: pages }];
