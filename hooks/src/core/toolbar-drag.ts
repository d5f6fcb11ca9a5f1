import { Store } from './store.ts';

/** A drag starts only after the pointer moved this far (spec section 9). */
export const DRAG_START_THRESHOLD_PX = 5;

export interface ToolbarDragState {
  /** The toolbar's horizontal offset from its home position, in px. */
  readonly offset: number;
  /** True once the pointer moved past the threshold: a press that drags is no click. */
  readonly dragging: boolean;
}

/**
 * A floating toolbar dragged left or right within its container. `press(x)` on pointer down,
 * `move(x)` on pointer move (nothing until it passes the 5 px threshold), `release()` on pointer up.
 * Keyboard users move it with `nudge(±step)`. `bounds` keeps it inside the container.
 */
export class ToolbarDrag extends Store<ToolbarDragState> {
  #start: { x: number; offset: number } | undefined;
  #bounds: { min: number; max: number } = { min: -Infinity, max: Infinity };

  constructor(offset = 0) {
    super({ offset, dragging: false });
  }

  setBounds(min: number, max: number): void {
    this.#bounds = { min: Math.min(min, max), max: Math.max(min, max) };
    this.set((s) => ({ ...s, offset: this.#clamp(s.offset) }));
  }

  #clamp(offset: number): number {
    return Math.min(this.#bounds.max, Math.max(this.#bounds.min, offset));
  }

  press(x: number): void {
    this.#start = { x, offset: this.getSnapshot().offset };
  }

  move(x: number): void {
    const start = this.#start;
    if (!start) return;
    const delta = x - start.x;
    if (!this.getSnapshot().dragging && Math.abs(delta) < DRAG_START_THRESHOLD_PX) return;
    this.set({ offset: this.#clamp(start.offset + delta), dragging: true });
  }

  /** Ends the press; answers whether it was a drag (the press is then no click). */
  release(): boolean {
    const dragged = this.getSnapshot().dragging;
    this.#start = undefined;
    if (dragged) this.set((s) => ({ ...s, dragging: false }));
    return dragged;
  }

  nudge(by: number): void {
    this.set((s) => ({ ...s, offset: this.#clamp(s.offset + by) }));
  }
}
