import type { components } from '@portal/contracts/openapi';

type PageDescription = components['schemas']['PageDescription'];
type Tab = components['schemas']['Tab'];

/** One node of the demo portal's menu; `name` is the route below /billing. */
export interface MenuNode {
  name: string;
  displayName: string;
  description?: string;
  icon?: string;
  features?: string[];
  tags?: string[];
  /** Personas that see the item; none means every persona. */
  personas?: string[];
  assistanceSrc?: string;
  /** The page; a persona may get its own description (for example other tabs). */
  page?: PageDescription;
  pageByPersona?: Record<string, PageDescription>;
  children?: MenuNode[];
}

const ui = (componentClass: string, assistanceSrc?: string): PageDescription => ({
  type: 'ui',
  contents: { componentClass },
  ...(assistanceSrc ? { assistanceSrc } : {}),
});

const report = (reportType: string, pbiReportPageFilter?: string[]): PageDescription => ({
  type: 'pbiReport',
  contents: { reportType, ...(pbiReportPageFilter ? { pbiReportPageFilter } : {}) },
});

const uiTab = (name: string, componentClass: string, description: string): Tab => ({
  name,
  displayName: name,
  type: 'ui',
  componentClass,
  description,
});

const reportTab = (
  name: string,
  reportType: string,
  description: string,
  pbiReportExcludePages?: string[],
): Tab => ({
  name,
  displayName: name,
  type: 'report',
  reportType,
  description,
  ...(pbiReportExcludePages ? { pbiReportExcludePages } : {}),
});

const tabbed = (tabs: Tab[], assistanceSrc?: string): PageDescription => ({
  type: 'tabbed',
  contents: { tabs },
  ...(assistanceSrc ? { assistanceSrc } : {}),
});

