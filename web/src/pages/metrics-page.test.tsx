import { contract, createDefaultHandlers, createTestServer, problem } from '@portal/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, signInHandler } from '../testing/render-signed-in.tsx';

const server = createTestServer(signInHandler(), ...createDefaultHandlers());
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

describe('My Metrics through the request layer', () => {
  it('is a dynamic dashboard: its lists are tiles the user removes and adds back beside the cost tiles, kept for the user', async () => {
    const user = userEvent.setup();
    server.use(
      contract.get('/services/api-portal-customer/api/portal/menu/last-accessed', () => []),
      contract.get('/services/api-portal-customer/api/portal/menu/top-accessed', () => []),
    );
    await renderSignedIn('/billing/legacy-homepage');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Metrics' }, { timeout: 15_000 }),
    ).toBeDefined();
    await screen.findByRole('region', { name: 'Most visited in your organisation' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Remove: Your recent pages' }));
    expect(screen.queryByRole('region', { name: 'Your recent pages' })).toBeNull();
    // The catalogue offers the removed list and the cost tiles of any dashboard.
    const tile = screen.getByRole('combobox', { name: 'Tile' }) as HTMLSelectElement;
    const offered = [...tile.options].map((option) => option.textContent);
    expect(offered).toEqual(expect.arrayContaining(['Your recent pages', 'This month', 'Cost trend']));
    await user.selectOptions(tile, 'This month');
    await user.click(screen.getByRole('button', { name: 'Add tile' }));
    expect(await screen.findByRole('region', { name: 'This month' })).toBeDefined();
    // Kept per user and tenant under the page's own key, apart from the 'dynamic-dashboard' screen's.
    expect(Object.keys(localStorage).some((key) => key.includes('dashboard.legacy-homepage.'))).toBe(true);
  });

  it("offers no cost tile to a user without the cloud platform's feature (the menu's feature rule)", async () => {
    server.use(
      signInHandler({ features: ['M365'] }),
      contract.get('/services/api-portal-customer/api/portal/menu/last-accessed', () => []),
      contract.get('/services/api-portal-customer/api/portal/menu/top-accessed', () => []),
    );
    const user = userEvent.setup();
    await renderSignedIn('/billing/legacy-homepage');
    await screen.findByRole('region', { name: 'Your recent pages' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Remove: Your recent pages' }));
    const tile = screen.getByRole('combobox', { name: 'Tile' }) as HTMLSelectElement;
    expect([...tile.options].map((option) => option.textContent)).toEqual(['Your recent pages']);
  });

  it('says so when the user has visited no page yet', async () => {
    server.use(
      contract.get('/services/api-portal-customer/api/portal/menu/last-accessed', () => []),
      contract.get('/services/api-portal-customer/api/portal/menu/top-accessed', () => []),
    );
    await renderSignedIn('/billing/legacy-homepage');
    const recent = await screen.findByRole('region', { name: 'Your recent pages' }, { timeout: 15_000 });
    expect(await within(recent).findByText('No visits yet.', {}, { timeout: 15_000 })).toBeDefined();
    expect(within(recent).queryByRole('link')).toBeNull();
  });

  it('shows an empty list when a list cannot be read (spec section 8), the failure in the console only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      contract.get('/services/api-portal-customer/api/portal/menu/last-accessed', () =>
        problem(403, 'Forbidden'),
      ),
      contract.get('/services/api-portal-customer/api/portal/menu/top-accessed', () => [
        {
          uuid: 'u-1',
          name: 'm365/licences',
          displayName: 'Licences',
          count: 2,
          lastAccessed: '2026-11-22T10:00:00Z',
        },
      ]),
    );
    await renderSignedIn('/billing/legacy-homepage');
    const recent = await screen.findByRole('region', { name: 'Your recent pages' }, { timeout: 15_000 });
    expect(await within(recent).findByText('No visits yet.', {}, { timeout: 15_000 })).toBeDefined();
    expect(within(recent).queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Your recent pages could not be loaded; showing none.',
      expect.anything(),
    );
    // The other list is there.
    const top = screen.getByRole('region', { name: 'Most visited in your organisation' });
    expect(within(top).getByRole('link', { name: 'Licences' }).getAttribute('href')).toBe(
      '/billing/m365/licences',
    );
    warn.mockRestore();
  });
});
