/** The part of the Web Storage API the portal uses; tests pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** Spec section 9: prefix 'ngx-webstorage', separator '|', keys lower-cased. */
const STORAGE_PREFIX = 'ngx-webstorage';
const STORAGE_SEPARATOR = '|';

/** JSON values under the portal's key scheme. Never holds a token. */
export class PortalStorage {
  readonly #storage: KeyValueStorage;
  readonly #prefix: string;

  /**
   * @param prefix the key prefix before the separator; the spec's 'ngx-webstorage' by default.
   *   Another front end sharing an origin with the portal picks its own.
   */
  constructor(storage: KeyValueStorage, prefix: string = STORAGE_PREFIX) {
    this.#storage = storage;
    this.#prefix = `${prefix}${STORAGE_SEPARATOR}`;
  }

  #key(key: string): string {
    return `${this.#prefix}${key.toLowerCase()}`;
  }

  get<T>(key: string): T | undefined {
    const raw = this.#storage.getItem(this.#key(key));
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  }

  set(key: string, value: unknown): void {
    this.#storage.setItem(this.#key(key), JSON.stringify(value));
  }

  remove(key: string): void {
    this.#storage.removeItem(this.#key(key));
  }

  /** Removes every key of the portal's scheme, leaving other applications' keys alone. */
  clear(): void {
    const ours: string[] = [];
    for (let i = 0; i < this.#storage.length; i += 1) {
      const key = this.#storage.key(i);
      if (key?.startsWith(this.#prefix)) ours.push(key);
    }
    for (const key of ours) this.#storage.removeItem(key);
  }
}

/** An in-memory storage for tests and for browsers that refuse localStorage. */
export class MemoryStorage implements KeyValueStorage {
  readonly #map = new Map<string, string>();
  getItem(key: string) {
    return this.#map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#map.set(key, String(value));
  }
  removeItem(key: string) {
    this.#map.delete(key);
  }
  key(index: number) {
    return [...this.#map.keys()][index] ?? null;
  }
  get length() {
    return this.#map.size;
  }
}
