import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** A wide table scrolls on its own on narrow screens, the page does not. */
export const scroll = style({ overflowX: 'auto' });
export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
});
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))',
  gap: vars.space[4],
});
