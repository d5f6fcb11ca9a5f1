import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const tooltip = style({
  position: 'absolute',
  zIndex: 1,
  pointerEvents: 'none',
  minWidth: '9rem',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: '4px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 4px 12px rgba(0, 0, 0, 0.2)',
  fontSize: '0.85rem',
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
});
export const heading = style({ fontWeight: 600 });
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[4] });
export const value = style({ fontVariantNumeric: 'tabular-nums' });
export const hoverLayer = style({ fill: 'transparent', cursor: 'crosshair' });
