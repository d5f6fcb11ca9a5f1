/**
 * The data files of a cloud's FOCUS export folder, in the order the import reads them:
 *
 * - Azure Cost Management (exports with file partitioning): a `manifest.json` in each run's folder
 *   beside its parts (`part_0_0001.csv`, `.csv.gz`, `.snappy.parquet`), listing them under
 *   `blobs[].blobName` (a path in the storage container) with `exportConfig`, `deliveryConfig` and
 *   `runInfo` (the shape the FinOps toolkit documents, docs-mslearn/toolkit/hubs/data-processing.md).
 * - AWS Data Exports: `<export>/metadata/<partition>/<export>-Manifest.json` listing the parts under
 *   `dataFiles` as S3 URIs (`s3://bucket/prefix/<export>/data/BILLING_PERIOD=2025-03/<export>-00001.csv.gz`,
 *   AWS's "Data Exports manifest file reference"); legacy CUR manifests list `reportKeys`.
 * - Without a manifest (Google's BigQuery export to Cloud Storage, `focus-000000000000.csv`, ...):
 *   every `.csv`, `.csv.gz` and `.parquet` file directly in the folder, in name order, then those
 *   of its folders named after a FOCUS dataset (a FOCUS 1.4 export: `CostAndUsage/`,
 *   `invoice_detail/`, `BillingPeriod/`, ...).
 *
 * FOCUS 1.4 splits an export into datasets (cost and usage, invoice detail, billing period,
 * contract commitment): each file's dataset, when the export names it (a manifest entry's own
 * field, or the folder the file lies in), goes with the file; the import reads cost and usage and
 * passes the others over (it also knows them by their columns, `focus-datasets.ts`).
 *
 * A listed blob, URI or key is found in the folder by the longest end of its path that exists
 * under the manifest's folder or one of its parents (AWS keeps data beside `metadata/`).
 */
import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { FocusImportError } from './errors.ts';
import { datasetNamed, type FocusDatasetId } from './focus-datasets.ts';

export type ExportLayout = 'azure' | 'aws' | 'folder';

export interface ExportFiles {
  layout: ExportLayout;
  /** The manifest read, relative to the folder. */
  manifest?: string;
  /** The data files, absolute, in the order to read them. */
  files: string[];
  /**
   * Per file, the FOCUS dataset the export says it holds (FOCUS 1.4 splits an export into
   * datasets): named by its manifest entry or by the folder it lies in (`InvoiceDetail/`,
   * `invoice_detail/`); undefined when the export does not say.
   */
  datasets: (FocusDatasetId | undefined)[];
}

/** A data file by its name: CSV, gzip CSV or Parquet. */
export const isDataFile = (name: string) => /\.(csv|csv\.gz|parquet)$/i.test(name) && !name.startsWith('.');

/** An export manifest by its name: Azure's `manifest.json`, AWS's `<export>-Manifest.json`. */
export const isManifest = (name: string) => /(^|-)manifest\.json$/i.test(name);

/** How deep below the folder manifests are looked for (AWS: metadata/BILLING_PERIOD=.../<run>/). */
const MANIFEST_DEPTH = 5;
/** How many folders above a manifest its listed files are looked for. */
const PARENTS = 3;

/** The manifests in `folder` and (up to {@link MANIFEST_DEPTH} levels) below it, in name order. */
async function findManifests(folder: string, depth = 0): Promise<string[]> {
  const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const here = entries.filter((e) => e.isFile() && isManifest(e.name)).map((e) => join(folder, e.name));
  if (here.length > 0 || depth >= MANIFEST_DEPTH) return here;
  const below: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory() && !entry.name.startsWith('.'))
      below.push(...(await findManifests(join(folder, entry.name), depth + 1)));
  }
  return below;
}

const shown = (folder: string, path: string) => relative(folder, path).split(sep).join('/');

/** A file a manifest lists: its path as written, and the dataset its entry names, if any. */
export interface Listed {
  path: string;
  dataset: FocusDatasetId | undefined;
}

/** The dataset a manifest entry names in a field of its own ('dataset', 'FocusDatasetId', ...). */
function entryDataset(entry: Record<string, unknown>): FocusDatasetId | undefined {
  for (const key of ['FocusDatasetId', 'focusDatasetId', 'datasetId', 'dataset', 'type']) {
    const value = entry[key];
    if (typeof value === 'string') {
      const dataset = datasetNamed(value);
      if (dataset) return dataset;
    }
  }
  return undefined;
}

/** The files a manifest lists, as written in it, and whose export it is. */
export function listedFiles(manifest: unknown): { layout: 'azure' | 'aws'; listed: Listed[] } | undefined {
  if (!manifest || typeof manifest !== 'object') return undefined;
  const { blobs, dataFiles, reportKeys } = manifest as Record<string, unknown>;
  if (Array.isArray(blobs)) {
    const listed = blobs.map((blob) => {
      const b = (blob ?? {}) as Record<string, unknown>;
      return { path: b.blobName ?? b.blobLink ?? b.name, dataset: entryDataset(b) };
    });
    if (listed.every((b) => typeof b.path === 'string'))
      return { layout: 'azure', listed: listed as Listed[] };
  }
  for (const list of [dataFiles, reportKeys]) {
    if (Array.isArray(list) && list.every((f) => typeof f === 'string'))
      return { layout: 'aws', listed: list.map((path: string) => ({ path, dataset: undefined })) };
  }
  return undefined;
}

