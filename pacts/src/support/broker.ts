import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Publishing the pact files to a Pact Broker (or PactFlow) through its publish-contracts endpoint
 * (`POST {broker}/contracts/publish`, Pact Broker 2.86 and later), configured by the environment
 * variables the Pact tools use.
 */
export interface BrokerSettings {
  /** PACT_BROKER_BASE_URL */
  baseUrl: string;
  /** PACT_BROKER_TOKEN (bearer), or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD (basic). */
  authorization?: string;
}

/** The broker of the environment, or undefined when PACT_BROKER_BASE_URL is not set. */
export function brokerFromEnv(env: NodeJS.ProcessEnv): BrokerSettings | undefined {
  const baseUrl = env.PACT_BROKER_BASE_URL?.trim().replace(/\/+$/, '');
  if (!baseUrl) return undefined;
  if (env.PACT_BROKER_TOKEN) return { baseUrl, authorization: `Bearer ${env.PACT_BROKER_TOKEN}` };
  if (env.PACT_BROKER_USERNAME) {
    const basic = Buffer.from(`${env.PACT_BROKER_USERNAME}:${env.PACT_BROKER_PASSWORD ?? ''}`).toString(
      'base64',
    );
    return { baseUrl, authorization: `Basic ${basic}` };
  }
  return { baseUrl };
}

/** Which version of the consumer the pacts belong to. */
export interface ConsumerVersion {
  /** Ideally the git commit the pacts were written from. */
  number: string;
  branch?: string | undefined;
  buildUrl?: string | undefined;
}

/** The body of `POST /contracts/publish` for every pact file of `dir`. */
export function publication(dir: string, version: ConsumerVersion) {
  const contracts = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      const pact = JSON.parse(text) as { consumer: { name: string }; provider: { name: string } };
      return {
        consumerName: pact.consumer.name,
        providerName: pact.provider.name,
        specification: 'pact',
        contentType: 'application/json',
        content: Buffer.from(text).toString('base64'),
      };
    });
  const consumers = [...new Set(contracts.map((contract) => contract.consumerName))];
  if (contracts.length === 0) throw new Error(`no pact files in ${dir}`);
  if (consumers.length !== 1)
    throw new Error(`one consumer expected, the pacts name ${consumers.join(', ')}`);
  return {
    pacticipantName: consumers[0],
    pacticipantVersionNumber: version.number,
    ...(version.branch ? { branch: version.branch } : {}),
    ...(version.buildUrl ? { buildUrl: version.buildUrl } : {}),
    contracts,
  };
}

/** Publishes; resolves to the broker's notices, rejects with its answer when it refuses. */
export async function publish(
  broker: BrokerSettings,
  body: ReturnType<typeof publication>,
  fetchImpl: typeof fetch = fetch,
): Promise<string[]> {
  const response = await fetchImpl(`${broker.baseUrl}/contracts/publish`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/hal+json, application/json',
      ...(broker.authorization ? { Authorization: broker.authorization } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`the broker answered ${response.status}: ${text.slice(0, 2000)}`);
  try {
    const answer = JSON.parse(text) as { notices?: { text?: string }[] };
    return (answer.notices ?? []).flatMap((notice) => (notice.text ? [notice.text] : []));
  } catch {
    return [];
  }
}
