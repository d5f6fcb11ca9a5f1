import type { ComponentType } from 'react';
import { prefetchScreenQuery, type ScreenReads } from '../data/screen-queries.ts';
import { OVERVIEW_QUERIES } from '../features/cost/screens/overview-queries.ts';
import { LoadedModule } from '../lib/loaded-module.ts';
import type { ScreenDefinition, ScreenProps } from '../lib/screen.ts';

export type { ScreenDefinition, ScreenProps } from '../lib/screen.ts';

const moved = () => import('./moved-screen.tsx');

/** A screen module's named export as the lazy default the registry loads. */
const named =
  <M extends Record<string, unknown>>(
    load: () => Promise<M>,
    name: keyof M & string,
  ): ScreenDefinition['load'] =>
  () =>
    load().then((module) => ({ default: module[name] as ComponentType<ScreenProps> }));

const define = (
  load: ScreenDefinition['load'],
  entries: [string, string, string][],
  queries?: ScreenDefinition['queries'],
): ScreenDefinition[] =>
  entries.map(([key, title, description]) => ({
    key,
    title,
    description,
    load,
    ...(queries ? { queries } : {}),
  }));

/**
 * The screens a ui page or tab names by component key (spec section 2, lazy content screens).
 * One registry: the dynamic page, the menu and the unknown-key placeholder all read it.
 */
