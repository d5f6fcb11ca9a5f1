/**
 * Where a cost pipeline finds the cloud's exports, through the clouds' own SDKs: an Azure Storage
 * container (`@azure/storage-blob`: account key or SAS) or an S3-compatible bucket
 * (`@aws-sdk/client-s3`: AWS, Google Cloud Storage's interoperability endpoint with HMAC keys, any
 * S3 server). The same code talks to the real services and to the local emulators (Azurite, the S3
 * server `./portal start` runs); only the settings differ.
 *
 * A storage lists the objects under its directory (prefix), reads a small one as text (a
 * manifest), streams a large one (a CSV part) and reads byte ranges of one (a Parquet file, whose
 * footer says where its rows are): nothing is downloaded whole before the import reads it.
 * A failure becomes a {@link StorageError} that says what failed in words (the address, the
 * container or bucket, the key), never with the secret.
 */
import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  AnonymousCredential,
  ContainerClient,
  type ContainerListBlobFlatSegmentResponse,
  StorageSharedKeyCredential,
} from '@azure/storage-blob';

/** The storage settings of a pipeline (the contract's PipelineStorage), the secret apart. */
export type StorageSettings =
  | {
      kind: 'azure-blob';
      /** 'https://<account>.blob.core.windows.net', or Azurite's 'http://127.0.0.1:10000/devstoreaccount1'. */
      accountUrl: string;
      container: string;
      directory?: string | undefined;
      /** What the secret is: the account's key, or a shared access signature. */
      credential: 'account-key' | 'sas';
    }
  | {
      kind: 's3';
      /** An S3-compatible endpoint ('https://storage.googleapis.com'); AWS's own when absent. */
      endpoint?: string | undefined;
      region: string;
      bucket: string;
      prefix?: string | undefined;
      accessKeyId: string;
    };

/** One object of a storage: its key (relative to the directory), size, ETag and last change. */
export interface StoredObject {
  key: string;
  size: number;
  etag: string;
  lastModified: Date;
}

/** hyparquet's random-access reader over a stored object. */
export interface RangeReader {
  byteLength: number;
  slice(start: number, end?: number): Promise<ArrayBuffer>;
}

export interface ExportStorage {
  /** Where it is, for messages and the run's record: the container's or bucket's address and directory. */
  readonly where: string;
  /** Every object under the directory, keys relative to it. */
  list(): AsyncIterable<StoredObject>;
  text(key: string): Promise<string>;
  stream(key: string): Promise<Readable>;
  ranges(object: StoredObject): RangeReader;
}

export type StorageFailure = 'unreachable' | 'refused-key' | 'no-container' | 'failed';

/** A storage that could not be read, said in words. */
export class StorageError extends Error {
  override name = 'StorageError';
  readonly failure: StorageFailure;
  constructor(failure: StorageFailure, message: string) {
    super(message);
    this.failure = failure;
  }
}

const trimSlashes = (text: string | undefined) => (text ?? '').replace(/^\/+|\/+$/g, '');
const under = (root: string, key: string) => (root ? `${root}/${key}` : key);
const relativeKey = (root: string, key: string) =>
  root && key.startsWith(`${root}/`) ? key.slice(root.length + 1) : key;

/** What a storage SDK's error means, in words naming what failed. */
function storageError(
  error: unknown,
  where: { address: string; container: string; noun: string },
): StorageError {
  const e = error as {
    code?: string;
    name?: string;
    statusCode?: number;
    $metadata?: { httpStatusCode?: number };
    cause?: { code?: string };
  };
  const code = e.code ?? e.cause?.code ?? e.name ?? '';
  const status = e.statusCode ?? e.$metadata?.httpStatusCode;
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|REQUEST_SEND_ERROR/.test(code))
    return new StorageError('unreachable', `The storage at ${where.address} cannot be reached (${code}).`);
  if (/ContainerNotFound|NoSuchBucket/.test(code) || (status === 404 && /Container|Bucket/i.test(code)))
    return new StorageError(
      'no-container',
      `The ${where.noun} '${where.container}' does not exist at ${where.address}.`,
    );
  if (
    status === 403 ||
    /AuthenticationFailed|AuthorizationFailure|InvalidAccessKeyId|SignatureDoesNotMatch|AccessDenied|InvalidAuthenticationInfo/.test(
      code,
    )
  )
    return new StorageError(
      'refused-key',
      `The storage at ${where.address} refused the key for the ${where.noun} '${where.container}' (${code || status}).`,
    );
  return new StorageError(
    'failed',
    `Reading the ${where.noun} '${where.container}' at ${where.address} failed (${code || status || (error as Error).message}).`,
  );
}

/** The account name of a blob endpoint: Azurite's first path segment, or the host's first label. */
function accountName(accountUrl: URL): string {
  const segment = trimSlashes(accountUrl.pathname).split('/')[0];
  return segment || (accountUrl.hostname.split('.')[0] ?? '');
}

