import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[2],
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: '9rem',
});
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.small });
export const input = style({
  font: 'inherit',
  minHeight: '2.5rem',
  boxSizing: 'border-box',
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const actions = style({ display: 'flex', gap: vars.space[2], marginLeft: 'auto' });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.note });

export const popover = style({
  padding: vars.space[1],
  outline: 'none',
});
export const menu = style({ outline: 'none', minWidth: '12rem' });
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.background },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});
export const check = style({ display: 'inline-block', width: '1em', textAlign: 'center' });

/** The scroll viewport: the header sticks to its top while the rows scroll under it. */
export const viewport = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const grid = style({
  display: 'grid',
  width: 'max-content',
  minWidth: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const head = style({
  display: 'block',
  position: 'sticky',
  top: 0,
  zIndex: vars.layer.raised,
  background: vars.color.background,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const body = style({ display: 'block', position: 'relative', width: '100%' });

export const row = style({ display: 'grid', boxSizing: 'border-box' });
export const bodyRow = style([
  row,
  {
    position: 'absolute',
    left: 0,
    width: '100%',
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: { '&:hover': { background: vars.color.background } },
  },
]);

/**
 * A cell wraps what is longer than its column (a long e-mail address breaks where it must) rather
 * than cutting it with an ellipsis: on a phone the columns are at their minimum width, and a cut
 * value could not be read at all (issue 28). Rows grow to fit and are measured by the virtualiser.
 */
const cellBase = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const cell = style([cellBase]);
export const numericCell = style([cellBase, { justifyContent: 'flex-end', textAlign: 'end' }]);
export const cellText = style({ minWidth: 0 });

export const headerCell = style([cellBase, { fontWeight: 700, minHeight: '2.75rem', textAlign: 'start' }]);
export const numericHeaderCell = style([headerCell, { justifyContent: 'flex-end' }]);

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  width: '100%',
  minHeight: '2.5rem',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'inherit',
  justifyContent: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const sortMark = style({ color: vars.color.primary, fontSize: vars.fontSize.caption });

export const message = style({
  margin: 0,
  padding: vars.space[4],
  color: vars.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  flexWrap: 'wrap',
});

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });
