/**
 * The deliveries of a cloud's FOCUS exports in a storage, found from its listing, and each
 * delivery as the tables the import reads (streamed from the storage, never downloaded whole):
 *
 * - Azure Cost Management: `<export>/<YYYYMMDD-YYYYMMDD>/<run id>/manifest.json` beside its parts.
 *   A delivery is an export's period; a later run of the same period (a month-to-date export runs
 *   every day) supersedes the earlier ones, so only the newest run of each period is a candidate.
 * - AWS Data Exports: `<export>/metadata/BILLING_PERIOD=YYYY-MM/<export>-Manifest.json`, its parts
 *   under `<export>/data/BILLING_PERIOD=YYYY-MM/`; each delivery overwrites its period (a new ETag).
 * - No manifest (Google's sharded export to Cloud Storage): every folder holding data files.
 *
 * A delivery's `version` changes when it is delivered again (another run id, another ETag of its
 * manifest or of its files): the runner loads a version once (pipelines.ts), and the import
 * replaces the billing periods it holds, as a re-import of a file does.
 */
import { createHash } from 'node:crypto';
import { readCsv } from '../import/csv.ts';
import { FocusImportError } from '../import/errors.ts';
import {
  type ExportLayout,
  folderDataset,
  isDataFile,
  isManifest,
  listedFiles,
  segments,
} from '../import/export-folder.ts';
import { type FocusDatasetId, otherDataset } from '../import/focus-datasets.ts';
import type { FocusTable } from '../import/import-service.ts';
import { readParquet } from '../import/parquet.ts';
import { formatOf, gunzipped } from '../import/sources.ts';
import type { ExportStorage, StoredObject } from './storage.ts';

export interface DeliveryFile {
  object: StoredObject;
  dataset: FocusDatasetId | undefined;
}

export interface Delivery {
  /** What it delivers, stable across re-deliveries: the export and its period, or the folder. */
  id: string;
  /** Changes when it is delivered again: the run, the manifest's ETag, the files' ETags. */
  version: string;
  layout: ExportLayout;
  /** The manifest followed, relative to the storage's directory. */
  manifest?: string;
  files: DeliveryFile[];
  /** When it was delivered (its manifest's or newest file's last change). */
  deliveredAt: Date;
}

/** How many folders above a manifest its listed files are looked for (AWS keeps data beside `metadata/`). */
const PARENTS = 3;

const folderOf = (key: string) => key.split('/').slice(0, -1).join('/');
const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The id of a manifest's delivery: its path up to the period folder (Azure's dates, AWS's BILLING_PERIOD=). */
function deliveryIdOf(manifestKey: string): string {
  const parts = manifestKey.split('/').slice(0, -1);
  const period = parts.findIndex((p) => /^\d{8}-\d{8}$/.test(p) || /^BILLING_PERIOD=/i.test(p));
  return period >= 0 ? parts.slice(0, period + 1).join('/') : parts.join('/');
}

/** Where a listed file is among the keys: the longest end of its path under the manifest's folder or a parent. */
function locate(
  listed: string,
  manifestKey: string,
  keys: ReadonlyMap<string, StoredObject>,
): StoredObject | undefined {
  const parts = segments(listed);
  const bases = [folderOf(manifestKey)];
  for (let i = 0; i < PARENTS; i += 1) bases.push(folderOf(bases[bases.length - 1] as string));
  for (let take = parts.length; take >= 1; take -= 1) {
    for (const base of bases) {
      const candidate = [base, ...parts.slice(parts.length - take)].filter((p) => p !== '').join('/');
      const found = keys.get(candidate);
      if (found) return found;
    }
  }
  return undefined;
}

/** The time folder of an Azure run (`<period>/<YYYYMMDDHHmm>/<run id>/`), when the layout has one. */
const runStamp = (key: string) => segments(key).find((part) => /^\d{12}$/.test(part));

/**
 * Whether a manifest is a newer run of its period than another: by the runs' time folders when
 * both have one (a run written later may be an older one re-copied), else by the last change,
 * two of the same instant by the later name.
 */
function newer(a: StoredObject, b: StoredObject): boolean {
  const [x, y] = [runStamp(a.key), runStamp(b.key)];
  if (x && y && x !== y) return x > y;
  if (+a.lastModified !== +b.lastModified) return a.lastModified > b.lastModified;
  return a.key > b.key;
}

/** A manifest's delivery: the files it lists, found in the listing; refuses one that cannot be followed. */
async function manifestDelivery(
  storage: ExportStorage,
  manifest: StoredObject,
  keys: ReadonlyMap<string, StoredObject>,
): Promise<Delivery> {
  const refuse = (reason: string) => new FocusImportError('bad-export', reason, { file: manifest.key });
  let parsed: unknown;
  try {
    parsed = JSON.parse(await storage.text(manifest.key));
  } catch (error) {
    if (error instanceof SyntaxError) throw refuse(`the manifest is not JSON (${error.message})`);
    throw error;
  }
  const found = listedFiles(parsed);
  if (!found) throw refuse('the manifest lists no data files (no blobs, dataFiles or reportKeys)');
  const files = found.listed.map(({ path, dataset }) => {
    const object = locate(path, manifest.key, keys);
    if (!object) throw refuse(`the manifest lists ${path}, which is not in the storage`);
    if (!isDataFile(object.key.split('/').pop() ?? ''))
      throw refuse(`the manifest lists ${path}, which is neither CSV, gzip CSV nor Parquet`);
    return { object, dataset: dataset ?? folderDataset(path) };
  });
  return {
    id: deliveryIdOf(manifest.key),
    version: `${folderOf(manifest.key)}@${manifest.etag}`,
    layout: found.layout,
    manifest: manifest.key,
    files,
    deliveredAt: manifest.lastModified,
  };
}

/**
 * The deliveries in a storage, the newest of each, ordered by what they deliver. A manifest that
 * cannot be followed refuses the listing (the run says which and why).
 */
export async function findDeliveries(storage: ExportStorage): Promise<Delivery[]> {
  const keys = new Map<string, StoredObject>();
  for await (const object of storage.list()) keys.set(object.key, object);
  const manifests = [...keys.values()].filter((o) => isManifest(o.key.split('/').pop() ?? ''));
  const newest = new Map<string, StoredObject>();
  for (const manifest of manifests) {
    const id = deliveryIdOf(manifest.key);
    const seen = newest.get(id);
    if (!seen || newer(manifest, seen)) newest.set(id, manifest);
  }
  const deliveries: Delivery[] = [];
  for (const manifest of newest.values()) deliveries.push(await manifestDelivery(storage, manifest, keys));
  if (manifests.length === 0) {
    // Without a manifest: each folder holding data files is one delivery.
    const folders = new Map<string, StoredObject[]>();
    for (const object of keys.values())
      if (isDataFile(object.key.split('/').pop() ?? ''))
        folders.set(folderOf(object.key), [...(folders.get(folderOf(object.key)) ?? []), object]);
    for (const [folder, objects] of folders) {
      const files = objects.sort((a, b) => (a.key < b.key ? -1 : 1));
      deliveries.push({
        id: folder,
        version: hash(files.map((f) => `${f.key} ${f.etag}`).join('\n')),
        layout: 'folder',
        files: files.map((object) => ({ object, dataset: folderDataset(object.key) })),
        deliveredAt: new Date(Math.max(...files.map((f) => +f.lastModified))),
      });
    }
  }
  return deliveries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The table of one stored file, its format told by its first bytes; CSV streams, Parquet reads ranges. */
async function storedTable(storage: ExportStorage, file: DeliveryFile): Promise<FocusTable> {
  const name = file.object.key;
  const ranges = storage.ranges(file.object);
  const head = new Uint8Array(
    file.object.size === 0 ? new ArrayBuffer(0) : await ranges.slice(0, Math.min(4, file.object.size)),
  );
  const format = formatOf(head);
  const dataset = file.dataset ? { dataset: file.dataset } : {};
  if (format === 'parquet') return { name, position: 'row', records: readParquet(ranges), ...dataset };
  const stream = await storage.stream(name);
  return {
    name,
    position: 'line',
    records: readCsv(format === 'csv.gz' ? gunzipped(stream) : stream),
    ...dataset,
  };
}

/** A delivery's tables for the import, each opened as the import reaches it; other datasets passed over unopened. */
export async function* deliveryTables(
  storage: ExportStorage,
  delivery: Delivery,
): AsyncGenerator<FocusTable> {
  for (const file of delivery.files) {
    if (otherDataset(file.dataset)) yield { name: file.object.key, dataset: file.dataset, records: [] };
    else yield await storedTable(storage, file);
  }
}
