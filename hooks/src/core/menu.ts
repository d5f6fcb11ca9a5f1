import type { MenuItem } from '@portal/sdk';

/** Tags that mark the homepage: the first tagged item in menu order wins. */
const HOMEPAGE_TAGS = ['homepage-url', 'home', 'overview'];
const DEFAULT_HOMEPAGE = '/billing/overview';

/** Menu items depth-first, in menu order. */
export function* walkMenu(items: readonly MenuItem[]): Generator<MenuItem> {
  for (const item of items) {
    yield item;
    if (item.children) yield* walkMenu(item.children);
  }
}

/**
 * Spec and decision 7: the first item in menu order tagged homepage-url, home or overview, below
 * `basePath` ('/billing'); else the overview page.
 */
export function findHomepage(menu: readonly MenuItem[], basePath = '/billing'): string {
  for (const item of walkMenu(menu)) {
    if (item.tags?.some((tag) => HOMEPAGE_TAGS.includes(tag)))
      return `${basePath}/${item.name.replace(/^\/+/, '')}`;
  }
  return basePath === '/billing' ? DEFAULT_HOMEPAGE : `${basePath}/overview`;
}

/** Spec section 6: any listed feature held grants access; an empty or missing list means allowed. */
export function hasFeatureAccess(required: readonly string[] | undefined, held: readonly string[]): boolean {
  return !required || required.length === 0 || required.some((feature) => held.includes(feature));
}

/**
 * The elements the user may see of a list tied to features (dashboard tiles and the like): the
 * menu's rule, for elements other than menu items (spec section 4).
 */
export function withFeatureAccess<T extends { readonly features?: readonly string[] | undefined }>(
  elements: readonly T[],
  held: readonly string[],
): T[] {
  return elements.filter((element) => hasFeatureAccess(element.features, held));
}

/** The menu the user may see: items without a held feature go, and so do their children. */
export function filterMenuByFeatures(items: readonly MenuItem[], held: readonly string[]): MenuItem[] {
  return items
    .filter((item) => hasFeatureAccess(item.features, held))
    .map((item) => (item.children ? { ...item, children: filterMenuByFeatures(item.children, held) } : item));
}

/** A menu item with the chain of its ancestors, top first. */
export interface MenuEntry {
  item: MenuItem;
  ancestors: MenuItem[];
}

/**
 * Spec section 2: the current URL is looked up in the menu map, with the query string stripped
 * and the 'billing/' prefix removed. The videos area is looked up the same way below its own path.
 */
export function menuKeyFor(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path
    .replace(/^\/+/, '')
    .replace(/^billing\//, '')
    .replace(/^informational-videos-main-dashboard\//, '')
    .replace(/\/+$/, '');
}

/** Every item of the menu by its route name. */
export function buildMenuMap(items: readonly MenuItem[]): Map<string, MenuEntry> {
  const map = new Map<string, MenuEntry>();
  const visit = (nodes: readonly MenuItem[], ancestors: MenuItem[]) => {
    for (const item of nodes) {
      map.set(item.name.replace(/^\/+|\/+$/g, ''), { item, ancestors });
      if (item.children) visit(item.children, [...ancestors, item]);
    }
  };
  visit(items, []);
  return map;
}

/** The menu entry of a URL, if the user's menu has it. */
export function findMenuEntry(map: ReadonlyMap<string, MenuEntry>, url: string): MenuEntry | undefined {
  return map.get(menuKeyFor(url));
}

/** True when the item or one of its descendants is the active route (to open and highlight it). */
export function containsRoute(item: MenuItem, key: string): boolean {
  if (item.name.replace(/^\/+|\/+$/g, '') === key) return true;
  return (item.children ?? []).some((child) => containsRoute(child, key));
}
