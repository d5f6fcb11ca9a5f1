import {
  type AddPbiBookmarkInput,
  type ApiError,
  DEFAULT_VIEW_NAME,
  type SavedView,
  type SavedViewsClient,
  VIEWS_PER_TAB_LIMIT,
} from '@portal/sdk';
import type { RequestStatus } from './request-status.ts';
import { Store } from './store.ts';

// The SDK owns the contract's constants; the hooks pass them on rather than repeat them.
export { DEFAULT_VIEW_NAME, VIEWS_PER_TAB_LIMIT };

/** Spec section 5: a view title holds at most 40 characters (trimmed, as the server counts them). */
export const VIEW_TITLE_MAX = 40;

/** The id `active` holds while the captured Default View is shown (saved views have server ids). */
export const DEFAULT_VIEW_ID = 'default';

const RESERVED = DEFAULT_VIEW_NAME.toLowerCase();
const SUFFIX = /^(.*) \((\d+)\)$/;

/**
 * The title's first problem, or undefined when it can be saved. The title is trimmed first:
 * required, at most 40 characters, not the reserved default name (case-insensitive). With the tab's
 * `existingNames`, a title that is taken must still fit once its ' (n)' is added.
 */
export function validateViewTitle(title: string, existingNames?: readonly string[]): string | undefined {
  const trimmed = title.trim();
  if (trimmed.length === 0) return 'Title is required.';
  if (trimmed.length > VIEW_TITLE_MAX) return `Maximum length is ${VIEW_TITLE_MAX} characters.`;
  if (trimmed.toLowerCase() === RESERVED) return `'${DEFAULT_VIEW_NAME}' is reserved and cannot be added`;
  if (existingNames) {
    const name = nextUniqueViewName(trimmed, existingNames);
    if (name.length > VIEW_TITLE_MAX) {
      return `Maximum length is ${VIEW_TITLE_MAX} characters. This title is taken, so it would be saved as '${name}'.`;
    }
  }
  return undefined;
}

/**
 * The name a view is saved under (decision 8): the trimmed name when it is free, otherwise its base
 * name with ' (n)', n one above the highest suffix the base name has on the tab ('Q1' taken → 'Q1 (1)';
 * 'Q1', 'Q1 (1)' and 'Q1 (4)' taken → 'Q1 (5)'). A taken 'Q1 (1)' counts from the base 'Q1'. Names
 * compare case-insensitively, as the server refuses a name that differs only in case.
 */
export function nextUniqueViewName(name: string, existingNames: readonly string[]): string {
  const trimmed = name.trim();
  const taken = existingNames.map((existing) => existing.trim().toLowerCase());
  if (!taken.includes(trimmed.toLowerCase())) return trimmed;
  const base = SUFFIX.exec(trimmed)?.[1] ?? trimmed;
  const key = base.toLowerCase();
  let highest = 0;
  for (const existing of taken) {
    const match = SUFFIX.exec(existing);
    if (match?.[1] !== key) continue;
    const n = Number(match[2]);
    if (Number.isSafeInteger(n)) highest = Math.max(highest, n);
  }
  return `${base} (${highest + 1})`;
}

/** The saved-view calls the controller makes: `createSavedViewsClient(...)` fits as it is. */
export type SavedViewsApi = Pick<SavedViewsClient, 'list' | 'getById' | 'add' | 'remove' | 'touch'>;

/** The embedded report as the saved views need it: its current view out, a saved one in. */
export interface CapturableReport {
  /** The current view as an opaque state string; may reject. */
  capture(): Promise<string>;
  /** Shows a captured view; may reject. */
  apply(state: string): Promise<void>;
}

/** What the controller tells the user (spec section 8); the web app's toasts take it as it is. */
export interface SavedViewToast {
  variant: 'success' | 'error';
  title: string;
  description?: string;
}

export interface SavedViewsOptions {
  client: SavedViewsApi;
  report: CapturableReport;
  notify: (toast: SavedViewToast) => void;
  pageName: string;
  tabName: string;
  /** Views per tab (spec section 5; default 16). */
  limit?: number;
}

export type SavedViewsStatus = RequestStatus;

