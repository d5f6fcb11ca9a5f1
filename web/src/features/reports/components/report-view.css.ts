import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.ts';
import * as ui from '../../../ui/styles.css.ts';

export const view = style({ display: 'grid', gap: vars.space[2] });
export const thinProgress = style({ width: '100%' });
export const thinTrack = ui.progressTrack;
export const thinFill = ui.progressFill;
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  padding: vars.space[8],
});
export const cardTitle = style({ marginTop: 0, fontSize: vars.fontSize.title });
export const marketing = style({ display: 'block', width: 'min(100%, 40rem)', height: 'auto' });
export const marketingLink = style({
  display: 'inline-block',
  borderRadius: vars.radius.xl,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });
export const pageTabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  borderBottom: `1px solid ${vars.color.border}`,
});
export const pageTab = style({
  font: 'inherit',
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.primary, fontWeight: 600 },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const frameArea = style({ position: 'relative' });
export const frame = style({
  width: '100%',
  // The viewport minus the offset is the frame's whole height, its border included.
  boxSizing: 'border-box',
  minHeight: '20rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  background: vars.color.surface,
  // The report's frame takes the keyboard focus (then its own controls do): the ring is drawn
  // around the frame, marked by the view while the frame has the focus.
  selectors: {
    '&[data-frame-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
