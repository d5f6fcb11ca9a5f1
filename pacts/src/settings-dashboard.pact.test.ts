import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts } from './support/data.ts';
import { API, expectOk, portalClient, restPact, withAppToken } from './support/pact.ts';

const { like, boolean, eachLike } = MatchersV3;
const pact = restPact();
const admin = accountParams(accounts.admin);
const licences = { tenantId: 'contoso', active: 'azure-cost', inactive: 'm365-insights' };
const withJson = { ...withAppToken, 'Content-Type': 'application/json' };

describe('settings dashboard: general settings, licences and features', () => {
  it('updateGeneralSettings: a settings manager saves the general settings (200)', async () => {
    const body = { productName: 'Contoso Cloud', uiSessionTimeout: 45, salesEmail: 'sales@contoso.example' };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('the general settings saved')
      .reference('openapi', 'operationId', 'updateGeneralSettings')
      .withRequest('POST', API, (builder) => builder.headers(withJson).jsonBody(body))
      .willRespondWith(200, (builder) => builder.jsonBody({ productName: like('Contoso Cloud') }))
      .executeTest(async (server) => {
        expect(expectOk(await portalClient(server).api.settings.updateGeneral(body)).productName).toBe(
          'Contoso Cloud',
        );
      });
  });

  it('listLicenseDefinitions: what each licence key unlocks (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardLicences, licences)
      .uponReceiving('a request for the licence definitions')
      .reference('openapi', 'operationId', 'listLicenseDefinitions')
      .withRequest('GET', `${API}/license-definitions`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          eachLike({
            licenseKey: like('azure-cost'),
            name: like('Azure cost management'),
            features: eachLike('AZURE'),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect(expectOk(await portalClient(server).api.settings.licenseDefinitions())[0]?.features).toEqual([
          'AZURE',
        ]);
      });
  });

  it('activateLicense and deactivateLicense: by the licence key (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardLicences, licences)
      .uponReceiving('the inactive licence activated by its key')
      .reference('openapi', 'operationId', 'activateLicense')
      .withRequest('PUT', `${API}/license/activate`, (builder) =>
        builder.headers(withAppToken).query({ licenseKey: 'm365-insights' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          licenseKey: like('m365-insights'),
          name: like('Microsoft 365 insights'),
          active: boolean(true),
        }),
      )
      .executeTest(async (server) => {
        expect(
          expectOk(await portalClient(server).api.settings.activateLicense('m365-insights')).active,
        ).toBe(true);
      });
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardLicences, licences)
      .uponReceiving('the active licence de-activated by its key')
      .reference('openapi', 'operationId', 'deactivateLicense')
      .withRequest('PUT', `${API}/license/de-activate`, (builder) =>
        builder.headers(withAppToken).query({ licenseKey: 'azure-cost' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          licenseKey: like('azure-cost'),
          name: like('Azure cost management'),
          active: boolean(false),
        }),
      )
      .executeTest(async (server) => {
        expect(expectOk(await portalClient(server).api.settings.deactivateLicense('azure-cost')).active).toBe(
          false,
        );
      });
  });

  it('getExtraFeatures, getReportFeatures and activateFeatures (200)', async () => {
    const feature = { key: like('SCHEDULED_EXPORT'), name: like('Scheduled export'), active: boolean(false) };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardFeatures, { tenantId: 'contoso' })
      .uponReceiving('a request for the add-on features')
      .reference('openapi', 'operationId', 'getExtraFeatures')
      .withRequest('GET', `${API}/features/extra`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody(eachLike(feature)))
      .executeTest(async (server) => {
        expect(expectOk(await portalClient(server).api.settings.extraFeatures())[0]?.key).toBe(
          'SCHEDULED_EXPORT',
        );
      });
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardFeatures, { tenantId: 'contoso' })
      .uponReceiving('a request for the report features')
      .reference('openapi', 'operationId', 'getReportFeatures')
      .withRequest('GET', `${API}/features/pbi`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          eachLike({ key: like('azure-cost'), name: like('Azure cost report'), active: boolean(true) }),
        ),
      )
      .executeTest(async (server) => {
        expect(expectOk(await portalClient(server).api.settings.reportFeatures())[0]?.key).toBe('azure-cost');
      });
    const change = { features: [{ key: 'RECOMMENDATIONS', active: true }] };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardFeatures, { tenantId: 'contoso' })
      .uponReceiving('the add-on RECOMMENDATIONS activated')
      .reference('openapi', 'operationId', 'activateFeatures')
      .withRequest('POST', `${API}/features/activate`, (builder) =>
        builder.headers(withJson).jsonBody(change),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          eachLike({ key: like('RECOMMENDATIONS'), name: like('Recommendations'), active: boolean(true) }),
        ),
      )
      .executeTest(async (server) => {
        expect(
          expectOk(await portalClient(server).api.settings.activateFeatures(change)).length,
        ).toBeGreaterThan(0);
      });
  });

  it('resetEnterpriseAgreementSettings: after a confirmation (204)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('the enterprise-agreement settings reset')
      .reference('openapi', 'operationId', 'resetEnterpriseAgreementSettings')
      .withRequest('DELETE', `${API}/office365/ea`, (builder) => builder.headers(withAppToken))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expect((await portalClient(server).api.settings.resetEnterpriseAgreement()).ok).toBe(true);
      });
  });
});
