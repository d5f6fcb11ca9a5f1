/**
 * A Microsoft Graph v1.0 client for one tenant's application, as Graph wants to be called:
 * app-only tokens by the client-credentials grant with MSAL Node (cached, and taken again when
 * Graph says the token expired mid-run), paging by `@odata.nextLink`, throttling honoured (429, 503
 * and 504 wait for `Retry-After`, else back off exponentially), and the usage reports followed
 * through their redirect to the CSV (without the token, as the download URL is pre-authorised).
 * Production points it at Entra ID and graph.microsoft.com; offline, at the Graph stand-in
 * (src/offline/graph) by configuration only.
 */
import { type AuthError, ConfidentialClientApplication, LogLevel } from '@azure/msal-node';
import { type HttpAnswer, msalNetwork, type Transport } from './transport.ts';

/** Where the identity provider and Graph are (PORTAL_GRAPH_AUTHORITY, PORTAL_GRAPH_URL). */
export interface GraphEndpoints {
  /** The identity provider's host, for example https://login.microsoftonline.com. */
  authority: string;
  /** Graph's root, for example https://graph.microsoft.com. */
  graphUrl: string;
}

/** The tenant's application: its directory (tenant id or domain), application id and secret. */
export interface GraphCredentials {
  tenant: string;
  clientId: string;
  clientSecret: string;
}

export type GraphFailure =
  | 'tenant'
  | 'application'
  | 'secret'
  | 'permission'
  | 'throttled'
  | 'unreachable'
  | 'failed';

/** A call that failed, in words, with what failed (the tenant, the application, the secret, a permission…). */
export class GraphError extends Error {
  readonly failure: GraphFailure;
  readonly status: number | undefined;
  constructor(failure: GraphFailure, message: string, status?: number) {
    super(message);
    this.name = 'GraphError';
    this.failure = failure;
    this.status = status;
  }
}

export interface GraphClientOptions {
  transport: Transport;
  /** Waits (a fake clock's in tests). */
  sleep?: (ms: number) => Promise<void>;
  /** Attempts of a throttled call before it fails (default 6). */
  attempts?: number;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What an identity provider's error code means for the user (AADSTS codes, as Entra answers them). */
function tokenFailure(error: unknown, credentials: GraphCredentials): GraphError {
  const text =
    error instanceof Error ? `${(error as AuthError).errorCode ?? ''} ${error.message}` : String(error);
  if (/AADSTS90002|AADSTS900023|tenant .*not found|invalid_tenant|endpoints_resolution_error/i.test(text))
    return new GraphError('tenant', `The directory ${credentials.tenant} was not found.`);
  if (/AADSTS700016|unauthorized_client|application .*not found/i.test(text))
    return new GraphError(
      'application',
      `The application ${credentials.clientId} was not found in the directory ${credentials.tenant}.`,
    );
  if (/AADSTS7000215|AADSTS7000222|invalid_client/i.test(text))
    return new GraphError(
      'secret',
      `The application secret was refused (wrong or expired) for the application ${credentials.clientId}.`,
    );
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|no answer|network/i.test(text))
    return new GraphError('unreachable', 'The identity provider could not be reached.');
  return new GraphError('failed', `No token was issued: ${text.trim().slice(0, 300)}`);
}

/** Graph's error body: `{ error: { code, message } }`. */
function graphErrorOf(answer: HttpAnswer): { code: string; message: string } {
  try {
    const parsed = JSON.parse(answer.body) as { error?: { code?: string; message?: string } };
    return { code: parsed.error?.code ?? '', message: parsed.error?.message ?? '' };
  } catch {
    return { code: '', message: answer.body.slice(0, 200) };
  }
}

/** Milliseconds to wait before the next attempt: Retry-After (seconds or a date), else 1, 2, 4… s up to 32 s. */
export function retryDelay(answer: HttpAnswer, attempt: number, now = Date.now()): number {
  const header = answer.headers['retry-after'];
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.max(0, at - now);
  }
  return Math.min(32_000, 1000 * 2 ** attempt);
}

export class GraphClient {
  readonly #endpoints: GraphEndpoints;
  readonly #credentials: GraphCredentials;
  readonly #transport: Transport;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #attempts: number;
  readonly #msal: ConfidentialClientApplication;
  #token: Promise<string> | undefined;
  /** Graph requests made (the report downloads included), and how many waited for throttling. */
  readonly counts = { requests: 0, throttled: 0, tokens: 0 };

