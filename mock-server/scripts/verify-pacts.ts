// Verifies every pact in pacts/pacts against the reference backend, with its provider states. Unlike
// ./portal verify-provider, interactions of pending operations must pass here too.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Injected, isParams, resetForInteraction, STATE_HANDLERS } from '../src/pact/provider-states.ts';
import { testStateContext } from '../src/pact/test-state-context.ts';
import { createTestBackend } from '../src/testing/test-backend.ts';
import { readPacts, stateNames, verifyPacts, withoutPending } from './pact-verification.ts';

// The provider states write the embedded database directly: it runs on SQLite whatever the
// environment says.
const backend = await createTestBackend({ embedded: true });
const server = serve({ fetch: backend.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const { port } = server.address() as AddressInfo;

const ctx = testStateContext(backend);
const db = ctx.db;

// Each handler gets the state's params and hands back what the verifier injects (tokens, ids).
const stateHandlers = Object.fromEntries(
  Object.entries(STATE_HANDLERS).map(([name, handler]) => [
    name,
    async (params?: unknown): Promise<Injected | undefined> =>
      (await handler(ctx, isParams(params) ? params : {})) ?? undefined,
  ]),
);

// Strict: the reference backend answers every interaction, the pending ones too.
const pacts = withoutPending(readPacts());

// A state without a handler would be skipped silently by the verifier: refuse to start instead.
const missing = stateNames(pacts).filter((name) => !(name in STATE_HANDLERS));
if (missing.length > 0) {
  console.error(
    `Provider states without a handler in mock-server/src/pact/provider-states.ts:\n  ${missing.join('\n  ')}`,
  );
  process.exit(1);
}

let passed = false;
try {
  passed = await verifyPacts(pacts, {
    providerBaseUrl: `http://127.0.0.1:${port}`,
    stateHandlers,
    beforeEach: async () => {
      resetForInteraction(db);
    },
  });
} finally {
  server.close();
  await backend.close();
}
process.exit(passed ? 0 : 1);
