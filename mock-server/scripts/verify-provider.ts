// ./portal verify-provider URL [--states URL] [--provider NAME]
//
// Verifies a running backend (a backend team's own service, or the reference backend) against the
// portal's pact files in pacts/pacts. Provider states are set up through a state-change URL the
// backend implements (Pact's providerStatesSetupUrl): for each state of an interaction the verifier
// POSTs { state, params, action: 'setup' } before the request and { ..., action: 'teardown' } after
// it; the JSON object a setup answers (tokens, ids) is injected into the request.
import { parseArgs } from 'node:util';
import { readPacts, stateNames, verifyPacts } from './pact-verification.ts';

const USAGE = `Usage: ./portal verify-provider URL [--states URL] [--provider NAME]

  URL               base URL of the running backend, for example http://localhost:8080
  --states URL      its provider-state change URL (Pact's providerStatesSetupUrl); the reference
                    backend serves one at /_pact/provider-states when started with PORTAL_PACT_STATES=1
  --provider NAME   verify only this provider's pact (portal-api, portal-saved-views)`;

function fail(message: string): never {
  console.error(`verify-provider: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function httpUrl(value: string, what: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/+$/, '');
  } catch {
    // Reported below.
  }
  fail(`${what} must be an http(s) URL, not '${value}'`);
}

const parsed = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        states: { type: 'string' },
        provider: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [target, ...extra] = parsed.positionals;
if (!target || extra.length > 0) fail('give exactly one backend URL');
const providerBaseUrl = httpUrl(target, 'URL');
const statesUrl = parsed.values.states === undefined ? undefined : httpUrl(parsed.values.states, '--states');

const all = readPacts();
const pacts = parsed.values.provider ? all.filter((pact) => pact.provider === parsed.values.provider) : all;
if (pacts.length === 0) {
  fail(
    all.length === 0
      ? 'pacts/pacts holds no pact files (run pnpm --filter @portal/pacts run test)'
      : `no pact for provider '${parsed.values.provider}' (pacts: ${all.map((pact) => pact.provider).join(', ')})`,
  );
}

console.log(
  `Verifying ${providerBaseUrl} against ${pacts.map((pact) => pact.file.split('/').pop()).join(', ')}`,
);
if (statesUrl) {
  console.log(`Provider states through ${statesUrl}`);
} else {
  console.warn(
    [
      'No --states URL: provider states are not set up, so no token or id is injected into the requests;',
      `expect failures unless the backend already holds every state. The pacts use ${stateNames(pacts).length} states,`,
      'listed with what each must set up and return in pacts/src/provider-states.ts.',
    ].join('\n'),
  );
}

const passed = await verifyPacts(pacts, {
  providerBaseUrl,
  ...(statesUrl ? { providerStatesSetupUrl: statesUrl } : {}),
});
process.exit(passed ? 0 : 1);
