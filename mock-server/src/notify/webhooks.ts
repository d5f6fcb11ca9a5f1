/**
 * Webhooks the portal posts (a tenant's automate endpoints and its monitoring integration): JSON,
 * signed with the endpoint's own secret, sent only to an address the policy allows.
 *
 * The signature (docs/backend/notifications.md): the header
 *
 *     Portal-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>
 *
 * A receiver recomputes it over the raw body, compares in constant time, and refuses a timestamp
 * more than five minutes away ({@link verifySignature}). `Portal-Event-Id` names the event: a
 * retry sends the same id, so a receiver that saw it already can answer 2xx and do nothing.
 *
 * The address: https only, and in production never a private, loopback, link-local or otherwise
 * reserved address; the name is resolved and each address checked before the connection is made
 * to that very address (a name that resolves elsewhere on the second lookup gains nothing). The
 * offline world turns this round: loopback only, so nothing leaves the machine.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export const SIGNATURE_HEADER = 'Portal-Signature';
export const EVENT_ID_HEADER = 'Portal-Event-Id';
export const EVENT_TYPE_HEADER = 'Portal-Event-Type';
/** How far a signature's timestamp may be from the receiver's clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Where webhooks may go: public addresses (production) or loopback only (the offline world). */
export type AddressPolicy = 'public' | 'loopback';

export function signatureOf(secret: string, body: string, at: Date): string {
  const t = Math.floor(+at / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Whether a signature header is this body's, with this secret, signed within the tolerance of `now`. */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  now: Date,
): boolean {
  if (!header) return false;
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(+now / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Why an address is refused, or undefined when the policy allows it. */
export function addressProblem(address: string, policy: AddressPolicy): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is no IP address`;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (policy === 'loopback')
    return range === 'loopback'
      ? undefined
      : `the offline world posts to loopback addresses only, not ${address}`;
  return range === 'unicast' ? undefined : `${address} is a ${range} address, which webhooks may not reach`;
}

/** A DNS lookup that answers only addresses the policy allows (the connection then uses them). */
export function checkedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    // Offline, a name other than localhost is not even looked up: nothing leaves the machine.
    if (policy === 'loopback' && hostname !== 'localhost') {
      const error = Object.assign(new Error(`the offline world posts to localhost only, not ${hostname}`), {
        code: 'EADDRNOTALLOWED',
      });
      return callback(error, '', 0);
    }
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      for (const { address } of list) {
        const problem = addressProblem(address, policy);
        if (problem) return callback(Object.assign(new Error(problem), { code: 'EADDRNOTALLOWED' }), '', 0);
      }
      if (options.all) return (callback as (e: null, a: typeof list) => void)(null, list);
      const first = list[0];
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

export interface WebhookPost {
  url: string;
  body: string;
  eventId: string;
  eventType: string;
  secret: string;
  at: Date;
}

/** What came of a post: delivered (2xx), or failed, and whether another try may succeed. */
export type PostOutcome =
  | { delivered: true; status: number }
  | { delivered: false; retry: boolean; status?: number; error: string };

export interface WebhookSenderOptions {
  policy: AddressPolicy;
  /** Certificate authorities (PEM) trusted besides the system's (the offline receiver's). */
  ca?: string[];
  timeoutMs?: number;
}

/** Posts one event; never throws. The endpoint's answer body is read and dropped. */
export type WebhookSender = (post: WebhookPost) => Promise<PostOutcome>;

export function httpsWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const lookup = checkedLookup(options.policy);
  return (post) =>
    new Promise((resolve) => {
      let url: URL;
      try {
        url = new URL(post.url);
      } catch {
        return resolve({ delivered: false, retry: false, error: 'The address is no URL.' });
      }
      if (url.protocol !== 'https:' || url.username || url.password)
        return resolve({
          delivered: false,
          retry: false,
          error: 'Webhooks go to https addresses without credentials only.',
        });
      // An IP literal skips the lookup: checked here instead.
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      const literalProblem = ipaddr.isValid(literal) ? addressProblem(literal, options.policy) : undefined;
      if (literalProblem)
        return resolve({ delivered: false, retry: false, error: `Refused: ${literalProblem}.` });
      const req = request(
        url,
        {
          method: 'POST',
          lookup,
          timeout: timeoutMs,
          ...(options.ca?.length ? { ca: options.ca } : {}),
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'CloudPortal-Webhooks/1',
            [SIGNATURE_HEADER]: signatureOf(post.secret, post.body, post.at),
            [EVENT_ID_HEADER]: post.eventId,
            [EVENT_TYPE_HEADER]: post.eventType,
            'Content-Length': Buffer.byteLength(post.body),
          },
        },
        (res) => {
          res.resume();
          const status = res.statusCode ?? 0;
          res.on('end', () => {
            if (status >= 200 && status < 300) resolve({ delivered: true, status });
            else
              resolve({
                delivered: false,
                // A server error, a time-out or too many requests may pass later; any other refusal will not.
                retry: status >= 500 || status === 408 || status === 429,
                status,
                error: `The endpoint answered ${status}.`,
              });
          });
        },
      );
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRNOTALLOWED')
          resolve({ delivered: false, retry: false, error: `Refused: ${error.message}.` });
        else if (error.code === 'ETIMEDOUT')
          resolve({
            delivered: false,
            retry: true,
            error: `The endpoint did not answer within ${timeoutMs / 1000} s.`,
          });
        else if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/.test(error.code ?? ''))
          resolve({
            delivered: false,
            retry: true,
            error: `The endpoint's certificate is not trusted (${error.code}).`,
          });
        else
          resolve({
            delivered: false,
            retry: true,
            error: `The endpoint could not be reached (${error.code ?? error.message}).`,
          });
      });
      req.end(post.body);
    });
}
