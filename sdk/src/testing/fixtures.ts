import type {
  Branding,
  ChatCreated,
  ChatSettings,
  CostChanges,
  CostQueryResult,
  CostSummary,
  CspCustomerSettings,
  CurrentUser,
  ExchangeRates,
  FeaturesStatus,
  GenerateResponse,
  Identity,
  MenuItem,
  PageDescription,
  PortalSettings,
  SearchResult,
  Tenant,
} from '../generated/schemas.ts';

/** Shared test data shaped like the reference backend's Contoso tenant. */
export const tenants: Tenant[] = [
  { id: 'contoso', displayName: 'Contoso Ltd', domain: 'contoso.example' },
  { id: 'fabrikam', displayName: 'Fabrikam Inc', domain: 'fabrikam.example' },
];

export const identity: Identity = {
  id: '6f1c1f64-7c38-4c6e-9a57-1a1a2b3c4d5e',
  login: 'admin@contoso.example',
  tenantId: 'contoso',
  role: 'ADMIN',
  types: ['AZURE', 'M365'],
  currency: 'USD',
  newTenant: false,
};

export const currentUser: CurrentUser = {
  displayName: 'Megan Bowen',
  upn: 'admin@contoso.example',
  currentTenant: { id: 'contoso', displayName: 'Contoso Ltd' },
  forceEula: false,
  canAcceptEula: true,
  canManageSettings: true,
};

export const portalSettings: PortalSettings = {
  productName: 'Cloud Portal',
  productVersion: '2.0.1',
  eula: '/services/api-portal-customer/api/eula/document',
  uiSessionTimeout: 30,
  instanceId: 'local',
  salesEmail: 'sales@reseller.example',
  plgDisabled: false,
};

export const branding: Branding = { branded: false };
export const cspCustomerSettings: CspCustomerSettings = { hasUnbilledInvoiceData: false };
export const featuresStatus: FeaturesStatus = { m365DeIdentifiedReports: false };

export const menu: MenuItem[] = [
  {
    uuid: '0b6a2f8e-1c1d-4c55-8a0e-000000000001',
    name: 'overview',
    displayName: 'Overview',
    icon: 'home',
    tags: ['homepage-url'],
    description: 'Cost and licence overview',
  },
  {
    uuid: '0b6a2f8e-1c1d-4c55-8a0e-000000000002',
    name: 'azure',
    displayName: 'Azure',
    icon: 'cloud',
    features: ['AZURE'],
    children: [
      {
        uuid: '0b6a2f8e-1c1d-4c55-8a0e-000000000003',
        name: 'azure/cost-overview',
        displayName: 'Cost overview',
        features: ['AZURE'],
        tags: ['cost', 'overview'],
        description: 'Daily cost by service, subscription and resource group',
      },
      {
        uuid: '0b6a2f8e-1c1d-4c55-8a0e-000000000004',
        name: 'azure/subscriptions',
        displayName: 'Subscriptions',
        features: ['AZURE'],
        tags: ['subscriptions'],
      },
    ],
  },
  {
    uuid: '0b6a2f8e-1c1d-4c55-8a0e-000000000005',
    name: 'm365/licences',
    displayName: 'Licences',
    icon: 'badge',
    features: ['M365'],
    tags: ['licences'],
  },
];

export const tabbedPage: PageDescription = {
  type: 'tabbed',
  contents: {
    tabs: [
      {
        name: 'Summary',
        displayName: 'Summary',
        type: 'report',
        reportType: 'azure-cost',
        description: 'Cost summary',
      },
      { name: 'By service', displayName: 'By service', type: 'ui', componentClass: 'resources' },
    ],
  },
  assistanceSrc: '/videos/cost-overview.mp4',
};

export const searchResults: SearchResult[] = [
  {
    name: 'azure/cost-overview',
    tabName: 'Summary',
    path: 'Azure / Cost overview',
    displayName: 'Cost overview',
    description: 'Daily cost by service, subscription and resource group',
    tags: ['cost', 'overview'],
  },
];

export const chatSettings: ChatSettings = { name: 'Cloud Assistant', modelName: 'demo-assistant-1' };

