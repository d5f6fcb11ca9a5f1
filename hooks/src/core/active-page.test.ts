import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivePageStore, NO_ACTIVE_PAGE } from './active-page.ts';

describe('ActivePageStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the active page as uuid, displayName and name, with its tab and help video', () => {
    const store = new ActivePageStore();
    expect(store.getSnapshot()).toEqual(NO_ACTIVE_PAGE);
    store.show({
      uuid: 'u-1',
      displayName: 'Cost overview',
      name: 'azure/cost-overview',
      assistanceSrc: '/v.webm',
    });
    expect(store.getSnapshot()).toEqual({
      uuid: 'u-1',
      displayName: 'Cost overview',
      name: 'azure/cost-overview',
      tabName: undefined,
      assistanceSrc: '/v.webm',
    });
  });

  it("gives a tabbed page's help video 200 ms after its tab, and drops it when the tab changes first", () => {
    const store = new ActivePageStore();
    store.show(
      { uuid: 'u', displayName: 'Reports', name: 'reports', tabName: 'A', assistanceSrc: '/a.webm' },
      { tabbed: true },
    );
    expect(store.getSnapshot()).toMatchObject({ tabName: 'A', assistanceSrc: undefined });
    vi.advanceTimersByTime(150);
    store.show(
      { uuid: 'u', displayName: 'Reports', name: 'reports', tabName: 'B', assistanceSrc: '/b.webm' },
      { tabbed: true },
    );
    vi.advanceTimersByTime(199);
    expect(store.getSnapshot()).toMatchObject({ tabName: 'B', assistanceSrc: undefined });
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toMatchObject({ tabName: 'B', assistanceSrc: '/b.webm' });
  });

  it('tells its listeners only of real changes, and stops the delayed video when disposed', () => {
    const store = new ActivePageStore();
    const heard = vi.fn();
    store.subscribe(heard);
    store.show({ uuid: 'u', displayName: 'Overview', name: 'overview' });
    store.show({ uuid: 'u', displayName: 'Overview', name: 'overview' });
    expect(heard).toHaveBeenCalledTimes(1);
    store.show({ uuid: 'v', displayName: 'Tabs', name: 'tabs', assistanceSrc: '/t.webm' }, { tabbed: true });
    store.dispose();
    vi.advanceTimersByTime(1_000);
    expect(store.getSnapshot().assistanceSrc).toBeUndefined();
  });
});
