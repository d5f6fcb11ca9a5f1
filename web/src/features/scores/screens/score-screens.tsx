import { numberFormat } from '@portal/hooks/money';
import type { ScoreAction } from '@portal/sdk';
import { useApiQuery } from '../../../data/api-query.ts';
import { share } from '../../../lib/intl-format.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { Card } from '../../../ui/card.tsx';
import { TrendChart } from '../../../ui/charts/trend-chart.tsx';
import * as office from '../../../ui/common.css.ts';
import { FigureTable } from '../../../ui/figure-table.tsx';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { scoresApi } from '../api.ts';

const points = (value: number) => numberFormat(undefined, { maximumFractionDigits: 2 }).format(value);
const ratio = (part: number, whole: number) => share(whole === 0 ? 0 : part / whole);

const ACTION_STATUS: Record<ScoreAction['status'], string> = {
  completed: 'Completed',
  todo: 'To address',
  riskAccepted: 'Risk accepted',
};
const IMPACT: Record<ScoreAction['userImpact'], string> = { low: 'Low', moderate: 'Moderate', high: 'High' };

/** Improvement actions as a table: what each is worth and where it stands. */
function ActionsTable({ actions, caption }: { actions: readonly ScoreAction[]; caption: string }) {
  return (
    <FigureTable
      caption={caption}
      label={`${caption}, table`}
      rows={actions}
      rowKey={(a) => a.id}
      columns={[
        { header: 'Improvement action', cell: (a) => a.title },
        { header: 'Category', cell: (a) => a.category },
        { header: 'Status', cell: (a) => ACTION_STATUS[a.status] },
        { header: 'User impact', cell: (a) => IMPACT[a.userImpact] },
        {
          header: 'Points',
          numeric: true,
          cell: (a) => `${points(a.points)} of ${points(a.maxPoints)}`,
        },
      ]}
    />
  );
}

