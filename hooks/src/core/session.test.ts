import { ApiError, type ApiResult, type Identity, type LoginOutcome, type Startup } from '@portal/sdk';
import { makeAccessToken } from '@portal/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Session, type SessionApi } from './session.ts';
import { MemoryStorage, PortalStorage } from './web-storage.ts';

const identity: Identity = { id: 'u1', role: 'ADMIN', types: ['AZURE'], currency: 'USD', newTenant: false };
const payload = { id: 'oid', tenantId: 'contoso', upn: 'admin@contoso.example' };
const ok = <T>(data: T, status = 200): ApiResult<T> => ({ ok: true, data, status });
const fail = (status: number, title: string, detail?: string): ApiResult<never> => ({
  ok: false,
  status,
  error: new ApiError(status, { title, status, ...(detail ? { detail } : {}) }),
});

function setup(overrides: Partial<{ [K in keyof SessionApi]: Partial<SessionApi[K]> }> = {}) {
  const token = () => makeAccessToken({}, Date.now());
  const api = {
    auth: {
      login: vi.fn(
        async (): Promise<ApiResult<LoginOutcome>> =>
          ok({ kind: 'signed-in', accessToken: token(), newTenant: false }),
      ),
      loginToTenant: vi.fn(
        async (): Promise<ApiResult<LoginOutcome>> =>
          ok({ kind: 'signed-in', accessToken: token(), newTenant: false }),
      ),
      refresh: vi.fn(async () => ok({ access_token: token() })),
      logout: vi.fn(async () => ok(undefined, 204)),
      ...overrides.auth,
    },
    account: {
      get: vi.fn(async () => ok(identity)),
      whois: vi.fn(async () => ok({ currentTenant: { displayName: 'Northwind Traders' } })),
      ...overrides.account,
    },
  } satisfies SessionApi;
  const raw = new MemoryStorage();
  raw.setItem('other-app', 'kept');
  const storage = new PortalStorage(raw);
  const onSignedOut = vi.fn();
  const beforeLogout = vi.fn();
  const session = new Session({ api, storage, onSignedOut, beforeLogout });
  return { api, raw, storage, session, onSignedOut, beforeLogout };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 10, 21, 10, 0, 0));
});
afterEach(() => vi.useRealTimers());

describe('Session sign-in outcomes', () => {
  it('200: signs in, keeps the token in memory and the identity in storage', async () => {
    const { session, raw, api } = setup();
    expect(await session.signIn(payload, 'idp')).toEqual({ kind: 'signed-in' });
    expect(api.auth.login).toHaveBeenCalledWith(payload, 'idp');
    expect(session.getSnapshot().status).toBe('signed-in');
    expect(session.isAuthenticated()).toBe(true);
    expect(JSON.parse(raw.getItem('ngx-webstorage|identity') ?? 'null')).toEqual(identity);
    expect(JSON.parse(raw.getItem('ngx-webstorage|personas') ?? 'null')).toEqual(['Admin', 'Finance', 'IT']);
    const stored = Array.from({ length: raw.length }, (_, i) => raw.getItem(raw.key(i) ?? '') ?? '');
    expect(stored.some((value) => value.includes(session.getAccessToken() ?? 'none'))).toBe(false);
  });

  it('300: keeps the selection token, then signs in to the picked tenant', async () => {
    const { session, api } = setup({
      auth: {
        login: vi.fn(async () => ok<LoginOutcome>({ kind: 'select-tenant', accessToken: 'select' }, 300)),
      },
    });
    expect(await session.signIn(payload, 'idp')).toEqual({ kind: 'select-tenant' });
    expect(session.getSnapshot().status).toBe('selecting-tenant');
    expect(session.getAccessToken()).toBeUndefined(); // not a JWT with claims: never used as an app token
    expect(await session.selectTenant('fabrikam')).toEqual({ kind: 'signed-in' });
    expect(api.auth.loginToTenant).toHaveBeenCalledWith({ ...payload, tenantId: 'fabrikam' }, 'idp');
  });

  it.each([
    [409, 'Permission not granted', undefined, { code: 'permission-not-granted' }],
    [423, 'Onboarding is disabled', 'Onboarding is disabled', { code: 'onboarding-disabled' }],
    [
      401,
      'Unauthorized',
      'stranger@contoso.example has no account.',
      { code: 'unable-to-identify', detail: 'stranger@contoso.example has no account.' },
    ],
  ])('%i: refuses with a notice code and logs out', async (status, title, detail, notice) => {
    const { session, api, onSignedOut } = setup({
      auth: { login: vi.fn(async () => fail(status, title, detail)) },
    });
    expect(await session.signIn(payload, 'idp')).toEqual({ kind: 'refused', notice });
    expect(api.auth.logout).toHaveBeenCalled();
    expect(onSignedOut).toHaveBeenCalled();
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-out', notice });
  });

  it('a new tenant gives the onboarding-disabled message naming it, then logs out', async () => {
    const { session } = setup({
      auth: {
        login: vi.fn(async () =>
          ok<LoginOutcome>({ kind: 'signed-in', accessToken: makeAccessToken(), newTenant: true }),
        ),
      },
    });
    const result = await session.signIn(payload, 'idp');
    expect(result).toEqual({ kind: 'refused', notice: { code: 'new-tenant', tenant: 'Northwind Traders' } });
    expect(session.isAuthenticated()).toBe(false);
  });
});

