import { numberFormat } from '@portal/hooks/money';
import type { ApiError, ConnectionTest } from '@portal/sdk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../../data/api-query.ts';
import { ActionButton } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { dateTime } from '../../../ui/crud/format.ts';
import { formatCount } from '../../../ui/data-table/format-cell.ts';
import * as styles from '../../../ui/page.css.ts';
import { QueryState, refusalMessage } from '../../../ui/query-state.tsx';
import * as ui from '../../../ui/styles.css.ts';
import { settingsApi, useTestAccess, useTestTagAccess } from '../api.ts';

/**
 * Access and reports: the tenants the user reaches, the portal's access test and the tag API's
 * with the tag coverage of the cost data, the system messages, and the tenant's custom reports and
 * dashboards, each linking to its page.
 */
export function AccessSection() {
  return (
    <>
      <ReportsCard />
      <AccessCard />
      <SystemMessagesCard />
    </>
  );
}

function ReportsCard() {
  const reports = useApiQuery(settingsApi.customReports, []);
  const dashboards = useApiQuery(settingsApi.customDashboards, []);
  return (
    <Card title="Custom reports and dashboards" layout="stacked">
      {(
        [
          ['Custom reports', reports],
          ['Custom dashboards', dashboards],
        ] as const
      ).map(([title, query]) => (
        <div key={title}>
          <h3 className={styles.subTitle}>{title}</h3>
          <QueryState
            query={query}
            what={title}
            isEmpty={(list) => list.length === 0}
            empty={`No ${title.toLowerCase()}.`}
          >
            {(list) => (
              <ul>
                {list.map((report) => (
                  <li key={report.id}>
                    <Link
                      className={ui.link}
                      to={`/billing/dashboard/report/${encodeURIComponent(report.id)}`}
                    >
                      {report.name}
                    </Link>
                    {report.description ? ` · ${report.description}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </div>
      ))}
    </Card>
  );
}

/** A button that runs a test call and says what it found, beside it. */
function TestButton({
  label,
  test,
}: {
  label: string;
  test: UseMutationResult<ConnectionTest, ApiError, void>;
}) {
  const statusId = useId();
  return (
    <div className={styles.row}>
      <ActionButton isDisabled={test.isPending} onPress={() => test.mutate()} aria-describedby={statusId}>
        {test.isPending ? 'Testing…' : label}
      </ActionButton>
      <span id={statusId} role="status">
        {test.data ? (
          <span className={test.data.success ? undefined : ui.alertText}>
            <strong>{test.data.success ? 'Works.' : 'Failed.'}</strong> {test.data.message} (
            {dateTime(test.data.checkedAt)})
          </span>
        ) : null}
        {test.error ? (
          <span className={ui.alertText}>The test could not run. {refusalMessage(test.error)}</span>
        ) : null}
      </span>
    </div>
  );
}

function AccessCard() {
  const tenants = useApiQuery(settingsApi.tenants, []);
  const coverage = useApiQuery(settingsApi.tagCoverage, []);
  const accessTest = useTestAccess();
  const tagTest = useTestTagAccess();
  return (
    <Card title="Access" layout="stacked">
      <h3 className={styles.subTitle}>Your tenants</h3>
      <QueryState
        query={tenants}
        what="Your tenants"
        isEmpty={(list) => list.length === 0}
        empty="No tenants."
      >
        {(list) => (
          <ul>
            {list.map((tenant) => (
              <li key={tenant.id}>
                {tenant.displayName}
                {tenant.domain ? ` (${tenant.domain})` : ''}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <h3 className={styles.subTitle}>Tests</h3>
      <TestButton label="Test portal access" test={accessTest} />
      <TestButton label="Test tag access" test={tagTest} />
      <h3 className={styles.subTitle}>Tag coverage</h3>
      <QueryState query={coverage} what="The tag coverage">
        {(c) => (
          <p>
            {formatCount(c.tagged)} resources tagged (
            {numberFormat(undefined, { style: 'currency', currency: c.currency }).format(c.taggedCost)}
            ), {formatCount(c.untagged)} untagged (
            {numberFormat(undefined, { style: 'currency', currency: c.currency }).format(c.untaggedCost)}
            ).
          </p>
        )}
      </QueryState>
    </Card>
  );
}

const SEVERITY = { info: 'Information', warning: 'Warning', error: 'Error' } as const;

function SystemMessagesCard() {
  const messages = useApiQuery(settingsApi.systemMessages, []);
  return (
    <Card title="System messages" layout="stacked">
      <QueryState
        query={messages}
        what="System messages"
        isEmpty={(list) => list.length === 0}
        empty="No system messages."
      >
        {(list) => (
          <ul>
            {list.map((message) => (
              <li key={message.id}>
                <strong>{SEVERITY[message.severity]}:</strong> {message.text}
                {message.validFrom || message.validTo ? (
                  <span className={ui.muted}>
                    {' '}
                    ({message.validFrom ? `from ${dateTime(message.validFrom)}` : ''}
                    {message.validFrom && message.validTo ? ' ' : ''}
                    {message.validTo ? `until ${dateTime(message.validTo)}` : ''})
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
