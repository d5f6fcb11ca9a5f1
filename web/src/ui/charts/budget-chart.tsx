import { type BudgetPoint, type BudgetRow, compareToBudget, formatAmount } from '@portal/hooks/money';
import { type ReactNode, useRef, useState } from 'react';
import * as styles from './budget-chart.css.ts';
import { PeriodAxis, ValueAxis } from './chart-axes.tsx';
import { percent, periodName, periodTick, tickLabel } from './chart-format.ts';
import { ChartFrame, type ChartView } from './chart-frame.tsx';
import { ChartLegend } from './chart-legend.tsx';
import { bandScale, labelStride, toPixelValue, valueScale } from './chart-scale.ts';
import * as seriesStyles from './chart-series.css.ts';
import {
  overPatternId,
  SeriesPatterns,
  SeriesSwatch,
  seriesFill,
  usePatternPrefix,
} from './chart-series.tsx';
import { ChartTable } from './chart-table.tsx';
import { ChartTooltip, HoverLayer } from './chart-tooltip.tsx';
import { useChartWidth } from './use-chart-width.ts';

export interface BudgetChartProps {
  /** The chart's title (heading, the figure's name, the table's caption). */
  title: string;
  /** Actual cost and budget per month ('YYYY-MM'), exact decimal strings; budget undefined where none was set. */
  months: readonly BudgetPoint[];
  currency: string;
  headingLevel?: 2 | 3 | 4 | 5;
  /** The id of a heading outside that names the chart (it then shows no heading of its own). */
  labelledBy?: string;
  note?: ReactNode;
  /** The table's first column header (default 'Month'). */
  periodHeader?: string;
  /** The graphic's height in px (default 240). */
  height?: number;
  defaultView?: ChartView;
  locale?: string;
}

const MARGIN = { top: 22, right: 12, bottom: 28, left: 68 };

const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Actual against budget in words: the months over budget and the budgeted months in total. */
export function budgetSummary(
  months: readonly BudgetPoint[],
  money: (amount: string) => string,
  locale?: string,
): string {
  const summary = compareToBudget(months);
  if (months.length === 0) return 'No months in this period.';
  if (summary.budgeted === 0) return `No budget set. Actual cost ${money(summary.actual)}.`;
  const over = summary.over;
  const overWords = (row: BudgetRow) =>
    `${periodName(row.period, locale)} (${money(row.difference ?? '0')} over)`;
  const overText =
    over.length === 0
      ? `No month over budget (${summary.budgeted} with a budget).`
      : over.length <= 4
        ? `${over.length} of ${summary.budgeted} months over budget: ${listed(over.map(overWords))}.`
        : `${over.length} of ${summary.budgeted} months over budget, the most ${
            summary.worst ? overWords(summary.worst) : ''
          }.`;
  const used = summary.used === undefined ? '' : ` (${percent(summary.used, locale)} used)`;
  return `${overText} In the months with a budget, ${money(summary.budgetedActual)} against ${money(
    summary.budget,
  )}${used}.`;
}

/** Actual cost against budget per month: bars, the budget as a line, months over budget marked in words and a pattern. */
export function BudgetChart({
  title,
  months,
  currency,
  headingLevel,
  labelledBy,
  note,
  periodHeader = 'Month',
  height = 240,
  defaultView,
  locale,
}: BudgetChartProps) {
  const money = (amount: string) => formatAmount(amount, currency, locale);
  const prefix = usePatternPrefix();
  const summary = compareToBudget(months);
  const status = (row: BudgetRow) =>
    row.budget === undefined ? 'No budget' : row.over ? 'Over budget' : 'Within budget';
  return (
    <ChartFrame
      title={title}
      headingLevel={headingLevel}
      labelledBy={labelledBy}
      note={note}
      defaultView={defaultView}
      summary={budgetSummary(months, money, locale)}
      legend={
        <ChartLegend
          items={[
            { key: 'actual', name: 'Actual', swatch: <SeriesSwatch prefix={prefix} index={0} kind="bar" /> },
            {
              key: 'budget',
              name: 'Budget',
              swatch: <SeriesSwatch prefix={prefix} index={0} kind="budget" />,
            },
            {
              key: 'over',
              name: 'Over budget',
              swatch: <SeriesSwatch prefix={prefix} index={0} kind="over" />,
            },
          ]}
        />
      }
      chart={
        <BudgetGraphic
          prefix={prefix}
          rows={summary.rows}
          height={height}
          currency={currency}
          locale={locale}
          money={money}
        />
      }
      table={
        <ChartTable
          caption={title}
          columns={[
            { header: periodHeader },
            { header: 'Actual', kind: 'amount' },
            { header: 'Budget', kind: 'amount' },
            { header: 'Difference', kind: 'amount' },
            { header: 'Status' },
          ]}
          rows={summary.rows.map((row) => ({
            key: row.period,
            cells: [
              periodName(row.period, locale),
              money(row.actual),
              row.budget === undefined ? '–' : money(row.budget),
              row.difference === undefined ? '–' : money(row.difference),
              status(row),
            ],
          }))}
          footer={[
            'Total',
            money(summary.actual),
            money(summary.budget),
            money(summary.difference),
            `${summary.over.length} over budget`,
          ]}
        />
      }
    />
  );
}

