import { Store } from './store.ts';
import type { PortalStorage } from './web-storage.ts';

export const PERSONAS_STORAGE_KEY = 'personas';

export interface PersonasState {
  /** Every persona of the user (from the token). */
  readonly all: readonly string[];
  /** The saved selection, sent when pages and menus are fetched. */
  readonly saved: readonly string[];
  /** What the field shows while the user edits. */
  readonly draft: readonly string[];
  /** Leaving a changed field asks for confirmation. */
  readonly confirming: boolean;
}

/**
 * The saved persona selection, kept to the user's own personas; all of them until the user chose
 * (or when nothing chosen is left).
 */
export function savedPersonas(storage: PortalStorage, own: readonly string[]): string[] {
  const stored = storage.get<string[]>(PERSONAS_STORAGE_KEY)?.filter((p) => own.includes(p));
  return stored && stored.length > 0 ? stored : [...own];
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((p) => b.includes(p));

/**
 * Spec section 4, personas: changing the selection and leaving the field asks for confirmation;
 * Yes saves it (an empty selection becomes the first persona) and reloads the menu; No resets the
 * selection to all personas.
 */
export class PersonaSelection extends Store<PersonasState> {
  readonly #storage: PortalStorage;

  constructor(all: readonly string[], storage: PortalStorage) {
    const saved = savedPersonas(storage, all);
    super({ all, saved, draft: saved, confirming: false });
    this.#storage = storage;
  }

  change(draft: readonly string[]): void {
    this.set((s) => ({ ...s, draft: s.all.filter((p) => draft.includes(p)) }));
  }

  /** The field lost focus: confirm only a real change. */
  leave(): void {
    const { draft, saved } = this.getSnapshot();
    if (!same(draft, saved)) this.set((s) => ({ ...s, confirming: true }));
  }

  /** The confirmation's answer; true when the selection was saved. */
  answer(yes: boolean): boolean {
    const { all, draft } = this.getSnapshot();
    if (!yes) {
      this.#storage.set(PERSONAS_STORAGE_KEY, all);
      this.set({ all, saved: all, draft: all, confirming: false });
      return false;
    }
    const saved = draft.length > 0 ? draft : all.slice(0, 1);
    this.#storage.set(PERSONAS_STORAGE_KEY, saved);
    this.set({ all, saved, draft: saved, confirming: false });
    return true;
  }
}
