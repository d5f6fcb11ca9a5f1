import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

/** The contract file the whole backend is checked against. */
export const CONTRACT_PATH = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'contracts',
  'openapi',
  'portal.yaml',
);

type Json = Record<string, unknown>;

export type SecurityScheme = 'appToken' | 'identityToken' | 'refreshCookie' | 'msToken';

export interface FieldError {
  field: string;
  message: string;
}

interface ParameterSpec {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: Json;
  validate: ValidateFunction;
}

/** One operation of the contract, ready to match and validate requests. */
export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  /** Alternatives; each is a set of schemes that must all hold. An empty set means no auth. */
  security: SecurityScheme[][];
  parameters: ParameterSpec[];
  body?: { required: boolean; contentTypes: string[]; validate?: ValidateFunction };
  regex: RegExp;
  paramNames: string[];
  literalSegments: number;
}

export interface MatchedRequest {
  operation: ContractOperation;
  path: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
}

export type MatchOutcome =
  | { kind: 'matched'; request: MatchedRequest }
  | { kind: 'not-found' }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'invalid'; operation: ContractOperation; errors: FieldError[]; status: 400 | 415 };

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
/** How many pathnames {@link Contract.match} keeps its matching operations for. */
const MATCHED_PATHS = 2000;

// ajv-formats ships CommonJS with a default export that TypeScript sees as a namespace.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function resolveRef<T>(doc: Json, value: unknown): T {
  let current = value as Json;
  while (current && typeof current.$ref === 'string') {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    current = pointer.reduce<Json>((node, key) => node[key] as Json, doc);
  }
  return current as T;
}

function describeError(error: ErrorObject, prefix: string): FieldError {
  const missing = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
  const extra = error.keyword === 'additionalProperties' ? `/${String(error.params.additionalProperty)}` : '';
  const pointer = `${error.instancePath}${missing}${extra}`;
  const field = prefix ? `${prefix}${pointer.replace(/\//g, '.')}` : pointer || '/';
  const message =
    error.keyword === 'additionalProperties' ? 'is not allowed' : (error.message ?? 'is invalid');
  return { field, message };
}

/** Turns query strings into the types their schema declares, so validation sees real values. */
function coerce(schema: Json, raw: string[]): unknown {
  const type = schema.type;
  if (type === 'array') {
    const items = (schema.items as Json | undefined) ?? {};
    return raw.map((value) => coerce(items, [value]));
  }
  const value = raw[raw.length - 1] ?? '';
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  if (type === 'integer' || type === 'number')
    return value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
  return value;
}

/** The OpenAPI contract, compiled: it matches a request to its operation and validates it. */
export class Contract {
  readonly operations: ContractOperation[] = [];
  readonly #ajv: Ajv2020;
  /** The operations whose path matches, by pathname: the regular expressions run once per path. */
  readonly #candidates = new Map<string, ContractOperation[]>();

