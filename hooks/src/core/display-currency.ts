import { Store } from './store.ts';
import type { PortalStorage } from './web-storage.ts';

export const DISPLAY_CURRENCY_STORAGE_KEY = 'displayCurrency';

/** What a call's amounts are in when it names no currency: the billing currency, or the tenant's own. */
export type CurrencyBase = 'billing' | 'tenant';

export interface DisplayCurrencyState {
  /** The currency every money figure is shown in. */
  readonly currency: string;
  /** The user's own currency (the identity's), where the choice starts. */
  readonly own: string | undefined;
  /** The currency costs are billed in: shown as it is, without a rate. */
  readonly billing: string;
  /** What can be chosen (the currencies the tenant has rates for), the billing currency first. */
  readonly available: readonly string[];
  /** Whether the user picked it (kept for the next visit), or it followed the identity. */
  readonly chosen: boolean;
}

/**
 * The display currency of the portal's money figures: it starts from the user's own currency
 * (the identity's `currency`) and follows what the user picks, kept per tenant and user in the
 * portal's storage. A currency with no rate falls back to the billing currency, never to a figure
 * nobody can convert. Every cost call sends it (`param`): the backend converts each day's cost at
 * that day's rate and states the rate.
 */
export class DisplayCurrency extends Store<DisplayCurrencyState> {
  readonly #storage: PortalStorage;
  #scope = '';
  /** The chosen or own currency, shown once the rates offer it (until they are known, trusted). */
  #wanted: string | undefined;
  #offered = false;

  constructor(storage: PortalStorage, billing = 'USD') {
    super({ currency: billing, own: undefined, billing, available: [billing], chosen: false });
    this.#storage = storage;
  }

  #stored(): Record<string, string> {
    return this.#storage.get<Record<string, string>>(DISPLAY_CURRENCY_STORAGE_KEY) ?? {};
  }

  /** A signed-in user in a tenant (the scope the choice is kept under), with their own currency. */
  start(scope: string, own: string | undefined): void {
    // Another tenant has its own rates: what the last one offered says nothing of them.
    const moved = scope !== this.#scope;
    if (moved) this.#offered = false;
    this.#scope = scope;
    const kept = this.#stored()[scope];
    this.#wanted = kept ?? own;
    this.set((s) =>
      this.#settle({ ...s, own, chosen: kept !== undefined, available: moved ? [s.billing] : s.available }),
    );
  }

  /** The currencies the tenant's rates offer (from the backend), and the one costs are billed in. */
  offer(available: readonly string[], billing: string): void {
    this.#offered = true;
    this.set((s) =>
      this.#settle({ ...s, billing, available: [billing, ...available.filter((c) => c !== billing)] }),
    );
  }

  /** The user picks a currency: kept for their next visit in this tenant. */
  choose(currency: string): void {
    if (!this.getSnapshot().available.includes(currency)) return;
    this.#storage.set(DISPLAY_CURRENCY_STORAGE_KEY, { ...this.#stored(), [this.#scope]: currency });
    this.#wanted = currency;
    this.set((s) => this.#settle({ ...s, chosen: true }));
  }

  /**
   * The `currency` parameter of a call whose amounts are, without one, in the billing currency
   * (costs) or in the tenant's own (prices): undefined when that is the one shown.
   */
  param(base: CurrencyBase = 'billing'): string | undefined {
    return displayCurrencyParam(this.getSnapshot(), base);
  }

  /** Signed out: the figures go back to the billing currency until the next identity. */
  reset(): void {
    this.#scope = '';
    this.#wanted = undefined;
    this.#offered = false;
    this.set((s) => this.#settle({ ...s, own: undefined, chosen: false, available: [s.billing] }));
  }

  /**
   * The currency shown: the wanted one, unless the rates, once known, cannot give it (then the
   * billing currency). Before they are known the wanted one is trusted, so the first page asks
   * for it at once instead of asking twice.
   */
  #settle(next: DisplayCurrencyState): DisplayCurrencyState {
    const wanted = this.#wanted ?? next.billing;
    const currency = !this.#offered || next.available.includes(wanted) ? wanted : next.billing;
    const current = this.getSnapshot();
    const settled = { ...next, currency };
    const same =
      current.currency === settled.currency &&
      current.own === settled.own &&
      current.billing === settled.billing &&
      current.chosen === settled.chosen &&
      current.available.join() === settled.available.join();
    return same ? current : settled;
  }
}

/**
 * The `currency` parameter for a state: the shown currency unless a call without one answers in it
 * (the billing currency for costs; for prices the user's own, known once the identity is).
 */
export function displayCurrencyParam(state: DisplayCurrencyState, base: CurrencyBase): string | undefined {
  if (base === 'tenant')
    return state.own === undefined || state.currency === state.own ? undefined : state.currency;
  return state.currency === state.billing ? undefined : state.currency;
}
