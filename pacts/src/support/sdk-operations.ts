import {
  createPortalClient,
  createSavedViewsClient,
  type operations,
  type PortalClient,
  type SavedViewsClient,
} from '@portal/sdk';

/** An operationId of contracts/openapi/portal.yaml. */
export type OperationId = keyof operations;

/** The name of a GraphQL operation of contracts/graphql/operations. */
export type GraphQLOperationName =
  | 'getPbiBookmarks'
  | 'getPbiBookmarkByEntryId'
  | 'addPbiBookmark'
  | 'deletePbiBookmarks'
  | 'touchPbiBookmark';

/**
 * The operation each method of `createPortalClient` calls, by group and method. The type makes it
 * complete at compile time; `sdk-operations.test.ts` checks it against the running SDK and its source.
 */
export const REST_METHOD_OPERATIONS: {
  readonly [G in keyof PortalClient]: { readonly [M in keyof PortalClient[G]]: OperationId };
} = {
  auth: {
    login: 'login',
    loginToTenant: 'loginToTenant',
    switchTenant: 'switchTenant',
    refresh: 'refreshToken',
    logout: 'logout',
  },
  costs: {
    query: 'queryCosts',
    resources: 'listCostResources',
    changes: 'explainCostChanges',
    summary: 'getCostSummary',
    budgets: 'listBudgets',
    anomalies: 'listCostAnomalies',
    shared: 'listSharedCosts',
    commitments: 'listCommitments',
    enrollments: 'listEnrollments',
    burnDown: 'getCommitmentBurnDown',
    endpoints: 'listResourceEndpoints',
    subscriptionUsers: 'listSubscriptionUsers',
  },
  office: {
    users: 'listOfficeUsers',
    licences: 'getOfficeLicences',
    groups: 'listOfficeGroups',
    devices: 'listOfficeDevices',
    calls: 'listTeamCalls',
    usage: 'getOfficeUsage',
    joinersLeavers: 'listJoinersLeavers',
    sharingSettings: 'getSharingSettings',
    apps: 'listThirdPartyApps',
  },
  recommendations: {
    list: 'listRecommendations',
    summary: 'getRecommendationSummary',
    update: 'updateRecommendation',
  },
  scores: {
    secure: 'getSecureScore',
    secureProfiles: 'listSecureScoreProfiles',
    copilot: 'getCopilotScore',
    usage: 'getUsageScore',
    questionnaire: 'getLicenceQuestionnaire',
    saveQuestionnaire: 'saveLicenceQuestionnaire',
  },
  alerts: {
    list: 'listAlerts',
    update: 'updateAlert',
    listDefinitions: 'listAlertDefinitions',
    createDefinition: 'createAlertDefinition',
    updateDefinition: 'updateAlertDefinition',
    deleteDefinition: 'deleteAlertDefinition',
    security: 'listSecurityAlerts',
  },
  metrics: {
    alerts: 'listMetricAlerts',
    listDefinitions: 'listMetricDefinitions',
    createDefinition: 'createMetricDefinition',
    updateDefinition: 'updateMetricDefinition',
    deleteDefinition: 'deleteMetricDefinition',
    customer: 'getCustomerMetrics',
    serviceHealth: 'getServiceHealth',
  },
  config: {
    listPipelines: 'listPipelines',
    createPipeline: 'createPipeline',
    updatePipeline: 'updatePipeline',
    deletePipeline: 'deletePipeline',
    listUsers: 'listConfigUsers',
    createUser: 'createConfigUser',
    updateUser: 'updateConfigUser',
    deleteUser: 'deleteConfigUser',
    listTagRules: 'listTagRules',
    createTagRule: 'createTagRule',
    updateTagRule: 'updateTagRule',
    deleteTagRule: 'deleteTagRule',
    listCostRules: 'listCostRules',
    createCostRule: 'createCostRule',
    updateCostRule: 'updateCostRule',
    deleteCostRule: 'deleteCostRule',
    listWorkerProfiles: 'listWorkerProfiles',
    createWorkerProfile: 'createWorkerProfile',
    updateWorkerProfile: 'updateWorkerProfile',
    deleteWorkerProfile: 'deleteWorkerProfile',
    listAutomateEndpoints: 'listAutomateEndpoints',
    createAutomateEndpoint: 'createAutomateEndpoint',
    updateAutomateEndpoint: 'updateAutomateEndpoint',
    deleteAutomateEndpoint: 'deleteAutomateEndpoint',
  },
  account: {
    get: 'getAccount',
    whois: 'whois',
    tenants: 'listTenants',
    acceptEula: 'acceptEula',
    cspCustomerSettings: 'getCspCustomerSettings',
    featuresStatus: 'getFeaturesStatus',
    sendEmailNotification: 'sendEmailNotification',
    // The `eula` URL of the portal settings; the reference backend serves it as getEulaDocument.
    eulaDocument: 'getEulaDocument',
  },
  portal: {
    menu: 'getMenu',
    breadcrumb: 'getBreadcrumb',
    page: 'getPage',
    search: 'searchMenu',
    submitFeedback: 'submitFeedback',
    lastAccessed: 'getLastAccessed',
    topAccessed: 'getTopAccessed',
  },
  settings: {
    get: 'getPortalSettings',
    updateGeneral: 'updateGeneralSettings',
    partnerSyncClean: 'partnerSyncClean',
    partnerSyncCore: 'partnerSyncCore',
    updateOffice365: 'updateOffice365Settings',
    testOffice365Permissions: 'testOffice365Permissions',
    addOffice365Permissions: 'addOffice365Permissions',
    updateEnterpriseAgreement: 'updateEnterpriseAgreementSettings',
    resetEnterpriseAgreement: 'resetEnterpriseAgreementSettings',
    updateMonitoring: 'updateMonitoringSettings',
    testMonitoring: 'testMonitoringSettings',
    storeTokenCredential: 'storeTokenCredential',
    activateTenant: 'activateTenant',
    testAccess: 'testAccess',
    testTagAccess: 'testTagAccess',
    tagCoverage: 'getTagCoverage',
    systemMessages: 'getSystemMessages',
    partner: 'getPartnerSettings',
    updatePartner: 'updatePartnerSettings',
    updatePartnerIntegration: 'updatePartnerIntegration',
    testPartnerIntegration: 'testPartnerIntegration',
    securePartnerCustomer: 'securePartnerCustomer',
    featureState: 'getFeatureState',
    extraFeatures: 'getExtraFeatures',
    reportFeatures: 'getReportFeatures',
    activateFeatures: 'activateFeatures',
    licenses: 'listLicenses',
    activatedLicenses: 'listActivatedLicenses',
    licenseDefinitions: 'listLicenseDefinitions',
    activateLicense: 'activateLicense',
    deactivateLicense: 'deactivateLicense',
    focusImports: 'listFocusImports',
    importFocus: 'importFocusExport',
    files: 'listFiles',
    uploadFile: 'uploadFile',
    file: 'getFile',
    deleteFile: 'deleteFile',
    fileContent: 'getFileContent',
    branding: 'getBranding',
    m365UserToken: 'getM365UserToken',
    storeM365UserToken: 'storeM365UserToken',
  },
  reports: {
    customReports: 'listCustomReports',
    customDashboards: 'listCustomDashboards',
    embedToken: 'createEmbedToken',
    reportSettings: 'getReportSettings',
    customReportEmbedToken: 'getCustomReportEmbedToken',
    customReportSettings: 'getCustomReportSettings',
  },
  chat: {
    settings: 'getChatSettings',
    create: 'createChat',
    restore: 'restoreChat',
    generate: 'generateAnswer',
    followup: 'getFollowupQuestions',
  },
  audit: {
    event: 'recordAuditEvent',
    reportView: 'logReportView',
    logout: 'logLogout',
    keepalive: 'keepalive',
  },
};

