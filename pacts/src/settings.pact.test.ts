import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import type {
  ActivateRequest,
  EnterpriseAgreementSettings,
  FeatureActivation,
  GeneralSettings,
  IntegrationSettings,
  MonitoringSettings,
  Office365Settings,
  PartnerSettings,
  TokenCredentialRequest,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts, BRANDING_LOGO, M365_TOKEN_KEY } from './support/data.ts';
import {
  API,
  currencyCode,
  dateTime,
  expectOk,
  expectProblem,
  oneOf,
  portalClient,
  problemBody,
  problemHeaders,
  restPact,
  withAppToken,
} from './support/pact.ts';
import { FIXTURES_DIR } from './support/paths.ts';

const { like, boolean, eachLike, atLeastLike, arrayContaining, integer, number, regex } = MatchersV3;
const pact = restPact();

const admin = accountParams(accounts.admin);
const LOGO_FILE = join(FIXTURES_DIR, 'branding-logo.png');

/** The outcome of a connection or credentials test: the portal shows success and message. */
const connectionTest = {
  success: boolean(true),
  message: like('Connected'),
  checkedAt: dateTime('2026-11-21T10:00:00Z'),
};

/** A sync job of the partner programme data. */
const syncJob = (kind: 'clean' | 'core') => ({
  id: like(`sync-${kind}-1`),
  kind,
  status: oneOf(['started', 'running', 'done', 'failed'], 'started'),
  startedAt: dateTime('2026-11-21T10:00:00Z'),
});

/** A feature with its state, as the three feature lists return it. */
const featureState = (key: string, name: string, active: boolean) => ({
  key: like(key),
  name: like(name),
  active: boolean(active),
});

/** The metadata of the stored branding logo. */
const storedLogo = {
  id: BRANDING_LOGO,
  name: like('branding-logo.png'),
  contentType: 'image/png',
  size: integer(70),
  uploadedAt: dateTime('2026-11-21T10:00:00Z'),
};

/** A delegated office suite token as the client would hold it (an opaque example). */
const MS_TOKEN = 'example-ms-delegated-token';
const withMsToken = { ...withAppToken, 'X-MS-Token': regex('^\\S+$', MS_TOKEN) };

describe('settings: general', () => {
  it('getPortalSettings: product name, session timeout, terms URL (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a request for the portal settings')
      .reference('openapi', 'operationId', 'getPortalSettings')
      .withRequest('GET', API, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          productName: like('Cloud Portal'),
          productVersion: like('2.0.1'),
          eula: like('/services/api-portal-customer/api/eula/document'),
          uiSessionTimeout: integer(30),
          plgDisabled: boolean(false),
        }),
      )
      .executeTest(async (server) => {
        const settings = expectOk(await portalClient(server).api.settings.get());
        expect(settings.uiSessionTimeout).toBe(30);
        expect(settings.eula).toBe('/services/api-portal-customer/api/eula/document');
      });
  });

  it('updateGeneralSettings: a settings manager changes the general settings (200)', async () => {
    const change: GeneralSettings = { productName: 'Contoso Cloud Portal', uiSessionTimeout: 45 };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a change of the general settings by a settings manager')
      .reference('openapi', 'operationId', 'updateGeneralSettings')
      .withRequest('POST', API, (builder) => builder.headers(withAppToken).jsonBody(change))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          productName: 'Contoso Cloud Portal',
          productVersion: like('2.0.1'),
          uiSessionTimeout: 45,
          plgDisabled: boolean(false),
        }),
      )
      .executeTest(async (server) => {
        const settings = expectOk(await portalClient(server).api.settings.updateGeneral(change));
        expect(settings).toMatchObject(change);
      });
  });

  it('updateGeneralSettings: a user who cannot manage settings is refused (403)', async () => {
    const change: GeneralSettings = { productName: 'Finance Portal' };
    await pact
      .addInteraction()
      .given(states.financeSignedIn, accountParams(accounts.finance))
      .uponReceiving('a change of the general settings by a user who cannot manage settings')
      .reference('openapi', 'operationId', 'updateGeneralSettings')
      .withRequest('POST', API, (builder) => builder.headers(withAppToken).jsonBody(change))
      .willRespondWith(403, (builder) =>
        builder.headers(problemHeaders).jsonBody(problemBody(403, like('Forbidden'))),
      )
      .executeTest(async (server) => {
        expectProblem(await portalClient(server).api.settings.updateGeneral(change), 403);
      });
  });

  it('getSystemMessages: messages for the tenant’s users (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.systemMessage, { tenantId: 'contoso' })
      .uponReceiving('a request for the system messages')
      .reference('openapi', 'operationId', 'getSystemMessages')
      .withRequest('GET', `${API}/system/messages`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          eachLike({
            id: like('maintenance-1'),
            severity: oneOf(['info', 'warning', 'error'], 'warning'),
            text: like('Maintenance on Saturday from 08:00 to 10:00 UTC.'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const messages = expectOk(await portalClient(server).api.settings.systemMessages());
        expect(messages[0]?.severity).toBe('warning');
      });
  });

  it('activateTenant: the tenant is activated on the portal (200)', async () => {
    const request: ActivateRequest = { tenantId: 'contoso', acceptTerms: true };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('an activation of the tenant')
      .reference('openapi', 'operationId', 'activateTenant')
      .withRequest('POST', `${API}/activate`, (builder) => builder.headers(withAppToken).jsonBody(request))
      .willRespondWith(200, (builder) => builder.jsonBody({ tenantId: 'contoso', activated: true }))
      .executeTest(async (server) => {
        const status = expectOk(await portalClient(server).api.settings.activateTenant(request));
        expect(status.activated).toBe(true);
      });
  });
});