/** The Secure Score: today against the maximum and similar tenants, its year, its categories and actions. */
export function SecurityScoreScreen({ title }: ScreenProps) {
  const query = useApiQuery(scoresApi.secure, []);
  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState
        query={query}
        what="The Secure Score"
        isEmpty={(d) => d.max === 0}
        empty="No Secure Score was read for this tenant."
      >
        {(data) => {
          const todo = [...data.actions]
            .filter((a) => a.status === 'todo')
            .sort((a, b) => b.maxPoints - b.points - (a.maxPoints - a.points));
          return (
            <>
              <KpiTiles
                tiles={[
                  {
                    label: 'Secure Score',
                    value: ratio(data.current, data.max),
                    note: `${points(data.current)} of ${points(data.max)} points`,
                  },
                  {
                    label: 'Similar tenants',
                    value: `${points(data.similarTenantsPercent)}%`,
                    note: 'Average of tenants of a similar size',
                  },
                  {
                    label: 'Actions to address',
                    value: todo.length,
                    note: `Worth up to ${points(todo.reduce((s, a) => s + a.maxPoints - a.points, 0))} points`,
                  },
                ]}
              />
              <TrendChart
                headingLevel={2}
                title="Secure Score points over the year"
                type="line"
                additive={false}
                showChange
                periodHeader="Week of"
                series={[
                  {
                    name: 'Points',
                    points: data.history.map((h) => ({ period: h.date, amount: String(h.current) })),
                  },
                  {
                    name: 'Maximum',
                    dashed: true,
                    points: data.history.map((h) => ({ period: h.date, amount: String(h.max) })),
                  },
                ]}
              />
              <Card title="By category">
                <ul className={styles.list}>
                  {data.categories.map((c) => (
                    <li key={c.category}>
                      {c.category}: {points(c.current)} of {points(c.max)} points ({ratio(c.current, c.max)})
                    </li>
                  ))}
                </ul>
              </Card>
              <Card title="Improvement actions">
                <ActionsTable
                  actions={data.actions}
                  caption="Points achieved of the points each action is worth."
                />
              </Card>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

/** Baselines of the Secure Score: how far the tenant meets each, with its actions. */
export function SecureScoreProfilesScreen({ title }: ScreenProps) {
  const query = useApiQuery(scoresApi.secureProfiles, []);
  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState
        query={query}
        what="Secure score profiles"
        isEmpty={(d) => d.items.length === 0}
        empty="No profiles are defined."
      >
        {(data) => (
          <>
            <KpiTiles
              tiles={data.items.map((p) => ({
                id: p.id,
                label: p.name,
                value: ratio(p.achieved, p.possible),
                note: `${points(p.achieved)} of ${points(p.possible)} points`,
              }))}
            />
            {data.items.map((p) => (
              <Card key={p.id} title={p.name}>
                <p>{p.description}</p>
                <ActionsTable actions={p.actions} caption={`The actions of ${p.name}.`} />
              </Card>
            ))}
          </>
        )}
      </QueryState>
    </section>
  );
}

/** Readiness for Copilot: licences and the checks of each pillar, passed or not, with why. */
export function CopilotScoreScreen({ title }: ScreenProps) {
  const query = useApiQuery(scoresApi.copilot, []);
  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState query={query} what="The Copilot score">
        {(data) => (
          <>
            <KpiTiles
              tiles={[
                {
                  label: 'Copilot readiness',
                  value: `${data.score} of 100`,
                  note: 'Share of the checks passed',
                },
                {
                  label: 'Copilot licences',
                  value: data.copilotLicences,
                  note: `${data.copilotAssigned} assigned`,
                },
                { label: 'Active Copilot users', value: data.copilotActive, note: 'In the last 30 days' },
                {
                  label: 'Eligible users',
                  value: data.eligibleUsers,
                  note: 'With a suite Copilot can be added to',
                },
              ]}
            />
            {data.pillars.map((pillar) => (
              <Card
                key={pillar.id}
                title={
                  <>
                    {pillar.name}: {pillar.checks.filter((c) => c.passed).length} of {pillar.checks.length}{' '}
                    checks passed
                  </>
                }
              >
                <ul className={styles.list}>
                  {pillar.checks.map((check) => (
                    <li key={check.id}>
                      <span className={office.badge}>{check.passed ? '✓ Passed' : '✗ Not passed'}</span>{' '}
                      {check.title}
                      <div className={styles.note}>{check.detail}</div>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </>
        )}
      </QueryState>
    </section>
  );
}

/** How well the tenant uses what it pays for: per workload and month by month. */
export function UsageScoreScreen({ title }: ScreenProps) {
  const query = useApiQuery(scoresApi.usage, []);
  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState query={query} what="The usage score">
        {(data) => (
          <>
            <KpiTiles
              tiles={[
                {
                  label: 'Usage score',
                  value: `${data.score} of 100`,
                  note: `Average of the workloads, up to ${data.asOf}`,
                },
                ...data.workloads.map((w) => ({
                  id: w.workload,
                  label: w.workload,
                  value: `${w.score} of 100`,
                  note: `${w.activeUsers} of ${w.licensedUsers} licensed users active in 30 days`,
                })),
              ]}
            />
            <TrendChart
              headingLevel={2}
              title="Usage score a month"
              type="line"
              additive={false}
              showChange
              series={[
                {
                  name: 'Usage score',
                  points: data.history.map((h) => ({ period: h.month, amount: String(h.score) })),
                },
              ]}
              note="Weekday average of active users over licensed users, averaged over the workloads."
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

const RATING: Record<'good' | 'fair' | 'poor', string> = { good: 'Good', fair: 'Fair', poor: 'Poor' };

/** The findings behind the usage score, each with a rating and what to do. */
export function UsageAssessmentScreen({ title }: ScreenProps) {
  const query = useApiQuery(scoresApi.usage, []);
  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState
        query={query}
        what="The usage assessment"
        isEmpty={(d) => d.assessment.length === 0}
        empty="No findings yet."
      >
        {(data) => (
          <Card title="Findings">
            <FigureTable
              label="Findings, table"
              rows={data.assessment}
              rowKey={(f) => f.id}
              columns={[
                { header: 'Area', cell: (f) => f.area },
                { header: 'Finding', cell: (f) => f.finding },
                { header: 'Rating', cell: (f) => <span className={office.badge}>{RATING[f.rating]}</span> },
                { header: 'Recommendation', cell: (f) => f.recommendation },
              ]}
            />
          </Card>
        )}
      </QueryState>
    </section>
  );
}
