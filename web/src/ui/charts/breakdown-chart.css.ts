import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) minmax(4rem, 1fr) max-content max-content',
  alignItems: 'center',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
/** Each item spans the list's columns (subgrid), so its parts line up with the other items'. */
export const item = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'center',
});
export const name = style({ overflowWrap: 'anywhere' });
export const track = style({
  height: '0.9rem',
  borderRadius: vars.radius.xs,
  background: vars.color.chartGrid,
  overflow: 'hidden',
});
export const bar = style({
  display: 'block',
  height: '100%',
  minWidth: '2px',
  background: vars.color.chart1,
});
export const restBar = style([bar, { background: vars.color.textMuted }]);
export const amount = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const share = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});
