import { contract } from './contract-handlers.ts';
import * as fixtures from './fixtures.ts';

/**
 * Handlers for the calls every signed-in screen makes, answering the shared fixtures. Tests
 * override single calls with `server.use(contract.get(path, () => problem(500)))`.
 */
export function createDefaultHandlers() {
  return [
    contract.get('/services/api-portal-customer/api/account', () => fixtures.identity),
    contract.get('/services/api-portal-customer/api/whois', () => fixtures.currentUser),
    contract.get('/services/api-portal-customer/api/tenants', () => fixtures.tenants),
    contract.get('/services/api-portal-customer/api', () => fixtures.portalSettings),
    contract.get('/services/api-portal-customer/api/branding', () => fixtures.branding),
    contract.get(
      '/services/api-portal-customer/api/csp/customer/settings',
      () => fixtures.cspCustomerSettings,
    ),
    contract.get('/services/api-portal-customer/api/features/status', () => fixtures.featuresStatus),
    contract.get('/services/api-portal-customer/api/portal/menu', () => fixtures.menu),
    contract.get('/services/api-portal-customer/api/portal/menu/page/{id}', () => fixtures.tabbedPage),
    contract.get('/services/api-portal-customer/api/portal/menu/{id}/breadcrumb', () => [
      { displayName: 'Azure' },
      { displayName: 'Cost overview' },
    ]),
    contract.get('/services/api-portal-customer/api/portal/menu/index', () => fixtures.searchResults),
    contract.get('/services/api-portal-customer/api/costs/changes', () => fixtures.costChanges),
    contract.get('/services/api-portal-customer/api/costs/summary', () => fixtures.costSummary),
    contract.get('/services/api-portal-customer/api/settings/exchange-rates', () => fixtures.exchangeRates),
    // Report tabs: no embedding in tests (jsdom has no report host); the view shows its card.
    contract.get('/services/api-portal-customer/api/report/embed/token/report/{type}', () => ({
      name: 'Azure cost report',
      errorMessage: 'Reports are not embedded in tests.',
      reportEmbedded: null,
    })),
    contract.get('/services/api-portal-customer/api/costs', ({ request }) =>
      fixtures.costQueryResult(new URL(request.url)),
    ),
    contract.post(
      '/services/api-portal-customer/api/portal/menu/feedback',
      () => ({ id: 'feedback-1', createdAt: '2026-11-21T10:00:00.000Z' }),
      { status: 201 },
    ),
    contract.post('/services/audit/api/audit/event', () => undefined, { status: 202 }),
    contract.post('/services/api-portal-customer/api/keepalive', () => undefined),
    contract.post('/api/auth/logout', () => undefined),
    contract.get('/services/ai-chatbot/api/chat/settings', () => fixtures.chatSettings),
    contract.post('/services/ai-chatbot/api/chat/create', () => fixtures.chatCreated),
    contract.post('/services/ai-chatbot/api/chat/generate', () => fixtures.generateResponse),
    contract.post('/services/ai-chatbot/api/chat/followup', () => ({
      followup: ['Which subscription costs the most?', 'How many licences are unassigned?'],
    })),
  ];
}
