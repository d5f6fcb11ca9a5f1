import { walkMenu } from '@portal/hooks/core';
import type { CurrentUser, MenuItem, PortalSettings } from '@portal/sdk';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { usePortal } from '../app/portal-context.tsx';
import * as ui from '../ui/styles.css.ts';
import { Toasts } from '../ui/toasts.tsx';
import * as styles from './authenticated-layout.css.ts';
import { IdleDialog } from './idle-dialog.tsx';
import { TermsGate } from './terms-gate.tsx';

/** What every signed-in screen shares, loaded once per session. */
export interface LayoutData {
  user: CurrentUser | undefined;
  settings: PortalSettings | undefined;
  menu: MenuItem[];
}

/** Finds the menu item of a route below /billing, with its parent for audit labels. */
export function menuEntryFor(
  menu: MenuItem[],
  pathname: string,
): { item: MenuItem; parent: MenuItem | undefined } | undefined {
  const name = pathname.replace(/^\/billing\/?/, '').replace(/\/+$/, '');
  for (const parent of [undefined, ...walkMenu(menu)]) {
    const children = parent ? (parent.children ?? []) : menu;
    const item = children.find((child) => child.name === name);
    if (item) return { item, parent };
  }
  return undefined;
}

/** The signed-in frame: terms gate, idle timeout, audit of navigation, logout, toasts. */
export function AuthenticatedLayout() {
  const portal = usePortal();
  const { api, session, audit, toasts } = portal;
  const navigate = useNavigate();
  const location = useLocation();
  const [data, setData] = useState<LayoutData>({ user: undefined, settings: undefined, menu: [] });
  const [termsAccepted, setTermsAccepted] = useState(false);

  useEffect(() => {
    let live = true;
    void Promise.all([api.account.whois(), api.settings.get(), api.portal.menu()]).then(
      ([user, settings, menu]) => {
        // Lists that fail to load give an empty list; the page stays usable.
        if (live)
          setData({
            user: user.ok ? user.data : undefined,
            settings: settings.ok ? settings.data : undefined,
            menu: menu.ok ? menu.data : [],
          });
      },
    );
    return () => {
      live = false;
    };
  }, [api]);

  const entry = useMemo(() => menuEntryFor(data.menu, location.pathname), [data.menu, location.pathname]);
  useEffect(() => {
    audit.navigated({
      location: `${location.pathname}${location.search}`,
      name: entry?.item.displayName,
      parentName: entry?.parent?.displayName,
    });
  }, [audit, entry, location.pathname, location.search]);

  const logout = useCallback(async () => {
    await session.logout();
    navigate('/login', { replace: true });
  }, [session, navigate]);
  const keepalive = useCallback(() => void api.audit.keepalive(), [api]);

  const { user, settings } = data;
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <span className={styles.product}>{settings?.productName ?? portal.config.productName}</span>
        <span className={styles.user}>
          {user ? (
            <>
              <span>{user.currentTenant.displayName}</span>
              <span className={ui.muted}>{user.upn}</span>
            </>
          ) : null}
        </span>
        <Button className={ui.button} onPress={logout}>
          Logout
        </Button>
      </header>
      <main className={styles.content} aria-label={entry?.item.displayName ?? 'Content'}>
        <Outlet context={data} />
      </main>
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
    </div>
  );
}
