import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const heading = style({ margin: `0 0 ${vars.space[2]}`, fontSize: vars.fontSize.heading });
export const placeholder = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  padding: vars.space[8],
  marginTop: vars.space[4],
});
export const placeholderTitle = style({ marginTop: 0, fontSize: vars.fontSize.title });
export const tabs = style({ marginTop: vars.space[4] });
export const tabList = style({
  display: 'flex',
  gap: vars.space[1],
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  padding: `${vars.space[2]} ${vars.space[4]}`,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  outline: 'none',
  border: 0,
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  font: 'inherit',
  color: vars.color.textMuted,
  transition: 'border-color 225ms ease, color 225ms ease',
  selectors: {
    '&[data-selected]': { borderBottomColor: vars.color.primary, color: vars.color.text, fontWeight: 700 },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
/** Spec section 9: the tab switch animates for 500 ms. */
const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(4px)' },
  to: { opacity: 1, transform: 'none' },
});
export const tabPanel = style({
  paddingTop: vars.space[4],
  outline: 'none',
  animation: `${fadeIn} 500ms ease`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export { tooltip } from './styles.css.ts';
