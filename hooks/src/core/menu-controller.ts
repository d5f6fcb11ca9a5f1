import type { ApiResult, MenuItem } from '@portal/sdk';
import type { AnswerCache } from './answer-cache.ts';
import {
  buildMenuMap,
  containsRoute,
  filterMenuByFeatures,
  findHomepage,
  type MenuEntry,
  menuKeyFor,
} from './menu.ts';
import type { RequestStatus } from './request-status.ts';
import { Store } from './store.ts';

/** What the menu call is asked for: the selected personas and which area's menu. */
export interface MenuQuery {
  personas: string[];
  videoLibrary: boolean;
}

export interface MenuControllerOptions {
  /** Loads the menu; the SDK's `portal.menu` fits. The signal aborts a load that is overtaken. */
  load: (query: MenuQuery, options: { signal: AbortSignal }) => Promise<ApiResult<MenuItem[]>>;
  /** The persona selection sent with the call. */
  personas: readonly string[];
  /** The user's feature rights (token claims): items without a held feature are left out. */
  features: readonly string[];
  /** True for the videos area's menu. */
  videoLibrary?: boolean;
  /** Where menu routes live, for the homepage: '/billing' by default. */
  basePath?: string;
  /**
   * The last menu of the same query, shown at once while the first load runs again (stale while
   * revalidate); every successful answer replaces it. A failed load shows no menu, as without it.
   */
  cache?: AnswerCache;
}

export interface MenuState {
  /**
   * 'pending' until the first answer; then 'success', or 'error' when it failed (`failed`), whatever
   * it could still show (the cached or the default menu). A reload keeps showing the previous menu.
   */
  readonly status: RequestStatus;
  /** True while a load (the first or a reload) is on its way. */
  readonly loading: boolean;
  /** True when the last load failed: the menu is then empty and the frame stays usable. */
  readonly failed: boolean;
  /** The menu the user may see, feature rights applied. */
  readonly items: readonly MenuItem[];
  /** Every visible item by its route name, with its ancestors. */
  readonly map: ReadonlyMap<string, MenuEntry>;
  /** The uuids of the expanded branches. */
  readonly expanded: ReadonlySet<string>;
}

/** The key of a menu answer in the answer cache (the kept menu, the start-up's menu). */
export const menuCacheKey = (query: MenuQuery): string =>
  `menu\n${query.videoLibrary}\n${query.personas.join(',')}`;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * The side menu's behaviour: loads the menu for the selected personas, applies feature rights,
 * keeps the map used for titles, breadcrumbs and audit labels, and which branches are open
 * (the branches holding the active page open by themselves). Answers to overtaken loads are dropped.
 */
export class MenuController extends Store<MenuState> {
  readonly #options: MenuControllerOptions;
  #personas: readonly string[];
  #features: readonly string[];
  #rawMap: ReadonlyMap<string, MenuEntry> = new Map();
  #raw: readonly MenuItem[] = [];
  #abort: AbortController | undefined;

  constructor(options: MenuControllerOptions) {
    super({
      status: 'pending',
      loading: false,
      failed: false,
      items: [],
      map: new Map(),
      expanded: new Set(),
    });
    this.#options = options;
    this.#personas = [...options.personas];
    this.#features = [...options.features];
  }

  /** Loads (or reloads) the menu; resolves when this load has answered or been overtaken. */
  async load(): Promise<void> {
    this.#abort?.abort();
    const abort = new AbortController();
    this.#abort = abort;
    const query = { personas: [...this.#personas], videoLibrary: this.#options.videoLibrary ?? false };
    const cacheKey = menuCacheKey(query);
    const pending = this.getSnapshot().status === 'pending';
    // The start-up answered this very menu with the restored token: the first load needs no call.
    const fresh = pending ? this.#options.cache?.take<MenuItem[]>(cacheKey) : undefined;
    if (fresh) {
      this.#raw = fresh;
      this.#publish(false);
      return;
    }
    const kept = pending ? this.#options.cache?.read<MenuItem[]>(cacheKey) : undefined;
    if (kept) {
      this.#raw = kept;
      this.#publish(false);
      this.set((s) => ({ ...s, loading: true }));
    } else if (!this.getSnapshot().loading) this.set((s) => ({ ...s, loading: true }));
    const result = await this.#options.load(query, { signal: abort.signal }).catch(() => undefined);
    if (abort.signal.aborted) return;
    this.#raw = result?.ok ? result.data : [];
    if (result?.ok) this.#options.cache?.write(cacheKey, result.data);
    this.#publish(result?.ok !== true);
  }

  /** A new persona selection reloads the menu; the same selection does nothing. */
  setPersonas(personas: readonly string[]): void {
    if (sameList(personas, this.#personas)) return;
    this.#personas = [...personas];
    void this.load();
  }

  /** New feature rights filter the loaded menu again, without a call. */
  setFeatures(features: readonly string[]): void {
    if (sameList(features, this.#features)) return;
    this.#features = [...features];
    if (this.getSnapshot().status !== 'pending') this.#publish(this.getSnapshot().failed);
  }

  /** Opens or closes a branch. */
  toggle(uuid: string): void {
    this.set((s) => {
      const expanded = new Set(s.expanded);
      if (expanded.has(uuid)) expanded.delete(uuid);
      else expanded.add(uuid);
      return { ...s, expanded };
    });
  }

  /** Opens every branch that holds the page at `url`; branches the user opened stay open. */
  reveal(url: string): void {
    const key = menuKeyFor(url);
    const { items, expanded } = this.getSnapshot();
    const next = new Set(expanded);
    const visit = (nodes: readonly MenuItem[]) => {
      for (const item of nodes) {
        if (item.children?.length && containsRoute(item, key)) {
          next.add(item.uuid);
          visit(item.children);
        }
      }
    };
    visit(items);
    if (next.size !== expanded.size) this.set((s) => ({ ...s, expanded: next }));
  }

  /** The menu entry of a URL, if the user's menu has it. */
  entryFor(url: string): MenuEntry | undefined {
    return this.getSnapshot().map.get(menuKeyFor(url));
  }

  /**
   * Whether the feature rule hides the page at `url` (or route name): the menu as the server sent
   * it has the page, and the user's features do not reach it (spec section 4: elements other than
   * menu items follow the menu's rule: search results, the assistant's related links). A page the
   * menu does not have at all is not hidden by this rule.
   */
  hiddenByFeatures(url: string): boolean {
    const key = menuKeyFor(url);
    return this.#rawMap.has(key) && !this.getSnapshot().map.has(key);
  }

  /** The homepage of this menu (spec and decision 7). */
  homepage(): string {
    return findHomepage(this.getSnapshot().items, this.#options.basePath);
  }

  /**
   * Where a reload of `url` should land: the URL itself when the menu has it (or it is one of
   * `fixedRoutes`, pages outside the menu), else the homepage. Call once the menu is loaded.
   */
  landingFor(url: string, fixedRoutes: readonly string[] = []): string {
    const path = url.split(/[?#]/)[0] ?? '';
    if (this.entryFor(url) || fixedRoutes.some((route) => path === route || path.startsWith(`${route}/`)))
      return url;
    return this.homepage();
  }

  /** Drops a load in flight (when the frame unmounts). */
  dispose(): void {
    this.#abort?.abort();
  }

  #publish(failed: boolean): void {
    this.#rawMap = buildMenuMap(this.#raw);
    const items = filterMenuByFeatures(this.#raw, this.#features);
    this.set((s) => ({
      ...s,
      status: failed ? 'error' : 'success',
      loading: false,
      failed,
      items,
      map: buildMenuMap(items),
    }));
  }
}
