import type { PortalStorage } from './web-storage.ts';

/**
 * Values by key, kept together under one key of a {@link PortalStorage}, the newest last and at
 * most `limit` of them (the oldest goes first). An entry that is damaged or not of the expected
 * kind reads as absent; a storage that is full or refused keeps nothing new and throws nothing.
 */
export class RecentEntries<V> {
  readonly #storage: PortalStorage;
  readonly #key: string;
  readonly #limit: number;
  readonly #isValue: (value: unknown) => value is V;

  constructor(storage: PortalStorage, key: string, limit: number, isValue: (value: unknown) => value is V) {
    this.#storage = storage;
    this.#key = key;
    this.#limit = limit;
    this.#isValue = isValue;
  }

  #entries(): [string, V][] {
    const stored = this.#storage.get<unknown>(this.#key);
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (entry): entry is [string, V] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && this.#isValue(entry[1]),
    );
  }

  get(key: string): V | undefined {
    return this.#entries().find(([known]) => known === key)?.[1];
  }

  /** Keeps `value` under `key` as the newest entry; `undefined` removes the key. */
  set(key: string, value: V | undefined): void {
    const others = this.#entries().filter(([known]) => known !== key);
    const next: [string, V][] = value === undefined ? others : [...others, [key, value]];
    try {
      this.#storage.set(this.#key, next.slice(-this.#limit));
    } catch {
      // Quota exceeded or storage disabled: the portal works as without what was kept.
    }
  }
}
