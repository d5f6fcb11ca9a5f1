import { useEffect } from 'react';
import { type LayoutState, type LayoutStore, MOBILE_BREAKPOINT_QUERY } from '../core/layout.ts';
import { useStore } from './use-store.ts';

export interface UseLayoutOptions {
  /** The media query under which the side menu becomes an overlay (decision 1: max 1023px). */
  mobileQuery?: string;
  /** Where media queries are evaluated; the window by default. */
  matchMedia?: (query: string) => MediaQueryList;
}

/** The layout flags for React, with the mobile flag kept in step with the viewport. */
export function useLayout(layout: LayoutStore, options: UseLayoutOptions = {}): LayoutState {
  const query = options.mobileQuery ?? MOBILE_BREAKPOINT_QUERY;
  const matchMedia = options.matchMedia;
  useEffect(() => {
    const match =
      matchMedia ??
      (typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia.bind(window)
        : undefined);
    if (!match) return;
    const list = match(query);
    const apply = () => layout.setMobile(list.matches);
    apply();
    list.addEventListener('change', apply);
    return () => list.removeEventListener('change', apply);
  }, [layout, query, matchMedia]);
  return useStore(layout);
}
