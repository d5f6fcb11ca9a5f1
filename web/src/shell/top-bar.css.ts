import { style } from '@vanilla-extract/css';
import { media } from '../theme/media.ts';
import { vars } from '../theme/theme.css.ts';

/** The top bar and its banners, kept in view while the page scrolls (spec section 2). */
export const topArea = style({ position: 'sticky', top: 0, zIndex: vars.layer.topBar });
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  minHeight: '4rem',
  padding: `0 ${vars.space[4]}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const where = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });
export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
/** On a phone the trail stops at the page's parent: the page's own name is its heading, just below. */
export const crumb = style({
  selectors: {
    '&:not(:last-child)::after': { content: '"›"', marginInlineStart: vars.space[1] },
  },
  '@media': { [media.phone]: { selectors: { '&:last-child:not(:first-child)': { display: 'none' } } } },
});
export const pageName = style({
  fontWeight: 700,
  fontSize: vars.fontSize.subtitle,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.phone]: { display: 'none' } },
});
export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  color: vars.color.textMuted,
  '@media': { [media.phone]: { display: 'none' } },
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
export const searchInput = style({
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  padding: `${vars.space[2]} 0`,
  width: '14rem',
  outline: 'none',
});
export const tools = style({ display: 'flex', gap: vars.space[1] });
export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  border: 0,
  borderRadius: vars.radius.lg,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});
/** The search button: where the search box is hidden (the same width), in its place. */
export const searchButton = style([
  iconButton,
  { display: 'none', '@media': { [media.phone]: { display: 'inline-grid' } } },
]);
export { tooltip } from '../ui/styles.css.ts';
