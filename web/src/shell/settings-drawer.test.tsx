import { createDefaultHandlers, createTestServer } from '@portal/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../testing/render-signed-in.tsx';

const server = createTestServer(
  signInHandler({ utype: 'customer', features: ['AZURE', 'M365'] }),
  ...createDefaultHandlers(),
);
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

const WAIT = { timeout: 15_000 };

describe('the changelog widget in the settings drawer', () => {
  it("loads the configured widget with the user's and the tenant's attributes, user type and features", async () => {
    const user = userEvent.setup();
    await renderSignedIn('/billing/overview', {
      config: { changelogUrl: 'https://changelog.reseller.example/portal' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const drawer = await screen.findByRole('dialog', { name: 'Settings' }, WAIT);
    const open = within(drawer).getByRole('button', { name: "What's new" });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    const widget = within(drawer).getByTitle("What's new");
    const url = new URL(widget.getAttribute('src') ?? '');
    expect(url.origin + url.pathname).toBe('https://changelog.reseller.example/portal');
    expect(url.searchParams.get('utype')).toBe('customer');
    expect(url.searchParams.get('features')).toBe('AZURE,M365');
    expect(url.searchParams.get('tenant')).not.toBe('');
    expect(url.searchParams.get('tenantName')).not.toBe('');
    expect(url.searchParams.has('user')).toBe(true);
    expect(widget.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });

  it('is not there when no changelog is configured', async () => {
    const user = userEvent.setup();
    await renderSignedIn('/billing/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const drawer = await screen.findByRole('dialog', { name: 'Settings' }, WAIT);
    expect(within(drawer).queryByRole('button', { name: "What's new" })).toBeNull();
  });
});
