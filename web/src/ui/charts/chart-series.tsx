/**
 * How series look apart without colour: each series index has a colour of the theme, a fill
 * pattern (bars, stacked areas) and a marker shape (lines), so two series never differ by colour
 * alone. The patterns live in one `<defs>` per chart; legends reference them.
 */
import { useId } from 'react';
import * as styles from './chart-series.css.ts';

/** A prefix for one chart's pattern ids (safe inside url(#...)); its graphic and legend share it. */
export function usePatternPrefix(): string {
  return `chart${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
}

export const PATTERNS = ['solid', 'hatch', 'dots', 'cross', 'vertical', 'horizontal'] as const;
export type SeriesPattern = (typeof PATTERNS)[number];
export const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'triangle-down', 'hexagon'] as const;
export type MarkerShape = (typeof MARKERS)[number];

const COUNT = styles.SERIES_COLOURS.length;

/** The colour slot (0–5) of series i. */
export const colourOf = (index: number) => index % COUNT;
/**
 * Series past the sixth take the colours again with the next pattern and marker, so no two of up
 * to 36 series look the same.
 */
const shifted = (index: number, length: number) => (index + Math.floor(index / COUNT)) % length;
export const patternOf = (index: number): SeriesPattern =>
  PATTERNS[shifted(index, PATTERNS.length)] ?? 'solid';
export const markerOf = (index: number): MarkerShape => MARKERS[shifted(index, MARKERS.length)] ?? 'circle';

const patternId = (prefix: string, index: number) =>
  `${prefix}-pattern-${colourOf(index)}-${patternOf(index)}`;
export const overPatternId = (prefix: string) => `${prefix}-pattern-over`;

const INK: Record<Exclude<SeriesPattern, 'solid'>, string> = {
  hatch: 'M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2',
  dots: '',
  cross: 'M0,0 L6,6 M6,0 L0,6',
  vertical: 'M3,0 V6',
  horizontal: 'M0,3 H6',
};

function PatternTile({
  id,
  pattern,
  background,
}: {
  id: string;
  pattern: SeriesPattern;
  background: string;
}) {
  return (
    <pattern id={id} width={6} height={6} patternUnits="userSpaceOnUse">
      <rect width={6} height={6} className={background} />
      {pattern === 'dots' ? (
        <circle cx={3} cy={3} r={1.3} className={styles.patternInk} />
      ) : pattern === 'solid' ? null : (
        <path d={INK[pattern]} className={styles.patternInk} />
      )}
    </pattern>
  );
}

/** The fill patterns of `count` series (and the over-budget hatch), for one chart. */
export function SeriesPatterns({
  prefix,
  count,
  over = false,
}: {
  prefix: string;
  count: number;
  over?: boolean;
}) {
  return (
    <defs>
      {Array.from({ length: count }, (_, index) => patternId(prefix, index)).map((id, index) =>
        patternOf(index) === 'solid' ? null : (
          <PatternTile
            key={id}
            id={id}
            pattern={patternOf(index)}
            background={styles.fill[colourOf(index)] ?? ''}
          />
        ),
      )}
      {over ? <PatternTile id={overPatternId(prefix)} pattern="hatch" background={styles.overFill} /> : null}
    </defs>
  );
}

/**
 * The props that fill a shape as series i: its colour class when solid, else its pattern (a
 * style, which wins over any class).
 */
export function seriesFill(
  prefix: string,
  index: number,
  patterned = true,
): { className?: string; style?: { fill: string } } {
  if (!patterned || patternOf(index) === 'solid') return { className: styles.fill[colourOf(index)] };
  return { style: { fill: `url(#${patternId(prefix, index)})` } };
}

/** An SVG path of a marker centred on (0, 0) of radius r. */
export function markerPath(shape: MarkerShape, r: number): string {
  const k = (n: number) => Math.round(n * 100) / 100;
  switch (shape) {
    case 'circle':
      return `M${-r},0a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`;
    case 'square':
      return `M${-r * 0.85},${-r * 0.85}h${k(1.7 * r)}v${k(1.7 * r)}h${k(-1.7 * r)}Z`;
    case 'triangle':
      return `M0,${k(-1.15 * r)}L${k(1.1 * r)},${k(0.8 * r)}L${k(-1.1 * r)},${k(0.8 * r)}Z`;
    case 'triangle-down':
      return `M0,${k(1.15 * r)}L${k(1.1 * r)},${k(-0.8 * r)}L${k(-1.1 * r)},${k(-0.8 * r)}Z`;
    case 'diamond':
      return `M0,${k(-1.2 * r)}L${k(1.2 * r)},0L0,${k(1.2 * r)}L${k(-1.2 * r)},0Z`;
    case 'hexagon': {
      const points = Array.from({ length: 6 }, (_, i) => {
        const angle = (Math.PI / 3) * i;
        return `${k(Math.cos(angle) * r)},${k(Math.sin(angle) * r)}`;
      });
      return `M${points.join('L')}Z`;
    }
  }
}

export type SwatchKind = 'bar' | 'line' | 'area' | 'budget' | 'over';

/** A legend's sample of series i (aria-hidden: the name beside it says it). */
export function SeriesSwatch({
  prefix,
  index,
  kind,
  dashed = false,
  patterned = true,
}: {
  prefix: string;
  index: number;
  kind: SwatchKind;
  dashed?: boolean;
  patterned?: boolean;
}) {
  const colour = colourOf(index);
  return (
    <svg width={28} height={14} viewBox="0 0 28 14" aria-hidden="true" focusable="false">
      {kind === 'bar' ? (
        <rect x={4} y={1} width={20} height={12} rx={2} {...seriesFill(prefix, index, patterned)} />
      ) : null}
      {kind === 'over' ? (
        <rect x={4} y={1} width={20} height={12} rx={2} style={{ fill: `url(#${overPatternId(prefix)})` }} />
      ) : null}
      {kind === 'area' ? <rect x={1} y={4} width={26} height={9} className={styles.area[colour]} /> : null}
      {kind === 'line' || kind === 'area' ? (
        <>
          <line
            x1={1}
            x2={27}
            y1={kind === 'area' ? 4 : 7}
            y2={kind === 'area' ? 4 : 7}
            className={`${styles.stroke[colour]} ${dashed ? styles.dashed : ''}`}
          />
          <path
            d={markerPath(markerOf(index), 3.5)}
            transform={`translate(14 ${kind === 'area' ? 4 : 7})`}
            className={styles.marker[colour]}
          />
        </>
      ) : null}
      {kind === 'budget' ? <line x1={3} x2={25} y1={7} y2={7} className={styles.budgetStroke} /> : null}
    </svg>
  );
}
