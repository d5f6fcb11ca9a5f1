import { TOOLTIP_VIEWPORT_MARGIN_PX, TouchTooltip } from '@portal/hooks/frame';
import { useStore } from '@portal/hooks/react';
import {
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Tooltip, TooltipTrigger } from 'react-aria-components';
import * as ui from './styles.css.ts';

/** What the control spreads onto itself so a long touch press shows its tooltip. */
export interface TouchHintProps {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onContextMenu: (event: MouseEvent) => void;
}

/**
 * A control's tooltip, the portal's one way (spec section 9): after `delay` on hover or focus, on
 * touch after a 500 ms long press (hidden 1500 ms after the finger lifts), kept 8 px inside the
 * viewport. `children` receives the touch handlers to put on the control.
 */
export function Hint({
  content,
  delay,
  children,
  className = ui.tooltip,
  offset = 6,
  container,
  isDisabled,
}: {
  content: ReactNode;
  /** How long the pointer rests (or the focus stays) before it shows: TOOLTIP_DELAY_MS. */
  delay: number;
  children: (touch: TouchHintProps) => ReactElement;
  className?: string;
  offset?: number;
  /** Where the tooltip is placed (inside a landmark, for axe 'region'); the body by default. */
  container?: HTMLElement | null | undefined;
  isDisabled?: boolean | undefined;
}) {
  const touch = useMemo(() => new TouchTooltip(), []);
  useEffect(() => () => touch.dispose(), [touch]);
  const touchOpen = useStore(touch);
  const [open, setOpen] = useState(false);
  const handlers: TouchHintProps = {
    onPointerDown: (event) => touch.press(event.pointerType),
    onPointerUp: () => touch.release(),
    onPointerCancel: () => touch.release(),
    // The browser's own long-press menu would cover the tooltip.
    onContextMenu: (event) => {
      if (touch.shown) event.preventDefault();
    },
  };
  return (
    <TooltipTrigger
      delay={delay}
      isDisabled={isDisabled}
      isOpen={!isDisabled && (open || touchOpen)}
      onOpenChange={setOpen}
    >
      {children(handlers)}
      <Tooltip
        className={className}
        offset={offset}
        containerPadding={TOOLTIP_VIEWPORT_MARGIN_PX}
        UNSTABLE_portalContainer={container ?? undefined}
      >
        {content}
      </Tooltip>
    </TooltipTrigger>
  );
}
