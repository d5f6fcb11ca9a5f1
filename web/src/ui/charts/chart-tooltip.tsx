import type { BandScale } from './chart-scale.ts';
import * as styles from './chart-tooltip.css.ts';

export interface TooltipLine {
  label: string;
  value: string;
}

/**
 * The figures of the period under the pointer. Pointer only and hidden from assistive technology:
 * the summary and the table view carry the same figures for everybody. Positioned with the style
 * prop (CSSOM, allowed by the Content Security Policy).
 */
export function ChartTooltip({
  x,
  y,
  width,
  heading,
  lines,
}: {
  /** The anchor in the chart's box, px. */
  x: number;
  y: number;
  /** The chart's width, to keep the box inside it. */
  width: number;
  heading: string;
  lines: readonly TooltipLine[];
}) {
  const flip = x > width / 2;
  return (
    <div
      className={styles.tooltip}
      aria-hidden="true"
      style={flip ? { right: width - x + 12, top: y } : { left: x + 12, top: y }}
    >
      <div className={styles.heading}>{heading}</div>
      {lines.map((line) => (
        <div key={line.label} className={styles.row}>
          <span>{line.label}</span>
          <span className={styles.value}>{line.value}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * The transparent layer over a chart's plot that tells which band (period) the pointer is over,
 * and undefined when it leaves. Pointer only, like the tooltip it drives.
 */
export function HoverLayer({
  bands,
  x,
  y,
  width,
  height,
  onHover,
}: {
  bands: BandScale;
  x: number;
  y: number;
  width: number;
  height: number;
  onHover: (index: number | undefined) => void;
}) {
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      className={styles.hoverLayer}
      onPointerMove={(event) => {
        const rect = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
        if (rect) onHover(bands.indexAt(event.clientX - rect.left));
      }}
      onPointerLeave={() => onHover(undefined)}
    />
  );
}
