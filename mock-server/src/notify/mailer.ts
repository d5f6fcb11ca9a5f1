/**
 * The portal's e-mail, sent with nodemailer over SMTP: `PORTAL_SMTP_URL` names the relay
 * (`smtp://user:password@relay.example.com:587`; `smtps://` for implicit TLS on 465). On `smtp://`
 * the connection must be upgraded with STARTTLS before anything is said (`requireTLS`), so the
 * credentials never cross in the clear; `PORTAL_SMTP_CA_FILE` adds a private certificate authority
 * (the offline mail catcher's). A failure is either permanent (the server refused the message or a
 * recipient, 5xx) or worth another try (4xx, no connection, a time-out).
 */
import { createTransport } from 'nodemailer';
import type { MailAttachment } from '../data/outbox-repository.ts';

export interface OutgoingMail {
  /** Stable per message, so a receiving server can tell a resend from a new message. */
  messageId: string;
  to: string[];
  subject: string;
  text?: string | undefined;
  html?: string | undefined;
  attachments?: readonly MailAttachment[];
  /** Headers beside the message's own (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Readonly<Record<string, string>>;
}

export interface MailerSettings {
  /** smtp:// (STARTTLS required) or smtps:// (TLS from the start), with the credentials in it. */
  url: string;
  from: string;
  /** A certificate authority (PEM) the relay's certificate is checked against, besides the system's. */
  ca?: string | undefined;
  timeoutMs?: number;
}

/** Why a message was not sent: `permanent` when sending it again would be refused again. */
export class MailError extends Error {
  override name = 'MailError';
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean) {
    super(message);
    this.permanent = permanent;
  }
}

/** Sends one message; nothing it logs or throws holds the relay's credentials. */
export type Mailer = (mail: OutgoingMail) => Promise<void>;

interface SmtpFailure extends Error {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
  permanent?: boolean;
}

/** A failure in words a user can act on, without the relay's address or credentials. */
function describe(error: SmtpFailure): MailError {
  // A session that cannot be set up (no STARTTLS, a refused sign-in) is the relay's settings, not
  // the message: tried again, as the settings may be mended.
  if (error.command === 'STARTTLS' || error.code === 'ETLS')
    return new MailError(
      'The mail server offers no STARTTLS, and the portal sends nothing in the clear.',
      false,
    );
  if (error.code === 'EAUTH') return new MailError('The mail server refused the sign-in.', false);
  if (error.responseCode !== undefined) {
    const said = (error.response ?? error.message).replace(/\s+/g, ' ').trim();
    return new MailError(`The mail server refused the message: ${said}`, error.permanent === true);
  }
  if (error.code === 'ETIMEDOUT') return new MailError('The mail server did not answer in time.', false);
  if (error.code === 'ETLS' || /certificate|TLS|SSL/i.test(error.message))
    return new MailError(`The mail server's TLS connection failed: ${error.message}`, false);
  return new MailError(`The mail server could not be reached (${error.code ?? error.message}).`, false);
}

export function smtpMailer(settings: MailerSettings): Mailer {
  const url = new URL(settings.url);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('PORTAL_SMTP_URL must start with smtp:// or smtps://');
  const timeout = settings.timeoutMs ?? 15_000;
  const transport = createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    requireTLS: url.protocol === 'smtp:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    tls: { ...(settings.ca ? { ca: settings.ca } : {}), servername: url.hostname },
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    logger: false,
    debug: false,
  });
  return async (mail) => {
    try {
      const info = await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        messageId: mail.messageId,
        ...(mail.headers ? { headers: { ...mail.headers } } : {}),
        ...(mail.text !== undefined ? { text: mail.text } : {}),
        ...(mail.html !== undefined ? { html: mail.html } : {}),
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      // One recipient refused among several: the message went to the others, and that one is kept.
      const rejected = (info.rejected ?? []).map(String);
      if (rejected.length > 0) throw new MailError(`The mail server refused ${rejected.join(', ')}.`, true);
    } catch (error) {
      if (error instanceof MailError) throw error;
      throw describe(error as SmtpFailure);
    }
  };
}
