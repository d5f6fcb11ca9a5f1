import { AnswerCache } from '@portal/hooks/chat';
import { ScreenHints } from '@portal/hooks/frame';
import { FirstContentGate, LayoutStore, MOBILE_BREAKPOINT_QUERY } from '@portal/hooks/menu';
import { DisplayCurrency } from '@portal/hooks/money';
import { AuditTracker, PortalStorage, Session, SignInFlow, sessionScope } from '@portal/hooks/session';
import {
  createPortalClient,
  createSavedViewsClient,
  type PortalClient,
  SAVED_VIEWS_PATH,
  type SavedViewsClient,
  TENANT_CURRENCY_OPERATIONS,
} from '@portal/sdk';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { createQueryClient } from '../data/query-client.ts';
import type { ScreenReads } from '../data/screen-queries.ts';
import { applyStartup, startupScreen } from '../data/startup.ts';
import { createToastQueue, type PortalToastQueue } from '../ui/toasts.tsx';
import type { RuntimeConfig } from './runtime-config.ts';

/** Everything the running portal shares: configuration, backend clients, session, audit, toasts. */
export interface Portal {
  config: RuntimeConfig;
  api: PortalClient;
  savedViews: SavedViewsClient;
  session: Session;
  /** The sign-in journey after the identity provider (/id_token, /tenant). */
  signIn: SignInFlow;
  audit: AuditTracker;
  toasts: PortalToastQueue;
  storage: PortalStorage;
  /** The request layer's cache; cleared at every sign-out. */
  queries: QueryClient;
  /** Which screens each route showed in this tab: a reload fetches their code early. */
  screenHints: ScreenHints;
  /** The last menu per tenant and user: a reload shows it while it loads again. */
  answers: AnswerCache;
  /**
   * The layout flags, one set for the app: the portal and the videos area share it (the videos
   * area keeps the portal's layout as a snapshot while it shows), and a tenant switch keeps it.
   */
  layout: LayoutStore;
  /** The display currency of money figures: every cost call the contract lets convert sends it. */
  currency: DisplayCurrency;
  /** Opens once the first page has its first content's data: the frame's secondary reads wait for it. */
  firstContent: FirstContentGate;
}

export interface PortalEnvironment {
  localStorage: Storage;
  sessionStorage: Storage;
  location: () => string;
  /** The viewport's media queries, where there is one (the browser's window.matchMedia). */
  matchMedia?: (query: string) => { matches: boolean };
  /** The SDK's transport (the browser's fetch by default; main.tsx's takes the early refresh). */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Starts a screen's code and first reads before its page renders it (main.tsx, through the
   * screens' registry): called with the screen a reload's start-up answer names.
   */
  prefetchScreen?: (reads: ScreenReads, componentKey: string | undefined) => void;
}

/** Wires the portal for a configuration: one session whose token every client reads. */
export function createPortal(config: RuntimeConfig, env: PortalEnvironment): Portal {
  const storage = new PortalStorage(env.localStorage);
  const toasts = createToastQueue();
  // The clients read the token through the session, created just below.
  let session: Session | undefined;
  const scope = () => (session ? sessionScope(session.getSnapshot()) : undefined);
  const currency = new DisplayCurrency(storage);
  const queries = createQueryClient(scope);
  // Every call takes one path: the token from the session, one shared refresh and a retry on 401.
  const authorization = {
    getAccessToken: () => session?.getAccessToken(),
    refreshAccessToken: async () => session?.refreshToken(),
    // Refused even after a refresh: the session ends and the guard shows /login.
    onUnauthorized: () => {
      if (session?.getSnapshot().status === 'signed-in') void session.logout();
    },
  };
  const api = createPortalClient({
    baseUrl: config.apiBaseUrl,
    ...(env.fetch ? { fetch: env.fetch } : {}),
    displayCurrency: (operation) =>
      currency.param(TENANT_CURRENCY_OPERATIONS.has(operation) ? 'tenant' : 'billing'),
    prefix: { services: config.servicesPrefix, logout: config.logoutPrefix },
    ...authorization,
  });
  const savedViews = createSavedViewsClient({
    url: `${config.apiBaseUrl}${config.servicesPrefix}${SAVED_VIEWS_PATH}`,
    ...authorization,
  });
  const audit = new AuditTracker({
    send: (event) => api.audit.event(event),
    isAuthenticated: () => session?.isAuthenticated() ?? false,
  });
  // In session storage, which the sign-out empties.
  const tabStorage = new PortalStorage(env.sessionStorage);
  const answers = new AnswerCache(tabStorage, scope);
  session = new Session({
    api,
    storage,
    // A reload's start-up answer fills the caches before the frame renders; the opened page's
    // screen starts its code and first reads at once (its registry comes with the frame's chunk).
    onStartup: (startup) => {
      const restored = (session as Session).getSnapshot();
      // The display currency starts now (the frame would start it on its first render), so the
      // screen's first reads are asked in the user's currency, under the keys the screen reads.
      const restoredScope = sessionScope(restored);
      if (restoredScope && restored.identity) currency.start(restoredScope, restored.identity.currency);
      const page = applyStartup({ session: session as Session, answers, queries }, startup);
      const screen = page ? startupScreen(page, env.location()) : undefined;
      if (screen) env.prefetchScreen?.({ api, queries, currency }, screen);
    },
    beforeLogout: async () => {
      await Promise.all([audit.logout(env.location()), api.audit.logout().catch(() => undefined)]);
    },
    // A tenant switch starts over in the new tenant: nothing read in the old one may show.
    onTenantChanged: async () => {
      answers.dropOffers();
      audit.reset();
      toasts.clear();
      await queries.cancelQueries().catch(() => undefined);
      queries.clear();
    },
    onSignedOut: () => {
      answers.dropOffers();
      audit.reset();
      currency.reset();
      // Nothing read for one user or tenant may show for the next.
      queries.cancelQueries().catch(() => undefined);
      queries.clear();
      toasts.clear();
      // The identity provider library keeps its redirect state here; nothing of it may outlive the session.
      env.sessionStorage.clear();
    },
  });
  const signIn = new SignInFlow({ session, loadMenu: (query) => api.portal.menu(query) });
  const screenHints = new ScreenHints(tabStorage);
  const layout = new LayoutStore(storage, { mobile: env.matchMedia?.(MOBILE_BREAKPOINT_QUERY).matches });
  return {
    config,
    api,
    savedViews,
    session,
    signIn,
    audit,
    toasts,
    storage,
    queries,
    screenHints,
    answers,
    layout,
    currency,
    firstContent: new FirstContentGate(),
  };
}

const PortalContext = createContext<Portal | null>(null);

export function PortalProvider({ portal, children }: { portal: Portal; children: ReactNode }) {
  return (
    <PortalContext.Provider value={portal}>
      <QueryClientProvider client={portal.queries}>{children}</QueryClientProvider>
    </PortalContext.Provider>
  );
}

/** The portal's services a component may use: the SDK's clients are the data layer's (web/src/data). */
export type PortalServices = Omit<Portal, 'api' | 'savedViews'>;

/**
 * The running portal's shared services for components: the session, the sign-in flow, the audit,
 * toasts, storage, the layout. The SDK's clients are not among them: data goes through the data
 * layer (web/src/data and each feature's api.ts).
 */
export function usePortal(): PortalServices {
  return usePortalInternals();
}

/** The whole portal, SDK clients included: for the data layer (data/portal-api.ts) only. */
export function usePortalInternals(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal needs a <PortalProvider> above it');
  return portal;
}