export const SCREENS: readonly ScreenDefinition[] = [
  ...define(
    () => import('../features/operations/screens/alerts-screen.tsx'),
    [['alerts', 'Alerts', 'Raised alerts.']],
  ),
  ...define(
    () => import('../features/operations/screens/alert-definitions-screen.tsx'),
    [['alert-definitions', 'Alert definitions', 'What raises an alert.']],
  ),
  ...define(
    () => import('../features/operations/screens/mail-deliveries-screen.tsx'),
    [['mail-deliveries', 'E-mails sent', 'What the alerts and the portal sent by e-mail.']],
  ),
  ...define(
    () => import('../features/operations/screens/security-alerts-screen.tsx'),
    [['security-alerts', 'Security alerts', 'Security alerts of the tenant.']],
  ),
  ...define(
    () => import('../features/operations/screens/metric-alerts-screen.tsx'),
    [['metric-alerts', 'Metric alerts', 'Alerts on metrics.']],
  ),
  ...define(
    () => import('../features/operations/screens/metric-definitions-screen.tsx'),
    [['metric-definitions', 'Metric definitions', 'Metric definitions.']],
  ),
  ...define(
    () => import('../features/operations/screens/customer-metrics-screen.tsx'),
    [['customer-metrics', 'Customer metrics', 'Metrics defined for this tenant.']],
  ),
  ...define(
    () => import('../features/operations/screens/service-health-screen.tsx'),
    [['service-health', 'Service health', 'Incidents and advisories of the cloud services.']],
  ),
  ...define(
    () => import('../features/operations/screens/pipelines-screen.tsx'),
    [['pipelines', 'Pipelines', 'Data pipelines feeding the portal.']],
  ),
  ...define(
    () => import('../features/operations/screens/config-users-screen.tsx'),
    [['config-users', 'Users', 'Who can use the portal, with which personas.']],
  ),
  ...define(
    () => import('../features/operations/screens/tags-screen.tsx'),
    [['tags', 'Tags', 'Tag rules and coverage.']],
  ),
  ...define(
    () => import('../features/operations/screens/rules-screen.tsx'),
    [['rules', 'Rules', 'Rules applied to cost data.']],
  ),
  ...define(
    () => import('../features/operations/screens/worker-profiles-screen.tsx'),
    [['worker-profiles', 'Worker profiles', 'Profiles of workers for licence planning.']],
  ),
  ...define(
    () => import('../features/operations/screens/automate-endpoints-screen.tsx'),
    [['automate-endpoints', 'Automation endpoints', 'Endpoints that receive portal events.']],
  ),
  ...define(
    named(() => import('../features/office/screens/office-lists.tsx'), 'LicenceUsersScreen'),
    [['license-users', 'Licence users', 'Users with their licences and last activity.']],
  ),
  ...define(
    named(() => import('../features/office/screens/office-lists.tsx'), 'GroupsScreen'),
    [['groups', 'Groups', 'Microsoft 365 groups and their members.']],
  ),
  ...define(
    named(() => import('../features/office/screens/office-lists.tsx'), 'DevicesScreen'),
    [['devices', 'Devices', 'Devices registered in the directory.']],
  ),
  ...define(
    named(() => import('../features/office/screens/office-lists.tsx'), 'TeamCallsScreen'),
    [['team-calls', 'Team calls', 'Teams calls and meetings.']],
  ),
  ...define(
    named(() => import('../features/office/screens/office-lists.tsx'), 'JoinersLeaversScreen'),
    [['joiners-leavers', 'Joiners and leavers', 'Accounts created and removed, with their licences.']],
  ),
  ...define(
    named(() => import('../features/office/screens/office-lists.tsx'), 'ThirdPartyAppsScreen'),
    [['third-party-apps', 'Third-party apps', 'Apps with consent to your data.']],
  ),
  ...define(
    () => import('../features/office/screens/licences-screen.tsx'),
    [['licenses', 'Licences', 'Purchased, assigned and active seats per SKU, with waste priced.']],
  ),
  ...define(
    () => import('../features/office/screens/usage-screen.tsx'),
    [
      ['usage-overview', 'Usage overview', 'Active users per workload.'],
      ['usage-team-collaboration', 'Team collaboration', 'Teams chats, channels and meetings.'],
      ['usage-mail', 'Mail usage', 'Mailbox activity.'],
      ['usage-file-sharing', 'File sharing', 'OneDrive and SharePoint activity.'],
    ],
  ),
  ...define(
    () => import('../features/office/screens/sharing-settings-screen.tsx'),
    [['tenant-settings-file-sharing', 'File sharing settings', 'Sharing settings of the tenant.']],
  ),
  ...define(
    () => import('../features/recommendations/screens/recommendations-screen.tsx'),
    [
      ['recommendations-m365', 'Microsoft 365 recommendations', 'Open licence and usage recommendations.'],
      [
        'recommendations-azure',
        'Azure recommendations',
        'Rightsizing and idle resources with money attached.',
      ],
      [
        'recommendations-m365-archive',
        'Archived Microsoft 365 recommendations',
        'Done or dismissed recommendations.',
      ],
      [
        'recommendations-azure-archive',
        'Archived Azure recommendations',
        'Done or dismissed recommendations.',
      ],
      ['directory-recommendations', 'Directory recommendations', 'Directory hygiene recommendations.'],
      [
        'recommendations-aws',
        'AWS cost management recommendations',
        'Recommendations from another cloud vendor.',
      ],
    ],
  ),
  ...define(
    () => import('../features/recommendations/screens/summary-screen.tsx'),
    [['recommendations-summary', 'Recommendations summary', 'Savings across all recommendations.']],
  ),
  ...define(
    named(() => import('../features/scores/screens/score-screens.tsx'), 'SecurityScoreScreen'),
    [['security-score', 'Security score', 'Secure Score over time.']],
  ),
  ...define(
    named(() => import('../features/scores/screens/score-screens.tsx'), 'SecureScoreProfilesScreen'),
    [['secure-score-profiles', 'Secure score profiles', 'Improvement actions by profile.']],
  ),
  ...define(
    named(() => import('../features/scores/screens/score-screens.tsx'), 'CopilotScoreScreen'),
    [['copilot-score', 'Copilot score', 'Readiness for Microsoft 365 Copilot.']],
  ),
  ...define(
    named(() => import('../features/scores/screens/score-screens.tsx'), 'UsageScoreScreen'),
    [['usage-score', 'Usage score', 'How well the tenant uses what it pays for.']],
  ),
  ...define(
    named(() => import('../features/scores/screens/score-screens.tsx'), 'UsageAssessmentScreen'),
    [['usage-assessment', 'Usage assessment', 'The answers behind the usage score.']],
  ),
  ...define(
    () => import('../features/scores/screens/questionnaire-screen.tsx'),
    [['license-questionnaire', 'Licence questionnaire', 'Licence needs questionnaire.']],
  ),
  ...define(
    () => import('./unlicensed-screen.tsx'),
    [['unlicensed', 'Unlicensed feature', 'This feature is not part of your licence.']],
  ),
  ...define(
    () => import('../features/cost/screens/overview-screen.tsx'),
    [['product-home', 'Overview', 'Your cloud spend, licences and savings at a glance.']],
    Object.values(OVERVIEW_QUERIES),
  ),
  ...define(
    () => import('../features/cost/screens/cost-changes-screen.tsx'),
    [
      [
        'cost-focus-overview',
        'Cost by service',
        'This month against the last, explained by usage and price.',
      ],
    ],
  ),
  ...define(
    () => import('../features/cost/screens/subscriptions-screen.tsx'),
    [['subscriptions', 'Subscriptions', 'Subscriptions with their monthly cost.']],
  ),
  ...define(
    () => import('../features/cost/screens/resources-screen.tsx'),
    [['resources', 'Resources', 'Every resource with its cost and region.']],
  ),
  ...define(
    () => import('../features/cost/screens/subscription-users-screen.tsx'),
    [['user-subscriptions', 'User subscriptions', 'Subscriptions per user.']],
  ),
  ...define(
    () => import('../features/cost/screens/enrollments-screen.tsx'),
    [['enrollments', 'Enrollments', 'Enterprise-agreement enrollments and their balance.']],
  ),
  ...define(
    () => import('../features/cost/screens/budgets-screen.tsx'),
    [['budgets', 'Budgets', 'Budgets with actual and forecast spend.']],
  ),
  ...define(
    () => import('../features/cost/screens/shared-costs-screen.tsx'),
    [['shared-costs', 'Shared costs', 'Allocation rules for shared costs and their results.']],
  ),
  ...define(
    () => import('../features/cost/screens/commitments-screen.tsx'),
    [
      ['ri-sp-contracts', 'Reservations and savings plans', 'Coverage and utilisation of commitments.'],
      ['ea-reservations', 'EA reservations', 'Enterprise-agreement reservations.'],
    ],
  ),
  ...define(
    () => import('../features/cost/screens/endpoints-screen.tsx'),
    [['resources-endpoints', 'Resources and endpoints', 'Public endpoints of your resources.']],
  ),
  ...define(
    () => import('../features/cost/screens/project-costs-screen.tsx'),
    [['project-costs', 'Project costs', 'Cost per project tag.']],
  ),
  ...define(
    () => import('../features/cost/screens/anomalies-screen.tsx'),
    [['anomalies', 'Anomalies', 'Unexpected cost changes, explained by usage and price.']],
  ),
  ...define(
    () => import('../features/cost/screens/financial-summary-screen.tsx'),
    [['financial-summary', 'Financial summary', 'Invoiced amounts per billing period.']],
  ),
  ...define(
    () => import('../features/cost/screens/dynamic-dashboard-screen.tsx'),
    [['dynamic-dashboard', 'Dashboard', 'A dashboard of your own tiles.']],
  ),
  ...define(
    () => import('../features/cost/screens/home-dashboard-screen.tsx'),
    [['home-dashboard-2', 'Dashboard', 'Spend, savings and licence waste on one page.']],
  ),
  ...define(
    () => import('../features/cost/screens/burn-down-screen.tsx'),
    [['macro-commitment', 'Commitment tracking', 'Consumption against the macro commitment.']],
  ),
  ...define(moved, [
    ['provider-overview', 'Provider overview', 'The provider overview.'],
    ['customers', 'Customers', 'The customer list.'],
    ['resellers', 'Resellers', 'The reseller list.'],
    ['invoices', 'Invoices', 'The partner invoices.'],
    ['reseller-customers', 'Reseller customers', 'The customers of resellers.'],
  ]),
];

