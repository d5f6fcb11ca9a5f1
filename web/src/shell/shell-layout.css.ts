import { SIDENAV_ANIMATION_MS } from '@portal/hooks/menu';
import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/media.ts';
import { vars } from '../theme/theme.css.ts';

export const frame = style({ minHeight: '100vh' });
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  transition: `padding ${SIDENAV_ANIMATION_MS}ms ease`,
});
/** Decision 1: 0 on mobile, 4rem (16 units) when docked, 16rem (64 units) otherwise. */
export const contentPadding = styleVariants({
  mobile: { paddingInlineStart: 0 },
  docked: { paddingInlineStart: '4rem' },
  open: { paddingInlineStart: '16rem' },
});
export const content = style({
  flex: 1,
  padding: vars.space[8],
  '@media': { [media.mobile]: { padding: vars.space[4] } },
});
