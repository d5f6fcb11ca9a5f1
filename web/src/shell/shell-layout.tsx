import {
  AlertQueue,
  LayoutStore,
  PersonaSelection,
  SEARCH_PAGE_SIZE,
  searchResultPath,
  TabMemory,
  tabQueryValue,
} from '@portal/hooks/core';
import { useLayout, useMenu, usePersonas, useSearch } from '@portal/hooks/react';
import type { SearchResult } from '@portal/sdk';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AlertDialog } from '../dialogs/alert-dialog.tsx';
import { FeedbackDialog } from '../dialogs/feedback-dialog.tsx';
import { GuidanceDialog } from '../dialogs/guidance-dialog.tsx';
import { SearchDialog } from '../dialogs/search-dialog.tsx';
import { usePortal } from '../lib/portal-context.tsx';
import { type PageInfo, type Shell, ShellContext } from '../lib/shell-context.tsx';
import { useApiQuery } from '../lib/use-api-query.ts';
import { useSessionState } from '../lib/use-session.ts';
import { IdleDialog } from '../session/idle-dialog.tsx';
import { TermsGate } from '../session/terms-gate.tsx';
import { Toasts } from '../ui/toasts.tsx';
import { Banners } from './banners.tsx';
import { SETTINGS_QUERY_KEY, useBranding } from './branding.ts';
import { SettingsDrawer } from './settings-drawer.tsx';
import * as styles from './shell-layout.css.ts';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

/** Pages of /billing that are not menu items, by route, for the audit's labels. */
const FIXED_PAGE_TITLES: Record<string, string> = {
  'admin-section-settings-dashboard': 'Settings',
  'release-notes': 'Release Notes',
  'legacy-homepage': 'My Metrics',
};

const NO_STRINGS: readonly string[] = [];

/**
 * The signed-in frame of spec section 2: side menu, top bar with banners, routed content, the
 * settings drawer and the dialogs; plus the terms gate, the idle timeout and the navigation audit.
 * The behaviours are the hooks package's controllers; this component wires and renders them.
 */
