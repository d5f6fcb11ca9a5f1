import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts } from './support/data.ts';
import {
  API,
  expectOk,
  IDENTITY_TOKEN,
  portalClient,
  restPact,
  withAppToken,
  withOfficeToken,
} from './support/pact.ts';

const { like, boolean, eachLike, regex } = MatchersV3;
const pact = restPact();
const admin = accountParams(accounts.admin);
/** The office suite token is the admin's own, from the identity provider's popup. */
const EXAMPLE_OFFICE_TOKEN = IDENTITY_TOKEN;

describe("calls that carry the user's delegated office suite token (X-MS-Token)", () => {
  it('addOffice365Permissions: the missing permissions granted (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.adminAccount, admin)
      .uponReceiving('the missing office suite permissions granted with the admin token')
      .reference('openapi', 'operationId', 'addOffice365Permissions')
      .withRequest('POST', `${API}/office365/permissions`, (builder) =>
        builder.headers({ ...withAppToken, ...withOfficeToken }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ granted: eachLike('SecurityEvents.Read.All'), missing: [] }),
      )
      .executeTest(async (server) => {
        const check = expectOk(
          await portalClient(server).api.settings.addOffice365Permissions(EXAMPLE_OFFICE_TOKEN),
        );
        expect(check.missing).toEqual([]);
        expect(check.granted).toEqual(['SecurityEvents.Read.All']);
      });
  });

  it('storeM365UserToken: the user stores a delegated token under a key name (200)', async () => {
    const body = {
      resource: 'https://graph.microsoft.com',
      scope: 'Reports.Read.All',
      keyName: 'graph-reports',
    };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.adminAccount, admin)
      .uponReceiving("the admin's delegated office suite token stored")
      .reference('openapi', 'operationId', 'storeM365UserToken')
      .withRequest('POST', `${API}/m365/user`, (builder) =>
        builder
          .headers({ ...withAppToken, ...withOfficeToken, 'Content-Type': 'application/json' })
          .jsonBody(body),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          keyName: like('graph-reports'),
          stored: boolean(true),
          storedAt: regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}T.+$', '2026-11-24T10:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const stored = expectOk(
          await portalClient(server).api.settings.storeM365UserToken(body, EXAMPLE_OFFICE_TOKEN),
        );
        expect(stored).toMatchObject({ keyName: 'graph-reports', stored: true });
      });
  });
});
