import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const tooltip = style({
  position: 'absolute',
  zIndex: vars.layer.raised,
  pointerEvents: 'none',
  minWidth: '9rem',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.tooltip,
  fontSize: vars.fontSize.small,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
});
export const heading = style({ fontWeight: 600 });
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[4] });
export const value = style({ fontVariantNumeric: 'tabular-nums' });
export const hoverLayer = style({ fill: 'transparent', cursor: 'crosshair' });
