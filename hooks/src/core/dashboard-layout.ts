import { Store } from './store.ts';
import type { PortalStorage } from './web-storage.ts';

export interface DashboardLayoutState {
  /** The tiles shown, in order. */
  readonly tiles: readonly string[];
  /** The catalogue's tiles not shown, in catalogue order: what can be added. */
  readonly available: readonly string[];
}

/**
 * A user's own dashboard: which tiles of a catalogue it shows, in which order. Saved per user and
 * tenant in the portal's storage, so it survives a reload; a tile the catalogue no longer has is
 * dropped when read. Framework-free: a front end renders the tiles and calls the methods.
 */
export class DashboardLayout extends Store<DashboardLayoutState> {
  readonly #catalogue: readonly string[];
  readonly #storage: PortalStorage;
  readonly #key: string;

  /**
   * @param catalogue every tile id a front end can render, in the order 'add' offers them
   * @param defaults the tiles of a new dashboard
   * @param key the storage key (include the tenant and user: 'dashboard.contoso.<user id>')
   */
  constructor(options: {
    catalogue: readonly string[];
    defaults: readonly string[];
    storage: PortalStorage;
    key: string;
  }) {
    const saved = options.storage.get<unknown>(options.key);
    const chosen = Array.isArray(saved)
      ? saved.filter((id): id is string => typeof id === 'string')
      : options.defaults;
    super(DashboardLayout.#state(options.catalogue, chosen));
    this.#catalogue = options.catalogue;
    this.#storage = options.storage;
    this.#key = options.key;
  }

  static #state(catalogue: readonly string[], chosen: readonly string[]): DashboardLayoutState {
    const tiles = [...new Set(chosen)].filter((id) => catalogue.includes(id));
    return { tiles, available: catalogue.filter((id) => !tiles.includes(id)) };
  }

  #save(tiles: readonly string[]): void {
    this.#storage.set(this.#key, tiles);
    this.set(DashboardLayout.#state(this.#catalogue, tiles));
  }

  add(id: string): void {
    const { tiles } = this.getSnapshot();
    if (!this.#catalogue.includes(id) || tiles.includes(id)) return;
    this.#save([...tiles, id]);
  }

  remove(id: string): void {
    this.#save(this.getSnapshot().tiles.filter((tile) => tile !== id));
  }

  /** Moves a tile one place earlier (-1) or later (+1); nothing at either end. */
  move(id: string, by: -1 | 1): void {
    const tiles = [...this.getSnapshot().tiles];
    const from = tiles.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= tiles.length) return;
    [tiles[from], tiles[to]] = [tiles[to] as string, tiles[from] as string];
    this.#save(tiles);
  }

  /** Back to the default tiles. */
  reset(defaults: readonly string[]): void {
    this.#storage.remove(this.#key);
    this.set(DashboardLayout.#state(this.#catalogue, defaults));
  }
}
