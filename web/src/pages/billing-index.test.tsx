import { contract, createDefaultHandlers, createTestServer, fixtures } from '@portal/sdk/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../testing/render-signed-in.tsx';

const server = createTestServer(signInHandler({ features: ['AZURE'] }), ...createDefaultHandlers());
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

/** Room for a loaded machine: each step waits for the menu and a navigation. */
const WAIT = { timeout: 15_000 };

/** A menu whose first homepage-tagged item is the Azure cost overview. */
const menuWithHome = fixtures.menu.map((item) => (item.name === 'overview' ? { ...item, tags: [] } : item));

describe('/billing', () => {
  it('goes to the homepage of the menu the user sees', async () => {
    server.use(contract.get('/services/api-portal-customer/api/portal/menu', () => menuWithHome));
    const { router } = await renderSignedIn('/billing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/azure/cost-overview'), {
      timeout: 15_000,
    });
  });

  it('goes back to the route it reloads when the menu still has it', async () => {
    const { router } = await renderSignedIn('/billing/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 15_000 });
    await router.navigate('/billing', {
      replace: true,
      state: { reloadTo: '/billing/azure/subscriptions?tab=X' },
    });
    await waitFor(
      () =>
        expect(router.state.location).toMatchObject({
          pathname: '/billing/azure/subscriptions',
          search: '?tab=X',
        }),
      WAIT,
    );
  });

  it('goes to the homepage for a page the menu does not have, and never off the app', async () => {
    const { router } = await renderSignedIn('/billing/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 15_000 });
    // The user holds AZURE only: the M365 licences page is not theirs.
    await router.navigate('/billing', { replace: true, state: { reloadTo: '/billing/m365/licences' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/overview'), WAIT);
    // Each step starts once the page it landed on has rendered, as a user's next click would.
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, WAIT);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'), WAIT);
    await router.navigate('/billing', { replace: true, state: { reloadTo: '//evil.example/x' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/overview'), WAIT);
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, WAIT);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'), WAIT);
    await router.navigate('/billing', { replace: true, state: { reloadTo: '/billing/release-notes' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/release-notes'), WAIT);
  });
});
