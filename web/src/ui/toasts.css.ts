import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const region = style({
  position: 'fixed',
  right: vars.space[4],
  bottom: vars.space[4],
  zIndex: vars.layer.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[2],
  outline: 'none',
});

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[4],
  minWidth: '18rem',
  maxWidth: '28rem',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '6px',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.popover,
});

export const toast = styleVariants({
  success: [base, { borderLeftColor: vars.color.success }],
  error: [base, { borderLeftColor: vars.color.danger }],
  warning: [base, { borderLeftColor: vars.color.warning }],
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], flex: 1 });
export const title = style({ fontWeight: 700 });
export const close = style({
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.pageTitle,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});