export function ShellLayout({ area }: { area: 'portal' | 'videos' }) {
  const portal = usePortal();
  const { api, session, audit, toasts, storage } = portal;
  const { claims } = useSessionState();
  const navigate = useNavigate();
  const location = useLocation();
  const basePath = area === 'videos' ? '/informational-videos-main-dashboard' : '/billing';

  const layout = useMemo(() => new LayoutStore(storage), [storage]);
  // Each token refresh brings new claim arrays with the same contents: key on the contents, so the
  // persona selection survives a refresh.
  const personaKey = (claims?.personas ?? NO_STRINGS).join('\n');
  const personas = useMemo(
    () => new PersonaSelection(personaKey ? personaKey.split('\n') : [], storage),
    [personaKey, storage],
  );
  const alerts = useMemo(() => new AlertQueue(), []);
  const tabs = useMemo(() => new TabMemory(), []);
  const flags = useLayout(layout);
  const selectedPersonas = usePersonas(personas).saved;

  const { state: menuState, menu } = useMenu({
    load: (query, init) => api.portal.menu(query, init),
    personas: selectedPersonas,
    features: claims?.features ?? NO_STRINGS,
    videoLibrary: area === 'videos',
    basePath,
  });
  const { state: searchState, search } = useSearch({
    search: (text) => api.portal.search(text, { personas: [...personas.getSnapshot().saved] }),
    pageSize: SEARCH_PAGE_SIZE,
  });

  const user = useApiQuery(['whois'], (signal) => api.account.whois({ signal }));
  const settingsQuery = useApiQuery(SETTINGS_QUERY_KEY, (signal) => api.settings.get({ signal }));
  // null: the settings could not be read; the frame goes on with its defaults.
  const settings = settingsQuery.isError ? null : settingsQuery.data;
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [page, setPage] = useState<PageInfo>({});
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [guidanceOpen, setGuidanceOpen] = useState(false);
  const branding = useBranding(settings);
  const menuItems = menuState.status === 'ready' ? menuState.items : undefined;

  // Dark mode is a theme class on the document, so dialogs and popovers follow it too.
  useEffect(() => {
    document.documentElement.dataset.theme = flags.darkMode ? 'dark' : 'light';
  }, [flags.darkMode]);

  // Meta+K (or Ctrl+K) opens the search dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        search.open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [search]);

  // The branches holding the active page open by themselves, also once a reloaded menu arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: menuState.items marks a new menu
  useEffect(() => {
    if (menuState.status === 'ready') menu.reveal(location.pathname);
  }, [menu, menuState.status, menuState.items, location.pathname]);

  // Audit from the URL alone (the page's own report of its name comes a render later).
  useEffect(() => {
    if (menuState.status !== 'ready') return;
    const key = location.pathname.replace(`${basePath}/`, '').replace(/\/+$/, '');
    const entry = menuState.map.get(key);
    audit.navigated({
      location: `${location.pathname}${location.search}`,
      name: entry?.item.displayName ?? FIXED_PAGE_TITLES[key],
      parentName: entry?.ancestors.at(-1)?.displayName,
      tabName: tabQueryValue(location.search),
    });
  }, [audit, menuState.status, menuState.map, basePath, location.pathname, location.search]);

  const logout = useCallback(async () => {
    alerts.clear();
    await session.logout();
    navigate('/login', { replace: true });
  }, [alerts, session, navigate]);
  const keepalive = useCallback(() => void api.audit.keepalive(), [api]);
  const setPageInfo = useCallback((info: PageInfo) => setPage(info), []);

  const currentUrl = `${location.pathname}${location.search}`;
  // The menu reloads (the controller follows the saved personas), and the current route reloads
  // through /billing (spec section 2). Started now, so /billing waits for the new menu.
  const reloadMenu = useCallback(() => {
    menu.setPersonas(personas.getSnapshot().saved);
    navigate('/billing', { replace: true, state: { reloadTo: currentUrl } });
  }, [menu, personas, navigate, currentUrl]);
  const openSearch = useCallback((text = '') => search.open(text), [search]);
  const openFeedback = useCallback(() => setFeedbackOpen(true), []);
  const openGuidance = useCallback(() => setGuidanceOpen(true), []);

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
  }

  const mobile = flags.sidenavMobile;
  const padding = mobile
    ? styles.contentPadding.mobile
    : flags.sidenavDocked
      ? styles.contentPadding.docked
      : styles.contentPadding.open;
  return (
    <ShellContext.Provider value={shell}>
      <div className={styles.frame}>
        <SideMenu branding={branding} onLogout={logout} />
        <div className={`${styles.column} ${padding}`} inert={mobile && flags.sidenavOpen}>
          <TopBar />
          <Banners />
          <main className={styles.content} aria-label={page.title ?? 'Content'}>
            <Outlet />
          </main>
        </div>
      </div>
      <SettingsDrawer />
      <SearchDialog state={searchState} search={search} onChoose={chooseResult} />
      <FeedbackDialog
        isOpen={feedbackOpen}
        onClose={() => setFeedbackOpen(false)}
        alerts={alerts}
        page={{
          displayName: page.title ?? 'Portal',
          route: location.pathname,
          menuUuid: page.menuUuid,
          tabName: page.tabName,
        }}
      />
      <GuidanceDialog
        isOpen={guidanceOpen}
        onClose={() => setGuidanceOpen(false)}
        pageName={page.title ?? 'Portal'}
        assistanceSrc={page.assistanceSrc}
      />
      <AlertDialog queue={alerts} />
      {user.data?.forceEula && !termsAccepted ? (
        <TermsGate
          eulaUrl={settings?.eula}
          canAccept={user.data.canAcceptEula}
          onAccepted={() => setTermsAccepted(true)}
          onLogout={logout}
        />
      ) : null}
      {settings ? (
        <IdleDialog timeoutMinutes={settings.uiSessionTimeout} onKeepalive={keepalive} onLogout={logout} />
      ) : null}
      <Toasts queue={toasts} />
    </ShellContext.Provider>
  );
}
