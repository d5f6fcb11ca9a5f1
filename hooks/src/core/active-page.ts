import { Store } from './store.ts';
import { ASSISTANCE_REFRESH_DELAY_MS } from './tabs.ts';

/**
 * The page the frame shows (spec section 3, active page: uuid, displayName, name), with what the
 * frame needs of it besides: its open tab, for feedback and the audit, and its help video, for
 * the guidance dialog.
 */
export interface ActivePage {
  /** The menu item's uuid; undefined on pages outside the menu (Settings, Release Notes, …). */
  readonly uuid: string | undefined;
  /** The page's name as users read it: its heading, the top bar's page name. */
  readonly displayName: string | undefined;
  /** The page's route name ('azure/cost-overview', 'release-notes'). */
  readonly name: string | undefined;
  readonly tabName: string | undefined;
  /** The help video the guidance dialog plays for the page (or its open tab). */
  readonly assistanceSrc: string | undefined;
}

export const NO_ACTIVE_PAGE: ActivePage = {
  uuid: undefined,
  displayName: undefined,
  name: undefined,
  tabName: undefined,
  assistanceSrc: undefined,
};

const FIELDS = ['uuid', 'displayName', 'name', 'tabName', 'assistanceSrc'] as const;
const samePage = (a: ActivePage, b: ActivePage) => FIELDS.every((field) => a[field] === b[field]);

export interface ActivePageTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/**
 * The active page: a page says what it is when it shows (`show`). A tabbed page's help video
 * follows its tab ASSISTANCE_REFRESH_DELAY_MS later (spec section 5), so flicking through tabs
 * does not load each tab's video in an open guidance dialog; meanwhile it has none.
 */
export class ActivePageStore extends Store<ActivePage> {
  readonly #timers: ActivePageTimers;
  #pending: unknown;

  constructor(timers: ActivePageTimers = globalThis as unknown as ActivePageTimers) {
    super(NO_ACTIVE_PAGE);
    this.#timers = timers;
  }

  show(page: Partial<ActivePage>, { tabbed = false }: { tabbed?: boolean } = {}): void {
    this.#cancel();
    const next: ActivePage = { ...NO_ACTIVE_PAGE, ...page };
    if (!tabbed || next.assistanceSrc === undefined) {
      this.#replace(next);
      return;
    }
    this.#replace({ ...next, assistanceSrc: undefined });
    this.#pending = this.#timers.setTimeout(() => {
      this.#pending = undefined;
      this.#replace(next);
    }, ASSISTANCE_REFRESH_DELAY_MS);
  }

  /** Stops the delayed help video (the frame is going away). */
  dispose(): void {
    this.#cancel();
  }

  #cancel(): void {
    if (this.#pending === undefined) return;
    this.#timers.clearTimeout(this.#pending);
    this.#pending = undefined;
  }

  #replace(next: ActivePage): void {
    this.set((previous) => (samePage(previous, next) ? previous : next));
  }
}
