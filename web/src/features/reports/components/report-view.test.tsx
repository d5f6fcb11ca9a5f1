import type { AuditEvent } from '@portal/sdk';
import { contract, createDefaultHandlers, createTestServer, problem } from '@portal/sdk/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../../../testing/render-signed-in.tsx';

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

describe('the report view outcomes', () => {
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

  it("never loads a report from a host the client's configuration does not list: 'Configuration Error'", async () => {
    server.use(
      contract.get(SETTINGS, () => ({
        name: 'Security report',
        reportEmbedded: {
          token: 't',
          entityId: 'r1',
          entityUrl: 'https://reports.evil.example/reportEmbed?id=r1',
        },
      })),
    );
    await renderSignedIn('/billing/overview');
    const card = await screen.findByRole('alert', {}, WAIT);
    expect(within(card).getByRole('heading', { name: 'Configuration Error' })).toBeDefined();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it("says 'Please contact your partner.' when the server's message is empty", async () => {
    server.use(
      contract.get(SETTINGS, () => ({ name: 'Security report', errorMessage: '  ', reportEmbedded: null })),
    );
    await renderSignedIn('/billing/overview');
    const card = await screen.findByRole('region', { name: 'Unlicensed feature' }, WAIT);
    expect(within(card).getByText('Action: Please contact your partner.')).toBeDefined();
    expect(card.textContent).not.toMatch(/Action:\s*$/);
  });

  it('shows the marketing image when the embed-token call fails, and the page records the view', async () => {
    const events = recordAudit();
    server.use(contract.get(SETTINGS, () => problem(503, 'Service Unavailable')));
    await renderSignedIn('/billing/overview');
    const card = await screen.findByRole('region', { name: 'Report not available' }, WAIT);
    expect(within(card).getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    await waitFor(
      () =>
        expect(events.filter((e) => e.category === 'analytics')).toEqual([
          expect.objectContaining({
            category: 'analytics',
            locationName: 'Overview',
            reportId: 'azure-security',
          }),
        ]),
      WAIT,
    );
  });

  it('records an analytics event named by the page when the report is not licensed either', async () => {
    const events = recordAudit();
    server.use(contract.get(SETTINGS, () => ({ name: 'Security report', reportEmbedded: null })));
    await renderSignedIn('/billing/overview');
    await screen.findByRole('region', { name: 'Unlicensed feature' }, WAIT);
    await waitFor(
      () =>
        expect(events.filter((e) => e.category === 'analytics')).toEqual([
          expect.objectContaining({ locationName: 'Overview', reportId: 'azure-security' }),
        ]),
      WAIT,
    );
  });
});

/** The audit events the app sends, as the backend receives them. */
function recordAudit(): AuditEvent[] {
  const events: AuditEvent[] = [];
  server.use(
    contract.post(
      '/services/audit/api/audit/event',
      async ({ request }) => {
        events.push((await request.json()) as AuditEvent);
        return undefined;
      },
      { status: 202 },
    ),
  );
  return events;
}
