import { type BrandingImage, isNotYetImplemented } from '@portal/hooks/frame';
import {
  containsRoute,
  menuKeyFor,
  type SideMenuFlags,
  type SideMenuPanel,
  sideMenuFlags,
} from '@portal/hooks/menu';
import { useStore } from '@portal/hooks/react';
import type { MenuItem } from '@portal/sdk';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { Link, useLocation } from 'react-router';
import { useApiQuery } from '../data/api-query.ts';
import { portalApi } from '../data/portal-endpoints.ts';
import { fixedPagePath } from '../lib/fixed-pages.ts';
import { usePortal } from '../lib/portal-context.tsx';
import { useShell } from '../lib/shell-context.tsx';
import { Icon } from '../ui/icons.tsx';
import * as ui from '../ui/styles.css.ts';
import { showNotYetImplemented } from '../ui/toasts.tsx';
import type { Branding } from './branding.ts';
import * as styles from './side-menu.css.ts';

/** The mobile toggle in the top bar, where the focus returns when the overlay closes. */
export const SIDENAV_TOGGLE_ID = 'sidenav-toggle';

/** Menu items nest about five levels deep; deeper ones keep the last indentation. */
const MAX_INDENT = 5;

function MenuNode({
  item,
  depth,
  activeKey,
  open,
  toggle,
  showLabels,
  basePath,
}: {
  item: MenuItem;
  depth: number;
  activeKey: string;
  open: ReadonlySet<string>;
  toggle: (uuid: string) => void;
  showLabels: boolean;
  basePath: string;
}) {
  const children = item.children ?? [];
  const { toasts } = usePortal();
  const indent = { paddingInlineStart: `${0.75 + Math.min(depth, MAX_INDENT) * 0.9}rem` };
  const label = showLabels ? <span className={styles.label}>{item.displayName}</span> : null;
  const icon = depth === 0 ? <Icon name={item.icon ?? 'document'} /> : null;
  if (children.length === 0 && isNotYetImplemented(item)) {
    // Not implemented yet: the item says so where it is chosen, and the page stays.
    return (
      <li>
        <Button
          className={styles.item}
          style={indent}
          aria-label={showLabels ? undefined : item.displayName}
          onPress={() => showNotYetImplemented(toasts)}
        >
          {icon}
          {label}
        </Button>
      </li>
    );
  }
  if (children.length === 0) {
    const active = item.name === activeKey;
    return (
      <li>
        <Link
          to={`${basePath}/${item.name}`}
          className={styles.item}
          style={indent}
          aria-current={active ? 'page' : undefined}
          aria-label={showLabels ? undefined : item.displayName}
          title={showLabels ? undefined : item.displayName}
          data-active={active || undefined}
        >
          {icon}
          {label}
        </Link>
      </li>
    );
  }
  const expanded = open.has(item.uuid);
  const holdsActive = containsRoute(item, activeKey);
  return (
    <li>
      <Button
        className={styles.item}
        style={indent}
        aria-expanded={expanded}
        aria-label={showLabels ? undefined : item.displayName}
        onPress={() => toggle(item.uuid)}
        data-holds-active={holdsActive || undefined}
      >
        {icon}
        {label}
        {showLabels ? (
          <span className={styles.chevron} data-expanded={expanded || undefined}>
            <Icon name="chevronRight" size={16} />
          </span>
        ) : null}
      </Button>
      {expanded && showLabels ? (
        <ul className={styles.list}>
          {children.map((child) => (
            <MenuNode
              key={child.uuid}
              item={child}
              depth={depth + 1}
              activeKey={activeKey}
              open={open}
              toggle={toggle}
              showLabels={showLabels}
              basePath={basePath}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

const sameSideMenu = (a: SideMenuFlags, b: SideMenuFlags) =>
  a.open === b.open && a.docked === b.docked && a.mobile === b.mobile;

/**
 * The logo, with its skeleton until the image itself has loaded (not only until its address is
 * known): the branding state's skeleton and completion flags. An image that cannot load leaves
 * the skeleton's place empty; the link keeps its name.
 */
function Logo({ branding, short }: { branding: Branding; short: boolean }) {
  const image: BrandingImage = short ? 'shortLogo' : 'logo';
  const { state, images } = branding;
  const src = state[image];
  return (
    <>
      {state.skeleton[image] ? (
        <span className={short ? styles.shortLogoSkeleton : styles.logoSkeleton} aria-hidden="true" />
      ) : null}
      {src === undefined || (state.complete[image] && !state.shown[image]) ? null : (
        <img
          src={src}
          alt=""
          hidden={!state.shown[image]}
          className={short ? styles.shortLogo : styles.logo}
          onLoad={() => images.loaded(image, src)}
          onError={() => images.failed(image, src)}
        />
      )}
    </>
  );
}

/**
 * The side menu: logo, the menu tree, the user block, 'Powered by' and Logout. On desktop it can
 * be docked (icons only, expanding while the pointer is over it); on mobile it is an overlay that
 * closes on navigation or a tap on the backdrop.
 */
export function SideMenu({ branding, onLogout }: { branding: Branding; onLogout: () => void }) {
  const shell = useShell();
  const { layout, menu, user, settings, basePath, area } = shell;
  // The portal's side menu, or the videos area's own (its flags apart, spec section 4).
  const panel: SideMenuPanel = area === 'videos' ? 'videoSidenav' : 'sidenav';
  const side = useStore(layout, (state) => sideMenuFlags(state, panel), sameSideMenu);
  const { pathname } = useLocation();
  const activeKey = menuKeyFor(pathname);
  const open = useStore(shell.menuController, (state) => state.expanded);
  // Only users with two or more tenants can switch; a failed read shows no switch.
  const tenants = useApiQuery(portalApi.tenants, [], { afterFirstContent: true });
  const canSwitchTenant = (tenants.data?.length ?? 0) > 1;
  const [hovered, setHovered] = useState(false);
  // Spec section 2: a docked menu expands when it is opened (the top bar's 'Open menu'), not only
  // on hover: expanded until the pointer or the focus leaves it, Escape, or an item is chosen.
  const [opened, setOpened] = useState(false);
  const [wasOpen, setWasOpen] = useState(side.open);
  if (wasOpen !== side.open) {
    setWasOpen(side.open);
    setOpened(side.open && side.docked && !side.mobile);
  }
  const navRef = useRef<HTMLElement>(null);

  // Mobile: the overlay closes when the active item changes; a docked menu opened expanded folds back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    if (sideMenuFlags(layout.getSnapshot(), panel).mobile) layout.close(panel);
    setOpened(false);
  }, [layout, pathname]);

  const mobile = side.mobile;
  // The mobile overlay takes the focus when it opens (the page behind is inert meanwhile).
  useEffect(() => {
    if (mobile && side.open) navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [mobile, side.open]);
  const collapsed = !mobile && side.docked && !hovered && !opened;
  if (!side.open) return null;
  const toggle = (uuid: string) => shell.menuController.toggle(uuid);

  return (
    <>
      {mobile ? (
        <div className={styles.backdrop} onClick={() => layout.close(panel)} aria-hidden="true" />
      ) : null}
      <nav
        ref={navRef}
        aria-label="Main menu"
        className={styles.sidenav}
        onKeyDown={(event) => {
          // Escape closes the mobile overlay and gives the focus back to its toggle.
          if (!mobile && opened && event.key === 'Escape') setOpened(false);
          if (mobile && event.key === 'Escape') {
            layout.close(panel);
            // After the page behind stops being inert.
            setTimeout(() => document.getElementById(SIDENAV_TOGGLE_ID)?.focus(), 0);
          }
        }}
        data-mobile={mobile || undefined}
        data-collapsed={collapsed || undefined}
        data-docked={(!mobile && side.docked) || undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => {
          setHovered(false);
          setOpened(false);
        }}
        onFocus={() => setHovered(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setHovered(false);
            setOpened(false);
          }
        }}
      >
        <Link
          to="/billing"
          className={styles.logoLink}
          aria-label={`${settings?.productName ?? 'Portal'} home`}
        >
          <Logo branding={branding} short={collapsed} />
        </Link>
        <div className={styles.scroll}>
          {menu === undefined ? (
            <p className={styles.loading}>Loading menu…</p>
          ) : (
            <ul className={styles.list}>
              {menu.map((item) => (
                <MenuNode
                  key={item.uuid}
                  item={item}
                  depth={0}
                  activeKey={activeKey}
                  open={open}
                  toggle={toggle}
                  showLabels={!collapsed}
                  basePath={basePath}
                />
              ))}
            </ul>
          )}
        </div>
        <div className={styles.footer}>
          {user && collapsed && user.canManageSettings ? (
            // The icon strip keeps the way to the settings, under the same name.
            <Link
              to={fixedPagePath('settings')}
              className={styles.item}
              aria-label={`${user.currentTenant.displayName} ${user.upn}, settings`}
              title={`${user.currentTenant.displayName}, ${user.upn}`}
            >
              <Icon name="settings" />
            </Link>
          ) : null}
          {user && !collapsed ? (
            user.canManageSettings ? (
              <Link to={fixedPagePath('settings')} className={styles.userBlock}>
                {/* Named by what it shows (WCAG 2.5.3), with where it leads for screen readers. */}
                <span className={styles.userText}>
                  <span className={styles.tenant}>{user.currentTenant.displayName}</span>
                  <span className={styles.upn}>{user.upn}</span>
                </span>
                <span className={ui.visuallyHidden}>, settings</span>
                <Icon name="chevronRight" size={16} />
              </Link>
            ) : (
              <div className={styles.userBlock}>
                <span className={styles.userText}>
                  <span className={styles.tenant}>{user.currentTenant.displayName}</span>
                  <span className={styles.upn}>{user.upn}</span>
                </span>
              </div>
            )
          ) : null}
          {canSwitchTenant ? (
            <Link
              to="/tenant"
              className={styles.item}
              aria-label={collapsed ? 'Switch tenant' : undefined}
              title={collapsed ? 'Switch tenant' : undefined}
            >
              <Icon name="switch" />
              {collapsed ? null : <span className={styles.label}>Switch tenant</span>}
            </Link>
          ) : null}
          {!mobile ? (
            <Button
              className={styles.item}
              onPress={() => layout.setDocked(!side.docked, panel)}
              aria-label={side.docked ? 'Undock menu' : 'Dock menu'}
            >
              <Icon name={side.docked ? 'chevronRight' : 'chevronLeft'} />
              {collapsed ? null : (
                <span className={styles.label}>{side.docked ? 'Undock menu' : 'Dock menu'}</span>
              )}
            </Button>
          ) : null}
          <Button className={styles.item} onPress={onLogout} aria-label={collapsed ? 'Logout' : undefined}>
            <Icon name="logout" />
            {collapsed ? null : <span className={styles.label}>Logout</span>}
          </Button>
          {settings && !settings.plgDisabled && !collapsed ? (
            <p className={styles.poweredBy}>Powered by Cloud Portal</p>
          ) : null}
        </div>
      </nav>
    </>
  );
}
