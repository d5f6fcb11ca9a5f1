import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(14rem, 1fr)',
  gap: vars.space[8],
  alignItems: 'start',
  marginTop: vars.space[4],
  '@media': { '(max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const listHeading = style({ margin: `0 0 ${vars.space[2]}`, fontSize: vars.fontSize.cardTitle });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] });
export const item = style({
  display: 'block',
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { borderLeft: `4px solid ${vars.color.primary}`, fontWeight: 700 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const itemDescription = style({
  display: 'block',
  fontWeight: 400,
  fontSize: vars.fontSize.note,
  color: vars.color.textMuted,
});