  constructor(endpoints: GraphEndpoints, credentials: GraphCredentials, options: GraphClientOptions) {
    this.#endpoints = {
      authority: endpoints.authority.replace(/\/+$/, ''),
      graphUrl: endpoints.graphUrl.replace(/\/+$/, ''),
    };
    this.#credentials = credentials;
    this.#transport = options.transport;
    this.#sleep = options.sleep ?? sleepFor;
    this.#attempts = options.attempts ?? 6;
    const authority = `${this.#endpoints.authority}/${encodeURIComponent(credentials.tenant)}`;
    this.#msal = new ConfidentialClientApplication({
      auth: {
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
        authority,
        knownAuthorities: [new URL(this.#endpoints.authority).host],
      },
      system: {
        networkClient: msalNetwork(this.#transport),
        // MSAL's own retries would hide a refused secret behind a delay; the connector retries Graph.
        disableInternalRetries: true,
        // MSAL logs nothing: a log line could carry a secret or a token.
        loggerOptions: {
          logLevel: LogLevel.Error,
          piiLoggingEnabled: false,
          loggerCallback: () => undefined,
        },
      },
    });
  }

  /** An app-only token for Graph: the one held unless `fresh`; calls at once share one request. */
  token(fresh = false): Promise<string> {
    if (this.#token && !fresh) return this.#token;
    const taking = this.#acquire(fresh);
    this.#token = taking;
    taking.catch(() => {
      if (this.#token === taking) this.#token = undefined;
    });
    return taking;
  }

  async #acquire(fresh: boolean): Promise<string> {
    try {
      const result = await this.#msal.acquireTokenByClientCredential({
        scopes: [`${this.#endpoints.graphUrl}/.default`],
        ...(fresh ? { skipCache: true } : {}),
      });
      if (!result?.accessToken) throw new Error('the identity provider answered no token');
      this.counts.tokens += 1;
      return result.accessToken;
    } catch (error) {
      throw tokenFailure(error, this.#credentials);
    }
  }

