import { lazy, Suspense, useCallback } from 'react';
import { useLocation, useParams } from 'react-router';
import { useApiQuery } from '../data/api-query.ts';
import { portalApi } from '../data/portal-endpoints.ts';
import { CUSTOM_REPORT_HEIGHT_OFFSET_PX } from '../features/reports/components/report-keys.ts';
import { FIXED_PAGES } from '../lib/fixed-pages.ts';
import { usePortal } from '../lib/portal-context.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { Progress } from '../ui/progress.tsx';
import { QueryError } from '../ui/query-state.tsx';
import * as ui from '../ui/styles.css.ts';
import { PageNotFound } from './dynamic-page.tsx';

const ReportView = lazy(() => import('../features/reports/components/report-view.tsx'));

/** /billing/dashboard/report/{id}: a custom report, embedded through the custom embed-token calls. */
export function CustomReportPage() {
  const { id = '' } = useParams();
  const { audit } = usePortal();
  const location = useLocation();
  // The report view reads the same settings: one key, one call.
  const query = useApiQuery(portalApi.customReportSettings, [id]);
  const report = query.data;
  const where = `${location.pathname}${location.search}`;
  // The report view, opened or not, is recorded under the report's name (category analytics).
  const onOutcome = useCallback(
    () => audit.analytics({ location: where, name: report?.name, reportId: id }),
    [audit, where, report?.name, id],
  );
  usePageTitle(report?.name ?? FIXED_PAGES.customReport.title, `dashboard/report/${id}`);
  if (query.isError && query.error.status === 404) {
    return (
      <>
        <h1>{FIXED_PAGES.customReport.title}</h1>
        <PageNotFound />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <h1>{FIXED_PAGES.customReport.title}</h1>
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
