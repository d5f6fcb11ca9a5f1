import type { ApiResult, SearchResult } from '@portal/sdk';
import type { Clock } from './clock.ts';
import { SearchMachine, type SearchStatus } from './search.ts';
import { Store } from './store.ts';

/** Results per page of the results list. */
export const SEARCH_PAGE_SIZE = 10;

export interface SearchControllerOptions {
  /** Runs a search; the SDK's `portal.search` with the selected personas fits. */
  search: (text: string) => Promise<ApiResult<SearchResult[]>>;
  pageSize?: number;
  clock?: Clock;
  /**
   * Results the user may not open: left out, as the menu leaves their pages out (spec section 4:
   * other elements use the menu's feature rule). A search left with none finds nothing.
   */
  hidden?: (result: SearchResult) => boolean;
}

export interface SearchControllerState {
  /** Whether the search dialog (or panel) is open. */
  readonly open: boolean;
  readonly text: string;
  readonly status: SearchStatus;
  readonly results: readonly SearchResult[];
  /** Zero-based page of the results; new results start at the first page. */
  readonly page: number;
  readonly pageCount: number;
  /** The results of the current page. */
  readonly shown: readonly SearchResult[];
}

/**
 * Global search as a user meets it: opened empty or with text (Meta+K, the top bar's box),
 * debounced input, Enter searches at once, paged results, closed when a result is chosen.
 */
export class SearchController extends Store<SearchControllerState> {
  readonly #options: SearchControllerOptions;
  readonly #pageSize: number;
  #machine: SearchMachine | undefined;
  #unsubscribe: (() => void) | undefined;

  constructor(options: SearchControllerOptions) {
    super({ open: false, text: '', status: 'idle', results: [], page: 0, pageCount: 1, shown: [] });
    this.#options = options;
    this.#pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  }

  /** Opens with `text` (searched at once when not empty). */
  open(text = ''): void {
    this.#stopMachine();
    const { hidden } = this.#options;
    const search = hidden
      ? async (text: string): Promise<ApiResult<SearchResult[]>> => {
          const answer = await this.#options.search(text);
          return answer.ok ? { ...answer, data: answer.data.filter((result) => !hidden(result)) } : answer;
        }
      : this.#options.search;
    const machine = new SearchMachine(search, this.#options.clock);
    this.#machine = machine;
    this.#unsubscribe = machine.subscribe(() => this.#sync(machine));
    this.set((s) => ({ ...s, open: true }));
    machine.input(text);
    if (text.trim()) machine.submit();
    this.#sync(machine);
  }

  close(): void {
    this.#stopMachine();
    this.set({ open: false, text: '', status: 'idle', results: [], page: 0, pageCount: 1, shown: [] });
  }

  input(text: string): void {
    this.#machine?.input(text);
  }

  /** Enter: search now. */
  submit(): void {
    this.#machine?.submit();
  }

  setPage(page: number): void {
    this.set((s) => {
      const next = Math.min(Math.max(0, page), s.pageCount - 1);
      return next === s.page ? s : { ...s, page: next, shown: this.#slice(s.results, next) };
    });
  }

  /** A result was chosen: the dialog closes; the caller opens the page. */
  choose(result: SearchResult): SearchResult {
    this.close();
    return result;
  }

  dispose(): void {
    this.#stopMachine();
  }

  #slice(results: readonly SearchResult[], page: number): readonly SearchResult[] {
    return results.slice(page * this.#pageSize, (page + 1) * this.#pageSize);
  }

  #sync(machine: SearchMachine): void {
    const { text, status, results } = machine.getSnapshot();
    this.set((s) => {
      const fresh = results !== s.results;
      const page = fresh ? 0 : s.page;
      return {
        ...s,
        text,
        status,
        results,
        page,
        pageCount: Math.max(1, Math.ceil(results.length / this.#pageSize)),
        shown: fresh ? this.#slice(results, 0) : s.shown,
      };
    });
  }

  #stopMachine(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#machine?.dispose();
    this.#machine = undefined;
  }
}

/** The route of a search result: its page, with its tab in `?tab=` ('+' for spaces). */
export function searchResultPath(
  result: Pick<SearchResult, 'name' | 'tabName'>,
  basePath = '/billing',
): string {
  const path = `${basePath}/${result.name}`;
  return result.tabName ? `${path}?tab=${encodeURIComponent(result.tabName).replace(/%20/g, '+')}` : path;
}
