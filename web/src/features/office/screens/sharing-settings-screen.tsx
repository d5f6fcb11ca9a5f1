import { useApiQuery } from '../../../data/api-query.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import { Card } from '../../../ui/card.tsx';
import * as office from '../../../ui/common.css.ts';
import { dateTime } from '../../../ui/crud/format.ts';
import { FigureTable } from '../../../ui/figure-table.tsx';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { officeApi } from '../api.ts';

/** The tenant's file-sharing settings against the recommended values (read from the office suite). */
export default function SharingSettingsScreen({ title }: ScreenProps) {
  const query = useApiQuery(officeApi.sharingSettings, []);
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
              <Card title="File-sharing settings">
                <FigureTable
                  caption="Change these in the office suite's admin centre."
                  label="File-sharing settings, table"
                  rows={data.items}
                  rowKey={(s) => s.id}
                  columns={[
                    {
                      header: 'Setting',
                      cell: (s) => (
                        <>
                          {s.name}
                          <div className={styles.note}>{s.description}</div>
                        </>
                      ),
                    },
                    { header: 'Value', cell: (s) => s.value },
                    { header: 'Recommended', cell: (s) => s.recommended },
                    {
                      header: 'Status',
                      cell: (s) => (
                        <span className={office.badge}>{s.compliant ? '✓ As recommended' : '✗ Differs'}</span>
                      ),
                    },
                  ]}
                />
              </Card>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
