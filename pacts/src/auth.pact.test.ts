import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts, COST_OVERVIEW, type DemoAccount, menuItems } from './support/data.ts';
import {
  AUTH,
  exampleAppToken,
  expectOk,
  expectProblem,
  IDENTITY_TOKEN,
  jwt,
  portalClient,
  REFRESH_TOKEN,
  restPact,
  uuid,
  withAppToken,
  withIdentityToken,
  withRefreshCookie,
} from './support/pact.ts';

const { like, eachLike, arrayContaining } = MatchersV3;
const pact = restPact();

/** The sign-in payload the portal builds from the identity provider's account. */
const loginPayload = (account: DemoAccount, tenantId = account.tenantId) => ({
  id: account.objectId,
  tenantId,
  upn: account.upn,
});

describe('auth: sign-in', () => {
  it('login: a user of several tenants is asked to pick one (300)', async () => {
    const payload = loginPayload(accounts.admin);
    const selectionToken = exampleAppToken(accounts.admin.upn, 'contoso', { personas: [], features: [] });
    await pact
      .addInteraction()
      .given(states.adminAccount, accountParams(accounts.admin))
      .uponReceiving('a sign-in of a user who belongs to two tenants')
      .reference('openapi', 'operationId', 'login')
      .withRequest('POST', `${AUTH}/azure/token`, (builder) =>
        builder.headers(withIdentityToken).jsonBody(payload),
      )
      .willRespondWith(300, (builder) => builder.jsonBody({ access_token: jwt(selectionToken) }))
      .executeTest(async (server) => {
        const outcome = expectOk(await portalClient(server).api.auth.login(payload, IDENTITY_TOKEN), 300);
        expect(outcome).toEqual({ kind: 'select-tenant', accessToken: selectionToken });
      });
  });

  it('login: a single-tenant user is signed in (200)', async () => {
    const payload = loginPayload(accounts.finance);
    const appToken = exampleAppToken(accounts.finance.upn, 'contoso', { personas: ['Finance'] });
    await pact
      .addInteraction()
      .given(states.financeAccount, accountParams(accounts.finance))
      .uponReceiving('a sign-in of a user of one onboarded tenant')
      .reference('openapi', 'operationId', 'login')
      .withRequest('POST', `${AUTH}/azure/token`, (builder) =>
        builder.headers(withIdentityToken).jsonBody(payload),
      )
      .willRespondWith(200, (builder) => builder.jsonBody({ access_token: jwt(appToken) }))
      .executeTest(async (server) => {
        const outcome = expectOk(await portalClient(server).api.auth.login(payload, IDENTITY_TOKEN));
        expect(outcome).toEqual({ kind: 'signed-in', accessToken: appToken, newTenant: false });
      });
  });

  it('login: a user of the demo tenant is signed in (200)', async () => {
    const payload = loginPayload(accounts.demo);
    const appToken = exampleAppToken(accounts.demo.upn, 'demo', { d: true });
    await pact
      .addInteraction()
      .given(states.demoAccount, accountParams(accounts.demo))
      .uponReceiving('a sign-in of a user of the demo tenant')
      .reference('openapi', 'operationId', 'login')
      .withRequest('POST', `${AUTH}/azure/token`, (builder) =>
        builder.headers(withIdentityToken).jsonBody(payload),
      )
      .willRespondWith(200, (builder) => builder.jsonBody({ access_token: jwt(appToken) }))
      .executeTest(async (server) => {
        const outcome = expectOk(await portalClient(server).api.auth.login(payload, IDENTITY_TOKEN));
        expect(outcome).toMatchObject({ kind: 'signed-in', accessToken: appToken });
      });
  });

  it('login: a user of a tenant that is not onboarded gets newTenant (200)', async () => {
    const payload = loginPayload(accounts.newUser);
    const appToken = exampleAppToken(accounts.newUser.upn, 'northwind', { personas: [], features: [] });
    await pact
      .addInteraction()
      .given(states.newUserAccount, accountParams(accounts.newUser))
      .uponReceiving('a sign-in of a user whose tenant is not onboarded')
      .reference('openapi', 'operationId', 'login')
      .withRequest('POST', `${AUTH}/azure/token`, (builder) =>
        builder.headers(withIdentityToken).jsonBody(payload),
      )
      .willRespondWith(200, (builder) => builder.jsonBody({ access_token: jwt(appToken), newTenant: true }))
      .executeTest(async (server) => {
        const outcome = expectOk(await portalClient(server).api.auth.login(payload, IDENTITY_TOKEN));
        expect(outcome).toEqual({ kind: 'signed-in', accessToken: appToken, newTenant: true });
      });
  });

  it("login: a user without access gets 'Permission not granted' (409)", async () => {
    const payload = loginPayload(accounts.noAccess);
    await pact
      .addInteraction()
      .given(states.noAccessAccount, accountParams(accounts.noAccess))
      .uponReceiving('a sign-in of a user without access to the onboarded tenant')
      .reference('openapi', 'operationId', 'login')
      .withRequest('POST', `${AUTH}/azure/token`, (builder) =>
        builder.headers(withIdentityToken).jsonBody(payload),
      )
      // The portal reads the status alone: it shows its own text for 409 (spec section 8).
      .willRespondWith(409)
      .executeTest(async (server) => {
        expectProblem(await portalClient(server).api.auth.login(payload, IDENTITY_TOKEN), 409);
      });
  });

  it("login: a user of a tenant with onboarding disabled gets 'Onboarding is disabled' (423)", async () => {
    const payload = loginPayload(accounts.locked);
    await pact
      .addInteraction()
      .given(states.lockedAccount, accountParams(accounts.locked))
      .uponReceiving('a sign-in of a user whose tenant has onboarding disabled')
      .reference('openapi', 'operationId', 'login')
      .withRequest('POST', `${AUTH}/azure/token`, (builder) =>
        builder.headers(withIdentityToken).jsonBody(payload),
      )
      // The portal reads the status alone: it shows its own text for 423 (spec section 8).
      .willRespondWith(423)
      .executeTest(async (server) => {
        expectProblem(await portalClient(server).api.auth.login(payload, IDENTITY_TOKEN), 423);
      });
  });

  it('loginToTenant: the user signs in to the tenant picked at /tenant (200)', async () => {
    const payload = loginPayload(accounts.admin, 'fabrikam');
    const appToken = exampleAppToken(accounts.admin.upn, 'fabrikam');
    await pact
      .addInteraction()
      .given(states.adminAccount, accountParams(accounts.admin))
      .uponReceiving('a sign-in to the tenant fabrikam picked by a user of two tenants')
      .reference('openapi', 'operationId', 'loginToTenant')
      .withRequest('POST', `${AUTH}/azure/tenant/token`, (builder) =>
        builder.headers(withIdentityToken).jsonBody(payload),
      )
      .willRespondWith(200, (builder) => builder.jsonBody({ access_token: jwt(appToken) }))
      .executeTest(async (server) => {
        const outcome = expectOk(await portalClient(server).api.auth.loginToTenant(payload, IDENTITY_TOKEN));
        expect(outcome).toEqual({ kind: 'signed-in', accessToken: appToken, newTenant: false });
      });
  });
});

