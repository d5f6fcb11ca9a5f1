import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortal, PortalProvider } from '../lib/portal-context.tsx';
import { DEFAULT_RUNTIME_CONFIG } from '../lib/runtime-config.ts';
import { routes } from './routes.tsx';

function renderAt(path: string) {
  const portal = createPortal(DEFAULT_RUNTIME_CONFIG, { localStorage, sessionStorage, location: () => path });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <PortalProvider portal={portal}>
      <RouterProvider router={router} />
    </PortalProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('sends a visitor without a session from the empty route to sign-in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ title: 'Unauthorized', status: 401 }, { status: 401 })),
    );
    const router = renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cloud Portal' }, { timeout: 5000 }),
    ).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Cloud Portal - Sign In'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDefined();
  });

  it('titles the onboarding and tenant pages as the spec says', async () => {
    renderAt('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Onboarding' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Onboarding'));
  });

  it('shows page not found for an unknown route', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/login');
  });
});
