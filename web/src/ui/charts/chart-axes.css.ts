import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const grid = style({ stroke: vars.color.chartGrid, strokeWidth: 1, shapeRendering: 'crispEdges' });
export const baseline = style({ stroke: vars.color.border, strokeWidth: 1, shapeRendering: 'crispEdges' });
export const label = style({
  fill: vars.color.textMuted,
  fontSize: vars.fontSize.chart,
  fontFamily: vars.font.body,
});
