import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRAPHQL_OPERATIONS_DIR, OPENAPI_FILE } from './paths.ts';

/** One REST operation of contracts/openapi/portal.yaml. */
export interface ContractOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/**
 * The operations of the OpenAPI contract, read line by line (the `yaml` package is not a dependency
 * of this workspace package). The contract's layout is regular: paths at two spaces, methods at
 * four, `operationId` at six. Throws when a method has no operationId, so a layout change cannot
 * silently hide operations.
 */
export function readContractOperations(file: string = OPENAPI_FILE): ContractOperation[] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  const operations: ContractOperation[] = [];
  let inPaths = false;
  let path: string | undefined;
  let pending: { method: string; path: string; line: number } | undefined;
  const flush = () => {
    if (pending) throw new Error(`${pending.method.toUpperCase()} ${pending.path} has no operationId`);
  };
  lines.forEach((line, index) => {
    if (/^\S/.test(line)) {
      flush();
      inPaths = line.startsWith('paths:');
      return;
    }
    if (!inPaths) return;
    const pathMatch = /^ {2}(\/\S*):\s*$/.exec(line);
    if (pathMatch?.[1]) {
      flush();
      path = pathMatch[1];
      return;
    }
    const methodMatch = /^ {4}([a-z]+):\s*$/.exec(line);
    if (methodMatch?.[1] && METHODS.has(methodMatch[1]) && path) {
      flush();
      pending = { method: methodMatch[1], path, line: index + 1 };
      return;
    }
    const idMatch = /^ {6}operationId:\s*['"]?([A-Za-z0-9_]+)['"]?\s*$/.exec(line);
    if (idMatch?.[1] && pending) {
      operations.push({ operationId: idMatch[1], method: pending.method.toUpperCase(), path: pending.path });
      pending = undefined;
    }
  });
  flush();
  return operations;
}

/** True when a concrete request path matches an OpenAPI path template such as `/files/{id}`. */
export function matchesPathTemplate(template: string, path: string): boolean {
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(path);
}

/** One GraphQL operation of contracts/graphql/operations. */
export interface GraphQLOperation {
  readonly name: string;
  readonly kind: 'query' | 'mutation';
  readonly document: string;
}

/** Every operation document, keyed by operation name (for example `getPbiBookmarks`). */
export function readGraphQLOperations(dir: string = GRAPHQL_OPERATIONS_DIR): Map<string, GraphQLOperation> {
  const operations = new Map<string, GraphQLOperation>();
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.graphql')) continue;
    const document = readFileSync(join(dir, file), 'utf8');
    for (const match of document.matchAll(/^\s*(query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/gm)) {
      const [, kind, name] = match;
      if ((kind === 'query' || kind === 'mutation') && name) operations.set(name, { name, kind, document });
    }
  }
  return operations;
}

/** The document of one GraphQL operation, exactly as the SDK's generated code sends it. */
export function graphQLDocument(name: string): string {
  const operation = readGraphQLOperations().get(name);
  if (!operation) throw new Error(`No GraphQL operation named ${name} in ${GRAPHQL_OPERATIONS_DIR}`);
  return operation.document;
}
