import {
  type FirstContentGate,
  type LayoutStore,
  type MenuController,
  type MenuState,
  type SearchController,
  tabQueryValue,
} from '@portal/hooks/menu';
import type { AuditTracker } from '@portal/hooks/session';
import type { QueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useLayoutEffect } from 'react';
import { fixedPageTitle } from '../lib/fixed-pages.ts';

// What the signed-in frame does to the document around it, one named effect each, so the frame's
// component only renders.

/**
 * The videos area has its own side menu (spec section 4: the video sidenav's flags); the portal's
 * layout is kept as a snapshot while the area shows, and restored after.
 */
export function useAreaLayout(area: 'portal' | 'videos', layout: LayoutStore): void {
  useEffect(() => {
    if (area !== 'videos') return;
    layout.takeSnapshot();
    return () => layout.restore();
  }, [area, layout]);
}

/**
 * The frame's secondary reads wait until the opened page's reads are done (or the gate's limit):
 * the gate watches the request layer from the frame's first render on.
 */
export function useFirstContentWatch(gate: FirstContentGate, queries: QueryClient): void {
  useEffect(
    () =>
      gate.watch(
        () => queries.isFetching() > 0,
        // A read starting or ending (not a query added or observed, which happens before it starts).
        (listener) =>
          queries.getQueryCache().subscribe((event) => {
            if (event.type === 'updated') listener();
          }),
      ),
    [gate, queries],
  );
}

/** Dark mode is a theme attribute on the document, so dialogs and popovers follow it too. */
export function useDocumentTheme(dark: boolean): void {
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
}

/**
 * Meta+K (or Ctrl+K) opens the search dialog. The listener is in place before the frame is first
 * painted (a layout effect), so the shortcut works from the moment the frame shows.
 */
export function useSearchShortcut(search: SearchController): void {
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        search.open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [search]);
}

/** The branches holding the active page open by themselves, also once a reloaded menu arrives. */
export function useRevealActivePage(menu: MenuController, state: MenuState, pathname: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: state.items marks a new menu
  useEffect(() => {
    if (state.status !== 'pending') menu.reveal(pathname);
  }, [menu, state.status, state.items, pathname]);
}

/** The navigation audit, from the URL alone (the page's own report of its name comes a render later). */
export function useNavigationAudit(
  audit: AuditTracker,
  state: MenuState,
  basePath: string,
  location: { pathname: string; search: string },
): void {
  const { pathname, search } = location;
  useEffect(() => {
    if (state.status === 'pending') return;
    const key = pathname.replace(`${basePath}/`, '').replace(/\/+$/, '');
    const entry = state.map.get(key);
    audit.navigated({
      location: `${pathname}${search}`,
      name: entry?.item.displayName ?? fixedPageTitle(key),
      parentName: entry?.ancestors.at(-1)?.displayName,
      tabName: tabQueryValue(search),
    });
  }, [audit, state.status, state.map, basePath, pathname, search]);
}

/**
 * What the sticky top area covers is kept clear when the focus or a link scrolls the page
 * (WCAG 2.4.11): its height, banners included, is the document's scroll padding.
 */
export function useScrollPaddingOf(topArea: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = topArea.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, [topArea]);
}

/**
 * Moves the focus to the content's main heading once the search dialog has closed and the new page
 * shows it (the content landmark itself when the page has no heading yet), so keyboard and screen
 * reader users land on the page they chose.
 */
export function focusContentWhenShown() {
  let tries = 0;
  const attempt = () => {
    tries += 1;
    const dialogOpen = document.querySelector('[role="dialog"]') !== null;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!dialogOpen && heading) {
      heading.tabIndex = -1;
      heading.focus();
      return;
    }
    if (tries < 40) {
      window.setTimeout(attempt, 50);
      return;
    }
    const main = document.querySelector<HTMLElement>('main');
    if (main && !dialogOpen) {
      main.tabIndex = -1;
      main.focus();
    }
  };
  window.setTimeout(attempt, 50);
}
