import { formatAmount, type GroupAmount, type GroupShare, groupShares, toCents } from '@portal/hooks/money';
import type { ReactNode } from 'react';
import * as styles from './breakdown-chart.css.ts';
import { percent } from './chart-format.ts';
import { ChartFrame, type ChartView } from './chart-frame.tsx';
import { toPixelValue } from './chart-scale.ts';
import { ChartTable } from './chart-table.tsx';

export interface BreakdownChartProps {
  /** The chart's title (heading, the figure's name, the table's caption). */
  title: string;
  /** The groups (services, subscriptions, tags) with their exact amounts, in the order to show. */
  groups: readonly GroupAmount[];
  /** The whole the shares are of, when the groups are only the top few; the rest shows as `restName`. */
  total?: string;
  /** The name of what the other groups add up to (default 'Other'). */
  restName?: string;
  /**
   * Show what the groups leave of `total` as a group of its own (default true). Off when the
   * groups already hold an 'Other' and the total differs only by rounding.
   */
  showRest?: boolean;
  currency: string;
  /** The table's first column header (default 'Group'). */
  groupHeader?: string;
  /** The table's amount column header (default 'Cost'). */
  amountHeader?: string;
  headingLevel?: 2 | 3 | 4 | 5;
  /** The id of a heading outside that names the chart (it then shows no heading of its own). */
  labelledBy?: string;
  note?: ReactNode;
  defaultView?: ChartView;
  locale?: string;
}

/** The breakdown in words: the largest group and the next, with their shares. */
export function breakdownSummary(
  groups: readonly GroupAmount[],
  total: string | undefined,
  restName: string | undefined,
  money: (amount: string) => string,
  locale?: string,
): string {
  const shares = groupShares(groups, total, restName);
  const share = (group: GroupShare) => (group.share === undefined ? '' : `, ${percent(group.share, locale)}`);
  const { largest } = shares;
  if (!largest) return 'Nothing to break down.';
  const next = [...shares.groups]
    .filter((group) => group !== largest)
    .reduce<GroupShare | undefined>(
      (best, group) => (!best || toCents(group.amount) > toCents(best.amount) ? group : best),
      undefined,
    );
  return [
    `Largest: ${largest.group} (${money(largest.amount)}${share(largest)} of ${money(shares.total)}).`,
    next ? `Next: ${next.group} (${money(next.amount)}${share(next)}).` : '',
    shares.rest && restName !== undefined
      ? `${shares.rest.group}: ${money(shares.rest.amount)}${share(shares.rest)}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Horizontal bars of groups with their amount and share of the whole. */
export function BreakdownChart({
  title,
  groups,
  total,
  restName = 'Other',
  showRest = true,
  currency,
  groupHeader = 'Group',
  amountHeader = 'Cost',
  headingLevel,
  labelledBy,
  note,
  defaultView,
  locale,
}: BreakdownChartProps) {
  const money = (amount: string) => formatAmount(amount, currency, locale);
  const shares = groupShares(groups, total, restName);
  const shown = shares.rest && showRest ? [...shares.groups, shares.rest] : [...shares.groups];
  // Bar lengths only: numbers for geometry.
  const longest = Math.max(0, ...shown.map((group) => toPixelValue(group.amount) ?? 0));
  const shareText = (group: GroupShare) => (group.share === undefined ? '–' : percent(group.share, locale));
  return (
    <ChartFrame
      title={title}
      headingLevel={headingLevel}
      labelledBy={labelledBy}
      note={note}
      defaultView={defaultView}
      summary={breakdownSummary(groups, total, showRest ? restName : undefined, money, locale)}
      chart={
        <ol className={styles.list}>
          {shown.map((group) => {
            const length = longest > 0 ? Math.max(0, (toPixelValue(group.amount) ?? 0) / longest) : 0;
            return (
              <li key={group.group} className={styles.item}>
                <span className={styles.name}>{group.group}</span>
                <span className={styles.track} aria-hidden="true">
                  <span
                    className={group === shares.rest ? styles.restBar : styles.bar}
                    style={{ width: `${(length * 100).toFixed(2)}%` }}
                  />
                </span>
                <span className={styles.amount}>{money(group.amount)}</span>
                <span className={styles.share}>{shareText(group)}</span>
              </li>
            );
          })}
        </ol>
      }
      table={
        <ChartTable
          caption={title}
          columns={[
            { header: groupHeader },
            { header: amountHeader, kind: 'amount' },
            { header: 'Share', kind: 'amount' },
          ]}
          rows={shown.map((group) => ({
            key: group.group,
            cells: [group.group, money(group.amount), shareText(group)],
          }))}
          footer={['Total', money(shares.total), toPixelValue(shares.total) === 0 ? '–' : percent(1, locale)]}
        />
      }
    />
  );
}
