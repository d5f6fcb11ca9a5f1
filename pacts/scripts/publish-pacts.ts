// pnpm --filter @portal/pacts publish:pacts
//
// Publishes pacts/pacts to the Pact Broker of PACT_BROKER_BASE_URL (with PACT_BROKER_TOKEN, or
// PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD). Without a broker it only explains what it would do.
import { execFileSync } from 'node:child_process';
import { brokerFromEnv, publication, publish } from '../src/support/broker.ts';
import { PACT_DIR, WORKSPACE_DIR } from '../src/support/paths.ts';

const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: WORKSPACE_DIR, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

const broker = brokerFromEnv(process.env);
if (!broker) {
  console.log(`No Pact Broker configured: nothing published.

The pact files in pacts/pacts are what the portal's consumer tests wrote (pnpm test:pact). To publish
them, set the broker and run this again:

  PACT_BROKER_BASE_URL=https://broker.example   the Pact Broker or PactFlow
  PACT_BROKER_TOKEN=...                         a bearer token (or PACT_BROKER_USERNAME and
                                                PACT_BROKER_PASSWORD for basic authentication)
  PACT_CONSUMER_VERSION=...                     optional: the version to publish as (default: the
                                                git commit; refused while pacts/pacts has changes)
  PACT_CONSUMER_BRANCH=...                      optional: the branch (default: the git branch)
  PACT_BUILD_URL=...                            optional: the CI build that wrote the pacts

Backend teams then verify their service against the broker's pacts, or against these files with
./portal verify-provider URL --states URL (docs/contracts.md).`);
  process.exit(0);
}

// A version names one set of pacts: a commit whose pact files were since changed is not that version.
let number = process.env.PACT_CONSUMER_VERSION?.trim();
if (!number) {
  number = git('rev-parse', 'HEAD');
  if (!number) {
    console.error('publish:pacts: no git commit to version the pacts with; set PACT_CONSUMER_VERSION.');
    process.exit(1);
  }
  if (git('status', '--porcelain', '--', 'pacts/pacts')) {
    console.error(
      `publish:pacts: pacts/pacts differs from commit ${number.slice(0, 12)}; commit the pact files or set PACT_CONSUMER_VERSION.`,
    );
    process.exit(1);
  }
}
const branch = process.env.PACT_CONSUMER_BRANCH?.trim() || git('rev-parse', '--abbrev-ref', 'HEAD');

const body = publication(PACT_DIR, {
  number,
  branch: branch && branch !== 'HEAD' ? branch : undefined,
  buildUrl: process.env.PACT_BUILD_URL?.trim() || undefined,
});
try {
  const notices = await publish(broker, body);
  console.log(
    `Published ${body.contracts.map((c) => `${c.consumerName} → ${c.providerName}`).join(', ')} as version ${number} to ${broker.baseUrl}.`,
  );
  for (const notice of notices) console.log(`  ${notice}`);
} catch (error) {
  console.error(`publish:pacts: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
