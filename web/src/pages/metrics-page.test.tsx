import { contract, createDefaultHandlers, createTestServer, problem } from '@portal/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../testing/render-signed-in.tsx';

const server = createTestServer(signInHandler(), ...createDefaultHandlers());
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

describe('My Metrics through the request layer', () => {
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

  it('shows what failed with Try again, and the list once the retry answers', async () => {
    let calls = 0;
    server.use(
      contract.get('/services/api-portal-customer/api/portal/menu/last-accessed', () => {
        calls += 1;
        return calls === 1
          ? problem(403, 'Forbidden')
          : [
              {
                uuid: 'u-1',
                name: 'm365/licences',
                displayName: 'Licences',
                count: 2,
                lastAccessed: '2026-11-22T10:00:00Z',
              },
            ];
      }),
      contract.get('/services/api-portal-customer/api/portal/menu/top-accessed', () => []),
    );
    await renderSignedIn('/billing/legacy-homepage');
    const recent = await screen.findByRole('region', { name: 'Your recent pages' }, { timeout: 15_000 });
    const alert = await within(recent).findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain('Your recent pages could not be loaded.');
    expect(alert.textContent).toContain('You do not have access to this information.');
    // The rest of the page stays usable.
    expect(screen.getByRole('region', { name: 'Most visited in your organisation' })).toBeDefined();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const link = await within(recent).findByRole('link', { name: 'Licences' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('/billing/m365/licences');
  });
});
