/**
 * The offline inbox: a page on loopback where a newcomer reads what the portal sent — the e-mails
 * the mail catcher accepted and the events the webhook receiver got, with whether each signature
 * held — and the same as JSON for the tests. Everything shown is escaped text; an HTML mail is
 * shown as its text part, its HTML source on a page of its own as plain text.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '../../domain/escape-html.ts';
import type { MailCatcher } from '../mail/mail-catcher.ts';
import type { WebhookReceiver } from '../webhooks/webhook-receiver.ts';

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:70rem;color:#1b1b1b;background:#fff}' +
  'article{border:1px solid #8a8a8a;border-radius:6px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}' +
  'a{color:#0b57d0}.bad{color:#a4000f}.ok{color:#0b6b2e}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><header><h1>${escapeHtml(title)}</h1><nav aria-label="Inbox"><a href="/">E-mails</a> · <a href="/webhooks">Webhooks</a></nav></header><main>${body}</main></body></html>`;
}

export class OfflineInbox {
  readonly #mail: MailCatcher;
  readonly #hooks: WebhookReceiver;
  #server: Server | undefined;
  url = '';

  constructor(mail: MailCatcher, hooks: WebhookReceiver) {
    this.#mail = mail;
    this.#hooks = hooks;
  }

  /** Listens on `port`, or on a free one when another program holds it (the log says where). */
  async start(port = 0): Promise<string> {
    const server = createServer((req, res) => this.#handle(req, res));
    const listen = (at: number) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(at, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
    await listen(port).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE' || port === 0) throw error;
      return listen(0);
    });
    this.#server = server;
    this.url = `http://localhost:${(server.address() as AddressInfo).port}`;
    return this.url;
  }

  #send(res: ServerResponse, status: number, type: string, body: string) {
    res.writeHead(status, {
      'Content-Type': `${type}; charset=utf-8`,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(body);
  }

  #handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/messages.json')
      return this.#send(res, 200, 'application/json', JSON.stringify(this.#mail.messages));
    if (path === '/events.json')
      return this.#send(res, 200, 'application/json', JSON.stringify(this.#hooks.events));
    const source = /^\/messages\/(\d+)\/html$/.exec(path);
    if (source) {
      const mail = this.#mail.messages.find((m) => m.id === Number(source[1]));
      return mail?.html
        ? this.#send(res, 200, 'text/plain', mail.html)
        : this.#send(res, 404, 'text/plain', 'No such message.');
    }
    if (path === '/webhooks') return this.#send(res, 200, 'text/html', this.#eventsPage());
    if (path === '/') return this.#send(res, 200, 'text/html', this.#mailPage());
    return this.#send(res, 404, 'text/plain', 'Not found.');
  }

  #mailPage(): string {
    const items = [...this.#mail.messages].reverse().map(
      (m) => `<article aria-label="${escapeHtml(m.subject)}"><h2>${escapeHtml(m.subject)}</h2>
<p>To ${escapeHtml(m.to.join(', '))} · from ${escapeHtml(m.from)} · ${escapeHtml(m.receivedAt)} · ${m.secure ? 'over TLS' : 'unencrypted'}${m.authenticated ? `, signed in as ${escapeHtml(m.authenticated)}` : ''}</p>
<pre>${escapeHtml(m.text)}</pre>
${m.html ? `<p><a href="/messages/${m.id}/html">HTML source</a></p>` : ''}
${m.unsubscribe ? `<p>List-Unsubscribe${m.oneClick ? ' (one click)' : ''}: <code>${escapeHtml(m.unsubscribe)}</code></p>` : ''}
${m.attachments.map((a) => `<p>Attachment ${escapeHtml(a.filename)} (${escapeHtml(a.contentType)}, ${a.size} bytes)</p><pre>${escapeHtml(a.content.slice(0, 2000))}</pre>`).join('')}
</article>`,
    );
    return page(
      `E-mails the portal sent (${this.#mail.messages.length})`,
      items.join('') || '<p>No e-mail yet. Alerts, reports and test e-mails land here.</p>',
    );
  }

  #eventsPage(): string {
    const items = [...this.#hooks.events].reverse().map(
      (
        e,
      ) => `<article aria-label="${escapeHtml(e.eventType)} ${escapeHtml(e.eventId)}"><h2>${escapeHtml(e.eventType)} · ${escapeHtml(e.path)}</h2>
<p>${escapeHtml(e.receivedAt)} · answered ${e.status} · <span class="${e.signatureValid ? 'ok' : 'bad'}">signature ${e.signatureValid ? 'valid' : 'invalid'}</span>${e.duplicate ? ' · a retry of an event received before' : ''}</p>
<pre>${escapeHtml(JSON.stringify(e.body, null, 2))}</pre></article>`,
    );
    return page(
      `Webhooks the portal posted (${this.#hooks.events.length})`,
      items.join('') ||
        '<p>No webhook yet. Alerts post to the automate endpoints and the monitoring integration.</p>',
    );
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.#server) return resolve();
      this.#server.close(() => resolve());
      this.#server.closeAllConnections();
    });
  }
}
