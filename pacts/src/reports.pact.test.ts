import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts, customReports } from './support/data.ts';
import {
  API,
  expectOk,
  expectProblem,
  fromState,
  httpUrl,
  portalClient,
  restPact,
  withAppToken,
} from './support/pact.ts';

const { like, nullValue } = MatchersV3;
const pact = restPact();

const admin = accountParams(accounts.admin);

describe('reports: custom reports', () => {
  it('getCustomReportSettings: the custom report page shows its name (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.customReport, { tenantId: 'contoso', name: 'Chargeback by team' })
      .uponReceiving('a request for the settings of a custom report')
      .reference('openapi', 'operationId', 'getCustomReportSettings')
      .withRequest(
        'GET',
        fromState(`${API}/report/custom/{customReportId}/ext/embed`, {
          customReportId: customReports.chargeback,
        }),
        (builder) => builder.headers(withAppToken),
      )
      // The page heading and title; the description shows when there is one.
      .willRespondWith(200, (builder) => builder.jsonBody({ name: like('Chargeback by team') }))
      .executeTest(async (server) => {
        const settings = expectOk(
          await portalClient(server).api.reports.customReportSettings(customReports.chargeback),
        );
        expect(settings.name).toBe('Chargeback by team');
      });
  });

  it('getCustomReportEmbedToken: the custom report opens with its own embed token (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.customReport, { tenantId: 'contoso', name: 'Chargeback by team' })
      .uponReceiving('a request for the embed token of a custom report')
      .reference('openapi', 'operationId', 'getCustomReportEmbedToken')
      .withRequest(
        'GET',
        fromState(`${API}/report/custom/{customReportId}/embed/token`, {
          customReportId: customReports.chargeback,
        }),
        (builder) => builder.headers(withAppToken),
      )
      // The embed target goes to powerbi-client: without any of the three the marketing image shows.
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          token: like('example-embed-token'),
          entityId: like('c3d4e5f6-report'),
          entityUrl: httpUrl('https://reports.example/reportEmbed?reportId=c3d4e5f6-report'),
        }),
      )
      .executeTest(async (server) => {
        const embed = expectOk(
          await portalClient(server).api.reports.customReportEmbedToken(customReports.chargeback),
        );
        expect(embed).toMatchObject({ token: 'example-embed-token', entityId: 'c3d4e5f6-report' });
      });
  });

  it('getCustomReportSettings: an unknown custom report shows page-not-found (404)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.unknownCustomReport, { tenantId: 'contoso', id: customReports.unknown })
      .uponReceiving('a request for the settings of a custom report that does not exist')
      .reference('openapi', 'operationId', 'getCustomReportSettings')
      .withRequest('GET', `${API}/report/custom/${customReports.unknown}/ext/embed`, (builder) =>
        builder.headers(withAppToken),
      )
      .willRespondWith(404)
      .executeTest(async (server) => {
        expectProblem(
          await portalClient(server).api.reports.customReportSettings(customReports.unknown),
          404,
        );
      });
  });
});

describe('reports: the embedded report view of report tabs', () => {
  it('getReportSettings: a licensed report opens with its embed token (200)', async () => {
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
        builder.jsonBody({
          // The report's name titles the frame; the embed target goes to powerbi-client.
          name: like('Azure cost report'),
          reportEmbedded: {
            token: like('example-embed-token'),
            entityId: like('b7c2e1f0-report'),
            entityUrl: httpUrl('https://reports.example/reportEmbed?reportId=b7c2e1f0-report'),
          },
        }),
      )
      .executeTest(async (server) => {
        const settings = expectOk(await portalClient(server).api.reports.reportSettings('azure-cost'));
        expect(settings.reportEmbedded).toMatchObject({
          token: 'example-embed-token',
          entityId: 'b7c2e1f0-report',
        });
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
          // The card shows 'Action: ' and the error message.
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
