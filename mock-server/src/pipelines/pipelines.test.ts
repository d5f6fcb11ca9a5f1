/**
 * The pipelines' scheduler and queue on a fake clock, and the secret store: a scheduled slot runs
 * once however often or on however many instances it is enqueued and worked, a run whose instance
 * died is taken up again, and a secret opens only with its key and its owner, across a rotation.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATION_KINDS } from '../data/operation-records.ts';
import { KEY_FILE, SecretBox, SecretKeyError, secretBoxFrom } from '../secrets/secret-box.ts';
import { createTestBackend, type TestBackend } from '../testing/test-backend.ts';
import { Pipelines, STALE_AFTER_MS, secretContext, slotOf } from './pipelines.ts';

describe('schedules', () => {
  it('make one slot per hour, UTC day or ISO week', () => {
    const at = (iso: string) => new Date(iso);
    expect(slotOf('hourly', at('2026-12-02T09:59:59Z'))).toBe('hourly:2026-12-02T09');
    expect(slotOf('hourly', at('2026-12-02T10:00:00Z'))).toBe('hourly:2026-12-02T10');
    expect(slotOf('daily', at('2026-12-02T23:59:59Z'))).toBe('daily:2026-12-02');
    // ISO weeks: 2026-12-28 (a Monday) is in week 53 of 2026; 2027-01-04 starts week 1 of 2027.
    expect(slotOf('weekly', at('2026-12-02T00:00:00Z'))).toBe('weekly:2026-W49');
    expect(slotOf('weekly', at('2026-12-06T23:00:00Z'))).toBe('weekly:2026-W49');
    expect(slotOf('weekly', at('2026-12-07T00:00:00Z'))).toBe('weekly:2026-W50');
    expect(slotOf('weekly', at('2027-01-01T12:00:00Z'))).toBe('weekly:2026-W53');
    expect(slotOf('weekly', at('2027-01-04T00:00:00Z'))).toBe('weekly:2027-W01');
  });
});

describe('the secret store', () => {
  const box = new SecretBox(randomBytes(32));

  it('seals with AES-256-GCM: no byte of the secret in what is stored, opened only for its owner', () => {
    const sealed = box.seal('account-key-1234567890', 'tailspin/pipeline/p1');
    expect(JSON.stringify(sealed)).not.toContain('account-key');
    expect(sealed.key).toBe(box.currentKeyId);
    expect(box.open(sealed, 'tailspin/pipeline/p1')).toBe('account-key-1234567890');
    // Copied onto another tenant's pipeline, it does not open.
    expect(() => box.open(sealed, 'contoso/pipeline/p1')).toThrow(SecretKeyError);
    // Altered, it does not open.
    const altered = { ...sealed, data: `${sealed.data.slice(0, -2)}AA` };
    expect(() => box.open(altered, 'tailspin/pipeline/p1')).toThrow(/altered or belongs elsewhere/);
  });

  it('refuses a secret sealed with a key it does not have, naming the key by its id only', () => {
    const other = new SecretBox(randomBytes(32));
    const sealed = other.seal('s3-secret', 'ctx');
    expect(() => box.open(sealed, 'ctx')).toThrow(
      `the secret was sealed with key ${other.currentKeyId}, which this instance does not have`,
    );
  });

  it('rotates: a previous key still opens, reseal moves the secret to the new key, then the old key can go', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const sealed = new SecretBox(oldKey).seal('rotate-me', 'ctx');
    const rotating = new SecretBox(newKey, [oldKey]);
    expect(rotating.open(sealed, 'ctx')).toBe('rotate-me');
    expect(rotating.isStale(sealed)).toBe(true);
    const fresh = rotating.reseal(sealed, 'ctx');
    expect(rotating.isStale(fresh)).toBe(false);
    expect(new SecretBox(newKey).open(fresh, 'ctx')).toBe('rotate-me');
    expect(() => new SecretBox(newKey).open(sealed, 'ctx')).toThrow(SecretKeyError);
  });

  it('takes PORTAL_SECRET_KEY, or writes a key file of mode 0600 into the data folder once', () => {
    const key = randomBytes(32);
    const fromEnv = secretBoxFrom({ PORTAL_SECRET_KEY: key.toString('base64') }, undefined);
    expect(fromEnv.currentKeyId).toBe(new SecretBox(key).currentKeyId);
    expect(() => secretBoxFrom({ PORTAL_SECRET_KEY: 'c2hvcnQ=' }, undefined)).toThrow(
      'PORTAL_SECRET_KEY must be 32 bytes in base64 (openssl rand -base64 32); it has 5',
    );
    const folder = mkdtempSync(join(tmpdir(), 'secret-key-'));
    const first = secretBoxFrom({}, folder);
    expect(statSync(join(folder, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(folder, KEY_FILE), 'utf8').trim()).toHaveLength(44);
    expect(secretBoxFrom({}, folder).currentKeyId).toBe(first.currentKeyId);
  });
});

describe('the queue', () => {
  let backend: TestBackend;
  afterEach(async () => {
    await backend?.close();
  });

  /** A pipeline with a storage and a sealed secret, as the API stores one. */
  async function pipeline(
    tenantId: string,
    id: string,
    schedule: 'hourly' | 'daily' | 'weekly',
    box = backend.pipelines.box,
  ) {
    await backend.data.records.insert(
      tenantId,
      OPERATION_KINDS.pipeline,
      id,
      {
        name: `Pipeline ${id}`,
        source: 'focus-export',
        schedule,
        enabled: true,
        lastStatus: 'never',
        storage: {
          kind: 's3',
          endpoint: 'http://127.0.0.1:9',
          region: 'us-east-1',
          bucket: 'bucket',
          accessKeyId: 'KEY',
        },
        sealedSecret: box.seal('secret', secretContext(tenantId, id)),
      },
      new Date('2026-11-21T09:00:00Z'),
    );
  }

  const runsOf = (tenantId: string, id: string) => backend.data.pipelineRuns.list(tenantId, id, 50);

  it('enqueues a scheduled slot once however often the scheduler ticks, and the next slot when it comes', async () => {
    backend = await createTestBackend();
    await pipeline('tailspin', 'hourly-1', 'hourly');
    await pipeline('tailspin', 'daily-1', 'daily');
    expect(await backend.pipelines.enqueueDue()).toBe(2);
    expect(await backend.pipelines.enqueueDue()).toBe(0);
    // A second instance on the same database ticking in the same hour adds nothing either.
    const other = new Pipelines(backend.data, backend.pipelines.box, {
      now: () => new Date('2026-11-21T09:30:00Z'),
    });
    expect(await other.enqueueDue()).toBe(0);
    backend.advance(60 * 60_000);
    expect(await backend.pipelines.enqueueDue()).toBe(1);
    expect((await runsOf('tailspin', 'hourly-1')).map((r) => r.slot).sort()).toEqual([
      'hourly:2026-11-21T09',
      'hourly:2026-11-21T10',
    ]);
    expect((await runsOf('tailspin', 'daily-1')).map((r) => r.slot)).toEqual(['daily:2026-11-21']);
  });

  it('runs each queued run once with two instances working the queue at the same time', async () => {
    backend = await createTestBackend();
    for (const id of ['a', 'b', 'c']) await pipeline('tailspin', id, 'daily');
    await backend.pipelines.enqueueDue();
    const now = () => new Date('2026-11-21T09:00:00Z');
    const one = new Pipelines(backend.data, backend.pipelines.box, { instance: 'one', now });
    const two = new Pipelines(backend.data, backend.pipelines.box, { instance: 'two', now });
    const [ranOne, ranTwo] = await Promise.all([one.work(), two.work()]);
    expect(ranOne + ranTwo).toBe(3);
    for (const id of ['a', 'b', 'c']) {
      const [run] = await runsOf('tailspin', id);
      // The storage cannot be reached (nothing listens on port 9): each run failed, once, in words.
      expect(run).toMatchObject({ status: 'failed', attempts: 1, error: { kind: 'unreachable' } });
    }
  });

  it('takes up again a run whose instance stopped beating, and not one that still beats', async () => {
    backend = await createTestBackend();
    await pipeline('tailspin', 'p', 'daily');
    await backend.pipelines.enqueueDue();
    const started = '2026-11-21T09:00:00.000Z';
    const claimed = await backend.data.pipelineRuns.claim(
      'dead-instance',
      started,
      new Date(Date.parse(started) - STALE_AFTER_MS).toISOString(),
    );
    expect(claimed).toMatchObject({ status: 'running', attempts: 1 });
    // Still beating (within the minute): no one else takes it.
    backend.advance(STALE_AFTER_MS - 1000);
    expect(await backend.pipelines.work()).toBe(0);
    // Silent for over a minute: its instance died; this one runs it.
    backend.advance(2000);
    expect(await backend.pipelines.work()).toBe(1);
    const [run] = await runsOf('tailspin', 'p');
    expect(run).toMatchObject({ status: 'failed', attempts: 2 });
    // The dead instance, come back, cannot finish a run that is no longer its own.
    await backend.data.pipelineRuns.finish(run?.id ?? '', 'dead-instance', {
      status: 'succeeded',
      at: started,
      summary: {},
    });
    expect((await runsOf('tailspin', 'p'))[0]).toMatchObject({ status: 'failed' });
  });

  it('reseals the stored secrets with the new key at start-up after a rotation', async () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    backend = await createTestBackend({ secretBox: new SecretBox(oldKey) });
    await pipeline('tailspin', 'rotated', 'daily');
    const rotating = new Pipelines(backend.data, new SecretBox(newKey, [oldKey]));
    expect(await rotating.resealSecrets()).toBe(1);
    expect(await rotating.resealSecrets()).toBe(0);
    const record = await backend.data.records.get<{ sealedSecret: Parameters<SecretBox['open']>[0] }>(
      'tailspin',
      OPERATION_KINDS.pipeline,
      'rotated',
    );
    expect(
      new SecretBox(newKey).open(record?.data.sealedSecret as never, secretContext('tailspin', 'rotated')),
    ).toBe('secret');
  });
});