function azureStorage(
  settings: Extract<StorageSettings, { kind: 'azure-blob' }>,
  secret: string,
): ExportStorage {
  const url = new URL(settings.accountUrl);
  const base = url.href.replace(/\/+$/, '');
  const root = trimSlashes(settings.directory);
  const where = {
    address: url.origin + trimSlashes(url.pathname).replace(/^(?=.)/, '/'),
    container: settings.container,
    noun: 'container',
  };
  // One retry, soon: a storage that refuses or cannot be reached is said at once, and the next run tries again.
  const options = {
    retryOptions: { maxTries: 2, retryDelayInMs: 200, maxRetryDelayInMs: 1000, tryTimeoutInMs: 30_000 },
  };
  const container =
    settings.credential === 'sas'
      ? new ContainerClient(
          `${base}/${encodeURIComponent(settings.container)}?${secret.replace(/^\?/, '')}`,
          new AnonymousCredential(),
          options,
        )
      : new ContainerClient(
          `${base}/${encodeURIComponent(settings.container)}`,
          new StorageSharedKeyCredential(accountName(url), secret),
          options,
        );
  const fail = (error: unknown) => storageError(error, where);
  return {
    where: `${base}/${settings.container}${root ? `/${root}` : ''}`,
    async *list() {
      try {
        const pages = container
          .listBlobsFlat(root ? { prefix: `${root}/` } : {})
          .byPage({ maxPageSize: 5000 });
        for await (const page of pages as AsyncIterable<ContainerListBlobFlatSegmentResponse>) {
          for (const blob of page.segment.blobItems)
            yield {
              key: relativeKey(root, blob.name),
              size: Number(blob.properties.contentLength ?? 0),
              etag: blob.properties.etag ?? '',
              lastModified: blob.properties.lastModified,
            };
        }
      } catch (error) {
        throw fail(error);
      }
    },
    async text(key) {
      try {
        return (await container.getBlobClient(under(root, key)).downloadToBuffer()).toString('utf8');
      } catch (error) {
        throw fail(error);
      }
    },
    async stream(key) {
      try {
        const answer = await container.getBlobClient(under(root, key)).download();
        return answer.readableStreamBody as Readable;
      } catch (error) {
        throw fail(error);
      }
    },
    ranges(object) {
      const blob = container.getBlobClient(under(root, object.key));
      return {
        byteLength: object.size,
        async slice(start, end = object.size) {
          try {
            const bytes = await blob.downloadToBuffer(start, end - start);
            return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
          } catch (error) {
            throw fail(error);
          }
        },
      };
    },
  };
}

function s3Storage(settings: Extract<StorageSettings, { kind: 's3' }>, secret: string): ExportStorage {
  const root = trimSlashes(settings.prefix);
  const address = settings.endpoint
    ? new URL(settings.endpoint).origin
    : `https://s3.${settings.region}.amazonaws.com`;
  const where = { address, container: settings.bucket, noun: 'bucket' };
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: secret },
    // Reads only: no checksums asked of servers that do not compute them (S3-compatible ones).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
  const fail = (error: unknown) => storageError(error, where);
  const get = async (key: string, range?: string) => {
    try {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket: settings.bucket,
          Key: under(root, key),
          ...(range ? { Range: range } : {}),
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      throw fail(error);
    }
  };
  return {
    where: `${address}/${settings.bucket}${root ? `/${root}` : ''}`,
    async *list() {
      let token: string | undefined;
      do {
        let page: ListObjectsV2CommandOutput;
        try {
          page = await client.send(
            new ListObjectsV2Command({
              Bucket: settings.bucket,
              ...(root ? { Prefix: `${root}/` } : {}),
              ...(token ? { ContinuationToken: token } : {}),
            }),
          );
        } catch (error) {
          throw fail(error);
        }
        for (const object of page.Contents ?? [])
          if (object.Key)
            yield {
              key: relativeKey(root, object.Key),
              size: Number(object.Size ?? 0),
              etag: object.ETag ?? '',
              lastModified: object.LastModified ?? new Date(0),
            };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async text(key) {
      const body = await get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks).toString('utf8');
    },
    stream: (key) => get(key),
    ranges(object) {
      return {
        byteLength: object.size,
        async slice(start, end = object.size) {
          const body = await get(object.key, `bytes=${start}-${end - 1}`);
          const chunks: Buffer[] = [];
          for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
          const bytes = Buffer.concat(chunks);
          return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
        },
      };
    },
  };
}

/** The storage of a pipeline's settings, with its secret (the account key, the SAS, the secret access key). */
export function openStorage(settings: StorageSettings, secret: string): ExportStorage {
  return settings.kind === 'azure-blob' ? azureStorage(settings, secret) : s3Storage(settings, secret);
}

/** A stream of web bytes as a Node stream (for a body the SDK answers as a web stream). */
export const nodeStream = (body: unknown): Readable =>
  body instanceof Readable ? body : Readable.fromWeb(body as import('node:stream/web').ReadableStream);
