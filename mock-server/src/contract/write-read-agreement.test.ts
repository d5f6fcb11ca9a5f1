/**
 * What a write accepts, the reads of the same thing can answer again: for every field a write's
 * body shares with its own answer, the read at its path or the list above it, the read's rules
 * (format, pattern, enum, lengths, ranges) hold for every value the write's rules let in. A write
 * that took a value its read's schema refuses would store an answer the contract calls invalid
 * (the terms address `https://example.com/te<rms>` once: a pattern on the write, `uri-reference`
 * on the read).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  loadContractDocument,
  resolveSchema,
  type Schema,
  SchemaJudge,
  validArbitrary,
} from '../testing/schema-arbitrary.ts';

const doc = loadContractDocument();
const judge = new SchemaJudge(doc);
const WRITES = ['post', 'put', 'patch'] as const;

/** The properties of an object schema (allOf merged), of a list's items, or of a page's items. */
function propertiesOf(schema: unknown, depth = 0): Record<string, Schema> {
  const s = resolveSchema(doc, schema);
  const out: Record<string, Schema> = {};
  for (const part of (s.allOf as unknown[] | undefined) ?? []) Object.assign(out, propertiesOf(part, depth));
  for (const [name, property] of Object.entries((s.properties as Record<string, unknown> | undefined) ?? {}))
    out[name] = resolveSchema(doc, property);
  if (s.type === 'array' && s.items) Object.assign(out, propertiesOf(s.items, depth));
  // A page's rows: `items: [Row]`.
  const items = out.items;
  if (depth === 0 && items?.type === 'array') Object.assign(out, propertiesOf(items.items, depth + 1));
  return out;
}

const jsonBodyOf = (operation: Schema): unknown => {
  if (!operation.requestBody) return undefined;
  const content = resolveSchema(doc, operation.requestBody).content as Record<string, Schema> | undefined;
  return content?.['application/json']?.schema;
};
const successBodyOf = (operation: Schema | undefined): unknown => {
  for (const [status, response] of Object.entries((operation?.responses ?? {}) as Record<string, unknown>)) {
    if (!/^2/.test(status)) continue;
    const content = resolveSchema(doc, response).content as Record<string, Schema> | undefined;
    if (content?.['application/json']?.schema) return content['application/json'].schema;
  }
  return undefined;
};

const isObjectSchema = (schema: Schema) =>
  schema.type === 'object' || schema.properties !== undefined || schema.allOf !== undefined;

interface Pair {
  write: string;
  read: string;
  field: string;
  written: Schema;
  answered: Schema;
}

/** Every field a write shares with what reads of the same thing answer. */
const pairs: Pair[] = [];
for (const [path, item] of Object.entries(doc.paths)) {
  const collection = path.replace(/\/\{[^}]+\}$/, '');
  for (const method of WRITES) {
    const operation = item[method];
    if (!operation) continue;
    const body = jsonBodyOf(operation);
    if (!body) continue;
    const written = propertiesOf(body);
    const reads: [string, unknown][] = [[`its answer`, successBodyOf(operation)]];
    for (const readPath of new Set([path, collection])) {
      const read = doc.paths[readPath]?.get;
      if (read) reads.push([String(read.operationId), successBodyOf(read)]);
    }
    for (const [read, schema] of reads) {
      if (!schema) continue;
      const answered = propertiesOf(schema);
      for (const [field, rule] of Object.entries(written)) {
        const back = answered[field];
        // Values only: an object of the same name is another thing (a request's `startup` and the
        // start-up answered); an object's own fields are compared where it is written and read.
        if (back && !isObjectSchema(rule) && !isObjectSchema(back))
          pairs.push({ write: String(operation.operationId), read, field, written: rule, answered: back });
      }
    }
  }
}

describe('a write lets in only what its reads can answer again', () => {
  it('finds the fields writes share with their reads', () => {
    expect(pairs.length).toBeGreaterThan(100);
    expect(pairs.some((p) => p.write === 'updateGeneralSettings' && p.field === 'eula')).toBe(true);
  });

  it("states each format of a read's field on the write too", () => {
    const missing = pairs
      .filter((p) => typeof p.answered.format === 'string' && p.written.format !== p.answered.format)
      .map(
        (p) =>
          `${p.write} /${p.field}: ${p.read} says ${String(p.answered.format)}, the write ${String(p.written.format ?? 'nothing')}`,
      );
    expect(missing).toEqual([]);
  });

  it("holds every value a write's field lets in to the read's rules", () => {
    const refused: string[] = [];
    for (const pair of pairs) {
      const values = fc.sample(validArbitrary(doc, pair.written, {}, pair.field), {
        seed: 20_261_121,
        numRuns: 200,
      });
      const bad = values.find((value) => !judge.valid(pair.answered, value));
      if (bad !== undefined)
        refused.push(
          `${pair.write} /${pair.field} takes ${JSON.stringify(bad)}, which ${pair.read} cannot answer: ${judge.errorsOf(pair.answered, bad)}`,
        );
    }
    expect(refused).toEqual([]);
  });
});
