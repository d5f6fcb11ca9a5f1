import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** Spec: a 500px document frame. */
export const frame = style({
  display: 'block',
  width: '100%',
  height: '500px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
});

/** Where the frame will be, the same size, while the document loads. */
export const pending = style([
  frame,
  { display: 'grid', placeItems: 'center', margin: 0, background: 'transparent', color: vars.color.text },
]);

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginTop: vars.space[4],
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const box = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.25rem',
  height: '1.25rem',
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.sm,
  fontWeight: 700,
  selectors: {
    [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${checkbox}[data-selected] &`]: {
      background: vars.color.primary,
      color: vars.color.primaryText,
      borderColor: vars.color.primary,
    },
  },
});

export const notice = style({
  marginTop: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.warning}`,
});
