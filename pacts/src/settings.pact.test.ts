import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts, BRANDING_LOGO } from './support/data.ts';
import { API, expectOk, portalClient, restPact, withAppToken } from './support/pact.ts';
import { FIXTURES_DIR } from './support/paths.ts';

const { like, boolean, eachLike, integer } = MatchersV3;
const pact = restPact();

const admin = accountParams(accounts.admin);
const LOGO_FILE = join(FIXTURES_DIR, 'branding-logo.png');

describe('settings: the portal settings the frame reads', () => {
  it('getPortalSettings: product name and version, session timeout, terms URL, sign-up switch (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a request for the portal settings')
      .reference('openapi', 'operationId', 'getPortalSettings')
      .withRequest('GET', API, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          // The side menu, the settings drawer and the Settings page show these; logos are optional.
          productName: like('Cloud Portal'),
          productVersion: like('2.0.1'),
          // The terms gate loads the document from here; the idle timeout counts these minutes.
          eula: like('/services/api-portal-customer/api/eula/document'),
          uiSessionTimeout: integer(30),
          plgDisabled: boolean(false),
        }),
      )
      .executeTest(async (server) => {
        const settings = expectOk(await portalClient(server).api.settings.get());
        expect(settings.uiSessionTimeout).toBe(30);
        expect(settings.eula).toBe('/services/api-portal-customer/api/eula/document');
        expect(settings.plgDisabled).toBe(false);
      });
  });
});

describe('settings: the Settings page', () => {
  it('listLicenses: every licence of the tenant with its state (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardLicences, {
        tenantId: 'contoso',
        active: 'azure-cost',
        inactive: 'm365-insights',
      })
      .uponReceiving('a request for the licences')
      .reference('openapi', 'operationId', 'listLicenses')
      .withRequest('GET', `${API}/license`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          eachLike({
            licenseKey: like('azure-cost'),
            name: like('Azure cost management'),
            active: boolean(true),
          }),
        ),
      )
      .executeTest(async (server) => {
        const list = expectOk(await portalClient(server).api.settings.licences());
        expect(list[0]).toMatchObject({
          licenseKey: 'azure-cost',
          name: 'Azure cost management',
          active: true,
        });
      });
  });

  it('getFeatureState: every feature with its state (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardFeatures, { tenantId: 'contoso' })
      .uponReceiving('a request for the feature states')
      .reference('openapi', 'operationId', 'getFeatureState')
      .withRequest('GET', `${API}/features/state`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody(eachLike({ key: like('AZURE'), name: like('Azure'), active: boolean(true) })),
      )
      .executeTest(async (server) => {
        const features = expectOk(await portalClient(server).api.settings.featureState());
        expect(features[0]).toMatchObject({ key: 'AZURE', name: 'Azure', active: true });
      });
  });
});

describe('settings: branding', () => {
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

  it('getFileContent: the logo of a branded tenant, an image (200)', async () => {
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
        // The branding shows the file only when it is an image.
        expect(blob.type).toMatch(/^image\//);
        expect(Buffer.from(await blob.arrayBuffer()).equals(readFileSync(LOGO_FILE))).toBe(true);
      });
  });
});
