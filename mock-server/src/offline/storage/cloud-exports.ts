/**
 * FOCUS exports written into a storage the way the clouds write them, for the emulators of the
 * offline world and the tests (never in production, where the clouds write them):
 *
 * - {@link azureExportRun}: an Azure Cost Management export run,
 *   `<directory>/<export>/<YYYYMMDD-YYYYMMDD>/<run id>/manifest.json` beside its gzip CSV parts,
 *   the manifest in the shape the FinOps toolkit documents (exportConfig, deliveryConfig, runInfo,
 *   blobs with blobName, byteCount and dataRowCount);
 * - {@link awsExportDelivery}: an AWS Data Exports delivery, the parts under
 *   `<prefix>/<export>/data/BILLING_PERIOD=YYYY-MM/` and the manifest under
 *   `<prefix>/<export>/metadata/BILLING_PERIOD=YYYY-MM/<export>-Manifest.json` listing them as S3 URIs.
 *
 * {@link putObjects} writes them through the clouds' own SDKs (a container or bucket made first).
 */
import { gzipSync } from 'node:zlib';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ContainerClient, StorageSharedKeyCredential } from '@azure/storage-blob';
import { AZURITE_ACCOUNT, S3RVER_ACCOUNT } from './emulators.ts';

export interface StorageObject {
  key: string;
  body: Uint8Array;
}

const join = (...parts: (string | undefined)[]) => parts.filter((p) => p).join('/');
const compact = (day: string) => day.replaceAll('-', '');
const rowsOf = (csv: string) => Math.max(0, csv.trim().split(/\r?\n/).length - 1);

/** The last day of a month 'YYYY-MM', as 'YYYY-MM-DD'. */
export const lastDayOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** One run of an Azure Cost Management FOCUS export of a month, its parts gzip CSV. */
export function azureExportRun(options: {
  directory?: string;
  exportName: string;
  /** The month 'YYYY-MM' the run covers (a month-to-date run of the current month too). */
  month: string;
  runId: string;
  /** When it was submitted (ISO). */
  submitted: string;
  /** The CSV text of each part (header and rows). */
  parts: string[];
}): StorageObject[] {
  const { month, runId } = options;
  const period = `${compact(`${month}-01`)}-${compact(lastDayOf(month))}`;
  const stamp = options.submitted.replace(/[-:T]/g, '').slice(0, 12);
  const folder = join(options.directory, options.exportName, period, stamp, runId);
  const parts = options.parts.map((csv, i) => ({
    key: join(folder, `part_0_${String(i + 1).padStart(4, '0')}.csv.gz`),
    body: gzipSync(csv),
    rows: rowsOf(csv),
  }));
  const manifest = {
    manifestVersion: '2024-04-01',
    byteCount: parts.reduce((n, p) => n + p.body.byteLength, 0),
    blobCount: parts.length,
    dataRowCount: parts.reduce((n, p) => n + p.rows, 0),
    exportConfig: {
      exportName: options.exportName,
      resourceId: `/providers/Microsoft.Billing/billingAccounts/87654321/providers/Microsoft.CostManagement/exports/${options.exportName}`,
      dataVersion: '1.0r2',
      apiVersion: '2025-03-01',
      type: 'FocusCost',
      timeFrame: 'MonthToDate',
      granularity: 'Daily',
    },
    deliveryConfig: {
      partitionData: true,
      dataOverwriteBehavior: 'OverwritePreviousReport',
      fileFormat: 'Csv',
      compressionMode: 'Gzip',
      containerUri:
        '/subscriptions/5a1f0000-0000-4000-8000-000000000001/resourceGroups/rg-finops/providers/Microsoft.Storage/storageAccounts/costexports',
      rootFolderPath: options.directory ?? '',
    },
    runInfo: {
      executionType: 'Scheduled',
      submittedTime: options.submitted,
      runId,
      startDate: `${month}-01T00:00:00`,
      endDate: `${lastDayOf(month)}T00:00:00`,
    },
    blobs: parts.map((p) => ({ blobName: p.key, byteCount: p.body.byteLength, dataRowCount: p.rows })),
  };
  return [
    ...parts.map(({ key, body }) => ({ key, body })),
    { key: join(folder, 'manifest.json'), body: Buffer.from(JSON.stringify(manifest, null, 2)) },
  ];
}

/** One delivery of an AWS Data Exports FOCUS export for a billing period, its parts gzip CSV. */
export function awsExportDelivery(options: {
  bucket: string;
  prefix?: string;
  exportName: string;
  month: string;
  executionId: string;
  parts: string[];
}): StorageObject[] {
  const partition = `BILLING_PERIOD=${options.month}`;
  const root = join(options.prefix, options.exportName);
  const parts = options.parts.map((csv, i) => ({
    key: join(root, 'data', partition, `${options.exportName}-${String(i + 1).padStart(5, '0')}.csv.gz`),
    body: gzipSync(csv),
  }));
  const header = (options.parts[0] ?? '').split(/\r?\n/)[0]?.split(',') ?? [];
  const manifest = {
    executionId: options.executionId,
    exportArn: `arn:aws:bcm-data-exports:us-east-1:111122223333:export/${options.exportName}-0a1b2c3d`,
    columns: header.map((name) => ({
      name,
      type: /Cost$|Price$|Quantity$/.test(name) ? 'decimal(38,15)' : 'string',
    })),
    dataFiles: parts.map((p) => `s3://${options.bucket}/${p.key}`),
    additionalOutputFiles: [],
  };
  return [
    ...parts,
    {
      key: join(root, 'metadata', partition, `${options.exportName}-Manifest.json`),
      body: Buffer.from(JSON.stringify(manifest)),
    },
  ];
}

export type ObjectTarget =
  | { kind: 'azure-blob'; accountUrl: string; container: string; accountKey?: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
    };

/** Writes the objects into a container or a bucket (made when missing), through the clouds' SDKs. */
export async function putObjects(target: ObjectTarget, objects: StorageObject[]): Promise<void> {
  if (target.kind === 'azure-blob') {
    const account = new URL(target.accountUrl).pathname.split('/')[1] || AZURITE_ACCOUNT.name;
    const container = new ContainerClient(
      `${target.accountUrl.replace(/\/+$/, '')}/${target.container}`,
      new StorageSharedKeyCredential(account, target.accountKey ?? AZURITE_ACCOUNT.key),
    );
    await container.createIfNotExists();
    for (const o of objects) await container.getBlockBlobClient(o.key).uploadData(o.body);
    return;
  }
  const client = new S3Client({
    region: target.region ?? 'us-east-1',
    endpoint: target.endpoint,
    forcePathStyle: true,
    credentials: {
      accessKeyId: target.accessKeyId ?? S3RVER_ACCOUNT.accessKeyId,
      secretAccessKey: target.secretAccessKey ?? S3RVER_ACCOUNT.secretAccessKey,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    // The bucket made when missing (one this account has already is fine).
    await client
      .send(new CreateBucketCommand({ Bucket: target.bucket }))
      .catch((error: { name?: string }) => {
        if (!/BucketAlready(OwnedByYou|Exists)/.test(error.name ?? '')) throw error;
      });
    for (const o of objects)
      await client.send(new PutObjectCommand({ Bucket: target.bucket, Key: o.key, Body: o.body }));
  } finally {
    client.destroy();
  }
}
