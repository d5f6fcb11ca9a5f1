import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const alertHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space[4] });
const iconBase = style({ display: 'inline-flex', flexShrink: 0 });
export const alertIcon = styleVariants({
  success: [iconBase, { color: vars.color.success }],
  warning: [iconBase, { color: vars.color.warning }],
  error: [iconBase, { color: vars.color.danger }],
  info: [iconBase, { color: vars.color.primary }],
  question: [iconBase, { color: vars.color.primary }],
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  marginTop: vars.space[4],
});
export const label = style({ fontWeight: 600 });
export const fieldset = style([field, { border: 0, padding: 0, margin: `${vars.space[4]} 0 0` }]);
export const input = style({
  font: 'inherit',
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
export const textarea = style([input, { minHeight: '8rem', resize: 'vertical' }]);
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.note });
export const error = style({ color: vars.color.dangerText, fontSize: vars.fontSize.note });

export const stars = style({ display: 'flex', gap: vars.space[1] });
export const star = style({
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  padding: vars.space[1],
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { color: vars.color.warning },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});
export const starFilled = style({ color: vars.color.warning });

export { tooltip } from './styles.css.ts';

export const selectButton = style([
  input,
  {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    minWidth: '14rem',
    cursor: 'pointer',
  },
]);
export const popover = style({
  minWidth: 'var(--trigger-width)',
  padding: vars.space[1],
  outline: 'none',
});
export const option = style({
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.background },
    '&[data-selected]': { fontWeight: 700 },
  },
});

export const searchResults = style({
  height: '400px',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  marginTop: vars.space[2],
});
export const result = style({
  display: 'block',
  padding: vars.space[4],
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.background },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
/** Title, description and tags each on a line of their own. */
export const resultTitle = style({ display: 'block', fontWeight: 700 });
export const resultDescription = style({ display: 'block', marginTop: vars.space[1] });
export const resultTags = style([hint, { display: 'block', marginTop: vars.space[1] }]);
/** The searched words: the theme's text colour on a highlight that keeps AA contrast in both themes. */
export const match = style({
  background: vars.color.highlight,
  color: 'inherit',
  borderRadius: vars.radius.xs,
  padding: '0 1px',
});
export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginTop: vars.space[2],
});
