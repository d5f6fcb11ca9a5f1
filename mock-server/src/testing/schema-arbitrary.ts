/**
 * Requests generated from the OpenAPI contract, for property-based tests: fast-check arbitraries
 * of values that a schema accepts (types, enums, consts, formats, lengths, ranges, patterns,
 * required and optional properties, arrays, oneOf/anyOf/allOf, $ref, null), and of the same values
 * made invalid in exactly one place (a wrong type, a missing required property, a string too long,
 * a number out of range, a value outside the enum, a property the schema forbids...).
 *
 * The verdict on a generated value is an Ajv of its own over the contract (not the backend's), so
 * a test can check that a "valid" value is valid and an "invalid" one is not, independently of the
 * validation it exercises.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { parse } from 'yaml';
import { CONTRACT_PATH, type ContractOperation } from '../contract/contract.ts';

export type Schema = Record<string, unknown>;

/** The contract document, parsed. */
export interface ContractDocument {
  paths: Record<string, Record<string, Schema>>;
  components: Record<string, Record<string, Schema>>;
  [key: string]: unknown;
}

// ajv-formats ships CommonJS with a default export that TypeScript sees as a namespace.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export function loadContractDocument(path: string = CONTRACT_PATH): ContractDocument {
  return parse(readFileSync(path, 'utf8')) as ContractDocument;
}

/** Follows a chain of local $refs. */
export function resolveSchema(doc: ContractDocument, schema: unknown): Schema {
  let current = (schema ?? {}) as Schema;
  for (let hops = 0; typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`$ref loop at ${String(current.$ref)}`);
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    current = pointer.reduce<Schema>((node, key) => node[key] as Schema, doc as unknown as Schema);
  }
  return current;
}

/** The operation object of the contract for an operation of the Contract class. */
function operationObject(doc: ContractDocument, op: Pick<ContractOperation, 'method' | 'path'>): Schema {
  const item = doc.paths[op.path];
  const found = item?.[op.method.toLowerCase()];
  if (!found) throw new Error(`${op.method} ${op.path} is not in the contract`);
  return found;
}

/** The JSON request body schema of an operation (resolved), when it takes one. */
export function requestBodySchema(
  doc: ContractDocument,
  op: Pick<ContractOperation, 'method' | 'path'>,
): Schema | undefined {
  const requestBody = operationObject(doc, op).requestBody;
  if (!requestBody) return undefined;
  const content = resolveSchema(doc, requestBody).content as Record<string, Schema> | undefined;
  const schema = content?.['application/json']?.schema;
  return schema ? resolveSchema(doc, schema) : undefined;
}

/** Code points, as JSON Schema counts a string's length. */
const lengthOf = (text: string) => [...text].length;

/** The types a schema allows, or undefined when it says nothing of types. */
function typesOf(s: Schema): string[] | undefined {
  const types = Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];
  if (s.nullable === true) types.push('null');
  if (types.length > 0) return types;
  if (s.properties || s.required || s.additionalProperties !== undefined) return ['object'];
  if (s.items) return ['array'];
  return undefined;
}

/** Merges the parts of an allOf into one object schema (the contract only composes objects). */
function mergeAllOf(doc: ContractDocument, s: Schema): Schema {
  const parts = [{ ...s, allOf: undefined }, ...(s.allOf as unknown[]).map((p) => resolveSchema(doc, p))];
  const merged: Schema = {};
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  for (const part of parts) {
    const resolved = part.allOf ? mergeAllOf(doc, part) : part;
    Object.assign(merged, resolved);
    Object.assign(properties, resolved.properties ?? {});
    for (const key of (resolved.required as string[] | undefined) ?? []) required.add(key);
  }
  return { ...merged, allOf: undefined, properties, required: [...required] };
}

