/**
 * The offline world's mail server: a real SMTP server on loopback (smtp-server) that the backend
 * sends to as it would to a relay — STARTTLS with the offline certificate, then a sign-in with the
 * catcher's own user and password — and that keeps each message it accepts (parsed by mailparser)
 * for the offline inbox page and the tests. An address at `refused.invalid` is refused with 550, as
 * a real server refuses an unknown mailbox.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { LocalCertificate } from '../local-certificate.ts';

/** Mailboxes at this domain do not exist: the catcher refuses them for good. */
export const REFUSED_DOMAIN = 'refused.invalid';
/** At most this many messages are kept (the oldest go first). */
const KEPT = 500;

export interface CaughtMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | undefined;
  messageId: string | undefined;
  /** The address of the List-Unsubscribe header (a scheduled e-mail's one-click unsubscribe). */
  unsubscribe: string | undefined;
  /** Whether List-Unsubscribe-Post asks for the one-click POST (RFC 8058). */
  oneClick: boolean;
  attachments: { filename: string; contentType: string; size: number; content: string }[];
  /** Whether the session was encrypted (STARTTLS) and signed in when the message came. */
  secure: boolean;
  authenticated: string | undefined;
}

/** The List-Unsubscribe address (its first `<https://…>`) and whether one click is offered. */
function listUnsubscribe(lines: readonly { key: string; line: string }[]) {
  const value = (key: string) => lines.find((l) => l.key === key)?.line.replace(/^[^:]*:\s*/, '');
  const address = /<(https?:[^>]+)>/.exec(value('list-unsubscribe') ?? '')?.[1];
  return { unsubscribe: address, oneClick: value('list-unsubscribe-post') === 'List-Unsubscribe=One-Click' };
}

export class MailCatcher {
  readonly user = 'portal';
  readonly password = randomBytes(12).toString('base64url');
  readonly messages: CaughtMail[] = [];
  #server: SMTPServer | undefined;
  #next = 1;
  #defer = 0;
  port = 0;

  readonly #certificate: LocalCertificate;

  constructor(certificate: LocalCertificate) {
    this.#certificate = certificate;
  }

  /** Answers the next `count` messages '451 try again later', as a busy server does. */
  deferNext(count: number): void {
    this.#defer = count;
  }

  /** The URL the backend's PORTAL_SMTP_URL takes to send here. */
  get url(): string {
    return `smtp://${this.user}:${encodeURIComponent(this.password)}@localhost:${this.port}`;
  }

  async start(port = 0): Promise<void> {
    const server = new SMTPServer({
      secure: false,
      key: this.#certificate.key,
      cert: this.#certificate.cert,
      authMethods: ['PLAIN', 'LOGIN'],
      // Credentials only over TLS, as a relay insists.
      allowInsecureAuth: false,
      authOptional: false,
      size: 10 * 1024 * 1024,
      logger: false,
      banner: 'Cloud Portal offline mail catcher',
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.user && auth.password === this.password)
          callback(null, { user: auth.username });
        else callback(Object.assign(new Error('Invalid user name or password'), { responseCode: 535 }));
      },
      onMailFrom: (_address, _session, callback) => {
        if (this.#defer <= 0) return callback();
        this.#defer -= 1;
        callback(Object.assign(new Error('Busy, try again later'), { responseCode: 451 }));
      },
      onRcptTo: (address, _session, callback) => {
        if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`))
          callback(
            Object.assign(new Error(`<${address.address}>: mailbox unavailable`), { responseCode: 550 }),
          );
        else callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.#keep({
              id: this.#next++,
              receivedAt: new Date().toISOString(),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : undefined,
              messageId: parsed.messageId,
              ...listUnsubscribe(parsed.headerLines),
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? 'attachment',
                contentType: a.contentType,
                size: a.size,
                content: a.content.toString('utf8'),
              })),
              secure: session.secure,
              authenticated: session.user as string | undefined,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.#server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  #keep(mail: CaughtMail) {
    this.messages.push(mail);
    if (this.messages.length > KEPT) this.messages.shift();
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.#server) return resolve();
      this.#server.close(() => resolve());
    });
  }
}