describe('settings: partner programme', () => {
  it('partnerSyncClean: the partner data is cleared and synced again (202)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a clean sync of the partner programme data')
      .reference('openapi', 'operationId', 'partnerSyncClean')
      .withRequest('POST', `${API}/partner/sync/clean`, (builder) => builder.headers(withAppToken))
      .willRespondWith(202, (builder) => builder.jsonBody(syncJob('clean')))
      .executeTest(async (server) => {
        const job = expectOk(await portalClient(server).api.settings.partnerSyncClean(), 202);
        expect(job.kind).toBe('clean');
      });
  });

  it('partnerSyncCore: the core partner data is synced (202)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a core sync of the partner programme data')
      .reference('openapi', 'operationId', 'partnerSyncCore')
      .withRequest('POST', `${API}/partner/sync/core`, (builder) => builder.headers(withAppToken))
      .willRespondWith(202, (builder) => builder.jsonBody(syncJob('core')))
      .executeTest(async (server) => {
        const job = expectOk(await portalClient(server).api.settings.partnerSyncCore(), 202);
        expect(job.kind).toBe('core');
      });
  });

  it('getPartnerSettings: the partner programme settings (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.partnerSettings, { tenantId: 'contoso' })
      .uponReceiving('a request for the partner programme settings')
      .reference('openapi', 'operationId', 'getPartnerSettings')
      .withRequest('GET', `${API}/csp`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          partnerName: like('Contoso Partner Services'),
          markupPercent: number(10),
          billingDay: integer(1),
          currency: currencyCode('USD'),
        }),
      )
      .executeTest(async (server) => {
        const settings = expectOk(await portalClient(server).api.settings.partner());
        expect(settings.partnerName).toBe('Contoso Partner Services');
      });
  });

  it('updatePartnerSettings: the partner programme settings change (200)', async () => {
    const change: PartnerSettings = {
      partnerName: 'Contoso Partner Services',
      markupPercent: 12.5,
      billingDay: 5,
      currency: 'EUR',
    };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a change of the partner programme settings')
      .reference('openapi', 'operationId', 'updatePartnerSettings')
      .withRequest('POST', `${API}/csp`, (builder) => builder.headers(withAppToken).jsonBody(change))
      .willRespondWith(200, (builder) => builder.jsonBody(change))
      .executeTest(async (server) => {
        const settings = expectOk(await portalClient(server).api.settings.updatePartner(change));
        expect(settings).toEqual(change);
      });
  });

  const integration: IntegrationSettings = {
    applicationId: '3f8b6c1e-9d2a-4b7f-8e5c-1a2b3c4d5e6f',
    applicationSecret: 'example-partner-secret',
    partnerTenantId: 'contoso',
  };

  it('updatePartnerIntegration: the integration credentials are stored (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a change of the partner programme integration credentials')
      .reference('openapi', 'operationId', 'updatePartnerIntegration')
      .withRequest('POST', `${API}/csp/integration`, (builder) =>
        builder.headers(withAppToken).jsonBody(integration),
      )
      .willRespondWith(200, (builder) => builder.jsonBody({ configured: true }))
      .executeTest(async (server) => {
        const status = expectOk(
          await portalClient(server).api.settings.updatePartnerIntegration(integration),
        );
        expect(status.configured).toBe(true);
      });
  });

  it('testPartnerIntegration: the integration credentials are tested without saving (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a test of partner programme integration credentials')
      .reference('openapi', 'operationId', 'testPartnerIntegration')
      .withRequest('POST', `${API}/csp/test`, (builder) =>
        builder.headers(withAppToken).jsonBody(integration),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(connectionTest))
      .executeTest(async (server) => {
        const outcome = expectOk(await portalClient(server).api.settings.testPartnerIntegration(integration));
        expect(typeof outcome.success).toBe('boolean');
      });
  });

  it('securePartnerCustomer: the secure baseline is applied to a partner customer (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.partnerCustomer, { tenantId: 'contoso', id: 'fabrikam' })
      .uponReceiving('a request to secure a partner customer')
      .reference('openapi', 'operationId', 'securePartnerCustomer')
      .withRequest('POST', `${API}/csp/secure/fabrikam`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody({ id: 'fabrikam', secured: true }))
      .executeTest(async (server) => {
        const result = expectOk(await portalClient(server).api.settings.securePartnerCustomer('fabrikam'));
        expect(result.secured).toBe(true);
      });
  });
});

