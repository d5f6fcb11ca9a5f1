import type { MenuItem } from '@portal/sdk';

/** Tags that mark the homepage, in any order of preference: the first tagged item wins. */
export const HOMEPAGE_TAGS = ['homepage-url', 'home', 'overview'];
export const DEFAULT_HOMEPAGE = '/billing/overview';

/** Menu items depth-first, in menu order. */
export function* walkMenu(items: readonly MenuItem[]): Generator<MenuItem> {
  for (const item of items) {
    yield item;
    if (item.children) yield* walkMenu(item.children);
  }
}

/** Spec and decision 7: the first item in menu order tagged homepage-url, home or overview. */
export function findHomepage(menu: readonly MenuItem[]): string {
  for (const item of walkMenu(menu)) {
    if (item.tags?.some((tag) => HOMEPAGE_TAGS.includes(tag)))
      return `/billing/${item.name.replace(/^\/+/, '')}`;
  }
  return DEFAULT_HOMEPAGE;
}
