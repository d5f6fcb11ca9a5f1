// Generates the TypeScript types of the contracts. With --check it only compares, and fails when
// a committed file drifts from what the contracts generate.
//
// - contracts/generated/openapi.ts: the OpenAPI types (paths, components, operations), published
//   by @portal/contracts as `@portal/contracts/openapi` for every package that implements or
//   calls the contract (the reference backend, the SDK);
// - sdk/src/generated/openapi.ts: the SDK's re-export of those types, so its public API is unchanged;
// - sdk/src/generated/graphql.ts: the typed saved-view documents the SDK's GraphQL client sends;
// - contracts/generated/operations.ts and field-rules.ts: the contract's facts as values, published
//   as `@portal/contracts/operations` (the operation table: operationId → method, path, tag, whether
//   a success has a body, a multipart body's limits) and `@portal/contracts/field-rules` (every
//   object schema's and reusable parameter's rules: required, lengths, ranges, patterns, items),
//   which clients, forms, pacts and the backend read instead of copying. Two modules, so the first
//   page a browser loads carries the operations and not the rules of every form.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const sdk = join(import.meta.dirname, '..');
const root = join(sdk, '..');
const contracts = join(root, 'contracts');
const banner = (source: string) =>
  `// Generated from ${source} by sdk/scripts/generate.ts. Do not edit: run \`pnpm generate\`.\n`;

async function openapiTypes(): Promise<string> {
  const spec = new URL(`file://${join(contracts, 'openapi', 'portal.yaml')}`);
  const ast = await openapiTS(spec, { exportType: true, alphabetize: false, defaultNonNullable: false });
  return banner('contracts/openapi/portal.yaml') + astToString(ast);
}

/** The SDK keeps its own module of the contract's types, re-exported from @portal/contracts. */
function sdkOpenapiTypes(): string {
  return (
    banner('contracts/openapi/portal.yaml') +
    "export type { $defs, components, operations, paths, webhooks } from '@portal/contracts/openapi';\n"
  );
}

async function graphqlDocuments(): Promise<string> {
  const [file] = await generate(
    {
      schema: join(contracts, 'graphql', 'schema.graphql'),
      documents: join(contracts, 'graphql', 'operations', '*.graphql'),
      silent: true,
      generates: {
        'graphql.ts': {
          plugins: ['typescript-operations', 'typed-document-node'],
          config: {
            useTypeImports: true,
            enumsAsTypes: true,
            avoidOptionals: { field: true, inputValue: false, object: true },
            scalars: { ID: 'string' },
          },
        },
      },
    },
    false,
  );
  if (!file) throw new Error('graphql-codegen produced no file');
  return banner('contracts/graphql') + file.content;
}

// ------------------------------------------------------------------ the contract's tables

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** One field's rules, in the words of the forms (hooks/core entity-form's FieldSpec). */
function fieldRule(schema: Json, required: boolean, resolve: (schema: unknown) => Json | undefined): Json {
  const rule: Json = {};
  if (required) rule.required = true;
  if (schema.type === 'integer') rule.integer = true;
  if (typeof schema.minLength === 'number') rule.minLength = schema.minLength;
  if (typeof schema.maxLength === 'number') rule.maxLength = schema.maxLength;
  if (typeof schema.minimum === 'number') rule.min = schema.minimum;
  if (typeof schema.maximum === 'number') rule.max = schema.maximum;
  if (typeof schema.pattern === 'string') rule.pattern = schema.pattern;
  if (typeof schema.format === 'string') rule.format = schema.format;
  if (Array.isArray(schema.enum)) rule.options = schema.enum;
  if (typeof schema.minItems === 'number') rule.minItems = schema.minItems;
  if (typeof schema.maxItems === 'number') rule.maxItems = schema.maxItems;
  const items = resolve(schema.items);
  if (items) {
    if (typeof items.maxLength === 'number') rule.maxLength = items.maxLength;
    if (Array.isArray(items.enum)) rule.options = items.enum;
  }
  if (typeof schema['x-max-bytes'] === 'number') rule.maxBytes = schema['x-max-bytes'];
  return rule;
}