describe('settings: office suite and integrations', () => {
  it('updateOffice365Settings: the office suite integration changes (200)', async () => {
    const change: Office365Settings = { enabled: true, deIdentifiedReports: true, usageReportsDays: 30 };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a change of the office suite integration')
      .reference('openapi', 'operationId', 'updateOffice365Settings')
      .withRequest('POST', `${API}/office365`, (builder) => builder.headers(withAppToken).jsonBody(change))
      .willRespondWith(200, (builder) => builder.jsonBody(change))
      .executeTest(async (server) => {
        const settings = expectOk(await portalClient(server).api.settings.updateOffice365(change));
        expect(settings).toEqual(change);
      });
  });

  it('testOffice365Permissions: the granted and missing permissions (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a test of the office suite permissions')
      .reference('openapi', 'operationId', 'testOffice365Permissions')
      .withRequest('GET', `${API}/office365/permissions`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          granted: atLeastLike('Reports.Read.All', 0, 1),
          missing: atLeastLike('User.Read.All', 0, 1),
        }),
      )
      .executeTest(async (server) => {
        const check = expectOk(await portalClient(server).api.settings.testOffice365Permissions());
        expect(check.granted).toEqual(['Reports.Read.All']);
      });
  });

  it('addOffice365Permissions: the missing permissions are granted with the user’s token (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a grant of the missing office suite permissions')
      .reference('openapi', 'operationId', 'addOffice365Permissions')
      .withRequest('POST', `${API}/office365/permissions`, (builder) => builder.headers(withMsToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          granted: eachLike('Reports.Read.All'),
          missing: atLeastLike('User.Read.All', 0, 1),
        }),
      )
      .executeTest(async (server) => {
        const check = expectOk(await portalClient(server).api.settings.addOffice365Permissions(MS_TOKEN));
        expect(check.granted.length).toBeGreaterThan(0);
      });
  });

  it('updateEnterpriseAgreementSettings: the enrolment is set, the key never returned (200)', async () => {
    const change: EnterpriseAgreementSettings = {
      enrollmentNumber: '12345678',
      accessKey: 'example-enterprise-agreement-key',
    };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a change of the enterprise-agreement settings')
      .reference('openapi', 'operationId', 'updateEnterpriseAgreementSettings')
      .withRequest('POST', `${API}/office365/ea`, (builder) => builder.headers(withAppToken).jsonBody(change))
      .willRespondWith(200, (builder) => builder.jsonBody({ configured: true, enrollmentNumber: '12345678' }))
      .executeTest(async (server) => {
        const status = expectOk(await portalClient(server).api.settings.updateEnterpriseAgreement(change));
        expect(status).toEqual({ configured: true, enrollmentNumber: '12345678' });
      });
  });

  it('resetEnterpriseAgreementSettings: the enrolment is reset (204)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a reset of the enterprise-agreement settings')
      .reference('openapi', 'operationId', 'resetEnterpriseAgreementSettings')
      .withRequest('DELETE', `${API}/office365/ea`, (builder) => builder.headers(withAppToken))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expectOk(await portalClient(server).api.settings.resetEnterpriseAgreement(), 204);
      });
  });

  const monitoring: MonitoringSettings = {
    endpoint: 'https://monitoring.example/api',
    apiKey: 'example-monitoring-key',
    enabled: true,
  };

  it('updateMonitoringSettings: the monitoring integration is stored (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a change of the monitoring integration')
      .reference('openapi', 'operationId', 'updateMonitoringSettings')
      .withRequest('POST', `${API}/surveil`, (builder) => builder.headers(withAppToken).jsonBody(monitoring))
      .willRespondWith(200, (builder) => builder.jsonBody({ configured: true }))
      .executeTest(async (server) => {
        const status = expectOk(await portalClient(server).api.settings.updateMonitoring(monitoring));
        expect(status.configured).toBe(true);
      });
  });

  it('testMonitoringSettings: the monitoring settings are tested without saving (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a test of monitoring settings')
      .reference('openapi', 'operationId', 'testMonitoringSettings')
      .withRequest('POST', `${API}/surveil/test`, (builder) =>
        builder.headers(withAppToken).jsonBody(monitoring),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(connectionTest))
      .executeTest(async (server) => {
        const outcome = expectOk(await portalClient(server).api.settings.testMonitoring(monitoring));
        expect(outcome.message).toBe('Connected');
      });
  });

  it('storeTokenCredential: a token credential is stored for an integration (200)', async () => {
    const credential: TokenCredentialRequest = {
      resource: 'https://management.azure.com',
      scope: 'https://management.azure.com/.default',
      keyName: 'azure-management',
    };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a token credential to store')
      .reference('openapi', 'operationId', 'storeTokenCredential')
      .withRequest('POST', `${API}/token`, (builder) => builder.headers(withAppToken).jsonBody(credential))
      .willRespondWith(200, (builder) => builder.jsonBody({ keyName: 'azure-management', stored: true }))
      .executeTest(async (server) => {
        const status = expectOk(await portalClient(server).api.settings.storeTokenCredential(credential));
        expect(status.stored).toBe(true);
      });
  });

  it('getM365UserToken: whether a delegated office suite token is stored (200)', async () => {
    const query = { keyName: M365_TOKEN_KEY, scope: 'Reports.Read.All' };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.storedM365Token, { upn: accounts.admin.upn, ...query })
      .uponReceiving('a request for the stored office suite token of the user')
      .reference('openapi', 'operationId', 'getM365UserToken')
      .withRequest('GET', `${API}/m365/user`, (builder) => builder.query(query).headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody({ keyName: M365_TOKEN_KEY, stored: true }))
      .executeTest(async (server) => {
        const status = expectOk(await portalClient(server).api.settings.m365UserToken(query));
        expect(status).toEqual({ keyName: M365_TOKEN_KEY, stored: true });
      });
  });

  it('storeM365UserToken: the user’s delegated office suite token is stored (200)', async () => {
    const credential: TokenCredentialRequest = {
      resource: 'https://graph.microsoft.com',
      scope: 'Reports.Read.All',
      keyName: M365_TOKEN_KEY,
    };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a delegated office suite token to store')
      .reference('openapi', 'operationId', 'storeM365UserToken')
      .withRequest('POST', `${API}/m365/user`, (builder) => builder.headers(withMsToken).jsonBody(credential))
      .willRespondWith(200, (builder) => builder.jsonBody({ keyName: M365_TOKEN_KEY, stored: true }))
      .executeTest(async (server) => {
        const status = expectOk(
          await portalClient(server).api.settings.storeM365UserToken(credential, MS_TOKEN),
        );
        expect(status.stored).toBe(true);
      });
  });
});

