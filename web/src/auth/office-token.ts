import { ApiError, type ApiResult, NETWORK_ERROR_STATUS } from '@portal/sdk';
import type { RuntimeConfig } from '../lib/runtime-config.ts';

/**
 * Runs a call that needs the user's delegated office suite token (the X-MS-Token header): the
 * token comes from the identity provider's popup, loaded with its library only now, and goes
 * straight into the call; it is never stored. A token that could not be had is answered as a
 * failed call (status 0) with the reason in words, so screens show both kinds of failure alike.
 */
export async function withOfficeToken<T>(
  config: RuntimeConfig,
  loginHint: string,
  call: (token: string) => Promise<ApiResult<T, number>>,
): Promise<ApiResult<T, number>> {
  let token: string;
  try {
    const { createIdentityClient } = await import('./identity-client.ts');
    const client = await createIdentityClient(config, window.location.origin);
    token = await client.acquireOfficeToken(loginHint);
  } catch (error) {
    const detail =
      error instanceof Error && error.name === 'OfficeTokenError'
        ? error.message
        : 'The sign-in service cannot be reached. Try again in a moment.';
    return {
      ok: false,
      status: NETWORK_ERROR_STATUS,
      error: new ApiError(
        NETWORK_ERROR_STATUS,
        { title: 'No office suite token', status: NETWORK_ERROR_STATUS, detail },
        { cause: error },
      ),
    };
  }
  return call(token);
}
