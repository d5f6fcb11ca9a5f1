import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.note,
});
export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });
