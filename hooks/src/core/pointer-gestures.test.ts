import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTO_SCROLL_INTERVAL_MS,
  AUTO_SCROLL_STEP_PX,
  DragScroll,
  EdgeAutoScroll,
  edgeDirection,
} from './edge-scroll.ts';
import { ToolbarDrag } from './toolbar-drag.ts';
import { TOOLTIP_LONG_PRESS_MS, TOOLTIP_TOUCH_HIDE_MS, TouchTooltip } from './tooltips.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TouchTooltip', () => {
  it('shows after a 500 ms touch press and hides 1500 ms after the finger lifts', () => {
    const tip = new TouchTooltip();
    tip.press('touch');
    vi.advanceTimersByTime(TOOLTIP_LONG_PRESS_MS - 1);
    expect(tip.getSnapshot()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tip.getSnapshot()).toBe(true);
    tip.release();
    vi.advanceTimersByTime(TOOLTIP_TOUCH_HIDE_MS - 1);
    expect(tip.getSnapshot()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tip.getSnapshot()).toBe(false);
  });

  it('shows nothing for a short tap, nor for a mouse or a pen', () => {
    const tip = new TouchTooltip();
    tip.press('touch');
    vi.advanceTimersByTime(300);
    tip.release();
    vi.advanceTimersByTime(5_000);
    expect(tip.getSnapshot()).toBe(false);
    for (const pointer of ['mouse', 'pen']) {
      tip.press(pointer);
      vi.advanceTimersByTime(5_000);
      expect(tip.getSnapshot()).toBe(false);
    }
  });

  it('keeps showing when pressed again before it hides', () => {
    const tip = new TouchTooltip();
    tip.press('touch');
    vi.advanceTimersByTime(TOOLTIP_LONG_PRESS_MS);
    tip.release();
    vi.advanceTimersByTime(1_000);
    tip.press('touch');
    vi.advanceTimersByTime(1_000);
    expect(tip.getSnapshot()).toBe(true);
  });
});

describe('edge auto-scroll (decision 12)', () => {
  it('finds the 5% edge zones of an area', () => {
    expect(edgeDirection(104, 100, 200)).toBe(-1);
    expect(edgeDirection(111, 100, 200)).toBe(0);
    expect(edgeDirection(289, 100, 200)).toBe(0);
    expect(edgeDirection(296, 100, 200)).toBe(1);
    expect(edgeDirection(50, 100, 0)).toBe(0);
  });

  it('steps 2 px a frame while the pointer stays in a zone, and stops at the end or outside it', () => {
    let position = 0;
    const auto = new EdgeAutoScroll((by) => {
      const next = Math.min(10, Math.max(0, position + by));
      const moved = next !== position;
      position = next;
      return moved;
    });
    auto.update(198, 0, 200);
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS * 3);
    expect(position).toBe(3 * AUTO_SCROLL_STEP_PX);
    auto.update(100, 0, 200);
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS * 3);
    expect(position).toBe(6);
    auto.update(199, 0, 200);
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS * 20);
    expect(position).toBe(10);
    expect(auto.scrolling).toBe(false);
  });

  it('moves a dragged toolbar on towards the edge it is held at, within its bounds', () => {
    const drag = new ToolbarDrag();
    drag.setBounds(-300, 0);
    const area = { start: 0, size: 400 };
    drag.press(200);
    drag.move(150, area);
    expect(drag.getSnapshot().offset).toBe(-50);
    // Held at 10 px from the left edge (within 5% of 400 px): 2 px a frame towards it.
    drag.move(10, area);
    expect(drag.getSnapshot().offset).toBe(-190);
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS * 5);
    expect(drag.getSnapshot().offset).toBe(-200);
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS * 100);
    expect(drag.getSnapshot().offset).toBe(-300);
    expect(drag.release()).toBe(true);
  });

  it('drag-scrolls a long strip past the 5 px threshold, and goes on by itself in the edge zone', () => {
    let left = 100;
    const strip = new DragScroll(
      { get: () => left, set: (value) => (left = value), max: () => 500 },
      { threshold: 5 },
    );
    strip.press(300);
    strip.move(297, 0, 1000);
    expect(left).toBe(100);
    strip.move(250, 0, 1000);
    expect(left).toBe(150);
    // Dragged to the left edge zone: the strip goes on the way the drag went.
    strip.move(20, 0, 1000);
    expect(left).toBe(380);
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS * 10);
    expect(left).toBe(400);
    expect(strip.release()).toBe(true);
    vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS * 10);
    expect(left).toBe(400);
    // A press without a drag is a click.
    strip.press(300);
    strip.move(302, 0, 1000);
    expect(strip.release()).toBe(false);
  });
});
