import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATIONS } from '@portal/sdk';
import { GRAPHQL_OPERATIONS_DIR } from './paths.ts';

/** One REST operation of contracts/openapi/portal.yaml. */
export interface ContractOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
}

/**
 * The operations of the OpenAPI contract, from the operation table `pnpm generate` writes from it
 * (`OPERATIONS` of @portal/sdk): nothing here reads or parses the contract again.
 */
export function readContractOperations(): ContractOperation[] {
  return Object.entries(OPERATIONS).map(([operationId, { method, path }]) => ({ operationId, method, path }));
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
