import type { OfficeUsage } from '@portal/sdk';
import { useState } from 'react';
import { useApiQuery } from '../../../data/api-query.ts';
import { share } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { TrendChart } from '../../../ui/charts/trend-chart.tsx';
import { ChoiceSelect } from '../../../ui/choice-select.tsx';
import { formatCount } from '../../../ui/data-table/format-cell.ts';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { officeApi } from '../api.ts';

type Workload = OfficeUsage['workload'];

const WORKLOAD_OF: Record<string, Workload> = {
  'usage-overview': 'overview',
  'usage-team-collaboration': 'team-collaboration',
  'usage-mail': 'mail',
  'usage-file-sharing': 'file-sharing',
};

const PERIODS = [7, 30, 90, 180] as const;
type Period = (typeof PERIODS)[number];

/**
 * Daily activity of an office-suite workload (or active users per workload for the overview) over
 * the period the user picks, with the active users against the licensed ones.
 */
export default function UsageScreen({ componentKey, title }: ScreenProps) {
  const workload = WORKLOAD_OF[componentKey] ?? 'overview';
  const [days, setDays] = useState<Period>(30);
  const query = useApiQuery(officeApi.usage, [workload, { days }]);
  return (
    <section className={styles.screen} aria-label={title}>
      <div className={styles.toolbar}>
        <ChoiceSelect label="Period" value={days} onChange={(value) => setDays(Number(value) as Period)}>
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              Last {p} days
            </option>
          ))}
        </ChoiceSelect>
      </div>
      <QueryState
        query={query}
        what="Usage"
        isEmpty={(data) => data.days.length === 0}
        empty="No activity in this period."
      >
        {(data) => <Usage data={data} />}
      </QueryState>
    </section>
  );
}

function Usage({ data }: { data: OfficeUsage }) {
  const overview = data.workload === 'overview';
  const tiles = [
    {
      label: 'Active users',
      value: formatCount(data.activeUsers),
      note: `Of ${formatCount(data.licensedUsers)} licensed (${share(data.licensedUsers === 0 ? 0 : data.activeUsers / data.licensedUsers)}), ${data.from} to ${data.to}`,
    },
    ...data.metrics.map((metric, i) => ({
      id: metric.id,
      label: overview ? `${metric.label} active users` : metric.label,
      value: formatCount(data.totals[i] ?? 0),
      note: overview ? 'Distinct users in the period' : 'Total in the period',
    })),
  ];
  return (
    <>
      <KpiTiles tiles={tiles} />
      <TrendChart
        headingLevel={2}
        title={overview ? 'Active users per workload a day' : 'Activity a day'}
        type="line"
        additive={!overview}
        series={data.metrics.map((metric, i) => ({
          name: metric.label,
          points: data.days.map((day) => ({ period: day.date, amount: String(day.values[i] ?? 0) })),
        }))}
      />
    </>
  );
}
