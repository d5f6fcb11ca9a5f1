import type { Ref } from 'react';
import { Button, type ButtonProps } from 'react-aria-components';
import * as ui from './styles.css.ts';

export interface ActionButtonProps extends Omit<ButtonProps, 'className'> {
  /** `primary` for the one main action of a form or dialog; `secondary` (the default) for the others. */
  variant?: 'primary' | 'secondary';
  /** A further class (a layout tweak of the place it sits in). */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The portal's button: react-aria's Button (press, keyboard and focus handling, `isDisabled`,
 * `isPending`) in one of the two styles of the kit. Every action button of the app is one.
 */
export function ActionButton({ variant = 'secondary', className, ...props }: ActionButtonProps) {
  const look = variant === 'primary' ? ui.primaryButton : ui.button;
  return <Button {...props} className={className ? `${look} ${className}` : look} />;
}
