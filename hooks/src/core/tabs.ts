import type { Tab } from '@portal/sdk';

/** Spec section 9: the help video refreshes 200 ms after a tabbed page loads (tab switches animate for 500 ms, in the web's styles). */
export const ASSISTANCE_REFRESH_DELAY_MS = 200;

/** The `tab` query parameter with '+' read as a space (spec section 2). */
export function tabQueryValue(search: string): string | undefined {
  const raw = /[?&]tab=([^&#]*)/.exec(search)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw.replace(/\+/g, ' ');
  }
}

/** The index of the tab the query names (by name, else display name); undefined when none matches. */
export function tabIndexFromQuery(search: string, tabs: readonly Tab[]): number | undefined {
  const wanted = tabQueryValue(search)?.toLowerCase();
  if (!wanted) return undefined;
  const index = tabs.findIndex(
    (t) => t.name.toLowerCase() === wanted || t.displayName.toLowerCase() === wanted,
  );
  return index >= 0 ? index : undefined;
}

/** The active tab index per URL (without its query); tab 0 by default. */
export class TabMemory {
  readonly #active = new Map<string, number>();

  get(url: string): number {
    return this.#active.get(url.split(/[?#]/)[0] ?? url) ?? 0;
  }

  set(url: string, index: number): void {
    this.#active.set(url.split(/[?#]/)[0] ?? url, index);
  }
}

/**
 * The active tab of a page: the one `?tab=` names, else the one last chosen on this URL, else the
 * first; always within the page's tabs.
 */
export function activeTabIndex(
  memory: TabMemory,
  pathname: string,
  search: string,
  tabs: readonly Tab[],
): number {
  const index = tabIndexFromQuery(search, tabs) ?? memory.get(pathname);
  return Math.min(index, Math.max(0, tabs.length - 1));
}

/**
 * Chooses a tab by name: remembered for the URL, and the query string to navigate to (`tab` set,
 * other parameters kept). Undefined for a name the page does not have.
 */
export function selectTab(
  memory: TabMemory,
  pathname: string,
  search: string,
  tabs: readonly Tab[],
  name: string,
): string | undefined {
  const index = tabs.findIndex((tab) => tab.name === name);
  if (index < 0) return undefined;
  memory.set(pathname, index);
  const params = new URLSearchParams(search);
  params.set('tab', name);
  return `?${params.toString()}`;
}
