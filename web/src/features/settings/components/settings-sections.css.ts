import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.ts';

/** The branding images side by side: one column on narrow screens. */
export const slots = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(15rem, 100%), 1fr))',
  marginTop: vars.space[4],
});
export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const slotTitle = style({ margin: 0, fontSize: vars.fontSize.body });
export const previews = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[4] });
export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1] });
/** A checkerboard behind the image, so transparent logos read in light and dark mode alike. */
export const previewBox = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '5rem',
  minHeight: '4rem',
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: '#ffffff',
  backgroundImage:
    'linear-gradient(45deg, #e6e6e6 25%, transparent 25%), linear-gradient(-45deg, #e6e6e6 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #e6e6e6 75%), linear-gradient(-45deg, transparent 75%, #e6e6e6 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 0 8px, 8px -8px, -8px 0',
});
/** Spec section 9: the logo is at most 160 px wide, the short logo 55 px. */
export const previewImage = {
  logo: style({ maxWidth: '160px', maxHeight: '64px' }),
  shortLogo: style({ maxWidth: '55px', maxHeight: '55px' }),
  icon: style({ width: '32px', height: '32px', objectFit: 'contain' }),
};
export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.note });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  marginTop: vars.space[4],
});
export const receipt = style({
  marginTop: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[4],
});
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
