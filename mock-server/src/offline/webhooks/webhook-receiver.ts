/**
 * The offline world's webhook receiver: an https server on loopback (the offline certificate) that
 * takes the portal's events as an endpoint would, checks each signature with the secret of the
 * path it was posted to, and keeps what it got for the offline inbox page and the tests: the event,
 * whether its signature held, and whether its event id came before (a retry to ignore).
 *
 * The tests make it misbehave on purpose: `failNext(n)` answers 500 to the next n posts, and
 * `hangNext(n)` answers nothing to them (the sender's time-out).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import {
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  SIGNATURE_HEADER,
  verifySignature,
} from '../../notify/webhooks.ts';
import type { LocalCertificate } from '../local-certificate.ts';

export interface ReceivedEvent {
  receivedAt: string;
  path: string;
  eventId: string;
  eventType: string;
  body: unknown;
  /** Whether the signature was this body's with the path's secret. */
  signatureValid: boolean;
  /** Whether an event with this id reached this path before. */
  duplicate: boolean;
  /** What the receiver answered. */
  status: number;
}

const KEPT = 500;

export class WebhookReceiver {
  readonly events: ReceivedEvent[] = [];
  readonly #secrets = new Map<string, string>();
  readonly #certificate: LocalCertificate;
  #server: Server | undefined;
  #fail = 0;
  #hang = 0;
  url = '';
  /** The clock the signatures' timestamps are checked against (a test sets its own). */
  clock: () => Date = () => new Date();

  constructor(certificate: LocalCertificate) {
    this.#certificate = certificate;
  }

  get certificate(): string {
    return this.#certificate.cert;
  }

  /** The secret the posts to `path` are signed with. */
  expect(path: string, secret: string): void {
    this.#secrets.set(path, secret);
  }

  failNext(count: number): void {
    this.#fail = count;
  }

  hangNext(count: number): void {
    this.#hang = count;
  }

  /** The events one path received that were accepted (2xx), without duplicates. */
  accepted(path: string): ReceivedEvent[] {
    return this.events.filter((e) => e.path === path && e.status < 300 && !e.duplicate);
  }

  async start(port = 0): Promise<string> {
    const server = createServer({ key: this.#certificate.key, cert: this.#certificate.cert }, (req, res) => {
      this.#handle(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.#server = server;
    this.url = `https://localhost:${(server.address() as AddressInfo).port}`;
    return this.url;
  }

  async #handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (this.#hang > 0) {
      this.#hang -= 1;
      return; // no answer: the sender times out (the socket closes when the server stops)
    }
    const path = new URL(req.url ?? '/', 'https://localhost').pathname;
    const eventId = String(req.headers[EVENT_ID_HEADER.toLowerCase()] ?? '');
    const secret = this.#secrets.get(path);
    const signatureValid =
      secret !== undefined &&
      verifySignature(
        secret,
        req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined,
        raw,
        this.clock(),
      );
    let status = signatureValid ? 200 : 401;
    if (this.#fail > 0) {
      this.#fail -= 1;
      status = 500;
    }
    const duplicate = this.events.some((e) => e.path === path && e.eventId === eventId && e.status < 300);
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // kept as text
    }
    this.events.push({
      receivedAt: new Date().toISOString(),
      path,
      eventId,
      eventType: String(req.headers[EVENT_TYPE_HEADER.toLowerCase()] ?? ''),
      body,
      signatureValid,
      duplicate,
      status,
    });
    if (this.events.length > KEPT) this.events.shift();
    res
      .writeHead(status, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ received: status < 300 }));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.#server) return resolve();
      this.#server.close(() => resolve());
      this.#server.closeAllConnections();
    });
  }
}
