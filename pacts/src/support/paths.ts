import { fileURLToPath } from 'node:url';

/** The workspace root (the folder of the `portal` wrapper). */
export const WORKSPACE_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the pact files are written (committed; the run empties it first). */
export const PACT_DIR = fileURLToPath(new URL('../../pacts/', import.meta.url));

/** Test fixtures (the branding logo). */
export const FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** The GraphQL operations of the saved views, one per file. */
export const GRAPHQL_OPERATIONS_DIR = fileURLToPath(
  new URL('../../../contracts/graphql/operations/', import.meta.url),
);
