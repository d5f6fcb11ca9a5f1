import type { PortalStorage } from './web-storage.ts';

const CACHE_KEY = 'answers';
/** Answers kept at most; the oldest goes first. */
export const ANSWER_CACHE_LIMIT = 40;

/**
 * The last answers of calls that describe the portal rather than figures (the menu per persona
 * selection), kept per tenant and user in the tab's session storage, which the
 * session empties at sign-out. A reload shows them at once while the same calls run again
 * (stale while revalidate): the fresh answer always replaces the kept one, so an edit by an
 * administrator shows with the next answer. Without a scope (no session) nothing is kept.
 */
export class AnswerCache {
  readonly #storage: PortalStorage;
  readonly #scope: () => string | undefined;
  readonly #limit: number;

  constructor(storage: PortalStorage, scope: () => string | undefined, limit: number = ANSWER_CACHE_LIMIT) {
    this.#storage = storage;
    this.#scope = scope;
    this.#limit = limit;
  }

  #entries(): [string, unknown][] {
    const stored = this.#storage.get<unknown>(CACHE_KEY);
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (entry): entry is [string, unknown] => Array.isArray(entry) && typeof entry[0] === 'string',
    );
  }

  #key(key: string): string | undefined {
    const scope = this.#scope();
    return scope ? `${scope}\n${key}` : undefined;
  }

  /** The kept answer of a call, for this tenant and user. */
  read<T>(key: string): T | undefined {
    const scoped = this.#key(key);
    if (!scoped) return undefined;
    return this.#entries().find(([known]) => known === scoped)?.[1] as T | undefined;
  }

  /** Keeps a call's answer (the newest); storage that is full or refused keeps nothing. */
  write(key: string, value: unknown): void {
    const scoped = this.#key(key);
    if (!scoped) return;
    const others = this.#entries().filter(([known]) => known !== scoped);
    try {
      this.#storage.set(CACHE_KEY, [...others, [scoped, value]].slice(-this.#limit));
    } catch {
      // Quota exceeded or storage disabled: the portal works as without the cache.
    }
  }
}
