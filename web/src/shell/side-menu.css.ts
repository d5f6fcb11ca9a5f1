import { SIDENAV_ANIMATION_MS } from '@portal/hooks/menu';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** Decision 1: 64px docked and collapsed, 256px expanded; the sidenav animates for 400 ms. */
export const sidenav = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.layer.sideMenu,
  // The border inside the width: the strip is the decision's 64 px, the content starts there.
  boxSizing: 'border-box',
  width: '16rem',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  transition: `width ${SIDENAV_ANIMATION_MS}ms ease`,
  selectors: {
    '&[data-collapsed]': { width: '4rem' },
    '&[data-docked]:not([data-collapsed])': { boxShadow: vars.shadow.menuDocked },
    '&[data-mobile]': { zIndex: vars.layer.menuOverlay, boxShadow: vars.shadow.menuOverlay },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.layer.menuBackdrop,
  background: 'rgba(10,14,20,0.5)',
});

export const logoLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '4rem',
  padding: `0 ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});
/** Spec section 9: logo at most 160px wide, short logo 55px. */
export const logo = style({ maxWidth: '160px', maxHeight: '2.5rem' });
export const shortLogo = style({ maxWidth: '55px', maxHeight: '2.25rem', width: '2rem' });
const skeleton = style({
  display: 'block',
  height: '2rem',
  borderRadius: vars.radius.md,
  background: vars.color.border,
  opacity: 0.5,
});
export const logoSkeleton = style([skeleton, { width: '160px' }]);
export const shortLogoSkeleton = style([skeleton, { width: '2rem' }]);

export const scroll = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: `${vars.space[2]} 0`,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const loading = style({ padding: vars.space[4], color: vars.color.textMuted });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  // The full width with its padding and its marker border: as content-box, a link (not a button)
  // reached past the menu's edge and drew a mark beside it, over the content.
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.5rem',
  paddingInlineEnd: vars.space[2],
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  borderInlineStart: '3px solid transparent',
  transition: 'background 225ms ease, border-color 225ms ease',
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.background },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-active]': {
      borderInlineStartColor: vars.color.primary,
      background: vars.color.background,
      fontWeight: 700,
      color: vars.color.primary,
    },
    '&[data-holds-active]': { fontWeight: 700 },
  },
});
export const label = style({ flex: 1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
/** Spec section 9: the expand indicator turns in about 225 ms. */
export const MENU_INDICATOR_MS = 225;
export const chevron = style({
  display: 'inline-flex',
  marginInlineStart: 'auto',
  transition: `transform ${MENU_INDICATOR_MS}ms ease`,
  selectors: { '&[data-expanded]': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const footer = style({ borderTop: `1px solid ${vars.color.border}`, padding: `${vars.space[2]} 0` });
export const userBlock = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[4]}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { background: vars.color.background },
    'a&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const userText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });
export const tenant = style({
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const upn = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const poweredBy = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.caption,
});
