import { Navigate, type RouteObject } from 'react-router';

/** The route table; each page is its own lazy chunk. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', lazy: async () => ({ Component: (await import('./login-page.tsx')).LoginPage }) },
  { path: '*', lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }) },
];
