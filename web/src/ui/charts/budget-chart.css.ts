import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const box = style({ position: 'relative', width: '100%', minWidth: '16rem' });
export const svg = style({ display: 'block', overflow: 'visible' });
export const highlight = style({ fill: vars.color.text, fillOpacity: 0.06 });
/** 'Over' above a bar: the words that say what the hatching and colour say. */
export const overLabel = style({
  fill: vars.color.chartOver,
  fontSize: vars.fontSize.chart,
  fontWeight: 700,
  fontFamily: vars.font.body,
});
