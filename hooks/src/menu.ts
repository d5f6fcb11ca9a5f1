/**
 * @portal/hooks/menu: Finding one's way: the menu and its homepage rules, the global search, the
 * active page, the layout of the frame, tabs and the first content gate. Framework-free; the React
 * bindings are @portal/hooks/react.
 *
 * @packageDocumentation
 */

export { type ActivePage, ActivePageStore, type ActivePageTimers } from './core/active-page.ts';
export { FirstContentGate } from './core/first-content.ts';
export {
  type LayoutFlags,
  type LayoutState,
  LayoutStore,
  MOBILE_BREAKPOINT_QUERY,
  type Panel,
  SIDENAV_ANIMATION_MS,
  SIDENAV_DOCKED_KEY,
  type SideMenuFlags,
  type SideMenuPanel,
  sideMenuFlags,
} from './core/layout.ts';
export { containsRoute, findMenuEntry, type MenuEntry, menuKeyFor, withFeatureAccess } from './core/menu.ts';
export {
  MenuController,
  type MenuControllerOptions,
  type MenuQuery,
  type MenuState,
  menuCacheKey,
} from './core/menu-controller.ts';
export { markMatches, type SearchStatus, type TextSegment } from './core/search.ts';
export {
  SEARCH_PAGE_SIZE,
  SearchController,
  type SearchControllerOptions,
  type SearchControllerState,
  searchResultPath,
} from './core/search-controller.ts';
export { activeTabIndex, TabMemory, tabQueryValue } from './core/tabs.ts';
