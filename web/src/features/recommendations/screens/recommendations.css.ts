import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[4] });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  padding: vars.space[4],
});
export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[2],
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.subtitle });
export const savings = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  alignItems: 'center',
  margin: `${vars.space[2]} 0`,
});
export const search = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });
