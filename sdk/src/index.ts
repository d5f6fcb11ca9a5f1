// The contract's facts as values: the operation table and every schema's field rules.
export * from '@portal/contracts/field-rules';
export * from '@portal/contracts/operations';
export {
  decodeAccessToken,
  isTokenExpired,
  msUntilRefresh,
  TOKEN_REFRESH_LEAD_MS,
  type TokenClaims,
  tokenExpiresAt,
  tryDecodeAccessToken,
} from './access-token.ts';
export { ApiError, type ApiResult, NETWORK_ERROR_STATUS, type ProblemDetails, unwrap } from './api-error.ts';
export {
  type AccessTokenProvider,
  type AccessTokenRefresher,
  type AuthorizedFetchOptions,
  createAuthorizedFetch,
  type RetryAfterOptions,
  retryAfterMs,
  sleepUnlessAborted,
} from './authorized-fetch.ts';
export type { AddPbiBookmarkInput } from './generated/graphql.ts';
export type { components, operations, paths } from './generated/openapi.ts';
export * from './generated/schemas.ts';
export type {
  Arg,
  BodyOf,
  BoundClient,
  BoundMethod,
  CustomCall,
  DataOf,
  MethodArgs,
  MethodData,
  MethodSpec,
  OperationCall,
} from './operation-binding.ts';
export { argumentCount } from './operation-binding.ts';
export { PORTAL_API } from './portal-api.ts';
export {
  type CallOptions,
  type CostQuery,
  type CostResourceQuery,
  createPortalClient,
  type ErrorStatusOf,
  type LoginOutcome,
  type OperationResult,
  type PortalClient,
  type PortalClientOptions,
  type PortalPrefixes,
  type QueryOf,
} from './portal-client.ts';
export {
  createSavedViewsClient,
  DEFAULT_VIEW_NAME,
  SAVED_VIEWS_PATH,
  type SavedView,
  type SavedViewsClient,
  type SavedViewsClientOptions,
  VIEWS_PER_TAB_LIMIT,
} from './saved-views-client.ts';
export * from './schema-types.ts';
export { readsMadeStaleBy } from './staleness.ts';
export { type UploadProgress, type UploadRequest, uploadFetch } from './upload-fetch.ts';
