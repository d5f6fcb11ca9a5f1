import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PENDING_OPERATIONS } from './pending-operations.ts';
import { PROVIDER_STATES } from './provider-states.ts';
import { type ConsumerCall, scanConsumerCalls } from './support/consumer-calls.ts';
import { matchesPathTemplate, readContractOperations, readGraphQLOperations } from './support/contract.ts';
import { CONSUMER, GRAPHQL_PROVIDER, REST_PROVIDER } from './support/pact.ts';
import { PACT_DIR } from './support/paths.ts';
import {
  restOperationOf,
  savedViewsOperationOf,
  sdkRestMethods,
  sdkSavedViewsMethods,
} from './support/sdk-operations.ts';

/**
 * Runs after the consumer tests (vitest group order). The pacts are consumer-driven: they describe
 * the operations the web app and the hooks package call, read from their source
 * (`support/consumer-calls.ts`), plus the short list of `pending-operations.ts`. This check keeps
 * that true as screens are added, and keeps provider-states.ts the exact list of states the pacts use.
 */

interface PactInteraction {
  description: string;
  pending?: boolean;
  providerStates?: { name: string }[];
  request: { method: string; path: string; body?: { content?: unknown } };
  comments?: { references?: { openapi?: { operationId?: string } } };
}

interface PactFile {
  interactions: PactInteraction[];
}

const pactFileName = (provider: string) => `${CONSUMER}-${provider}.json`;

function readPact(provider: string): PactFile {
  const file = join(PACT_DIR, pactFileName(provider));
  if (!existsSync(file)) return { interactions: [] };
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return parsed as PactFile;
}

const rest = readPact(REST_PROVIDER);
const graphql = readPact(GRAPHQL_PROVIDER);
const operations = readContractOperations();
const graphQLOperations = readGraphQLOperations();

const operationIdOf = (interaction: PactInteraction) =>
  interaction.comments?.references?.openapi?.operationId;

const graphQLOperationNameOf = (interaction: PactInteraction): unknown => {
  const content = interaction.request.body?.content;
  return typeof content === 'object' && content !== null && 'operationName' in content
    ? content.operationName
    : undefined;
};

// ------------------------------------------------------------------- what the consumer calls
const consumerCalls = scanConsumerCalls(sdkRestMethods(), sdkSavedViewsMethods());
const operationOfCall = (call: ConsumerCall): string | undefined =>
  call.client === 'savedViews'
    ? savedViewsOperationOf(call.method)
    : restOperationOf(call.client, call.method);
const where = (call: ConsumerCall) => `${call.file}:${call.line} (${call.client}.${call.method})`;

/** Every operation the consumer calls, with the places that call it. */
const called = new Map<string, ConsumerCall[]>();
for (const call of consumerCalls) {
  const operation = operationOfCall(call);
  if (operation) called.set(operation, [...(called.get(operation) ?? []), call]);
}

const pending = new Map<string, string>(Object.entries(PENDING_OPERATIONS));

/** The operations that have at least one interaction, REST and GraphQL. */
const withInteraction = new Set<unknown>([
  ...rest.interactions.map(operationIdOf),
  ...graphql.interactions.map(graphQLOperationNameOf),
]);

