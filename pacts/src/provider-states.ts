/**
 * Every provider state the portal's consumer contracts use, by exact name. The reference backend
 * implements one state-change handler per entry; the coverage check fails when a pact uses a state
 * that is not listed here, or when a listed state is used by no interaction.
 *
 * Conventions the provider must honour:
 * - Tokens in the pacts are examples. A state that signs a user in returns `{ accessToken }`, an
 *   account state returns `{ identityToken }` and a refresh-session state returns `{ refreshToken }`;
 *   the verifier injects them (provider-state generators) into the `Authorization` and `Cookie`
 *   headers. Demo accounts sign in with the password `demo`.
 * - States combine: an interaction usually names a session state and then the data it reads.
 * - Ids in state names are also passed as params (`id`, `tenantId`, ...) so a handler can be generic.
 */
export const providerStates = {
  // ----------------------------------------------------------------- accounts (sign-in calls)
  /** admin@contoso.example (ADMIN) is in tenants contoso and fabrikam; returns { identityToken } of the identity provider. */
  adminAccount: 'account admin@contoso.example exists',
  /** finance@contoso.example (Finance persona) is in tenant contoso only; returns { identityToken }. */
  financeAccount: 'account finance@contoso.example exists',
  /** demo@demo.example is in the demo tenant (token claim d = true); returns { identityToken }. */
  demoAccount: 'account demo@demo.example exists',
  /** newuser@northwind.example is in tenant northwind, which is not onboarded; returns { identityToken }. */
  newUserAccount: 'account newuser@northwind.example exists',
  /** noaccess@contoso.example is in the onboarded tenant contoso without access (409); returns { identityToken }. */
  noAccessAccount: 'account noaccess@contoso.example exists',
  /** locked@litware.example is in tenant litware, where onboarding is disabled (423); returns { identityToken }. */
  lockedAccount: 'account locked@litware.example exists',

  // ----------------------------------------------------------------- sessions
  /** Nothing to set up: the request carries no app token and no refresh cookie. */
  signedOut: 'no user is signed in',
  /** admin@contoso.example signed in to tenant contoso (can manage settings); returns { accessToken }. */
  adminSignedIn: 'user admin@contoso.example is signed in',
  /** admin@contoso.example got the 300 answer of login; returns { accessToken } = the tenant-selection token. */
  adminSelectingTenant: 'user admin@contoso.example holds a tenant-selection token',
  /** admin@contoso.example has a live refresh session in tenant contoso; returns { refreshToken } = the portal_refresh cookie value. */
  adminRefreshSession: 'user admin@contoso.example has a refresh session',
  /** finance@contoso.example signed in to tenant contoso (Finance persona, cannot manage settings); returns { accessToken }. */
  financeSignedIn: 'user finance@contoso.example is signed in',
  /** eula@fabrikam.example signed in to tenant fabrikam (forceEula true, canAcceptEula false); returns { accessToken }. */
  eulaSignedIn: 'user eula@fabrikam.example is signed in',
  /** admin@contoso.example must accept the terms (forceEula true) and may (canAcceptEula true). */
  adminTermsPending: 'user admin@contoso.example has not accepted the terms',

  // ----------------------------------------------------------------- account and portal content
  /** The terms document is served as HTML at /services/api-portal-customer/api/eula/document. */
  termsPublished: 'the terms and conditions document is published',
  /** Menu of contoso: overview (…0001, tag homepage-url) and azure (…0002) with child azure/cost-overview (…0003, feature AZURE). */
  standardMenu: 'tenant contoso has the standard menu',
  /** Menu item 0b6a…0003 is the tabbed page azure/cost-overview under Azure (tabs Summary: report azure-cost, By service: ui). */
  costOverviewPage: 'tenant contoso has the menu item 0b6a2f8e-1c1d-4c55-8a0e-000000000003',
  /** No menu item with this uuid exists in tenant contoso. */
  unknownMenuItem: 'tenant contoso has no menu item ffffffff-ffff-4fff-bfff-ffffffffffff',
  /** admin@contoso.example visited azure/cost-overview (…0003): it is in their last-accessed and the tenant's top-accessed lists. */
  visitedPage: 'user admin@contoso.example has visited the page azure/cost-overview',

  // ----------------------------------------------------------------- settings and admin
  /** Tenant contoso has at least one system message in force. */
  systemMessage: 'tenant contoso has a system message',
  /** Tenant contoso has partner settings with partnerName, markupPercent, billingDay and currency set. */
  partnerSettings: 'tenant contoso has partner settings',
  /** Tenant contoso manages the partner customer fabrikam (its delegated access can be secured). */
  partnerCustomer: 'tenant contoso manages the partner customer fabrikam',
  /** Features AZURE and M365 (active), add-on RECOMMENDATIONS (inactive), report feature azure-cost (active). */
  standardFeatures: 'tenant contoso has the standard feature set',
  /** Licence azure-cost (active) and m365-insights (inactive); both have a licence definition. */
  standardLicences: 'tenant contoso has the standard licences',
  /** The file branding-logo of tenant contoso is a PNG image (the 70-byte fixture pacts/fixtures/branding-logo.png will do). */
  brandingLogo: 'tenant contoso has the file branding-logo',
  /** Tenant contoso shows its own branding (branded false). */
  notBranded: 'tenant contoso is not branded',
  /** admin@contoso.example stored a delegated office suite token under key m365-delegated, scope Reports.Read.All. */
  storedM365Token: 'user admin@contoso.example has stored the office suite token m365-delegated',

  // ----------------------------------------------------------------- reports
  /** Custom report 5d1e8c2a-…-0001 exists in tenant contoso and can be embedded. */
  customReport: 'tenant contoso has the custom report 5d1e8c2a-7f3b-4a6d-9c1e-000000000001',
  /** Custom dashboard 5d1e8c2a-…-0002 exists in tenant contoso. */
  customDashboard: 'tenant contoso has the custom dashboard 5d1e8c2a-7f3b-4a6d-9c1e-000000000002',
  /** Tenant contoso holds the licence for the report type azure-cost (embed tokens are issued). */
  licensedReport: 'tenant contoso is licensed for the report azure-cost',
  /** Tenant contoso holds no licence for the report type m365-security (reportEmbedded null, errorMessage set). */
  unlicensedReport: 'tenant contoso is not licensed for the report m365-security',

  // ----------------------------------------------------------------- AI chat
  /** admin@contoso.example has the chat chat-1 (dataset all) with a user question and an assistant answer, and it is the latest. */
  chat: 'user admin@contoso.example has the chat chat-1',
  /** admin@contoso.example made 2 chat requests in the last minute: the next generate answers 429. */
  chatRateLimited: 'user admin@contoso.example has used up the chat rate limit',

  // ----------------------------------------------------------------- saved views (GraphQL)
  /** View 7c0e4b1d-…-0001 'Q3 by service' of admin on azure/cost-overview tab Summary, created and last used in the past. */
  savedView: 'user admin@contoso.example has the saved view 7c0e4b1d-2a9f-4e63-8d5b-000000000001',
  /** No saved view with this id exists in tenant contoso. */
  unknownSavedView: 'tenant contoso has no saved view 7c0e4b1d-2a9f-4e63-8d5b-0000000000ff',
} as const;

/** The exact name of a provider state. */
export type ProviderState = (typeof providerStates)[keyof typeof providerStates];

/** Every provider state name, in declaration order. */
export const PROVIDER_STATES: readonly ProviderState[] = Object.values(providerStates);
