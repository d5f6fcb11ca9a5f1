/**
 * The one HTTP client of the Microsoft Graph connector, for the identity provider (MSAL's network
 * module) and Graph alike: node:https with the system's trust store, or with one more certificate
 * authority when configured (the offline Graph stand-in's own, PORTAL_GRAPH_CA_FILE). Redirects are
 * not followed: the connector follows a report's redirect itself, without the token.
 */
import { request as httpRequest } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import type { INetworkModule, NetworkRequestOptions, NetworkResponse } from '@azure/msal-node';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface HttpRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Milliseconds before the request is abandoned (default 60 s). */
  timeoutMs?: number;
}

export type Transport = (url: string, request?: HttpRequest) => Promise<HttpAnswer>;

/** A transport over node:https (and node:http for loopback only), trusting `ca` besides the system's. */
export function httpTransport(options: { ca?: string | undefined } = {}): Transport {
  const agent = new Agent({ keepAlive: true, ...(options.ca ? { ca: options.ca } : {}) });
  return (url, request = {}) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const target = new URL(url);
      const loopback = target.hostname === '127.0.0.1' || target.hostname === 'localhost';
      if (target.protocol !== 'https:' && !(target.protocol === 'http:' && loopback)) {
        reject(new Error(`refused to call ${target.origin}: only https is used`));
        return;
      }
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const outgoing = send(
        target,
        {
          method: request.method ?? 'GET',
          headers: {
            ...(request.body !== undefined ? { 'Content-Length': Buffer.byteLength(request.body) } : {}),
            ...request.headers,
          },
          ...(target.protocol === 'https:' ? { agent } : {}),
          timeout: request.timeoutMs ?? 60_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const headers: Record<string, string> = {};
            for (const [name, value] of Object.entries(response.headers))
              if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
            resolve({
              status: response.statusCode ?? 0,
              headers,
              body: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer from ${target.origin}`)));
      outgoing.on('error', reject);
      if (request.body !== undefined) outgoing.write(request.body);
      outgoing.end();
    });
}

/** MSAL's network module over a transport: MSAL's token calls trust what the connector trusts. */
export function msalNetwork(transport: Transport): INetworkModule {
  const answer = async <T>(
    url: string,
    method: 'GET' | 'POST',
    options?: NetworkRequestOptions,
    timeoutMs?: number,
  ): Promise<NetworkResponse<T>> => {
    const got = await transport(url, {
      method,
      ...(options?.headers ? { headers: options.headers } : {}),
      ...(options?.body !== undefined ? { body: options.body } : {}),
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    let body: unknown = {};
    try {
      body = got.body ? JSON.parse(got.body) : {};
    } catch {
      body = { error: 'invalid_response', error_description: got.body.slice(0, 200) };
    }
    return { status: got.status, headers: got.headers, body: body as T };
  };
  return {
    sendGetRequestAsync: (url, options, timeout) => answer(url, 'GET', options, timeout),
    sendPostRequestAsync: (url, options) => answer(url, 'POST', options),
  };
}
