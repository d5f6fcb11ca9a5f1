import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { button } from '../ui/styles.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] });
export const tenant = style([
  button,
  // Name, mark and domain wrap onto a second line where the row is too narrow for them.
  {
    width: '100%',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    minHeight: '3.25rem',
    textAlign: 'left',
    overflowWrap: 'anywhere',
  },
]);
export const name = style({ fontWeight: 700 });
