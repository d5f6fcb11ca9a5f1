import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts } from './support/data.ts';
import { API, expectOk, portalClient, restPact, withAppToken } from './support/pact.ts';

const { like, boolean, eachLike, integer, regex, decimal } = MatchersV3;
const instant = (example: string) => regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}T.+$', example);
const pact = restPact();
const admin = accountParams(accounts.admin);
const licences = { tenantId: 'contoso', active: 'azure-cost', inactive: 'm365-insights' };
const withJson = { ...withAppToken, 'Content-Type': 'application/json' };

describe('settings dashboard: general settings, licences and features', () => {
  it('updateGeneralSettings: a settings manager saves the general settings (200)', async () => {
    const body = {
      productName: 'Contoso Cloud',
      uiSessionTimeout: 45,
      salesEmail: 'sales@contoso.example',
      eula: '/services/api-portal-customer/api/eula/document',
    };
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
        expect(expectOk(await portalClient(server).api.settings.licenceDefinitions())[0]?.features).toEqual([
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
          expectOk(await portalClient(server).api.settings.activateLicence('m365-insights')).active,
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
        expect(expectOk(await portalClient(server).api.settings.deactivateLicence('azure-cost')).active).toBe(
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

describe('settings dashboard: integrations', () => {
  /** A POST of `body` to `path` answered with `response`, and what the consumer reads of it. */
  async function post(options: {
    operation: string;
    description: string;
    path: string;
    body?: unknown;
    response: unknown;
    status?: 200 | 202;
    call: (client: ReturnType<typeof portalClient>) => Promise<unknown>;
  }) {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving(options.description)
      .reference('openapi', 'operationId', options.operation)
      .withRequest('POST', `${API}${options.path}`, (builder) =>
        options.body === undefined
          ? builder.headers(withAppToken)
          : builder.headers(withJson).jsonBody(options.body),
      )
      .willRespondWith(options.status ?? 200, (builder) => builder.jsonBody(options.response))
      .executeTest(async (server) => {
        expect(await options.call(portalClient(server))).toMatchObject({ ok: true });
      });
  }

  it('updateOffice365Settings and testOffice365Permissions (200)', async () => {
    const body = { enabled: true, deIdentifiedReports: false, usageReportsDays: 30 } as const;
    await post({
      operation: 'updateOffice365Settings',
      description: 'the office suite integration saved',
      path: '/office365',
      body,
      response: { enabled: boolean(true) },
      call: (client) => client.api.settings.updateOffice365(body),
    });
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('the office suite permissions tested')
      .reference('openapi', 'operationId', 'testOffice365Permissions')
      .withRequest('GET', `${API}/office365/permissions`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          granted: eachLike('Reports.Read.All'),
          missing: eachLike('SecurityEvents.Read.All'),
        }),
      )
      .executeTest(async (server) => {
        const check = expectOk(await portalClient(server).api.settings.testOffice365Permissions());
        expect(check.missing).toEqual(['SecurityEvents.Read.All']);
      });
  });

  it('getOffice365Settings and testOffice365Connection (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a request for the office suite integration')
      .reference('openapi', 'operationId', 'getOffice365Settings')
      .withRequest('GET', `${API}/office365`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          enabled: boolean(true),
          deIdentifiedReports: boolean(false),
          usageReportsDays: integer(30),
          secretSet: boolean(false),
        }),
      )
      .executeTest(async (server) => {
        const settings = expectOk(await portalClient(server).api.settings.office365());
        expect(settings.secretSet).toBe(false);
      });
    const body = {
      enabled: true,
      usageReportsDays: 30,
      directoryTenantId: 'contoso.onmicrosoft.com',
      applicationId: '3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
      applicationSecret: 'office-secret-1',
    } as const;
    await post({
      operation: 'testOffice365Connection',
      description: 'the office suite application tested with the values typed',
      path: '/office365/connection',
      body,
      response: {
        success: boolean(false),
        message: like('The directory contoso.onmicrosoft.com was not found.'),
        checkedAt: instant('2026-11-23T10:00:00.000Z'),
      },
      call: (client) => client.api.settings.testOffice365Connection(body),
    });
  });

  it('updateEnterpriseAgreementSettings (200)', async () => {
    const body = { enrollmentNumber: '12345678', accessKey: 'ea-access-key-1' };
    await post({
      operation: 'updateEnterpriseAgreementSettings',
      description: 'the enterprise-agreement settings saved',
      path: '/office365/ea',
      body,
      response: { configured: boolean(true) },
      call: (client) => client.api.settings.updateEnterpriseAgreement(body),
    });
  });

  it('updateMonitoringSettings and testMonitoringSettings (200)', async () => {
    const body = { endpoint: 'https://monitor.example/hook', apiKey: 'monitor-key-1', enabled: true };
    await post({
      operation: 'updateMonitoringSettings',
      description: 'the monitoring integration saved',
      path: '/surveil',
      body,
      response: { configured: boolean(true) },
      call: (client) => client.api.settings.updateMonitoring(body),
    });
    await post({
      operation: 'testMonitoringSettings',
      description: 'the monitoring connection tested with the values typed',
      path: '/surveil/test',
      body,
      response: {
        success: boolean(true),
        message: like('Reached monitor.example.'),
        checkedAt: instant('2026-11-23T10:00:00.000Z'),
      },
      call: (client) => client.api.settings.testMonitoring(body),
    });
  });

  it('getPartnerSettings and updatePartnerSettings (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a request for the partner programme settings')
      .reference('openapi', 'operationId', 'getPartnerSettings')
      .withRequest('GET', `${API}/csp`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          partnerName: like('Reseller Ltd'),
          billingDay: integer(1),
          currency: like('USD'),
        }),
      )
      .executeTest(async (server) => {
        expect(expectOk(await portalClient(server).api.settings.partner()).currency).toBe('USD');
      });
    const body = { partnerName: 'Reseller Ltd', markupPercent: 8, billingDay: 1, currency: 'USD' };
    await post({
      operation: 'updatePartnerSettings',
      description: 'the partner programme settings saved',
      path: '/csp',
      body,
      response: { partnerName: like('Reseller Ltd') },
      call: (client) => client.api.settings.updatePartner(body),
    });
  });

  it('updatePartnerIntegration and testPartnerIntegration (200)', async () => {
    const body = {
      applicationId: '3f2a1c4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
      applicationSecret: 'partner-secret-1',
      partnerTenantId: 'reseller.example',
    };
    await post({
      operation: 'updatePartnerIntegration',
      description: 'the partner programme application saved',
      path: '/csp/integration',
      body,
      response: { configured: boolean(true) },
      call: (client) => client.api.settings.updatePartnerIntegration(body),
    });
    await post({
      operation: 'testPartnerIntegration',
      description: 'the partner programme connection tested with the values typed',
      path: '/csp/test',
      body,
      response: {
        success: boolean(true),
        message: like('Signed in to the partner programme.'),
        checkedAt: instant('2026-11-23T10:00:00.000Z'),
      },
      call: (client) => client.api.settings.testPartnerIntegration(body),
    });
  });

  it('partnerSyncClean and partnerSyncCore (202)', async () => {
    for (const kind of ['clean', 'core'] as const) {
      await post({
        operation: kind === 'clean' ? 'partnerSyncClean' : 'partnerSyncCore',
        description: `a ${kind} partner sync started`,
        path: `/partner/sync/${kind}`,
        status: 202,
        response: {
          id: like('job-1'),
          kind: like(kind),
          status: regex('^(started|running|done|failed)$', 'started'),
          startedAt: instant('2026-11-23T10:00:00.000Z'),
        },
        call: (client) =>
          kind === 'clean' ? client.api.settings.partnerSyncClean() : client.api.settings.partnerSyncCore(),
      });
    }
  });
});

