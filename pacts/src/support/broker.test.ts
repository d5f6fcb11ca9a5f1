import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brokerFromEnv, publication, publish } from './broker.ts';

const pactDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'broker-pacts-'));
  const write = (provider: string) =>
    writeFileSync(
      join(dir, `portal-web-${provider}.json`),
      JSON.stringify({ consumer: { name: 'portal-web' }, provider: { name: provider }, interactions: [] }),
    );
  write('portal-api');
  write('portal-saved-views');
  writeFileSync(join(dir, 'notes.txt'), 'not a pact');
  return dir;
};

describe('publishing to a Pact Broker', () => {
  const servers: { close(): void }[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  it('reads the broker and its credentials from the Pact environment variables', () => {
    expect(brokerFromEnv({})).toBeUndefined();
    expect(brokerFromEnv({ PACT_BROKER_BASE_URL: '  ' })).toBeUndefined();
    expect(
      brokerFromEnv({ PACT_BROKER_BASE_URL: 'https://broker.example/', PACT_BROKER_TOKEN: 't0k' }),
    ).toEqual({
      baseUrl: 'https://broker.example',
      authorization: 'Bearer t0k',
    });
    expect(
      brokerFromEnv({
        PACT_BROKER_BASE_URL: 'https://broker.example',
        PACT_BROKER_USERNAME: 'ci',
        PACT_BROKER_PASSWORD: 'secret',
      }),
    ).toEqual({ baseUrl: 'https://broker.example', authorization: `Basic ${btoa('ci:secret')}` });
  });

  it('builds one publication of every pact file, each base64-encoded', () => {
    const body = publication(pactDir(), { number: 'abc123', branch: 'main' });
    expect(body).toMatchObject({
      pacticipantName: 'portal-web',
      pacticipantVersionNumber: 'abc123',
      branch: 'main',
    });
    expect(body).not.toHaveProperty('buildUrl');
    expect(body.contracts.map((contract) => contract.providerName)).toEqual([
      'portal-api',
      'portal-saved-views',
    ]);
    const first = body.contracts[0];
    expect(first).toMatchObject({
      consumerName: 'portal-web',
      specification: 'pact',
      contentType: 'application/json',
    });
    expect(JSON.parse(Buffer.from(first?.content ?? '', 'base64').toString('utf8')).provider.name).toBe(
      'portal-api',
    );
  });

  it('posts it to /contracts/publish with the credentials and returns the notices', async () => {
    let received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } | undefined;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        received = { method: req.method, url: req.url, headers: req.headers, body };
        res.writeHead(200, { 'Content-Type': 'application/hal+json' });
        res.end(JSON.stringify({ notices: [{ type: 'success', text: 'Created pact' }] }));
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const body = publication(pactDir(), { number: 'abc123' });

    const notices = await publish({ baseUrl: `http://127.0.0.1:${port}`, authorization: 'Bearer t0k' }, body);

    expect(notices).toEqual(['Created pact']);
    expect(received).toMatchObject({ method: 'POST', url: '/contracts/publish' });
    expect(received?.headers.authorization).toBe('Bearer t0k');
    expect(JSON.parse(received?.body ?? '')).toEqual(body);
  });

  it('fails with the broker’s answer when it refuses', async () => {
    const refuse = async () => new Response('{"errors":["no"]}', { status: 401 });
    await expect(
      publish({ baseUrl: 'http://broker.invalid' }, publication(pactDir(), { number: '1' }), refuse),
    ).rejects.toThrow('the broker answered 401: {"errors":["no"]}');
  });
});
