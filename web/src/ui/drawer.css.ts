import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.layer.drawer,
  background: 'rgba(10,14,20,0.4)',
});
export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  width: 'min(22rem, 100vw)',
  background: vars.color.surface,
  color: vars.color.text,
  borderInlineStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.drawer,
  overflowY: 'auto',
});
export const dialog = style({
  padding: vars.space[4],
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const title = style({ margin: 0, fontSize: vars.fontSize.pageTitle });
export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  border: 0,
  borderRadius: vars.radius.lg,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});
const switchBase = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], cursor: 'pointer' });

export const switchControl = switchBase;
export const track = style({
  position: 'relative',
  display: 'inline-block',
  width: '2.5rem',
  height: '1.4rem',
  borderRadius: vars.radius.sheet,
  border: `2px solid ${vars.color.text}`,
  transition: 'background 200ms',
  selectors: {
    [`${switchBase}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${switchBase}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
export const thumb = style({
  position: 'absolute',
  top: '2px',
  insetInlineStart: '2px',
  width: '0.9rem',
  height: '0.9rem',
  borderRadius: vars.radius.round,
  background: vars.color.text,
  transition: 'transform 200ms',
  selectors: {
    [`${switchBase}[data-selected] &`]: {
      transform: 'translateX(1.1rem)',
      background: vars.color.primaryText,
    },
  },
});
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const groupLabel = style({ fontWeight: 700 });
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  cursor: 'pointer',
});
export const box = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.2rem',
  height: '1.2rem',
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  selectors: {
    [`${checkbox}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const link = style({ color: vars.color.primary });
export const meta = style({ margin: 0, color: vars.color.textMuted });

/** The changelog widget's frame in the drawer. */
export const widget = style({
  display: 'block',
  width: '100%',
  height: '22rem',
  marginBlockStart: vars.space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** The changelog widget's toggle: a text button drawn as the drawer's links are. */
export const widgetToggle = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
