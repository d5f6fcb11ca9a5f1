import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROVIDER_STATES } from './provider-states.ts';
import { matchesPathTemplate, readContractOperations, readGraphQLOperations } from './support/contract.ts';
import { CONSUMER, GRAPHQL_PROVIDER, REST_PROVIDER } from './support/pact.ts';
import { PACT_DIR } from './support/paths.ts';

/**
 * Runs after the consumer tests (vitest group order): keeps "every operation of the contracts has a
 * consumer interaction" true as the contracts grow, and keeps provider-states.ts the exact list of
 * states the pacts use.
 */

interface PactInteraction {
  description: string;
  providerStates?: { name: string }[];
  request: { method: string; path: string; body?: { content?: unknown } };
  comments?: { references?: { openapi?: { operationId?: string } } };
}

interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
}

const pactFileName = (provider: string) => `${CONSUMER}-${provider}.json`;

function readPact(provider: string): PactFile {
  const parsed: unknown = JSON.parse(readFileSync(join(PACT_DIR, pactFileName(provider)), 'utf8'));
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

describe('coverage of the contracts by the consumer pacts', () => {
  it('the pact folder holds exactly the REST and GraphQL pact files', () => {
    expect(readdirSync(PACT_DIR).sort()).toEqual(
      [pactFileName(REST_PROVIDER), pactFileName(GRAPHQL_PROVIDER)].sort(),
    );
  });

  it('reads every operation of portal.yaml, each with a unique operationId', () => {
    expect(operations.length).toBeGreaterThan(0);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every REST operation of portal.yaml has at least one consumer interaction', () => {
    const covered = new Set(rest.interactions.map(operationIdOf));
    const missing = operations.map((operation) => operation.operationId).filter((id) => !covered.has(id));
    expect(missing, 'operations of portal.yaml without a consumer interaction').toEqual([]);
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

  it('every GraphQL operation of contracts/graphql/operations has at least one consumer interaction', () => {
    const covered = new Set(graphql.interactions.map(graphQLOperationNameOf));
    const missing = [...graphQLOperations.keys()].filter((name) => !covered.has(name));
    expect(graphQLOperations.size).toBeGreaterThan(0);
    expect(missing, 'GraphQL operations without a consumer interaction').toEqual([]);
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
