import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const screen = style({ display: 'grid', gap: vars.space[4] });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });
export const select = style({
  marginInlineStart: vars.space[2],
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  padding: vars.space[4],
  overflowX: 'auto',
});
export const cardTitle = style({ marginTop: 0, fontSize: vars.fontSize.cardTitle });
/** The top five services' chart keeps its height while it loads: what is below does not jump. */
export const breakdownSlot = style({ minHeight: '13.5rem' });
// The table styles are the figure table's (ui/figure-table.css.ts), defined once.
export { amountCell, cell, table } from './figure-table.css.ts';
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.note });
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space[4],
  display: 'grid',
  gap: vars.space[1],
});
export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[2],
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