describe('settings dashboard: access and reports', () => {
  /** A GET the access tab makes, answered for the signed-in admin of contoso. */
  async function read(options: {
    operation: string;
    description: string;
    path: string;
    response: unknown;
    call: (client: ReturnType<typeof portalClient>) => Promise<unknown>;
  }) {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving(options.description)
      .reference('openapi', 'operationId', options.operation)
      .withRequest('GET', `${API}${options.path}`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody(options.response))
      .executeTest(async (server) => {
        expect(await options.call(portalClient(server))).toMatchObject({ ok: true });
      });
  }
  const report = (name: string) => ({
    id: regex('^[0-9a-f-]{36}$', '0f4a2d3e-1b2c-5d3e-a4f5-0a1b2c3d4e5f'),
    name: like(name),
    description: like('Billed cost split by the costcenter tag'),
  });
  const test = (message: string) => ({
    success: boolean(true),
    message: like(message),
    checkedAt: instant('2026-11-23T10:00:00.000Z'),
  });

  it('listCustomReports and listCustomDashboards: each links to its page (200)', async () => {
    await read({
      operation: 'listCustomReports',
      description: 'a request for the custom reports',
      path: '/reports/custom',
      response: eachLike(report('Chargeback by cost centre')),
      call: (client) => client.api.reports.customReports(),
    });
    await read({
      operation: 'listCustomDashboards',
      description: 'a request for the custom dashboards',
      path: '/dashboards/custom',
      response: eachLike(report('Executive dashboard')),
      call: (client) => client.api.reports.customDashboards(),
    });
  });

  it('testAccess, testTagAccess and getTagCoverage (200)', async () => {
    await read({
      operation: 'testAccess',
      description: 'the portal access tested',
      path: '/test/access',
      response: test('The portal reaches the tenant.'),
      call: (client) => client.api.settings.testAccess(),
    });
    await read({
      operation: 'testTagAccess',
      description: 'the tag access tested',
      path: '/test/tag',
      response: test('Tags can be read.'),
      call: (client) => client.api.settings.testTagAccess(),
    });
    await read({
      operation: 'getTagCoverage',
      description: 'a request for the tag coverage of the cost data',
      path: '/test/tag/tagged',
      response: {
        tagged: integer(120),
        untagged: integer(30),
        taggedCost: decimal(18450.5),
        untaggedCost: decimal(950.25),
        currency: like('USD'),
      },
      call: (client) => client.api.settings.tagCoverage(),
    });
  });

  it('getSystemMessages: the messages of the portal (200)', async () => {
    await read({
      operation: 'getSystemMessages',
      description: 'a request for the system messages',
      path: '/system/messages',
      response: eachLike({
        id: like('maintenance-2026-11'),
        severity: regex('^(info|warning|error)$', 'info'),
        text: like('Cost data for the current month refreshes every six hours.'),
      }),
      call: (client) => client.api.settings.systemMessages(),
    });
  });
});

