import type { AnswerCache } from '@portal/hooks/chat';
import { AlertQueue } from '@portal/hooks/frame';
import {
  MenuController,
  type MenuControllerOptions,
  SEARCH_PAGE_SIZE,
  SearchController,
  type SearchControllerOptions,
  TabMemory,
} from '@portal/hooks/menu';
import { PersonaSelection, type PortalStorage } from '@portal/hooks/session';
import { AREA_PATHS } from './fixed-pages.ts';

/** The calls the frame's controllers make (shell/api.ts gives them from the SDK). */
export interface ShellCalls {
  menu: MenuControllerOptions['load'];
  search: (text: string, personas: readonly string[]) => ReturnType<SearchControllerOptions['search']>;
}

export interface ShellStoresOptions {
  area: 'portal' | 'videos';
  /** The personas the user's token offers. */
  personas: readonly string[];
  /** The user's feature rights (token claims). */
  features: readonly string[];
  storage: PortalStorage;
  /** The tab's kept menu answers, shown at once while the menu loads again. */
  answers: AnswerCache;
  calls: ShellCalls;
}

/** The signed-in frame's stores: what the shell, its pages and dialogs share. */
export interface ShellStores {
  personas: PersonaSelection;
  alerts: AlertQueue;
  tabs: TabMemory;
  menu: MenuController;
  search: SearchController;
  /** Loads the menu (call once the frame shows). */
  start: () => void;
  /** Ends the loads under way and the subscriptions. */
  dispose: () => void;
}

/**
 * Makes the frame's stores, framework-free, beside `createPortal`: the persona selection, the alert
 * queue, the tab memory, the menu and the search, wired to one another (the menu follows the saved
 * personas; the search sends them). The shell binds them (shell/use-shell-stores.ts) and renders.
 */
export function createShellStores(options: ShellStoresOptions): ShellStores {
  const personas = new PersonaSelection(options.personas, options.storage);
  const menu = new MenuController({
    load: options.calls.menu,
    cache: options.answers,
    personas: personas.getSnapshot().saved,
    features: options.features,
    videoLibrary: options.area === 'videos',
    basePath: AREA_PATHS[options.area],
  });
  const search = new SearchController({
    search: (text) => options.calls.search(text, personas.getSnapshot().saved),
    pageSize: SEARCH_PAGE_SIZE,
    // The feature rule of the menu (spec section 4): no result opens a page the menu hides.
    hidden: (result) => menu.hiddenByFeatures(result.name),
  });
  // The menu is the saved personas' menu.
  let saved = personas.getSnapshot().saved;
  const unsubscribe = personas.subscribe(() => {
    const next = personas.getSnapshot().saved;
    if (next === saved) return;
    saved = next;
    menu.setPersonas(next);
  });
  return {
    personas,
    alerts: new AlertQueue(),
    tabs: new TabMemory(),
    menu,
    search,
    start: () => void menu.load(),
    dispose: () => {
      unsubscribe();
      menu.dispose();
      search.dispose();
    },
  };
}