describe('auth: switching tenant', () => {
  it('switchTenant: a signed-in user of two tenants switches to the other one (200)', async () => {
    const appToken = exampleAppToken(accounts.admin.upn, 'fabrikam');
    await pact
      .addInteraction()
      .given(states.adminSignedIn)
      .uponReceiving('a switch to tenant fabrikam by a signed-in user of two tenants')
      .reference('openapi', 'operationId', 'switchTenant')
      .withRequest('POST', `${AUTH}/tenant/switch`, (builder) =>
        builder.headers(withAppToken).jsonBody({ tenantId: 'fabrikam' }),
      )
      .willRespondWith(200, (builder) => builder.jsonBody({ access_token: jwt(appToken) }))
      .executeTest(async (server) => {
        const data = expectOk(await portalClient(server).api.auth.switchTenant('fabrikam'));
        expect(data.access_token).toBe(appToken);
      });
  });

  it('switchTenant: a tenant the user does not belong to is refused (403)', async () => {
    await pact
      .addInteraction()
      .given(states.financeSignedIn)
      .uponReceiving('a switch to a tenant the signed-in user does not belong to')
      .reference('openapi', 'operationId', 'switchTenant')
      .withRequest('POST', `${AUTH}/tenant/switch`, (builder) =>
        builder.headers(withAppToken).jsonBody({ tenantId: 'fabrikam' }),
      )
      // The portal reads the status alone and says the user is not a member.
      .willRespondWith(403)
      .executeTest(async (server) => {
        expectProblem(await portalClient(server).api.auth.switchTenant('fabrikam'), 403);
      });
  });
});

