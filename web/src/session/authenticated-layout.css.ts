import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const product = style({ fontWeight: 700, fontSize: '1.1rem' });
export const user = style({
  marginLeft: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
});
export const content = style({ flex: 1, padding: vars.space[8] });
