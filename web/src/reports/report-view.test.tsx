import { contract, createDefaultHandlers, createTestServer, problem } from '@portal/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../testing/render-signed-in.tsx';

// The overview page of the menu is a report page here.
const reportPage = contract.get('/services/api-portal-customer/api/portal/menu/page/{id}', () => ({
  type: 'pbiReport' as const,
  contents: { reportType: 'azure-security' },
}));
const SETTINGS = '/services/api-portal-customer/api/report/embed/token/report/{type}';
const server = createTestServer(signInHandler(), reportPage, ...createDefaultHandlers());
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

const WAIT = { timeout: 10_000 };

describe('the report view outcomes', { timeout: 20_000 }, () => {
  it("shows 'Unlicensed feature' with the server's description and action when there is no licence", async () => {
    server.use(
      contract.get(SETTINGS, () => ({
        name: 'Security report',
        description: 'Secure Score over time',
        errorMessage: 'Ask your partner to activate it.',
        reportEmbedded: null,
      })),
    );
    await renderSignedIn('/billing/overview');
    const card = await screen.findByRole('region', { name: 'Unlicensed feature' }, WAIT);
    expect(within(card).getByText('Secure Score over time')).toBeDefined();
    expect(within(card).getByText('Action: Ask your partner to activate it.')).toBeDefined();
  });

  it("says 'Please contact your partner.' when the server gives no action", async () => {
    server.use(contract.get(SETTINGS, () => ({ name: 'Security report', reportEmbedded: null })));
    await renderSignedIn('/billing/overview');
    const card = await screen.findByRole('region', { name: 'Unlicensed feature' }, WAIT);
    expect(within(card).getByText('Action: Please contact your partner.')).toBeDefined();
  });

  it('shows the marketing image linking to the sales e-mail when the embed lacks its token', async () => {
    server.use(
      contract.get(SETTINGS, () => ({
        name: 'Security report',
        reportEmbedded: { token: '', entityId: 'r1', entityUrl: 'http://localhost/report-host/reports/r1' },
      })),
    );
    await renderSignedIn('/billing/overview');
    const card = await screen.findByRole('region', { name: 'Report not available' }, WAIT);
    expect(within(card).getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
  });

  it('keeps the page usable when the settings cannot be read, and tries again on request', async () => {
    let calls = 0;
    server.use(
      contract.get(SETTINGS, () => {
        calls += 1;
        return calls <= 3
          ? problem(503, 'Service Unavailable')
          : { name: 'Security report', reportEmbedded: null };
      }),
    );
    await renderSignedIn('/billing/overview');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain('The report could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Unlicensed feature' }, WAIT)).toBeDefined();
  });
});