export interface ArbitraryOptions {
  /**
   * Real values to mix into a place, by its property or parameter name (ids of seeded rows, the
   * signed-in user's name...); they are drawn most of the time, schema-built values otherwise.
   * It is asked with the schema of the place (an array and its items share their name) and must
   * only answer values that schema accepts.
   */
  hint?: (name: string, schema: Schema) => fc.Arbitrary<unknown> | undefined;
  /** The longest string generated where the schema allows longer ones (default 40). */
  maxStringLength?: number;
  /** The most array items generated above the schema's minimum (default 4). */
  maxExtraItems?: number;
  /** Whether objects that allow any property sometimes carry an unknown one (default true). */
  unknownProperties?: boolean;
}

/**
 * Strings that have broken servers before: empty and blank text, SQL and LIKE metacharacters,
 * object keys of JavaScript's prototype, markup, paths, control and direction characters, numbers
 * in words, an emoji outside the basic plane.
 */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '   ',
  '\t\n',
  '%',
  '_',
  '%_%',
  "'",
  '"',
  "' OR '1'='1",
  '\\',
  '\u0000',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202eevil',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  'tag:',
  'tag:__proto__',
  '😀',
  'Ünïcödé',
];

/** Text of any code point sometimes, printable ASCII mostly. */
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
  );
}

/** Days around the seeded data window mostly (so cost queries find rows), any day sometimes. */
const day = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.date({
      min: new Date('2025-10-01T00:00:00Z'),
      max: new Date('2026-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2199-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
  },
);

const simpleEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?$/),
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom('example', 'com', 'org', 'test'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

function stringArbitrary(s: Schema, options: Required<Omit<ArbitraryOptions, 'hint'>>) {
  const min = (s.minLength as number | undefined) ?? 0;
  const max = (s.maxLength as number | undefined) ?? Number.POSITIVE_INFINITY;
  const cap = Math.max(min, Math.min(max, options.maxStringLength));
  const pattern = typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : undefined;
  let arb: fc.Arbitrary<string>;
  switch (s.format) {
    case 'date':
      arb = day.map((d) => d.toISOString().slice(0, 10));
      break;
    case 'date-time':
      arb = day.map((d) => d.toISOString());
      break;
    case 'uuid':
      arb = fc.uuid();
      break;
    case 'email':
      arb = fc.oneof({ weight: 3, arbitrary: simpleEmail }, { weight: 1, arbitrary: fc.emailAddress() });
      break;
    case 'uri':
    case 'uri-reference':
      arb = fc.webUrl({ withQueryParameters: true, withFragments: true });
      break;
    default:
      arb = pattern
        ? fc.stringMatching(new RegExp(s.pattern as string), { maxLength: Math.min(max, cap + 20) })
        : text(min, cap);
  }
  const fits = (value: string) => {
    const length = lengthOf(value);
    return length >= min && length <= max && (!pattern || pattern.test(value));
  };
  const nasty = s.format ? [] : NASTY_STRINGS.filter(fits);
  if (nasty.length > 0)
    arb = fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constantFrom(...nasty) });
  return arb.filter(fits);
}

