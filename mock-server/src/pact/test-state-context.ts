import { stableUuid } from '../domain/stable-uuid.ts';
import { identityToken, type TestBackend } from '../testing/test-backend.ts';
import type { StateContext } from './provider-states.ts';

/**
 * The state context of an in-process test backend (the pact verification and the tests): its
 * data, its token keys, the test identity provider's tokens and the seed's fixed clock. The state
 * seed writes the embedded database directly: the backend must run on SQLite.
 */
export function testStateContext(backend: TestBackend): StateContext {
  if (!backend.sqlite) throw new Error('the provider states set up the embedded database only');
  return {
    db: backend.sqlite,
    data: backend.data,
    now: () => new Date(Date.UTC(2026, 10, 21, 9, 0, 0)),
    appToken: (upn, tenantId) => backend.tokenFor(upn, tenantId),
    selectionToken: (upn) => backend.tokens.issueSelection({ sub: upn, uid: stableUuid('user', upn) }),
    identityToken: (upn) => identityToken(upn),
    sealSecret: (tenantId, pipelineId, secret) => backend.pipelines.seal(tenantId, pipelineId, secret),
    seal: (secret, context) => backend.pipelines.box.seal(secret, context),
  };
}
