import type { PortalStorage } from './web-storage.ts';

const HINTS_KEY = 'screen-hints';
/** Routes remembered at most; the oldest goes first. */
export const SCREEN_HINTS_LIMIT = 50;

/**
 * Which screens (component keys) a route showed last time in this browser tab, so that a reload
 * fetches their code while the session, the menu and the page description are still on their way,
 * instead of after them. A hint is only ever a head start: the page description still decides
 * what shows, and a wrong hint costs one unused download. Kept in session storage, which the
 * session empties at sign-out.
 */
export class ScreenHints {
  readonly #storage: PortalStorage;
  readonly #limit: number;

  constructor(storage: PortalStorage, limit: number = SCREEN_HINTS_LIMIT) {
    this.#storage = storage;
    this.#limit = limit;
  }

  #read(): [string, string[]][] {
    const stored = this.#storage.get<unknown>(HINTS_KEY);
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        Array.isArray(entry[1]) &&
        entry[1].every((key: unknown) => typeof key === 'string'),
    );
  }

  /** The screens the route showed last time (none when unknown). */
  forRoute(route: string): readonly string[] {
    return this.#read().find(([known]) => known === route)?.[1] ?? [];
  }

  /** The screens a route shows now; the route becomes the newest. */
  remember(route: string, componentKeys: readonly string[]): void {
    const keys = [...new Set(componentKeys)];
    const others = this.#read().filter(([known]) => known !== route);
    const current = this.forRoute(route);
    if (current.length === keys.length && current.every((key, index) => key === keys[index])) return;
    const next: [string, string[]][] = keys.length > 0 ? [...others, [route, keys]] : others;
    this.#storage.set(HINTS_KEY, next.slice(-this.#limit));
  }
}
