import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const screen = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  padding: vars.space[8],
});
export const title = style({ marginTop: 0, fontSize: vars.fontSize.title });
