/**
 * The example data of the contracts: demo accounts, tenants and ids the provider states set up.
 * Everything is fixed (no clock, no randomness) so the pact files are the same on every run.
 */

/** A demo account as the identity provider knows it (every password is `demo`). */
export interface DemoAccount {
  readonly upn: string;
  /** The user's object id at the identity provider, sent as `id` by the sign-in calls. */
  readonly objectId: string;
  /** The tenant the identity provider signs the user in to. */
  readonly tenantId: string;
}

export const accounts = {
  admin: {
    upn: 'admin@contoso.example',
    objectId: '6f1c1f64-7c38-4c6e-9a57-1a1a2b3c4d5e',
    tenantId: 'contoso',
  },
  finance: {
    upn: 'finance@contoso.example',
    objectId: '6f1c1f64-7c38-4c6e-9a57-000000000002',
    tenantId: 'contoso',
  },
  eula: {
    upn: 'eula@fabrikam.example',
    objectId: '6f1c1f64-7c38-4c6e-9a57-000000000003',
    tenantId: 'fabrikam',
  },
  demo: { upn: 'demo@demo.example', objectId: '6f1c1f64-7c38-4c6e-9a57-000000000004', tenantId: 'demo' },
  newUser: {
    upn: 'newuser@northwind.example',
    objectId: '6f1c1f64-7c38-4c6e-9a57-000000000005',
    tenantId: 'northwind',
  },
  noAccess: {
    upn: 'noaccess@contoso.example',
    objectId: '6f1c1f64-7c38-4c6e-9a57-000000000006',
    tenantId: 'contoso',
  },
  locked: {
    upn: 'locked@litware.example',
    objectId: '6f1c1f64-7c38-4c6e-9a57-000000000007',
    tenantId: 'litware',
  },
} as const satisfies Record<string, DemoAccount>;

/** State params of an account or session state. */
export const accountParams = (account: DemoAccount) => ({
  upn: account.upn,
  objectId: account.objectId,
  tenantId: account.tenantId,
});

/**
 * Example uuids of menu items of the standard menu of tenant contoso. Examples only: the provider
 * answers its own uuids, and a request that names one gets it from the provider state.
 */
export const menuItems = {
  overview: '0b6a2f8e-1c1d-4c55-8a0e-000000000001',
  azure: '0b6a2f8e-1c1d-4c55-8a0e-000000000002',
  costOverview: '0b6a2f8e-1c1d-4c55-8a0e-000000000003',
  unknown: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
} as const;

/** The tabbed page of the standard menu the page, breadcrumb and feedback calls name. */
export const COST_OVERVIEW = { name: 'azure/cost-overview', displayName: 'Cost overview' } as const;

/** Example ids of custom reports (the provider state hands back the real one). */
export const customReports = {
  chargeback: '5d1e8c2a-7f3b-4a6d-9c1e-000000000001',
  unknown: '5d1e8c2a-7f3b-4a6d-9c1e-0000000000ff',
} as const;

/** Example ids of saved views (the provider state hands back the real one). */
export const savedViews = {
  q3ByService: '7c0e4b1d-2a9f-4e63-8d5b-000000000001',
  unknown: '7c0e4b1d-2a9f-4e63-8d5b-0000000000ff',
} as const;

/** An example chat id (the provider state hands back the real one). */
export const CHAT_ID = 'chat-1';
/** The file id of the tenant's logo: a fixed key the branding reads, not a generated id. */
export const BRANDING_LOGO = 'branding-logo';