export interface SavedViewsState {
  /** 'pending' until the first list answers; 'error' when the last list could not be read. */
  readonly status: SavedViewsStatus;
  /** This tab's saved views, in the server's order. A failed reload keeps the last known list. */
  readonly views: readonly SavedView[];
  /** The view shown: an entryId, {@link DEFAULT_VIEW_ID} for the captured Default View, or none. */
  readonly active: string | undefined;
  /** The entryIds marked for deletion; sent when the popup closes. */
  readonly marked: readonly string[];
  /** The captured Default View; undefined until captured (or when the capture failed). */
  readonly defaultState: string | undefined;
  /** A view is being saved. */
  readonly saving: boolean;
  /** Marked views are being deleted. */
  readonly deleting: boolean;
  /** A view is being selected (touched, fetched, applied). */
  readonly selecting: boolean;
  /** The tab holds fewer views than the limit. */
  readonly canAdd: boolean;
  readonly limit: number;
  /** Why the last list could not be read. */
  readonly error: ApiError | undefined;
}

type Mutable = { -readonly [K in keyof SavedViewsState]: SavedViewsState[K] };
type Patch = Partial<Mutable>;

const CAPTURE_FAILED: SavedViewToast = {
  variant: 'error',
  title: 'Error',
  description: 'Could Not Capture View',
};

/**
 * The saved views (bookmarks) of one embedded report on one page's tab (spec sections 4, 5 and 8):
 * the Default View captured at start, the first saved view applied, selecting, marking and deleting
 * (when the popup closes), and saving under a unique name. One controller per page and tab: for
 * another tab, make a new one (and `dispose()` the old). Calls never throw (the SDK answers
 * `ApiResult`s); the report's capture and apply may reject. Answers that were overtaken by newer
 * work (an older list, an older selection) are dropped.
 */
export class SavedViews extends Store<SavedViewsState> {
  readonly pageName: string;
  readonly tabName: string;
  readonly limit: number;
  /** Named like the portal's client, so the pact scanner sees the calls made through it. */
  readonly #savedViews: SavedViewsApi;
  readonly #report: CapturableReport;
  readonly #notify: (toast: SavedViewToast) => void;
  #started: Promise<void> | undefined;
  #disposed = false;
  /** The newest list read; older answers are dropped. */
  #listRun = 0;
  #listAbort: AbortController | undefined;
  #listing: Promise<void> = Promise.resolve();
  /** The newest change of the view shown (select, add, start); older ones neither apply nor activate. */
  #viewRun = 0;
  #selects = 0;
  #deletes = 0;

  constructor(options: SavedViewsOptions) {
    const limit = options.limit ?? VIEWS_PER_TAB_LIMIT;
    super({
      status: 'idle',
      views: [],
      active: undefined,
      marked: [],
      defaultState: undefined,
      saving: false,
      deleting: false,
      selecting: false,
      canAdd: limit > 0,
      limit,
      error: undefined,
    });
    this.#savedViews = options.client;
    this.#report = options.report;
    this.#notify = options.notify;
    this.pageName = options.pageName;
    this.tabName = options.tabName;
    this.limit = limit;
  }

  /**
   * Captures the current view as the Default View, loads the tab's views and applies the first one
   * (touched, fetched and applied like a selection, without the 'View Changed' toast: the user
   * changed nothing). Runs once: later calls answer the same promise (React's strict mode).
   */
  start(): Promise<void> {
    this.#started ??= this.#start();
    return this.#started;
  }

