import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
});
