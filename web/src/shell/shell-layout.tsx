import {
  buildMenuMap,
  filterMenuByFeatures,
  LayoutStore,
  MOBILE_BREAKPOINT_QUERY,
  PersonaSelection,
  TabMemory,
  tabQueryValue,
} from '@portal/hooks/core';
import { useStore } from '@portal/hooks/react';
import type { CurrentUser, MenuItem, PortalSettings, SearchResult } from '@portal/sdk';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { usePortal } from '../app/portal-context.tsx';
import { useSessionState } from '../app/use-session.ts';
import { AlertDialog } from '../dialogs/alert-dialog.tsx';
import { AlertService } from '../dialogs/alert-service.ts';
import { FeedbackDialog } from '../dialogs/feedback-dialog.tsx';
import { GuidanceDialog } from '../dialogs/guidance-dialog.tsx';
import { SearchDialog } from '../dialogs/search-dialog.tsx';
import { IdleDialog } from '../session/idle-dialog.tsx';
import { TermsGate } from '../session/terms-gate.tsx';
import { Toasts } from '../ui/toasts.tsx';
import { Banners } from './banners.tsx';
import { useBranding } from './branding.ts';
import { SettingsDrawer } from './settings-drawer.tsx';
import { type PageInfo, type Shell, ShellContext } from './shell-context.tsx';
import * as styles from './shell-layout.css.ts';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

/** Pages of /billing that are not menu items, by route, for the audit's labels. */
const FIXED_PAGE_TITLES: Record<string, string> = {
  'admin-section-settings-dashboard': 'Settings',
  'release-notes': 'Release Notes',
  'legacy-homepage': 'My Metrics',
};

/**
 * The signed-in frame of spec section 2: side menu, top bar with banners, routed content, the
 * settings drawer and the dialogs; plus the terms gate, the idle timeout and the navigation audit.
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
  // persona selection and the menu survive a refresh.
  const personaKey = (claims?.personas ?? []).join('\n');
  const featureKey = (claims?.features ?? []).join('\n');
  const personas = useMemo(
    () => new PersonaSelection(personaKey ? personaKey.split('\n') : [], storage),
    [personaKey, storage],
  );
  const alerts = useMemo(() => new AlertService(), []);
  const tabs = useMemo(() => new TabMemory(), []);
  const flags = useStore(layout);
  const selectedPersonas = useStore(personas).saved;

  const [user, setUser] = useState<CurrentUser>();
  const [settings, setSettings] = useState<PortalSettings | null>();
  const [rawMenu, setRawMenu] = useState<MenuItem[]>();
  const [menuVersion, setMenuVersion] = useState(0);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [page, setPage] = useState<PageInfo>({});
  const [search, setSearch] = useState<{ open: boolean; text: string }>({ open: false, text: '' });
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [guidanceOpen, setGuidanceOpen] = useState(false);
  const branding = useBranding(portal, settings);

  useEffect(() => {
    let live = true;
    void Promise.all([api.account.whois(), api.settings.get()]).then(([who, portalSettings]) => {
      if (!live) return;
      setUser(who.ok ? who.data : undefined);
      // null: the settings could not be read; the frame goes on with its defaults.
      setSettings(portalSettings.ok ? portalSettings.data : null);
    });
    return () => {
      live = false;
    };
  }, [api]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: menuVersion asks for a reload after a persona change
  useEffect(() => {
    let live = true;
    void api.portal
      .menu({ personas: [...selectedPersonas], videoLibrary: area === 'videos' })
      .then((result) => {
        // A menu that fails to load is an empty list; the frame stays usable.
        if (live) setRawMenu(result.ok ? result.data : []);
      });
    return () => {
      live = false;
    };
  }, [api, area, selectedPersonas, menuVersion]);

  const menu = useMemo(
    () => (rawMenu ? filterMenuByFeatures(rawMenu, featureKey ? featureKey.split('\n') : []) : undefined),
    [rawMenu, featureKey],
  );
  const menuMap = useMemo(() => buildMenuMap(menu ?? []), [menu]);

  // Mobile at a maximum width of 1023px: the side menu closes and becomes an overlay.
  useEffect(() => {
    const query = window.matchMedia(MOBILE_BREAKPOINT_QUERY);
    const apply = () => layout.setMobile(query.matches);
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [layout]);

  // Dark mode is a theme class on the document, so dialogs and popovers follow it too.
  useEffect(() => {
    document.documentElement.dataset.theme = flags.darkMode ? 'dark' : 'light';
  }, [flags.darkMode]);

  // Meta+K (or Ctrl+K) opens the search dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearch({ open: true, text: '' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Audit from the URL alone (the page's own report of its name comes a render later).
  useEffect(() => {
    if (!menu) return;
    const key = location.pathname.replace(`${basePath}/`, '').replace(/\/+$/, '');
    const entry = menuMap.get(key);
    audit.navigated({
      location: `${location.pathname}${location.search}`,
      name: entry?.item.displayName ?? FIXED_PAGE_TITLES[key],
      parentName: entry?.ancestors.at(-1)?.displayName,
      tabName: tabQueryValue(location.search),
    });
  }, [audit, menu, menuMap, basePath, location.pathname, location.search]);

  const logout = useCallback(async () => {
    alerts.clear();
    await session.logout();
    navigate('/login', { replace: true });
  }, [alerts, session, navigate]);
  const keepalive = useCallback(() => void api.audit.keepalive(), [api]);
  const setPageInfo = useCallback((info: PageInfo) => setPage(info), []);

  const shell: Shell = {
    area,
    basePath,
    layout,
    personas,
    alerts,
    tabs,
    user,
    settings,
    menu,
    menuMap,
    // The menu reloads, and the current route reloads through /billing (spec section 2).
    reloadMenu: () => {
      setMenuVersion((v) => v + 1);
      navigate('/billing', { replace: true, state: { reloadTo: `${location.pathname}${location.search}` } });
    },
    page,
    setPage: setPageInfo,
    openSearch: (text = '') => setSearch({ open: true, text }),
    openFeedback: () => setFeedbackOpen(true),
    openGuidance: () => setGuidanceOpen(true),
  };

  /** A search result: its tab becomes active (through ?tab=), the page opens, the dialog closes. */
  function chooseResult(result: SearchResult) {
    const path = `/billing/${result.name}`;
    setSearch({ open: false, text: '' });
    navigate(
      result.tabName ? `${path}?tab=${encodeURIComponent(result.tabName).replace(/%20/g, '+')}` : path,
    );
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
      <SearchDialog
        isOpen={search.open}
        initialText={search.text}
        personas={selectedPersonas}
        onClose={() => setSearch({ open: false, text: '' })}
        onChoose={chooseResult}
      />
      <FeedbackDialog
        isOpen={feedbackOpen}
        onClose={() => setFeedbackOpen(false)}
        alerts={alerts}
        page={{ displayName: page.title ?? 'Portal', menuUuid: page.menuUuid, tabName: page.tabName }}
      />
      <GuidanceDialog
        isOpen={guidanceOpen}
        onClose={() => setGuidanceOpen(false)}
        pageName={page.title ?? 'Portal'}
        assistanceSrc={page.assistanceSrc}
      />
      <AlertDialog service={alerts} />
      {user?.forceEula && !termsAccepted ? (
        <TermsGate
          eulaUrl={settings?.eula}
          canAccept={user.canAcceptEula}
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
