import { describe, expect, it } from 'vitest';
import { type LockRequester, REFRESH_COOKIE_LOCK, refreshCookieLock } from './refresh-cookie-lock.ts';

/** The Web Locks manager's exclusive mode: one holder per name, the others queued in order. */
function fakeLocks(): LockRequester & { names: string[] } {
  let tail: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  return {
    names,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      names.push(name);
      const granted = tail.then(() => callback());
      tail = granted.catch(() => undefined);
      return granted;
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('refreshCookieLock', () => {
  it('runs the calls that spend the cookie one at a time, in the order they came', async () => {
    const locks = fakeLocks();
    const spend = refreshCookieLock(locks);
    const first = deferred<string>();
    const order: string[] = [];
    const a = spend(async () => {
      order.push('a starts');
      const value = await first.promise;
      order.push('a ends');
      return value;
    });
    const b = spend(async () => {
      order.push('b starts');
      return 'b';
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['a starts']);
    first.resolve('a');
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(order).toEqual(['a starts', 'a ends', 'b starts']);
    expect(locks.names).toEqual([REFRESH_COOKIE_LOCK, REFRESH_COOKIE_LOCK]);
  });

  it("hands a call's own failure back, and the next call still runs", async () => {
    const spend = refreshCookieLock(fakeLocks());
    const failed = spend(async () => {
      throw new Error('offline');
    });
    await expect(failed).rejects.toThrow('offline');
    expect(await spend(async () => 'next')).toBe('next');
  });

  it('runs the call at once without a lock manager, or when the lock is refused', async () => {
    expect(await refreshCookieLock(undefined)(async () => 'direct')).toBe('direct');
    const refusing: LockRequester = {
      request: () =>
        Promise.reject(new DOMException('The document is not fully active.', 'InvalidStateError')),
    };
    let runs = 0;
    expect(
      await refreshCookieLock(refusing)(async () => {
        runs += 1;
        return 'ran';
      }),
    ).toBe('ran');
    expect(runs).toBe(1);
  });
});
