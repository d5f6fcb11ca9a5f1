import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes.tsx';
import { createPortal, PortalProvider } from './lib/portal-context.tsx';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import './theme/theme.css.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const portal = createPortal(await loadRuntimeConfig(), {
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
  location: () => `${window.location.pathname}${window.location.search}`,
});

createRoot(root).render(
  <StrictMode>
    <PortalProvider portal={portal}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </PortalProvider>
  </StrictMode>,
);
