import { ActivePageStore, type SideMenuPanel, searchResultPath, sideMenuFlags } from '@portal/hooks/menu';
import { useAlerts, useLayout, useStore } from '@portal/hooks/react';
import type { SearchResult } from '@portal/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useApiQuery } from '../data/api-query.ts';
import { portalApi } from '../data/portal-endpoints.ts';
import { useDisplayCurrencySource } from '../features/cost/components/display-currency.tsx';
import { AREA_PATHS } from '../lib/fixed-pages.ts';
import { usePortal } from '../lib/portal-context.tsx';
import { type PageInfo, type Shell, ShellContext } from '../lib/shell-context.tsx';
import { IDLE_WARNING, IdleDialog } from '../session/idle-dialog.tsx';
import { LazyOverlay, OverlayChunk, preloadWhenIdle } from '../ui/lazy-overlay.tsx';
import { Toasts } from '../ui/toasts.tsx';
import { useShellCalls } from './api.ts';
import { Banners } from './banners.tsx';
import { useBranding } from './branding.ts';
import {
  focusContentWhenShown,
  useAreaLayout,
  useDocumentTheme,
  useFirstContentWatch,
  useNavigationAudit,
  useRevealActivePage,
  useScrollPaddingOf,
  useSearchShortcut,
} from './frame-effects.ts';
import * as styles from './shell-layout.css.ts';
import { SideMenu } from './side-menu.tsx';
import * as topBarStyles from './top-bar.css.ts';
import { TopBar } from './top-bar.tsx';
import { useShellStores } from './use-shell-stores.ts';

/**
 * The frame's overlays, declared once. They stay out of the first page's code (issue 15's budget):
 * each is fetched when the frame is idle, or when first opened; the terms gate only when the
 * server demands it.
 */
const OVERLAYS = {
  settings: new OverlayChunk(() => import('./settings-drawer.tsx').then((m) => m.SettingsDrawer)),
  search: new OverlayChunk(() => import('../dialogs/search-dialog.tsx').then((m) => m.SearchDialog)),
  feedback: new OverlayChunk(() => import('../dialogs/feedback-dialog.tsx').then((m) => m.FeedbackDialog)),
  guidance: new OverlayChunk(() => import('../dialogs/guidance-dialog.tsx').then((m) => m.GuidanceDialog)),
  alert: new OverlayChunk(() => import('../dialogs/alert-dialog.tsx').then((m) => m.AlertDialog)),
  terms: new OverlayChunk(() => import('../session/terms-gate.tsx').then((m) => m.TermsGate)),
};
const { terms: _onDemand, ...whenIdle } = OVERLAYS;
const PRELOADED = [...Object.values(whenIdle), IDLE_WARNING];

/**
 * The signed-in frame of spec section 2: side menu, top bar with banners, routed content, the
 * settings drawer and the dialogs; plus the terms gate, the idle timeout and the navigation audit.
 * The behaviours are the hooks package's controllers; this component wires and renders them.
 */
