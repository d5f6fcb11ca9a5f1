import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts } from './support/data.ts';
import { API, expectOk, expectProblem, portalClient, restPact, withAppToken } from './support/pact.ts';

const { like, boolean, eachLike, regex } = MatchersV3;
const pact = restPact();

/** What the portal reads of every current user: the side menu shows the tenant and the user. */
const currentUser = (upn: string, tenantId: string, tenantName: string) => ({
  upn: like(upn),
  currentTenant: { id: like(tenantId), displayName: like(tenantName) },
});

describe('account: the signed-in user', () => {
  it('getAccount: the identity of the token (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .uponReceiving('a request for the signed-in identity')
      .reference('openapi', 'operationId', 'getAccount')
      .withRequest('GET', `${API}/account`, (builder) => builder.headers(withAppToken))
      // The session keeps the identity as it comes and stores it; none of its fields is read.
      .willRespondWith(200, (builder) => builder.jsonBody({}))
      .executeTest(async (server) => {
        expectOk(await portalClient(server).api.account.get());
      });
  });

  it('whois: a settings manager who has accepted the terms (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .uponReceiving('a request for the current user, a settings manager')
      .reference('openapi', 'operationId', 'whois')
      .withRequest('GET', `${API}/whois`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          ...currentUser(accounts.admin.upn, 'contoso', 'Contoso Ltd'),
          forceEula: false,
          canAcceptEula: boolean(true),
          canManageSettings: true,
        }),
      )
      .executeTest(async (server) => {
        const user = expectOk(await portalClient(server).api.account.whois());
        // No terms gate, and the side menu links the tenant and user to the settings.
        expect(user).toMatchObject({ forceEula: false, canManageSettings: true });
        expect(user.currentTenant).toEqual({ id: 'contoso', displayName: 'Contoso Ltd' });
        expect(user.upn).toBe(accounts.admin.upn);
      });
  });

  it('whois: a user who must accept the terms but cannot (200)', async () => {
    await pact
      .addInteraction()
      .given(states.eulaSignedIn, accountParams(accounts.eula))
      .uponReceiving('a request for the current user, who must accept the terms and cannot')
      .reference('openapi', 'operationId', 'whois')
      .withRequest('GET', `${API}/whois`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          ...currentUser(accounts.eula.upn, 'fabrikam', 'Fabrikam Inc'),
          forceEula: true,
          canAcceptEula: false,
          canManageSettings: boolean(false),
        }),
      )
      .executeTest(async (server) => {
        const user = expectOk(await portalClient(server).api.account.whois());
        // The terms gate shows, without the accept checkbox.
        expect(user).toMatchObject({ forceEula: true, canAcceptEula: false });
      });
  });

  it('whois: without an app token the session ends (401)', async () => {
    await pact
      .addInteraction()
      .given(states.signedOut)
      .uponReceiving('a request for the current user without an app token')
      .reference('openapi', 'operationId', 'whois')
      .withRequest('GET', `${API}/whois`)
      .willRespondWith(401)
      .executeTest(async (server) => {
        const { api, unauthorized } = portalClient(server, { accessToken: null });
        expectProblem(await api.account.whois(), 401);
        expect(unauthorized.map((error) => error.status)).toEqual([401]);
      });
  });

  it('listTenants: the tenants to pick from, with the tenant-selection token (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSelectingTenant, accountParams(accounts.admin))
      .uponReceiving('a request for the tenants of a user who is picking one')
      .reference('openapi', 'operationId', 'listTenants')
      .withRequest('GET', `${API}/tenants`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody(eachLike({ id: like('contoso'), displayName: like('Contoso Ltd') })),
      )
      .executeTest(async (server) => {
        const tenants = expectOk(await portalClient(server).api.account.tenants());
        expect(tenants[0]).toMatchObject({ id: 'contoso', displayName: 'Contoso Ltd' });
      });
  });
});

describe('account: terms and conditions', () => {
  it('acceptEula: a user who may accept the terms accepts them (204)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .given(states.adminTermsPending, accountParams(accounts.admin))
      .uponReceiving('an acceptance of the terms by a user who may accept them')
      .reference('openapi', 'operationId', 'acceptEula')
      .withRequest('POST', `${API}/eula`, (builder) => builder.headers(withAppToken))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expectOk(await portalClient(server).api.account.acceptEula(), 204);
      });
  });

  it('getEulaDocument: the terms document, fetched from the eula URL of the settings (200)', async () => {
    const html = '<!doctype html><html><body><h1>Terms and conditions</h1></body></html>';
    await pact
      .addInteraction()
      .given(states.termsPublished)
      .uponReceiving('a request for the terms document')
      .reference('openapi', 'operationId', 'getEulaDocument')
      .withRequest('GET', `${API}/eula/document`)
      .willRespondWith(200, (builder) =>
        builder
          .headers({ 'Content-Type': regex('^text/html(\\s*;.*)?$', 'text/html; charset=utf-8') })
          // Any non-empty document will do: the portal shows it as it comes.
          .body('text/html', Buffer.from(html))
          .matchingRules({ body: { path: '$', rules: [regex('[\\s\\S]*\\S[\\s\\S]*', html)] } }),
      )
      .executeTest(async (server) => {
        // The portal passes the `eula` URL of the portal settings, relative to the backend.
        const document = expectOk(
          await portalClient(server).api.account.eulaDocument(`${API}/eula/document`),
        );
        expect(document).toBe(html);
      });
  });
});

describe('account: tenant flags', () => {
  it('getCspCustomerSettings: whether the unbilled-invoice banner shows (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .uponReceiving('a request for the partner customer settings')
      .reference('openapi', 'operationId', 'getCspCustomerSettings')
      .withRequest('GET', `${API}/csp/customer/settings`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody({ hasUnbilledInvoiceData: boolean(false) }))
      .executeTest(async (server) => {
        const settings = expectOk(await portalClient(server).api.account.cspCustomerSettings());
        expect(typeof settings.hasUnbilledInvoiceData).toBe('boolean');
      });
  });

  it('getFeaturesStatus: whether the privacy banner shows (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .uponReceiving('a request for the feature status flags')
      .reference('openapi', 'operationId', 'getFeaturesStatus')
      .withRequest('GET', `${API}/features/status`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody({ m365DeIdentifiedReports: boolean(false) }))
      .executeTest(async (server) => {
        const status = expectOk(await portalClient(server).api.account.featuresStatus());
        expect(typeof status.m365DeIdentifiedReports).toBe('boolean');
      });
  });
});
