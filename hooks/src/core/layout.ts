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

/** Spec section 4 defaults: sidenav open, video sidenav open, settings closed, dark mode off. */
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
const DOCKED_KEY = 'sidenavdocked';

type Panel = 'sidenav' | 'videoSidenav' | 'settings';
const openKey = {
  sidenav: 'sidenavOpen',
  videoSidenav: 'videoSidenavOpen',
  settings: 'settingsOpen',
} as const;

const flagsOf = ({ snapshot: _snapshot, ...flags }: LayoutState): LayoutFlags => flags;

/** The layout's flags: panels open, closed or toggled, docked and mobile, a snapshot, dark mode. */
export class LayoutStore extends Store<LayoutState> {
  readonly #storage: PortalStorage | undefined;

  constructor(storage?: PortalStorage) {
    super({
      ...DEFAULT_LAYOUT,
      darkMode: storage?.get<boolean>(DARK_MODE_KEY) ?? false,
      sidenavDocked: storage?.get<boolean>(DOCKED_KEY) ?? false,
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

  setDocked(docked: boolean): void {
    this.#storage?.set(DOCKED_KEY, docked);
    this.set((s) => ({ ...s, sidenavDocked: docked }));
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

  /** Restores the snapshot, if any, and clears it. */
  restore(): void {
    this.set((s) => (s.snapshot ? { ...s.snapshot, snapshot: undefined } : s));
  }
}
