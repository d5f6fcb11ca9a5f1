import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addressProblem, signatureOf, verifySignature } from './webhooks.ts';

describe('the webhook signature', () => {
  const at = new Date('2026-12-03T10:00:00Z');
  const body = '{"id":"e1","type":"alert-raised"}';

  it('is HMAC-SHA256 over the timestamp, a dot and the body, as documented', () => {
    const header = signatureOf('s3cret-s3cret-s3cret', body, at);
    const t = Math.floor(+at / 1000);
    const expected = createHmac('sha256', 's3cret-s3cret-s3cret').update(`${t}.${body}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${expected}`);
    expect(verifySignature('s3cret-s3cret-s3cret', header, body, at)).toBe(true);
  });

  it('fails with another secret, another body, or a timestamp more than five minutes away', () => {
    const header = signatureOf('s3cret-s3cret-s3cret', body, at);
    expect(verifySignature('another-secret-value', header, body, at)).toBe(false);
    expect(verifySignature('s3cret-s3cret-s3cret', header, `${body} `, at)).toBe(false);
    expect(verifySignature('s3cret-s3cret-s3cret', header, body, new Date(+at + 301_000))).toBe(false);
    expect(verifySignature('s3cret-s3cret-s3cret', header, body, new Date(+at + 299_000))).toBe(true);
    expect(verifySignature('s3cret-s3cret-s3cret', undefined, body, at)).toBe(false);
    expect(verifySignature('s3cret-s3cret-s3cret', 't=1,v1=zz', body, at)).toBe(false);
  });
});

describe('the address policy', () => {
  it('keeps production webhooks off private, loopback, link-local and mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.9',
      '172.16.5.5',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
    ])
      expect(addressProblem(address, 'public'), address).toBeDefined();
    expect(addressProblem('20.50.2.1', 'public')).toBeUndefined();
    expect(addressProblem('2a01:111:f100::1', 'public')).toBeUndefined();
  });

  it('lets the offline world post to loopback only', () => {
    expect(addressProblem('127.0.0.1', 'loopback')).toBeUndefined();
    expect(addressProblem('::1', 'loopback')).toBeUndefined();
    expect(addressProblem('20.50.2.1', 'loopback')).toBeDefined();
  });
});
