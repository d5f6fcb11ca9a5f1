import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/media.ts';
import { vars } from '../theme/theme.css.ts';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: '2.5rem',
  padding: `0 ${vars.space[4]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.primary },
  },
});

export const primaryButton = style([
  button,
  { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText },
]);

/** What every popover of the kit is drawn on: the surface, its border, its corner and shadow. */
export const popoverSurface = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.popover,
});

export const modalOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.layer.modal,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(10, 14, 20, 0.55)',
});

export const modal = style({
  maxHeight: 'calc(100vh - 2rem)',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.modal,
});

/** A dialog with a form or a page to read takes the whole of a phone's screen (issue 28). */
const phoneFullScreen = {
  width: '100%',
  maxWidth: 'none',
  height: '100%',
  maxHeight: 'none',
  border: 'none',
  borderRadius: 0,
} as const;

/**
 * Spec section 9 widths. On a phone, 80% leaves a form or a text too little: those dialogs take the
 * screen, and a short alert keeps a margin so the page it asks about still shows around it.
 */
export const modalWidth = styleVariants({
  alert: { width: '80%', maxWidth: '500px', '@media': { [media.phone]: { width: 'calc(100vw - 2rem)' } } },
  standard: { width: '80%', maxWidth: '800px', '@media': { [media.phone]: phoneFullScreen } },
  terms: { width: '800px', maxWidth: 'calc(100vw - 2rem)', '@media': { [media.phone]: phoneFullScreen } },
});

export const dialog = style({
  padding: vars.space[8],
  outline: 'none',
  '@media': { [media.phone]: { padding: vars.space[4] } },
});
export const dialogTitle = style({ margin: `0 0 ${vars.space[4]}`, fontSize: vars.fontSize.dialogTitle });
export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginTop: vars.space[8],
});

export const page = style({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: vars.space[8],
  '@media': { [media.phone]: { padding: vars.space[4] } },
});
export const pageCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  padding: vars.space[8],
  '@media': { [media.phone]: { padding: vars.space[4] } },
});
export const muted = style({ color: vars.color.textMuted });
export const warningText = style({
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.text,
  background: vars.color.warningSurface,
});
export const alertText = style({
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.dangerText,
  background: vars.color.dangerSurface,
});
/** A failed read with its retry button. */
export const errorBox = style([
  alertText,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space[4],
    justifyContent: 'space-between',
  },
]);
export const link = style({ color: vars.color.primary });
export const tooltip = style({
  maxWidth: '20rem',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.small,
});

export const progress = style({ width: '100%', margin: `${vars.space[4]} 0` });
export const progressTrack = style({
  height: '4px',
  overflow: 'hidden',
  borderRadius: vars.radius.xs,
  background: vars.color.border,
});
const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });
export const progressFill = style({
  width: '40%',
  height: '100%',
  background: vars.color.primary,
  animation: `${slide} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' } },
});
/** A progress bar's fill that shows how far it is (its width set to the percentage). */
export const progressFillValue = style({
  height: '100%',
  background: vars.color.primary,
});

globalStyle(`${dialog} p`, { lineHeight: 1.5 });

/** Read by screen readers, not shown. */
/** A table's own sideways scroll on a narrow screen (ScrollRegion): the page never scrolls sideways. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%', minWidth: 0 });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The confirming button of an action that cannot be undone. */
export const dangerButton = style({
  background: vars.color.danger,
  borderColor: vars.color.danger,
  color: vars.color.primaryText,
});
