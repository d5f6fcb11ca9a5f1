import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space[4],
  margin: 0,
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  padding: vars.space[4],
  // Room for a label, a value, a change and a note from the start: figures that arrive later never
  // push the page down (layout shift).
  minHeight: '7.5rem',
});
export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.note });
export const value = style({
  margin: 0,
  fontSize: vars.fontSize.heading,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const change = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.fontSize.note,
  fontWeight: 600,
});
/** The colour repeats what the words say (good, bad, neither); it never says it alone. */
export const tone = styleVariants({
  good: { color: vars.color.success },
  bad: { color: vars.color.dangerText },
  neutral: { color: vars.color.text },
});
export const arrow = style({ fontSize: '0.8em' });
