import { TOOLTIP_DELAY_MS } from '@portal/hooks/frame';
import { DRAG_START_THRESHOLD_PX } from '@portal/hooks/reports';
import { DragScroll } from '@portal/hooks/tables';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Focusable } from 'react-aria-components';
import { Hint } from './hint.tsx';

export interface TabItem {
  id: string;
  label: string;
  /** Shown as the tab's tooltip (500 ms) and read as its description. */
  description?: string | undefined;
}

export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem[];
  selected: string | undefined;
  onSelect: (id: string) => void;
  /** The selected tab's content; the other panels are not rendered. */
  children: (item: TabItem) => ReactNode;
  className?: string;
  classNames: { list: string; tab: string; panel: string; tooltip: string };
}

/**
 * The WAI-ARIA tabs pattern in plain markup: one tab stop (roving tabindex), arrow keys, Home and
 * End move and select (automatic activation), and the selected tab's panel follows. The first
 * signed-in page has tabs, so this keeps the component library's collection code off it.
 */
export function Tabs({ label, items, selected, onSelect, children, className, classNames }: TabsProps) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const current = items.find((item) => item.id === selected) ?? items[0];
  const tabId = (index: number) => `${base}-tab-${index}`;
  const panelId = `${base}-panel`;
  // The tabs' tooltips are placed here, inside the page's landmarks (axe 'region'), not at the end
  // of the document's body where the component library puts overlays by default.
  const [tooltips, setTooltips] = useState<HTMLDivElement | null>(null);

  // A long strip scrolls with a mouse drag too (touch pans it natively), and goes on by itself in
  // its edge zones (decision 12); the press that dragged selects no tab.
  const dragged = useRef(false);
  function startDragScroll(event: PointerEvent<HTMLDivElement>) {
    const strip = list.current;
    if (!strip || event.pointerType !== 'mouse' || event.button !== 0) return;
    if (strip.scrollWidth <= strip.clientWidth) return;
    const scroll = new DragScroll(
      {
        get: () => strip.scrollLeft,
        set: (left) => {
          strip.scrollLeft = left;
        },
        max: () => strip.scrollWidth - strip.clientWidth,
      },
      { threshold: DRAG_START_THRESHOLD_PX },
    );
    scroll.press(event.clientX);
    dragged.current = false;
    const move = (moved: globalThis.PointerEvent) => {
      const box = strip.getBoundingClientRect();
      scroll.move(moved.clientX, box.left, box.width);
    };
    const end = () => {
      dragged.current = scroll.release();
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === current?.id);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onSelect(item.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next))}`)?.focus();
  }

  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className={classNames.list}
        onKeyDown={onKeyDown}
        onPointerDown={startDragScroll}
      >
        {items.map((item, index) => {
          const isSelected = item.id === current?.id;
          return (
            <Hint
              key={item.id}
              content={item.description}
              delay={TOOLTIP_DELAY_MS.filter}
              isDisabled={!item.description}
              className={classNames.tooltip}
              offset={4}
              container={tooltips}
            >
              {(touch) => (
                <Focusable>
                  <button
                    {...touch}
                    type="button"
                    role="tab"
                    id={tabId(index)}
                    aria-selected={isSelected}
                    aria-controls={isSelected ? panelId : undefined}
                    tabIndex={isSelected ? 0 : -1}
                    data-selected={isSelected || undefined}
                    className={classNames.tab}
                    onClick={(event) => {
                      // The press that drag-scrolled the strip is no choice of a tab.
                      if (dragged.current) {
                        dragged.current = false;
                        event.preventDefault();
                        return;
                      }
                      onSelect(item.id);
                    }}
                  >
                    {item.label}
                  </button>
                </Focusable>
              )}
            </Hint>
          );
        })}
      </div>
      <div ref={setTooltips} />
      {current ? (
        <div
          key={current.id}
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(items.indexOf(current))}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the pattern's panel takes the focus after its tab
          tabIndex={0}
          className={classNames.panel}
        >
          {children(current)}
        </div>
      ) : null}
    </div>
  );
}