function contractTables(): { operations: string; rules: string } {
  const document = parse(readFileSync(join(contracts, 'openapi', 'portal.yaml'), 'utf8')) as Json;
  const schemas = (isObject(document.components) ? document.components.schemas : {}) as Record<string, Json>;
  const resolve = (schema: unknown): Json | undefined => {
    if (!isObject(schema)) return undefined;
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    return resolve(schemas[ref.replace('#/components/schemas/', '')]);
  };

  const responseComponents = (isObject(document.components) ? document.components.responses : {}) as Record<
    string,
    Json
  >;
  const resolveResponse = (response: Json): Json | undefined =>
    typeof response.$ref === 'string'
      ? responseComponents[response.$ref.replace('#/components/responses/', '')]
      : response;

  const parameterComponents = (isObject(document.components) ? document.components.parameters : {}) as Record<
    string,
    Json
  >;
  const resolveParameter = (parameter: Json): Json | undefined =>
    typeof parameter.$ref === 'string'
      ? parameterComponents[parameter.$ref.replace('#/components/parameters/', '')]
      : parameter;
  // The operations whose query takes the display currency: a client adds the one the user chose.
  // Absent, it is the billing currency, or for those taking TenantDisplayCurrency the tenant's own.
  const displayCurrency: string[] = [];
  const tenantCurrency: string[] = [];
  // What each operation reads and changes (x-reads, x-changes), in the tags the root's x-data declares.
  const dataTags = (isObject(document['x-data']) ? document['x-data'] : {}) as Record<string, unknown>;
  const reads: Record<string, readonly string[]> = {};
  const changes: Record<string, readonly string[]> = {};
  const tagsOf = (id: string, key: 'x-reads' | 'x-changes', value: unknown): readonly string[] => {
    if (!Array.isArray(value) || !value.every((tag) => typeof tag === 'string'))
      throw new Error(`${id}: ${key} must be a list of the data tags x-data declares`);
    const unknown = value.filter((tag) => !Object.hasOwn(dataTags, tag));
    if (unknown.length > 0)
      throw new Error(`${id}: ${key} names ${unknown.join(', ')}, which x-data does not declare`);
    return value as string[];
  };

  const operations: Record<string, Json> = {};
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const id = operation.operationId;
      if (typeof id !== 'string') throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const entry: Json = {
        method: method.toUpperCase(),
        path,
        tag: Array.isArray(operation.tags) ? operation.tags[0] : undefined,
      };
      // No success answer with a body (204, a 202 without content): the call's data is nothing.
      const responses = (isObject(operation.responses) ? operation.responses : {}) as Record<string, Json>;
      const successes = Object.entries(responses)
        .filter(([status]) => /^2\d\d$/.test(status))
        .map(([, response]) => resolveResponse(response));
      if (successes.length > 0 && successes.every((response) => !isObject(response?.content)))
        entry.empty = true;
      const body = isObject(operation.requestBody) ? operation.requestBody : undefined;
      const multipart = isObject(body?.content)
        ? (body.content['multipart/form-data'] as unknown)
        : undefined;
      if (isObject(multipart)) {
        const schema = resolve(multipart.schema);
        const encoding = isObject(multipart.encoding) ? multipart.encoding : {};
        const uploads: Json = {};
        for (const [field, property] of Object.entries((schema?.properties ?? {}) as Record<string, Json>)) {
          const part = isObject(encoding[field]) ? (encoding[field] as Json) : {};
          const accept =
            typeof part.contentType === 'string'
              ? part.contentType.split(',').map((type) => type.trim())
              : undefined;
          uploads[field] = {
            ...(accept ? { accept } : {}),
            ...(typeof property['x-max-bytes'] === 'number' ? { maxBytes: property['x-max-bytes'] } : {}),
          };
        }
        entry.upload = uploads;
      }
      const parameters = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(operation.parameters) ? operation.parameters : []),
      ] as Json[];
      if (
        parameters.some((parameter) => {
          const resolved = resolveParameter(parameter);
          return resolved?.in === 'query' && resolved.name === 'currency';
        })
      )
        displayCurrency.push(id);
      if (parameters.some((parameter) => parameter.$ref === '#/components/parameters/TenantDisplayCurrency'))
        tenantCurrency.push(id);
      // A read names the data it depends on; any other operation what its success makes stale.
      if (method === 'get') {
        if (operation['x-changes'] !== undefined) throw new Error(`${id}: a GET changes nothing (x-changes)`);
        reads[id] = tagsOf(id, 'x-reads', operation['x-reads']);
        if (reads[id].length === 0) throw new Error(`${id}: a GET names the data it reads (x-reads)`);
      } else {
        changes[id] = tagsOf(id, 'x-changes', operation['x-changes']);
        if (operation['x-reads'] !== undefined) reads[id] = tagsOf(id, 'x-reads', operation['x-reads']);
      }
      if (operations[id]) throw new Error(`operationId ${id} is used twice`);
      operations[id] = entry;
    }
  }

  const rules: Record<string, Json> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isObject(schema.properties)) continue;
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const fields: Json = {};
    for (const [field, property] of Object.entries(schema.properties as Record<string, unknown>)) {
      const resolved = resolve(property);
      if (resolved) fields[field] = fieldRule(resolved, required.has(field), resolve);
    }
    rules[name] = fields;
  }

  // Each multipart body's limits on their own too, so a bundle that checks an upload keeps only them.
  const uploadConstants = Object.entries(operations)
    .filter(([, entry]) => isObject(entry.upload))
    .map(
      ([id, entry]) =>
        `/** The limits of ${id}'s multipart fields (OPERATIONS.${id}.upload). */\nexport const ${id}Upload = ${JSON.stringify(entry.upload)} as const satisfies Readonly<Record<string, FieldRule>>;`,
    )
    .join('\n\n');

  // The rule of each reusable parameter (a file key, an id) by its name.
  const parameters = (isObject(document.components) ? document.components.parameters : {}) as Record<
    string,
    Json
  >;
  const parameterRules = Object.entries(parameters)
    .map(([name, parameter]) => {
      const schema = resolve(parameter.schema);
      return schema
        ? `/** The rule of the ${String(parameter.in)} parameter ${String(parameter.name)} (${name}). */\nexport const ${name}ParameterRule = ${JSON.stringify(fieldRule(schema, parameter.required === true, resolve))} as const satisfies FieldRule;`
        : '';
    })
    .filter(Boolean)
    .join('\n\n');

  // One operation, one field a line: diffs of the contract read as diffs of the table.
  const line = (value: unknown) => JSON.stringify(value);
  const routeTable = Object.entries(operations)
    .map(([id, entry]) => `  ${id}: [${line(entry.method)}, ${line(entry.path)}, ${entry.empty === true}],`)
    .join('\n');
  const operationTable = Object.entries(operations)
    .map(([id, entry]) => `  ${id}: ${line(entry)},`)
    .join('\n');
  // One constant per schema, so a bundle keeps only the rules its forms read.
  const ruleConstants = Object.entries(rules)
    .map(([name, fields]) => {
      const body = Object.entries(fields)
        .map(([field, rule]) => `  ${line(field)}: ${line(rule)},`)
        .join('\n');
      return `/** The field rules of ${name}. */\nexport const ${name}Rules = {${body ? `\n${body}\n` : ''}} as const satisfies Readonly<Record<string, FieldRule>>;`;
    })
    .join('\n\n');
  const ruleTable = Object.keys(rules)
    .map((name) => `  ${name}: ${name}Rules,`)
    .join('\n');
  return {
    // The operations: what every client sends, on the first page a browser loads too.
    operations: `${banner('contracts/openapi/portal.yaml')}
/** An operation of the contract: its method, path (a template), first tag, and a multipart body's limits. */
export interface ContractOperation {
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  readonly path: string;
  readonly tag?: string;
  /** No success answer has a body (204, or 202 without content). */
  readonly empty?: boolean;
  /** Per multipart field: the media types its encoding accepts and the size limit (x-max-bytes). */
  readonly upload?: Readonly<Record<string, { readonly accept?: readonly string[]; readonly maxBytes?: number }>>;
}

/** Every operation of contracts/openapi/portal.yaml by its operationId. */
export const OPERATIONS = {
${operationTable}
} as const satisfies Readonly<Record<string, ContractOperation>>;

/** The operationIds of the contract. */
export type OperationId = keyof typeof OPERATIONS;

/**
 * What a client needs to send each operation, and no more: [method, path, a success has no body].
 * The same facts as OPERATIONS, small enough for the first page a browser loads.
 */
export const OPERATION_ROUTES: { readonly [Id in OperationId]: readonly [ContractOperation['method'], string, boolean] } = {
${routeTable}
};

/** The operations whose query takes \`currency\`, the display currency money is converted to. */
export const DISPLAY_CURRENCY_OPERATIONS: ReadonlySet<OperationId> = new Set([${displayCurrency.map(line).join(', ')}]);

/** Of those, the ones whose amounts are in the tenant's own currency when \`currency\` is absent (prices, savings). */
export const TENANT_CURRENCY_OPERATIONS: ReadonlySet<OperationId> = new Set([${tenantCurrency.map(line).join(', ')}]);

/** The data the portal's reads depend on and its writes change (the contract's x-data), each described there. */
export const DATA_TAGS = [${Object.keys(dataTags).map(line).join(', ')}] as const;

/** A kind of data a read depends on and a write changes. */
export type DataTag = (typeof DATA_TAGS)[number];

/** What each read depends on (x-reads): every GET, and the other operations that answer data. */
export const OPERATION_READS: { readonly [Id in OperationId]?: readonly DataTag[] } = {
${Object.entries(reads)
  .map(([id, tags]) => `  ${id}: ${line(tags)},`)
  .join('\n')}
};

/** What each write's success makes stale (x-changes); [] when nothing read changes. */
export const OPERATION_CHANGES: { readonly [Id in OperationId]?: readonly DataTag[] } = {
${Object.entries(changes)
  .map(([id, tags]) => `  ${id}: ${line(tags)},`)
  .join('\n')}
};
`,
    // The field rules: only the forms that check them load them.
    rules: `${banner('contracts/openapi/portal.yaml')}
/** One field's rules as the contract's schema states them (min/max are minimum/maximum). */
export interface FieldRule {
  readonly required?: boolean;
  readonly integer?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly min?: number;
  readonly max?: number;
  /** The schema's pattern, a regular expression's source. */
  readonly pattern?: string;
  /** The schema's format: email, uri, uuid, date, date-time… */
  readonly format?: string;
  readonly options?: readonly (string | number)[];
  readonly minItems?: number;
  readonly maxItems?: number;
  /** A multipart file's size limit (x-max-bytes) and media types (its encoding). */
  readonly maxBytes?: number;
  readonly accept?: readonly string[];
}

${ruleConstants}

${parameterRules}

${uploadConstants}

/** The field rules of every object schema of the contract, by schema and property. */
export const FIELD_RULES = {
${ruleTable}
} as const satisfies Readonly<Record<string, Readonly<Record<string, FieldRule>>>>;
`,
  };
}

