import { type Database, json } from '../db/database.ts';
import { stableUuid } from '../domain/stable-uuid.ts';
import { type MenuNode, PORTAL_MENU, VIDEOS_MENU } from './menu-template.ts';

/** The seed's clock: demo data is dated from here, so it never changes between runs. */
export const SEED_EPOCH = '2026-11-01T00:00:00.000Z';

interface TenantSeed {
  id: string;
  displayName: string;
  domain: string;
  onboarded: boolean;
  onboardingLocked?: boolean;
  demo?: boolean;
  brandedBy?: string;
  size: 'large' | 'small';
  settings: { productName: string; uiSessionTimeout: number; plgDisabled: boolean; salesEmail: string };
  hasUnbilledInvoiceData: boolean;
  m365DeIdentifiedReports: boolean;
  /** False: the tenant has new terms no one accepted yet (the terms gate shows). */
  termsAccepted?: boolean;
}

export const TENANTS: TenantSeed[] = [
  {
    id: 'contoso',
    displayName: 'Contoso Ltd',
    domain: 'contoso.example',
    onboarded: true,
    size: 'large',
    settings: {
      productName: 'Cloud Portal',
      uiSessionTimeout: 30,
      plgDisabled: false,
      salesEmail: 'sales@reseller.example',
    },
    hasUnbilledInvoiceData: true,
    m365DeIdentifiedReports: false,
  },
  {
    id: 'fabrikam',
    displayName: 'Fabrikam Inc',
    domain: 'fabrikam.example',
    onboarded: true,
    brandedBy: 'fabrikam',
    size: 'small',
    termsAccepted: false,
    settings: {
      productName: 'Fabrikam Cloud Desk',
      uiSessionTimeout: 20,
      plgDisabled: true,
      salesEmail: 'sales@fabrikam.example',
    },
    hasUnbilledInvoiceData: false,
    m365DeIdentifiedReports: true,
  },
  {
    id: 'demo',
    displayName: 'Demo Tenant',
    domain: 'demo.example',
    onboarded: true,
    demo: true,
    size: 'small',
    settings: {
      productName: 'Cloud Portal',
      uiSessionTimeout: 60,
      plgDisabled: false,
      salesEmail: 'sales@reseller.example',
    },
    hasUnbilledInvoiceData: true,
    m365DeIdentifiedReports: true,
  },
  {
    id: 'northwind',
    displayName: 'Northwind Traders',
    domain: 'northwind.example',
    onboarded: false,
    size: 'small',
    settings: {
      productName: 'Cloud Portal',
      uiSessionTimeout: 30,
      plgDisabled: false,
      salesEmail: 'sales@reseller.example',
    },
    hasUnbilledInvoiceData: false,
    m365DeIdentifiedReports: false,
  },
  {
    // Onboarded without seeded cost data: its figures come only from importing its export
    // (import/demo-export.ts), which holds a cost spike the anomalies page then lists.
    id: 'tailspin',
    displayName: 'Tailspin Toys',
    domain: 'tailspin.example',
    onboarded: true,
    size: 'small',
    settings: {
      productName: 'Cloud Portal',
      uiSessionTimeout: 30,
      plgDisabled: false,
      salesEmail: 'sales@reseller.example',
    },
    hasUnbilledInvoiceData: false,
    m365DeIdentifiedReports: false,
  },
  {
    id: 'litware',
    displayName: 'Litware Inc',
    domain: 'litware.example',
    onboarded: true,
    onboardingLocked: true,
    size: 'small',
    settings: {
      productName: 'Cloud Portal',
      uiSessionTimeout: 30,
      plgDisabled: false,
      salesEmail: 'sales@reseller.example',
    },
    hasUnbilledInvoiceData: false,
    m365DeIdentifiedReports: false,
  },
];

const ALL_FEATURES = ['AZURE', 'M365', 'RECOMMENDATIONS', 'SECURITY'];
const ALL_PERSONAS = ['Admin', 'Finance', 'IT', 'Security'];

interface MembershipSeed {
  tenantId: string;
  access: 'granted' | 'none';
  role: 'ADMIN' | 'AZURE_ADMIN' | 'USER';
  personas: string[];
  features: string[];
  canManageSettings: boolean;
  canAcceptEula: boolean;
}

