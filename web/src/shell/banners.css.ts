import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const banners = style({
  display: 'flex',
  flexDirection: 'column',
  borderBottom: `1px solid ${vars.color.border}`,
});
const base = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  fontWeight: 600,
  textAlign: 'center',
  border: 0,
  font: 'inherit',
  // The full width with its padding: as content-box, it reached 2rem past the viewport.
  boxSizing: 'border-box',
  width: '100%',
});
export const banner = styleVariants({
  demo: [base, { background: vars.color.primary, color: vars.color.primaryText }],
  warning: [
    base,
    {
      background: vars.color.warningSurface,
      color: vars.color.text,
      borderBottom: `1px solid ${vars.color.warning}`,
    },
  ],
  action: [
    base,
    {
      background: vars.color.warningSurface,
      color: vars.color.text,
      borderBottom: `1px solid ${vars.color.warning}`,
      cursor: 'pointer',
      textDecoration: 'underline',
      selectors: {
        '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
      },
    },
  ],
});
