import { act, render, waitFor, within } from '@testing-library/react';
import { type ComponentProps, createElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from '../app/routes.tsx';
import { createPortal, type Portal, PortalProvider } from '../lib/portal-context.tsx';
import { DEFAULT_RUNTIME_CONFIG } from '../lib/runtime-config.ts';

/**
 * The whole web app in jsdom, signed in through its real session, for tests that bring their own
 * backend behind `apiBaseUrl` (an MSW server: fixtures, or the reference backend in the same
 * process). What the user sees is judged in the fault matrix's words ({@link appOutcome}).
 */
export interface OpenedApp {
  portal: Portal;
  router: ReturnType<typeof createMemoryRouter>;
  /** Unmounts the app and ends its session, so none of its timers outlives the test. */
  close: () => Promise<void>;
}

export interface OpenAppOptions {
  apiBaseUrl: string;
  upn: string;
  tenant: string;
  /** The identity provider's token for `upn`. */
  identityToken: string;
}

/**
 * Signs in as `upn` in `tenant` (picking the tenant when the account has several), then renders
 * the app at `path`. The request layer tries a failed read again as in the browser, but without
 * the waits between the tries, which are the clock's business and not the page's.
 */
export async function openApp(path: string, options: OpenAppOptions): Promise<OpenedApp> {
  localStorage.clear();
  sessionStorage.clear();
  const portal = createPortal(
    { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: options.apiBaseUrl },
    { localStorage, sessionStorage, location: () => path },
  );
  const defaults = portal.queries.getDefaultOptions();
  portal.queries.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  const payload = { id: options.upn, tenantId: options.tenant, upn: options.upn };
  let outcome = await portal.session.signIn(payload, options.identityToken);
  if (outcome.kind === 'select-tenant') outcome = await portal.session.selectTenant(options.tenant);
  if (outcome.kind !== 'signed-in') throw new Error(`sign-in failed: ${JSON.stringify(outcome)}`);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Written without JSX, so that other packages' tests can import this module by its .ts name.
  const view = render(
    createElement(
      PortalProvider,
      { portal } as ComponentProps<typeof PortalProvider>,
      createElement(RouterProvider, { router }),
    ),
  );
  return {
    portal,
    router,
    close: async () => {
      view.unmount();
      await portal.session.logout().catch(() => undefined);
    },
  };
}

/** What the user sees in the main region, in the words of the fault matrix. */
export type Outcome =
  | 'sign-in page'
  | 'blank'
  | 'page not found'
  | 'this page cannot be shown'
  | 'error, Try again'
  | 'loading'
  | 'page shown';

const mainRegion = () => document.querySelector<HTMLElement>('main');
const loading = (main: HTMLElement) => main.querySelector('[role="progressbar"]') !== null;

/** What the user sees of the app at `router`'s location. */
export function appOutcome(app: OpenedApp): Outcome {
  if (app.router.state.location.pathname === '/login') return 'sign-in page';
  const main = mainRegion();
  const text = (main?.textContent ?? '').trim();
  if (!main || text.length === 0) return 'blank';
  if (/page not found/i.test(text)) return 'page not found';
  // The route's error boundary: a render that threw.
  if (/This page cannot be shown/.test(text)) return 'this page cannot be shown';
  if (/could not be loaded/.test(text)) return 'error, Try again';
  if (loading(main)) return 'loading';
  return 'page shown';
}

/** The main region's Try again buttons, by role and name. */
export function tryAgainButtons(): HTMLElement[] {
  const main = mainRegion();
  return main ? within(main).queryAllByRole('button', { name: 'Try again' }) : [];
}

/**
 * Presses each Try again shown now, once. A box can stay while its read runs again, and one press
 * can take other boxes with it (a read two panels share): those are not pressed twice.
 */
export async function pressTryAgain(): Promise<void> {
  for (const button of tryAgainButtons()) if (button.isConnected) await act(async () => button.click());
}

/**
 * Waits until the app is done: the main region shown, nothing loading in it, no read of the request
 * layer under way (a Try again pressed counts from the press, before its call goes out), nothing
 * `pending` (the test backend's calls not answered yet), and still so after the effects of the
 * last render have run.
 */
export async function settle(app: OpenedApp, pending: () => number, timeout = 20_000): Promise<void> {
  const busy = () => {
    const main = mainRegion();
    // A route's code still loading (a lazy route, a redirect on its way) is loading too.
    const routing = !app.router.state.initialized || app.router.state.navigation.state !== 'idle';
    return (
      routing ||
      pending() > 0 ||
      app.portal.queries.isFetching() > 0 ||
      app.portal.queries.isMutating() > 0 ||
      !main ||
      loading(main)
    );
  };
  for (let calm = 0; calm < 3; ) {
    await waitFor(
      () => {
        if (busy()) throw new Error('the app is still loading');
      },
      { timeout, interval: 10 },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    calm = busy() ? 0 : calm + 1;
  }
}
