import type { ReportSettings } from '@portal/sdk';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { usePortal } from '../app/portal-context.tsx';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { useShell } from '../shell/shell-context.tsx';
import * as ui from '../ui/styles.css.ts';
import { PageNotFound } from './dynamic-page.tsx';
import * as styles from './simple-pages.css.ts';

/** /billing/dashboard/report/{id}: a custom report. */
export function CustomReportPage() {
  const { id = '' } = useParams();
  const { api } = usePortal();
  const { setPage } = useShell();
  const [report, setReport] = useState<ReportSettings | null>();
  useDocumentTitle(report?.name ?? 'Custom report');
  useEffect(() => setPage({ title: report?.name ?? 'Custom report' }), [setPage, report?.name]);
  useEffect(() => {
    void api.reports.customReportSettings(id).then((result) => setReport(result.ok ? result.data : null));
  }, [api, id]);
  if (report === null) {
    return (
      <>
        <h1>Custom report</h1>
        <PageNotFound />
      </>
    );
  }
  return (
    <>
      <h1>{report?.name ?? 'Custom report'}</h1>
      {report?.description ? <p className={ui.muted}>{report.description}</p> : null}
      <section className={styles.card} aria-label="Report">
        <p>The report opens here with the embedded report view.</p>
      </section>
    </>
  );
}
