import type { ServiceHealthEvent, ServiceStatus } from '@portal/sdk';
import { useApiQuery } from '../../../data/api-query.ts';
import type { ScreenProps } from '../../../lib/screen.ts';
import * as office from '../../../ui/common.css.ts';
import { dateTime } from '../../../ui/crud/format.ts';
import { KpiTiles } from '../../../ui/kpi-tiles.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import * as styles from '../../../ui/screen.css.ts';
import { ScrollRegion } from '../../../ui/scroll-region.tsx';
import * as ui from '../../../ui/styles.css.ts';
import { operationsApi } from '../api.ts';

const STATUS: Record<ServiceStatus['status'], string> = {
  outage: 'Outage',
  degraded: 'Degraded',
  advisory: 'Advisory',
  operational: 'Operational',
};
const IMPACT: Record<ServiceHealthEvent['impact'], string> = {
  outage: 'Service unavailable',
  degradation: 'Service degraded',
  information: 'Information',
};

function EventItem({ event }: { event: ServiceHealthEvent }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{event.title}</h3>
      <p className={styles.note}>
        <span className={office.badge}>{event.type === 'incident' ? 'Incident' : 'Advisory'}</span>{' '}
        <span className={office.badge}>{event.status === 'active' ? 'Active' : 'Resolved'}</span>{' '}
        {event.service} · {IMPACT[event.impact]}
      </p>
      <p>{event.summary}</p>
      <p className={styles.note}>
        Started {dateTime(event.startedAt)}
        {event.resolvedAt
          ? `, resolved ${dateTime(event.resolvedAt)}`
          : `, updated ${dateTime(event.updatedAt)}`}
        .
      </p>
    </li>
  );
}

/** Incidents and advisories of the cloud services the tenant uses, with a status per service. */
export default function ServiceHealthScreen({ title }: ScreenProps) {
  const query = useApiQuery(operationsApi.serviceHealth, []);
  return (
    <section className={styles.screen} aria-label={title}>
      <QueryState
        query={query}
        what="Service health"
        isEmpty={(data) => data.services.length === 0 && data.events.length === 0}
        empty="No services to report on yet."
      >
        {(data) => {
          const active = data.events.filter((e) => e.status === 'active');
          const resolved = data.events.filter((e) => e.status === 'resolved');
          const affected = data.services.filter((s) => s.status !== 'operational');
          return (
            <>
              <KpiTiles
                tiles={[
                  {
                    label: 'Services',
                    value: data.services.length,
                    note: `${affected.length} with active issues`,
                  },
                  {
                    label: 'Active incidents',
                    value: active.filter((e) => e.type === 'incident').length,
                  },
                  { label: 'Active advisories', value: active.filter((e) => e.type === 'advisory').length },
                ]}
              />
              <div className={styles.card}>
                <ScrollRegion className={ui.tableScroll} label="Status per service, table">
                  <table className={styles.table}>
                    <caption className={styles.cardTitle}>Status per service</caption>
                    <thead>
                      <tr>
                        <th scope="col" className={styles.cell}>
                          Service
                        </th>
                        <th scope="col" className={styles.cell}>
                          Status
                        </th>
                        <th scope="col" className={styles.amountCell}>
                          Active incidents
                        </th>
                        <th scope="col" className={styles.amountCell}>
                          Active advisories
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.services.map((service) => (
                        <tr key={service.service}>
                          <th scope="row" className={styles.cell}>
                            {service.service}
                          </th>
                          <td className={styles.cell}>{STATUS[service.status]}</td>
                          <td className={styles.amountCell}>{service.activeIncidents}</td>
                          <td className={styles.amountCell}>{service.activeAdvisories}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              </div>
              <h2 className={styles.cardTitle}>Active incidents and advisories</h2>
              {active.length ? (
                <ul className={styles.list} aria-label="Active incidents and advisories">
                  {active.map((event) => (
                    <EventItem key={event.id} event={event} />
                  ))}
                </ul>
              ) : (
                <p className={styles.note}>Every service is running normally.</p>
              )}
              <h2 className={styles.cardTitle}>Resolved</h2>
              {resolved.length ? (
                <ul className={styles.list} aria-label="Resolved incidents and advisories">
                  {resolved.map((event) => (
                    <EventItem key={event.id} event={event} />
                  ))}
                </ul>
              ) : (
                <p className={styles.note}>Nothing was resolved recently.</p>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
