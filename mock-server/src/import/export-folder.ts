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
 *   every `.csv`, `.csv.gz` and `.parquet` file directly in the folder, in name order.
 *
 * A listed blob, URI or key is found in the folder by the longest end of its path that exists
 * under the manifest's folder or one of its parents (AWS keeps data beside `metadata/`).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { FocusImportError } from './errors.ts';

export type ExportLayout = 'azure' | 'aws' | 'folder';

export interface ExportFiles {
  layout: ExportLayout;
  /** The manifest read, relative to the folder. */
  manifest?: string;
  /** The data files, absolute, in the order to read them. */
  files: string[];
}

/** A data file by its name: CSV, gzip CSV or Parquet. */
export const isDataFile = (name: string) => /\.(csv|csv\.gz|parquet)$/i.test(name) && !name.startsWith('.');

/** An export manifest by its name: Azure's `manifest.json`, AWS's `<export>-Manifest.json`. */
const isManifest = (name: string) => /(^|-)manifest\.json$/i.test(name);

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

/** The files a manifest lists, as written in it, and whose export it is. */
function listedFiles(manifest: unknown): { layout: 'azure' | 'aws'; listed: string[] } | undefined {
  if (!manifest || typeof manifest !== 'object') return undefined;
  const { blobs, dataFiles, reportKeys } = manifest as Record<string, unknown>;
  if (Array.isArray(blobs)) {
    const listed = blobs.map((blob) => {
      const b = (blob ?? {}) as Record<string, unknown>;
      return b.blobName ?? b.blobLink ?? b.name;
    });
    if (listed.every((b) => typeof b === 'string')) return { layout: 'azure', listed: listed as string[] };
  }
  for (const list of [dataFiles, reportKeys]) {
    if (Array.isArray(list) && list.every((f) => typeof f === 'string'))
      return { layout: 'aws', listed: list };
  }
  return undefined;
}

/** The path segments of a listed file: an S3 or blob URL without its bucket or host, a plain path. */
function segments(listed: string): string[] {
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
  for (const listed of found.listed) {
    const file = await locate(listed, dirname(path));
    if (!file) throw refuse(`the manifest lists ${listed}, which is not in the folder`);
    if (!isDataFile(basename(file)))
      throw refuse(`the manifest lists ${listed}, which is neither CSV, gzip CSV nor Parquet`);
    files.push(file);
  }
  return { layout: found.layout, manifest: name, files };
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
  const files = entries
    .filter((e) => e.isFile() && isDataFile(e.name))
    .map((e) => e.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => join(folder, name));
  if (files.length === 0) {
    throw new FocusImportError(
      'empty',
      'the folder has no export manifest and no .csv, .csv.gz or .parquet file directly in it',
    );
  }
  return { layout: 'folder', files };
}
