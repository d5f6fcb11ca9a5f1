import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const box = style({ position: 'relative', width: '100%', minWidth: '16rem' });
export const svg = style({ display: 'block', overflow: 'visible' });
/** The band under the pointer. */
export const highlight = style({ fill: vars.color.text, fillOpacity: 0.06 });
/** Catches the pointer over the plot; invisible. */
