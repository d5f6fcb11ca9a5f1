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
export { makeAccessToken } from './tokens.ts';
