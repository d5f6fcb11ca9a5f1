import { expect, type Locator, type Page } from '@playwright/test';

/** What of a page does not fit (issue 28): see `findCutText`. */
export interface Fit {
  /** How far the page reaches past the screen's right edge, in CSS pixels (0: no sideways scroll). */
  wider: number;
  /** The start of each text that is cut: by an ancestor that clips it, or by the screen's edges. */
  cut: string[];
}

/**
 * Every visible text of the page (or of `within`, a dialog or drawer) whose box reaches outside an
 * ancestor that clips its overflow (hidden or clip: an ellipsis, a fixed-height box, a badge), or
 * outside the screen, unless something on the way scrolls (auto or scroll: the reader reaches it by
 * scrolling, as in a table's own region). Visually hidden text (clipped to a 1 px box on purpose,
 * for screen readers) is not cut. Text in frames is the frame's page's, not this one's.
 */
export function findCutText(page: Page, within?: Locator): Promise<Fit> {
  const run = (root: Element | null) => {
    const screen = document.documentElement.clientWidth;
    const cut: string[] = [];
    const start = root ?? document.body;
    const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // 'shown' once an ancestor scrolls (the reader scrolls to it) or hides it on purpose; 'cut'
      // once one clips it; else the screen's edges decide.
      let verdict: 'shown' | 'cut' | undefined;
      for (
        let el: Element | null = parent;
        el && el !== document.documentElement && !verdict;
        el = el.parentElement
      ) {
        const style = getComputedStyle(el);
        const overflow = `${style.overflowX} ${style.overflowY}`;
        if (/auto|scroll/.test(overflow)) verdict = 'shown';
        else if (/hidden|clip/.test(overflow)) {
          const frame = el.getBoundingClientRect();
          // Visually hidden on purpose: a 1 px box that holds text for screen readers only.
          if (frame.width <= 1 || frame.height <= 1) verdict = 'shown';
          else if (
            box.left < frame.left - 1 ||
            box.right > frame.right + 1 ||
            box.top < frame.top - 1 ||
            box.bottom > frame.bottom + 1
          )
            verdict = 'cut';
        }
      }
      if (verdict === 'cut' || (!verdict && (box.right > screen + 1 || box.left < -1)))
        cut.push(text.slice(0, 40));
    }
    return { wider: document.documentElement.scrollWidth - screen, cut: [...new Set(cut)] };
  };
  return within ? within.evaluate(run) : page.evaluate(run, null);
}

/**
 * Nothing in the page (or in `within`) is cut and the page does not scroll sideways; what the page
 * draws after its heading (a section's rows) is given the poll's time to arrive.
 */
export async function expectFits(page: Page, within?: Locator): Promise<void> {
  await expect.poll(() => findCutText(page, within), { timeout: 5_000 }).toEqual({ wider: 0, cut: [] });
}
