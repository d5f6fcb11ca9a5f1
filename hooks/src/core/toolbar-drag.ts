import type { Clock } from './clock.ts';
import { EdgeAutoScroll } from './edge-scroll.ts';
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
 * `move(x, area)` on pointer move (nothing until it passes the 5 px threshold), `release()` on
 * pointer up. Held in the area's 5% edge zone, the toolbar goes on by 2 px steps towards that edge
 * (decision 12). Keyboard users move it with `nudge(±step)`. `bounds` keeps it inside the container.
 */
export class ToolbarDrag extends Store<ToolbarDragState> {
  #start: { x: number; offset: number } | undefined;
  #bounds: { min: number; max: number } = { min: -Infinity, max: Infinity };
  readonly #auto: EdgeAutoScroll;

  constructor(offset = 0, clock?: Clock) {
    super({ offset, dragging: false });
    this.#auto = new EdgeAutoScroll((by) => {
      const before = this.getSnapshot().offset;
      this.nudge(by);
      return this.getSnapshot().offset !== before;
    }, clock);
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

  /** The pointer moved to `x`; `area` is where the toolbar moves (its left edge and width). */
  move(x: number, area?: { start: number; size: number }): void {
    const start = this.#start;
    if (!start) return;
    const delta = x - start.x;
    if (!this.getSnapshot().dragging && Math.abs(delta) < DRAG_START_THRESHOLD_PX) return;
    if (this.#auto.scrolling) {
      // The edge zone moved the toolbar meanwhile: the drag goes on from where it is now.
      this.#start = { x, offset: this.getSnapshot().offset };
      this.set((s) => ({ ...s, dragging: true }));
    } else {
      this.set({ offset: this.#clamp(start.offset + delta), dragging: true });
    }
    if (area) this.#auto.update(x, area.start, area.size);
  }

  /** Ends the press; answers whether it was a drag (the press is then no click). */
  release(): boolean {
    const dragged = this.getSnapshot().dragging;
    this.#auto.stop();
    this.#start = undefined;
    if (dragged) this.set((s) => ({ ...s, dragging: false }));
    return dragged;
  }

  nudge(by: number): void {
    this.set((s) => ({ ...s, offset: this.#clamp(s.offset + by) }));
  }
}
