import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * A box that scrolls sideways when what it holds is wider (a wide table on a narrow screen). While
 * it does, keyboard users can reach it (WCAG 2.1.1, axe scrollable-region-focusable): it is a named
 * region in the tab order, scrolled with the arrow keys. While everything fits it is a plain box,
 * with no tab stop that does nothing.
 */
export function ScrollRegion({
  label,
  className,
  id,
  children,
}: {
  /** What the region holds, for screen readers (e.g. the table's title). */
  label: string;
  className: string;
  id?: string | undefined;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  // Measured again when what it holds changes (a chart shown as a table, a longer list). By the
  // resize observer, whose first report comes once the page is laid out anyway: measured here, in
  // the commit, the widths would force a layout of the whole page for every render of the screen
  // (its children are new each time), before the first paint too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new children are what is measured again
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, [children]);
  return (
    <div
      ref={ref}
      id={id}
      className={className}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
