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
  borderRadius: '8px',
  padding: vars.space[4],
  // Room for a label, a value, a change and a note from the start: figures that arrive later never
  // push the page down (layout shift).
  minHeight: '7.5rem',
});
export const label = style({ color: vars.color.textMuted, fontSize: '0.9rem' });
export const value = style({
  margin: 0,
  fontSize: '1.6rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.85rem' });
export const change = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: '0.9rem',
  fontWeight: 600,
});
/** The colour repeats what the words say (good, bad, neither); it never says it alone. */
export const tone = styleVariants({
  good: { color: vars.color.success },
  bad: { color: vars.color.dangerText },
  neutral: { color: vars.color.text },
});
export const arrow = style({ fontSize: '0.8em' });
