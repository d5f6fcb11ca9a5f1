// Verifies every pact in pacts/pacts against the reference backend, with its provider states.
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Verifier } from '@pact-foundation/pact';
import {
  type Injected,
  isParams,
  resetForInteraction,
  STATE_HANDLERS,
  type StateContext,
} from '../src/pact/provider-states.ts';
import { stableUuid } from '../src/seed/seed.ts';
import { createTestBackend, identityToken } from '../src/testing/test-backend.ts';

process.env.PACT_DO_NOT_TRACK ??= 'true';

const pactDir = join(import.meta.dirname, '..', '..', 'pacts', 'pacts');
const backend = createTestBackend();
const server = serve({ fetch: backend.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const { port } = server.address() as AddressInfo;

const ctx: StateContext = {
  db: backend.db,
  now: () => new Date(Date.UTC(2026, 10, 21, 9, 0, 0)),
  appToken: (upn, tenantId) => backend.tokenFor(upn, tenantId),
  selectionToken: (upn) => backend.tokens.issueSelection({ sub: upn, uid: stableUuid('user', upn) }),
  identityToken: (upn) => identityToken(upn),
};

// Each handler gets the state's params and hands back what the verifier injects (tokens, ids).
const stateHandlers = Object.fromEntries(
  Object.entries(STATE_HANDLERS).map(([name, handler]) => [
    name,
    async (params?: unknown): Promise<Injected | undefined> =>
      (await handler(ctx, isParams(params) ? params : {})) ?? undefined,
  ]),
);

const pactUrls = readdirSync(pactDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => join(pactDir, f));

// A state without a handler would be skipped silently by the verifier: refuse to start instead.
const interactions = pactUrls.flatMap(
  (url) =>
    (JSON.parse(readFileSync(url, 'utf8')) as { interactions: { providerStates?: { name: string }[] }[] })
      .interactions,
);
const missing = [...new Set(interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)))].filter(
  (name) => !(name in STATE_HANDLERS),
);
if (missing.length > 0) {
  console.error(
    `Provider states without a handler in mock-server/src/pact/provider-states.ts:\n  ${missing.join('\n  ')}`,
  );
  process.exit(1);
}

let failed = false;
try {
  for (const pactUrl of pactUrls) {
    const provider = pactUrl.includes('saved-views') ? 'portal-saved-views' : 'portal-api';
    console.log(`Verifying ${provider} (${pactUrl.split('/').pop()})`);
    await new Verifier({
      provider,
      providerBaseUrl: `http://127.0.0.1:${port}`,
      pactUrls: [pactUrl],
      stateHandlers,
      beforeEach: async () => {
        resetForInteraction(backend.db);
      },
      logLevel: 'error',
    }).verifyProvider();
  }
} catch (error) {
  failed = true;
  const message = error instanceof Error ? error.message : String(error);
  // The verifier's error is a JSON dump of every result; its readable part starts at 'Failures:'.
  const readable = message.indexOf('Failures:');
  console.error(
    readable >= 0
      ? message
          .slice(readable)
          .replace(/\\n/g, '\n')
          .replace(/\\u001b\[[0-9;]*m/g, '')
      : message,
  );
} finally {
  server.close();
}
console.log(
  failed
    ? 'Pact provider verification failed.'
    : `Pact provider verification: ${interactions.length} interactions of ${pactUrls.length} pacts verified.`,
);
process.exit(failed ? 1 : 0);
