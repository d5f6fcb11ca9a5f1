import { RecentEntries } from './recent-entries.ts';
import type { PortalStorage } from './web-storage.ts';

const HINTS_KEY = 'screen-hints';
/** Routes remembered at most; the oldest goes first. */
const SCREEN_HINTS_LIMIT = 50;

/**
 * Which screens (component keys) a route showed last time in this browser tab, so that a reload
 * fetches their code while the session, the menu and the page description are still on their way,
 * instead of after them. A hint is only ever a head start: the page description still decides
 * what shows, and a wrong hint costs one unused download. Kept in session storage, which the
 * session empties at sign-out.
 */
const isKeyList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((key) => typeof key === 'string');

export class ScreenHints {
  readonly #hints: RecentEntries<string[]>;

  constructor(storage: PortalStorage, limit: number = SCREEN_HINTS_LIMIT) {
    this.#hints = new RecentEntries(storage, HINTS_KEY, limit, isKeyList);
  }

  /** The screens the route showed last time (none when unknown). */
  forRoute(route: string): readonly string[] {
    return this.#hints.get(route) ?? [];
  }

  /** The screens a route shows now; a route whose screens changed becomes the newest. */
  remember(route: string, componentKeys: readonly string[]): void {
    const keys = [...new Set(componentKeys)];
    const current = this.forRoute(route);
    if (current.length === keys.length && current.every((key, index) => key === keys[index])) return;
    this.#hints.set(route, keys.length > 0 ? keys : undefined);
  }
}
