import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  padding: vars.space[4],
  marginTop: vars.space[4],
});
export const cardTitle = style({ marginTop: 0, fontSize: vars.fontSize.sectionTitle });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  textAlign: 'start',
  padding: vars.space[2],
  borderBottom: `1px solid ${vars.color.border}`,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });
export const subTitle = style({ fontSize: vars.fontSize.body, marginBottom: vars.space[2] });
export const fieldset = style({ border: 0, padding: 0, margin: `${vars.space[4]} 0 0` });
/** The part of a card under its form: an action of its own, set off by a rule. */
export const cardFooter = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space[4],
  paddingTop: vars.space[2],
});
