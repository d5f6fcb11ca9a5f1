import type { AlertQueue } from '@portal/hooks/frame';
import type { ActivePage, LayoutStore, MenuController, MenuEntry, TabMemory } from '@portal/hooks/menu';
import type { PersonaSelection } from '@portal/hooks/session';
import type { CurrentUser, MenuItem, PortalSettings } from '@portal/sdk';
import { createContext, useContext } from 'react';

/** What the current page tells the frame (the active page): its uuid, names, tab and help video. */
export type PageInfo = Partial<ActivePage>;

/** The signed-in frame's shared state. */
export interface Shell {
  area: 'portal' | 'videos';
  /** '/billing' or '/informational-videos-main-dashboard'. */
  basePath: string;
  layout: LayoutStore;
  personas: PersonaSelection;
  alerts: AlertQueue;
  tabs: TabMemory;
  user: CurrentUser | undefined;
  /** undefined while loading, null when they could not be read. */
  settings: PortalSettings | null | undefined;
  /** The menu the user may see (feature rights applied); undefined while loading. */
  menu: readonly MenuItem[] | undefined;
  menuMap: ReadonlyMap<string, MenuEntry>;
  /** The menu's controller: expanded branches, toggling, lookups. */
  menuController: MenuController;
  reloadMenu: () => void;
  /** The active page (hooks' ActivePageStore). */
  page: ActivePage;
  /** A page says what it is; a tabbed page's help video follows its tab 200 ms later. */
  setPage: (page: PageInfo, options?: { tabbed?: boolean }) => void;
  openSearch: (text?: string) => void;
  openFeedback: () => void;
  openGuidance: () => void;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs the signed-in frame above it');
  return shell;
}
