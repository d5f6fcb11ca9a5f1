import { type ReactNode, useId } from 'react';
import * as styles from './screen.css.ts';

/**
 * A labelled choice above a screen's figures (a period, a grouping, a filter): the browser's own
 * select, so it works the same by mouse, keyboard, touch and screen reader. `children` are its
 * `<option>`s; `onChange` gets the chosen option's value.
 */
export function ChoiceSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <span>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </span>
  );
}
