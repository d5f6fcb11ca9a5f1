import type { ReactNode } from 'react';
import * as styles from './chart-legend.css.ts';

export interface LegendItem {
  key: string;
  name: string;
  /** The sample (a `SeriesSwatch`); hidden from assistive technology, the name says it. */
  swatch: ReactNode;
}

/** The names of the series beside their colour, pattern and marker. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className={styles.legend} aria-label="Legend">
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          {item.swatch}
          {item.name}
        </li>
      ))}
    </ul>
  );
}
