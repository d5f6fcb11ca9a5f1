import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestBackend } from '../testing/test-backend.ts';
import { drainOutbox } from './smtp.ts';

/** A minimal SMTP catcher: records each message's envelope and data. */
const received: { rcpt: string[]; data: string }[] = [];
let rejectRecipients = false;
const catcher = createServer((socket) => {
  let rcpt: string[] = [];
  let inData = false;
  let data = '';
  socket.write('220 catcher ready\r\n');
  socket.on('data', (chunk) => {
    for (const line of chunk.toString('utf8').split('\r\n')) {
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push({ rcpt, data });
          rcpt = [];
          data = '';
          socket.write('250 queued\r\n');
        } else data += `${line}\n`;
        continue;
      }
      if (line.startsWith('EHLO')) socket.write('250-catcher\r\n250 OK\r\n');
      else if (line.startsWith('MAIL FROM')) socket.write('250 OK\r\n');
      else if (line.startsWith('RCPT TO')) {
        if (rejectRecipients) socket.write('550 no such user\r\n');
        else {
          rcpt.push(line.slice(9, -1));
          socket.write('250 OK\r\n');
        }
      } else if (line === 'DATA') {
        inData = true;
        socket.write('354 go ahead\r\n');
      } else if (line === 'QUIT') socket.end('221 bye\r\n');
    }
  });
});

beforeAll(() => new Promise<void>((resolve) => catcher.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => catcher.close(() => resolve())));

describe('outbox to an SMTP target', () => {
  it('sends queued notifications and marks them sent; a refusal keeps the error for a later try', async () => {
    const backend = await createTestBackend();
    onTestFinished(() => backend.close());
    const token = await backend.tokenFor('admin@contoso.example');
    await backend.call('/services/api-portal-customer/api/notification/email', {
      method: 'POST',
      token,
      body: JSON.stringify({
        recipients: ['cfo@contoso.example'],
        subject: 'Budget alert',
        body: 'Spend reached 90%.\n.hidden',
      }),
    });
    const target = new URL(`smtp://127.0.0.1:${(catcher.address() as AddressInfo).port}`);

    rejectRecipients = true;
    expect(await drainOutbox(backend.data.outbox, target, 'portal@reseller.example')).toBe(0);
    expect((await backend.db.get<{ error: string }>('SELECT error FROM email_outbox'))?.error).toMatch(
      /550 no such user/,
    );

    rejectRecipients = false;
    expect(await drainOutbox(backend.data.outbox, target, 'portal@reseller.example')).toBe(1);
    expect(received[0]?.rcpt).toEqual(['cfo@contoso.example']);
    expect(received[0]?.data).toContain('Subject: Budget alert');
    expect(received[0]?.data).toContain('\n..hidden\n');
    expect(
      (await backend.db.get<{ sent_at: string | null }>('SELECT sent_at FROM email_outbox'))?.sent_at,
    ).not.toBeNull();
    expect(await drainOutbox(backend.data.outbox, target, 'portal@reseller.example')).toBe(0);
  });
});