describe('Session token lifetime', () => {
  it('refreshes 30 s before expiry, not earlier', async () => {
    const { session, api } = setup();
    await session.signIn(payload, 'idp'); // the token lives 300 s
    await vi.advanceTimersByTimeAsync(269_999);
    expect(api.auth.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.auth.refresh).toHaveBeenCalledTimes(1);
    // The new token is scheduled again, 270 s on.
    await vi.advanceTimersByTimeAsync(270_000);
    expect(api.auth.refresh).toHaveBeenCalledTimes(2);
    expect(session.isAuthenticated()).toBe(true);
  });

  it('logs out when the refresh is refused', async () => {
    const { session, onSignedOut } = setup({
      auth: { refresh: vi.fn(async () => fail(401, 'Unauthorized')) },
    });
    await session.signIn(payload, 'idp');
    await vi.advanceTimersByTimeAsync(270_000);
    expect(session.getSnapshot().status).toBe('signed-out');
    expect(onSignedOut).toHaveBeenCalled();
  });

  it('retries a refresh that hit a network failure while the token still lives', async () => {
    const refresh = vi
      .fn<SessionApi['auth']['refresh']>()
      .mockResolvedValueOnce({ ok: false, status: 0, error: ApiError.network(new TypeError('offline')) })
      .mockResolvedValue(ok({ access_token: makeAccessToken({}, Date.UTC(2026, 10, 21, 10, 4, 40)) }));
    const { session } = setup({ auth: { refresh } });
    await session.signIn(payload, 'idp');
    await vi.advanceTimersByTimeAsync(270_000);
    expect(session.getSnapshot().status).toBe('signed-in');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(session.isAuthenticated()).toBe(true);
  });

  it('is no longer authenticated once the token has expired', async () => {
    const { session } = setup({
      auth: { refresh: vi.fn(async () => ({ ok: false as const, status: 0, error: ApiError.network('x') })) },
    });
    await session.signIn(payload, 'idp');
    vi.setSystemTime(Date.now() + 301_000);
    expect(session.isAuthenticated()).toBe(false);
    expect(session.getAccessToken()).toBeUndefined();
  });
});

describe('Session timing on a skewed computer clock', () => {
  /** The server's clock; the browser's runs two minutes slow. */
  const serverNow = () => Date.now() + 120_000;

  it('refreshes 30 s before the token expires on the server, whatever the local clock says', async () => {
    const issued = () => makeAccessToken({}, serverNow());
    const { session, api } = setup({
      auth: {
        login: vi.fn(async () =>
          ok<LoginOutcome>({ kind: 'signed-in', accessToken: issued(), newTenant: false }),
        ),
        refresh: vi.fn(async () => ok({ access_token: issued() })),
      },
    });
    await session.signIn(payload, 'idp');
    // Read against the local clock the token would live 420 s; it lives 300 s on the server.
    await vi.advanceTimersByTimeAsync(269_999);
    expect(api.auth.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.auth.refresh).toHaveBeenCalledTimes(1);
    expect(session.isAuthenticated()).toBe(true);
  });

  it('treats the token as expired after its lifetime even when the local clock runs slow', async () => {
    const issued = makeAccessToken({}, serverNow());
    const { session } = setup({
      auth: {
        login: vi.fn(async () =>
          ok<LoginOutcome>({ kind: 'signed-in', accessToken: issued, newTenant: false }),
        ),
        refresh: vi.fn(async () => ({ ok: false as const, status: 0, error: ApiError.network('offline') })),
      },
    });
    await session.signIn(payload, 'idp');
    vi.setSystemTime(Date.now() + 300_000);
    expect(session.getAccessToken()).toBeUndefined();
  });
});

