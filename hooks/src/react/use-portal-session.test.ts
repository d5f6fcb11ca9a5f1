// @vitest-environment jsdom
import type { ApiResult, Identity, LoginOutcome } from '@portal/sdk';
import { makeAccessToken } from '@portal/sdk/testing';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Session } from '../core/session.ts';
import { MemoryStorage, PortalStorage } from '../core/web-storage.ts';
import { usePortalSession } from './use-portal-session.ts';

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200 });
const identity: Identity = { id: 'u1', role: 'USER', types: ['AZURE'], currency: 'USD', newTenant: false };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePortalSession', () => {
  it('gives the session state and refreshes a due token when the page becomes visible', async () => {
    const refresh = vi.fn(async () => ok({ access_token: makeAccessToken({}, Date.now()) }));
    const session = new Session({
      storage: new PortalStorage(new MemoryStorage()),
      api: {
        auth: {
          login: async () =>
            ok<LoginOutcome>({ kind: 'signed-in', accessToken: makeAccessToken(), newTenant: false }),
          loginToTenant: async () => ok<LoginOutcome>({ kind: 'select-tenant', accessToken: 'x' }),
          refresh,
          logout: async () => ({ ok: true, data: undefined, status: 204 }),
        },
        account: {
          get: async () => ok(identity),
          whois: async () => ok({ currentTenant: { displayName: 'Contoso' } }),
        },
      },
    });
    const { result } = renderHook(() => usePortalSession(session));
    expect(result.current.status).toBe('restoring');
    await act(() => session.signIn({ id: 'u', tenantId: 't', upn: 'u@t.example' }, 'idp'));
    expect(result.current.status).toBe('signed-in');

    // Asleep: the wall clock moves, no timer fires; waking up refreshes at once.
    vi.setSystemTime(Date.now() + 290_000);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(session.isAuthenticated()).toBe(true);
  });
});
