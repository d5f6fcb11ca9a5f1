import { SIDENAV_DOCKED_KEY } from '@portal/hooks/menu';
import { PortalStorage } from '@portal/hooks/session';
import { contract, makeAccessToken } from '@portal/sdk/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from '../app/routes.tsx';
import { createPortal, PortalProvider } from '../lib/portal-context.tsx';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../lib/runtime-config.ts';

/** The sign-in answer of the test backend: an app token with the given claims. */
export const signInHandler = (claims: Parameters<typeof makeAccessToken>[0] = {}) =>
  contract.post('/api/auth/azure/token', () => ({ access_token: makeAccessToken(claims) }));

/**
 * Signs in through the real session (against the test server's handlers), then renders `path`.
 * `undocked`: the user has undocked the side menu before (the stored choice), so the menu shows
 * its labels, the full logo and its footer without a pointer over it.
 */
export async function renderSignedIn(
  path: string,
  { undocked = false, config = {} }: { undocked?: boolean; config?: Partial<RuntimeConfig> } = {},
) {
  localStorage.clear();
  if (undocked) new PortalStorage(localStorage).set(SIDENAV_DOCKED_KEY, false);
  const portal = createPortal(
    { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'https://portal.test', ...config },
    { localStorage, sessionStorage, location: () => path },
  );
  // Failed reads are tried again as in the browser, without the waits between the tries (a test
  // that waited them out ran for seconds and timed out on a busy machine).
  const defaults = portal.queries.getDefaultOptions();
  portal.queries.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  const outcome = await portal.session.signIn(
    { id: 'u1', tenantId: 'contoso', upn: 'finance@contoso.example' },
    'identity-token',
  );
  if (outcome.kind !== 'signed-in') throw new Error(`sign-in failed: ${JSON.stringify(outcome)}`);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <PortalProvider portal={portal}>
      <RouterProvider router={router} />
    </PortalProvider>,
  );
  return { portal, router };
}