describe('Session refresh sharing and wake-up', () => {
  it('shares one refresh among the timer and every caller (the refresh cookie rotates)', async () => {
    let release: () => void = () => undefined;
    const refresh = vi.fn(
      () =>
        new Promise<ApiResult<{ access_token: string }>>((resolve) => {
          release = () => resolve(ok({ access_token: makeAccessToken({}, Date.now()) }));
        }),
    );
    const { session } = setup({ auth: { refresh } });
    await session.signIn(payload, 'idp');
    const first = session.refreshToken();
    const second = session.refreshToken();
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(a).toBeDefined();
    expect(a).toBe(b);
    expect(a).toBe(session.getAccessToken());
  });

  it('refreshes on resume when the refresh is due (timers ran late while asleep)', async () => {
    const { session, api } = setup();
    await session.signIn(payload, 'idp');
    session.resume();
    expect(api.auth.refresh).not.toHaveBeenCalled();
    // The computer slept: the clock moved on, but no timer fired.
    vi.setSystemTime(Date.now() + 280_000);
    session.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.auth.refresh).toHaveBeenCalledTimes(1);
    expect(session.isAuthenticated()).toBe(true);
  });

  it('does not refresh once signed out', async () => {
    const { session, api } = setup();
    expect(await session.refreshToken()).toBeUndefined();
    expect(api.auth.refresh).not.toHaveBeenCalled();
  });

  it('sends the logout call and its audit once when logouts overlap', async () => {
    const { session, api, beforeLogout, onSignedOut } = setup();
    await session.signIn(payload, 'idp');
    await Promise.all([session.logout(), session.logout(), session.logout()]);
    expect(beforeLogout).toHaveBeenCalledTimes(1);
    expect(api.auth.logout).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});

describe('Session restore and logout', () => {
  it('recovers a reloaded session through the refresh cookie', async () => {
    const { session } = setup();
    expect(session.getSnapshot().status).toBe('restoring');
    expect(await session.restore()).toBe(true);
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-in', identity });
  });

  it('takes the account the refresh answers beside its token, in one round trip', async () => {
    const answered = { ...identity, id: 'u2', currency: 'EUR' };
    const { session, api } = setup({
      auth: {
        refresh: vi.fn(async () => ok({ access_token: makeAccessToken({}, Date.now()), account: answered })),
      },
    });
    expect(await session.restore()).toBe(true);
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-in', identity: answered });
    expect(api.account.get).not.toHaveBeenCalled();
  });

  it("asks a reload's refresh for the opened page and hands its start-up answer over once signed in", async () => {
    const startup: Startup = {
      personas: ['Finance'],
      menu: [],
      page: { uuid: 'p1', description: { type: 'ui', contents: {} } },
    };
    const seen: unknown[] = [];
    const api = setup({
      auth: {
        refresh: vi.fn(async () =>
          ok({ access_token: makeAccessToken({}, Date.now()), account: identity, startup }),
        ),
      },
    }).api;
    const session = new Session({
      api,
      storage: new PortalStorage(new MemoryStorage()),
      // What it is handed to must already see the signed-in session (its caches are scoped by it).
      onStartup: (answer) => seen.push([answer, session.getSnapshot().status]),
    });
    expect(await session.restore({ page: 'overview', personas: ['Finance'] })).toBe(true);
    expect(api.auth.refresh).toHaveBeenCalledWith({ startup: { page: 'overview', personas: ['Finance'] } });
    expect(seen).toEqual([[startup, 'signed-in']]);
  });

  it('asks for nothing beside the token without a page, and hands nothing over for a refused restore', async () => {
    const onStartup = vi.fn();
    const { api } = setup({ auth: { refresh: vi.fn(async () => fail(401, 'Unauthorized')) } });
    const session = new Session({ api, storage: new PortalStorage(new MemoryStorage()), onStartup });
    expect(await session.restore()).toBe(false);
    expect(api.auth.refresh).toHaveBeenCalledWith(undefined);
    expect(onStartup).not.toHaveBeenCalled();
  });

  it('asks again without the start-up when the backend refuses it as bad input, and survives a start-up it cannot use', async () => {
    const refresh = vi
      .fn()
      .mockResolvedValueOnce(fail(400, 'Bad Request', 'startup.page is too long'))
      .mockResolvedValueOnce(
        ok({ access_token: makeAccessToken({}, Date.now()), account: identity, startup: {} }),
      );
    const { api } = setup({ auth: { refresh } });
    const session = new Session({
      api,
      storage: new PortalStorage(new MemoryStorage()),
      onStartup: () => {
        throw new Error('not the shape it should be');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await session.restore({ page: 'x'.repeat(600) })).toBe(true);
    warn.mockRestore();
    expect(refresh.mock.calls).toEqual([[{ startup: { page: 'x'.repeat(600) } }], [undefined]]);
    expect(session.getSnapshot().status).toBe('signed-in');
  });

  it('asks for the account when the refresh answers only the token', async () => {
    const { session, api } = setup();
    expect(await session.restore()).toBe(true);
    expect(api.account.get).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent restores (the refresh cookie rotates)', async () => {
    const { session, api } = setup();
    const [first, second] = await Promise.all([session.restore(), session.restore()]);
    expect([first, second]).toEqual([true, true]);
    expect(api.auth.refresh).toHaveBeenCalledTimes(1);
  });

  it('recovers a reload once: a restore after the attempt has ended calls nothing again', async () => {
    const { session, api } = setup();
    expect(await session.restore()).toBe(true);
    // A guard that rendered while the attempt ran asks again once it has ended.
    expect(await session.restore()).toBe(true);
    expect(api.auth.refresh).toHaveBeenCalledTimes(1);
    await session.logout();
    expect(await session.restore()).toBe(false);
    expect(api.auth.refresh).toHaveBeenCalledTimes(1);
  });

  it('clears stored data when the session cannot be recovered', async () => {
    const { session, raw, storage } = setup({
      auth: { refresh: vi.fn(async () => fail(401, 'Unauthorized')) },
    });
    storage.set('identity', identity);
    storage.set('personas', ['Finance']);
    expect(await session.restore()).toBe(false);
    expect(raw.getItem('ngx-webstorage|identity')).toBeNull();
    expect(raw.getItem('ngx-webstorage|personas')).toBeNull();
    expect(raw.getItem('other-app')).toBe('kept');
    expect(session.getSnapshot().status).toBe('signed-out');
  });

  it('logs out even when the server call fails, auditing it first', async () => {
    const { session, api, raw, beforeLogout, onSignedOut } = setup({
      auth: {
        logout: vi.fn(async () => ({ ok: false as const, status: 0, error: ApiError.network('down') })),
      },
    });
    await session.signIn(payload, 'idp');
    await session.logout();
    expect(beforeLogout).toHaveBeenCalledTimes(1);
    expect(api.auth.logout).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().status).toBe('signed-out');
    expect(session.getAccessToken()).toBeUndefined();
    expect(raw.getItem('ngx-webstorage|identity')).toBeNull();
    // No refresh after logout.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(api.auth.refresh).not.toHaveBeenCalled();
  });
});

describe('Session tenant switch', () => {
  it('switches without signing out: new token and claims, old persona selection and caches dropped', async () => {
    const switchTenant = vi.fn(async () =>
      ok({ access_token: makeAccessToken({ tid: 'fabrikam', personas: ['IT'] }, Date.now()) }),
    );
    const onTenantChanged = vi.fn();
    const base = setup();
    const session = new Session({
      api: { ...base.api, auth: { ...base.api.auth, switchTenant } },
      storage: base.storage,
      onTenantChanged,
    });
    await session.signIn(payload, 'idp');
    base.storage.set('personas', ['Finance']);
    expect(await session.switchTenant('fabrikam')).toEqual({ kind: 'signed-in' });
    expect(switchTenant).toHaveBeenCalledWith('fabrikam');
    expect(onTenantChanged).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).toMatchObject({ status: 'signed-in', claims: { tid: 'fabrikam' } });
    expect(session.selectedPersonas()).toEqual(['IT']);
    expect(base.api.auth.logout).not.toHaveBeenCalled();
  });

  it('stays in the current tenant when the switch is refused', async () => {
    const switchTenant = vi.fn(async () => fail(403, 'Forbidden'));
    const base = setup();
    const session = new Session({
      api: { ...base.api, auth: { ...base.api.auth, switchTenant } },
      storage: base.storage,
    });
    await session.signIn(payload, 'idp');
    const before = session.getAccessToken();
    expect(await session.switchTenant('elsewhere')).toEqual({ kind: 'not-switched', status: 403 });
    expect(session.getAccessToken()).toBe(before);
    expect(session.getSnapshot().status).toBe('signed-in');
  });
});
