import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestActivity } from './request-activity.ts';

/** Animation frames run by hand. */
function frames() {
  let queue: (() => void)[] = [];
  return {
    frame: (callback: () => void) => queue.push(callback),
    /** Runs one frame's callbacks (those asked for during it wait for the next). */
    next() {
      const due = queue;
      queue = [];
      for (const callback of due) callback();
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('RequestActivity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is busy at once while a call is on the network, idle only two frames after the last', async () => {
    const activity = new RequestActivity();
    const queries = new QueryClient();
    const target = { dataset: {} as DOMStringMap };
    const clock = frames();
    activity.publish(queries, target, clock.frame);
    clock.next();
    clock.next();
    expect(target.dataset.requests).toBe('idle');

    const answer = deferred<Response>();
    const send = activity.track(() => answer.promise);
    const call = send(new Request('http://portal.test/api/x'));
    expect(target.dataset.requests).toBe('busy');
    answer.resolve(new Response('{}'));
    await call;
    expect(target.dataset.requests).toBe('busy');
    clock.next();
    expect(target.dataset.requests, 'one frame is not enough').toBe('busy');
    clock.next();
    expect(target.dataset.requests).toBe('idle');
  });

  it('stays busy when a read starts between the frames (a screen’s second read after its first)', async () => {
    const activity = new RequestActivity();
    const queries = new QueryClient();
    const target = { dataset: {} as DOMStringMap };
    const clock = frames();
    activity.publish(queries, target, clock.frame);
    const first = deferred<number>();
    const reading = queries.fetchQuery({ queryKey: ['first'], queryFn: () => first.promise });
    expect(target.dataset.requests).toBe('busy');
    first.resolve(1);
    await reading;
    clock.next();
    const second = deferred<number>();
    const secondRead = queries.fetchQuery({ queryKey: ['second'], queryFn: () => second.promise });
    clock.next();
    clock.next();
    expect(target.dataset.requests).toBe('busy');
    second.resolve(2);
    await secondRead;
    clock.next();
    clock.next();
    expect(target.dataset.requests).toBe('idle');
  });

  it('says retrying while every read waits for its next try, busy again when the try is sent', async () => {
    const activity = new RequestActivity();
    const queries = new QueryClient();
    const target = { dataset: {} as DOMStringMap };
    const clock = frames();
    activity.publish(queries, target, clock.frame);
    let tries = 0;
    const send = activity.track(async () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch');
      return new Response('{}');
    });
    const reading = queries.fetchQuery({
      queryKey: ['flaky'],
      queryFn: () => send(new Request('http://portal.test/api/flaky')).then((r) => r.json()),
      retry: 1,
      retryDelay: 8_000,
    });
    await vi.advanceTimersByTimeAsync(0);
    clock.next();
    clock.next();
    expect(target.dataset.requests).toBe('retrying');
    await vi.advanceTimersByTimeAsync(8_000);
    await reading;
    expect(tries).toBe(2);
    clock.next();
    clock.next();
    expect(target.dataset.requests).toBe('idle');
  });

  it('is busy while a change is made', async () => {
    const activity = new RequestActivity();
    const queries = new QueryClient();
    const target = { dataset: {} as DOMStringMap };
    const clock = frames();
    activity.publish(queries, target, clock.frame);
    const saved = deferred<void>();
    const saving = queries
      .getMutationCache()
      .build(queries, { mutationFn: () => saved.promise })
      .execute(undefined);
    await vi.advanceTimersByTimeAsync(0);
    clock.next();
    clock.next();
    expect(target.dataset.requests).toBe('busy');
    saved.resolve();
    await saving;
    clock.next();
    clock.next();
    expect(target.dataset.requests).toBe('idle');
  });

  it('keeps every published target up to date, and lets one go without the other', async () => {
    const activity = new RequestActivity();
    const queries = new QueryClient();
    const first = { dataset: {} as DOMStringMap };
    const second = { dataset: {} as DOMStringMap };
    const clock = frames();
    activity.publish(queries, first, clock.frame);
    const stopSecond = activity.publish(queries, second, clock.frame);
    const answer = deferred<Response>();
    const call = activity.track(() => answer.promise)(new Request('http://portal.test/api/x'));
    expect([first.dataset.requests, second.dataset.requests]).toEqual(['busy', 'busy']);
    answer.resolve(new Response('{}'));
    await call;
    clock.next();
    clock.next();
    expect([first.dataset.requests, second.dataset.requests]).toEqual(['idle', 'idle']);

    stopSecond();
    const next = deferred<Response>();
    const again = activity.track(() => next.promise)(new Request('http://portal.test/api/y'));
    expect([first.dataset.requests, second.dataset.requests]).toEqual(['busy', 'idle']);
    next.resolve(new Response('{}'));
    await again;
  });
});
