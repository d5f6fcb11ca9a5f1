import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export { input, option, popover, selectButton, textarea } from '../dialog.css.ts';

/** The fields of an entity form: one column on narrow screens, two from 40rem. */
export const fields = style({
  display: 'grid',
  gap: `0 ${vars.space[8]}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))',
});
export const wide = style({ gridColumn: '1 / -1' });
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  marginTop: vars.space[4],
});
export const label = style({ fontWeight: 600 });
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.note });
export const error = style({ color: vars.color.dangerText, fontSize: vars.fontSize.note });
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
export const checkLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });
/** The visible box of a react-aria checkbox (its input is visually hidden). */
export const box = style({
  width: '1.1rem',
  height: '1.1rem',
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.caption,
  lineHeight: 1,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
  },
});
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space[2]} ${vars.space[4]}` });
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
export const smallButton = style({
  minHeight: '1.9rem',
  padding: `0 ${vars.space[2]}`,
  fontSize: vars.fontSize.note,
});
export const notice = style({ minHeight: '1.5rem', margin: 0, color: vars.color.success, fontWeight: 600 });