export function ShellLayout({ area }: { area: 'portal' | 'videos' }) {
  const portal = usePortal();
  const { session, audit, toasts } = portal;
  const calls = useShellCalls();
  const navigate = useNavigate();
  const location = useLocation();
  const basePath = AREA_PATHS[area === 'videos' ? 'videos' : 'portal'];

  const { layout } = portal;
  // The videos area has its own side menu (spec section 4: the video sidenav's flags); the
  // portal's layout is kept as a snapshot while the area shows, and restored after.
  const menuPanel: SideMenuPanel = area === 'videos' ? 'videoSidenav' : 'sidenav';
  useAreaLayout(area, layout);
  const { personas, alerts, tabs, menu, search } = useShellStores(area);
  const flags = useLayout(layout);
  const alertShown = useAlerts(alerts).current !== undefined;
  const menuState = useStore(menu);
  const searchState = useStore(search);

  const user = useApiQuery(portalApi.whois, []);
  const settingsQuery = useApiQuery(portalApi.settings, []);
  // null: the settings could not be read; the frame goes on with its defaults.
  const settings = settingsQuery.isError ? null : settingsQuery.data;
  const [termsAccepted, setTermsAccepted] = useState(false);
  const activePage = useMemo(() => new ActivePageStore(), []);
  useEffect(() => () => activePage.dispose(), [activePage]);
  const page = useStore(activePage);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [guidanceOpen, setGuidanceOpen] = useState(false);
  const branding = useBranding(settings);
  const menuItems = menuState.status !== 'pending' ? menuState.items : undefined;

  useEffect(() => preloadWhenIdle(PRELOADED), []);
  useDocumentTheme(flags.darkMode);
  useSearchShortcut(search);
  useRevealActivePage(menu, menuState, location.pathname);
  useNavigationAudit(audit, menuState, basePath, location);
  useFirstContentWatch(portal.firstContent, portal.queries);
  useDisplayCurrencySource();

  const logout = useCallback(async () => {
    alerts.clear();
    await session.logout();
    navigate('/login', { replace: true });
  }, [alerts, session, navigate]);
  const keepalive = calls.keepalive;
  const setPageInfo = useCallback(
    (info: PageInfo, options?: { tabbed?: boolean }) => activePage.show(info, options),
    [activePage],
  );

  const currentUrl = `${location.pathname}${location.search}`;
  // The menu reloads (the controller follows the saved personas), and the current route reloads
  // through /billing (spec section 2). Started now, so /billing waits for the new menu.
  const reloadMenu = useCallback(() => {
    menu.setPersonas(personas.getSnapshot().saved);
    navigate('/billing', { replace: true, state: { reloadTo: currentUrl } });
  }, [menu, personas, navigate, currentUrl]);
  const openSearch = useCallback((text = '') => search.open(text), [search]);
  // Where the focus was when feedback opened (the Feedback button): the thanks that follows the
  // dialog has no opener of its own, so the focus is given back there when it closes.
  const feedbackOpener = useRef<HTMLElement | null>(null);
  const openFeedback = useCallback(() => {
    feedbackOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setFeedbackOpen(true);
  }, []);
  const feedbackThanked = useCallback(() => {
    if (feedbackOpener.current?.isConnected) feedbackOpener.current.focus();
  }, []);
  const openGuidance = useCallback(() => setGuidanceOpen(true), []);
  const closeFeedback = useCallback(() => setFeedbackOpen(false), []);
  const closeGuidance = useCallback(() => setGuidanceOpen(false), []);
  const closeSearch = useCallback(() => search.close(), [search]);
  const closeAlert = useCallback(() => alerts.close(), [alerts]);
  const closeSettings = useCallback(() => layout.close('settings'), [layout]);

  // One context value per change of what it holds, so consumers re-render only when it changes.
  const shell = useMemo<Shell>(
    () => ({
      area,
      basePath,
      layout,
      personas,
      alerts,
      tabs,
      user: user.data,
      settings,
      menu: menuItems,
      menuMap: menuState.map,
      menuController: menu,
      reloadMenu,
      page,
      setPage: setPageInfo,
      openSearch,
      openFeedback,
      openGuidance,
    }),
    [
      area,
      basePath,
      layout,
      personas,
      alerts,
      tabs,
      user.data,
      settings,
      menuItems,
      menuState.map,
      menu,
      reloadMenu,
      page,
      setPageInfo,
      openSearch,
      openFeedback,
      openGuidance,
    ],
  );

  /** A search result: its tab becomes active (through ?tab=), the page opens, the dialog closes. */
  function chooseResult(result: SearchResult) {
    navigate(searchResultPath(search.choose(result)));
    // The dialog's opener may be gone with the old page: the focus goes to the new page's content.
    focusContentWhenShown();
  }

  const topArea = useRef<HTMLDivElement>(null);
  useScrollPaddingOf(topArea);

  const side = sideMenuFlags(flags, menuPanel);
  const mobile = side.mobile;
  // No padding where the menu is an overlay or closed.
  const padding =
    mobile || !side.open
      ? styles.contentPadding.mobile
      : side.docked
        ? styles.contentPadding.docked
        : styles.contentPadding.open;
  return (
    <ShellContext.Provider value={shell}>
      <div className={styles.frame}>
        <SideMenu branding={branding} onLogout={logout} />
        <div className={`${styles.column} ${padding}`} inert={mobile && side.open}>
          {/* Spec section 2: the banners belong to the top bar, and stay in view with it. */}
          <div className={topBarStyles.topArea} ref={topArea}>
            <TopBar />
            <Banners />
          </div>
          <main className={styles.content} aria-label={page.displayName ?? 'Content'}>
            <Outlet />
          </main>
        </div>
      </div>
      <LazyOverlay chunk={OVERLAYS.settings} when={flags.settingsOpen} onLoadFailed={closeSettings} />
      <LazyOverlay
        chunk={OVERLAYS.search}
        when={searchState.open}
        onLoadFailed={closeSearch}
        state={searchState}
        search={search}
        onChoose={chooseResult}
      />
      <LazyOverlay
        chunk={OVERLAYS.feedback}
        when={feedbackOpen}
        onLoadFailed={closeFeedback}
        isOpen={feedbackOpen}
        onClose={closeFeedback}
        onThanked={feedbackThanked}
        alerts={alerts}
        page={{
          displayName: page.displayName ?? 'Portal',
          route: location.pathname,
          menuUuid: page.uuid,
          tabName: page.tabName,
        }}
      />
      <LazyOverlay
        chunk={OVERLAYS.guidance}
        when={guidanceOpen}
        onLoadFailed={closeGuidance}
        isOpen={guidanceOpen}
        onClose={closeGuidance}
        pageName={page.displayName ?? 'Portal'}
        assistanceSrc={page.assistanceSrc}
      />
      <LazyOverlay chunk={OVERLAYS.alert} when={alertShown} onLoadFailed={closeAlert} queue={alerts} />
      {user.data?.forceEula && !termsAccepted ? (
        <LazyOverlay
          chunk={OVERLAYS.terms}
          when
          eulaUrl={settings?.eula}
          canAccept={user.data.canAcceptEula}
          onAccepted={() => setTermsAccepted(true)}
          onLogout={logout}
        />
      ) : null}
      {/* The idle time counts from the first page on, while the settings' timeout is on its way. */}
      <IdleDialog
        timeoutMinutes={settings?.uiSessionTimeout ?? null}
        onKeepalive={keepalive}
        onLogout={logout}
      />
      <Toasts queue={toasts} />
    </ShellContext.Provider>
  );
}
