import { Popover as AriaPopover, type PopoverProps } from 'react-aria-components';
import { popoverSurface } from './styles.css.ts';

/**
 * The kit's popover: react-aria's Popover (placement, dismissal, focus) drawn on the one popover
 * surface; `className` adds what the place needs (its padding, its size).
 */
export function Popover({ className, ...props }: Omit<PopoverProps, 'className'> & { className?: string }) {
  return <AriaPopover {...props} className={className ? `${popoverSurface} ${className}` : popoverSurface} />;
}
