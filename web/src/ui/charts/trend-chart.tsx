import {
  averageAmount,
  type ChartPoint,
  groupShares,
  periodTotals,
  type SeriesSummary,
  summarizeSeries,
} from '@portal/hooks/money';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { PeriodAxis, ValueAxis } from './chart-axes.tsx';
import {
  atPeriod,
  changeWords,
  chartValue,
  granularityOf,
  percent,
  periodName,
  periodTick,
  tickLabel,
} from './chart-format.ts';
import { ChartFrame, type ChartView } from './chart-frame.tsx';
import { ChartLegend } from './chart-legend.tsx';
import { areaPath, linePath, stackLayers } from './chart-paths.ts';
import { bandScale, labelStride, toPixelValue, valueScale } from './chart-scale.ts';
import * as seriesStyles from './chart-series.css.ts';
import {
  colourOf,
  markerOf,
  markerPath,
  SeriesPatterns,
  SeriesSwatch,
  seriesFill,
  usePatternPrefix,
} from './chart-series.tsx';
import { ChartTable } from './chart-table.tsx';
import { ChartTooltip, HoverLayer } from './chart-tooltip.tsx';
import * as styles from './trend-chart.css.ts';
import { useChartWidth } from './use-chart-width.ts';

export interface TrendSeries {
  /** Names the series in the legend, the summary, the tooltip and the table ('Actual', 'Forecast', 'Compute'). */
  name: string;
  /** One amount per period ('YYYY-MM-DD' days or 'YYYY-MM' months), exact decimal strings. */
  points: readonly ChartPoint[];
  /** An estimate (a forecast): drawn dashed. */
  dashed?: boolean;
}

export interface TrendChartProps {
  /** The chart's title (heading, the figure's name, the table's caption). */
  title: string;
  series: readonly TrendSeries[];
  /** The currency of every amount; without one the values are counts or scores. */
  currency?: string | undefined;
  /** Bars (default), lines, or areas under lines. */
  type?: 'bar' | 'line' | 'area';
  /** The series are parts of a whole (categories): bars or areas stacked, with a total. */
  stacked?: boolean;
  headingLevel?: 2 | 3 | 4 | 5;
  /** The id of a heading outside that names the chart (it then shows no heading of its own). */
  labelledBy?: string;
  /** A line under the summary. */
  note?: ReactNode;
  /** The table's first column header (default 'Day' or 'Month'). */
  periodHeader?: string;
  /**
   * Whether the amounts add up (cost per period; default true). False for running totals and
   * balances: the summary then gives no total or average.
   */
  additive?: boolean;
  /**
   * The exact total of a single series when the caller has it (the backend's sum, rounded to the
   * cent once): the summary states it rather than the sum of the points, each rounded on its own,
   * which may differ by a few cents.
   */
  total?: string;
  /**
   * Say the change from the first to the last period in the summary (default: for months only;
   * from one day to another it is mostly noise, such as monthly charges on the 1st).
   */
  showChange?: boolean;
  /** The graphic's height in px (default 220). */
  height?: number;
  defaultView?: ChartView;
  /** Intl locale (default the user's). */
  locale?: string;
}

const MARGIN = { top: 12, right: 12, bottom: 28, left: 68 };

/** Every period of the series, in order of first appearance. */
function periodsOf(series: readonly TrendSeries[]): string[] {
  return periodTotals(series.map((s) => s.points)).map((point) => point.period);
}

/** One series in words: highest, lowest, change over the period, total and average. */
interface SummaryOptions {
  locale?: string;
  showChange?: boolean;
  additive?: boolean;
  total?: string | undefined;
}

