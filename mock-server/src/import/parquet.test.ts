import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SchemaElement } from 'hyparquet';
import { parquetWriteFile } from 'hyparquet-writer';
import { describe, expect, it } from 'vitest';
import type { FocusImportError } from './errors.ts';
import type { FocusRecord } from './mapping.ts';
import { readParquet } from './parquet.ts';

const dir = mkdtempSync(join(tmpdir(), 'focus-parquet-'));

/** DECIMALs as the writers store them: 16 bytes (Azure, AWS), INT64, INT32. */
const DECIMALS: SchemaElement[] = [
  { name: 'Bytes16', type: 'FIXED_LEN_BYTE_ARRAY', type_length: 16, scale: 10, precision: 38 },
  { name: 'Int64', type: 'INT64', scale: 4, precision: 18 },
  { name: 'Int32', type: 'INT32', scale: 3, precision: 9 },
].map(
  (element): SchemaElement => ({
    ...(element as SchemaElement),
    converted_type: 'DECIMAL',
    repetition_type: 'OPTIONAL',
  }),
);

async function records(path: string): Promise<FocusRecord[]> {
  const out: FocusRecord[] = [];
  for await (const record of readParquet(path)) out.push(record);
  return out;
}

describe('Parquet reader', () => {
  it('reads every kind of column as the text a CSV would hold, decimals exactly, a row group at a time', async () => {
    const file = join(dir, 'kinds.parquet');
    parquetWriteFile({
      filename: file,
      columnData: [
        { name: 'Bytes16', data: [1234567890123456789012n, -5n, null] },
        { name: 'Int64', data: [123456n, -1n, 0n] },
        { name: 'Int32', data: [12345, -1, 7] },
        { name: 'Text', data: [new TextEncoder().encode('1.5'), null, new TextEncoder().encode('-0.25')] },
        { name: 'Double', data: [0.1, 1e-7, 1234.565] },
        { name: 'Float', data: [0.1, 2.5, 1.1] },
        { name: 'Name', data: ['Storage, hot', null, 'ü'] },
        {
          name: 'Time',
          data: [new Date('2025-03-01T00:00:00Z'), new Date('2025-03-01T12:30:00.250Z'), null],
        },
        { name: 'Json', data: [{ InstanceType: 'm5.large' }, null, { a: [1, 2] }] },
        { name: 'Tags', data: [{ env: 'prod', team: 'data' }, null, {}] },
      ],
      schema: [
        { name: 'root', num_children: 10 },
        ...DECIMALS,
        { name: 'Text', type: 'BYTE_ARRAY', repetition_type: 'OPTIONAL' },
        { name: 'Double', type: 'DOUBLE', repetition_type: 'OPTIONAL' },
        { name: 'Float', type: 'FLOAT', repetition_type: 'OPTIONAL' },
        { name: 'Name', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
        { name: 'Time', type: 'INT64', converted_type: 'TIMESTAMP_MILLIS', repetition_type: 'OPTIONAL' },
        { name: 'Json', type: 'BYTE_ARRAY', converted_type: 'JSON', repetition_type: 'OPTIONAL' },
        { name: 'Tags', repetition_type: 'OPTIONAL', converted_type: 'MAP', num_children: 1 },
        { name: 'key_value', repetition_type: 'REPEATED', num_children: 2 },
        { name: 'key', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
        { name: 'value', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
      ],
      rowGroupSize: 2,
    });
    expect(await records(file)).toEqual([
      {
        line: 0,
        fields: ['Bytes16', 'Int64', 'Int32', 'Text', 'Double', 'Float', 'Name', 'Time', 'Json', 'Tags'],
      },
      {
        line: 1,
        fields: [
          '123456789012.3456789012',
          '12.3456',
          '12345.000',
          '1.5',
          '0.1',
          '0.1',
          'Storage, hot',
          '2025-03-01T00:00:00.000Z',
          '{"InstanceType":"m5.large"}',
          '{"env":"prod","team":"data"}',
        ],
      },
      {
        line: 2,
        fields: [
          '-0.0000000005',
          '-0.0001',
          '-1.000',
          '',
          '1e-7',
          '2.5',
          '',
          '2025-03-01T12:30:00.250Z',
          '',
          '',
        ],
      },
      { line: 3, fields: ['', '0.0000', '7.000', '-0.25', '1234.565', '1.1', 'ü', '', '{"a":[1,2]}', '{}'] },
    ]);
  });

  it('refuses bytes that are not UTF-8 naming the row and column, and a file that is not Parquet', async () => {
    const file = join(dir, 'latin1.parquet');
    parquetWriteFile({
      filename: file,
      columnData: [
        { name: 'ServiceName', data: [new TextEncoder().encode('ok'), new Uint8Array([0x53, 0xe9])] },
      ],
      schema: [
        { name: 'root', num_children: 1 },
        { name: 'ServiceName', type: 'BYTE_ARRAY', repetition_type: 'OPTIONAL' },
      ],
    });
    const error = await records(file).catch((e: FocusImportError) => e);
    expect(error).toMatchObject({ code: 'bad-value', line: 2, column: 'ServiceName' });
    const broken = join(dir, 'broken.parquet');
    writeFileSync(broken, 'BilledCost,EffectiveCost\n1,2\n');
    const notParquet = await records(broken).catch((e: FocusImportError) => e);
    expect(notParquet).toMatchObject({ code: 'bad-parquet' });
    expect((notParquet as FocusImportError).message).toMatch(/^the file is not Parquet: /);
  });
});
