import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/media.ts';
import { vars } from '../../../theme/theme.css.ts';
import * as ui from '../../../ui/styles.css.ts';

/**
 * Floating on the report at its top right, moved sideways by `--toolbar-offset` (the drag). On a
 * phone there is no room beside the report's own heading: the toolbar sits in the flow above the
 * report, full width, and has nothing to move.
 */
export const toolbar = style({
  position: 'absolute',
  top: vars.space[2],
  right: vars.space[2],
  zIndex: vars.layer.sticky,
  transform: 'translateX(var(--toolbar-offset, 0px))',
  '@media': {
    [media.phone]: {
      position: 'static',
      transform: 'none',
      flexWrap: 'wrap',
      marginBottom: vars.space[2],
      boxShadow: 'none',
    },
  },
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: vars.space[1],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.raised,
  selectors: { '&[data-dragging]': { cursor: 'grabbing' } },
});
export const handle = style([
  ui.button,
  {
    cursor: 'grab',
    padding: vars.space[1],
    touchAction: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    '@media': { [media.phone]: { display: 'none' } },
  },
]);
export const button = style([
  ui.button,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space[1] },
]);
/** Spec section 9: the saved-views popup is 256 wide and 240 high. */
export const popover = style({
  width: '256px',
  height: '240px',
  boxSizing: 'border-box',
  overflow: 'auto',
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.floating,
});
export const popoverDialog = style({
  padding: vars.space[2],
  outline: 'none',
  display: 'grid',
  gap: vars.space[2],
});
export const filter = style({ display: 'grid' });
export const input = style({
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
export const viewList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });
export const viewItem = style({ display: 'flex', alignItems: 'center', gap: vars.space[1] });
export const viewButton = style({
  flex: 1,
  font: 'inherit',
  textAlign: 'left',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-current]': { fontWeight: 700, background: vars.color.background },
    '&[data-hovered]': { background: vars.color.background },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const mark = style({ display: 'inline-flex', cursor: 'pointer' });
export const box = style({
  display: 'inline-flex',
  padding: '4px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: {
    [`${mark}[data-selected] &`]: {
      background: vars.color.danger,
      color: vars.color.primaryText,
      borderColor: vars.color.danger,
    },
    [`${mark}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const note = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const field = style({ display: 'grid', gap: vars.space[1], marginBottom: vars.space[2] });
export const error = style({ color: vars.color.dangerText, fontSize: vars.fontSize.small });