/** The GraphQL operation each method of `createSavedViewsClient` sends. */
export const SAVED_VIEWS_METHOD_OPERATIONS: { readonly [M in keyof SavedViewsClient]: GraphQLOperationName } =
  {
    list: 'getPbiBookmarks',
    getById: 'getPbiBookmarkByEntryId',
    add: 'addPbiBookmark',
    remove: 'deletePbiBookmarks',
    touch: 'touchPbiBookmark',
  };

/** The groups of the REST client and the methods of each, as the running SDK builds them. */
export function sdkRestMethods(): ReadonlyMap<string, readonly string[]> {
  const client: Record<string, object> = createPortalClient();
  return new Map(Object.entries(client).map(([group, methods]) => [group, Object.keys(methods)]));
}

/** The methods of the saved-views client, as the running SDK builds it. */
export function sdkSavedViewsMethods(): readonly string[] {
  return Object.keys(createSavedViewsClient());
}

/** The operationId a REST client method calls, if the table has it. */
export function restOperationOf(group: string, method: string): OperationId | undefined {
  const methods: Record<string, OperationId> | undefined = (
    REST_METHOD_OPERATIONS as Record<string, Record<string, OperationId>>
  )[group];
  return methods && Object.hasOwn(methods, method) ? methods[method] : undefined;
}

/** The GraphQL operation a saved-views client method sends, if the table has it. */
export function savedViewsOperationOf(method: string): GraphQLOperationName | undefined {
  const table: Record<string, GraphQLOperationName> = SAVED_VIEWS_METHOD_OPERATIONS;
  return Object.hasOwn(table, method) ? table[method] : undefined;
}