function describe(
  summary: SeriesSummary,
  money: (amount: string) => string,
  { locale, showChange, additive = true, total }: SummaryOptions,
): string {
  const { highest, lowest, first, last, count } = summary;
  if (count === 0 || !highest || !lowest || !first || !last) return 'no amounts in this period.';
  if (count === 1) return `${money(first.amount)} ${atPeriod(first.period, locale)}.`;
  const unit = granularityOf(first.period);
  const change = (showChange ?? unit === 'month') ? summary.change : undefined;
  const changed = change
    ? `, ${changeWords(change, first.amount, last.amount, money, locale)} over the period`
    : '';
  return (
    `highest ${atPeriod(highest.period, locale)} (${money(highest.amount)}), ` +
    `lowest ${atPeriod(lowest.period, locale)} (${money(lowest.amount)})${changed}.` +
    (additive
      ? ` Total ${money(total ?? summary.total)}, ${money(total ? averageAmount(total, count) : summary.average)} a ${unit} on average.`
      : '')
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The chart's summary for screen readers and sighted users alike. */
export function trendSummary(
  series: readonly TrendSeries[],
  stacked: boolean,
  money: (amount: string) => string,
  options: SummaryOptions = {},
): string {
  const { locale, additive = true } = options;
  if (series.length === 1 && series[0])
    return capitalise(describe(summarizeSeries(series[0].points), money, options));
  if (stacked) {
    const totals = summarizeSeries(periodTotals(series.map((s) => s.points)));
    const shares = groupShares(
      series.map((s) => ({ group: s.name, amount: summarizeSeries(s.points).total })),
    );
    const largest = shares.largest;
    return (
      `All together: ${describe(totals, money, options)}` +
      (additive && largest && largest.share !== undefined
        ? ` Largest: ${largest.group} (${money(largest.amount)}, ${percent(largest.share, locale)} of the total).`
        : '')
    );
  }
  return series.map((s) => `${s.name}: ${describe(summarizeSeries(s.points), money, options)}`).join(' ');
}

/** Amounts over periods (days or months): one or several series as bars, lines or areas, or stacked. */
export function TrendChart({
  title,
  series,
  currency,
  type = 'bar',
  stacked = false,
  headingLevel,
  labelledBy,
  note,
  periodHeader,
  showChange,
  additive = true,
  total,
  height = 220,
  defaultView,
  locale,
}: TrendChartProps) {
  const money = (amount: string) => chartValue(amount, currency, locale);
  const prefix = usePatternPrefix();
  const periods = useMemo(() => periodsOf(series), [series]);
  const unit = granularityOf(periods[0]);
  const amounts = useMemo(
    () => series.map((s) => new Map(s.points.map((point) => [point.period, point.amount]))),
    [series],
  );
  const totals = useMemo(() => (stacked ? periodTotals(series.map((s) => s.points)) : []), [series, stacked]);
  const legend = (
    <ChartLegend
      items={series.map((s, index) => ({
        key: `${index}-${s.name}`,
        name: s.name,
        swatch: (
          <SeriesSwatch
            prefix={prefix}
            index={index}
            kind={type}
            dashed={s.dashed}
            patterned={series.length > 1}
          />
        ),
      }))}
    />
  );
  const table = (
    <ChartTable
      caption={title}
      columns={[
        { header: periodHeader ?? (unit === 'day' ? 'Day' : 'Month') },
        ...series.map((s) => ({ header: s.name, kind: 'amount' as const })),
        ...(stacked ? [{ header: 'Total', kind: 'amount' as const }] : []),
      ]}
      rows={periods.map((period, row) => ({
        key: period,
        cells: [
          periodName(period, locale),
          ...amounts.map((byPeriod) => {
            const amount = byPeriod.get(period);
            return amount === undefined ? '–' : money(amount);
          }),
          ...(stacked ? [totals[row]?.amount === undefined ? '–' : money(totals[row]?.amount ?? '0')] : []),
        ],
      }))}
      footer={
        additive
          ? [
              'Total',
              ...series.map((s) => money(summarizeSeries(s.points).total)),
              ...(stacked ? [money(summarizeSeries(totals).total)] : []),
            ]
          : undefined
      }
    />
  );
  return (
    <ChartFrame
      title={title}
      headingLevel={headingLevel}
      labelledBy={labelledBy}
      summary={trendSummary(series, stacked, money, {
        locale,
        showChange,
        additive,
        ...(series.length === 1 ? { total } : {}),
      })}
      note={note}
      legend={series.length > 1 ? legend : null}
      defaultView={defaultView}
      table={table}
      chart={
        <TrendGraphic
          prefix={prefix}
          series={series}
          periods={periods}
          amounts={amounts}
          type={type}
          stacked={stacked}
          height={height}
          currency={currency}
          locale={locale}
          money={money}
        />
      }
    />
  );
}

interface GraphicProps {
  prefix: string;
  series: readonly TrendSeries[];
  periods: readonly string[];
  amounts: readonly Map<string, string | undefined>[];
  type: 'bar' | 'line' | 'area';
  stacked: boolean;
  height: number;
  currency: string | undefined;
  locale: string | undefined;
  money: (amount: string) => string;
}

function TrendGraphic({
  prefix,
  series,
  periods,
  amounts,
  type,
  stacked,
  height,
  currency,
  locale,
  money,
}: GraphicProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useChartWidth(box);
  const clipId = useId();
  const [hovered, setHovered] = useState<number | undefined>(undefined);

  // Numbers for geometry only.
  const values = amounts.map((byPeriod) => periods.map((period) => toPixelValue(byPeriod.get(period))));
  const layers = stacked ? stackLayers(values) : [];
  const extent = stacked
    ? layers.flatMap((layer) => layer.flatMap((point) => [point[0], point[1]]))
    : values.flat().filter((v): v is number => v !== undefined);

  const left = MARGIN.left;
  const right = Math.max(left + 10, width - MARGIN.right);
  const top = MARGIN.top;
  const bottom = height - MARGIN.bottom;
  const y = valueScale(extent, bottom, top);
  const bands = bandScale(periods.length, left, right, type === 'bar' ? 0.2 : 0);
  const stride = labelStride(bands.step, granularityOf(periods[0]) === 'day' ? 44 : 40);
  const markerStride = Math.max(1, Math.ceil(periods.length / 31));
  const ticks = periods.map((period, index) =>
    periodTick(period, index === 0 || period.endsWith('-01'), locale),
  );
  const patterned = series.length > 1;

  // Series names are unique within a chart: they key the marks.
  const marks: ReactNode[] = [];
  const lines: ReactNode[] = [];
  const markers: ReactNode[] = [];
  if (type === 'bar') {
    const groupWidth = stacked || series.length === 1 ? bands.bandwidth : bands.bandwidth / series.length;
    series.forEach((s, i) => {
      periods.forEach((period, j) => {
        const value = values[i]?.[j];
        if (value === undefined) return;
        const [from, to] = stacked ? (layers[i]?.[j] ?? [0, 0]) : [0, value];
        const y0 = y.at(Math.max(from, to));
        const h = Math.abs(y.at(from) - y.at(to));
        const x = bands.start(j) + (stacked || series.length === 1 ? 0 : i * groupWidth);
        marks.push(
          <rect
            key={`${s.name}-${period}`}
            x={x}
            y={y0}
            width={Math.max(1, groupWidth - (stacked || series.length === 1 ? 0 : 1))}
            height={Math.max(value === 0 ? 0 : 1, h)}
            {...seriesFill(prefix, i, patterned)}
          />,
        );
      });
    });
  } else {
    series.forEach((s, i) => {
      const colour = colourOf(i);
      const defined = (j: number) => values[i]?.[j] !== undefined;
      const top = (j: number) => (stacked ? (layers[i]?.[j]?.[1] ?? 0) : (values[i]?.[j] ?? 0));
      const base = (j: number) => (stacked ? (layers[i]?.[j]?.[0] ?? 0) : 0);
      const indices = periods.map((_, j) => j);
      if (type === 'area') {
        const d = areaPath(
          indices.map((j) =>
            defined(j) ? { x: bands.centre(j), y0: y.at(base(j)), y1: y.at(top(j)) } : undefined,
          ),
        );
        marks.push(
          stacked ? (
            <path key={`area-${s.name}`} d={d} {...seriesFill(prefix, i, patterned)} />
          ) : (
            <path key={`area-${s.name}`} d={d} className={seriesStyles.area[colour]} />
          ),
        );
      }
      const path = linePath(
        indices.map((j) => (defined(j) ? { x: bands.centre(j), y: y.at(top(j)) } : undefined)),
      );
      lines.push(
        <path
          key={`line-${s.name}`}
          d={path}
          className={`${seriesStyles.stroke[colour]} ${s.dashed ? seriesStyles.dashed : ''}`}
        />,
      );
      indices.forEach((j) => {
        if (!defined(j) || (j % markerStride !== 0 && j !== hovered)) return;
        markers.push(
          <path
            key={`marker-${s.name}-${periods[j]}`}
            d={markerPath(markerOf(i), j === hovered ? 4.5 : 3.5)}
            transform={`translate(${bands.centre(j)} ${y.at(top(j))})`}
            className={seriesStyles.marker[colour]}
          />,
        );
      });
    });
  }

  const hoveredPeriod = hovered === undefined ? undefined : periods[hovered];
  const tooltipLines =
    hoveredPeriod === undefined
      ? []
      : [
          ...series.map((s, i) => {
            const amount = amounts[i]?.get(hoveredPeriod);
            return { label: s.name, value: amount === undefined ? '–' : money(amount) };
          }),
          ...(stacked && series.length > 1
            ? [
                {
                  label: 'Total',
                  value: money(
                    periodTotals(series.map((s) => s.points)).find((p) => p.period === hoveredPeriod)
                      ?.amount ?? '0',
                  ),
                },
              ]
            : []),
        ];

  return (
    <div ref={box} className={styles.box}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        focusable="false"
        className={styles.svg}
      >
        <SeriesPatterns prefix={prefix} count={series.length} />
        <clipPath id={clipId}>
          <rect x={left} y={0} width={right - left} height={height} />
        </clipPath>
        <ValueAxis scale={y} left={left} right={right} format={(v) => tickLabel(v, currency, locale)} />
        {hovered !== undefined ? (
          <rect
            x={bands.centre(hovered) - bands.step / 2}
            y={top}
            width={bands.step}
            height={bottom - top}
            className={styles.highlight}
          />
        ) : null}
        <g clipPath={`url(#${clipId})`}>
          {marks}
          {lines}
        </g>
        {markers}
        <PeriodAxis bands={bands} labels={ticks} y={height - 8} stride={stride} />
        <HoverLayer
          bands={bands}
          x={left}
          y={top}
          width={right - left}
          height={bottom - top}
          onHover={setHovered}
        />
      </svg>
      {hoveredPeriod !== undefined && hovered !== undefined ? (
        <ChartTooltip
          x={bands.centre(hovered)}
          y={top}
          width={width}
          heading={periodName(hoveredPeriod, locale)}
          lines={tooltipLines}
        />
      ) : null}
    </div>
  );
}