function BudgetGraphic({
  prefix,
  rows,
  height,
  currency,
  locale,
  money,
}: {
  prefix: string;
  rows: readonly BudgetRow[];
  height: number;
  currency: string;
  locale: string | undefined;
  money: (amount: string) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useChartWidth(box);
  const [hovered, setHovered] = useState<number | undefined>(undefined);
  const left = MARGIN.left;
  const right = Math.max(left + 10, width - MARGIN.right);
  const top = MARGIN.top;
  const bottom = height - MARGIN.bottom;
  // Numbers for geometry only.
  const actual = rows.map((row) => toPixelValue(row.actual) ?? 0);
  const budget = rows.map((row) => toPixelValue(row.budget));
  const y = valueScale([...actual, ...budget.filter((v): v is number => v !== undefined)], bottom, top);
  const bands = bandScale(rows.length, left, right, 0.3);
  const stride = labelStride(bands.step, 40);
  const budgetLine = rows
    .map((_, i) => (budget[i] === undefined ? undefined : `${bands.centre(i)},${y.at(budget[i] ?? 0)}`))
    .filter(Boolean);

  const hoveredRow = hovered === undefined ? undefined : rows[hovered];

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
        <SeriesPatterns prefix={prefix} count={1} over />
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
        {rows.map((row, i) => {
          const value = actual[i] ?? 0;
          const y0 = y.at(Math.max(0, value));
          const barHeight = Math.max(value === 0 ? 0 : 1, Math.abs(y.at(0) - y.at(value)));
          return (
            <g key={row.period}>
              <rect
                x={bands.start(i)}
                y={y0}
                width={bands.bandwidth}
                height={barHeight}
                {...(row.over
                  ? { style: { fill: `url(#${overPatternId(prefix)})` } }
                  : seriesFill(prefix, 0))}
              />
              {row.over ? (
                <text
                  x={bands.centre(i)}
                  y={Math.min(y0, y.at(budget[i] ?? 0)) - 6}
                  textAnchor="middle"
                  className={styles.overLabel}
                >
                  {bands.step >= 34 ? 'Over' : '!'}
                </text>
              ) : null}
            </g>
          );
        })}
        {budgetLine.length > 1 ? (
          <polyline points={budgetLine.join(' ')} className={seriesStyles.budgetLink} />
        ) : null}
        {rows.map((row, i) =>
          budget[i] === undefined ? null : (
            <line
              key={`budget-${row.period}`}
              x1={bands.start(i) - 3}
              x2={bands.start(i) + bands.bandwidth + 3}
              y1={y.at(budget[i] ?? 0)}
              y2={y.at(budget[i] ?? 0)}
              className={seriesStyles.budgetStroke}
            />
          ),
        )}
        <PeriodAxis
          bands={bands}
          labels={rows.map((row, i) => periodTick(row.period, i === 0 || row.period.endsWith('-01'), locale))}
          y={height - 8}
          stride={stride}
        />
        <HoverLayer
          bands={bands}
          x={left}
          y={top}
          width={right - left}
          height={bottom - top}
          onHover={setHovered}
        />
      </svg>
      {hoveredRow !== undefined && hovered !== undefined ? (
        <ChartTooltip
          x={bands.centre(hovered)}
          y={top}
          width={width}
          heading={periodName(hoveredRow.period, locale)}
          lines={[
            { label: 'Actual', value: money(hoveredRow.actual) },
            { label: 'Budget', value: hoveredRow.budget === undefined ? '–' : money(hoveredRow.budget) },
            ...(hoveredRow.difference === undefined
              ? []
              : [
                  {
                    label: hoveredRow.over ? 'Over by' : 'Left',
                    value: money(hoveredRow.difference.replace(/^-/, '')),
                  },
                ]),
          ]}
        />
      ) : null}
    </div>
  );
}