describe('settings dashboard: admin actions', () => {
  it('listActivatedLicenses: the active licences (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardLicences, licences)
      .uponReceiving('a request for the activated licences')
      .reference('openapi', 'operationId', 'listActivatedLicenses')
      .withRequest('GET', `${API}/license/activated`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody(eachLike({ name: like('Azure cost management') })))
      .executeTest(async (server) => {
        expect(expectOk(await portalClient(server).api.settings.activatedLicences())[0]?.name).toBe(
          'Azure cost management',
        );
      });
  });

  it('securePartnerCustomer: a customer of the partner programme secured (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('the partner customer contoso-retail secured')
      .reference('openapi', 'operationId', 'securePartnerCustomer')
      .withRequest('POST', `${API}/csp/secure/contoso-retail`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          id: like('contoso-retail'),
          secured: boolean(true),
          securedAt: instant('2026-11-23T10:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        expect(
          expectOk(await portalClient(server).api.settings.securePartnerCustomer('contoso-retail')).secured,
        ).toBe(true);
      });
  });

  it('activateTenant: the signed-in tenant activated with its terms (200)', async () => {
    const body = { tenantId: 'contoso', acceptTerms: true };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('the tenant contoso activated')
      .reference('openapi', 'operationId', 'activateTenant')
      .withRequest('POST', `${API}/activate`, (builder) => builder.headers(withJson).jsonBody(body))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          tenantId: like('contoso'),
          activated: boolean(true),
          activatedAt: instant('2026-11-23T10:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        expect(expectOk(await portalClient(server).api.settings.activateTenant(body)).activated).toBe(true);
      });
  });

  it('storeTokenCredential and getM365UserToken (200)', async () => {
    const body = {
      resource: 'https://graph.microsoft.com',
      scope: 'Reports.Read.All',
      keyName: 'graph-reports',
    };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a token credential stored')
      .reference('openapi', 'operationId', 'storeTokenCredential')
      .withRequest('POST', `${API}/token`, (builder) => builder.headers(withJson).jsonBody(body))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          keyName: like('graph-reports'),
          stored: boolean(true),
          storedAt: instant('2026-11-23T10:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        expect(expectOk(await portalClient(server).api.settings.storeTokenCredential(body)).stored).toBe(
          true,
        );
      });
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('whether a delegated office suite token is stored')
      .reference('openapi', 'operationId', 'getM365UserToken')
      .withRequest('GET', `${API}/m365/user`, (builder) =>
        builder.headers(withAppToken).query({ keyName: 'graph-reports', scope: 'Reports.Read.All' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ keyName: like('graph-reports'), stored: boolean(false) }),
      )
      .executeTest(async (server) => {
        const status = expectOk(
          await portalClient(server).api.settings.m365UserToken({
            keyName: 'graph-reports',
            scope: 'Reports.Read.All',
          }),
        );
        expect(status.stored).toBe(false);
      });
  });
});
