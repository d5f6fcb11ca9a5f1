import { RecentEntries } from './recent-entries.ts';
import type { PortalStorage } from './web-storage.ts';

const CACHE_KEY = 'answers';
/** Answers kept at most; the oldest goes first. */
const ANSWER_CACHE_LIMIT = 40;

/**
 * The last answers of calls that describe the portal rather than figures (the menu per persona
 * selection), kept per tenant and user in the tab's session storage, which the
 * session empties at sign-out. A reload shows them at once while the same calls run again
 * (stale while revalidate): the fresh answer always replaces the kept one, so an edit by an
 * administrator shows with the next answer. Without a scope (no session) nothing is kept.
 */
export class AnswerCache {
  readonly #answers: RecentEntries<unknown>;
  readonly #scope: () => string | undefined;
  /** Answers another call has just given (the start-up), not yet used: in memory only. */
  readonly #fresh = new Map<string, unknown>();

  constructor(storage: PortalStorage, scope: () => string | undefined, limit: number = ANSWER_CACHE_LIMIT) {
    this.#answers = new RecentEntries(storage, CACHE_KEY, limit, (_value): _value is unknown => true);
    this.#scope = scope;
  }

  #key(key: string): string | undefined {
    const scope = this.#scope();
    return scope ? `${scope}\n${key}` : undefined;
  }

  /** The kept answer of a call, for this tenant and user. */
  read<T>(key: string): T | undefined {
    const scoped = this.#key(key);
    return scoped ? (this.#answers.get(scoped) as T | undefined) : undefined;
  }

  /** Keeps a call's answer (the newest); storage that is full or refused keeps nothing. */
  write(key: string, value: unknown): void {
    const scoped = this.#key(key);
    if (scoped) this.#answers.set(scoped, value);
  }

  /**
   * Keeps an answer another call has just given for this one (the refresh's start-up answer
   * carries the menu): its first reader takes it instead of calling, later readers call as usual.
   */
  offer(key: string, value: unknown): void {
    const scoped = this.#key(key);
    if (!scoped) return;
    this.#answers.set(scoped, value);
    this.#fresh.set(scoped, value);
  }

  /** Forgets the answers offered and not taken (the session ended or moved to another tenant). */
  dropOffers(): void {
    this.#fresh.clear();
  }

  /** The answer offered for a call, once, for this tenant and user; undefined when there is none. */
  take<T>(key: string): T | undefined {
    const scoped = this.#key(key);
    if (!scoped) return undefined;
    const value = this.#fresh.get(scoped) as T | undefined;
    this.#fresh.delete(scoped);
    return value;
  }
}
