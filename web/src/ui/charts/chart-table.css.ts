import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  textAlign: 'start',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 'normal',
});
export const headerCell = style([cell, { fontWeight: 600 }]);
export const amountCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);
export const amountHeaderCell = style([amountCell, { fontWeight: 600 }]);
export const footerCell = style([cell, { fontWeight: 600, borderBottom: 'none' }]);
export const footerAmountCell = style([amountCell, { fontWeight: 600, borderBottom: 'none' }]);
