import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { button } from './styles.css.ts';

export const root = style({ display: 'grid', gap: vars.space[2], justifyItems: 'start' });
export const picker = style({ display: 'grid', gap: vars.space[1] });
export const label = style({ fontWeight: 600 });
export const field = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: `0 0 0 ${vars.space[2]}`,
  minHeight: '2.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-focus-within]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});
export const input = style({ display: 'inline-flex', fontVariantNumeric: 'tabular-nums' });
export const segment = style({
  padding: '0 1px',
  borderRadius: vars.radius.xs,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { padding: 0 },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});
export const dash = style({ padding: `0 ${vars.space[1]}` });
export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  minWidth: '2.5rem',
  marginInlineStart: vars.space[1],
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  borderRadius: `0 ${vars.radius.lg} ${vars.radius.lg} 0`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});
export const error = style({ color: vars.color.dangerText, fontSize: vars.fontSize.note, maxWidth: '36rem' });
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const popover = style({
  padding: vars.space[2],
  outline: 'none',
});
export const dialog = style({ outline: 'none' });
export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginBottom: vars.space[2],
});
export const calendarHeading = style({ margin: 0, fontSize: vars.fontSize.body });
export const navButton = style([button, { minHeight: '2rem', minWidth: '2rem', padding: 0 }]);
export const grid = style({ borderCollapse: 'collapse' });
export const headerCell = style({
  fontSize: vars.fontSize.caption,
  color: vars.color.textMuted,
  fontWeight: 600,
  padding: '2px',
});
export const cell = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.background },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText, borderRadius: 0 },
    '&[data-selection-start]': { borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}` },
    '&[data-selection-end]': { borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0` },
    '&[data-selection-start][data-selection-end]': { borderRadius: vars.radius.md },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
export const preset = style([
  button,
  {
    minHeight: '2rem',
    fontWeight: 500,
    fontSize: vars.fontSize.note,
    selectors: {
      '&[data-selected]': {
        background: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.primaryText,
      },
    },
  },
]);
