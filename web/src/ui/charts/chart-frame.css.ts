import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { button } from '../styles.css.ts';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space[2], minWidth: 0 });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});
/** Without a heading of its own (named by one outside), the toggle sits on the right. */
export const headerEnd = style([header, { justifyContent: 'flex-end' }]);
export const title = style({ margin: 0, fontSize: vars.fontSize.subtitle });
export const toggle = style([button, { minHeight: '2rem', fontSize: vars.fontSize.note, fontWeight: 500 }]);
export const summary = style({ margin: 0, lineHeight: 1.5 });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.note });
export const body = style({ minWidth: 0, overflowX: 'auto' });
