import { contract, createDefaultHandlers, createTestServer } from '@portal/sdk/testing';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, signInHandler } from '../testing/render-signed-in.tsx';

let logouts = 0;
const server = createTestServer(
  signInHandler(),
  contract.post('/api/auth/logout', () => {
    logouts += 1;
    return undefined;
  }),
  ...createDefaultHandlers(),
);
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
  vi.useRealTimers();
});
afterAll(() => server.close());

const storedIdentity = () => Object.keys(localStorage).some((key) => key.includes('identity'));

describe('the route guard', () => {
  it('logs out a session whose token expired while it still said signed-in, clearing the stored identity, before /login', async () => {
    // Only the date moves: the refresh timer (30 s before expiry) never fires, as on a sleeping computer.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { router, portal } = await renderSignedIn('/billing/overview');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 10_000 }),
    ).toBeDefined();
    expect(storedIdentity()).toBe(true);
    logouts = 0;

    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect(portal.session.getSnapshot().status).toBe('signed-in');
    await act(() => router.navigate('/billing/release-notes'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(portal.session.getSnapshot().status).toBe('signed-out');
    expect(storedIdentity()).toBe(false);
    expect(logouts).toBe(1);
  });
});