describe('settings: access checks', () => {
  it('testAccess: the portal can read the cloud platform data (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a check of the access to the cloud platform data')
      .reference('openapi', 'operationId', 'testAccess')
      .withRequest('GET', `${API}/test/access`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody(connectionTest))
      .executeTest(async (server) => {
        const outcome = expectOk(await portalClient(server).api.settings.testAccess());
        expect(outcome.success).toBe(true);
      });
  });

  it('testTagAccess: the portal can read resource tags (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a check that resource tags can be read')
      .reference('openapi', 'operationId', 'testTagAccess')
      .withRequest('GET', `${API}/test/tag`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody(connectionTest))
      .executeTest(async (server) => {
        const outcome = expectOk(await portalClient(server).api.settings.testTagAccess());
        expect(outcome.success).toBe(true);
      });
  });

  it('getTagCoverage: tagged and untagged resources with cost (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a request for the tag coverage')
      .reference('openapi', 'operationId', 'getTagCoverage')
      .withRequest('GET', `${API}/test/tag/tagged`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          tagged: integer(120),
          untagged: integer(30),
          taggedCost: number(1234.5),
          untaggedCost: number(321.25),
          currency: currencyCode('USD'),
        }),
      )
      .executeTest(async (server) => {
        const coverage = expectOk(await portalClient(server).api.settings.tagCoverage());
        expect(coverage.tagged + coverage.untagged).toBe(150);
      });
  });
});

