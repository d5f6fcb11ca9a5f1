import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useApiQuery } from '../data/use-api-query.ts';
import {
  CUSTOM_REPORT_HEIGHT_OFFSET_PX,
  customReportKey,
} from '../features/reports/components/report-keys.ts';
import { usePortal } from '../lib/portal-context.tsx';
import { useShell } from '../lib/shell-context.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { Progress } from '../ui/progress.tsx';
import { QueryError } from '../ui/query-state.tsx';
import * as ui from '../ui/styles.css.ts';
import { PageNotFound } from './dynamic-page.tsx';

const ReportView = lazy(() => import('../features/reports/components/report-view.tsx'));

/** /billing/dashboard/report/{id}: a custom report, embedded through the custom embed-token calls. */
export function CustomReportPage() {
  const { id = '' } = useParams();
  const { api, audit } = usePortal();
  const { setPage } = useShell();
  const location = useLocation();
  const query = useApiQuery(customReportKey(id), (signal) =>
    api.reports.customReportSettings(id, { signal }),
  );
  const report = query.data;
  const where = `${location.pathname}${location.search}`;
  // The report view, opened or not, is recorded under the report's name (category analytics).
  const onOutcome = useCallback(
    () => audit.analytics({ location: where, name: report?.name, reportId: id }),
    [audit, where, report?.name, id],
  );
  useDocumentTitle(report?.name ?? 'Custom report');
  useEffect(() => setPage({ title: report?.name ?? 'Custom report' }), [setPage, report?.name]);
  if (query.isError && query.error.status === 404) {
    return (
      <>
        <h1>Custom report</h1>
        <PageNotFound />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <h1>Custom report</h1>
        <QueryError error={query.error} what="The report" onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!report) return <Progress label="Loading the report" />;
  return (
    <>
      <h1>{report.name}</h1>
      {report.description ? <p className={ui.muted}>{report.description}</p> : null}
      <Suspense fallback={<Progress label="Loading the report" />}>
        <ReportView
          source={{ customId: id }}
          pageName={`dashboard/report/${id}`}
          tabName=""
          heightOffset={CUSTOM_REPORT_HEIGHT_OFFSET_PX}
          onOutcome={onOutcome}
        />
      </Suspense>
    </>
  );
}