  /** A new token after Graph refused `used`, unless another call took one already. */
  #renew(used: string): Promise<string> {
    return this.#token
      ? this.#token.then((held) => (held === used ? this.token(true) : held))
      : this.token(true);
  }

  #url(path: string): string {
    return /^https?:\/\//.test(path)
      ? path
      : `${this.#endpoints.graphUrl}/v1.0${path.startsWith('/') ? '' : '/'}${path}`;
  }

  /** One call with the token: throttling waited out, an expired token taken again once. */
  async #call(url: string, headers: Record<string, string> = {}, body?: string): Promise<HttpAnswer> {
    let renewed = false;
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.token();
      let answer: HttpAnswer;
      try {
        this.counts.requests += 1;
        answer = await this.#transport(url, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...headers },
          ...(body === undefined ? {} : { method: 'POST' as const, body }),
        });
      } catch (error) {
        if (attempt + 1 >= this.#attempts)
          throw new GraphError(
            'unreachable',
            `Microsoft Graph could not be reached: ${(error as Error).message}.`,
          );
        await this.#sleep(retryDelay({ status: 0, headers: {}, body: '' }, attempt));
        continue;
      }
      if (answer.status === 401 && !renewed) {
        // The token expired (or was revoked) mid-run: take a new one and try again, once.
        renewed = true;
        await this.#renew(token);
        attempt -= 1;
        continue;
      }
      if (answer.status === 429 || answer.status === 503 || answer.status === 504) {
        this.counts.throttled += 1;
        if (attempt + 1 >= this.#attempts)
          throw new GraphError(
            'throttled',
            `Microsoft Graph kept throttling the requests (${answer.status}) after ${this.#attempts} attempts.`,
            answer.status,
          );
        await this.#sleep(retryDelay(answer, attempt));
        continue;
      }
      return answer;
    }
  }

  #fail(answer: HttpAnswer, what: string, permission: string): never {
    const { code, message } = graphErrorOf(answer);
    if (answer.status === 403)
      throw new GraphError(
        'permission',
        `The application lacks the permission ${permission} to read ${what}.`,
        403,
      );
    if (answer.status === 401)
      throw new GraphError('secret', `Microsoft Graph refused the application's token for ${what}.`, 401);
    throw new GraphError(
      'failed',
      `Microsoft Graph answered ${answer.status} for ${what}${code ? ` (${code})` : ''}${message ? `: ${message}` : ''}.`,
      answer.status,
    );
  }

  /** One object at `path` (below /v1.0). */
  async get<T>(path: string, what: string, permission: string): Promise<T> {
    const answer = await this.#call(this.#url(path));
    if (answer.status !== 200) this.#fail(answer, what, permission);
    return JSON.parse(answer.body) as T;
  }

  /** Every item of a collection, page after page by `@odata.nextLink`. */
  async list<T>(path: string, what: string, permission: string): Promise<T[]> {
    const items: T[] = [];
    let next: string | undefined = this.#url(path);
    while (next) {
      const answer = await this.#call(next);
      if (answer.status !== 200) this.#fail(answer, what, permission);
      const page = JSON.parse(answer.body) as { value?: T[]; '@odata.nextLink'?: string };
      items.push(...(page.value ?? []));
      next = page['@odata.nextLink'];
    }
    return items;
  }

  /**
   * A delta query: every page of changes (all items the first time), and the `@odata.deltaLink`
   * the next run starts from. Graph answers 410 when the link is too old: the caller reads again
   * from the start.
   */
  async delta<T>(
    path: string,
    what: string,
    permission: string,
  ): Promise<{ items: T[]; deltaLink?: string }> {
    const items: T[] = [];
    let next: string | undefined = this.#url(path);
    let deltaLink: string | undefined;
    while (next) {
      const answer = await this.#call(next);
      if (answer.status !== 200) this.#fail(answer, what, permission);
      const page = JSON.parse(answer.body) as {
        value?: T[];
        '@odata.nextLink'?: string;
        '@odata.deltaLink'?: string;
      };
      items.push(...(page.value ?? []));
      next = page['@odata.nextLink'];
      deltaLink = page['@odata.deltaLink'] ?? deltaLink;
    }
    return { items, ...(deltaLink ? { deltaLink } : {}) };
  }

  /**
   * Many small reads in JSON batches of 20 (`$batch`): the answers by request id. A request Graph
   * throttled inside a batch is sent again after its Retry-After; one refused fails the read.
   */
  async batch<T>(
    requests: readonly { id: string; url: string; headers?: Record<string, string> }[],
    what: string,
    permission: string,
  ): Promise<Map<string, T>> {
    const answers = new Map<string, T>();
    let pending = [...requests];
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      const throttled: typeof pending = [];
      let wait = 0;
      for (let i = 0; i < pending.length; i += 20) {
        const chunk = pending.slice(i, i + 20);
        const answer = await this.#call(
          this.#url('/$batch'),
          { 'Content-Type': 'application/json' },
          JSON.stringify({ requests: chunk.map((r) => ({ method: 'GET', ...r })) }),
        );
        if (answer.status !== 200) this.#fail(answer, what, permission);
        const { responses = [] } = JSON.parse(answer.body) as {
          responses?: { id: string; status: number; headers?: Record<string, string>; body?: unknown }[];
        };
        for (const response of responses) {
          const request = chunk.find((r) => r.id === response.id);
          if (!request) continue;
          if (response.status === 200) answers.set(response.id, response.body as T);
          else if (response.status === 429 || response.status === 503) {
            throttled.push(request);
            const headers = Object.fromEntries(
              Object.entries(response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
            );
            wait = Math.max(wait, retryDelay({ status: response.status, headers, body: '' }, attempt));
          } else
            this.#fail(
              { status: response.status, headers: {}, body: JSON.stringify(response.body ?? {}) },
              what,
              permission,
            );
        }
      }
      if (throttled.length > 0) {
        this.counts.throttled += 1;
        if (attempt + 1 >= this.#attempts)
          throw new GraphError('throttled', `Microsoft Graph kept throttling the requests for ${what}.`, 429);
        await this.#sleep(wait);
      }
      pending = throttled;
    }
    return answers;
  }

  /** A usage report: Graph answers with a redirect to the CSV, fetched without the token. */
  async report(path: string, what: string): Promise<string> {
    const answer = await this.#call(this.#url(path), { Accept: 'text/csv' });
    if (answer.status === 200) return answer.body;
    if (answer.status !== 302 && answer.status !== 303) this.#fail(answer, what, 'Reports.Read.All');
    const location = answer.headers.location;
    if (!location) throw new GraphError('failed', `Microsoft Graph redirected ${what} nowhere.`);
    for (let attempt = 0; ; attempt += 1) {
      this.counts.requests += 1;
      const csv = await this.#transport(new URL(location, this.#url(path)).toString());
      if (csv.status === 200) return csv.body;
      if ((csv.status === 429 || csv.status === 503) && attempt + 1 < this.#attempts) {
        this.counts.throttled += 1;
        await this.#sleep(retryDelay(csv, attempt));
        continue;
      }
      throw new GraphError('failed', `The download of ${what} answered ${csv.status}.`, csv.status);
    }
  }
}
