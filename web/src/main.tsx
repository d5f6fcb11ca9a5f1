import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ApiProvider, createApi } from './app/api-context.tsx';
import { routes } from './app/routes.tsx';
import { loadRuntimeConfig } from './app/runtime-config.ts';
import './theme/theme.css.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const api = createApi(await loadRuntimeConfig());

createRoot(root).render(
  <StrictMode>
    <ApiProvider api={api}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </ApiProvider>
  </StrictMode>,
);