interface UserSeed {
  upn: string;
  displayName: string;
  homeTenantId: string;
  memberships: MembershipSeed[];
}

const full = (tenantId: string): MembershipSeed => ({
  tenantId,
  access: 'granted',
  role: 'ADMIN',
  personas: ALL_PERSONAS,
  features: ALL_FEATURES,
  canManageSettings: true,
  canAcceptEula: true,
});

/** The demo accounts of the README (password `demo` at the local identity provider). */
export const USERS: UserSeed[] = [
  {
    upn: 'admin@contoso.example',
    displayName: 'Megan Bowen',
    homeTenantId: 'contoso',
    // Fabrikam has new terms no one accepted yet: the admin may accept them for the tenant.
    memberships: [full('contoso'), full('fabrikam')],
  },
  {
    upn: 'finance@contoso.example',
    displayName: 'Alex Wilber',
    homeTenantId: 'contoso',
    memberships: [
      {
        tenantId: 'contoso',
        access: 'granted',
        role: 'USER',
        personas: ['Finance'],
        features: ['AZURE', 'M365'],
        canManageSettings: false,
        canAcceptEula: false,
      },
    ],
  },
  {
    upn: 'eula@fabrikam.example',
    displayName: 'Lee Gu',
    homeTenantId: 'fabrikam',
    memberships: [
      {
        tenantId: 'fabrikam',
        access: 'granted',
        role: 'USER',
        personas: ['IT'],
        features: ['AZURE', 'M365'],
        canManageSettings: false,
        canAcceptEula: false,
      },
    ],
  },
  {
    upn: 'demo@demo.example',
    displayName: 'Demo User',
    homeTenantId: 'demo',
    memberships: [{ ...full('demo'), role: 'USER', canManageSettings: false }],
  },
  {
    upn: 'newuser@northwind.example',
    displayName: 'Nestor Wilke',
    homeTenantId: 'northwind',
    memberships: [{ ...full('northwind'), canManageSettings: false }],
  },
  {
    upn: 'noaccess@contoso.example',
    displayName: 'Pradeep Gupta',
    homeTenantId: 'contoso',
    memberships: [{ ...full('contoso'), access: 'none', role: 'USER', canManageSettings: false }],
  },
  {
    upn: 'admin@tailspin.example',
    displayName: 'Diego Siciliani',
    homeTenantId: 'tailspin',
    memberships: [full('tailspin')],
  },
  {
    upn: 'locked@litware.example',
    displayName: 'Lidia Holloway',
    homeTenantId: 'litware',
    memberships: [full('litware')],
  },
];

const LICENSE_DEFINITIONS = [
  {
    key: 'AZURE-COST',
    name: 'Azure cost management',
    description: 'Cost, budgets, anomalies and commitments',
    features: ['AZURE'],
  },
  {
    key: 'M365-OPT',
    name: 'Microsoft 365 optimisation',
    description: 'Licence waste, usage and directory',
    features: ['M365'],
  },
  {
    key: 'RECOMMEND',
    name: 'Recommendations',
    description: 'Savings recommendations with money attached',
    features: ['RECOMMENDATIONS'],
  },
  {
    key: 'SECURITY',
    name: 'Security insights',
    description: 'Secure Score, Copilot readiness, alerts',
    features: ['SECURITY'],
  },
];

