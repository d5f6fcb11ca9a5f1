/**
 * Type tests: they pin the public API of @portal/sdk. `tsc -b` checks them with the package.
 */
import { expectTypeOf } from 'vitest';
import type { ApiError, ApiResult } from './api-error.ts';
import type { MenuItem } from './generated/schemas.ts';
import { type CallOptions, createPortalClient, type ErrorStatusOf } from './portal-client.ts';
import type { UploadProgress } from './upload-fetch.ts';

const api = createPortalClient();

// Every method takes the call options (an AbortSignal, an upload's progress) last.
expectTypeOf(api.portal.menu).parameters.toEqualTypeOf<
  [query?: { personas?: string[]; videoLibrary?: boolean }, init?: CallOptions]
>();
expectTypeOf(api.account.whois).parameters.toEqualTypeOf<[init?: CallOptions]>();
expectTypeOf<CallOptions>().toEqualTypeOf<{
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}>();

// Results carry the operation's declared error statuses, 0 standing for no answer.
expectTypeOf<ErrorStatusOf<'getMenu'>>().toEqualTypeOf<400 | 401 | 403 | 500>();
expectTypeOf(api.portal.menu).returns.resolves.toEqualTypeOf<ApiResult<MenuItem[], 400 | 401 | 403 | 500>>();
type MenuFailure = Extract<Awaited<ReturnType<typeof api.portal.menu>>, { ok: false }>;
expectTypeOf<MenuFailure['error']>().toEqualTypeOf<ApiError<400 | 401 | 403 | 500>>();
expectTypeOf<MenuFailure['status']>().toEqualTypeOf<0 | 400 | 401 | 403 | 500>();