describe('settings: features', () => {
  it('getFeatureState: every feature with its state (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardFeatures, { tenantId: 'contoso' })
      .uponReceiving('a request for the feature states')
      .reference('openapi', 'operationId', 'getFeatureState')
      .withRequest('GET', `${API}/features/state`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody(eachLike(featureState('AZURE', 'Azure', true))))
      .executeTest(async (server) => {
        const features = expectOk(await portalClient(server).api.settings.featureState());
        expect(features[0]?.key).toBe('AZURE');
      });
  });

  it('getExtraFeatures: the add-on features that can be activated (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardFeatures, { tenantId: 'contoso' })
      .uponReceiving('a request for the add-on features')
      .reference('openapi', 'operationId', 'getExtraFeatures')
      .withRequest('GET', `${API}/features/extra`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody(eachLike(featureState('RECOMMENDATIONS', 'Recommendations', false))),
      )
      .executeTest(async (server) => {
        const features = expectOk(await portalClient(server).api.settings.extraFeatures());
        expect(features[0]?.active).toBe(false);
      });
  });

  it('getReportFeatures: the report types the tenant is licensed for (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardFeatures, { tenantId: 'contoso' })
      .uponReceiving('a request for the report features')
      .reference('openapi', 'operationId', 'getReportFeatures')
      .withRequest('GET', `${API}/features/pbi`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody(eachLike(featureState('azure-cost', 'Azure cost', true))),
      )
      .executeTest(async (server) => {
        const features = expectOk(await portalClient(server).api.settings.reportFeatures());
        expect(features.length).toBeGreaterThan(0);
      });
  });

  it('activateFeatures: an add-on feature is activated (200)', async () => {
    const change: FeatureActivation = { features: [{ key: 'RECOMMENDATIONS', active: true }] };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardFeatures, { tenantId: 'contoso' })
      .uponReceiving('an activation of an add-on feature')
      .reference('openapi', 'operationId', 'activateFeatures')
      .withRequest('POST', `${API}/features/activate`, (builder) =>
        builder.headers(withAppToken).jsonBody(change),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          arrayContaining({ key: 'RECOMMENDATIONS', name: like('Recommendations'), active: true }),
        ),
      )
      .executeTest(async (server) => {
        const features = expectOk(await portalClient(server).api.settings.activateFeatures(change));
        expect(features.find((feature) => feature.key === 'RECOMMENDATIONS')?.active).toBe(true);
      });
  });
});

describe('settings: licences', () => {
  const licences = { tenantId: 'contoso', active: 'azure-cost', inactive: 'm365-insights' };

  it('listLicenses: every licence of the tenant (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardLicences, licences)
      .uponReceiving('a request for the licences')
      .reference('openapi', 'operationId', 'listLicenses')
      .withRequest('GET', `${API}/license`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          eachLike({ licenseKey: like('azure-cost'), name: like('Azure cost'), active: boolean(true) }),
        ),
      )
      .executeTest(async (server) => {
        const list = expectOk(await portalClient(server).api.settings.licenses());
        expect(list[0]?.licenseKey).toBe('azure-cost');
      });
  });

  it('listActivatedLicenses: the active licences only (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardLicences, licences)
      .uponReceiving('a request for the active licences')
      .reference('openapi', 'operationId', 'listActivatedLicenses')
      .withRequest('GET', `${API}/license/activated`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          eachLike({ licenseKey: like('azure-cost'), name: like('Azure cost'), active: true }),
        ),
      )
      .executeTest(async (server) => {
        const list = expectOk(await portalClient(server).api.settings.activatedLicenses());
        expect(list.every((licence) => licence.active)).toBe(true);
      });
  });

  it('listLicenseDefinitions: the licences that exist (200)', async () => {
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
            name: like('Azure cost'),
            features: atLeastLike('AZURE', 0, 1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const definitions = expectOk(await portalClient(server).api.settings.licenseDefinitions());
        expect(definitions[0]?.features).toEqual(['AZURE']);
      });
  });

  it('activateLicense: an inactive licence is activated (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardLicences, licences)
      .uponReceiving('an activation of an inactive licence')
      .reference('openapi', 'operationId', 'activateLicense')
      .withRequest('PUT', `${API}/license/activate`, (builder) =>
        builder.query({ licenseKey: 'm365-insights' }).headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ licenseKey: 'm365-insights', name: like('Microsoft 365 insights'), active: true }),
      )
      .executeTest(async (server) => {
        const licence = expectOk(await portalClient(server).api.settings.activateLicense('m365-insights'));
        expect(licence.active).toBe(true);
      });
  });

  it('deactivateLicense: an active licence is de-activated (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardLicences, licences)
      .uponReceiving('a de-activation of an active licence')
      .reference('openapi', 'operationId', 'deactivateLicense')
      .withRequest('PUT', `${API}/license/de-activate`, (builder) =>
        builder.query({ licenseKey: 'azure-cost' }).headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ licenseKey: 'azure-cost', name: like('Azure cost'), active: false }),
      )
      .executeTest(async (server) => {
        const licence = expectOk(await portalClient(server).api.settings.deactivateLicense('azure-cost'));
        expect(licence.active).toBe(false);
      });
  });
});