const tables = contractTables();

/** A type alias for every schema of the contract, by its own name (`Budget`, `CostQueryResult`). */
function schemaAliases(): string {
  const document = parse(readFileSync(join(contracts, 'openapi', 'portal.yaml'), 'utf8')) as Json;
  const schemas = (isObject(document.components) ? document.components.schemas : {}) as Record<string, Json>;
  const names = Object.keys(schemas).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  return (
    banner('contracts/openapi/portal.yaml') +
    "import type { components } from './openapi.ts';\n\n" +
    "type Schemas = components['schemas'];\n\n" +
    names.map((name) => `export type ${name} = Schemas['${name}'];\n`).join('')
  );
}

/** Every generated file by its absolute path. */
const files: Record<string, string> = {
  [join(contracts, 'generated', 'openapi.ts')]: await openapiTypes(),
  [join(sdk, 'src', 'generated', 'openapi.ts')]: sdkOpenapiTypes(),
  [join(sdk, 'src', 'generated', 'graphql.ts')]: await graphqlDocuments(),
  [join(contracts, 'generated', 'operations.ts')]: tables.operations,
  [join(contracts, 'generated', 'field-rules.ts')]: tables.rules,
  [join(sdk, 'src', 'generated', 'schemas.ts')]: schemaAliases(),
};
const shown = (file: string) => relative(root, file);

if (process.argv.includes('--check')) {
  const stale = Object.entries(files).filter(([file, content]) => {
    try {
      return readFileSync(file, 'utf8') !== content;
    } catch {
      return true;
    }
  });
  if (stale.length > 0) {
    console.error(
      `Generated code drifts from the contracts: ${stale.map(([file]) => shown(file)).join(', ')}.\n` +
        'Run `pnpm generate` and commit the result; never edit generated files by hand.',
    );
    process.exit(1);
  }
  console.log('Generated code matches the contracts.');
} else {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  console.log(`Wrote ${Object.keys(files).map(shown).join(', ')}.`);
}
