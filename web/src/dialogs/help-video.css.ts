import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** The frame around a help video: 16:9, a thin border, black behind the picture. */
export const frame = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  background: '#000',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});
export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});
/** A page (not a video file) in a frame, as help sources that are web pages show. */
export const page = style({
  display: 'block',
  width: '100%',
  height: '420px',
  border: 0,
  borderRadius: vars.radius.lg,
});
export const message = style({
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