function numberArbitrary(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const exclusiveMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
  const min = (s.minimum as number | undefined) ?? exclusiveMin ?? -1_000_000_000;
  const max = (s.maximum as number | undefined) ?? exclusiveMax ?? 1_000_000_000;
  const ints = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  const arb = integer ? ints : fc.oneof(ints, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
  return arb.filter(
    (n) =>
      (exclusiveMin === undefined || n > exclusiveMin) &&
      (exclusiveMax === undefined || n < exclusiveMax) &&
      !Object.is(n, -0),
  );
}

/** Values that `schema` accepts. */
export function validArbitrary(
  doc: ContractDocument,
  schema: unknown,
  options: ArbitraryOptions = {},
  name = '',
): fc.Arbitrary<unknown> {
  const settings = {
    maxStringLength: options.maxStringLength ?? 40,
    maxExtraItems: options.maxExtraItems ?? 4,
    unknownProperties: options.unknownProperties ?? true,
  };
  const build = (raw: unknown, key: string): fc.Arbitrary<unknown> => {
    let s = resolveSchema(doc, raw);
    if (Array.isArray(s.allOf)) s = mergeAllOf(doc, s);
    const built = buildResolved(s, key);
    const hinted = key ? options.hint?.(key, s) : undefined;
    return hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: built }) : built;
  };
  const buildResolved = (s: Schema, key: string): fc.Arbitrary<unknown> => {
    if ('const' in s) return fc.constant(s.const);
    if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
    const alternatives = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
    if (alternatives) return fc.oneof(...alternatives.map((a) => build(a, key)));
    const types = typesOf(s);
    if (!types) return fc.jsonValue({ maxDepth: 2 });
    if (types.length > 1)
      return fc.oneof(...types.map((type) => buildResolved({ ...s, type, nullable: undefined }, key)));
    switch (types[0]) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return numberArbitrary(s, true);
      case 'number':
        return numberArbitrary(s, false);
      case 'string':
        return stringArbitrary(s, settings);
      case 'array': {
        const item = build(s.items ?? {}, key);
        const minLength = (s.minItems as number | undefined) ?? 0;
        const maxLength = Math.min(
          (s.maxItems as number | undefined) ?? Number.POSITIVE_INFINITY,
          minLength + settings.maxExtraItems,
        );
        return s.uniqueItems
          ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
          : fc.array(item, { minLength, maxLength });
      }
      case 'object': {
        const properties = Object.entries((s.properties as Record<string, unknown> | undefined) ?? {}).filter(
          ([, p]) => resolveSchema(doc, p).readOnly !== true,
        );
        const model = Object.fromEntries(properties.map(([k, p]) => [k, build(p, k)]));
        const required = ((s.required as string[] | undefined) ?? []).filter((k) => k in model);
        let arb: fc.Arbitrary<Record<string, unknown>> = fc.record(model, { requiredKeys: required });
        if (s.additionalProperties !== false && settings.unknownProperties) {
          const extra =
            typeof s.additionalProperties === 'object'
              ? build(s.additionalProperties, '')
              : fc.jsonValue({ maxDepth: 1 });
          arb = fc
            .tuple(
              arb,
              fc.option(
                fc.tuple(fc.constantFrom('x-fuzz', 'unknownField', '__proto__', 'constructor'), extra),
                { freq: 6 },
              ),
            )
            .map(([value, more]) =>
              more && !Object.hasOwn(model, more[0]) ? { ...value, [more[0]]: more[1] } : value,
            );
        }
        const minProperties = (s.minProperties as number | undefined) ?? 0;
        const maxProperties = (s.maxProperties as number | undefined) ?? Number.POSITIVE_INFINITY;
        return arb.filter((value) => {
          const count = Object.keys(value).length;
          return count >= minProperties && count <= maxProperties;
        });
      }
      default:
        throw new Error(`no arbitrary for type ${String(types[0])}`);
    }
  };
  return build(schema, name);
}

/** A value made invalid in one place: where (a JSON pointer), what was done, and the whole value. */
export interface Mutation {
  where: string;
  kind: string;
  value: unknown;
}

const REMOVE = Symbol('remove');

function replaced(root: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = replaced(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(root as Record<string, unknown>) };
  if (rest.length === 0 && replacement === REMOVE) delete copy[head];
  else copy[head] = replaced(copy[head], rest, replacement);
  return copy;
}

/** Strings that break common formats and patterns. */
const BAD_FORMATS: Record<string, string> = {
  date: '2026-02-30',
  'date-time': 'yesterday at noon',
  uuid: 'not-a-uuid',
  email: 'no-at-sign.example',
  uri: 'not a uri',
  'uri-reference': '\\\\not a reference',
};
const PATTERN_BREAKERS = [
  '',
  ' ',
  '  \t ',
  '!',
  '!!!!!!!!',
  '../..',
  '%00',
  '\u0000',
  'ünïcødé ✓',
  'a'.repeat(300),
];

/** Records one mutation at the place being visited: its kind and the value put there. */
type Add = (kind: string, replacement: unknown) => void;

