import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../theme/media.ts';
import { vars } from '../../../theme/theme.css.ts';
import * as ui from '../../../ui/styles.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.layer.modal,
  background: 'rgba(10, 14, 20, 0.45)',
});
/**
 * Spec section 2 and 9: 90% wide up to 1200px, 10px from the top, right and bottom. On a phone,
 * where 90% leaves the answers a narrow column, the whole screen (issue 28).
 */
export const modal = style({
  position: 'fixed',
  top: '10px',
  right: '10px',
  bottom: '10px',
  width: '90%',
  maxWidth: '1200px',
  display: 'flex',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.modal,
  '@media': {
    [media.phone]: { inset: 0, width: '100%', maxWidth: 'none', border: 'none', borderRadius: 0 },
  },
});
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  outline: 'none',
  minHeight: 0,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[4],
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.phone]: { padding: `${vars.space[2]} ${vars.space[4]}` } },
});
export const titleBlock = style({ flex: 1, minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[2],
});
export const beta = style({
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.tiny,
  fontWeight: 600,
  padding: '1px 6px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.note });
export const close = style([ui.button, { display: 'inline-flex', padding: vars.space[1] }]);
export const messages = style({
  flex: 1,
  overflowY: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: vars.space[4],
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[4],
  '@media': { [media.phone]: { padding: vars.space[2], gap: vars.space[2] } },
});
/** A row of the conversation: 85% of its width, leaving the other side's gap; all of it on a phone. */
const row = style({
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'flex-start',
  maxWidth: '85%',
  '@media': { [media.phone]: { maxWidth: '100%' } },
});
export const assistantRow = row;
export const userRow = style([row, { justifyContent: 'flex-end', marginInlineStart: 'auto' }]);
export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  flex: 'none',
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.primaryText,
});
export const initials = style([avatar, { fontSize: vars.fontSize.caption, fontWeight: 700 }]);
const bubble = style({
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const assistantBubble = style([bubble, { background: vars.color.background }]);
export const errorBubble = style([
  bubble,
  { background: vars.color.dangerSurface, color: vars.color.dangerText, borderColor: vars.color.danger },
]);
export const userBubble = style([bubble, { background: vars.color.surface }]);
export const author = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.small });
export const userText = style({ margin: `${vars.space[1]} 0 0`, whiteSpace: 'pre-wrap' });
export const screenshot = style({
  display: 'block',
  maxWidth: '16rem',
  marginTop: vars.space[2],
  borderRadius: vars.radius.md,
});
export const markdown = style({ lineHeight: 1.5 });
globalStyle(`${markdown} a`, { color: vars.color.primary });
globalStyle(`${markdown} p`, { margin: `${vars.space[1]} 0` });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ borderCollapse: 'collapse', margin: `${vars.space[2]} 0` });
globalStyle(`${table} th, ${table} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  textAlign: 'left',
});
export const code = style({ position: 'relative' });
globalStyle(`${code} pre`, {
  overflowX: 'auto',
  padding: vars.space[2],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const copy = style([
  ui.button,
  { fontSize: vars.fontSize.caption, padding: `2px ${vars.space[2]}`, flex: 'none', whiteSpace: 'nowrap' },
]);
export const related = style({ marginTop: vars.space[2], fontSize: vars.fontSize.note });
globalStyle(`${related} ul`, { margin: 0, paddingInlineStart: vars.space[4] });
globalStyle(`${related} a`, { color: vars.color.primary });
export const bubbleFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginTop: vars.space[2],
  flexWrap: 'wrap',
});
export const disclaimer = style({ margin: 0, fontSize: vars.fontSize.caption, color: vars.color.textMuted });
export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space[4],
  display: 'grid',
  gap: vars.space[2],
  '@media': { [media.phone]: { padding: `${vars.space[2]} ${vars.space[4]}` } },
});
/**
 * The follow-up questions wrap; on a phone they fold into one row that scrolls sideways (each
 * question a button, so the row is reached by keyboard too), leaving the height to the conversation.
 */
export const followups = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  '@media': { [media.phone]: { flexWrap: 'nowrap', overflowX: 'auto', paddingBlockEnd: vars.space[1] } },
});
export const followup = style([
  ui.button,
  { fontSize: vars.fontSize.note, '@media': { [media.phone]: { whiteSpace: 'nowrap' } } },
]);
export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space[2],
  flexWrap: 'wrap',
});
/** Past 40 characters the input takes the whole row (spec section 9: counter layout switch). */
export const composerLong = style([composer, { flexDirection: 'column', alignItems: 'stretch' }]);
/** The question box: the rest of the composer's row, the whole row on a phone. */
export const field = style({
  flex: 1,
  minWidth: '12rem',
  display: 'grid',
  '@media': { [media.phone]: { flexBasis: '100%' } },
});
/** On a phone two lines at least, so the placeholder shows whole where it wraps. */
export const input = style({
  font: 'inherit',
  resize: 'vertical',
  '@media': { [media.phone]: { boxSizing: 'content-box', minHeight: '2lh' } },
  padding: vars.space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});
export const dataset = style({ display: 'inline-grid' });
/** Spec section 9: the dataset dropdown's popup is 200px wide. */
export const datasetPopover = style({
  width: '200px',
  boxShadow: vars.shadow.floating,
});
export const datasetList = style({ outline: 'none', padding: vars.space[1] });
export const datasetOption = style({
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.background },
    '&[data-selected]': { fontWeight: 700 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const counter = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
export const errorText = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.fontSize.note });
export const cost = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
