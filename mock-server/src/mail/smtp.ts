import { connect, type Socket } from 'node:net';
import type { OutboxRepository } from '../data/outbox-repository.ts';

export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  body: string;
  html: boolean;
}

/** Reads one SMTP reply (multi-line replies end with "NNN "), and checks its code. */
function reply(socket: Socket, expected: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const lines = buffer.split('\r\n').filter(Boolean);
      const last = lines[lines.length - 1];
      if (!last || !/^\d{3} /.test(last) || !buffer.endsWith('\r\n')) return;
      cleanup();
      if (Number(last.slice(0, 3)) === expected) resolve(buffer);
      else reject(new Error(`SMTP answered ${last.trim()} where ${expected} was expected`));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('error', onError);
    };
    socket.on('data', onData);
    socket.on('error', onError);
  });
}

const header = (text: string) => text.replace(/[\r\n]+/g, ' ');

/**
 * Sends one message to a plain SMTP server (a local relay or a test catcher such as MailHog):
 * no TLS, no authentication. Lines starting with a dot are escaped as SMTP requires.
 */
export async function sendMail(target: URL, mail: OutgoingMail, timeoutMs = 10_000): Promise<void> {
  const socket = connect({ host: target.hostname, port: Number(target.port || 25) });
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP timed out')));
  try {
    await reply(socket, 220);
    const command = async (line: string, expected: number) => {
      socket.write(`${line}\r\n`);
      return reply(socket, expected);
    };
    await command('EHLO portal.local', 250);
    await command(`MAIL FROM:<${mail.from}>`, 250);
    for (const to of mail.to) await command(`RCPT TO:<${to}>`, 250);
    await command('DATA', 354);
    const message = [
      `From: ${header(mail.from)}`,
      `To: ${mail.to.map(header).join(', ')}`,
      `Subject: ${header(mail.subject)}`,
      'MIME-Version: 1.0',
      `Content-Type: ${mail.html ? 'text/html' : 'text/plain'}; charset=utf-8`,
      'Content-Transfer-Encoding: 8bit',
      '',
      ...mail.body.split(/\r?\n/).map((line) => (line.startsWith('.') ? `.${line}` : line)),
      '.',
    ].join('\r\n');
    await command(message, 250);
    socket.write('QUIT\r\n');
  } finally {
    socket.end();
  }
}

/** Sends what waits in the outbox; each message is marked sent, or keeps its error for a later try. */
export async function drainOutbox(
  outbox: OutboxRepository,
  target: URL,
  from: string,
  now: () => Date = () => new Date(),
): Promise<number> {
  const pending = await outbox.pending(50);
  let sent = 0;
  for (const mail of pending) {
    try {
      await sendMail(target, {
        from,
        to: mail.recipients,
        subject: mail.subject,
        body: mail.body,
        html: mail.html,
      });
      await outbox.markSent(mail.id, now().toISOString());
      sent += 1;
    } catch (error) {
      await outbox.markFailed(mail.id, error instanceof Error ? error.message : String(error));
    }
  }
  return sent;
}