/** One value of each JSON type the schema does not allow (the judge drops any it does). */
function wrongTypes(s: Schema, current: unknown, add: Add): void {
  const types = typesOf(s) ?? [];
  if (types.length > 0) {
    const others: [string, unknown][] = [
      ['string', 'a string'],
      ['number', 4.2],
      ['boolean', true],
      ['array', [current]],
      ['object', { value: current }],
      ['null', null],
    ];
    for (const [type, wrong] of others)
      if (!types.includes(type))
        add(type === 'null' ? 'null where not nullable' : `a ${type} where another type is expected`, wrong);
  }
  if (types.includes('integer') && typeof current === 'number')
    add('a fraction where an integer is expected', current + 0.5);
}

/** A value outside the enum, or other than the const. */
function wrongValues(s: Schema, add: Add): void {
  if (Array.isArray(s.enum)) {
    const values = s.enum as unknown[];
    add(
      'a value outside the enum',
      typeof values[0] === 'number' ? Math.max(...(values as number[])) + 1 : 'not-in-the-enum',
    );
  }
  if ('const' in s)
    add('a value other than the const', typeof s.const === 'string' ? `${s.const}-other` : 'other');
}

/** Strings over or under their length, malformed for their format, or not matching their pattern. */
function wrongStrings(s: Schema, add: Add): void {
  if (typeof s.maxLength === 'number') add('a string over maxLength', 'x'.repeat(s.maxLength + 1));
  if (typeof s.minLength === 'number' && s.minLength > 0)
    add('a string under minLength', 'x'.repeat(s.minLength - 1));
  if (typeof s.format === 'string' && BAD_FORMATS[s.format] !== undefined)
    add(`a malformed ${s.format}`, BAD_FORMATS[s.format]);
  if (typeof s.pattern === 'string') {
    const pattern = new RegExp(s.pattern, 'u');
    const min = (s.minLength as number | undefined) ?? 0;
    const max = (s.maxLength as number | undefined) ?? Number.POSITIVE_INFINITY;
    const breaker =
      PATTERN_BREAKERS.find((b) => !pattern.test(b) && lengthOf(b) >= min && lengthOf(b) <= max) ??
      PATTERN_BREAKERS.find((b) => !pattern.test(b));
    if (breaker !== undefined) add('a string that does not match the pattern', breaker);
  }
}

/** Numbers past their bounds. */
function wrongNumbers(s: Schema, add: Add): void {
  if (typeof s.maximum === 'number') add('a number over maximum', s.maximum + 1);
  if (typeof s.minimum === 'number') add('a number under minimum', s.minimum - 1);
  if (typeof s.exclusiveMaximum === 'number') add('a number at exclusiveMaximum', s.exclusiveMaximum);
  if (typeof s.exclusiveMinimum === 'number') add('a number at exclusiveMinimum', s.exclusiveMinimum);
}

/** Arrays over or under their item counts, or with a duplicate where items are unique. */
function wrongArrays(s: Schema, current: unknown[], add: Add): void {
  if (typeof s.maxItems === 'number' && current.length > 0)
    add(
      'an array over maxItems',
      Array.from({ length: s.maxItems + 1 }, (_, i) => current[i % current.length]),
    );
  if (typeof s.minItems === 'number' && s.minItems > 0)
    add('an array under minItems', current.slice(0, s.minItems - 1));
  if (s.uniqueItems === true && current.length > 0)
    add('an array with a duplicate', [...current, current[0]]);
}

/** Objects with a property the schema does not allow, or under their property count. */
function wrongObjects(s: Schema, record: Record<string, unknown>, add: Add): void {
  if (s.additionalProperties === false)
    add('a property the schema does not allow', { ...record, unexpectedField: 1 });
  if (typeof s.minProperties === 'number' && s.minProperties > 0) add('an object under minProperties', {});
}

/**
 * Every way to make `value` (valid for `schema`) invalid in one place, each a whole new value. The
 * list is a heuristic: a caller checks each with {@link SchemaJudge}, as a mutation can happen to
 * stay valid (a pattern that accepts the breaker).
 */
