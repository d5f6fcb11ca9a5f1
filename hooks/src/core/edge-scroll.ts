import { type Clock, systemClock } from './clock.ts';

/** Decision 12: while a drag holds the pointer near an edge, the view scrolls by this much a step… */
export const AUTO_SCROLL_STEP_PX = 2;
/** …when the pointer is within this share of the area's size from its edge… */
const AUTO_SCROLL_EDGE_RATIO = 0.05;
/** …a step every frame (about 60 a second). */
export const AUTO_SCROLL_INTERVAL_MS = 16;

/**
 * Which way a drag at `position` scrolls an area from `start` to `start + size`: -1 within the
 * first 5%, 1 within the last 5%, 0 elsewhere (and outside the area on neither side).
 */
export function edgeDirection(position: number, start: number, size: number): -1 | 0 | 1 {
  if (size <= 0) return 0;
  const zone = size * AUTO_SCROLL_EDGE_RATIO;
  if (position <= start + zone) return -1;
  if (position >= start + size - zone) return 1;
  return 0;
}

/**
 * The auto-scroll of a drag (decision 12): while the pointer stays in the edge zone of the area,
 * `scroll(±2)` is called every frame; it answers false when it can go no further, which stops the
 * steps until the pointer moves again. `update` on each pointer move, `stop` when the drag ends.
 */
export class EdgeAutoScroll {
  readonly #scroll: (by: number) => boolean;
  readonly #clock: Clock;
  #direction: -1 | 0 | 1 = 0;
  #timer: unknown;

  constructor(scroll: (by: number) => boolean, clock: Clock = systemClock) {
    this.#scroll = scroll;
    this.#clock = clock;
  }

  /** The pointer is at `position` in an area from `start`, `size` long. */
  update(position: number, start: number, size: number): void {
    const direction = edgeDirection(position, start, size);
    if (direction === this.#direction && (direction === 0 || this.#timer !== undefined)) return;
    this.stop();
    this.#direction = direction;
    if (direction === 0) return;
    this.#timer = this.#clock.setInterval(() => {
      if (!this.#scroll(direction * AUTO_SCROLL_STEP_PX)) this.stop();
    }, AUTO_SCROLL_INTERVAL_MS);
  }

  /** Whether steps are being taken now. */
  get scrolling(): boolean {
    return this.#timer !== undefined;
  }

  stop(): void {
    if (this.#timer !== undefined) this.#clock.clearInterval(this.#timer);
    this.#timer = undefined;
    this.#direction = 0;
  }
}

/**
 * Drag-scrolling of a strip that overflows sideways (a long tab strip): a press, then a move past
 * the drag threshold scrolls it with the pointer, and the edge zone goes on scrolling it the way
 * the drag went, by itself. A press that dragged is no click (`release` answers true).
 */
export class DragScroll {
  readonly #target: { get: () => number; set: (left: number) => void; max: () => number };
  readonly #threshold: number;
  readonly auto: EdgeAutoScroll;
  #start: { x: number; left: number } | undefined;
  #dragging = false;

  constructor(
    target: { get: () => number; set: (left: number) => void; max: () => number },
    options: { threshold: number; clock?: Clock },
  ) {
    this.#target = target;
    this.#threshold = options.threshold;
    // The strip follows the pointer (a drag to the right shows what lies to the left), so at an
    // edge it goes on the same way: at the right edge it scrolls on towards its start.
    this.auto = new EdgeAutoScroll((by) => {
      const before = target.get();
      const next = Math.min(target.max(), Math.max(0, before - by));
      target.set(next);
      return next !== before;
    }, options.clock);
  }

  press(x: number): void {
    this.#start = { x, left: this.#target.get() };
    this.#dragging = false;
  }

  /** The pointer moved to `x`, in an area from `start`, `size` wide. */
  move(x: number, start: number, size: number): void {
    const begin = this.#start;
    if (!begin) return;
    const delta = x - begin.x;
    if (!this.#dragging && Math.abs(delta) < this.#threshold) return;
    this.#dragging = true;
    if (this.auto.scrolling) {
      // The edge zone is scrolling: the drag goes on from where the steps have taken the strip.
      this.#start = { x, left: this.#target.get() };
    } else {
      this.#target.set(Math.min(this.#target.max(), Math.max(0, begin.left - delta)));
    }
    this.auto.update(x, start, size);
  }

  /** Ends the press; answers whether it was a drag. */
  release(): boolean {
    const dragged = this.#dragging;
    this.#start = undefined;
    this.#dragging = false;
    this.auto.stop();
    return dragged;
  }
}
