/**
 * The records of a Parquet file (Azure Cost Management and AWS Data Exports write FOCUS as
 * Parquet), read with hyparquet row group by row group, so a large file is never in memory whole;
 * snappy, gzip, zstd, brotli and lz4 pages through hyparquet-compressors. The header is the
 * top-level column names (line 0); each row is a record whose `line` is its row number (1-based).
 *
 * Values become the text the CSV reader would give, exactly: a DECIMAL is read from its unscaled
 * integer (never through a float), a DOUBLE is its shortest round-trip decimal (`String(value)`), a
 * FLOAT the shortest decimal that reads back as the same 32-bit float, a timestamp ISO 8601 UTC, a
 * map or struct (Tags) JSON, a null the empty string.
 */
import {
  type AsyncBuffer,
  asyncBufferFromFile,
  type FileMetaData,
  parquetMetadataAsync,
  parquetRead,
  parquetSchema,
  type SchemaElement,
} from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { formatScaled } from './decimal.ts';
import { FocusImportError } from './errors.ts';
import type { FocusRecord } from './mapping.ts';

/** How a top-level column's values become text. */
type Reading = { kind: 'decimal'; scale: number } | { kind: 'float' } | { kind: 'value' };

const isDecimal = (element: SchemaElement) =>
  element.converted_type === 'DECIMAL' || element.logical_type?.type === 'DECIMAL';

const decimalScale = (element: SchemaElement) =>
  element.logical_type?.type === 'DECIMAL' ? element.logical_type.scale : (element.scale ?? 0);

/** A big-endian two's-complement integer (a DECIMAL stored as bytes). */
function bigEndianInteger(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  const bits = BigInt(bytes.length * 8);
  return bytes.length > 0 && (bytes[0] as number) >= 0x80 ? value - (1n << bits) : value;
}

/** The unscaled integer of a DECIMAL value, as hyparquet reads it without its annotation. */
function unscaled(raw: unknown): bigint {
  if (typeof raw === 'bigint') return raw;
  if (typeof raw === 'number') return BigInt(raw);
  if (raw instanceof Uint8Array) return bigEndianInteger(raw);
  throw new Error(`a DECIMAL value of an unexpected kind (${typeof raw})`);
}

/** The shortest decimal that reads back as the same 32-bit float (0.1f is '0.1', not '0.10000000149011612'). */
function float32Text(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  for (let digits = 1; digits <= 9; digits += 1) {
    const text = String(Number(value.toPrecision(digits)));
    if (Math.fround(Number(text)) === value) return text;
  }
  return String(value);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The text of one value as the CSV reader would give it. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof Uint8Array) return utf8.decode(value);
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

function textOf(reading: Reading, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (reading.kind === 'decimal') return formatScaled(unscaled(value), reading.scale);
  if (reading.kind === 'float' && typeof value === 'number') return float32Text(value);
  return valueText(value);
}

/**
 * The file's top-level columns and how to read each, and metadata whose top-level DECIMAL columns
 * have lost their annotation, so hyparquet hands over their unscaled integers instead of floats.
 */
function columnsOf(metadata: FileMetaData): { names: string[]; readings: Reading[]; metadata: FileMetaData } {
  const columns = parquetSchema(metadata).children;
  const raw = new Set<SchemaElement>();
  const readings = columns.map(({ element, children }): Reading => {
    if (children.length > 0) return { kind: 'value' };
    if (isDecimal(element)) {
      raw.add(element);
      return { kind: 'decimal', scale: decimalScale(element) };
    }
    return element.type === 'FLOAT' ? { kind: 'float' } : { kind: 'value' };
  });
  const schema = metadata.schema.map((element) => {
    if (!raw.has(element)) return element;
    const { converted_type: _converted, logical_type: _logical, ...plain } = element;
    return plain;
  });
  return { names: columns.map((c) => c.element.name), readings, metadata: { ...metadata, schema } };
}

/** The rows of one row group, as arrays in column order. */
async function rowGroup(
  file: Awaited<ReturnType<typeof asyncBufferFromFile>> | ArrayBuffer,
  metadata: FileMetaData,
  columns: string[],
  range: { rowStart: number; rowEnd: number },
): Promise<unknown[][]> {
  let rows: unknown[][] = [];
  await parquetRead({
    file,
    metadata,
    columns,
    ...range,
    rowFormat: 'array',
    utf8: false,
    compressors,
    onComplete: (read) => {
      rows = read;
    },
  });
  return rows;
}

const brokenParquet = (what: string, error: unknown) =>
  new FocusImportError('bad-parquet', `${what}: ${(error as Error).message}`);

/**
 * The records of a Parquet file (at a path, or its bytes): its column names, then its rows, a row
 * group at a time.
 */
export async function* readParquet(source: string | ArrayBuffer | AsyncBuffer): AsyncGenerator<FocusRecord> {
  const file = typeof source === 'string' ? await asyncBufferFromFile(source) : source;
  let prepared: ReturnType<typeof columnsOf>;
  try {
    prepared = columnsOf(await parquetMetadataAsync(file));
  } catch (error) {
    throw brokenParquet('the file is not Parquet', error);
  }
  const { names, readings, metadata } = prepared;
  yield { line: 0, fields: names };
  let rowStart = 0;
  for (const [index, group] of metadata.row_groups.entries()) {
    const rowEnd = rowStart + Number(group.num_rows);
    let rows: unknown[][];
    try {
      rows = await rowGroup(file, metadata, names, { rowStart, rowEnd });
    } catch (error) {
      throw brokenParquet(`row group ${index + 1} (rows ${rowStart + 1} to ${rowEnd}) cannot be read`, error);
    }
    for (const [offset, row] of rows.entries()) {
      const line = rowStart + offset + 1;
      yield { line, fields: rowFields(row, readings, names, line) };
    }
    rowStart = rowEnd;
  }
}

/** One row's fields as text; a value that cannot be text (bytes that are not UTF-8) refuses the file. */
function rowFields(row: unknown[], readings: Reading[], names: string[], line: number): string[] {
  return readings.map((reading, index) => {
    try {
      return textOf(reading, row[index]);
    } catch (error) {
      throw new FocusImportError(
        'bad-value',
        `the value cannot be read as text (${(error as Error).message})`,
        {
          line,
          column: names[index],
        },
      );
    }
  });
}
