// @vitest-environment jsdom
import type { ApiResult, MenuItem, SearchResult } from '@portal/sdk';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutStore } from '../core/layout.ts';
import type { MenuQuery } from '../core/menu-controller.ts';
import { TabMemory } from '../core/tabs.ts';
import { useLayout } from './use-layout.ts';
import { useMenu } from './use-menu.ts';
import { useSearch } from './use-search.ts';
import { useTabs } from './use-tabs.ts';

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200 });
const item = (name: string, features?: string[]): MenuItem => ({
  uuid: name,
  name,
  displayName: name,
  tags: [],
  ...(features ? { features } : {}),
});

afterEach(() => vi.useRealTimers());

describe('useMenu', () => {
  it('loads on mount, reloads for new personas only when their contents change, filters by features', async () => {
    const load = vi.fn(async (_query: MenuQuery) => ok([item('a'), item('b', ['M365'])]));
    const { result, rerender } = renderHook(
      ({ personas, features }) => useMenu({ load, personas, features }),
      { initialProps: { personas: ['Finance'], features: ['AZURE'] } },
    );
    await act(async () => undefined);
    expect(result.current.state.items.map((i) => i.name)).toEqual(['a']);
    // A new array with the same contents (a token refresh) is no change.
    rerender({ personas: ['Finance'], features: ['AZURE'] });
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ personas: ['IT'], features: ['AZURE', 'M365'] });
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[1]?.[0].personas).toEqual(['IT']);
    expect(result.current.state.items.map((i) => i.name)).toEqual(['a', 'b']);
  });
});

describe('useSearch', () => {
  it('calls the newest search function without rebuilding the controller', async () => {
    vi.useFakeTimers();
    const first = vi.fn(async () => ok<SearchResult[]>([]));
    const second = vi.fn(async () => ok<SearchResult[]>([]));
    const { result, rerender } = renderHook(({ search }) => useSearch({ search }), {
      initialProps: { search: first },
    });
    const controller = result.current.search;
    rerender({ search: second });
    expect(result.current.search).toBe(controller);
    act(() => controller.open('cost'));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('cost');
  });
});

describe('useLayout', () => {
  it('follows the mobile media query it is given', () => {
    let listener: () => void = () => undefined;
    const list = {
      matches: false,
      addEventListener: (_: string, l: () => void) => {
        listener = l;
      },
      removeEventListener: vi.fn(),
    } as unknown as MediaQueryList;
    const matchMedia = vi.fn(() => list);
    const layout = new LayoutStore();
    const { result } = renderHook(() => useLayout(layout, { mobileQuery: '(max-width: 600px)', matchMedia }));
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 600px)');
    expect(result.current.sidenavMobile).toBe(false);
    act(() => {
      (list as { matches: boolean }).matches = true;
      listener();
    });
    expect(result.current.sidenavMobile).toBe(true);
    expect(result.current.sidenavOpen).toBe(false);
  });
});

describe('useTabs', () => {
  it('gives the active tab and the query string of a choice', () => {
    const tabs = [
      { name: 'Summary', displayName: 'Summary', type: 'ui' as const },
      { name: 'Users', displayName: 'Users', type: 'ui' as const },
    ];
    const memory = new TabMemory();
    const { result } = renderHook(() =>
      useTabs({ memory, pathname: '/billing/x', search: '?tab=Users', tabs }),
    );
    expect(result.current.activeTab?.name).toBe('Users');
    expect(result.current.select('Summary')).toBe('?tab=Summary');
  });
});
