import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** A table of figures: full width, rows ruled, amounts right-aligned in tabular digits. */
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const amountCell = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);
export const caption = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.note,
  textAlign: 'left',
});
export const total = style({ fontWeight: 700 });
