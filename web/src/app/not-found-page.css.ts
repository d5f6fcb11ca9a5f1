import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const page = style({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: vars.space[8],
});

export const link = style({ color: vars.color.primary });