  constructor(source: string = readFileSync(CONTRACT_PATH, 'utf8')) {
    const doc = parse(source) as Json;
    this.#ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false });
    addFormats(this.#ajv);
    this.#ajv.addSchema({ $id: 'portal', ...doc, $schema: undefined } as Json);
    const globalSecurity = (doc.security as Json[] | undefined) ?? [];
    const components = doc.components as Json;
    const paths = doc.paths as Record<string, Json>;

    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const op = item[method] as Json | undefined;
        if (!op) continue;
        const security = ((op.security as Json[] | undefined) ?? globalSecurity).map(
          (requirement) => Object.keys(requirement) as SecurityScheme[],
        );
        const parameters = ((op.parameters as unknown[] | undefined) ?? []).map((p) => {
          const param = resolveRef<Json>(doc, p);
          const schema = resolveRef<Json>(doc, param.schema);
          return {
            name: param.name as string,
            in: param.in as ParameterSpec['in'],
            required: param.required === true,
            schema,
            validate: this.#ajv.compile({ ...schema, $id: undefined }),
          };
        });
        let body: ContractOperation['body'];
        if (op.requestBody) {
          const requestBody = resolveRef<Json>(doc, op.requestBody);
          const content = requestBody.content as Record<string, Json>;
          const json = content['application/json'];
          const schemaRef = json?.schema as Json | undefined;
          body = {
            required: requestBody.required === true,
            contentTypes: Object.keys(content),
            ...(schemaRef
              ? {
                  validate: this.#ajv.compile(
                    typeof schemaRef.$ref === 'string' ? { $ref: `portal${schemaRef.$ref}` } : schemaRef,
                  ),
                }
              : {}),
          };
        }
        const paramNames: string[] = [];
        const pattern = path
          .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
          .replace(/\\?\{([^}]+)\\?\}/g, (_m, name: string) => {
            paramNames.push(name);
            return '([^/]+)';
          });
        this.operations.push({
          operationId: op.operationId as string,
          method: method.toUpperCase(),
          path,
          security,
          parameters,
          ...(body ? { body } : {}),
          regex: new RegExp(`^${pattern}$`),
          paramNames,
          literalSegments: path.split('/').filter((s) => s && !s.startsWith('{')).length,
        });
      }
    }
    // Literal paths win over templated ones, so `/menu/index` never reads as an id.
    this.operations.sort((a, b) => b.literalSegments - a.literalSegments);
    void components;
  }

  /** Finds the operation for a method and path, and validates parameters and body against it. */
  match(input: {
    method: string;
    pathname: string;
    searchParams: URLSearchParams;
    headers: Headers;
    contentType: string | undefined;
    body: unknown;
  }): MatchOutcome {
    let candidates = this.#candidates.get(input.pathname);
    if (!candidates) {
      candidates = this.operations.filter((op) => op.regex.test(input.pathname));
      // Bounded: paths with ids are many; the oldest makes room.
      if (this.#candidates.size >= MATCHED_PATHS) {
        const oldest = this.#candidates.keys().next().value;
        if (oldest !== undefined) this.#candidates.delete(oldest);
      }
      this.#candidates.set(input.pathname, candidates);
    }
    if (candidates.length === 0) return { kind: 'not-found' };
    const operation = candidates.find((op) => op.method === input.method);
    if (!operation)
      return { kind: 'method-not-allowed', allowed: [...new Set(candidates.map((c) => c.method))] };

    const errors: FieldError[] = [];
    const path: Record<string, string> = {};
    const values = operation.regex.exec(input.pathname)?.slice(1) ?? [];
    const undecodable = new Set<string>();
    operation.paramNames.forEach((name, index) => {
      try {
        path[name] = decodeURIComponent(values[index] ?? '');
      } catch {
        // A segment such as `%E0%A4%A` is no percent-encoding at all: bad input, not a server error.
        undecodable.add(name);
        errors.push({ field: `path.${name}`, message: 'is not valid percent-encoding' });
      }
    });
    const query: Record<string, unknown> = {};
    const headers: Record<string, string> = {};
    for (const param of operation.parameters) {
      if (param.in === 'path' && undecodable.has(param.name)) continue;
      let value: unknown;
      if (param.in === 'path') value = coerce(param.schema, [path[param.name] ?? '']);
      else if (param.in === 'query') {
        const raw = input.searchParams.getAll(param.name);
        value = raw.length > 0 ? coerce(param.schema, raw) : undefined;
      } else if (param.in === 'header') value = input.headers.get(param.name) ?? undefined;
      if (value === undefined) {
        if (param.required) errors.push({ field: `${param.in}.${param.name}`, message: 'is required' });
        else if (param.schema.default !== undefined && param.in === 'query')
          query[param.name] = param.schema.default;
        continue;
      }
      if (!param.validate(value)) {
        for (const error of param.validate.errors ?? [])
          errors.push(describeError(error, `${param.in}.${param.name}`));
        continue;
      }
      if (param.in === 'query') query[param.name] = value;
      if (param.in === 'header') headers[param.name] = String(value);
      if (param.in === 'path') path[param.name] = String(value);
    }

    let body: unknown;
    if (operation.body) {
      const mediaType = input.contentType?.split(';')[0]?.trim().toLowerCase();
      const hasBody = input.body !== undefined;
      if (!hasBody) {
        if (operation.body.required) errors.push({ field: '/', message: 'a request body is required' });
      } else if (!mediaType || !operation.body.contentTypes.includes(mediaType)) {
        return {
          kind: 'invalid',
          operation,
          status: 415,
          errors: [
            {
              field: 'header.Content-Type',
              message: `must be one of ${operation.body.contentTypes.join(', ')}`,
            },
          ],
        };
      } else if (mediaType === 'application/json' && operation.body.validate) {
        if (!operation.body.validate(input.body)) {
          for (const error of operation.body.validate.errors ?? []) errors.push(describeError(error, ''));
        }
        body = input.body;
      } else body = input.body;
    }
    if (errors.length > 0) return { kind: 'invalid', operation, status: 400, errors };
    return { kind: 'matched', request: { operation, path, query, headers, body } };
  }
}