  async #start(): Promise<void> {
    if (this.#disposed) return;
    const run = ++this.#viewRun;
    this.#update({ status: 'pending' });
    const captured = await this.#capture();
    if (this.#disposed) return;
    // The report shows its own view until a saved one is applied, captured or not.
    this.#update({ defaultState: captured, ...(run === this.#viewRun ? { active: DEFAULT_VIEW_ID } : {}) });
    await this.#load();
    if (this.#disposed || run !== this.#viewRun) return;
    const first = this.getSnapshot().views[0];
    if (first) await this.#select(first.entryId, { announce: false, run });
  }

  /** Reads the tab's views again. */
  reload(): Promise<void> {
    return this.#disposed ? Promise.resolve() : this.#load();
  }

  /**
   * Shows a saved view (touched, fetched by id, applied) or the Default View (its captured state,
   * applied directly), then toasts 'View Changed'. On failure the previous view stays active and an
   * error toast says so. Answers whether the view changed.
   */
  select(entryId: string): Promise<boolean> {
    if (this.#disposed) return Promise.resolve(false);
    return this.#select(entryId, { announce: true, run: ++this.#viewRun });
  }

  /** Marks a view for deletion (or unmarks it); nothing is sent until the popup closes. */
  mark(entryId: string, marked: boolean): void {
    this.set((s) => {
      const has = s.marked.includes(entryId);
      if (marked === has || (marked && !s.views.some((v) => v.entryId === entryId))) return s;
      return { ...s, marked: marked ? [...s.marked, entryId] : s.marked.filter((id) => id !== entryId) };
    });
  }

  /**
   * The My Views popup opened: the tab's views are read from the network again (spec section 7:
   * always fetched from the network), so a view saved or deleted in another tab or window shows
   * as it is now. The list shown meanwhile stays; a failed read keeps it.
   */
  openPopup(): Promise<void> {
    return this.reload();
  }

  /**
   * The popup closed: the marked views are deleted in one call, then the list is read again. When
   * the active view was deleted, the first remaining view is selected, or the Default View restored
   * when none remain. A failed deletion keeps every view and unmarks them.
   */
  async closePopup(): Promise<void> {
    const ids = this.getSnapshot().marked;
    if (this.#disposed || ids.length === 0) return;
    // Out of `marked` at once: a second close while this one runs does not send them again.
    this.#update({ marked: [], deleting: ++this.#deletes > 0 });
    try {
      const answer = await this.#savedViews.remove([...ids]);
      if (this.#disposed) return;
      if (!answer.ok || !answer.data.success) {
        this.#notify({
          variant: 'error',
          title: 'Delete Failed',
          description: 'Selected view(s) could not be deleted. Please try again.',
        });
        return;
      }
      const deleted = answer.data.result;
      this.#notify({
        variant: 'success',
        title: `${deleted.length} View(s) Deleted`,
        description: 'Selected view(s) deleted successfully.',
      });
      await this.#load((views) => views.filter((v) => !deleted.includes(v.entryId)));
      if (this.#disposed) return;
      const { active, views } = this.getSnapshot();
      if (active === undefined || active === DEFAULT_VIEW_ID || views.some((v) => v.entryId === active))
        return;
      const next = views[0]?.entryId ?? DEFAULT_VIEW_ID;
      const run = ++this.#viewRun;
      const changed = await this.#select(next, { announce: true, run });
      // Nothing could be shown instead: the deleted view stays on screen, but it is no saved view.
      if (!changed && run === this.#viewRun && this.getSnapshot().active === active) {
        this.#update({ active: undefined });
      }
    } finally {
      this.#update({ deleting: --this.#deletes > 0 });
    }
  }

  /**
   * Saves the current view under the title (trimmed, made unique on the tab), reads the list again
   * and makes the new view active. An invalid title or a full tab is refused without a call (an error
   * toast says why). Answers whether the view was saved.
   */
  async add(title: string): Promise<boolean> {
    const s = this.getSnapshot();
    if (this.#disposed || s.saving) return false;
    const problem = validateViewTitle(
      title,
      s.views.map((v) => v.name),
    );
    if (problem !== undefined || s.views.length >= this.limit) {
      this.#notify({
        variant: 'error',
        title: 'View Not Saved',
        description:
          problem ?? `This tab holds at most ${this.limit} views. Delete one in My Views to save another.`,
      });
      return false;
    }
    // What is captured now is what becomes active: a selection still on its way is overtaken.
    const run = ++this.#viewRun;
    this.#update({ saving: true });
    try {
      const state = await this.#capture();
      if (state === undefined || this.#disposed) return false;
      const input: AddPbiBookmarkInput = {
        pageName: this.pageName,
        tabName: this.tabName,
        name: nextUniqueViewName(
          title,
          this.getSnapshot().views.map((v) => v.name),
        ),
        state,
      };
      const answer = await this.#savedViews.add(input);
      if (this.#disposed) return false;
      const saved = answer.ok && answer.data.success ? answer.data.result : null;
      if (!saved) {
        this.#notify({
          variant: 'error',
          title: 'Save Failed',
          description: 'Your view could not be saved. Please try again.',
        });
        return false;
      }
      this.#notify({
        variant: 'success',
        title: 'View Saved',
        description: 'Your view was saved successfully.',
      });
      await this.#load((views) =>
        views.some((v) => v.entryId === saved.entryId) ? views : [...views, saved],
      );
      if (run === this.#viewRun && !this.#disposed) this.#update({ active: saved.entryId });
      return true;
    } finally {
      this.#update({ saving: false });
    }
  }

  /** Stops: the list call on its way is aborted, and no answer changes the state any more. */
  dispose(): void {
    this.#disposed = true;
    this.#listAbort?.abort();
    this.#listAbort = undefined;
  }

  async #capture(): Promise<string | undefined> {
    try {
      return await this.#report.capture();
    } catch {
      if (!this.#disposed) this.#notify(CAPTURE_FAILED);
      return undefined;
    }
  }

  /**
   * Reads the list; resolves once the newest read has answered. `keep` derives the list to show
   * when the read fails, from the last known one (a deletion or a save that did succeed).
   */
  #load(keep?: (views: readonly SavedView[]) => readonly SavedView[]): Promise<void> {
    const run = ++this.#listRun;
    this.#listAbort?.abort();
    const abort = new AbortController();
    this.#listAbort = abort;
    if (this.getSnapshot().status === 'idle') this.#update({ status: 'pending' });
    const reading = (async () => {
      const answer = await this.#savedViews.list(this.pageName, this.tabName, { signal: abort.signal });
      if (this.#disposed) return;
      if (run !== this.#listRun) return this.#listing;
      this.#listAbort = undefined;
      if (answer.ok) {
        const views = answer.data.filter((v) => v.tabName === this.tabName);
        this.set((s) => this.#derive(s, { status: 'success', views, error: undefined }));
      } else {
        this.set((s) =>
          this.#derive(s, { status: 'error', views: keep ? keep(s.views) : s.views, error: answer.error }),
        );
      }
    })();
    this.#listing = reading;
    return reading;
  }

  async #select(entryId: string, { announce, run }: { announce: boolean; run: number }): Promise<boolean> {
    const isDefault = entryId === DEFAULT_VIEW_ID;
    const name = isDefault
      ? DEFAULT_VIEW_NAME
      : this.getSnapshot().views.find((v) => v.entryId === entryId)?.name;
    const current = () => run === this.#viewRun && !this.#disposed;
    const fail = () => {
      if (current()) this.#notifySelectFailed(name ?? 'the view');
      return false;
    };
    if (name === undefined) return fail();
    this.#update({ selecting: ++this.#selects > 0 });
    try {
      let state: string | undefined;
      if (isDefault) {
        state = this.getSnapshot().defaultState;
      } else {
        // Touching only marks the view as used: its failure does not stop the selection.
        await this.#savedViews.touch(entryId);
        if (!current()) return false;
        const found = await this.#savedViews.getById(entryId);
        if (!current()) return false;
        if (found.ok && found.data === null) {
          // Deleted elsewhere (another window): the list no longer holds it either.
          void this.#load();
        }
        state = found.ok ? found.data?.state : undefined;
      }
      if (state === undefined) return fail();
      try {
        await this.#report.apply(state);
      } catch {
        return fail();
      }
      if (!current()) return false;
      this.#update({ active: entryId });
      if (announce)
        this.#notify({ variant: 'success', title: 'View Changed', description: `View Changed to '${name}'` });
      return true;
    } finally {
      this.#update({ selecting: --this.#selects > 0 });
    }
  }

  #notifySelectFailed(name: string): void {
    const { active, views } = this.getSnapshot();
    const shown =
      active === DEFAULT_VIEW_ID ? DEFAULT_VIEW_NAME : views.find((v) => v.entryId === active)?.name;
    this.#notify({
      variant: 'error',
      title: 'View Not Changed',
      description: `Could not change to '${name}'.${shown === undefined ? '' : ` '${shown}' is still shown.`}`,
    });
  }

  #update(patch: Patch): void {
    this.set((s) => this.#derive(s, patch));
  }

  /** Applies a patch; `canAdd` follows the views, marks follow the views, no change keeps the snapshot. */
  #derive(s: SavedViewsState, patch: Patch): SavedViewsState {
    const next: Mutable = { ...s, ...patch };
    if (patch.views !== undefined) {
      const marked = next.marked.filter((id) => next.views.some((v) => v.entryId === id));
      if (marked.length !== next.marked.length) next.marked = marked;
    }
    next.canAdd = next.views.length < this.limit;
    const keys = Object.keys(next) as (keyof SavedViewsState)[];
    return keys.every((key) => Object.is(next[key], s[key])) ? s : next;
  }
}