const FEATURES: {
  kind: 'state' | 'extra' | 'pbi';
  key: string;
  name: string;
  description: string;
  /** Seeded active or not for every tenant; by default extras only for large tenants, the rest always. */
  active?: boolean;
}[] = [
  { kind: 'state', key: 'AZURE', name: 'Azure', description: 'Azure cost and usage pages' },
  { kind: 'state', key: 'M365', name: 'Microsoft 365', description: 'Licence and usage pages' },
  { kind: 'state', key: 'RECOMMENDATIONS', name: 'Recommendations', description: 'Savings recommendations' },
  { kind: 'state', key: 'SECURITY', name: 'Security', description: 'Security pages' },
  {
    kind: 'extra',
    key: 'AI_ASSISTANT',
    name: 'AI assistant',
    description: 'Natural-language answers about your data',
  },
  { kind: 'extra', key: 'SCHEDULED_EXPORT', name: 'Scheduled export', description: 'CSV reports by e-mail' },
  { kind: 'pbi', key: 'azure-cost', name: 'Azure cost report', description: 'Cost trend and forecast' },
  { kind: 'pbi', key: 'azure-invoice', name: 'Invoice report', description: 'Reseller invoices' },
  { kind: 'pbi', key: 'm365-licence', name: 'Licence optimisation report', description: 'Seats in money' },
  // The report view's other outcomes (menu 'Insights > Report examples', docs/backend/report-host.md):
  // not licensed ('Unlicensed feature'), a configured page the report lacks ('Configuration
  // Error'), an embed token that has expired (the marketing image).
  {
    kind: 'pbi',
    key: 'azure-chargeback',
    name: 'Chargeback report',
    description: 'Cost split by team and cost centre',
    active: false,
  },
  {
    kind: 'pbi',
    key: 'azure-cost-forecast',
    name: 'Cost forecast report',
    description: 'Cost of the months ahead',
  },
  {
    kind: 'pbi',
    key: 'azure-cost-archive',
    name: 'Cost archive report',
    description: 'Cost of earlier years',
  },
];

