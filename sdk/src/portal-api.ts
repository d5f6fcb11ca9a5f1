import { call, custom } from './operation-binding.ts';

/**
 * The portal's REST client as a table: each method by group, the contract operation it calls and
 * how its arguments map onto the request (`call`, see `Arg` in operation-binding.ts). The method,
 * path and answer of every operation come from the contract's operation table (`OPERATIONS`,
 * written by `pnpm generate`); `createPortalClient` binds this table with one function, and the
 * pacts' coverage check reads it to know which operation a method of the SDK calls. The three
 * `custom` methods are written out in portal-client.ts: the two sign-in calls (a 300 answer is a
 * tenant choice, not a failure) and the terms document (a URL of the settings, not a path).
 */
export const PORTAL_API = {
  auth: {
    /** Sign in with the identity provider's token (single tenant). */
    login: custom('login'),
    /** Sign in to the tenant picked at /tenant. */
    loginToTenant: custom('loginToTenant'),
    /**
     * Switches the signed-in user to another of their tenants: a fresh app token for it, and the
     * refresh cookie moves to that tenant.
     */
    switchTenant: call('switchTenant', ['body:tenantId'], { credentials: 'include' }),
    /**
     * A new app token from the refresh cookie; a reload's restore also names the opened page and
     * gets its menu and description with it (`startup`).
     */
    refresh: call('refreshToken', ['body'], { credentials: 'include' }),
    /** Revokes the refresh cookie. */
    logout: call('logout', [], { credentials: 'include' }),
  },
  account: {
    get: call('getAccount'),
    whois: call('whois'),
    tenants: call('listTenants'),
    acceptEula: call('acceptEula'),
    cspCustomerSettings: call('getCspCustomerSettings'),
    featuresStatus: call('getFeaturesStatus'),
    sendEmailNotification: call('sendEmailNotification', ['body']),
    /**
     * The terms document as text from the `eula` URL of the portal settings. Only http(s) URLs are
     * followed; a relative URL is read against the backend.
     */
    eulaDocument: custom('getEulaDocument'),
  },
  portal: {
    menu: call('getMenu', ['query'], { query: { preview: false } }),
    breadcrumb: call('getBreadcrumb', ['path:id']),
    page: call('getPage', ['path:id', 'query'], { query: { preview: false } }),
    search: call('searchMenu', ['query:query', 'query'], { query: { preview: false } }),
    submitFeedback: call('submitFeedback', ['body']),
    lastAccessed: call('getLastAccessed'),
    topAccessed: call('getTopAccessed'),
  },
  settings: {
    get: call('getPortalSettings'),
    updateGeneral: call('updateGeneralSettings', ['body']),
    partnerSyncClean: call('partnerSyncClean'),
    partnerSyncCore: call('partnerSyncCore'),
    office365: call('getOffice365Settings'),
    updateOffice365: call('updateOffice365Settings', ['body']),
    testOffice365Connection: call('testOffice365Connection', ['body']),
    testOffice365Permissions: call('testOffice365Permissions'),
    addOffice365Permissions: call('addOffice365Permissions', ['header:X-MS-Token']),
    updateEnterpriseAgreement: call('updateEnterpriseAgreementSettings', ['body']),
    resetEnterpriseAgreement: call('resetEnterpriseAgreementSettings'),
    updateMonitoring: call('updateMonitoringSettings', ['body']),
    testMonitoring: call('testMonitoringSettings', ['body']),
    storeTokenCredential: call('storeTokenCredential', ['body']),
    activateTenant: call('activateTenant', ['body']),
    testAccess: call('testAccess'),
    testTagAccess: call('testTagAccess'),
    tagCoverage: call('getTagCoverage'),
    systemMessages: call('getSystemMessages'),
    partner: call('getPartnerSettings'),
    updatePartner: call('updatePartnerSettings', ['body']),
    updatePartnerIntegration: call('updatePartnerIntegration', ['body']),
    testPartnerIntegration: call('testPartnerIntegration', ['body']),
    securePartnerCustomer: call('securePartnerCustomer', ['path:id']),
    featureState: call('getFeatureState'),
    extraFeatures: call('getExtraFeatures'),
    reportFeatures: call('getReportFeatures'),
    activateFeatures: call('activateFeatures', ['body']),
    licences: call('listLicenses'),
    activatedLicences: call('listActivatedLicenses'),
    licenceDefinitions: call('listLicenseDefinitions'),
    activateLicence: call('activateLicense', ['query:licenseKey']),
    deactivateLicence: call('deactivateLicense', ['query:licenseKey']),
    /** The FOCUS cost exports imported into the tenant, newest first. */
    focusImports: call('listFocusImports'),
    /** Imports a FOCUS CSV export (multipart field 'file'): all of it, or nothing with line and column named. */
    importFocus: call('importFocusExport', ['file']),
    /** The rates money figures convert with: the loaded ECB rates or the fixed set. */
    exchangeRates: call('getExchangeRates'),
    /** Loads the ECB reference rates CSV (history or the day's), replacing the tenant's rates. */
    loadExchangeRates: call('loadExchangeRates', ['file']),
    clearExchangeRates: call('clearExchangeRates'),
    /** The tenant's stored files, without their bytes (settings managers; paged on the server). */
    files: call('listFiles', ['query']),
    /** Multipart upload with the one field 'file' carrying the file and its name. */
    uploadFile: call('uploadFile', ['path:id', 'file']),
    file: call('getFile', ['path:id']),
    deleteFile: call('deleteFile', ['path:id']),
    fileContent: call('getFileContent', ['path:id'], { parseAs: 'blob' }),
    branding: call('getBranding'),
    m365UserToken: call('getM365UserToken', ['query']),
    storeM365UserToken: call('storeM365UserToken', ['body', 'header:X-MS-Token']),
  },
  costs: {
    /** Sums of the tenant's cost (exact decimal strings), by period and dimension. */
    query: call('queryCosts', ['query']),
    /** A month against the month before, the change split into usage and price effects. */
    changes: call('explainCostChanges', ['query']),
    /** One page of the tenant's resources with their cost: paged, sorted, filtered and searched on the server. */
    resources: call('listCostResources', ['query']),
    /** The current month at a glance: month to date, forecast, budget statuses and open savings. */
    summary: call('getCostSummary', ['query']),
    /** Budgets with this month's actual and forecast and twelve months of history (paged on the server). */
    budgets: call('listBudgets', ['query']),
    /** Cost anomalies, explained by usage and price (paged on the server). */
    anomalies: call('listCostAnomalies', ['query']),
    /** Shared-cost rules and a month's allocations, exact to the cent. */
    shared: call('listSharedCosts', ['query']),
    /** Reservations and savings plans with a month's utilisation and savings (paged on the server). */
    commitments: call('listCommitments', ['query']),
    /** Enterprise-agreement enrollments with their prepayment, consumption and balance. */
    enrollments: call('listEnrollments', ['query']),
    /** Consumption against the macro commitment, month by month, with a projection. */
    burnDown: call('getCommitmentBurnDown'),
    /** Endpoints of the tenant's resources (paged on the server). */
    endpoints: call('listResourceEndpoints', ['query']),
    /** Role assignments of users on subscriptions, with the subscriptions' cost (paged on the server). */
    subscriptionUsers: call('listSubscriptionUsers', ['query']),
  },
  office: {
    /** Office suite users with licences and activity (paged on the server). */
    users: call('listOfficeUsers', ['query']),
    /** Seats per licence with the waste priced. */
    licences: call('getOfficeLicences'),
    /** Directory groups (paged on the server). */
    groups: call('listOfficeGroups', ['query']),
    /** Registered devices (paged on the server). */
    devices: call('listOfficeDevices', ['query']),
    /** Team calls and meetings (paged on the server). */
    calls: call('listTeamCalls', ['query']),
    /** Daily activity of a workload. */
    usage: call('getOfficeUsage', ['path:workload', 'query']),
    /** Joiners and leavers with the licence reclaim (paged on the server). */
    joinersLeavers: call('listJoinersLeavers', ['query']),
    /** File-sharing settings against the recommended values. */
    sharingSettings: call('getSharingSettings'),
    /** Third-party apps with consent (paged on the server). */
    apps: call('listThirdPartyApps', ['query']),
  },
  recommendations: {
    /** Recommendations of one source, open or archived (paged on the server). */
    list: call('listRecommendations', ['query']),
    /** Recommendations per source with their savings. */
    summary: call('getRecommendationSummary'),
    /** Set a recommendation's state (admin users). */
    update: call('updateRecommendation', ['path:id', 'body']),
  },
  scores: {
    /** The Secure Score with history and actions. */
    secure: call('getSecureScore'),
    /** Secure score profiles. */
    secureProfiles: call('listSecureScoreProfiles'),
    /** Copilot readiness. */
    copilot: call('getCopilotScore'),
    /** The usage score and assessment. */
    usage: call('getUsageScore'),
    /** The licence questionnaire as last saved. */
    questionnaire: call('getLicenceQuestionnaire'),
    /** Save the licence questionnaire (admin users). */
    saveQuestionnaire: call('saveLicenceQuestionnaire', ['body']),
  },
  alerts: {
    /** Alerts raised in the tenant (paged on the server). */
    list: call('listAlerts', ['query']),
    /** Acknowledge or resolve an alert (admin users). */
    update: call('updateAlert', ['path:id', 'body']),
    /** The e-mails the portal sent, is sending or could not send (admin users). */
    mailDeliveries: call('listMailDeliveries', ['query']),
    /** Alert definitions (paged on the server). */
    listDefinitions: call('listAlertDefinitions', ['query']),
    /** Create a alert definition (admin users). */
    createDefinition: call('createAlertDefinition', ['body']),
    /** Change a alert definition (admin users). */
    updateDefinition: call('updateAlertDefinition', ['path:id', 'body']),
    /** Delete a alert definition (admin users). */
    deleteDefinition: call('deleteAlertDefinition', ['path:id']),
    /** Security alerts, filtered by severity and status (paged on the server). */
    security: call('listSecurityAlerts', ['query']),
  },
  subscriptions: {
    /** The signed-in user's scheduled e-mails of screens and saved views. */
    list: call('listSubscriptions'),
    /** Subscribe to a screen or a saved view, daily, weekly or monthly. */
    create: call('createSubscription', ['body']),
    /** Unsubscribe (from the portal). */
    remove: call('deleteSubscription', ['path:id']),
    /** Send a subscription's e-mail now. */
    send: call('sendSubscription', ['path:id']),
    /** What an e-mail's unsubscribe link stops (no sign-in needed). */
    describeUnsubscribe: call('describeUnsubscribe', ['query:token']),
    /** Unsubscribe with an e-mail's link (no sign-in needed). */
    unsubscribe: call('unsubscribe', ['query:token']),
  },
  metrics: {
    /** Alerts fired by metric definitions (paged on the server). */
    alerts: call('listMetricAlerts', ['query']),
    /** Metric definitions (paged on the server). */
    listDefinitions: call('listMetricDefinitions', ['query']),
    /** Create a metric definition (admin users). */
    createDefinition: call('createMetricDefinition', ['body']),
    /** Change a metric definition (admin users). */
    updateDefinition: call('updateMetricDefinition', ['path:id', 'body']),
    /** Delete a metric definition (admin users). */
    deleteDefinition: call('deleteMetricDefinition', ['path:id']),
    /** The tenant's own figures with the previous period and the change. */
    customer: call('getCustomerMetrics'),
    /** Incidents and advisories of the cloud services, with a status per service. */
    serviceHealth: call('getServiceHealth'),
  },
  config: {
    /** Pipelines (paged on the server). */
    listPipelines: call('listPipelines', ['query']),
    /** Create a pipeline (admin users). */
    createPipeline: call('createPipeline', ['body']),
    /** Change a pipeline (admin users). */
    updatePipeline: call('updatePipeline', ['path:id', 'body']),
    /** Delete a pipeline (admin users). */
    deletePipeline: call('deletePipeline', ['path:id']),
    /** A pipeline's runs, the newest first. */
    listPipelineRuns: call('listPipelineRuns', ['path:id', 'query']),
    /** The events posted to an automation endpoint, the newest first (admin users). */
    listAutomateEndpointDeliveries: call('listAutomateEndpointDeliveries', ['path:id', 'query']),
    /** One run of a pipeline. */
    getPipelineRun: call('getPipelineRun', ['path:id', 'path:runId']),
    /** Run a pipeline now (admin users); answers the run, queued. */
    runPipeline: call('runPipeline', ['path:id']),
    /** Check a pipeline's storage before saving it (admin users): what was found, or what failed. */
    checkPipelineStorage: call('checkPipelineStorage', ['body']),
    /** Portal users (paged on the server). */
    listUsers: call('listConfigUsers', ['query']),
    /** Create a portal user (admin users). */
    createUser: call('createConfigUser', ['body']),
    /** Change a portal user (admin users). */
    updateUser: call('updateConfigUser', ['path:id', 'body']),
    /** Delete a portal user (admin users). */
    deleteUser: call('deleteConfigUser', ['path:id']),
    /** Tag rules (paged on the server). */
    listTagRules: call('listTagRules', ['query']),
    /** Create a tag rule (admin users). */
    createTagRule: call('createTagRule', ['body']),
    /** Change a tag rule (admin users). */
    updateTagRule: call('updateTagRule', ['path:id', 'body']),
    /** Delete a tag rule (admin users). */
    deleteTagRule: call('deleteTagRule', ['path:id']),
    /** Cost rules (paged on the server). */
    listCostRules: call('listCostRules', ['query']),
    /** Create a cost rule (admin users). */
    createCostRule: call('createCostRule', ['body']),
    /** Change a cost rule (admin users). */
    updateCostRule: call('updateCostRule', ['path:id', 'body']),
    /** Delete a cost rule (admin users). */
    deleteCostRule: call('deleteCostRule', ['path:id']),
    /** Worker profiles (paged on the server). */
    listWorkerProfiles: call('listWorkerProfiles', ['query']),
    /** Create a worker profile (admin users). */
    createWorkerProfile: call('createWorkerProfile', ['body']),
    /** Change a worker profile (admin users). */
    updateWorkerProfile: call('updateWorkerProfile', ['path:id', 'body']),
    /** Delete a worker profile (admin users). */
    deleteWorkerProfile: call('deleteWorkerProfile', ['path:id']),
    /** Automation endpoints (paged on the server). */
    listAutomateEndpoints: call('listAutomateEndpoints', ['query']),
    /** Create a automation endpoint (admin users). */
    createAutomateEndpoint: call('createAutomateEndpoint', ['body']),
    /** Change a automation endpoint (admin users). */
    updateAutomateEndpoint: call('updateAutomateEndpoint', ['path:id', 'body']),
    /** Delete a automation endpoint (admin users). */
    deleteAutomateEndpoint: call('deleteAutomateEndpoint', ['path:id']),
  },
  reports: {
    customReports: call('listCustomReports'),
    customDashboards: call('listCustomDashboards'),
    embedToken: call('createEmbedToken', ['body']),
    reportSettings: call('getReportSettings', ['path:type']),
    customReportEmbedToken: call('getCustomReportEmbedToken', ['path:id']),
    customReportSettings: call('getCustomReportSettings', ['path:id']),
  },
  chat: {
    settings: call('getChatSettings'),
    create: call('createChat'),
    restore: call('restoreChat'),
    generate: call('generateAnswer', ['body']),
    followup: call('getFollowupQuestions', ['body:chatId']),
  },
  audit: {
    /**
     * Sends credentials; callers ignore failures (spec: audit failures are swallowed). The event
     * outlives its page: a navigation event sent just before the user moves on is still recorded.
     */
    event: call('recordAuditEvent', ['body'], { credentials: 'include', keepalive: true }),
    reportView: call('logReportView', ['body']),
    logout: call('logLogout'),
    keepalive: call('keepalive'),
  },
} as const;
