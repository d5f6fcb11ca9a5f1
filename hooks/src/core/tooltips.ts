import { type Clock, systemClock } from './clock.ts';
import { Store } from './store.ts';

/** Spec section 9: a tooltip keeps this far from the viewport's edges. */
export const TOOLTIP_VIEWPORT_MARGIN_PX = 8;
/** Spec section 9: on touch, a press held this long shows the tooltip… */
export const TOOLTIP_LONG_PRESS_MS = 500;
/** …and it hides this long after the finger lifts. */
export const TOOLTIP_TOUCH_HIDE_MS = 1500;
/** Spec section 9: how long the pointer rests on a control before its tooltip shows. */
export const TOOLTIP_DELAY_MS = {
  /** The chat dialog's controls. */
  chat: 1000,
  /** The top bar's buttons. */
  navbar: 500,
  /** The report toolbar's 'Toggle Filter' (and the other report and tab hints). */
  filter: 500,
  /** The report toolbar's move handle. */
  move: 1500,
} as const;

/**
 * A tooltip's touch gesture: a touch press held for 500 ms shows it (pointers that hover show it
 * on hover, not here); once the finger lifts it hides 1500 ms later. A press of a mouse or a pen
 * does nothing. The snapshot is whether the touch tooltip shows.
 */
export class TouchTooltip extends Store<boolean> {
  readonly #clock: Clock;
  #showTimer: unknown;
  #hideTimer: unknown;

  constructor(clock: Clock = systemClock) {
    super(false);
    this.#clock = clock;
  }

  /** A pointer went down on the control. */
  press(pointerType: string): void {
    if (pointerType !== 'touch') return;
    this.#clock.clearTimeout(this.#hideTimer);
    this.#clock.clearTimeout(this.#showTimer);
    this.#showTimer = this.#clock.setTimeout(() => this.set(true), TOOLTIP_LONG_PRESS_MS);
  }

  /** The pointer went up or was cancelled: a shown tooltip hides 1500 ms later. */
  release(): void {
    this.#clock.clearTimeout(this.#showTimer);
    if (!this.getSnapshot()) return;
    this.#clock.clearTimeout(this.#hideTimer);
    this.#hideTimer = this.#clock.setTimeout(() => this.set(false), TOOLTIP_TOUCH_HIDE_MS);
  }

  /** Whether the press that just ended showed the tooltip (its release is then no tap). */
  get shown(): boolean {
    return this.getSnapshot();
  }

  dispose(): void {
    this.#clock.clearTimeout(this.#showTimer);
    this.#clock.clearTimeout(this.#hideTimer);
  }
}
