import type { Tab } from '@portal/sdk';
import { useCallback } from 'react';
import { activeTabIndex, selectTab, type TabMemory } from '../core/tabs.ts';

export interface UseTabsOptions {
  memory: TabMemory;
  /** The page's path, without its query. */
  pathname: string;
  /** The query string, `?tab=` included. */
  search: string;
  tabs: readonly Tab[];
}

/**
 * A tabbed page's active tab (from `?tab=`, then the remembered one, then the first) and a
 * `select` that remembers the choice and answers the query string to navigate to.
 */
export function useTabs({ memory, pathname, search, tabs }: UseTabsOptions): {
  activeIndex: number;
  activeTab: Tab | undefined;
  select: (name: string) => string | undefined;
} {
  const activeIndex = activeTabIndex(memory, pathname, search, tabs);
  const select = useCallback(
    (name: string) => selectTab(memory, pathname, search, tabs, name),
    [memory, pathname, search, tabs],
  );
  return { activeIndex, activeTab: tabs[activeIndex], select };
}
