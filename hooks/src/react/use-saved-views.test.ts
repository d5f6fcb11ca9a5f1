// @vitest-environment jsdom
import type { ApiResult, SavedView } from '@portal/sdk';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SavedViews } from '../core/saved-views.ts';
import { useSavedViews } from './use-saved-views.ts';

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200 });
const view = (entryId: string, name: string): SavedView => ({
  entryId,
  pageName: 'p',
  tabName: 't',
  name,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt: null,
});

describe('useSavedViews', () => {
  it('renders the controller’s state as it changes', async () => {
    const client = {
      list: vi.fn(async () => ok([view('a', 'Q1')])),
      getById: vi.fn(async (entryId: string) => ok({ entryId, state: `s-${entryId}` })),
      add: vi.fn(async () => ok({ success: false, result: null, errors: [] })),
      remove: vi.fn(async () => ok({ success: true, result: [] as string[], errors: [] })),
      touch: vi.fn(async () => ok({ success: true, result: null, errors: [] })),
    };
    const report = { capture: async () => 'captured', apply: vi.fn(async () => undefined) };
    const views = new SavedViews({ client, report, notify: () => undefined, pageName: 'p', tabName: 't' });
    const { result } = renderHook(() => useSavedViews(views));
    expect(result.current.status).toBe('idle');
    await act(() => views.start());
    expect(result.current).toMatchObject({ status: 'success', active: 'a', defaultState: 'captured' });
    act(() => views.mark('a', true));
    expect(result.current.marked).toEqual(['a']);
  });
});
