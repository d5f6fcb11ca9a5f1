/**
 * What the clouds write, as a source for `importFocus`: a CSV file, a gzip CSV file (streamed
 * through node:zlib), a Parquet file (`parquet.ts`), or an export folder (`export-folder.ts`) whose
 * data files are read one after the other as one import. A file's format is known by its first
 * bytes (`PAR1`, gzip's 1f 8b), whatever its name.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { basename, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { readCsv } from './csv.ts';
import { FocusImportError } from './errors.ts';
import { type ExportLayout, exportFiles } from './export-folder.ts';
import { otherDataset } from './focus-datasets.ts';
import type { FocusSource, FocusTable } from './import-service.ts';
import { readParquet } from './parquet.ts';

export type FocusFileFormat = 'csv' | 'csv.gz' | 'parquet';

/** The format of a file by its first four bytes: Parquet's `PAR1`, gzip's 1f 8b, else CSV. */
export function formatOf(head: Uint8Array): FocusFileFormat {
  if (head.length >= 4 && Buffer.from(head.subarray(0, 4)).toString('latin1') === 'PAR1') return 'parquet';
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'csv.gz';
  return 'csv';
}

/** The format of the file at `path`, by its first bytes. */
export async function fileFormat(path: string): Promise<FocusFileFormat> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return formatOf(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** Gzip bytes, decompressed as they stream; broken gzip refuses the file. */
export async function* gunzipped(file: Readable): AsyncGenerator<Uint8Array> {
  const gunzip = createGunzip();
  file.on('error', (error) => gunzip.destroy(error));
  file.pipe(gunzip);
  try {
    for await (const chunk of gunzip) yield chunk as Uint8Array;
  } catch (error) {
    throw new FocusImportError('bad-csv', `the gzip data is broken (${(error as Error).message})`);
  } finally {
    file.destroy();
    gunzip.destroy();
  }
}

/** The table of a file of that format: its records, counted in lines (CSV) or rows (Parquet). */
function tableOf(path: string, format: FocusFileFormat, name?: string): FocusTable {
  const named = name === undefined ? {} : { name };
  if (format === 'parquet') return { ...named, position: 'row', records: readParquet(path) };
  const bytes = format === 'csv.gz' ? gunzipped(createReadStream(path)) : createReadStream(path);
  return { ...named, position: 'line', records: readCsv(bytes) };
}

/**
 * The table of an uploaded file (a lone file, refused by line and column): its format told by its
 * first bytes. CSV and gzip
 * CSV stream from the upload as the import reads them; Parquet is read from its bytes (its footer,
 * at the end, says where its rows are).
 */
export async function uploadedTable(file: Blob): Promise<{ kind: FocusFileFormat; table: FocusTable }> {
  const kind = formatOf(new Uint8Array(await file.slice(0, 4).arrayBuffer()));
  if (kind === 'parquet')
    return { kind, table: { position: 'row', records: readParquet(await file.arrayBuffer()) } };
  const stream = Readable.fromWeb(file.stream() as import('node:stream/web').ReadableStream<Uint8Array>);
  return {
    kind,
    table: { position: 'line', records: readCsv(kind === 'csv.gz' ? gunzipped(stream) : stream) },
  };
}

/** The table of one file (named in refusals when `name` is given): its format told by its first bytes. */
export async function fileTable(path: string, name?: string): Promise<FocusTable> {
  return tableOf(path, await fileFormat(path), name);
}

/** A path opened for import: its source, and what it was. */
export interface OpenedFocusPath {
  source: FocusSource;
  /** A file (its format), or an export folder (its layout). */
  kind: FocusFileFormat | ExportLayout;
  /** The manifest followed, relative to the folder. */
  manifest?: string;
  /** The files read, relative to the folder (a file: its name). */
  files: string[];
}

/** A file's name relative to the folder (AWS's data is beside the manifest's folder), with forward slashes. */
const within = (folder: string, file: string) => relative(folder, file).split(sep).join('/');

/**
 * Opens `path`, a CSV, gzip CSV or Parquet file or an export folder, for `importFocus`. A
 * folder's manifest is read now (a refusal of it comes before the import starts); its files are
 * opened one at a time as the import reaches them, each named in a refusal.
 */
export async function openFocusPath(path: string): Promise<OpenedFocusPath> {
  if (!(await stat(path)).isDirectory()) {
    const kind = await fileFormat(path);
    return { source: { tables: [tableOf(path, kind)] }, kind, files: [basename(path)] };
  }
  const found = await exportFiles(path);
  const names = found.files.map((file) => within(path, file));
  async function* tables(): AsyncGenerator<FocusTable> {
    for (const [index, file] of found.files.entries()) {
      const name = names[index] as string;
      const dataset = found.datasets[index];
      // A file the export says is another FOCUS dataset is passed over unopened.
      if (otherDataset(dataset)) yield { name, dataset, records: [] };
      else yield { ...(await fileTable(file, name)), ...(dataset ? { dataset } : {}) };
    }
  }
  return {
    source: { tables: tables() },
    kind: found.layout,
    ...(found.manifest ? { manifest: found.manifest } : {}),
    files: names,
  };
}
