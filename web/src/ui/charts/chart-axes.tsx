import * as styles from './chart-axes.css.ts';
import type { BandScale, ValueScale } from './chart-scale.ts';

/** Horizontal grid lines with the value axis labels on the left, and the zero line. */
export function ValueAxis({
  scale,
  left,
  right,
  format,
}: {
  scale: ValueScale;
  left: number;
  right: number;
  format: (value: number) => string;
}) {
  return (
    <g>
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={scale.at(tick)} y2={scale.at(tick)} className={styles.grid} />
          <text x={left - 6} y={scale.at(tick)} dy="0.32em" textAnchor="end" className={styles.label}>
            {format(tick)}
          </text>
        </g>
      ))}
      <line x1={left} x2={right} y1={scale.at(0)} y2={scale.at(0)} className={styles.baseline} />
    </g>
  );
}

/** The period labels under the bands, thinned to the ones that fit. */
export function PeriodAxis({
  bands,
  labels,
  y,
  stride,
}: {
  bands: BandScale;
  labels: readonly string[];
  y: number;
  stride: number;
}) {
  return (
    <g>
      {labels.map((label, index) =>
        index % stride === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: one label per band, in order
          <text key={index} x={bands.centre(index)} y={y} textAnchor="middle" className={styles.label}>
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}
