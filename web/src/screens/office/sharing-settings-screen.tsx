import { usePortal } from '../../lib/portal-context.tsx';
import { useApiQuery } from '../../lib/use-api-query.ts';
import { KpiTiles } from '../../ui/kpi-tiles.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import * as styles from '../cost/cost.css.ts';
import { dateTime } from '../crud/format.ts';
import type { ScreenProps } from '../registry.ts';
import * as office from './office.css.ts';

/** The tenant's file-sharing settings against the recommended values (read from the office suite). */
export default function SharingSettingsScreen({ title }: ScreenProps) {
  const { api } = usePortal();
  const query = useApiQuery(['sharing-settings'], (signal) => api.office.sharingSettings({ signal }));
  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState
        query={query}
        what="Sharing settings"
        isEmpty={(d) => d.items.length === 0}
        empty="No settings were read."
      >
        {(data) => {
          const met = data.items.filter((s) => s.compliant).length;
          return (
            <>
              <KpiTiles
                tiles={[
                  {
                    label: 'Settings as recommended',
                    value: `${met} of ${data.items.length}`,
                    note: `Read from the office suite ${dateTime(data.checked)}`,
                  },
                ]}
              />
              <section className={styles.card} aria-labelledby="sharing-settings">
                <h2 id="sharing-settings" className={styles.cardTitle}>
                  File-sharing settings
                </h2>
                <ScrollRegion className={office.scroll} label="File-sharing settings, table">
                  <table className={styles.table}>
                    <caption className={styles.note}>
                      Change these in the office suite's admin centre.
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col" className={styles.cell}>
                          Setting
                        </th>
                        <th scope="col" className={styles.cell}>
                          Value
                        </th>
                        <th scope="col" className={styles.cell}>
                          Recommended
                        </th>
                        <th scope="col" className={styles.cell}>
                          Status
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.items.map((s) => (
                        <tr key={s.id}>
                          <th scope="row" className={styles.cell}>
                            {s.name}
                            <div className={styles.note}>{s.description}</div>
                          </th>
                          <td className={styles.cell}>{s.value}</td>
                          <td className={styles.cell}>{s.recommended}</td>
                          <td className={styles.cell}>
                            <span className={office.badge}>
                              {s.compliant ? '✓ As recommended' : '✗ Differs'}
                            </span>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              </section>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