describe('settings: files and branding', () => {
  it('uploadFile: the branding logo is uploaded as multipart (201)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('an upload of the branding logo')
      .reference('openapi', 'operationId', 'uploadFile')
      .withRequest('POST', `${API}/files/${BRANDING_LOGO}/upload`, (builder) =>
        builder
          .headers(withAppToken)
          // Pact parses the multipart body and checks the part `file` is a PNG. The SDK's FormData picks
          // a random boundary, so the Content-Type header is matched with a regex (Pact adds it); the
          // boundary given here only keeps the recorded example stable between runs.
          .multipartBody('image/png', LOGO_FILE, 'file', 'portal-pact-boundary'),
      )
      .willRespondWith(201, (builder) => builder.jsonBody(storedLogo))
      .executeTest(async (server) => {
        const logo = new Blob([readFileSync(LOGO_FILE)], { type: 'image/png' });
        const api = portalClient(server).api;
        const stored = expectOk(await api.settings.uploadFile(BRANDING_LOGO, logo, 'branding-logo.png'), 201);
        expect(stored).toMatchObject({ id: BRANDING_LOGO, contentType: 'image/png', size: 70 });
      });
  });

  it('getFile: a stored file’s metadata (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.brandingLogo, { tenantId: 'contoso', id: BRANDING_LOGO })
      .uponReceiving('a request for the metadata of the branding logo')
      .reference('openapi', 'operationId', 'getFile')
      .withRequest('GET', `${API}/files/${BRANDING_LOGO}`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody(storedLogo))
      .executeTest(async (server) => {
        const file = expectOk(await portalClient(server).api.settings.file(BRANDING_LOGO));
        expect(file.contentType).toBe('image/png');
      });
  });

  it('getFileContent: a stored file’s bytes with their content type (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.brandingLogo, { tenantId: 'contoso', id: BRANDING_LOGO })
      .uponReceiving('a request for the content of the branding logo')
      .reference('openapi', 'operationId', 'getFileContent')
      .withRequest('GET', `${API}/files/${BRANDING_LOGO}/content`, (builder) => builder.headers(withAppToken))
      // Any PNG will do: Pact matches binary bodies by their detected content type.
      .willRespondWith(200, (builder) => builder.binaryFile('image/png', LOGO_FILE))
      .executeTest(async (server) => {
        const blob = expectOk(await portalClient(server).api.settings.fileContent(BRANDING_LOGO));
        expect(blob.type).toBe('image/png');
        expect(Buffer.from(await blob.arrayBuffer()).equals(readFileSync(LOGO_FILE))).toBe(true);
      });
  });

  it('deleteFile: a stored file is deleted (204)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.brandingLogo, { tenantId: 'contoso', id: BRANDING_LOGO })
      .uponReceiving('a deletion of the branding logo')
      .reference('openapi', 'operationId', 'deleteFile')
      .withRequest('DELETE', `${API}/files/${BRANDING_LOGO}`, (builder) => builder.headers(withAppToken))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expectOk(await portalClient(server).api.settings.deleteFile(BRANDING_LOGO), 204);
      });
  });

  it('getBranding: whether the tenant is branded (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.notBranded, { tenantId: 'contoso' })
      .uponReceiving('a request for the branding of the tenant')
      .reference('openapi', 'operationId', 'getBranding')
      .withRequest('GET', `${API}/branding`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody({ branded: false }))
      .executeTest(async (server) => {
        const branding = expectOk(await portalClient(server).api.settings.branding());
        expect(branding.branded).toBe(false);
      });
  });
});
