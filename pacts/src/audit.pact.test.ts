import type { AuditEvent } from '@portal/sdk';
import { describe, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts } from './support/data.ts';
import { API, AUDIT, expectOk, portalClient, restPact, withAppToken } from './support/pact.ts';

const pact = restPact();

const admin = accountParams(accounts.admin);

/**
 * The audit calls of the portal. Their answers are never read (audit failures are swallowed): each
 * test checks the call is accepted, with the request bodies exactly as hooks' AuditTracker builds them.
 */
describe('audit: usage events and statistics', () => {
  it('recordAuditEvent: a navigation from one page to another (202)', async () => {
    const event: AuditEvent = {
      category: 'navigation',
      location: '/billing/azure/cost-overview?tab=Summary',
      locationName: 'Azure → Cost overview',
      previousLocation: '/billing/overview',
      previousLocationName: 'Overview',
      tabName: 'Summary',
    };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a navigation audit event')
      .reference('openapi', 'operationId', 'recordAuditEvent')
      .withRequest('POST', `${AUDIT}/audit/event`, (builder) => builder.headers(withAppToken).jsonBody(event))
      .willRespondWith(202)
      .executeTest(async (server) => {
        expectOk(await portalClient(server).api.audit.event(event), 202);
      });
  });

  it('recordAuditEvent: a logout, with the page the user was on (202)', async () => {
    const event: AuditEvent = {
      category: 'logout',
      location: '/billing/azure/cost-overview',
      locationName: 'Azure → Cost overview',
      previousLocation: '/billing/azure/cost-overview',
      previousLocationName: 'Azure → Cost overview',
    };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a logout audit event')
      .reference('openapi', 'operationId', 'recordAuditEvent')
      .withRequest('POST', `${AUDIT}/audit/event`, (builder) => builder.headers(withAppToken).jsonBody(event))
      .willRespondWith(202)
      .executeTest(async (server) => {
        expectOk(await portalClient(server).api.audit.event(event), 202);
      });
  });

  // The embedded report view logs the page it opens with.
  it('logReportView: a report page view (202)', async () => {
    const view = { url: '/billing/azure/cost-overview', reportId: 'azure-cost', pageName: 'Summary' };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a report page view to log')
      .reference('openapi', 'operationId', 'logReportView')
      .withRequest('POST', `${AUDIT}/statistics/report-view`, (builder) =>
        builder.headers(withAppToken).jsonBody(view),
      )
      .willRespondWith(202)
      .executeTest(async (server) => {
        expectOk(await portalClient(server).api.audit.reportView(view), 202);
      });
  });

  it('logLogout: a logout, logged just before the logout call (202)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a logout to log in the statistics')
      .reference('openapi', 'operationId', 'logLogout')
      .withRequest('POST', `${AUDIT}/statistics/logout`, (builder) => builder.headers(withAppToken))
      .willRespondWith(202)
      .executeTest(async (server) => {
        expectOk(await portalClient(server).api.audit.logout(), 202);
      });
  });

  it('keepalive: the session is kept alive while the user is active (204)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a keepalive ping')
      .reference('openapi', 'operationId', 'keepalive')
      .withRequest('POST', `${API}/keepalive`, (builder) => builder.headers(withAppToken))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expectOk(await portalClient(server).api.audit.keepalive(), 204);
      });
  });
});
