import type { ApiResult, SearchResult } from '@portal/sdk';
import { type Clock, systemClock } from './clock.ts';
import type { RequestStatus } from './request-status.ts';
import { Store } from './store.ts';

/** Spec section 5: search runs only for a non-empty value, after a 1 s debounce. */
const SEARCH_DEBOUNCE_MS = 1000;

/** The search's request (`success` with no results is 'not found'; a failed search is `error`). */
export type SearchStatus = RequestStatus;

export interface SearchState {
  readonly text: string;
  readonly status: SearchStatus;
  readonly results: readonly SearchResult[];
}

/**
 * The search box: idle, then pending after input, then success (with or without results) or
 * error. An empty input is idle, with no results. Answers to older input are dropped. (The spec's
 * front end shows 'No results...' for a success without results and for an error alike.)
 */
export class SearchMachine extends Store<SearchState> {
  readonly #search: (text: string) => Promise<ApiResult<SearchResult[]>>;
  readonly #clock: Clock;
  #timer: unknown;
  #generation = 0;

  constructor(search: (text: string) => Promise<ApiResult<SearchResult[]>>, clock: Clock = systemClock) {
    super({ text: '', status: 'idle', results: [] });
    this.#search = search;
    this.#clock = clock;
  }

  input(text: string): void {
    this.#clock.clearTimeout(this.#timer);
    const generation = ++this.#generation;
    if (text.trim() === '') {
      this.set({ text, status: 'idle', results: [] });
      return;
    }
    this.set({ text, status: 'pending', results: this.getSnapshot().results });
    this.#timer = this.#clock.setTimeout(() => void this.#run(text.trim(), generation), SEARCH_DEBOUNCE_MS);
  }

  /** Enter: search now, without waiting for the debounce. */
  submit(): void {
    const { text } = this.getSnapshot();
    if (text.trim() === '') return;
    this.#clock.clearTimeout(this.#timer);
    void this.#run(text.trim(), ++this.#generation);
  }

  dispose(): void {
    this.#clock.clearTimeout(this.#timer);
    this.#generation += 1;
  }

  async #run(text: string, generation: number): Promise<void> {
    this.set((s) => ({ ...s, status: 'pending' }));
    const result = await this.#search(text).catch(() => undefined);
    if (generation !== this.#generation) return;
    this.set((s) => ({
      ...s,
      status: result?.ok ? 'success' : 'error',
      results: result?.ok ? result.data : [],
    }));
  }
}

/** A piece of a result's text: a match of the search words, or the text between them. */
export interface TextSegment {
  readonly text: string;
  readonly match: boolean;
}

/**
 * Splits a result's text into pieces, marking every case-insensitive occurrence of each word of the
 * query (overlapping and adjacent matches merge), so a front end can show the match marked.
 */
export function markMatches(text: string, query: string): TextSegment[] {
  const words = [...new Set(query.toLocaleLowerCase().split(/\s+/).filter(Boolean))];
  const lower = text.toLocaleLowerCase();
  // Whether each character is part of a match (lower-casing keeps the length for these scripts;
  // a text where it does not is shown unmarked).
  const marked = new Array<boolean>(text.length).fill(false);
  if (lower.length === text.length) {
    for (const word of words) {
      for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1))
        marked.fill(true, at, at + word.length);
    }
  }
  const segments: TextSegment[] = [];
  let start = 0;
  for (let index = 1; index <= text.length; index += 1) {
    if (index === text.length || marked[index] !== marked[start]) {
      segments.push({ text: text.slice(start, index), match: marked[start] === true });
      start = index;
    }
  }
  return segments;
}