describe('auth: refresh and logout', () => {
  it('refreshToken: the refresh cookie buys a new app token (200)', async () => {
    const appToken = exampleAppToken(accounts.admin.upn, 'contoso');
    await pact
      .addInteraction()
      .given(states.adminRefreshSession, accountParams(accounts.admin))
      .uponReceiving('a token refresh with the refresh cookie')
      .reference('openapi', 'operationId', 'refreshToken')
      // The timer's refresh has no body: it asks for nothing beside the token.
      .withRequest('POST', `${AUTH}/refresh-token`, (builder) => builder.headers(withRefreshCookie))
      // The account beside the token: the session keeps it as it keeps getAccount's answer.
      .willRespondWith(200, (builder) => builder.jsonBody({ access_token: jwt(appToken), account: {} }))
      .executeTest(async (server) => {
        const { api } = portalClient(server, { accessToken: null, refreshCookie: REFRESH_TOKEN });
        const data = expectOk(await api.auth.refresh(undefined));
        expect(data.access_token).toBe(appToken);
        expect(data.account).toBeDefined();
        expect(data.startup).toBeUndefined();
      });
  });

  it("refreshToken: a reload's restore gets the menu and the opened page's description with the token (200)", async () => {
    const appToken = exampleAppToken(accounts.admin.upn, 'contoso');
    const startup = { page: COST_OVERVIEW.name, personas: ['Admin'] };
    await pact
      .addInteraction()
      .given(states.adminRefreshSession, accountParams(accounts.admin))
      .given(states.standardMenu, { tenantId: 'contoso' })
      .given(states.costOverviewPage, { tenantId: 'contoso', name: COST_OVERVIEW.name })
      .uponReceiving("a reload's token refresh naming the opened page")
      .reference('openapi', 'operationId', 'refreshToken')
      .withRequest('POST', `${AUTH}/refresh-token`, (builder) =>
        builder.headers(withRefreshCookie).jsonBody({ startup }),
      )
      // What the portal reads of it: the personas it was answered for, the menu as the side menu
      // reads it (getMenu), and the page's uuid and description as the dynamic page reads it (getPage).
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          access_token: jwt(appToken),
          account: {},
          startup: {
            personas: eachLike('Admin'),
            menu: arrayContaining(
              { uuid: uuid(menuItems.overview), name: like('overview'), displayName: like('Overview') },
              {
                uuid: uuid(menuItems.azure),
                name: like('azure'),
                displayName: like('Azure'),
                children: arrayContaining({
                  uuid: uuid(menuItems.costOverview),
                  name: like(COST_OVERVIEW.name),
                  displayName: like(COST_OVERVIEW.displayName),
                }),
              },
            ),
            page: {
              uuid: uuid(menuItems.costOverview),
              description: {
                type: 'tabbed',
                contents: {
                  tabs: arrayContaining({
                    name: 'By service',
                    displayName: like('By service'),
                    type: 'ui',
                    componentClass: like('resources'),
                  }),
                },
              },
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const { api } = portalClient(server, { accessToken: null, refreshCookie: REFRESH_TOKEN });
        const data = expectOk(await api.auth.refresh({ startup }));
        expect(data.access_token).toBe(appToken);
        expect(data.startup?.personas).toEqual(['Admin']);
        expect(data.startup?.menu.find((item) => item.name === 'azure')?.children?.[0]?.name).toBe(
          COST_OVERVIEW.name,
        );
        expect(data.startup?.page?.description.type).toBe('tabbed');
      });
  });

  it('refreshToken: without a refresh cookie the portal goes to sign-in (401)', async () => {
    await pact
      .addInteraction()
      .given(states.signedOut)
      .uponReceiving('a token refresh without a refresh cookie')
      .reference('openapi', 'operationId', 'refreshToken')
      .withRequest('POST', `${AUTH}/refresh-token`)
      .willRespondWith(401)
      .executeTest(async (server) => {
        const { api, unauthorized } = portalClient(server, { accessToken: null });
        expectProblem(await api.auth.refresh(undefined), 401);
        // Sign-in calls never trigger the session's onUnauthorized handler.
        expect(unauthorized).toEqual([]);
      });
  });

  it('logout: the refresh cookie is revoked (204)', async () => {
    await pact
      .addInteraction()
      .given(states.adminRefreshSession, accountParams(accounts.admin))
      .uponReceiving('a logout with the refresh cookie')
      .reference('openapi', 'operationId', 'logout')
      .withRequest('POST', `${AUTH}/logout`, (builder) => builder.headers(withRefreshCookie))
      .willRespondWith(204)
      .executeTest(async (server) => {
        const { api } = portalClient(server, { refreshCookie: REFRESH_TOKEN });
        expectOk(await api.auth.logout(), 204);
      });
  });
});
