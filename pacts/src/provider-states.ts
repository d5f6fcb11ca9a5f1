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
 * - Ids of entities a state creates or finds are never fixed by the pacts: the state returns them
 *   (`{ menuItemId }`, `{ customReportId }`, `{ chatId }`, `{ savedViewId }`) and the verifier puts
 *   them into the request's path or body (provider-state generators). Names in the states are also
 *   passed as params (`tenantId`, `upn`, `name`, ...) so a handler can be generic.
 * - Ids in 'has no …' states name something that must not exist; any unused id will do.
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
  /**
   * Tenant fabrikam has its FOCUS cost (the demo seed's, 2025-11-01 to 2026-11-20) and the cost
   * entities derived from it (budgets, anomalies, shared costs, commitments, an EA enrollment, a macro
   * commitment, endpoints, role assignments); returns { accessToken } of admin@contoso.example
   * signed in to fabrikam, who manages its settings.
   */
  fabrikamCosts: 'tenant fabrikam has twelve months of cost data',
  /**
   * Tenant fabrikam (with fabrikamCosts) has an open recommendation of its office suite; returns
   * { recommendationId }.
   */
  openRecommendation: 'tenant fabrikam has an open Microsoft 365 recommendation',
  /** Tenant fabrikam's licence questionnaire was saved by an admin (every answer given). */
  answeredQuestionnaire: 'tenant fabrikam has answered the licence questionnaire',
  /**
   * Tenant fabrikam (with fabrikamCosts) has its seeded alerts, definitions and configuration lists;
   * returns the id of one of each: { alertId } (an active alert), { alertDefinitionId },
   * { metricDefinitionId }, { pipelineId }, { configUserId }, { tagRuleId }, { costRuleId },
   * { workerProfileId }, { automateEndpointId }. Names the pacts create are not taken.
   */
  operationsRecords: 'tenant fabrikam has alerts, definitions and configuration lists',
  /** Tenant fabrikam's outbox holds an alert e-mail that was sent and one the mail server refused. */
  fabrikamMail: 'tenant fabrikam has sent and refused alert e-mails',
  /**
   * Injects { subscriptionId }: admin@contoso.example gets the budgets of fabrikam weekly by
   * e-mail; its unsubscribe token is 'pactUnsubscribeToken0123456789abcdefABCDEF_-'.
   */
  budgetsSubscription: 'user admin@contoso.example has a weekly e-mail of the budgets of fabrikam',
  /** Injects { pipelineId }: a pipeline of an S3 bucket with its secret stored (nothing listens there). */
  storagePipeline: 'tenant fabrikam has a pipeline reading a storage',
  /** The terms document is served as HTML at /services/api-portal-customer/api/eula/document. */
  termsPublished: 'the terms and conditions document is published',
  /**
   * Menu of contoso: overview (tag homepage-url) and azure with the child azure/cost-overview
   * (feature AZURE); the videos area has at least one item.
   */
  standardMenu: 'tenant contoso has the standard menu',
  /**
   * azure/cost-overview is a tabbed page under Azure (tabs Summary: report azure-cost, By service:
   * ui); returns { menuItemId }, the uuid of its menu item.
   */
  costOverviewPage: 'tenant contoso has the tabbed page azure/cost-overview',
  /** No menu item with this uuid exists in tenant contoso. */
  unknownMenuItem: 'tenant contoso has no menu item ffffffff-ffff-4fff-bfff-ffffffffffff',
  /** admin@contoso.example visited azure/cost-overview: it is in their last-accessed and the tenant's top-accessed lists. */
  visitedPage: 'user admin@contoso.example has visited the page azure/cost-overview',

  // ----------------------------------------------------------------- settings
  /** Features AZURE and M365 (active), add-on RECOMMENDATIONS (inactive), report feature azure-cost (active). */
  standardFeatures: 'tenant contoso has the standard feature set',
  /** Licence azure-cost (active) and m365-insights (inactive). */
  standardLicences: 'tenant contoso has the standard licences',
  /** The file branding-logo of tenant contoso is a PNG image (the 70-byte fixture pacts/fixtures/branding-logo.png will do). */
  brandingLogo: 'tenant contoso has the file branding-logo',
  /** Tenant contoso shows its own branding (branded false). */
  notBranded: 'tenant contoso is not branded',

  // ----------------------------------------------------------------- reports
  /** Tenant contoso has a custom report named 'Chargeback by team'; returns { customReportId }. */
  customReport: 'tenant contoso has the custom report Chargeback by team',
  /** No custom report with this uuid exists in tenant contoso. */
  unknownCustomReport: 'tenant contoso has no custom report 5d1e8c2a-7f3b-4a6d-9c1e-0000000000ff',
  /** Tenant contoso holds the licence for the report type azure-cost (embed tokens are issued). */
  licensedReport: 'tenant contoso is licensed for the report azure-cost',
  /** Tenant contoso holds no licence for the report type m365-security (reportEmbedded null, errorMessage set). */
  unlicensedReport: 'tenant contoso is not licensed for the report m365-security',

  // ----------------------------------------------------------------- AI chat
  /**
   * admin@contoso.example has a chat (dataset all) with a user question and an assistant answer, and
   * it is their latest; returns { chatId }.
   */
  chat: 'user admin@contoso.example has a previous chat',
  /** admin@contoso.example made 2 chat requests in the last minute: the next generate answers 429. */
  chatRateLimited: 'user admin@contoso.example has used up the chat rate limit',

  // ----------------------------------------------------------------- saved views (GraphQL)
  /**
   * admin@contoso.example has the view 'Q3 by service' on azure/cost-overview, tab Summary, created
   * and last used in the past; returns { savedViewId }.
   */
  savedView: "user admin@contoso.example has the saved view 'Q3 by service'",
  /** No saved view with this id exists in tenant contoso. */
  unknownSavedView: 'tenant contoso has no saved view 7c0e4b1d-2a9f-4e63-8d5b-0000000000ff',
} as const;

/** The exact name of a provider state. */
export type ProviderState = (typeof providerStates)[keyof typeof providerStates];

/** Every provider state name, in declaration order. */
export const PROVIDER_STATES: readonly ProviderState[] = Object.values(providerStates);