export function mutationsOf(doc: ContractDocument, schema: unknown, value: unknown): Mutation[] {
  const out: Mutation[] = [];
  const visit = (raw: unknown, current: unknown, path: (string | number)[]) => {
    let s = resolveSchema(doc, raw);
    if (Array.isArray(s.allOf)) s = mergeAllOf(doc, s);
    const where = `/${path.join('/')}`;
    const add: Add = (kind, replacement) =>
      out.push({ where, kind, value: replaced(value, path, replacement) });
    wrongTypes(s, current, add);
    wrongValues(s, add);
    if (typeof current === 'string') wrongStrings(s, add);
    if (typeof current === 'number') wrongNumbers(s, add);
    if (Array.isArray(current)) {
      wrongArrays(s, current, add);
      current.forEach((item, index) => {
        visit(s.items ?? {}, item, [...path, index]);
      });
    }
    if (current && typeof current === 'object' && !Array.isArray(current)) {
      const record = current as Record<string, unknown>;
      for (const key of (s.required as string[] | undefined) ?? [])
        if (key in record)
          out.push({
            where: `${where === '/' ? '' : where}/${key}`,
            kind: 'a required property missing',
            value: replaced(value, [...path, key], REMOVE),
          });
      wrongObjects(s, record, add);
      const properties = (s.properties as Record<string, unknown> | undefined) ?? {};
      for (const [key, item] of Object.entries(record))
        if (key in properties) visit(properties[key], item, [...path, key]);
    }
  };
  visit(schema, value, []);
  return out;
}

/** Valid values of `schema`, each made invalid in one of the ways {@link mutationsOf} finds. */
export function invalidArbitrary(
  doc: ContractDocument,
  schema: unknown,
  options: ArbitraryOptions = {},
): fc.Arbitrary<Mutation> {
  return fc
    .tuple(validArbitrary(doc, schema, options), fc.nat())
    .map(([value, pick]) => {
      const mutations = mutationsOf(doc, schema, value);
      return mutations[pick % Math.max(1, mutations.length)];
    })
    .filter((m): m is Mutation => m !== undefined);
}

/** An independent verdict on values and parameters against the contract's schemas. */
export class SchemaJudge {
  readonly #ajv: Ajv2020;
  readonly #cache = new Map<unknown, ValidateFunction>();

  constructor(doc: ContractDocument) {
    this.#ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: false });
    addFormats(this.#ajv);
    this.#ajv.addSchema({ $id: 'contract', ...doc, $schema: undefined } as Schema);
  }

  #compiled(schema: Schema): ValidateFunction {
    let validate = this.#cache.get(schema);
    if (!validate) {
      validate = this.#ajv.compile(
        typeof schema.$ref === 'string' ? { $ref: `contract${schema.$ref}` } : rewriteRefs(schema),
      );
      this.#cache.set(schema, validate);
    }
    return validate;
  }

  /** True when `value` is valid for `schema` (a schema of the contract, $refs local to it). */
  valid(schema: Schema, value: unknown): boolean {
    return this.#compiled(schema)(value) === true;
  }

  /** The errors of the last failed check, for messages. */
  errorsOf(schema: Schema, value: unknown): string {
    const validate = this.#compiled(schema);
    return validate(value) ? '' : this.#ajv.errorsText(validate.errors);
  }
}

/** Points a schema's local $refs at the contract registered in the judge. */
function rewriteRefs(schema: unknown): Schema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node as Schema).map(([key, v]) =>
        key === '$ref' && typeof v === 'string' && v.startsWith('#/')
          ? [key, `contract${v}`]
          : [key, walk(v)],
      ),
    );
  };
  return walk(schema) as Schema;
}

// ---------------------------------------------------------------- parameters

/** Parameter values of an operation, typed as their schemas say (before they go on the wire). */
export interface ParameterValues {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
}

