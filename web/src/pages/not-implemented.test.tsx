import { contract, createDefaultHandlers, createTestServer, fixtures } from '@portal/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../testing/render-signed-in.tsx';

const WIP_ITEM = { uuid: 'u-wip', name: 'cost-allocation', displayName: 'Cost allocation', tags: ['wip'] };
const menuWithWip = contract.get('/services/api-portal-customer/api/portal/menu', () => [
  ...fixtures.menu,
  WIP_ITEM,
]);
const server = createTestServer(signInHandler(), ...createDefaultHandlers());
beforeAll(() => server.listen());
beforeEach(() => server.use(menuWithWip));
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

const WAIT = { timeout: 15_000 };

describe('a menu item not implemented yet', () => {
  it("shows the notice 'WIP' / 'Not yet implemented' where it is chosen, and the page stays", async () => {
    const user = userEvent.setup();
    const { router } = await renderSignedIn('/billing/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, WAIT);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(await within(menu).findByRole('button', { name: 'Cost allocation' }, WAIT));
    const notifications = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('WIP')).toBeDefined();
    expect(within(notifications).getByText('Not yet implemented')).toBeDefined();
    expect(router.state.location.pathname).toBe('/billing/overview');
  });

  it('shows the notice in place of a page when its address is opened, without asking for a page', async () => {
    let pageRead = false;
    server.use(
      contract.get('/services/api-portal-customer/api/portal/menu/page/{id}', () => {
        pageRead = true;
        return { type: 'error' as const, contents: {} };
      }),
    );
    await renderSignedIn('/billing/cost-allocation');
    await screen.findByRole('heading', { level: 1, name: 'Cost allocation' }, WAIT);
    const notice = screen.getByRole('status', { name: 'WIP' });
    expect(within(notice).getByText('Not yet implemented')).toBeDefined();
    expect(pageRead).toBe(false);
  });
});
