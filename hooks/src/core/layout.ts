import { Store } from './store.ts';
import type { PortalStorage } from './web-storage.ts';

/** Spec section 2 and decision 1. */
export const MOBILE_BREAKPOINT_QUERY = '(max-width: 1023px)';
export const SIDENAV_ANIMATION_MS = 400;

export interface LayoutFlags {
  sidenavOpen: boolean;
  sidenavDocked: boolean;
  sidenavMobile: boolean;
  videoSidenavOpen: boolean;
  videoSidenavDocked: boolean;
  videoSidenavMobile: boolean;
  settingsOpen: boolean;
  innerNavigationOpen: boolean;
  darkMode: boolean;
}

export interface LayoutState extends LayoutFlags {
  /** A saved copy of the flags, restored (and cleared) by restore(). */
  snapshot: LayoutFlags | undefined;
}

/**
 * Spec section 4 defaults: sidenav open, video sidenav open, settings closed, dark mode off. The
 * side menus start open and undocked until the user docks them (kept for the next visit): decision
 * 1, 'On desktop the menu starts open' (docs/web/shell.md, 'The docked side menu').
 */
export const DEFAULT_LAYOUT: LayoutFlags = {
  sidenavOpen: true,
  sidenavDocked: false,
  sidenavMobile: false,
  videoSidenavOpen: true,
  videoSidenavDocked: false,
  videoSidenavMobile: false,
  settingsOpen: false,
  innerNavigationOpen: false,
  darkMode: false,
};

const DARK_MODE_KEY = 'darkmode';
/** The storage key of the portal side menu's docking, kept for the next visit. */
export const SIDENAV_DOCKED_KEY = 'sidenavdocked';
const DOCKED_KEY = { sidenav: SIDENAV_DOCKED_KEY, videoSidenav: 'videosidenavdocked' } as const;

export type Panel = 'sidenav' | 'videoSidenav' | 'settings';
/** The side menus: the portal's, and the videos area's own. */
export type SideMenuPanel = 'sidenav' | 'videoSidenav';

/** One side menu's flags. */
export interface SideMenuFlags {
  open: boolean;
  docked: boolean;
  mobile: boolean;
}

/** The flags of the portal's side menu, or of the videos area's own. */
export function sideMenuFlags(state: LayoutFlags, panel: SideMenuPanel): SideMenuFlags {
  return panel === 'sidenav'
    ? { open: state.sidenavOpen, docked: state.sidenavDocked, mobile: state.sidenavMobile }
    : { open: state.videoSidenavOpen, docked: state.videoSidenavDocked, mobile: state.videoSidenavMobile };
}

/** The main layout's flags, which a snapshot keeps while another layout (the videos area) shows. */
const MAIN_LAYOUT_FLAGS = ['sidenavOpen', 'sidenavDocked', 'innerNavigationOpen'] as const;
const openKey = {
  sidenav: 'sidenavOpen',
  videoSidenav: 'videoSidenavOpen',
  settings: 'settingsOpen',
} as const;

const flagsOf = ({ snapshot: _snapshot, ...flags }: LayoutState): LayoutFlags => flags;

/** The layout's flags: panels open, closed or toggled, docked and mobile, a snapshot, dark mode. */
export class LayoutStore extends Store<LayoutState> {
  readonly #storage: PortalStorage | undefined;

  /**
   * `mobile`: whether the viewport is mobile-sized already, so that the first paint has the right
   * layout (on a phone, a desktop first paint drew the side menu open and the page 16rem narrower,
   * then slid it away); the React binding keeps the flag in step with the viewport after that.
   */
  constructor(storage?: PortalStorage, { mobile = false }: { mobile?: boolean } = {}) {
    super({
      ...DEFAULT_LAYOUT,
      darkMode: storage?.get<boolean>(DARK_MODE_KEY) ?? false,
      sidenavDocked: storage?.get<boolean>(DOCKED_KEY.sidenav) ?? DEFAULT_LAYOUT.sidenavDocked,
      videoSidenavDocked: storage?.get<boolean>(DOCKED_KEY.videoSidenav) ?? false,
      ...(mobile
        ? { sidenavMobile: true, videoSidenavMobile: true, sidenavOpen: false, videoSidenavOpen: false }
        : {}),
      snapshot: undefined,
    });
    this.#storage = storage;
  }

  open(panel: Panel): void {
    this.set((s) => ({ ...s, [openKey[panel]]: true }));
  }

  close(panel: Panel): void {
    this.set((s) => ({ ...s, [openKey[panel]]: false }));
  }

  toggle(panel: Panel): void {
    this.set((s) => ({ ...s, [openKey[panel]]: !s[openKey[panel]] }));
  }

  /** Docks (icons only) or undocks a side menu: the portal's by default; kept for the next visit. */
  setDocked(docked: boolean, panel: SideMenuPanel = 'sidenav'): void {
    this.#storage?.set(DOCKED_KEY[panel], docked);
    this.set((s) => ({ ...s, [panel === 'sidenav' ? 'sidenavDocked' : 'videoSidenavDocked']: docked }));
  }

  /** Mobile closes the side menu (it becomes an overlay); desktop opens it again. */
  setMobile(mobile: boolean): void {
    this.set((s) =>
      s.sidenavMobile === mobile
        ? s
        : {
            ...s,
            sidenavMobile: mobile,
            videoSidenavMobile: mobile,
            sidenavOpen: !mobile,
            videoSidenavOpen: !mobile,
          },
    );
  }

  setInnerNavigation(open: boolean): void {
    this.set((s) => ({ ...s, innerNavigationOpen: open }));
  }

  setDarkMode(dark: boolean): void {
    this.#storage?.set(DARK_MODE_KEY, dark);
    this.set((s) => ({ ...s, darkMode: dark }));
  }

  takeSnapshot(): void {
    this.set((s) => ({ ...s, snapshot: flagsOf(s) }));
  }

  /**
   * Restores the snapshot's main layout (the side menu open or docked, the inner navigation) and
   * clears it. What the user set meanwhile for everything else stays: the theme, the videos
   * area's own menu, and the viewport's mobile flags (a menu that became an overlay meanwhile
   * stays closed, and one that left it opens).
   */
  restore(): void {
    this.set((s) => {
      const saved = s.snapshot;
      if (!saved) return s;
      const next: LayoutState = { ...s, snapshot: undefined };
      for (const flag of MAIN_LAYOUT_FLAGS) next[flag] = saved[flag];
      if (saved.sidenavMobile !== s.sidenavMobile) next.sidenavOpen = !s.sidenavMobile;
      this.#storage?.set(DOCKED_KEY.sidenav, next.sidenavDocked);
      return next;
    });
  }
}
