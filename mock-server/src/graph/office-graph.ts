/**
 * The office suite integration as it runs: its settings with the application's secret sealed in
 * the secret store (never answered: `secretSet` says whether one is stored), the 'Test connection'
 * that takes a token and reads `/organization`, and the loads of the office pipelines through the
 * connector (office-connector.ts). Where Graph and the identity provider are is configuration
 * (PORTAL_GRAPH_AUTHORITY, PORTAL_GRAPH_URL; offline, the Graph stand-in), not a tenant's setting.
 */
import type { components } from '@portal/contracts/openapi';
import type { DataAccess, Repositories } from '../data/data-access.ts';
import { type SealedSecret, type SecretBox, SecretKeyError } from '../secrets/secret-box.ts';
import { GraphClient, type GraphEndpoints, GraphError, type GraphFailure } from './graph-client.ts';
import { type DatasetOutcome, loadOffice, type OfficeDataset } from './office-connector.ts';
import { httpTransport, type Transport } from './transport.ts';

type Schemas = components['schemas'];
type Settings = Schemas['Office365Settings'];

/** The document as stored: the settings without the secret, and the secret sealed. */
export type StoredOfficeIntegration = Omit<Settings, 'applicationSecret' | 'secretSet'> & {
  sealedSecret?: SealedSecret;
};

const DOCUMENT = 'office365';

/** The owner the integration's secret is sealed to: it opens only for this tenant's integration. */
const secretContext = (tenantId: string) => `${tenantId}/office365`;

/** Where Graph is, and how it is reached (a CA of the offline stand-in's). */
export interface GraphConfiguration extends GraphEndpoints {
  transport?: Transport;
}

/** An office integration that cannot read the directory yet, in words, with the failure's kind. */
export class OfficeIntegrationError extends Error {
  readonly failure: GraphFailure | 'no-integration';
  constructor(failure: GraphFailure | 'no-integration', message: string) {
    super(message);
    this.name = 'OfficeIntegrationError';
    this.failure = failure;
  }
}

export class OfficeGraph {
  readonly #box: SecretBox;
  readonly #graph: (GraphEndpoints & { transport: Transport }) | undefined;

  constructor(box: SecretBox, graph?: GraphConfiguration) {
    this.#box = box;
    this.#graph = graph
      ? {
          authority: graph.authority,
          graphUrl: graph.graphUrl,
          transport: graph.transport ?? httpTransport(),
        }
      : undefined;
  }

  /** The integration's settings as answered: the secret never, whether one is stored. */
  async settings(data: Repositories, tenantId: string): Promise<Settings> {
    const { sealedSecret, ...settings } = await data.documents.read<StoredOfficeIntegration>(
      tenantId,
      DOCUMENT,
      {
        enabled: false,
      },
    );
    return { ...settings, secretSet: !!sealedSecret };
  }

  /** Saves the settings; a new secret is sealed, none given keeps the stored one. Answers what is stored. */
  async save(data: Repositories, tenantId: string, input: Settings, at: Date): Promise<Settings> {
    const previous = await data.documents.read<StoredOfficeIntegration>(tenantId, DOCUMENT, {
      enabled: false,
    });
    const { applicationSecret, secretSet: _ignored, ...settings } = input;
    const sealedSecret = applicationSecret
      ? this.#box.seal(applicationSecret, secretContext(tenantId))
      : previous.sealedSecret;
    const stored: StoredOfficeIntegration = {
      ...previous,
      ...settings,
      ...(sealedSecret ? { sealedSecret } : {}),
    };
    await data.documents.write(tenantId, DOCUMENT, stored, at);
    const { sealedSecret: sealed, ...answer } = stored;
    return { ...answer, secretSet: !!sealed };
  }

  /** Seals again with the current key a secret sealed with a previous one (a key rotation). */
  async reseal(data: Repositories, tenantId: string, at: Date): Promise<boolean> {
    const stored = await data.documents.read<StoredOfficeIntegration>(tenantId, DOCUMENT, { enabled: false });
    if (!stored.sealedSecret || !this.#box.isStale(stored.sealedSecret)) return false;
    try {
      const fresh = this.#box.reseal(stored.sealedSecret, secretContext(tenantId));
      await data.documents.write(tenantId, DOCUMENT, { ...stored, sealedSecret: fresh }, at);
      return true;
    } catch (error) {
      if (error instanceof SecretKeyError) return false;
      throw error;
    }
  }

  /** A Graph client for the tenant's application (the given settings, else the stored ones). */
  async #client(data: Repositories, tenantId: string, input?: Settings): Promise<GraphClient> {
    if (!this.#graph)
      throw new OfficeIntegrationError(
        'no-integration',
        'Microsoft Graph is not configured for this portal (PORTAL_GRAPH_URL and PORTAL_GRAPH_AUTHORITY).',
      );
    const stored = await data.documents.read<StoredOfficeIntegration>(tenantId, DOCUMENT, { enabled: false });
    const tenant = input?.directoryTenantId ?? stored.directoryTenantId;
    const clientId = input?.applicationId ?? stored.applicationId;
    if (!tenant || !clientId)
      throw new OfficeIntegrationError(
        'no-integration',
        'The office suite integration names no directory and application yet: enter the directory (tenant) id and the application id.',
      );
    let clientSecret = input?.applicationSecret;
    if (!clientSecret) {
      if (!stored.sealedSecret)
        throw new OfficeIntegrationError(
          'secret',
          'No application secret is stored: enter the application secret.',
        );
      try {
        clientSecret = this.#box.open(stored.sealedSecret, secretContext(tenantId));
      } catch (error) {
        if (error instanceof SecretKeyError)
          throw new OfficeIntegrationError(
            'secret',
            `The stored secret cannot be used: ${error.message}. Enter the secret again.`,
          );
        throw error;
      }
    }
    return new GraphClient(
      { authority: this.#graph.authority, graphUrl: this.#graph.graphUrl },
      { tenant, clientId, clientSecret },
      { transport: this.#graph.transport },
    );
  }

  /** 'Test connection': a token, then `/organization`; what failed, exactly, in words. */
  async test(
    data: Repositories,
    tenantId: string,
    input: Settings,
    at: Date,
  ): Promise<Schemas['ConnectionTest']> {
    const checkedAt = at.toISOString();
    try {
      const client = await this.#client(data, tenantId, input);
      const organization = await client.list<{ displayName?: string; verifiedDomains?: { name?: string }[] }>(
        '/organization?$select=id,displayName,verifiedDomains',
        "the directory's organization",
        'Organization.Read.All',
      );
      const name =
        organization[0]?.displayName ?? organization[0]?.verifiedDomains?.[0]?.name ?? 'the directory';
      return { success: true, message: `Connected to ${name} with the application.`, checkedAt };
    } catch (error) {
      if (error instanceof GraphError || error instanceof OfficeIntegrationError)
        return { success: false, message: error.message, checkedAt };
      throw error;
    }
  }

  /** Loads `datasets` from the tenant's directory into its office records. */
  async load(
    data: DataAccess,
    tenantId: string,
    datasets: readonly OfficeDataset[],
    now: () => Date,
  ): Promise<DatasetOutcome[]> {
    const client = await this.#client(data, tenantId);
    return loadOffice(client, data, tenantId, { datasets, now });
  }
}
