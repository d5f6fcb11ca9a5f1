import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { usePortal } from '../lib/portal-context.tsx';
import { useShell } from '../lib/shell-context.tsx';
import { useApiQuery } from '../lib/use-api-query.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { Progress } from '../ui/progress.tsx';
import { QueryError } from '../ui/query-state.tsx';
import * as ui from '../ui/styles.css.ts';
import { PageNotFound } from './dynamic-page.tsx';

const ReportView = lazy(() => import('../reports/report-view.tsx'));

/** /billing/dashboard/report/{id}: a custom report, embedded through the custom embed-token calls. */
export function CustomReportPage() {
  const { id = '' } = useParams();
  const { api } = usePortal();
  const { setPage } = useShell();
  const query = useApiQuery(['custom-report', id], (signal) =>
    api.reports.customReportSettings(id, { signal }),
  );
  const report = query.data;
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
        <ReportView source={{ customId: id }} pageName={`dashboard/report/${id}`} tabName="" />
      </Suspense>
    </>
  );
}
