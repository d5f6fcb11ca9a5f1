import { describe, expect, it, vi } from 'vitest';
import { Store } from './store.ts';

/** Opens the protected setter for the test, as a state machine uses it internally. */
class TestStore<T> extends Store<T> {
  override set(next: T | ((previous: T) => T)): void {
    super.set(next);
  }
}

describe('Store', () => {
  it('notifies subscribers of changes and keeps snapshots immutable', () => {
    const store = new TestStore({ count: 0 });
    const first = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set((s) => ({ count: s.count + 1 }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ count: 1 });
    expect(first).toEqual({ count: 0 });
  });

  it('stays quiet when the state is the same value', () => {
    const store = new TestStore('a');
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('a');
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops notifying after unsubscribe, even during a notification', () => {
    const store = new TestStore(0);
    const second = vi.fn();
    const unsubscribeSecond = store.subscribe(second);
    const unsubscribeFirst = store.subscribe(() => unsubscribeSecond());
    store.set(1);
    store.set(2);
    unsubscribeFirst();
    store.set(3);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