/** Path and query parameter values of an operation: required ones always, optional ones sometimes. */
export function parametersArbitrary(
  doc: ContractDocument,
  op: ContractOperation,
  options: ArbitraryOptions & {
    /** Values of one path parameter to draw most of the time (real ids). */
    pathValues?: (name: string) => fc.Arbitrary<unknown> | undefined;
  } = {},
): fc.Arbitrary<ParameterValues> {
  const pick = (location: 'path' | 'query') => {
    const params = op.parameters.filter((p) => p.in === location);
    const model = Object.fromEntries(
      params.map((p) => {
        const built = validArbitrary(doc, p.schema, options, p.name);
        const real = location === 'path' ? options.pathValues?.(p.name) : undefined;
        return [
          p.name,
          real ? fc.oneof({ weight: 4, arbitrary: real }, { weight: 1, arbitrary: built }) : built,
        ];
      }),
    );
    return fc.record(model, {
      requiredKeys: params.filter((p) => p.required || location === 'path').map((p) => p.name),
    });
  };
  return fc.record({ path: pick('path'), query: pick('query') });
}

/** One query or path value as text on the wire. */
const wire = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The request URL for parameter values: path segments percent-encoded, arrays as repeated keys. */
export function urlOf(op: Pick<ContractOperation, 'path'>, values: ParameterValues): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    name in values.path ? encodeURIComponent(wire(values.path[name])) : `{${name}}`,
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, wire(item));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A parameter's wire text read back as its schema's type (OpenAPI's simple and form styles), so
 * the judge sees what a server that follows the contract sees.
 */
export function readParameter(schema: Schema, raw: string[]): unknown {
  if (schema.type === 'array')
    return raw.map((item) => readParameter((schema.items as Schema) ?? {}, [item]));
  const text = raw[raw.length - 1] ?? '';
  if (schema.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  if (schema.type === 'integer' || schema.type === 'number')
    return /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/.test(text) ? Number(text) : text;
  return text;
}

/** Parameter values made invalid in one place, with what was done (values stay typed until {@link urlOf}). */
export function parameterMutationsOf(
  doc: ContractDocument,
  op: ContractOperation,
  values: ParameterValues,
): { where: string; kind: string; values: ParameterValues }[] {
  const out: { where: string; kind: string; values: ParameterValues }[] = [];
  for (const param of op.parameters) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    const location = param.in;
    const set = (kind: string, value: unknown) =>
      out.push({
        where: `${location}.${param.name}`,
        kind,
        values: { ...values, [location]: { ...values[location], [param.name]: value } },
      });
    if (location === 'query' && param.required) {
      const { [param.name]: _dropped, ...rest } = values.query;
      out.push({
        where: `query.${param.name}`,
        kind: 'a required parameter missing',
        values: { ...values, query: rest },
      });
    }
    const current = values[location][param.name];
    const schema = param.schema as Schema;
    if (current === undefined) {
      // An optional parameter that was left out: send it malformed.
      if (schema.type === 'integer' || schema.type === 'number') set('a number that is not one', 'abc');
      else if (schema.type === 'boolean') set('a boolean that is not one', 'yes');
      else if (Array.isArray(schema.enum)) set('a value outside the enum', 'not-in-the-enum');
      else if (typeof schema.maxLength === 'number')
        set('a string over maxLength', 'x'.repeat(schema.maxLength + 1));
      else if (typeof schema.pattern === 'string') set('a string that does not match the pattern', '!!');
      else if (typeof schema.format === 'string' && BAD_FORMATS[schema.format])
        set(`a malformed ${schema.format}`, BAD_FORMATS[schema.format]);
      continue;
    }
    if (schema.type === 'integer' || schema.type === 'number') set('a number that is not one', 'abc');
    if (schema.type === 'integer') set('a fraction where an integer is expected', '1.5');
    if (schema.type === 'boolean') set('a boolean that is not one', 'yes');
    for (const m of mutationsOf(doc, schema, current)) {
      // A wrong JSON type reads back as text on the wire; the others keep their meaning there.
      if (/where another type is expected|where not nullable/.test(m.kind)) continue;
      set(m.kind, m.value);
    }
  }
  return out;
}
