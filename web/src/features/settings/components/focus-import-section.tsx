import { dateTimeFormat, formatAmount, numberFormat } from '@portal/hooks/money';
import type { FocusImportResult, UploadProgress } from '@portal/sdk';
import { useRef, useState } from 'react';
import { FileTrigger, ProgressBar } from 'react-aria-components';
import { useApiQuery } from '../../../data/api-query.ts';
import { ActionButton } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import * as styles from '../../../ui/page.css.ts';
import { errorMessage, QueryState } from '../../../ui/query-state.tsx';
import { ScrollRegion } from '../../../ui/scroll-region.tsx';
import * as ui from '../../../ui/styles.css.ts';
import { settingsApi, useImportFocus } from '../api.ts';

/** What the upload accepts: the files the clouds write (CSV, gzip CSV, Parquet). */
const EXPORT_FILE_TYPES = [
  '.csv',
  '.gz',
  '.parquet',
  'text/csv',
  'application/gzip',
  'application/vnd.apache.parquet',
];

/**
 * The FOCUS upload of the settings page: an export file from Azure, AWS or Google Cloud (CSV, gzip
 * CSV or Parquet) goes into the tenant's cost data. While it uploads a progress bar counts the
 * bytes sent, then shows the import going on; the answer says how many rows came in and their
 * sums, a refusal names the line and column, and nothing of it is stored.
 */
export function FocusImportSection() {
  const [file, setFile] = useState<File>();
  const [sent, setSent] = useState<UploadProgress>();
  const status = useRef<HTMLDivElement>(null);
  const imports = useApiQuery(settingsApi.focusImports, []);
  // Every cost figure may have changed: they are read again after an import.
  const upload = useImportFocus({ onSettled: () => status.current?.focus() });

  return (
    <Card title="Cost data" layout="stacked">
      <p>
        Import a FOCUS 1.0–1.4 cost export from Azure Cost Management, AWS Data Exports or Google Cloud: CSV
        (.csv), gzip CSV (.csv.gz) or Parquet (.parquet), up to 100 MiB. A billing period imported again
        replaces the earlier import of that period.
      </p>
      <div className={styles.row}>
        <FileTrigger
          acceptedFileTypes={EXPORT_FILE_TYPES}
          onSelect={(files) => {
            const chosen = files?.[0];
            if (chosen) {
              setFile(chosen);
              upload.reset();
            }
          }}
        >
          <ActionButton isDisabled={upload.isPending}>Choose an export file</ActionButton>
        </FileTrigger>
        <span>{file ? `${file.name} (${bytes(file.size)})` : 'No file chosen'}</span>
        <ActionButton
          variant="primary"
          isDisabled={!file || upload.isPending}
          onPress={() => {
            if (!file) return;
            setSent(undefined);
            upload.mutate({ file, onProgress: setSent });
          }}
        >
          Import
        </ActionButton>
      </div>
      <div ref={status} tabIndex={-1} aria-live="polite">
        {upload.isPending && file ? <UploadProgressBar file={file} sent={sent} /> : null}
        {upload.isSuccess ? <ImportReceipt result={upload.data} /> : null}
        {upload.isError ? (
          <div role="alert" className={ui.errorBox}>
            <p>{errorMessage(upload.error)}</p>
            <p>Nothing of the file was imported. Correct it and import it again.</p>
          </div>
        ) : null}
      </div>
      <h3 className={styles.subTitle}>Imported exports</h3>
      <QueryState
        query={imports}
        what="Imported exports"
        isEmpty={(list) => list.length === 0}
        empty="No export imported yet."
      >
        {(list) => (
          <ScrollRegion className={ui.tableScroll} label="Imported files, table">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.cell}>File</th>
                  <th className={styles.cell}>Rows</th>
                  <th className={styles.cell}>Imported</th>
                </tr>
              </thead>
              <tbody>
                {list.map((i) => (
                  <tr key={i.id}>
                    <td className={styles.cell}>{i.fileName}</td>
                    <td className={styles.cell}>{numberFormat().format(i.rows)}</td>
                    <td className={styles.cell}>
                      {dateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
                        new Date(i.createdAt),
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </QueryState>
    </Card>
  );
}

/** A size in kilobytes, as the user's locale writes it. */
const bytes = (value: number) =>
  numberFormat(undefined, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    Math.ceil(value / 1024),
  );

/** The bytes of the file sent so far; once all are sent, the import on the server (of unknown length). */
export function UploadProgressBar({ file, sent }: { file: File; sent: UploadProgress | undefined }) {
  const uploading = !sent || sent.loaded < sent.total;
  const label = uploading ? `Uploading ${file.name}` : `Importing ${file.name}`;
  return (
    <ProgressBar
      {...(uploading
        ? {
            value: sent?.loaded ?? 0,
            maxValue: sent?.total || file.size || 1,
            valueLabel: `${bytes(sent?.loaded ?? 0)} of ${bytes(sent?.total || file.size)} sent`,
          }
        : { isIndeterminate: true })}
      aria-label={label}
      className={ui.progress}
    >
      {({ percentage }) => (
        <>
          <div className={ui.progressTrack}>
            {uploading ? (
              <div className={ui.progressFillValue} style={{ width: `${percentage ?? 0}%` }} />
            ) : (
              <div className={ui.progressFill} />
            )}
          </div>
          <span>
            {uploading
              ? `Uploading ${file.name}: ${bytes(sent?.loaded ?? 0)} of ${bytes(sent?.total || file.size)} sent…`
              : `Importing ${file.name}…`}
          </span>
        </>
      )}
    </ProgressBar>
  );
}

function ImportReceipt({ result }: { result: FocusImportResult }) {
  return (
    <div role="status">
      <p>
        Imported {numberFormat().format(result.rows)} {result.rows === 1 ? 'row' : 'rows'} of{' '}
        {result.fileName}
        {result.replacedRows > 0
          ? `, replacing ${numberFormat().format(result.replacedRows)} rows imported before`
          : ''}
        .
      </p>
      <ul>
        {result.sums.map((sum) => (
          <li key={sum.currency}>
            {sum.currency}: billed {formatAmount(sum.billed, sum.currency)}, effective{' '}
            {formatAmount(sum.effective, sum.currency)}, list {formatAmount(sum.list, sum.currency)}
          </li>
        ))}
      </ul>
    </div>
  );
}