function insertMenu(
  db: Database,
  tenantId: string,
  area: 'portal' | 'videos',
  nodes: MenuNode[],
  parent: string | null,
) {
  nodes.forEach((node, position) => {
    const uuid = stableUuid(tenantId, area, node.name);
    db.run(
      `INSERT INTO menu_items (tenant_id, uuid, parent_uuid, position, area, name, display_name, description, icon,
         features, tags, personas, url, assistance_src)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        tenantId,
        uuid,
        parent,
        position,
        area,
        node.name,
        node.displayName,
        node.description ?? null,
        node.icon ?? null,
        json(node.features ?? []),
        json(node.tags ?? []),
        json(node.personas ?? []),
        area === 'videos' ? `/informational-videos-main-dashboard/${node.name}` : `/billing/${node.name}`,
        node.assistanceSrc ?? null,
      ],
    );
    if (node.page) db.run('INSERT INTO pages VALUES (?, ?, ?, ?)', [tenantId, uuid, '*', json(node.page)]);
    for (const [persona, page] of Object.entries(node.pageByPersona ?? {})) {
      db.run('INSERT INTO pages VALUES (?, ?, ?, ?)', [tenantId, uuid, persona, json(page)]);
    }
    if (node.children) insertMenu(db, tenantId, area, node.children, uuid);
  });
}

function setDocument(db: Database, tenantId: string, key: string, value: unknown) {
  db.run(
    `INSERT INTO tenant_documents (tenant_id, key, value, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (tenant_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    [tenantId, key, json(value), SEED_EPOCH],
  );
}

/** Tables the seed owns, children first, so a reset can empty them in order. */
const SEEDED_TABLES = [
  // Imported FOCUS exports go with the demo data: a reset restores the seed alone.
  'focus_import_rows',
  'focus_import_extras',
  'focus_import_periods',
  'focus_imports',
  // Loaded by admins in the settings; the demo converts at the fixed set until one does.
  'exchange_rates',
  // What derives from cost rows, seeded or imported (a tenant's import leaves none behind).
  'cost_recommendations',
  'subscription_roles',
  'resource_endpoints',
  'macc_commitments',
  'enrollment_departments',
  'enrollments',
  'commitment_contracts',
  'shared_cost_rules',
  'cost_anomalies',
  'budgets',
  'tenant_records',
  'cost_daily_service',
  'cost_monthly_resource',
  'cost_monthly_group',
  'cost_monthly',
  'cost_daily',
  'cost_resources',
  'oidc_models',
  'chat_requests',
  'chat_messages',
  'chats',
  'subscriptions',
  'saved_views',
  'statistics_events',
  'report_views',
  'audit_events',
  'feedback',
  'pages',
  'menu_items',
  'files',
  'mail_outbox',
  'webhook_deliveries',
  'webhook_endpoint_status',
  'licences',
  'licence_definitions',
  'features',
  'sync_jobs',
  'system_messages',
  'custom_reports',
  'refresh_tokens',
  'tenant_documents',
  'memberships',
  'users',
  'tenants',
];

/** True when the database holds no demo data yet. */
export function isEmpty(db: Database): boolean {
  return (db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tenants')?.n ?? 0) === 0;
}

const FABRIKAM_LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" role="img" aria-label="Fabrikam"><title>Fabrikam</title>' +
    '<rect width="40" height="40" rx="8" fill="#7a2e8e"/><path d="M12 10h18v5H18v5h10v5H18v9h-6z" fill="#fff"/>' +
    '<text x="50" y="27" font-family="sans-serif" font-size="18" fill="#7a2e8e">Fabrikam</text></svg>',
);
const FABRIKAM_ICON = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" role="img" aria-label="Fabrikam"><title>Fabrikam</title>' +
    '<rect width="40" height="40" rx="8" fill="#7a2e8e"/><path d="M12 10h18v5H18v5h10v5H18v9h-6z" fill="#fff"/></svg>',
);

export interface SeedOptions {
  brandingLogo?: Buffer;
  brandingIcon?: Buffer;
  /** Overrides every tenant's uiSessionTimeout (minutes), for short idle demos and tests. */
  sessionTimeoutMinutes?: number;
}

/** The demo seed: Fabrikam's branding files included. */
export const DEFAULT_SEED: SeedOptions = { brandingLogo: FABRIKAM_LOGO, brandingIcon: FABRIKAM_ICON };

/** Replaces all data with the demo seed, atomically: same seed, same data. */
export function seed(db: Database, options: SeedOptions = DEFAULT_SEED): void {
  db.transaction(() => {
    for (const table of SEEDED_TABLES) db.run(`DELETE FROM ${table}`);
    for (const t of TENANTS) seedTenant(db, t, options);
    seedLicenceDefinitions(db);
    for (const t of TENANTS) {
      seedLicences(db, t);
      seedFeatures(db, t);
      seedCustomReports(db, t);
    }
    seedSystemMessages(db);
    for (const user of USERS) seedUser(db, user);
    seedBrandingFiles(db, options);
  });
}

/** A tenant: its row, its settings documents and its two menus (the portal's and the videos'). */
function seedTenant(db: Database, t: TenantSeed, options: SeedOptions): void {
  db.run('INSERT INTO tenants VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
    t.id,
    t.displayName,
    t.domain,
    t.onboarded ? 1 : 0,
    t.onboardingLocked ? 1 : 0,
    t.demo ? 1 : 0,
    t.brandedBy ?? null,
    t.size,
    t.termsAccepted === false ? null : SEED_EPOCH,
  ]);
  seedTenantDocuments(db, t, options);
  insertMenu(db, t.id, 'portal', PORTAL_MENU, null);
  insertMenu(db, t.id, 'videos', VIDEOS_MENU, null);
}

/** The tenant's documents: portal settings, CSP customer settings, features, office suite, partner. */
function seedTenantDocuments(db: Database, t: TenantSeed, options: SeedOptions): void {
  setDocument(db, t.id, 'portal-settings', {
    productName: t.settings.productName,
    productVersion: '2.0.1',
    eula: '/services/api-portal-customer/api/eula/document',
    uiSessionTimeout: options.sessionTimeoutMinutes ?? t.settings.uiSessionTimeout,
    instanceId: `local-${t.id}`,
    powerBiAzureMarketing: '/media/marketing-azure.svg',
    powerBiOfficeMarketing: '/media/marketing-m365.svg',
    salesEmail: t.settings.salesEmail,
    logoNormal: '/media/logo.svg',
    logoShort: '/media/logo-short.svg',
    favIcon: '/favicon.svg',
    plgDisabled: t.settings.plgDisabled,
  });
  setDocument(db, t.id, 'csp-customer-settings', { hasUnbilledInvoiceData: t.hasUnbilledInvoiceData });
  setDocument(db, t.id, 'features-status', { m365DeIdentifiedReports: t.m365DeIdentifiedReports });
  setDocument(db, t.id, 'office365', {
    enabled: true,
    deIdentifiedReports: t.m365DeIdentifiedReports,
    usageReportsDays: 30,
  });
  setDocument(db, t.id, 'partner', {
    partnerName: 'Reseller Cloud Services',
    markupPercent: 8,
    billingDay: 1,
    currency: 'USD',
  });
}

/** The licence definitions, shared by every tenant. */
function seedLicenceDefinitions(db: Database): void {
  for (const def of LICENSE_DEFINITIONS) {
    db.run('INSERT INTO licence_definitions VALUES (?, ?, ?, ?)', [
      def.key,
      def.name,
      def.description,
      json(def.features),
    ]);
  }
}

/** The tenant's licences: a large tenant has every one active, a small one the first two. */
function seedLicences(db: Database, t: TenantSeed): void {
  LICENSE_DEFINITIONS.forEach((def, index) => {
    const active = t.size === 'large' || index < 2;
    db.run('INSERT INTO licences VALUES (?, ?, ?, ?, ?, ?)', [
      t.id,
      def.key,
      active ? 1 : 0,
      t.size === 'large' ? 2500 : 150,
      active ? SEED_EPOCH : null,
      active ? '2027-10-31T23:59:59.000Z' : null,
    ]);
  });
}

/** The tenant's features: extras only for a large tenant, the rest always (unless set per feature). */
function seedFeatures(db: Database, t: TenantSeed): void {
  for (const f of FEATURES) {
    const active = f.active ?? (f.kind !== 'extra' || t.size === 'large');
    db.run('INSERT INTO features VALUES (?, ?, ?, ?, ?, ?)', [
      t.id,
      f.kind,
      f.key,
      f.name,
      f.description,
      active ? 1 : 0,
    ]);
  }
}

/** The tenant's custom report and custom dashboard. */
function seedCustomReports(db: Database, t: TenantSeed): void {
  db.run('INSERT INTO custom_reports VALUES (?, ?, ?, ?, ?, ?)', [
    stableUuid(t.id, 'custom-report', 'chargeback'),
    t.id,
    'report',
    'Chargeback by cost centre',
    'Billed cost split by the costcenter tag',
    'azure-cost',
  ]);
  db.run('INSERT INTO custom_reports VALUES (?, ?, ?, ?, ?, ?)', [
    stableUuid(t.id, 'custom-dashboard', 'executive'),
    t.id,
    'dashboard',
    'Executive dashboard',
    'Spend, savings and licence waste for leadership',
    'azure-cost',
  ]);
}

/** The system message every tenant sees. */
function seedSystemMessages(db: Database): void {
  db.run('INSERT INTO system_messages VALUES (?, ?, ?, ?, ?, ?)', [
    'maintenance-2026-11',
    null,
    'info',
    'Cost data for the current month refreshes every six hours.',
    SEED_EPOCH,
    null,
  ]);
}

/** A demo account and its memberships, in the order the account lists them. */
function seedUser(db: Database, user: UserSeed): void {
  const userId = stableUuid('user', user.upn);
  db.run('INSERT INTO users VALUES (?, ?, ?, ?)', [userId, user.upn, user.displayName, user.homeTenantId]);
  user.memberships.forEach((m, position) => {
    db.run('INSERT INTO memberships VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
      userId,
      m.tenantId,
      position,
      m.access,
      m.role,
      'customer',
      json(m.personas),
      json(m.features),
      m.canManageSettings ? 1 : 0,
      m.canAcceptEula ? 1 : 0,
      null,
    ]);
  });
}

/** Fabrikam's branding files (logo, then icon), those the options carry. */
function seedBrandingFiles(db: Database, options: SeedOptions): void {
  const { brandingLogo: logo, brandingIcon: icon } = options;
  if (logo) insertBrandingFile(db, 'branding-logo', 'fabrikam-logo.svg', logo);
  if (icon) insertBrandingFile(db, 'branding-icon', 'fabrikam-icon.svg', icon);
}

function insertBrandingFile(db: Database, key: string, name: string, content: Buffer): void {
  db.run('INSERT INTO files VALUES (?, ?, ?, ?, ?, ?, ?)', [
    'fabrikam',
    key,
    name,
    'image/svg+xml',
    content.length,
    content,
    SEED_EPOCH,
  ]);
}