const BY_KEY = new Map(SCREENS.map((screen) => [screen.key, screen]));

/** The screen of a component key; undefined for an unknown key (the error placeholder shows). */
export function findScreen(key: string | undefined): ScreenDefinition | undefined {
  return key ? BY_KEY.get(key) : undefined;
}

const MODULES = new Map<ScreenDefinition['load'], LoadedModule<ComponentType<ScreenProps>>>();

/**
 * A screen's code, one load per chunk shared by the screens it holds: started early at start-up
 * (main.tsx, from the hints) and read by the page that shows the screen.
 */
export function screenModule(definition: ScreenDefinition): LoadedModule<ComponentType<ScreenProps>> {
  let module = MODULES.get(definition.load);
  if (!module) {
    module = new LoadedModule(() => definition.load().then((loaded) => loaded.default));
    MODULES.set(definition.load, module);
  }
  return module;
}

/** Starts loading a screen's code (a reload's hints, the start-up); nothing for an unknown key. */
export function startScreenCode(componentKey: string | undefined): ScreenDefinition | undefined {
  const definition = findScreen(componentKey);
  if (definition) void screenModule(definition).start();
  return definition;
}

/**
 * Starts what a screen needs before its page renders it: its code and the reads it makes as it
 * opens (a reload's start-up, once the page's description is known). Nothing for an unknown key.
 */
export function prefetchScreen(reads: ScreenReads, componentKey: string | undefined): void {
  for (const query of startScreenCode(componentKey)?.queries ?? []) void prefetchScreenQuery(reads, query);
}