/** The demo portal: Azure cost, Microsoft 365 licences, recommendations, security, alerts, settings. */
export const PORTAL_MENU: MenuNode[] = [
  {
    name: 'overview',
    displayName: 'Overview',
    description: 'Your cloud spend, licences and savings at a glance',
    icon: 'home',
    tags: ['homepage-url', 'home', 'overview'],
    page: ui('product-home', '/media/videos/overview.webm'),
  },
  {
    name: 'azure',
    displayName: 'Azure',
    icon: 'cloud',
    features: ['AZURE'],
    description: 'Azure cost and usage',
    children: [
      {
        name: 'azure/cost-overview',
        displayName: 'Cost overview',
        description: 'Billed, effective and list cost by service, subscription and resource group',
        features: ['AZURE'],
        tags: ['cost', 'focus', 'spend'],
        assistanceSrc: '/media/videos/cost-overview.webm',
        page: tabbed([
          reportTab('Summary', 'azure-cost', 'Monthly cost trend with forecast'),
          uiTab('By service', 'cost-focus-overview', 'FOCUS cost rows grouped by service'),
          uiTab('Resources', 'resources', 'Every resource with its cost'),
        ]),
        pageByPersona: {
          Finance: tabbed([
            reportTab('Summary', 'azure-cost', 'Monthly cost trend with forecast'),
            uiTab('By service', 'cost-focus-overview', 'FOCUS cost rows grouped by service'),
            uiTab('Invoices', 'financial-summary', 'Invoiced amounts per billing period'),
          ]),
        },
      },
      {
        name: 'azure/subscriptions',
        displayName: 'Subscriptions',
        description: 'Subscriptions with their monthly cost and owners',
        features: ['AZURE'],
        tags: ['subscription'],
        page: tabbed([
          uiTab('Subscriptions', 'subscriptions', 'All subscriptions of the tenant'),
          uiTab('User subscriptions', 'user-subscriptions', 'Subscriptions per user'),
        ]),
      },
      {
        name: 'azure/budgets',
        displayName: 'Budgets',
        description: 'Budgets with actual and forecast spend',
        features: ['AZURE'],
        tags: ['budget', 'forecast', 'alert'],
        page: ui('budgets'),
      },
      {
        name: 'azure/anomalies',
        displayName: 'Anomalies',
        description: 'Unexpected cost changes explained by usage and price',
        features: ['AZURE'],
        tags: ['anomaly', 'spike'],
        page: ui('anomalies'),
      },
      {
        name: 'azure/shared-costs',
        displayName: 'Shared costs',
        description: 'Split shared costs across teams and projects',
        features: ['AZURE'],
        tags: ['chargeback', 'showback', 'allocation'],
        page: tabbed([
          uiTab('Shared costs', 'shared-costs', 'Allocation rules and their results'),
          uiTab('Project costs', 'project-costs', 'Cost per project tag'),
        ]),
      },
      {
        name: 'azure/commitments',
        displayName: 'Commitments',
        description: 'Reservations and savings plans',
        features: ['AZURE'],
        children: [
          {
            name: 'azure/commitments/contracts',
            displayName: 'Reservations and savings plans',
            description: 'Coverage and utilisation of commitments',
            features: ['AZURE'],
            tags: ['reservation', 'savings plan', 'ri'],
            page: ui('ri-sp-contracts'),
          },
          {
            name: 'azure/commitments/enterprise',
            displayName: 'Enterprise agreement',
            features: ['AZURE'],
            children: [
              {
                name: 'azure/commitments/enterprise/enrollments',
                displayName: 'Enrollments',
                features: ['AZURE'],
                tags: ['ea', 'enrollment'],
                page: ui('enrollments'),
              },
              {
                name: 'azure/commitments/enterprise/macc',
                displayName: 'Commitment tracking',
                features: ['AZURE'],
                children: [
                  {
                    name: 'azure/commitments/enterprise/macc/burn-down',
                    displayName: 'Burn-down',
                    description: 'Consumption against the macro commitment',
                    features: ['AZURE'],
                    tags: ['macc', 'commitment'],
                    page: ui('macro-commitment'),
                  },
                  {
                    name: 'azure/commitments/enterprise/macc/ea-reservations',
                    displayName: 'EA reservations',
                    features: ['AZURE'],
                    tags: ['reservation'],
                    page: ui('ea-reservations'),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'azure/resources',
        displayName: 'Resources and endpoints',
        features: ['AZURE'],
        tags: ['resource', 'endpoint'],
        page: ui('resources-endpoints'),
      },
    ],
  },
  {
    name: 'm365',
    displayName: 'Microsoft 365',
    icon: 'apps',
    features: ['M365'],
    description: 'Licences, users and usage of Microsoft 365',
    children: [
      {
        name: 'm365/licences',
        displayName: 'Licences',
        description: 'Purchased, assigned and active seats per SKU, with waste priced',
        features: ['M365'],
        tags: ['licence', 'license', 'seat', 'sku', 'copilot'],
        assistanceSrc: '/media/videos/licences.webm',
        page: tabbed([
          uiTab('Licences', 'licenses', 'Seats per SKU and their cost'),
          uiTab('Users', 'license-users', 'Users with their licences and last activity'),
          // The report's 'Licences' page repeats the first tab: the tab shows its 'Waste' page alone.
          reportTab('Optimisation', 'm365-licence', 'Unassigned and inactive seats in money', ['Licences']),
        ]),
      },
      {
        name: 'm365/usage',
        displayName: 'Usage',
        description: 'How Microsoft 365 is used',
        features: ['M365'],
        tags: ['usage', 'adoption'],
        page: tabbed([
          uiTab('Overview', 'usage-overview', 'Active users per workload'),
          uiTab('Team collaboration', 'usage-team-collaboration', 'Teams chats, channels and meetings'),
          uiTab('Mail', 'usage-mail', 'Mailbox activity'),
          uiTab('File sharing', 'usage-file-sharing', 'OneDrive and SharePoint activity'),
        ]),
      },
      {
        name: 'm365/directory',
        displayName: 'Directory',
        features: ['M365'],
        children: [
          {
            name: 'm365/directory/groups',
            displayName: 'Groups',
            features: ['M365'],
            tags: ['group'],
            page: ui('groups'),
          },
          {
            name: 'm365/directory/devices',
            displayName: 'Devices',
            features: ['M365'],
            tags: ['device'],
            page: ui('devices'),
          },
          {
            name: 'm365/directory/joiners-leavers',
            displayName: 'Joiners and leavers',
            features: ['M365'],
            tags: ['joiner', 'leaver', 'onboarding'],
            page: ui('joiners-leavers'),
          },
        ],
      },
      {
        name: 'm365/team-calls',
        displayName: 'Team calls',
        features: ['M365'],
        tags: ['teams', 'calls'],
        page: ui('team-calls'),
      },
      {
        name: 'm365/file-sharing-settings',
        displayName: 'File sharing settings',
        features: ['M365', 'SECURITY'],
        tags: ['sharing', 'tenant settings'],
        page: ui('tenant-settings-file-sharing'),
      },
      {
        name: 'm365/third-party-apps',
        displayName: 'Third-party apps',
        features: ['M365', 'SECURITY'],
        tags: ['apps', 'consent'],
        page: ui('third-party-apps'),
      },
    ],
  },
  {
    name: 'recommendations',
    displayName: 'Recommendations',
    icon: 'lightbulb',
    features: ['RECOMMENDATIONS'],
    description: 'Savings with money attached',
    children: [
      {
        name: 'recommendations/summary',
        displayName: 'Summary',
        features: ['RECOMMENDATIONS'],
        tags: ['savings'],
        page: ui('recommendations-summary'),
      },
      {
        name: 'recommendations/m365',
        displayName: 'Microsoft 365',
        features: ['RECOMMENDATIONS', 'M365'],
        tags: ['savings', 'licence'],
        page: tabbed([
          uiTab('Open', 'recommendations-m365', 'Open recommendations'),
          uiTab('Archive', 'recommendations-m365-archive', 'Done or dismissed recommendations'),
        ]),
      },
      {
        name: 'recommendations/azure',
        displayName: 'Azure',
        features: ['RECOMMENDATIONS', 'AZURE'],
        tags: ['savings', 'rightsizing', 'idle'],
        page: tabbed([
          uiTab('Open', 'recommendations-azure', 'Rightsizing and idle resources'),
          uiTab('Archive', 'recommendations-azure-archive', 'Done or dismissed recommendations'),
        ]),
      },
      {
        name: 'recommendations/directory',
        displayName: 'Directory',
        features: ['RECOMMENDATIONS', 'M365'],
        page: ui('directory-recommendations'),
      },
      {
        name: 'recommendations/aws',
        displayName: 'AWS cost management',
        features: ['RECOMMENDATIONS'],
        personas: ['Admin', 'IT'],
        page: ui('recommendations-aws'),
      },
    ],
  },
  {
    name: 'security',
    displayName: 'Security',
    icon: 'shield',
    features: ['SECURITY'],
    children: [
      {
        name: 'security/secure-score',
        displayName: 'Secure Score',
        features: ['SECURITY'],
        tags: ['secure score', 'security'],
        page: tabbed([
          uiTab('Score', 'security-score', 'Secure Score over time'),
          uiTab('Profiles', 'secure-score-profiles', 'Improvement actions by profile'),
        ]),
      },
      {
        name: 'security/copilot-readiness',
        displayName: 'Copilot readiness',
        features: ['SECURITY', 'M365'],
        tags: ['copilot', 'ai'],
        page: ui('copilot-score'),
      },
      {
        name: 'security/alerts',
        displayName: 'Security alerts',
        features: ['SECURITY'],
        tags: ['alert'],
        page: ui('security-alerts'),
      },
      {
        // A feature outside the tenant's licence: the page says so and what to do.
        name: 'security/cloud-app-discovery',
        displayName: 'Cloud app discovery',
        description: 'Shadow IT: the cloud apps your users reach without approval.',
        features: ['SECURITY'],
        tags: ['shadow it', 'cloud apps'],
        page: ui('unlicensed'),
      },
    ],
  },
  {
    name: 'monitoring',
    displayName: 'Alerts and health',
    icon: 'bell',
    children: [
      {
        name: 'monitoring/alerts',
        displayName: 'Alerts',
        tags: ['alert', 'notification'],
        page: tabbed([
          uiTab('Alerts', 'alerts', 'Raised alerts'),
          uiTab('Definitions', 'alert-definitions', 'What raises an alert'),
          uiTab('E-mails sent', 'mail-deliveries', 'What the alerts sent by e-mail'),
        ]),
      },
      {
        name: 'monitoring/metrics',
        displayName: 'Metrics',
        personas: ['Admin', 'IT'],
        page: tabbed([
          uiTab('Metric alerts', 'metric-alerts', 'Alerts on metrics'),
          uiTab('Definitions', 'metric-definitions', 'Metric definitions'),
          uiTab('Customer metrics', 'customer-metrics', 'Metrics defined for this tenant'),
        ]),
      },
      {
        name: 'monitoring/service-health',
        displayName: 'Service health',
        tags: ['health', 'outage'],
        page: ui('service-health'),
      },
    ],
  },
  {
    name: 'insights',
    displayName: 'Insights',
    icon: 'chart',
    children: [
      {
        name: 'insights/invoice',
        displayName: 'Invoice analysis',
        description: 'Reseller invoices by billing period',
        tags: ['invoice', 'billing'],
        personas: ['Admin', 'Finance'],
        assistanceSrc: '/media/videos/saved-views.webm',
        page: report('azure-invoice', ['invoice']),
      },
      {
        name: 'insights/report-examples',
        displayName: 'Report examples',
        description: 'What the report view shows when a report cannot be shown',
        children: [
          {
            name: 'insights/report-examples/chargeback',
            displayName: 'Chargeback',
            description: 'A report this tenant is not licensed for',
            tags: ['report', 'chargeback'],
            page: report('azure-chargeback'),
          },
          {
            name: 'insights/report-examples/cost-forecast',
            displayName: 'Cost forecast',
            description: 'A report set to open a page it does not have',
            tags: ['report', 'forecast'],
            page: report('azure-cost-forecast'),
          },
          {
            name: 'insights/report-examples/cost-archive',
            displayName: 'Cost archive',
            description: 'A report whose embed token has expired',
            tags: ['report', 'archive'],
            page: report('azure-cost-archive'),
          },
        ],
      },
      {
        name: 'insights/usage-score',
        displayName: 'Usage score',
        tags: ['adoption'],
        page: tabbed([
          uiTab('Score', 'usage-score', 'How well the tenant uses what it pays for'),
          uiTab('Assessment', 'usage-assessment', 'Answers behind the score'),
          uiTab('Questionnaire', 'license-questionnaire', 'Licence needs questionnaire'),
        ]),
      },
      {
        name: 'insights/dashboard',
        displayName: 'Dashboard',
        tags: ['dashboard'],
        page: ui('home-dashboard-2'),
      },
      {
        name: 'insights/my-dashboard',
        displayName: 'My dashboard',
        description: 'A dashboard of the tiles you choose',
        tags: ['dashboard', 'tiles'],
        page: ui('dynamic-dashboard'),
      },
    ],
  },
  {
    name: 'configuration',
    displayName: 'Configuration',
    icon: 'settings',
    personas: ['Admin', 'IT'],
    children: [
      {
        name: 'configuration/users',
        displayName: 'Users',
        tags: ['users', 'access'],
        page: ui('config-users'),
      },
      { name: 'configuration/tags', displayName: 'Tags', tags: ['tags'], page: ui('tags') },
      { name: 'configuration/rules', displayName: 'Rules', page: ui('rules') },
      { name: 'configuration/pipelines', displayName: 'Pipelines', page: ui('pipelines') },
      // Staged before its screen ships: the portal shows the not-yet-implemented notice.
      { name: 'configuration/cost-allocation', displayName: 'Cost allocation', tags: ['wip'] },
      { name: 'configuration/worker-profiles', displayName: 'Worker profiles', page: ui('worker-profiles') },
      {
        name: 'configuration/automate-endpoints',
        displayName: 'Automation endpoints',
        page: ui('automate-endpoints'),
      },
    ],
  },
  {
    name: 'partner',
    displayName: 'Partner',
    icon: 'handshake',
    personas: ['Admin'],
    children: [
      { name: 'partner/overview', displayName: 'Provider overview', page: ui('provider-overview') },
      { name: 'partner/customers', displayName: 'Customers', page: ui('customers') },
      { name: 'partner/resellers', displayName: 'Resellers', page: ui('resellers') },
      { name: 'partner/invoices', displayName: 'Invoices', page: ui('invoices') },
      {
        name: 'partner/reseller-customers',
        displayName: 'Reseller customers',
        page: ui('reseller-customers'),
      },
    ],
  },
];

/** The videos area (/informational-videos-main-dashboard); its default child is 'overview'. */
export const VIDEOS_MENU: MenuNode[] = [
  {
    name: 'overview',
    displayName: 'Getting started',
    description: 'A tour of the portal',
    icon: 'play',
    tags: ['video', 'tour'],
    assistanceSrc: '/media/videos/overview.webm',
    page: ui('product-home', '/media/videos/overview.webm'),
  },
  {
    name: 'cost-management',
    displayName: 'Cost management',
    description: 'The monthly cost report and cost by service',
    icon: 'play',
    tags: ['video', 'cost'],
    assistanceSrc: '/media/videos/cost-overview.webm',
    page: ui('product-home', '/media/videos/cost-overview.webm'),
  },
  {
    name: 'licence-optimisation',
    displayName: 'Licence optimisation',
    description: 'Finding unassigned and inactive seats',
    icon: 'play',
    tags: ['video', 'licence'],
    assistanceSrc: '/media/videos/licences.webm',
    page: ui('product-home', '/media/videos/licences.webm'),
  },
  {
    name: 'saved-views',
    displayName: 'Reports and saved views',
    description: 'Report pages, filters and views of your own',
    icon: 'play',
    tags: ['video', 'report'],
    assistanceSrc: '/media/videos/saved-views.webm',
    page: ui('product-home', '/media/videos/saved-views.webm'),
  },
  {
    name: 'search',
    displayName: 'Search',
    description: 'Finding a page or a tab by its name',
    icon: 'play',
    tags: ['video', 'search'],
    assistanceSrc: '/media/videos/search.webm',
    page: ui('product-home', '/media/videos/search.webm'),
  },
  {
    name: 'assistant',
    displayName: 'Chat assistant',
    description: 'Questions about your own cost and licence data',
    icon: 'play',
    tags: ['video', 'assistant'],
    assistanceSrc: '/media/videos/assistant.webm',
    page: ui('product-home', '/media/videos/assistant.webm'),
  },
];