export const chatCreated: ChatCreated = {
  chatId: 'chat-1',
  response: 'Hello! Ask me about your cloud costs and licences.',
  chat_dataset: 'all',
  chat_cost: 0,
  chat_cost_currency: 'USD',
};

export const generateResponse: GenerateResponse = {
  response: 'Your Azure cost last month was **$12,345.67**.',
  chat_dataset: 'all',
  related_links: [
    { uuid: '0b6a2f8e-1c1d-4c55-8a0e-000000000003', url: 'azure/cost-overview', name: 'Cost overview' },
  ],
  chat_cost: 0.02,
  chat_cost_currency: 'USD',
};

/** October 2026 of a small tenant: cost by service and per day, as the cost query answers. */
export const costServices = [
  { group: 'Virtual Machines', amount: '12450.30' },
  { group: 'Storage', amount: '3120.05' },
  { group: 'Azure SQL Database', amount: '2875.40' },
  { group: 'Other', amount: '1004.25' },
];

/** The cost query's answer for a query, from the fixtures above (effective cost, USD). */
export function costQueryResult(url: URL): CostQueryResult {
  const granularity = (url.searchParams.get('granularity') ?? 'total') as CostQueryResult['granularity'];
  const groupBy = url.searchParams.get('groupBy') ?? undefined;
  const from = url.searchParams.get('from') ?? '2026-10-01';
  const to = url.searchParams.get('to') ?? '2026-10-31';
  const days = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
  const rows =
    granularity === 'day'
      ? days.map((period, i) => ({ period, amount: (600 + (i % 7) * 10).toFixed(2) }))
      : granularity === 'month'
        ? [
            { period: '2026-09', amount: '18110.10' },
            { period: '2026-10', amount: '19450.00' },
          ]
        : groupBy
          ? costServices.map(({ group, amount }) => ({ group, amount }))
          : [{ amount: '19450.00' }];
  return {
    from,
    to,
    metric: 'effective',
    granularity,
    ...(groupBy ? { groupBy } : {}),
    billingCurrency: 'USD',
    currency: 'USD',
    total: '19450.00',
    rows,
    groups: groupBy ? costServices : [],
    available: { from: '2025-11-01', to: '2026-10-31' },
  };
}

/** The month at a glance, as the cost summary answers: October 2026 complete, against September. */
/** The backend's fixed set of rates (no dated rates loaded): what the display currency offers. */
export const exchangeRates: ExchangeRates = {
  basis: 'fixed',
  billingCurrency: 'USD',
  currencies: ['USD', 'EUR', 'GBP'],
  from: '2026-10-31',
  to: '2026-10-31',
  days: 0,
  latest: [
    { currency: 'EUR', rate: '0.918400' },
    { currency: 'GBP', rate: '0.771200' },
  ],
};

export const costSummary: CostSummary = {
  month: '2026-10',
  lastDay: '2026-10-31',
  daysInMonth: 31,
  currency: 'USD',
  monthToDate: '19450.00',
  forecast: '19450.00',
  previousMonth: '18110.10',
  budgets: { total: 6, onTrack: 3, atRisk: 2, over: 1 },
  savings: { count: 4, monthly: '812.40' },
  licenceWaste: '1236.00',
};

/** October against September by service, as the cost-change query answers. */
export const costChanges: CostChanges = {
  month: '2026-10',
  previousMonth: '2026-09',
  currency: 'USD',
  groupBy: 'service',
  total: {
    group: 'Total',
    previous: '18110.10',
    current: '19450.00',
    change: '1339.90',
    usageEffect: '1010.40',
    priceEffect: '329.50',
  },
  rows: [
    {
      group: 'Virtual Machines',
      previous: '11200.00',
      current: '12450.30',
      change: '1250.30',
      usageEffect: '950.30',
      priceEffect: '300.00',
    },
    {
      group: 'Storage',
      previous: '3030.45',
      current: '3120.05',
      change: '89.60',
      usageEffect: '60.10',
      priceEffect: '29.50',
    },
  ],
};