/** The dataset a file's folders name ('.../InvoiceDetail/part-0.csv'), the nearest first. */
export function folderDataset(path: string): FocusDatasetId | undefined {
  const parts = path.split(/[\\/]/).slice(0, -1).reverse();
  for (const part of parts) {
    const dataset = datasetNamed(part) ?? datasetNamed(part.replace(/^focus[_-]?(?=.)/i, ''));
    if (dataset) return dataset;
  }
  return undefined;
}

/** The path segments of a listed file: an S3 or blob URL without its bucket or host, a plain path. */
export function segments(listed: string): string[] {
  const url = /^[a-z][a-z0-9+.-]*:\/\/[^/]*\/([^?#]*)/i.exec(listed);
  const path = url ? (url[1] as string) : listed;
  return path
    .split('/')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    })
    .filter((s) => s !== '' && s !== '.' && s !== '..');
}

const isFile = async (path: string) => (await stat(path).catch(() => undefined))?.isFile() ?? false;

/** Where a listed file is: the longest end of its path found under the manifest's folder or a parent. */
async function locate(listed: string, manifestFolder: string): Promise<string | undefined> {
  const parts = segments(listed);
  const bases = [manifestFolder];
  for (let i = 0; i < PARENTS; i += 1) bases.push(dirname(bases[bases.length - 1] as string));
  for (let take = parts.length; take >= 1; take -= 1) {
    for (const base of bases) {
      const candidate = join(base, ...parts.slice(parts.length - take));
      if (await isFile(candidate)) return candidate;
    }
  }
  return undefined;
}

/** The data files one manifest lists, found in the folder; refuses a manifest that cannot be followed. */
async function manifestFiles(folder: string, path: string): Promise<ExportFiles> {
  const name = shown(folder, path);
  const refuse = (reason: string) => new FocusImportError('bad-export', reason, { file: name });
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw refuse(`the manifest is not JSON (${(error as Error).message})`);
  }
  const found = listedFiles(parsed);
  if (!found) throw refuse('the manifest lists no data files (no blobs, dataFiles or reportKeys)');
  if (found.listed.length === 0)
    throw new FocusImportError('empty', 'the manifest lists no files', { file: name });
  const files: string[] = [];
  const datasets: (FocusDatasetId | undefined)[] = [];
  for (const { path: listed, dataset } of found.listed) {
    const file = await locate(listed, dirname(path));
    if (!file) throw refuse(`the manifest lists ${listed}, which is not in the folder`);
    if (!isDataFile(basename(file)))
      throw refuse(`the manifest lists ${listed}, which is neither CSV, gzip CSV nor Parquet`);
    files.push(file);
    datasets.push(dataset ?? folderDataset(listed));
  }
  return { layout: found.layout, manifest: name, files, datasets };
}

/**
 * The data files of the export folder `folder`: those its manifest lists, or without one every
 * data file directly in it, in name order. Refuses a folder with several manifests (several runs
 * or billing periods: which one is meant?) and one without data files.
 */
export async function exportFiles(folder: string): Promise<ExportFiles> {
  const manifests = await findManifests(folder);
  if (manifests.length > 1) {
    const names = manifests.map((m) => shown(folder, m));
    throw new FocusImportError(
      'bad-export',
      `the folder holds ${names.length} export manifests (${names.slice(0, 5).join(', ')}${names.length > 5 ? ', ...' : ''}): import the folder of one export run or billing period`,
    );
  }
  if (manifests[0]) return manifestFiles(folder, manifests[0]);
  const entries = await readdir(folder, { withFileTypes: true });
  const files = dataFilesIn(folder, entries);
  const datasets: (FocusDatasetId | undefined)[] = files.map(() => undefined);
  // A FOCUS 1.4 export without a manifest: a folder per dataset ('CostAndUsage/', 'invoice_detail/').
  for (const entry of byName(entries)) {
    const dataset = entry.isDirectory() ? folderDataset(join(entry.name, 'file')) : undefined;
    if (!dataset) continue;
    const inside = dataFilesIn(
      join(folder, entry.name),
      await readdir(join(folder, entry.name), { withFileTypes: true }),
    );
    files.push(...inside);
    datasets.push(...inside.map(() => dataset));
  }
  if (files.length === 0) {
    throw new FocusImportError(
      'empty',
      'the folder has no export manifest and no .csv, .csv.gz or .parquet file directly in it or in a folder per FOCUS dataset',
    );
  }
  return { layout: 'folder', files, datasets };
}

const byName = <T extends { name: string }>(entries: T[]): T[] =>
  [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** The data files directly in a folder, in name order, absolute. */
const dataFilesIn = (folder: string, entries: Dirent[]): string[] =>
  byName(entries.filter((e) => e.isFile() && isDataFile(e.name))).map((e) => join(folder, e.name));
