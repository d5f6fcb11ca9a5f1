import { MatchersV3 } from '@pact-foundation/pact';
import type { EmbedTokenRequest } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts, customDashboardId, customReportId } from './support/data.ts';
import { API, expectOk, httpUrl, portalClient, restPact, uuid, withAppToken } from './support/pact.ts';

const { like, eachLike, nullValue } = MatchersV3;
const pact = restPact();

const admin = accountParams(accounts.admin);

/** An embed token and the entity it opens: what the report host's embedding needs. */
const reportEmbed = {
  token: like('example-embed-token'),
  entityId: like('b7c2e1f0-report'),
  entityUrl: httpUrl('https://reports.example/reportEmbed?reportId=b7c2e1f0-report'),
};

describe('reports: custom reports and dashboards', () => {
  it('listCustomReports: the tenant’s custom reports (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.customReport, { tenantId: 'contoso', id: customReportId })
      .uponReceiving('a request for the custom reports')
      .reference('openapi', 'operationId', 'listCustomReports')
      .withRequest('GET', `${API}/reports/custom`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody(eachLike({ id: uuid(customReportId), name: like('Cost by cost centre') })),
      )
      .executeTest(async (server) => {
        const reports = expectOk(await portalClient(server).api.reports.customReports());
        expect(reports[0]?.id).toBe(customReportId);
      });
  });

  it('listCustomDashboards: the tenant’s custom dashboards (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.customDashboard, { tenantId: 'contoso', id: customDashboardId })
      .uponReceiving('a request for the custom dashboards')
      .reference('openapi', 'operationId', 'listCustomDashboards')
      .withRequest('GET', `${API}/dashboards/custom`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody(eachLike({ id: uuid(customDashboardId), name: like('Executive dashboard') })),
      )
      .executeTest(async (server) => {
        const dashboards = expectOk(await portalClient(server).api.reports.customDashboards());
        expect(dashboards[0]?.name).toBe('Executive dashboard');
      });
  });

  it('getCustomReportEmbedToken: an embed token for a custom report (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.customReport, { tenantId: 'contoso', id: customReportId })
      .uponReceiving('a request for an embed token of a custom report')
      .reference('openapi', 'operationId', 'getCustomReportEmbedToken')
      .withRequest('GET', `${API}/report/custom/${customReportId}/embed/token`, (builder) =>
        builder.headers(withAppToken),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(reportEmbed))
      .executeTest(async (server) => {
        const embed = expectOk(await portalClient(server).api.reports.customReportEmbedToken(customReportId));
        expect(embed.entityUrl).toMatch(/^https?:\/\//);
      });
  });

  it('getCustomReportSettings: a custom report’s settings with its embed token (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.customReport, { tenantId: 'contoso', id: customReportId })
      .uponReceiving('a request for the settings of a custom report')
      .reference('openapi', 'operationId', 'getCustomReportSettings')
      .withRequest('GET', `${API}/report/custom/${customReportId}/ext/embed`, (builder) =>
        builder.headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ name: like('Cost by cost centre'), reportEmbedded: reportEmbed }),
      )
      .executeTest(async (server) => {
        const settings = expectOk(
          await portalClient(server).api.reports.customReportSettings(customReportId),
        );
        expect(settings.reportEmbedded?.token).toBe('example-embed-token');
      });
  });
});

describe('reports: standard reports', () => {
  it('createEmbedToken: an embed token by report type and page (200)', async () => {
    const request: EmbedTokenRequest = { reportType: 'azure-cost', pageName: 'Summary' };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.licensedReport, { tenantId: 'contoso', reportType: 'azure-cost' })
      .uponReceiving('a request for an embed token of a licensed report')
      .reference('openapi', 'operationId', 'createEmbedToken')
      .withRequest('POST', `${API}/report/embed/token`, (builder) =>
        builder.headers(withAppToken).jsonBody(request),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(reportEmbed))
      .executeTest(async (server) => {
        const embed = expectOk(await portalClient(server).api.reports.embedToken(request));
        expect(embed.token).toBe('example-embed-token');
      });
  });

  it('getReportSettings: a licensed report with its embed token (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.licensedReport, { tenantId: 'contoso', reportType: 'azure-cost' })
      .uponReceiving('a request for the settings of a licensed report')
      .reference('openapi', 'operationId', 'getReportSettings')
      .withRequest('GET', `${API}/report/embed/token/report/azure-cost`, (builder) =>
        builder.headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ name: like('Azure cost'), reportEmbedded: reportEmbed }),
      )
      .executeTest(async (server) => {
        const settings = expectOk(await portalClient(server).api.reports.reportSettings('azure-cost'));
        expect(settings.reportEmbedded?.entityId).toBe('b7c2e1f0-report');
      });
  });

  it("getReportSettings: an unlicensed report shows the 'Unlicensed feature' card (200)", async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.unlicensedReport, { tenantId: 'contoso', reportType: 'm365-security' })
      .uponReceiving('a request for the settings of a report the tenant is not licensed for')
      .reference('openapi', 'operationId', 'getReportSettings')
      .withRequest('GET', `${API}/report/embed/token/report/m365-security`, (builder) =>
        builder.headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          name: like('Microsoft 365 security'),
          errorMessage: like('Ask your administrator to activate the Microsoft 365 security licence.'),
          reportEmbedded: nullValue(),
        }),
      )
      .executeTest(async (server) => {
        const settings = expectOk(await portalClient(server).api.reports.reportSettings('m365-security'));
        expect(settings.reportEmbedded).toBeNull();
        expect(settings.errorMessage).toBeTruthy();
      });
  });
});
