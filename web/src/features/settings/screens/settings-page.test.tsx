import type { License } from '@portal/sdk';
import { contract, createDefaultHandlers, createTestServer, fixtures, problem } from '@portal/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, signInHandler } from '../../../testing/render-signed-in.tsx';

const LICENCES: License[] = [
  { licenseKey: 'AZURE-COST', name: 'Azure cost management', active: true, seats: 2500 },
  { licenseKey: 'M365-OPT', name: 'Microsoft 365 optimisation', active: false },
];

const server = createTestServer(
  signInHandler(),
  contract.get('/services/api-portal-customer/api/license', () => LICENCES),
  contract.get('/services/api-portal-customer/api/license-definitions', () => []),
  contract.get('/services/api-portal-customer/api/license/activated', () => LICENCES.filter((l) => l.active)),
  contract.get('/services/api-portal-customer/api/features/state', () => [
    { key: 'AZURE', name: 'Azure', active: true },
  ]),
  contract.get('/services/api-portal-customer/api/features/extra', () => []),
  contract.get('/services/api-portal-customer/api/features/pbi', () => []),
  ...createDefaultHandlers(),
);
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };
const SETTINGS = '/billing/admin-section-settings-dashboard';

describe('the settings dashboard', () => {
  it('saves the general settings, checking them first, and keeps them on a refusal', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      contract.post('/services/api-portal-customer/api', async ({ request }) => {
        sent.push(await request.json());
        if (refuse)
          return problem(400, 'Bad Request', { errors: [{ field: '/salesEmail', message: 'Not ours.' }] });
        return { ...fixtures.portalSettings, uiSessionTimeout: 45 };
      }),
    );
    await renderSignedIn(SETTINGS);
    const form = await screen.findByRole('form', { name: 'General settings' }, WAIT);
    const timeout = within(form).getByRole('textbox', { name: 'Session timeout (minutes)' });
    const save = within(form).getByRole('button', { name: 'Save' });
    await user.clear(timeout);
    await user.type(timeout, '2000');
    await user.tab();
    expect(
      await within(form).findByText('Session timeout (minutes) must be between 1 and 1440.', {}, WAIT),
    ).toBeDefined();
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const terms = within(form).getByRole('textbox', { name: 'Terms and conditions address' });
    await user.clear(terms);
    await user.type(terms, 'ftp://terms.example/eula');
    await user.tab();
    expect(
      await within(form).findByText(
        'Enter a path on this site (starting with /) or an https:// address.',
        {},
        WAIT,
      ),
    ).toBeDefined();
    await user.clear(terms);
    await user.type(terms, 'https://terms.example/eula.html');

    await user.clear(timeout);
    await user.type(timeout, '45');
    await user.tab();
    await user.click(save);
    expect(await within(form).findByText('Not ours.', {}, WAIT)).toBeDefined();
    expect((timeout as HTMLInputElement).value).toBe('45');
    expect(sent).toEqual([
      {
        productName: 'Cloud Portal',
        uiSessionTimeout: 45,
        salesEmail: 'sales@reseller.example',
        eula: 'https://terms.example/eula.html',
      },
    ]);

    refuse = false;
    await user.click(save);
    expect(await screen.findByText('General settings saved', {}, WAIT)).toBeDefined();
  });

  it('shows the terms document on demand, sandboxed, and says that no acceptance is pending', async () => {
    const user = userEvent.setup();
    server.use(
      contract.get(
        '/services/api-portal-customer/api/eula/document',
        () =>
          new HttpResponse('<h1>Terms of use</h1><script>parent.hacked = true</script>', {
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await renderSignedIn(`${SETTINGS}?tab=licences`);
    const terms = await screen.findByRole('region', { name: 'Terms and conditions' }, WAIT);
    expect(await within(terms).findByText(/no acceptance is pending/, {}, WAIT)).toBeDefined();
    expect(within(terms).queryByRole('button', { name: 'Accept the terms' })).toBeNull();
    expect(within(terms).queryByTitle('Terms and Conditions document')).toBeNull();
    await user.click(within(terms).getByRole('button', { name: 'Show the terms' }));
    const frame = (await within(terms).findByTitle(
      'Terms and Conditions document',
      {},
      WAIT,
    )) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    await vi.waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('<h1>Terms of use</h1>'), WAIT);
    expect(within(terms).getByRole('button', { name: 'Hide the terms' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('activates a licence by its key and says why when the key is unknown', async () => {
    const user = userEvent.setup();
    server.use(
      contract.put('/services/api-portal-customer/api/license/activate', ({ request }) => {
        const key = new URL(request.url).searchParams.get('licenseKey');
        if (key !== 'M365-OPT')
          return problem(404, 'Not Found', { detail: 'There is no licence with this key.' });
        return { ...LICENCES[1], active: true } as License;
      }),
    );
    await renderSignedIn(`${SETTINGS}?tab=licences`);
    const licences = await screen.findByRole('region', { name: 'Licences' }, WAIT);
    expect(
      await within(licences).findByRole('rowheader', { name: 'Microsoft 365 optimisation' }, WAIT),
    ).toBeDefined();
    const key = within(licences).getByRole('textbox', { name: 'Licence key' });
    await user.type(key, 'NOPE');
    await user.click(within(licences).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('There is no licence with this key.', {}, WAIT)).toBeDefined();
    expect((key as HTMLInputElement).value).toBe('NOPE');

    await user.clear(key);
    await user.type(key, 'M365-OPT');
    await user.click(within(licences).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Microsoft 365 optimisation activated', {}, WAIT)).toBeDefined();
  });

  it('asks before it resets the enterprise-agreement settings', async () => {
    const user = userEvent.setup();
    let resets = 0;
    server.use(
      contract.delete('/services/api-portal-customer/api/office365/ea', () => {
        resets += 1;
        return undefined;
      }),
    );
    await renderSignedIn(`${SETTINGS}?tab=licences`);
    await user.click(
      await screen.findByRole('button', { name: 'Reset enterprise-agreement settings' }, WAIT),
    );
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Reset the enterprise-agreement settings?' },
      WAIT,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(resets).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Reset enterprise-agreement settings' }));
    await user.click(
      within(await screen.findByRole('alertdialog', {}, WAIT)).getByRole('button', { name: 'Reset' }),
    );
    expect(await screen.findByText('Enterprise-agreement settings reset', {}, WAIT)).toBeDefined();
    expect(resets).toBe(1);
  });

  it('tells a user without the settings right that the page is not theirs', async () => {
    server.use(
      contract.get('/services/api-portal-customer/api/whois', () => ({
        ...fixtures.currentUser,
        canManageSettings: false,
      })),
    );
    await renderSignedIn(SETTINGS);
    expect(await screen.findByText(/Managing settings needs the settings right/, {}, WAIT)).toBeDefined();
    expect(screen.queryByRole('tab', { name: 'General' })).toBeNull();
  });
});