describe('the pacts describe what the consumer calls', () => {
  it('finds the consumer’s calls and maps each to an operation', () => {
    expect(consumerCalls.length, 'no SDK client call found in web/src and hooks/src').toBeGreaterThan(0);
    const unmapped = consumerCalls.filter((call) => operationOfCall(call) === undefined).map(where);
    expect(unmapped, 'calls of SDK methods missing from support/sdk-operations.ts').toEqual([]);
    console.info(
      `The consumer (web/src, hooks/src) calls ${called.size} operations in ${consumerCalls.length} places.`,
    );
  });

  it('every operation the consumer calls has a consumer interaction', () => {
    const missing = [...called]
      .filter(([operation]) => !withInteraction.has(operation))
      .map(([operation, calls]) => `${operation}: called at ${calls.map(where).join(', ')}`);
    expect(missing, 'called operations without an interaction: add one to src/<group>.pact.test.ts').toEqual(
      [],
    );
  });

  it('lists the pending operations, each with a reason and an interaction', () => {
    const known = new Set<string>([
      ...operations.map((operation) => operation.operationId),
      ...graphQLOperations.keys(),
    ]);
    console.info(
      [
        `${pending.size} pending operations (interactions kept although nothing calls them yet; src/pending-operations.ts):`,
        ...[...pending].map(([operation, reason]) => `  - ${operation}: ${reason}`),
      ].join('\n'),
    );
    const problems = [...pending].flatMap(([operation, reason]) => [
      ...(known.has(operation) ? [] : [`${operation}: not an operation of the contracts`]),
      ...(reason.trim() ? [] : [`${operation}: no reason`]),
      ...(withInteraction.has(operation) ? [] : [`${operation}: no interaction (take it off the list)`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('no operation is both called and pending', () => {
    const both = [...pending.keys()]
      .filter((operation) => called.has(operation))
      .map((operation) => `${operation}: called at ${(called.get(operation) ?? []).map(where).join(', ')}`);
    expect(
      both,
      'now called: take these off src/pending-operations.ts and match only what the new code reads',
    ).toEqual([]);
  });

  it('interactions of pending operations, and only those, are marked pending for the verifier', () => {
    const wrong = [
      ...rest.interactions.map((interaction) => ({ interaction, operation: operationIdOf(interaction) })),
      ...graphql.interactions.map((interaction) => ({
        interaction,
        operation: graphQLOperationNameOf(interaction),
      })),
    ]
      .filter(
        ({ interaction, operation }) => (interaction.pending === true) !== pending.has(String(operation)),
      )
      .map(({ interaction, operation }) => `${String(operation)}: ${interaction.description}`);
    expect(
      wrong,
      'pending operations take .pending() (pendingGraphQL for saved views); called ones must not',
    ).toEqual([]);
  });

  it('every interaction is for an operation the consumer calls or one on the pending list', () => {
    const extra = [...withInteraction].filter(
      (operation) => typeof operation !== 'string' || (!called.has(operation) && !pending.has(operation)),
    );
    expect(extra, 'interactions of operations nothing calls: remove them, or list them as pending').toEqual(
      [],
    );
  });
});

describe('the pacts match the contracts', () => {
  it('the pact folder holds exactly the pact files of the providers with interactions', () => {
    const expected = [
      ...(rest.interactions.length > 0 ? [pactFileName(REST_PROVIDER)] : []),
      ...(graphql.interactions.length > 0 ? [pactFileName(GRAPHQL_PROVIDER)] : []),
    ];
    expect(readdirSync(PACT_DIR).sort()).toEqual(expected.sort());
  });

  it('reads every operation of portal.yaml, each with a unique operationId', () => {
    expect(operations.length).toBeGreaterThan(0);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every REST interaction names an operation of portal.yaml and uses its method and path', () => {
    const wrong = rest.interactions.flatMap((interaction) => {
      const operationId = operationIdOf(interaction);
      const operation = operations.find((candidate) => candidate.operationId === operationId);
      const { method, path } = interaction.request;
      if (!operation) return [`${interaction.description}: unknown operationId ${String(operationId)}`];
      if (operation.method !== method.toUpperCase() || !matchesPathTemplate(operation.path, path)) {
        return [`${interaction.description}: ${method} ${path} is not ${operation.method} ${operation.path}`];
      }
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it('every GraphQL interaction names an operation of the contract', () => {
    const unknown = graphql.interactions
      .map(graphQLOperationNameOf)
      .filter((name) => typeof name !== 'string' || !graphQLOperations.has(name));
    expect(unknown).toEqual([]);
  });

  it('every interaction has provider states, all of them listed in provider-states.ts', () => {
    const listed = new Set<string>(PROVIDER_STATES);
    const problems = [...rest.interactions, ...graphql.interactions].flatMap((interaction) => {
      const names = (interaction.providerStates ?? []).map((state) => state.name);
      if (names.length === 0) return [`${interaction.description}: no provider state`];
      return names.filter((name) => !listed.has(name)).map((name) => `${interaction.description}: '${name}'`);
    });
    expect(problems).toEqual([]);
  });

  it('every state of provider-states.ts is used by an interaction', () => {
    const used = new Set(
      [...rest.interactions, ...graphql.interactions].flatMap((interaction) =>
        (interaction.providerStates ?? []).map((state) => state.name),
      ),
    );
    expect(PROVIDER_STATES.filter((state) => !used.has(state))).toEqual([]);
  });
});
