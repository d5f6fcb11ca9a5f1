export {
  type ContractResolver,
  contract,
  delayed,
  networkError,
  type PathWith,
  problem,
  type RequestBody,
  type SuccessBody,
} from './contract-handlers.ts';
export { createDefaultHandlers } from './default-handlers.ts';
export * as fixtures from './fixtures.ts';
export { createTestServer, staticFileThere } from './test-server.ts';
export { makeAccessToken } from './tokens.ts';
