/**
 * Pixel geometry of the charts. Amounts become numbers here and only here: positions and lengths,
 * never a figure that is shown.
 */
import { nice, ticks } from 'd3-array';

/** A decimal string as a number for geometry; blanks as undefined. */
export const toPixelValue = (amount: string | undefined): number | undefined =>
  amount === undefined ? undefined : Number(amount);

export interface ValueScale {
  /** The y (or x) coordinate of a value. */
  at: (value: number) => number;
  /** Round values for grid lines and axis labels. */
  ticks: number[];
  low: number;
  high: number;
}

/**
 * A linear scale from the data's extent (always including zero) onto [start, end] (end may be
 * smaller: SVG's y grows downwards), with nice round ends and about `count` ticks (d3-array).
 */
export function valueScale(values: readonly number[], start: number, end: number, count = 4): ValueScale {
  let low = Math.min(0, ...values);
  let high = Math.max(0, ...values);
  if (low === high) high = low + 1;
  [low, high] = nice(low, high, count);
  const at = (value: number) => start + ((value - low) / (high - low)) * (end - start);
  return { at, ticks: ticks(low, high, count), low, high };
}

export interface BandScale {
  /** The left edge of band i's bar(s). */
  start: (index: number) => number;
  /** Band i's centre. */
  centre: (index: number) => number;
  /** The width of the bar(s) of a band. */
  bandwidth: number;
  /** The full step from one band to the next. */
  step: number;
  /** The band under an x coordinate (clamped). */
  indexAt: (x: number) => number;
}

/** `count` equal bands across [left, right], `padding` (0–1) of each step left empty around the bars. */
export function bandScale(count: number, left: number, right: number, padding = 0.2): BandScale {
  const step = (right - left) / Math.max(1, count);
  const bandwidth = step * (1 - padding);
  const start = (index: number) => left + index * step + (step - bandwidth) / 2;
  return {
    start,
    centre: (index) => left + index * step + step / 2,
    bandwidth,
    step,
    indexAt: (x) => Math.min(count - 1, Math.max(0, Math.floor((x - left) / step))),
  };
}

/** Every how many bands an axis label fits, labels needing about `labelWidth` px each. */
export function labelStride(step: number, labelWidth: number): number {
  return Math.max(1, Math.ceil(labelWidth / Math.max(1, step)));
}
