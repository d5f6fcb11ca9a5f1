// Generated from contracts/openapi/portal.yaml by sdk/scripts/generate.ts. Do not edit: run `pnpm generate`.

/** An operation of the contract: its method, path (a template), first tag, and a multipart body's limits. */
export interface ContractOperation {
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  readonly path: string;
  readonly tag?: string;
  /** No success answer has a body (204, or 202 without content). */
  readonly empty?: boolean;
  /** Per multipart field: the media types its encoding accepts and the size limit (x-max-bytes). */
  readonly upload?: Readonly<Record<string, { readonly accept?: readonly string[]; readonly maxBytes?: number }>>;
}

/** One field's rules as the contract's schema states them (min/max are minimum/maximum). */
export interface FieldRule {
  readonly required?: boolean;
  readonly integer?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly min?: number;
  readonly max?: number;
  /** The schema's pattern, a regular expression's source. */
  readonly pattern?: string;
  /** The schema's format: email, uri, uuid, date, date-time… */
  readonly format?: string;
  readonly options?: readonly (string | number)[];
  readonly minItems?: number;
  readonly maxItems?: number;
  /** A multipart file's size limit (x-max-bytes) and media types (its encoding). */
  readonly maxBytes?: number;
  readonly accept?: readonly string[];
}

/** Every operation of contracts/openapi/portal.yaml by its operationId. */
export const OPERATIONS = {
  login: {"method":"POST","path":"/api/auth/azure/token","tag":"auth"},
  loginToTenant: {"method":"POST","path":"/api/auth/azure/tenant/token","tag":"auth"},
  switchTenant: {"method":"POST","path":"/api/auth/tenant/switch","tag":"auth"},
  refreshToken: {"method":"POST","path":"/api/auth/refresh-token","tag":"auth"},
  logout: {"method":"POST","path":"/api/auth/logout","tag":"auth","empty":true},
  getAccount: {"method":"GET","path":"/services/api-portal-customer/api/account","tag":"account"},
  whois: {"method":"GET","path":"/services/api-portal-customer/api/whois","tag":"account"},
  listTenants: {"method":"GET","path":"/services/api-portal-customer/api/tenants","tag":"account"},
  acceptEula: {"method":"POST","path":"/services/api-portal-customer/api/eula","tag":"account","empty":true},
  getEulaDocument: {"method":"GET","path":"/services/api-portal-customer/api/eula/document","tag":"account"},
  getCspCustomerSettings: {"method":"GET","path":"/services/api-portal-customer/api/csp/customer/settings","tag":"account"},
  getFeaturesStatus: {"method":"GET","path":"/services/api-portal-customer/api/features/status","tag":"account"},
  sendEmailNotification: {"method":"POST","path":"/services/api-portal-customer/api/notification/email","tag":"account"},
  recordAuditEvent: {"method":"POST","path":"/services/audit/api/audit/event","tag":"audit","empty":true},
  logReportView: {"method":"POST","path":"/services/audit/api/statistics/report-view","tag":"audit","empty":true},
  logLogout: {"method":"POST","path":"/services/audit/api/statistics/logout","tag":"audit","empty":true},
  keepalive: {"method":"POST","path":"/services/api-portal-customer/api/keepalive","tag":"audit","empty":true},
  getMenu: {"method":"GET","path":"/services/api-portal-customer/api/portal/menu","tag":"portal"},
  getBreadcrumb: {"method":"GET","path":"/services/api-portal-customer/api/portal/menu/{id}/breadcrumb","tag":"portal"},
  getPage: {"method":"GET","path":"/services/api-portal-customer/api/portal/menu/page/{id}","tag":"portal"},
  searchMenu: {"method":"GET","path":"/services/api-portal-customer/api/portal/menu/index","tag":"portal"},
  submitFeedback: {"method":"POST","path":"/services/api-portal-customer/api/portal/menu/feedback","tag":"portal"},
  getLastAccessed: {"method":"GET","path":"/services/api-portal-customer/api/portal/menu/last-accessed","tag":"portal"},
  queryCosts: {"method":"GET","path":"/services/api-portal-customer/api/costs","tag":"costs"},
  explainCostChanges: {"method":"GET","path":"/services/api-portal-customer/api/costs/changes","tag":"costs"},
  listCostResources: {"method":"GET","path":"/services/api-portal-customer/api/costs/resources","tag":"costs"},
  getCostSummary: {"method":"GET","path":"/services/api-portal-customer/api/costs/summary","tag":"costs"},
  listBudgets: {"method":"GET","path":"/services/api-portal-customer/api/costs/budgets","tag":"costs"},
  listCostAnomalies: {"method":"GET","path":"/services/api-portal-customer/api/costs/anomalies","tag":"costs"},
  listSharedCosts: {"method":"GET","path":"/services/api-portal-customer/api/costs/shared","tag":"costs"},
  listCommitments: {"method":"GET","path":"/services/api-portal-customer/api/costs/commitments","tag":"costs"},
  listEnrollments: {"method":"GET","path":"/services/api-portal-customer/api/costs/enrollments","tag":"costs"},
  getCommitmentBurnDown: {"method":"GET","path":"/services/api-portal-customer/api/costs/macc","tag":"costs"},
  listResourceEndpoints: {"method":"GET","path":"/services/api-portal-customer/api/costs/endpoints","tag":"costs"},
  listSubscriptionUsers: {"method":"GET","path":"/services/api-portal-customer/api/costs/subscription-users","tag":"costs"},
  listFocusImports: {"method":"GET","path":"/services/api-portal-customer/api/settings/focus-imports","tag":"settings"},
  importFocusExport: {"method":"POST","path":"/services/api-portal-customer/api/settings/focus-imports","tag":"settings","upload":{"file":{}}},
  getTopAccessed: {"method":"GET","path":"/services/api-portal-customer/api/portal/menu/top-accessed","tag":"portal"},
  getPortalSettings: {"method":"GET","path":"/services/api-portal-customer/api","tag":"settings"},
  updateGeneralSettings: {"method":"POST","path":"/services/api-portal-customer/api","tag":"settings"},
  partnerSyncClean: {"method":"POST","path":"/services/api-portal-customer/api/partner/sync/clean","tag":"settings"},
  partnerSyncCore: {"method":"POST","path":"/services/api-portal-customer/api/partner/sync/core","tag":"settings"},
  updateOffice365Settings: {"method":"POST","path":"/services/api-portal-customer/api/office365","tag":"settings"},
  testOffice365Permissions: {"method":"GET","path":"/services/api-portal-customer/api/office365/permissions","tag":"settings"},
  addOffice365Permissions: {"method":"POST","path":"/services/api-portal-customer/api/office365/permissions","tag":"settings"},
  updateEnterpriseAgreementSettings: {"method":"POST","path":"/services/api-portal-customer/api/office365/ea","tag":"settings"},
  resetEnterpriseAgreementSettings: {"method":"DELETE","path":"/services/api-portal-customer/api/office365/ea","tag":"settings","empty":true},
  updateMonitoringSettings: {"method":"POST","path":"/services/api-portal-customer/api/surveil","tag":"settings"},
  testMonitoringSettings: {"method":"POST","path":"/services/api-portal-customer/api/surveil/test","tag":"settings"},
  storeTokenCredential: {"method":"POST","path":"/services/api-portal-customer/api/token","tag":"settings"},
  activateTenant: {"method":"POST","path":"/services/api-portal-customer/api/activate","tag":"settings"},
  testAccess: {"method":"GET","path":"/services/api-portal-customer/api/test/access","tag":"settings"},
  testTagAccess: {"method":"GET","path":"/services/api-portal-customer/api/test/tag","tag":"settings"},
  getTagCoverage: {"method":"GET","path":"/services/api-portal-customer/api/test/tag/tagged","tag":"settings"},
  getSystemMessages: {"method":"GET","path":"/services/api-portal-customer/api/system/messages","tag":"settings"},
  getPartnerSettings: {"method":"GET","path":"/services/api-portal-customer/api/csp","tag":"settings"},
  updatePartnerSettings: {"method":"POST","path":"/services/api-portal-customer/api/csp","tag":"settings"},
  updatePartnerIntegration: {"method":"POST","path":"/services/api-portal-customer/api/csp/integration","tag":"settings"},
  testPartnerIntegration: {"method":"POST","path":"/services/api-portal-customer/api/csp/test","tag":"settings"},
  securePartnerCustomer: {"method":"POST","path":"/services/api-portal-customer/api/csp/secure/{id}","tag":"settings"},
  listCustomReports: {"method":"GET","path":"/services/api-portal-customer/api/reports/custom","tag":"reports"},
  listCustomDashboards: {"method":"GET","path":"/services/api-portal-customer/api/dashboards/custom","tag":"reports"},
  getFeatureState: {"method":"GET","path":"/services/api-portal-customer/api/features/state","tag":"settings"},
  getExtraFeatures: {"method":"GET","path":"/services/api-portal-customer/api/features/extra","tag":"settings"},
  getReportFeatures: {"method":"GET","path":"/services/api-portal-customer/api/features/pbi","tag":"settings"},
  activateFeatures: {"method":"POST","path":"/services/api-portal-customer/api/features/activate","tag":"settings"},
  listLicenses: {"method":"GET","path":"/services/api-portal-customer/api/license","tag":"settings"},
  listActivatedLicenses: {"method":"GET","path":"/services/api-portal-customer/api/license/activated","tag":"settings"},
  listLicenseDefinitions: {"method":"GET","path":"/services/api-portal-customer/api/license-definitions","tag":"settings"},
  activateLicense: {"method":"PUT","path":"/services/api-portal-customer/api/license/activate","tag":"settings"},
  deactivateLicense: {"method":"PUT","path":"/services/api-portal-customer/api/license/de-activate","tag":"settings"},
  listFiles: {"method":"GET","path":"/services/api-portal-customer/api/files","tag":"settings"},
  uploadFile: {"method":"POST","path":"/services/api-portal-customer/api/files/{id}/upload","tag":"settings","upload":{"file":{"accept":["image/png","image/jpeg","image/svg+xml","image/x-icon","image/vnd.microsoft.icon","application/pdf","text/csv","text/plain"],"maxBytes":5242880}}},
  getFile: {"method":"GET","path":"/services/api-portal-customer/api/files/{id}","tag":"settings"},
  deleteFile: {"method":"DELETE","path":"/services/api-portal-customer/api/files/{id}","tag":"settings","empty":true},
  getFileContent: {"method":"GET","path":"/services/api-portal-customer/api/files/{id}/content","tag":"settings"},
  getBranding: {"method":"GET","path":"/services/api-portal-customer/api/branding","tag":"settings"},
  getM365UserToken: {"method":"GET","path":"/services/api-portal-customer/api/m365/user","tag":"settings"},
  storeM365UserToken: {"method":"POST","path":"/services/api-portal-customer/api/m365/user","tag":"settings"},
  createEmbedToken: {"method":"POST","path":"/services/api-portal-customer/api/report/embed/token","tag":"reports"},
  getReportSettings: {"method":"GET","path":"/services/api-portal-customer/api/report/embed/token/report/{type}","tag":"reports"},
  getCustomReportEmbedToken: {"method":"GET","path":"/services/api-portal-customer/api/report/custom/{id}/embed/token","tag":"reports"},
  getCustomReportSettings: {"method":"GET","path":"/services/api-portal-customer/api/report/custom/{id}/ext/embed","tag":"reports"},
  getChatSettings: {"method":"GET","path":"/services/ai-chatbot/api/chat/settings","tag":"chat"},
  createChat: {"method":"POST","path":"/services/ai-chatbot/api/chat/create","tag":"chat"},
  restoreChat: {"method":"POST","path":"/services/ai-chatbot/api/chat/restore","tag":"chat"},
  generateAnswer: {"method":"POST","path":"/services/ai-chatbot/api/chat/generate","tag":"chat"},
  getFollowupQuestions: {"method":"POST","path":"/services/ai-chatbot/api/chat/followup","tag":"chat"},
  listOfficeUsers: {"method":"GET","path":"/services/api-portal-customer/api/office/users","tag":"office"},
  getOfficeLicences: {"method":"GET","path":"/services/api-portal-customer/api/office/licences","tag":"office"},
  listOfficeGroups: {"method":"GET","path":"/services/api-portal-customer/api/office/groups","tag":"office"},
  listOfficeDevices: {"method":"GET","path":"/services/api-portal-customer/api/office/devices","tag":"office"},
  listTeamCalls: {"method":"GET","path":"/services/api-portal-customer/api/office/calls","tag":"office"},
  getOfficeUsage: {"method":"GET","path":"/services/api-portal-customer/api/office/usage/{workload}","tag":"office"},
  listJoinersLeavers: {"method":"GET","path":"/services/api-portal-customer/api/office/joiners-leavers","tag":"office"},
  getSharingSettings: {"method":"GET","path":"/services/api-portal-customer/api/office/sharing-settings","tag":"office"},
  listThirdPartyApps: {"method":"GET","path":"/services/api-portal-customer/api/office/apps","tag":"office"},
  listRecommendations: {"method":"GET","path":"/services/api-portal-customer/api/recommendations","tag":"recommendations"},
  getRecommendationSummary: {"method":"GET","path":"/services/api-portal-customer/api/recommendations/summary","tag":"recommendations"},
  updateRecommendation: {"method":"PATCH","path":"/services/api-portal-customer/api/recommendations/{id}","tag":"recommendations"},
  getSecureScore: {"method":"GET","path":"/services/api-portal-customer/api/scores/secure","tag":"scores"},
  listSecureScoreProfiles: {"method":"GET","path":"/services/api-portal-customer/api/scores/secure/profiles","tag":"scores"},
  getCopilotScore: {"method":"GET","path":"/services/api-portal-customer/api/scores/copilot","tag":"scores"},
  getUsageScore: {"method":"GET","path":"/services/api-portal-customer/api/scores/usage","tag":"scores"},
  getLicenceQuestionnaire: {"method":"GET","path":"/services/api-portal-customer/api/licensing/questionnaire","tag":"scores"},
  saveLicenceQuestionnaire: {"method":"PUT","path":"/services/api-portal-customer/api/licensing/questionnaire","tag":"scores"},
  listAlerts: {"method":"GET","path":"/services/api-portal-customer/api/alerts","tag":"alerts"},
  updateAlert: {"method":"PATCH","path":"/services/api-portal-customer/api/alerts/{id}","tag":"alerts"},
  listAlertDefinitions: {"method":"GET","path":"/services/api-portal-customer/api/alerts/definitions","tag":"alerts"},
  createAlertDefinition: {"method":"POST","path":"/services/api-portal-customer/api/alerts/definitions","tag":"alerts"},
  updateAlertDefinition: {"method":"PUT","path":"/services/api-portal-customer/api/alerts/definitions/{id}","tag":"alerts"},
  deleteAlertDefinition: {"method":"DELETE","path":"/services/api-portal-customer/api/alerts/definitions/{id}","tag":"alerts","empty":true},
  listSecurityAlerts: {"method":"GET","path":"/services/api-portal-customer/api/alerts/security","tag":"alerts"},
  listMetricAlerts: {"method":"GET","path":"/services/api-portal-customer/api/metrics/alerts","tag":"alerts"},
  listMetricDefinitions: {"method":"GET","path":"/services/api-portal-customer/api/metrics/definitions","tag":"alerts"},
  createMetricDefinition: {"method":"POST","path":"/services/api-portal-customer/api/metrics/definitions","tag":"alerts"},
  updateMetricDefinition: {"method":"PUT","path":"/services/api-portal-customer/api/metrics/definitions/{id}","tag":"alerts"},
  deleteMetricDefinition: {"method":"DELETE","path":"/services/api-portal-customer/api/metrics/definitions/{id}","tag":"alerts","empty":true},
  getCustomerMetrics: {"method":"GET","path":"/services/api-portal-customer/api/metrics/customer","tag":"alerts"},
  getServiceHealth: {"method":"GET","path":"/services/api-portal-customer/api/service-health","tag":"alerts"},
  listPipelines: {"method":"GET","path":"/services/api-portal-customer/api/config/pipelines","tag":"configuration"},
  createPipeline: {"method":"POST","path":"/services/api-portal-customer/api/config/pipelines","tag":"configuration"},
  updatePipeline: {"method":"PUT","path":"/services/api-portal-customer/api/config/pipelines/{id}","tag":"configuration"},
  deletePipeline: {"method":"DELETE","path":"/services/api-portal-customer/api/config/pipelines/{id}","tag":"configuration","empty":true},
  listConfigUsers: {"method":"GET","path":"/services/api-portal-customer/api/config/users","tag":"configuration"},
  createConfigUser: {"method":"POST","path":"/services/api-portal-customer/api/config/users","tag":"configuration"},
  updateConfigUser: {"method":"PUT","path":"/services/api-portal-customer/api/config/users/{id}","tag":"configuration"},
  deleteConfigUser: {"method":"DELETE","path":"/services/api-portal-customer/api/config/users/{id}","tag":"configuration","empty":true},
  listTagRules: {"method":"GET","path":"/services/api-portal-customer/api/config/tags","tag":"configuration"},
  createTagRule: {"method":"POST","path":"/services/api-portal-customer/api/config/tags","tag":"configuration"},
  updateTagRule: {"method":"PUT","path":"/services/api-portal-customer/api/config/tags/{id}","tag":"configuration"},
  deleteTagRule: {"method":"DELETE","path":"/services/api-portal-customer/api/config/tags/{id}","tag":"configuration","empty":true},
  listCostRules: {"method":"GET","path":"/services/api-portal-customer/api/config/rules","tag":"configuration"},
  createCostRule: {"method":"POST","path":"/services/api-portal-customer/api/config/rules","tag":"configuration"},
  updateCostRule: {"method":"PUT","path":"/services/api-portal-customer/api/config/rules/{id}","tag":"configuration"},
  deleteCostRule: {"method":"DELETE","path":"/services/api-portal-customer/api/config/rules/{id}","tag":"configuration","empty":true},
  listWorkerProfiles: {"method":"GET","path":"/services/api-portal-customer/api/config/worker-profiles","tag":"configuration"},
  createWorkerProfile: {"method":"POST","path":"/services/api-portal-customer/api/config/worker-profiles","tag":"configuration"},
  updateWorkerProfile: {"method":"PUT","path":"/services/api-portal-customer/api/config/worker-profiles/{id}","tag":"configuration"},
  deleteWorkerProfile: {"method":"DELETE","path":"/services/api-portal-customer/api/config/worker-profiles/{id}","tag":"configuration","empty":true},
  listAutomateEndpoints: {"method":"GET","path":"/services/api-portal-customer/api/config/automate-endpoints","tag":"configuration"},
  createAutomateEndpoint: {"method":"POST","path":"/services/api-portal-customer/api/config/automate-endpoints","tag":"configuration"},
  updateAutomateEndpoint: {"method":"PUT","path":"/services/api-portal-customer/api/config/automate-endpoints/{id}","tag":"configuration"},
  deleteAutomateEndpoint: {"method":"DELETE","path":"/services/api-portal-customer/api/config/automate-endpoints/{id}","tag":"configuration","empty":true},
} as const satisfies Readonly<Record<string, ContractOperation>>;

/** The operationIds of the contract. */
export type OperationId = keyof typeof OPERATIONS;

/** The field rules of Problem. */
export const ProblemRules = {
  "type": {"format":"uri-reference"},
  "title": {"required":true},
  "status": {"required":true,"integer":true,"min":100,"max":599},
  "detail": {},
  "instance": {"format":"uri-reference"},
  "errors": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of FieldError. */
export const FieldErrorRules = {
  "field": {"required":true},
  "message": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CostRow. */
export const CostRowRules = {
  "period": {},
  "group": {},
  "noValue": {},
  "amount": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CostQueryResult. */
export const CostQueryResultRules = {
  "from": {"required":true,"format":"date"},
  "to": {"required":true,"format":"date"},
  "metric": {"required":true,"options":["billed","effective","list"]},
  "granularity": {"required":true,"options":["total","day","month"]},
  "groupBy": {},
  "billingCurrency": {"required":true},
  "currency": {"required":true},
  "exchangeRate": {},
  "total": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "rows": {"required":true},
  "groups": {"required":true},
  "available": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CostChange. */
export const CostChangeRules = {
  "group": {"required":true},
  "previous": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "current": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "change": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "usageEffect": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "priceEffect": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CostChanges. */
export const CostChangesRules = {
  "month": {"required":true},
  "previousMonth": {"required":true},
  "currency": {"required":true},
  "groupBy": {"required":true},
  "total": {"required":true},
  "rows": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CostResource. */
export const CostResourceRules = {
  "id": {"required":true},
  "name": {"required":true},
  "type": {"required":true},
  "service": {"required":true},
  "subscription": {"required":true},
  "resourceGroup": {},
  "region": {},
  "cost": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CostResourcePage. */
export const CostResourcePageRules = {
  "from": {"required":true,"format":"date"},
  "to": {"required":true,"format":"date"},
  "currency": {"required":true},
  "total": {"required":true,"integer":true},
  "sum": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "offset": {"required":true,"integer":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CostSummary. */
export const CostSummaryRules = {
  "month": {"required":true},
  "lastDay": {"required":true},
  "daysInMonth": {"required":true,"integer":true},
  "currency": {"required":true},
  "exchangeRate": {},
  "monthToDate": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "forecast": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "previousMonth": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "budgets": {"required":true},
  "savings": {"required":true},
  "licenceWaste": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ExchangeRate. */
export const ExchangeRateRules = {
  "from": {"required":true},
  "to": {"required":true},
  "rate": {"required":true},
  "asOf": {"required":true,"format":"date"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of BudgetScope. */
export const BudgetScopeRules = {
  "kind": {"required":true,"options":["tenant","subscription","service"]},
  "value": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Budget. */
export const BudgetRules = {
  "id": {"required":true},
  "name": {"required":true},
  "scope": {"required":true},
  "amount": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "actual": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "forecast": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "thresholds": {"required":true},
  "status": {"required":true,"options":["on-track","at-risk","over"]},
  "owner": {},
  "history": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of BudgetPage. */
export const BudgetPageRules = {
  "month": {"required":true},
  "currency": {"required":true},
  "total": {"required":true,"integer":true},
  "offset": {"required":true,"integer":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CostAnomaly. */
export const CostAnomalyRules = {
  "id": {"required":true},
  "day": {"required":true,"format":"date"},
  "service": {"required":true},
  "subscription": {"required":true},
  "expected": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "actual": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "impact": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "usageEffect": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "priceEffect": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "topResource": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CostAnomalyPage. */
export const CostAnomalyPageRules = {
  "currency": {"required":true},
  "total": {"required":true,"integer":true},
  "impact": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "offset": {"required":true,"integer":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SharedCostRule. */
export const SharedCostRuleRules = {
  "id": {"required":true},
  "name": {"required":true},
  "source": {"required":true},
  "method": {"required":true,"options":["even","proportional","fixed"]},
  "amount": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "allocations": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SharedCosts. */
export const SharedCostsRules = {
  "month": {"required":true},
  "currency": {"required":true},
  "rules": {"required":true},
  "byTarget": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Commitment. */
export const CommitmentRules = {
  "id": {"required":true},
  "name": {"required":true},
  "type": {"required":true,"options":["Reservation","Savings Plan"]},
  "agreement": {"required":true,"options":["EA","CSP"]},
  "sku": {"required":true},
  "scope": {},
  "term": {"required":true,"options":["P1Y","P3Y"]},
  "starts": {"required":true,"format":"date"},
  "expires": {"required":true,"format":"date"},
  "autoRenew": {"required":true},
  "purchase": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "used": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "unused": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "utilisation": {"required":true},
  "listCost": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "savings": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CommitmentPage. */
export const CommitmentPageRules = {
  "month": {"required":true},
  "currency": {"required":true},
  "total": {"required":true,"integer":true},
  "offset": {"required":true,"integer":true},
  "items": {"required":true},
  "summary": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Enrollment. */
export const EnrollmentRules = {
  "id": {"required":true},
  "number": {"required":true},
  "name": {"required":true},
  "starts": {"required":true,"format":"date"},
  "ends": {"required":true,"format":"date"},
  "yearStarts": {"required":true,"format":"date"},
  "commitment": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "consumed": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "balance": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "overage": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "departments": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of EnrollmentPage. */
export const EnrollmentPageRules = {
  "currency": {"required":true},
  "total": {"required":true,"integer":true},
  "offset": {"required":true,"integer":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CommitmentBurnDown. */
export const CommitmentBurnDownRules = {
  "currency": {"required":true},
  "commitment": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ResourceEndpoint. */
export const ResourceEndpointRules = {
  "id": {"required":true},
  "address": {"required":true},
  "kind": {"required":true,"options":["Public IP","Host name","API"]},
  "exposure": {"required":true,"options":["public","private"]},
  "port": {"integer":true},
  "tlsExpires": {"format":"date"},
  "resource": {"required":true},
  "resourceType": {"required":true},
  "subscription": {"required":true},
  "region": {},
  "cost": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ResourceEndpointPage. */
export const ResourceEndpointPageRules = {
  "month": {"required":true},
  "currency": {"required":true},
  "total": {"required":true,"integer":true},
  "offset": {"required":true,"integer":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SubscriptionUser. */
export const SubscriptionUserRules = {
  "id": {"required":true},
  "user": {"required":true},
  "displayName": {"required":true},
  "subscription": {"required":true},
  "role": {"required":true,"options":["Owner","Contributor","Reader","Cost Management Reader"]},
  "since": {"required":true,"format":"date"},
  "cost": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SubscriptionUserPage. */
export const SubscriptionUserPageRules = {
  "month": {"required":true},
  "currency": {"required":true},
  "total": {"required":true,"integer":true},
  "offset": {"required":true,"integer":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of FocusImport. */
export const FocusImportRules = {
  "id": {"required":true},
  "fileName": {"required":true},
  "rows": {"required":true,"integer":true},
  "createdAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of FocusImportSum. */
export const FocusImportSumRules = {
  "currency": {"required":true},
  "billed": {"required":true},
  "effective": {"required":true},
  "list": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of FocusImportResult. */
export const FocusImportResultRules = {
  "id": {"required":true},
  "fileName": {"required":true},
  "rows": {"required":true,"integer":true},
  "replacedRows": {"required":true,"integer":true},
  "periods": {"required":true},
  "sums": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of TenantSwitch. */
export const TenantSwitchRules = {
  "tenantId": {"required":true,"minLength":1,"maxLength":100},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of LoginPayload. */
export const LoginPayloadRules = {
  "id": {"required":true,"minLength":1,"maxLength":100},
  "tenantId": {"required":true,"minLength":1,"maxLength":100},
  "upn": {"required":true,"minLength":3,"maxLength":320},
  "preview": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of TokenResponse. */
export const TokenResponseRules = {
  "access_token": {"required":true},
  "newTenant": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of TokenClaims. */
export const TokenClaimsRules = {
  "sub": {"required":true},
  "tid": {"required":true},
  "personas": {"required":true},
  "features": {"required":true},
  "utype": {},
  "d": {},
  "exp": {"required":true,"integer":true},
  "iat": {"integer":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Identity. */
export const IdentityRules = {
  "id": {"required":true},
  "login": {},
  "tenantId": {},
  "role": {"required":true,"options":["AZURE_ADMIN","ADMIN","USER"]},
  "types": {"required":true},
  "currency": {"required":true,"pattern":"^[A-Z]{3}$"},
  "newTenant": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CurrentUser. */
export const CurrentUserRules = {
  "displayName": {"required":true},
  "upn": {"required":true},
  "currentTenant": {"required":true},
  "forceEula": {"required":true},
  "canAcceptEula": {"required":true},
  "canManageSettings": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Tenant. */
export const TenantRules = {
  "id": {"required":true},
  "displayName": {"required":true},
  "domain": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of MenuItem. */
export const MenuItemRules = {
  "uuid": {"required":true,"format":"uuid"},
  "name": {"required":true},
  "displayName": {"required":true},
  "description": {},
  "icon": {},
  "features": {},
  "tags": {},
  "url": {},
  "assistanceSrc": {},
  "children": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PageDescription. */
export const PageDescriptionRules = {
  "type": {"required":true,"options":["tabbed","ui","pbiReport","error"]},
  "contents": {"required":true},
  "assistanceSrc": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PageContents. */
export const PageContentsRules = {
  "tabs": {},
  "componentClass": {},
  "reportType": {},
  "pbiReportPageFilter": {},
  "pbiReportExcludePages": {},
  "error": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Tab. */
export const TabRules = {
  "name": {"required":true},
  "displayName": {"required":true},
  "description": {},
  "type": {"required":true,"options":["report","ui"]},
  "componentClass": {},
  "reportType": {},
  "pbiReportPageFilter": {},
  "pbiReportExcludePages": {},
  "assistanceSrc": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ActivePage. */
export const ActivePageRules = {
  "uuid": {"required":true,"format":"uuid"},
  "displayName": {"required":true},
  "name": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of BreadcrumbItem. */
export const BreadcrumbItemRules = {
  "displayName": {"required":true},
  "uuid": {"format":"uuid"},
  "name": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SearchResult. */
export const SearchResultRules = {
  "name": {"required":true},
  "tabName": {},
  "path": {"required":true},
  "displayName": {"required":true},
  "description": {},
  "tags": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Feedback. */
export const FeedbackRules = {
  "menuUuid": {"format":"uuid"},
  "pageRoute": {"minLength":1,"maxLength":500,"pattern":"^/"},
  "pageName": {"minLength":1,"maxLength":200},
  "tabName": {"maxLength":200},
  "rating": {"required":true,"integer":true,"min":0,"max":5},
  "type": {"required":true,"options":["Feedback","FR","Bug","Comment","Suggestion"]},
  "comment": {"required":true,"minLength":1,"maxLength":2000},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of FeedbackReceipt. */
export const FeedbackReceiptRules = {
  "id": {"required":true},
  "createdAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PortalSettings. */
export const PortalSettingsRules = {
  "productName": {"required":true},
  "productVersion": {"required":true},
  "eula": {"format":"uri-reference"},
  "uiSessionTimeout": {"required":true,"integer":true,"min":1,"max":1440},
  "instanceId": {},
  "powerBiAzureMarketing": {"format":"uri-reference"},
  "powerBiOfficeMarketing": {"format":"uri-reference"},
  "salesEmail": {"format":"email"},
  "logoNormal": {"format":"uri-reference"},
  "logoShort": {"format":"uri-reference"},
  "favIcon": {"format":"uri-reference"},
  "plgDisabled": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of GeneralSettings. */
export const GeneralSettingsRules = {
  "productName": {"minLength":1,"maxLength":80},
  "uiSessionTimeout": {"integer":true,"min":1,"max":1440},
  "salesEmail": {"maxLength":254,"format":"email"},
  "eula": {"minLength":2,"maxLength":2000,"pattern":"^(/[^/\\\\\\s]\\S*|https://\\S+)$"},
  "plgDisabled": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Branding. */
export const BrandingRules = {
  "branded": {"required":true},
  "brandedBy": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CspCustomerSettings. */
export const CspCustomerSettingsRules = {
  "hasUnbilledInvoiceData": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of FeaturesStatus. */
export const FeaturesStatusRules = {
  "m365DeIdentifiedReports": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of EmailNotification. */
export const EmailNotificationRules = {
  "recipients": {"required":true,"minItems":1,"maxItems":50,"maxLength":254},
  "subject": {"required":true,"minLength":1,"maxLength":200},
  "body": {"required":true,"minLength":1,"maxLength":100000},
  "html": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of EmailQueued. */
export const EmailQueuedRules = {
  "id": {"required":true},
  "queuedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SyncJob. */
export const SyncJobRules = {
  "id": {"required":true},
  "kind": {"required":true,"options":["clean","core"]},
  "status": {"required":true,"options":["started","running","done","failed"]},
  "startedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Office365Settings. */
export const Office365SettingsRules = {
  "enabled": {"required":true},
  "deIdentifiedReports": {},
  "usageReportsDays": {"integer":true,"options":[7,30,90,180]},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PermissionCheck. */
export const PermissionCheckRules = {
  "granted": {"required":true},
  "missing": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of EnterpriseAgreementSettings. */
export const EnterpriseAgreementSettingsRules = {
  "enrollmentNumber": {"required":true,"pattern":"^[0-9]{6,12}$"},
  "accessKey": {"required":true,"minLength":8,"maxLength":4096},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of EnterpriseAgreementStatus. */
export const EnterpriseAgreementStatusRules = {
  "configured": {"required":true},
  "enrollmentNumber": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of MonitoringSettings. */
export const MonitoringSettingsRules = {
  "endpoint": {"required":true,"maxLength":500,"format":"uri"},
  "apiKey": {"required":true,"minLength":8,"maxLength":500},
  "enabled": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of IntegrationSettings. */
export const IntegrationSettingsRules = {
  "applicationId": {"required":true,"format":"uuid"},
  "applicationSecret": {"required":true,"minLength":8,"maxLength":500},
  "partnerTenantId": {"maxLength":100},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of IntegrationStatus. */
export const IntegrationStatusRules = {
  "configured": {"required":true},
  "updatedAt": {"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ConnectionTest. */
export const ConnectionTestRules = {
  "success": {"required":true},
  "message": {"required":true},
  "checkedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of TokenCredentialRequest. */
export const TokenCredentialRequestRules = {
  "resource": {"required":true,"minLength":1,"maxLength":500},
  "scope": {"required":true,"minLength":1,"maxLength":500},
  "keyName": {"required":true,"minLength":1,"maxLength":100},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of TokenCredentialStatus. */
export const TokenCredentialStatusRules = {
  "keyName": {"required":true},
  "scope": {},
  "stored": {"required":true},
  "storedAt": {"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ActivateRequest. */
export const ActivateRequestRules = {
  "tenantId": {"required":true,"minLength":1,"maxLength":100},
  "acceptTerms": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ActivationStatus. */
export const ActivationStatusRules = {
  "tenantId": {"required":true},
  "activated": {"required":true},
  "activatedAt": {"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of TagCoverage. */
export const TagCoverageRules = {
  "tagged": {"required":true,"integer":true,"min":0},
  "untagged": {"required":true,"integer":true,"min":0},
  "taggedCost": {"required":true},
  "untaggedCost": {"required":true},
  "currency": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SystemMessage. */
export const SystemMessageRules = {
  "id": {"required":true},
  "severity": {"required":true,"options":["info","warning","error"]},
  "text": {"required":true},
  "validFrom": {"format":"date-time"},
  "validTo": {"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PartnerSettings. */
export const PartnerSettingsRules = {
  "partnerName": {"maxLength":200},
  "markupPercent": {"min":-100,"max":1000},
  "billingDay": {"integer":true,"min":1,"max":28},
  "currency": {"pattern":"^[A-Z]{3}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SecureCustomerResult. */
export const SecureCustomerResultRules = {
  "id": {"required":true},
  "secured": {"required":true},
  "securedAt": {"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CustomReport. */
export const CustomReportRules = {
  "id": {"required":true,"format":"uuid"},
  "name": {"required":true},
  "description": {},
  "reportType": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of FeatureState. */
export const FeatureStateRules = {
  "key": {"required":true},
  "name": {"required":true},
  "description": {},
  "active": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of FeatureActivation. */
export const FeatureActivationRules = {
  "features": {"required":true,"minItems":1,"maxItems":100},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of License. */
export const LicenseRules = {
  "licenseKey": {"required":true},
  "name": {"required":true},
  "description": {},
  "active": {"required":true},
  "activatedAt": {"format":"date-time"},
  "expiresAt": {"format":"date-time"},
  "seats": {"integer":true,"min":0},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of LicenseDefinition. */
export const LicenseDefinitionRules = {
  "licenseKey": {"required":true},
  "name": {"required":true},
  "description": {},
  "features": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of FileUpload. */
export const FileUploadRules = {
  "file": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of StoredFileUpload. */
export const StoredFileUploadRules = {
  "file": {"required":true,"maxBytes":5242880},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of StoredFile. */
export const StoredFileRules = {
  "id": {"required":true},
  "name": {"required":true},
  "contentType": {"required":true},
  "size": {"required":true,"integer":true,"min":0},
  "uploadedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of StoredFilePage. */
export const StoredFilePageRules = {
  "total": {"required":true,"integer":true,"min":0},
  "offset": {"required":true,"integer":true,"min":0},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of EmbedTokenRequest. */
export const EmbedTokenRequestRules = {
  "reportType": {"required":true,"pattern":"^[A-Za-z0-9_-]{1,80}$"},
  "pageName": {"maxLength":200},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ReportEmbed. */
export const ReportEmbedRules = {
  "token": {"required":true},
  "entityId": {"required":true},
  "entityUrl": {"required":true,"format":"uri"},
  "expiresAt": {"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ReportSettings. */
export const ReportSettingsRules = {
  "name": {"required":true},
  "description": {},
  "reportPage": {},
  "errorMessage": {},
  "reportEmbedded": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ReportPage. */
export const ReportPageRules = {
  "name": {"required":true},
  "displayName": {"required":true},
  "visibility": {"required":true,"integer":true,"options":[0,1]},
  "isActive": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ReportViewLog. */
export const ReportViewLogRules = {
  "url": {"required":true,"maxLength":2000},
  "reportId": {"required":true,"maxLength":200},
  "pageName": {"required":true,"maxLength":200},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of AuditEvent. */
export const AuditEventRules = {
  "category": {"required":true,"options":["navigation","analytics","logout"]},
  "location": {"required":true,"maxLength":2000},
  "previousLocation": {"maxLength":2000},
  "locationName": {"required":true,"maxLength":500},
  "previousLocationName": {"maxLength":500},
  "reportId": {"maxLength":200},
  "tabName": {"maxLength":200},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ChatSettings. */
export const ChatSettingsRules = {
  "name": {"required":true},
  "modelName": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of RelatedLink. */
export const RelatedLinkRules = {
  "uuid": {"required":true},
  "url": {"required":true},
  "path": {},
  "name": {},
  "description": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ChatMessage. */
export const ChatMessageRules = {
  "sender": {"required":true,"options":["assistant","user"]},
  "message": {"required":true},
  "type": {"options":["error"]},
  "relatedLinks": {},
  "data": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Chat. */
export const ChatRules = {
  "chatId": {"required":true},
  "messages": {"required":true},
  "chat_dataset": {"required":true,"options":["all","m365","azure"]},
  "followup": {},
  "related_links": {},
  "chat_cost": {"min":0},
  "chat_cost_currency": {},
  "response": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ChatCreated. */
export const ChatCreatedRules = {
  "chatId": {"required":true},
  "response": {"required":true},
  "chat_dataset": {"required":true,"options":["all","m365","azure"]},
  "chat_cost": {"required":true,"min":0},
  "chat_cost_currency": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of GenerateRequest. */
export const GenerateRequestRules = {
  "chatId": {"required":true,"minLength":1},
  "question": {"maxLength":2000},
  "chat_dataset": {"options":["all","m365","azure"]},
  "message": {"maxLength":2000},
  "dataset": {"options":["all","m365","azure"]},
  "screenshot": {"maxLength":5000000},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of GenerateResponse. */
export const GenerateResponseRules = {
  "response": {"required":true},
  "chat_dataset": {"required":true,"options":["all","m365","azure"]},
  "related_links": {"required":true},
  "chat_cost": {"required":true,"min":0},
  "chat_cost_currency": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of FollowupRequest. */
export const FollowupRequestRules = {
  "chatId": {"required":true,"minLength":1},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of FollowupResponse. */
export const FollowupResponseRules = {
  "followup": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of OfficeUser. */
export const OfficeUserRules = {
  "id": {"required":true},
  "upn": {"required":true},
  "displayName": {"required":true},
  "department": {},
  "licences": {"required":true},
  "lastActivity": {"format":"date"},
  "status": {"required":true,"options":["active","inactive","unlicensed"]},
  "monthlyCost": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of OfficeUserPage. */
export const OfficeUserPageRules = {
  "currency": {"required":true},
  "asOf": {"required":true,"format":"date"},
  "total": {"required":true,"integer":true},
  "offset": {"required":true,"integer":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of OfficeLicence. */
export const OfficeLicenceRules = {
  "sku": {"required":true},
  "name": {"required":true},
  "copilot": {"required":true},
  "purchased": {"required":true,"integer":true},
  "assigned": {"required":true,"integer":true},
  "active": {"required":true,"integer":true},
  "unassigned": {"required":true,"integer":true},
  "inactive": {"required":true,"integer":true},
  "unitPrice": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "unassignedCost": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "inactiveCost": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "monthlyWaste": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of OfficeLicences. */
export const OfficeLicencesRules = {
  "currency": {"required":true},
  "asOf": {"required":true,"format":"date"},
  "inactiveAfterDays": {"required":true,"integer":true},
  "items": {"required":true},
  "totals": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of OfficeGroup. */
export const OfficeGroupRules = {
  "id": {"required":true},
  "name": {"required":true},
  "kind": {"required":true,"options":["Microsoft 365","Security","Distribution"]},
  "visibility": {"required":true,"options":["Public","Private"]},
  "members": {"required":true,"integer":true},
  "owners": {"required":true,"integer":true},
  "created": {"required":true,"format":"date"},
  "lastActivity": {"format":"date"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of OfficeGroupPage. */
export const OfficeGroupPageRules = {
  "total": {"required":true,"integer":true},
  "offset": {"required":true,"integer":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of OfficeDevice. */
export const OfficeDeviceRules = {
  "id": {"required":true},
  "name": {"required":true},
  "os": {"required":true},
  "osVersion": {"required":true},
  "owner": {"required":true},
  "managed": {"required":true},
  "compliant": {"required":true},
  "lastSeen": {"required":true,"format":"date"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of OfficeDevicePage. */
export const OfficeDevicePageRules = {
  "total": {"required":true,"integer":true},
  "offset": {"required":true,"integer":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of TeamCall. */
export const TeamCallRules = {
  "id": {"required":true},
  "started": {"required":true,"format":"date-time"},
  "kind": {"required":true,"options":["call","meeting"]},
  "organiser": {"required":true},
  "participants": {"required":true,"integer":true},
  "durationMinutes": {"required":true,"integer":true},
  "quality": {"required":true,"options":["good","fair","poor"]},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of TeamCallPage. */
export const TeamCallPageRules = {
  "total": {"required":true,"integer":true},
  "offset": {"required":true,"integer":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of OfficeUsage. */
export const OfficeUsageRules = {
  "workload": {"required":true,"options":["overview","team-collaboration","mail","file-sharing"]},
  "from": {"required":true,"format":"date"},
  "to": {"required":true,"format":"date"},
  "metrics": {"required":true},
  "days": {"required":true},
  "totals": {"required":true},
  "activeUsers": {"required":true,"integer":true},
  "licensedUsers": {"required":true,"integer":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of JoinerLeaver. */
export const JoinerLeaverRules = {
  "id": {"required":true},
  "upn": {"required":true},
  "displayName": {"required":true},
  "department": {},
  "kind": {"required":true,"options":["joiner","leaver"]},
  "date": {"required":true,"format":"date"},
  "licences": {"required":true},
  "licencesAssigned": {"required":true},
  "monthlyReclaim": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of JoinerLeaverPage. */
export const JoinerLeaverPageRules = {
  "currency": {"required":true},
  "total": {"required":true,"integer":true},
  "offset": {"required":true,"integer":true},
  "joiners": {"required":true,"integer":true},
  "leavers": {"required":true,"integer":true},
  "reclaimable": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SharingSetting. */
export const SharingSettingRules = {
  "id": {"required":true},
  "name": {"required":true},
  "description": {"required":true},
  "value": {"required":true},
  "recommended": {"required":true},
  "compliant": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SharingSettings. */
export const SharingSettingsRules = {
  "checked": {"required":true,"format":"date-time"},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ThirdPartyApp. */
export const ThirdPartyAppRules = {
  "id": {"required":true},
  "name": {"required":true},
  "publisher": {"required":true},
  "verified": {"required":true},
  "permissions": {"required":true},
  "risk": {"required":true,"options":["high","medium","low"]},
  "users": {"required":true,"integer":true},
  "consentedOn": {"required":true,"format":"date"},
  "lastUsed": {"format":"date"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ThirdPartyAppPage. */
export const ThirdPartyAppPageRules = {
  "total": {"required":true,"integer":true},
  "offset": {"required":true,"integer":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Recommendation. */
export const RecommendationRules = {
  "id": {"required":true},
  "source": {"required":true,"options":["m365","azure","directory","aws"]},
  "category": {"required":true},
  "title": {"required":true},
  "description": {"required":true},
  "resource": {},
  "impact": {"required":true,"options":["high","medium","low"]},
  "monthlySavings": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "currency": {"required":true},
  "state": {"required":true,"options":["open","dismissed","done"]},
  "changedAt": {"format":"date-time"},
  "changedBy": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of RecommendationPage. */
export const RecommendationPageRules = {
  "currency": {"required":true},
  "total": {"required":true,"integer":true},
  "offset": {"required":true,"integer":true},
  "openMonthlySavings": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of RecommendationChange. */
export const RecommendationChangeRules = {
  "state": {"required":true,"options":["open","dismissed","done"]},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of RecommendationSummary. */
export const RecommendationSummaryRules = {
  "currency": {"required":true},
  "sources": {"required":true},
  "openMonthlySavings": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "doneMonthlySavings": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "licenceWaste": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ScoreAction. */
export const ScoreActionRules = {
  "id": {"required":true},
  "title": {"required":true},
  "category": {"required":true,"options":["Identity","Data","Device","Apps","Infrastructure"]},
  "points": {"required":true},
  "maxPoints": {"required":true},
  "status": {"required":true,"options":["completed","todo","riskAccepted"]},
  "userImpact": {"required":true,"options":["low","moderate","high"]},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SecureScore. */
export const SecureScoreRules = {
  "current": {"required":true},
  "max": {"required":true},
  "similarTenantsPercent": {"required":true},
  "history": {"required":true},
  "categories": {"required":true},
  "actions": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SecureScoreProfiles. */
export const SecureScoreProfilesRules = {
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CopilotScore. */
export const CopilotScoreRules = {
  "score": {"required":true,"integer":true,"min":0,"max":100},
  "copilotLicences": {"required":true,"integer":true},
  "copilotAssigned": {"required":true,"integer":true},
  "copilotActive": {"required":true,"integer":true},
  "eligibleUsers": {"required":true,"integer":true},
  "pillars": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of UsageScore. */
export const UsageScoreRules = {
  "score": {"required":true,"integer":true,"min":0,"max":100},
  "asOf": {"required":true,"format":"date"},
  "workloads": {"required":true},
  "history": {"required":true},
  "assessment": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of LicenceQuestionnaireAnswers. */
export const LicenceQuestionnaireAnswersRules = {
  "employees": {"required":true,"integer":true,"min":1,"max":1000000},
  "frontlineWorkers": {"required":true,"integer":true,"min":0,"max":1000000},
  "remotePercent": {"required":true,"integer":true,"min":0,"max":100},
  "desktopApps": {"required":true},
  "deviceManagement": {"required":true,"options":["none","basic","full"]},
  "securityLevel": {"required":true,"options":["standard","advanced","strict"]},
  "copilotInterest": {"required":true,"options":["none","pilot","broad"]},
  "renewalDate": {"required":true,"format":"date"},
  "contactEmail": {"required":true,"maxLength":254,"format":"email"},
  "notes": {"maxLength":1000},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of LicenceQuestionnaire. */
export const LicenceQuestionnaireRules = {
  "answers": {},
  "updatedAt": {"format":"date-time"},
  "updatedBy": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Alert. */
export const AlertRules = {
  "id": {"required":true},
  "definitionId": {},
  "name": {"required":true},
  "kind": {"required":true,"options":["cost","budget","anomaly","licence-waste"]},
  "severity": {"required":true,"options":["high","medium","low"]},
  "state": {"required":true,"options":["active","acknowledged","resolved"]},
  "message": {"required":true},
  "raisedAt": {"required":true,"format":"date-time"},
  "acknowledgedAt": {"format":"date-time"},
  "acknowledgedBy": {},
  "resolvedAt": {"format":"date-time"},
  "resolvedBy": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of AlertPage. */
export const AlertPageRules = {
  "total": {"required":true,"integer":true,"min":0},
  "offset": {"required":true,"integer":true,"min":0},
  "active": {"required":true,"integer":true,"min":0},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of AlertChange. */
export const AlertChangeRules = {
  "state": {"required":true,"options":["acknowledged","resolved"]},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of AlertDefinitionInput. */
export const AlertDefinitionInputRules = {
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "kind": {"required":true,"options":["cost","budget","anomaly","licence-waste"]},
  "threshold": {"pattern":"^[0-9]{1,12}\\.[0-9]{2}$"},
  "thresholdPercent": {"integer":true,"min":1,"max":1000},
  "recipients": {"required":true,"minItems":1,"maxItems":10,"maxLength":254},
  "enabled": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of AlertDefinition. */
export const AlertDefinitionRules = {
  "id": {"required":true},
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "kind": {"required":true,"options":["cost","budget","anomaly","licence-waste"]},
  "threshold": {"pattern":"^[0-9]{1,12}\\.[0-9]{2}$"},
  "thresholdPercent": {"integer":true,"min":1,"max":1000},
  "recipients": {"required":true,"minItems":1,"maxItems":10,"maxLength":254},
  "enabled": {"required":true},
  "currency": {"required":true},
  "updatedAt": {"required":true,"format":"date-time"},
  "lastRaisedAt": {"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of AlertDefinitionPage. */
export const AlertDefinitionPageRules = {
  "total": {"required":true,"integer":true,"min":0},
  "offset": {"required":true,"integer":true,"min":0},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SecurityAlert. */
export const SecurityAlertRules = {
  "id": {"required":true},
  "title": {"required":true},
  "severity": {"required":true,"options":["high","medium","low","informational"]},
  "status": {"required":true,"options":["new","in-progress","resolved","dismissed"]},
  "category": {"required":true},
  "source": {"required":true},
  "resource": {},
  "description": {"required":true},
  "detectedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SecurityAlertPage. */
export const SecurityAlertPageRules = {
  "total": {"required":true,"integer":true,"min":0},
  "offset": {"required":true,"integer":true,"min":0},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of MetricAlert. */
export const MetricAlertRules = {
  "id": {"required":true},
  "definitionId": {},
  "name": {"required":true},
  "resource": {"required":true},
  "resourceType": {"required":true},
  "metric": {"required":true},
  "operator": {"required":true,"options":["gt","lt"]},
  "threshold": {"required":true},
  "value": {"required":true},
  "state": {"required":true,"options":["fired","resolved"]},
  "firedAt": {"required":true,"format":"date-time"},
  "resolvedAt": {"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of MetricAlertPage. */
export const MetricAlertPageRules = {
  "total": {"required":true,"integer":true,"min":0},
  "offset": {"required":true,"integer":true,"min":0},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of MetricDefinitionInput. */
export const MetricDefinitionInputRules = {
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "resourceType": {"required":true,"minLength":3,"maxLength":120,"pattern":"^[A-Za-z0-9.]+/[A-Za-z0-9./]+$"},
  "metric": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "aggregation": {"required":true,"options":["avg","max","min","total"]},
  "operator": {"required":true,"options":["gt","lt"]},
  "threshold": {"required":true,"min":-1000000000,"max":1000000000},
  "windowMinutes": {"required":true,"integer":true,"options":[5,15,30,60]},
  "enabled": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of MetricDefinition. */
export const MetricDefinitionRules = {
  "id": {"required":true},
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "resourceType": {"required":true,"minLength":3,"maxLength":120,"pattern":"^[A-Za-z0-9.]+/[A-Za-z0-9./]+$"},
  "metric": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "aggregation": {"required":true,"options":["avg","max","min","total"]},
  "operator": {"required":true,"options":["gt","lt"]},
  "threshold": {"required":true,"min":-1000000000,"max":1000000000},
  "windowMinutes": {"required":true,"integer":true,"options":[5,15,30,60]},
  "enabled": {"required":true},
  "updatedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of MetricDefinitionPage. */
export const MetricDefinitionPageRules = {
  "total": {"required":true,"integer":true,"min":0},
  "offset": {"required":true,"integer":true,"min":0},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CustomerMetric. */
export const CustomerMetricRules = {
  "id": {"required":true},
  "name": {"required":true},
  "unit": {"required":true,"options":["money","percent","count"]},
  "value": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "previous": {"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "change": {"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "changePercent": {},
  "better": {"options":["up","down"]},
  "description": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CustomerMetrics. */
export const CustomerMetricsRules = {
  "month": {"required":true},
  "previousMonth": {"required":true},
  "currency": {"required":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ServiceHealthEvent. */
export const ServiceHealthEventRules = {
  "id": {"required":true},
  "type": {"required":true,"options":["incident","advisory"]},
  "service": {"required":true},
  "title": {"required":true},
  "status": {"required":true,"options":["active","resolved"]},
  "impact": {"required":true,"options":["outage","degradation","information"]},
  "startedAt": {"required":true,"format":"date-time"},
  "updatedAt": {"required":true,"format":"date-time"},
  "resolvedAt": {"format":"date-time"},
  "summary": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ServiceStatus. */
export const ServiceStatusRules = {
  "service": {"required":true},
  "status": {"required":true,"options":["operational","advisory","degraded","outage"]},
  "activeIncidents": {"required":true,"integer":true,"min":0},
  "activeAdvisories": {"required":true,"integer":true,"min":0},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ServiceHealth. */
export const ServiceHealthRules = {
  "services": {"required":true},
  "events": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PipelineInput. */
export const PipelineInputRules = {
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "source": {"required":true,"options":["focus-export","cost-management","office-usage","office-licences","security-center","partner-center"]},
  "schedule": {"required":true,"options":["hourly","daily","weekly"]},
  "enabled": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Pipeline. */
export const PipelineRules = {
  "id": {"required":true},
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "source": {"required":true,"options":["focus-export","cost-management","office-usage","office-licences","security-center","partner-center"]},
  "schedule": {"required":true,"options":["hourly","daily","weekly"]},
  "enabled": {"required":true},
  "lastRunAt": {"format":"date-time"},
  "lastStatus": {"required":true,"options":["succeeded","failed","running","never"]},
  "updatedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PipelinePage. */
export const PipelinePageRules = {
  "total": {"required":true,"integer":true,"min":0},
  "offset": {"required":true,"integer":true,"min":0},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ConfigUserInput. */
export const ConfigUserInputRules = {
  "displayName": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "email": {"required":true,"maxLength":254,"format":"email"},
  "role": {"required":true,"options":["admin","user"]},
  "personas": {"required":true,"minItems":1,"maxItems":4,"options":["Admin","Finance","IT","Security"]},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ConfigUser. */
export const ConfigUserRules = {
  "id": {"required":true},
  "displayName": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "email": {"required":true,"maxLength":254,"format":"email"},
  "role": {"required":true,"options":["admin","user"]},
  "personas": {"required":true,"minItems":1,"maxItems":4,"options":["Admin","Finance","IT","Security"]},
  "updatedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ConfigUserPage. */
export const ConfigUserPageRules = {
  "total": {"required":true,"integer":true,"min":0},
  "offset": {"required":true,"integer":true,"min":0},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of TagRuleInput. */
export const TagRuleInputRules = {
  "key": {"required":true,"minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_.:-]+$"},
  "required": {"required":true},
  "allowedValues": {"required":true,"maxItems":50,"maxLength":64},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of TagRule. */
export const TagRuleRules = {
  "id": {"required":true},
  "key": {"required":true,"minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9_.:-]+$"},
  "required": {"required":true},
  "allowedValues": {"required":true,"maxItems":50,"maxLength":64},
  "coverage": {"required":true,"min":0,"max":100},
  "taggedCost": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "totalCost": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "month": {"required":true},
  "currency": {"required":true},
  "updatedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of TagRulePage. */
export const TagRulePageRules = {
  "total": {"required":true,"integer":true,"min":0},
  "offset": {"required":true,"integer":true,"min":0},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CostRuleInput. */
export const CostRuleInputRules = {
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "field": {"required":true,"options":["service","subscription","resourceGroup","tag"]},
  "match": {"required":true,"minLength":1,"maxLength":200,"pattern":"\\S"},
  "action": {"required":true,"options":["exclude","rename","allocate"]},
  "value": {"minLength":1,"maxLength":200,"pattern":"\\S"},
  "order": {"integer":true,"min":1,"max":1000},
  "enabled": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CostRule. */
export const CostRuleRules = {
  "id": {"required":true},
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "field": {"required":true,"options":["service","subscription","resourceGroup","tag"]},
  "match": {"required":true,"minLength":1,"maxLength":200,"pattern":"\\S"},
  "action": {"required":true,"options":["exclude","rename","allocate"]},
  "value": {"minLength":1,"maxLength":200,"pattern":"\\S"},
  "order": {"required":true,"integer":true,"min":1,"max":1000},
  "enabled": {"required":true},
  "updatedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CostRulePage. */
export const CostRulePageRules = {
  "total": {"required":true,"integer":true,"min":0},
  "offset": {"required":true,"integer":true,"min":0},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of LicenceOption. */
export const LicenceOptionRules = {
  "sku": {"required":true},
  "name": {"required":true},
  "unitPrice": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of WorkerProfileInput. */
export const WorkerProfileInputRules = {
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "description": {"maxLength":500},
  "licences": {"required":true,"minItems":1,"maxItems":10,"maxLength":64},
  "users": {"required":true,"integer":true,"min":0,"max":1000000},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of WorkerProfile. */
export const WorkerProfileRules = {
  "id": {"required":true},
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "description": {"maxLength":500},
  "licences": {"required":true,"minItems":1,"maxItems":10,"maxLength":64},
  "users": {"required":true,"integer":true,"min":0,"max":1000000},
  "monthlyCost": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "currency": {"required":true},
  "updatedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of WorkerProfilePage. */
export const WorkerProfilePageRules = {
  "total": {"required":true,"integer":true,"min":0},
  "offset": {"required":true,"integer":true,"min":0},
  "currency": {"required":true},
  "licenceOptions": {"required":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of AutomateEndpointInput. */
export const AutomateEndpointInputRules = {
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "url": {"required":true,"maxLength":2000,"pattern":"^https://","format":"uri"},
  "events": {"required":true,"minItems":1,"maxItems":4,"options":["budget-exceeded","anomaly-detected","recommendation-changed","alert-raised"]},
  "enabled": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of AutomateEndpoint. */
export const AutomateEndpointRules = {
  "id": {"required":true},
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "url": {"required":true,"maxLength":2000,"pattern":"^https://","format":"uri"},
  "events": {"required":true,"minItems":1,"maxItems":4,"options":["budget-exceeded","anomaly-detected","recommendation-changed","alert-raised"]},
  "enabled": {"required":true},
  "updatedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of AutomateEndpointPage. */
export const AutomateEndpointPageRules = {
  "total": {"required":true,"integer":true,"min":0},
  "offset": {"required":true,"integer":true,"min":0},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The rule of the header parameter If-None-Match (IfNoneMatch). */
export const IfNoneMatchParameterRule = {"maxLength":1024} as const satisfies FieldRule;

/** The rule of the path parameter id (RecordId). */
export const RecordIdParameterRule = {"required":true,"minLength":1,"maxLength":64,"pattern":"^[A-Za-z0-9-]+$"} as const satisfies FieldRule;

/** The rule of the query parameter search (ListSearch). */
export const ListSearchParameterRule = {"maxLength":200} as const satisfies FieldRule;

/** The rule of the query parameter order (ListOrder). */
export const ListOrderParameterRule = {"options":["asc","desc"]} as const satisfies FieldRule;

/** The rule of the query parameter offset (ListOffset). */
export const ListOffsetParameterRule = {"integer":true,"min":0,"max":10000000} as const satisfies FieldRule;

/** The rule of the query parameter limit (ListLimit). */
export const ListLimitParameterRule = {"integer":true,"min":1,"max":1000} as const satisfies FieldRule;

/** The rule of the query parameter month (CostMonth). */
export const CostMonthParameterRule = {"pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$"} as const satisfies FieldRule;

/** The rule of the query parameter service (CostFilterService). */
export const CostFilterServiceParameterRule = {"maxItems":50,"maxLength":200} as const satisfies FieldRule;

/** The rule of the query parameter subscription (CostFilterSubscription). */
export const CostFilterSubscriptionParameterRule = {"maxItems":50,"maxLength":200} as const satisfies FieldRule;

/** The rule of the query parameter region (CostFilterRegion). */
export const CostFilterRegionParameterRule = {"maxItems":50,"maxLength":200} as const satisfies FieldRule;

/** The rule of the query parameter chargeCategory (CostFilterChargeCategory). */
export const CostFilterChargeCategoryParameterRule = {"maxItems":5,"options":["Usage","Purchase","Tax","Credit","Adjustment"]} as const satisfies FieldRule;

/** The rule of the query parameter personas (Personas). */
export const PersonasParameterRule = {"maxItems":20,"maxLength":60} as const satisfies FieldRule;

/** The rule of the query parameter preview (Preview). */
export const PreviewParameterRule = {} as const satisfies FieldRule;

/** The rule of the path parameter id (MenuId). */
export const MenuIdParameterRule = {"required":true,"format":"uuid"} as const satisfies FieldRule;

/** The rule of the path parameter id (FileId). */
export const FileIdParameterRule = {"required":true,"pattern":"^[a-z0-9][a-z0-9-]{0,63}$"} as const satisfies FieldRule;

/** The rule of the path parameter id (CustomReportId). */
export const CustomReportIdParameterRule = {"required":true,"format":"uuid"} as const satisfies FieldRule;

/** The rule of the query parameter licenseKey (LicenseKey). */
export const LicenseKeyParameterRule = {"required":true,"minLength":1,"maxLength":100} as const satisfies FieldRule;

/** The limits of importFocusExport's multipart fields (OPERATIONS.importFocusExport.upload). */
export const importFocusExportUpload = {"file":{}} as const satisfies Readonly<Record<string, FieldRule>>;

/** The limits of uploadFile's multipart fields (OPERATIONS.uploadFile.upload). */
export const uploadFileUpload = {"file":{"accept":["image/png","image/jpeg","image/svg+xml","image/x-icon","image/vnd.microsoft.icon","application/pdf","text/csv","text/plain"],"maxBytes":5242880}} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of every object schema of the contract, by schema and property. */
export const FIELD_RULES = {
  Problem: ProblemRules,
  FieldError: FieldErrorRules,
  CostRow: CostRowRules,
  CostQueryResult: CostQueryResultRules,
  CostChange: CostChangeRules,
  CostChanges: CostChangesRules,
  CostResource: CostResourceRules,
  CostResourcePage: CostResourcePageRules,
  CostSummary: CostSummaryRules,
  ExchangeRate: ExchangeRateRules,
  BudgetScope: BudgetScopeRules,
  Budget: BudgetRules,
  BudgetPage: BudgetPageRules,
  CostAnomaly: CostAnomalyRules,
  CostAnomalyPage: CostAnomalyPageRules,
  SharedCostRule: SharedCostRuleRules,
  SharedCosts: SharedCostsRules,
  Commitment: CommitmentRules,
  CommitmentPage: CommitmentPageRules,
  Enrollment: EnrollmentRules,
  EnrollmentPage: EnrollmentPageRules,
  CommitmentBurnDown: CommitmentBurnDownRules,
  ResourceEndpoint: ResourceEndpointRules,
  ResourceEndpointPage: ResourceEndpointPageRules,
  SubscriptionUser: SubscriptionUserRules,
  SubscriptionUserPage: SubscriptionUserPageRules,
  FocusImport: FocusImportRules,
  FocusImportSum: FocusImportSumRules,
  FocusImportResult: FocusImportResultRules,
  TenantSwitch: TenantSwitchRules,
  LoginPayload: LoginPayloadRules,
  TokenResponse: TokenResponseRules,
  TokenClaims: TokenClaimsRules,
  Identity: IdentityRules,
  CurrentUser: CurrentUserRules,
  Tenant: TenantRules,
  MenuItem: MenuItemRules,
  PageDescription: PageDescriptionRules,
  PageContents: PageContentsRules,
  Tab: TabRules,
  ActivePage: ActivePageRules,
  BreadcrumbItem: BreadcrumbItemRules,
  SearchResult: SearchResultRules,
  Feedback: FeedbackRules,
  FeedbackReceipt: FeedbackReceiptRules,
  PortalSettings: PortalSettingsRules,
  GeneralSettings: GeneralSettingsRules,
  Branding: BrandingRules,
  CspCustomerSettings: CspCustomerSettingsRules,
  FeaturesStatus: FeaturesStatusRules,
  EmailNotification: EmailNotificationRules,
  EmailQueued: EmailQueuedRules,
  SyncJob: SyncJobRules,
  Office365Settings: Office365SettingsRules,
  PermissionCheck: PermissionCheckRules,
  EnterpriseAgreementSettings: EnterpriseAgreementSettingsRules,
  EnterpriseAgreementStatus: EnterpriseAgreementStatusRules,
  MonitoringSettings: MonitoringSettingsRules,
  IntegrationSettings: IntegrationSettingsRules,
  IntegrationStatus: IntegrationStatusRules,
  ConnectionTest: ConnectionTestRules,
  TokenCredentialRequest: TokenCredentialRequestRules,
  TokenCredentialStatus: TokenCredentialStatusRules,
  ActivateRequest: ActivateRequestRules,
  ActivationStatus: ActivationStatusRules,
  TagCoverage: TagCoverageRules,
  SystemMessage: SystemMessageRules,
  PartnerSettings: PartnerSettingsRules,
  SecureCustomerResult: SecureCustomerResultRules,
  CustomReport: CustomReportRules,
  FeatureState: FeatureStateRules,
  FeatureActivation: FeatureActivationRules,
  License: LicenseRules,
  LicenseDefinition: LicenseDefinitionRules,
  FileUpload: FileUploadRules,
  StoredFileUpload: StoredFileUploadRules,
  StoredFile: StoredFileRules,
  StoredFilePage: StoredFilePageRules,
  EmbedTokenRequest: EmbedTokenRequestRules,
  ReportEmbed: ReportEmbedRules,
  ReportSettings: ReportSettingsRules,
  ReportPage: ReportPageRules,
  ReportViewLog: ReportViewLogRules,
  AuditEvent: AuditEventRules,
  ChatSettings: ChatSettingsRules,
  RelatedLink: RelatedLinkRules,
  ChatMessage: ChatMessageRules,
  Chat: ChatRules,
  ChatCreated: ChatCreatedRules,
  GenerateRequest: GenerateRequestRules,
  GenerateResponse: GenerateResponseRules,
  FollowupRequest: FollowupRequestRules,
  FollowupResponse: FollowupResponseRules,
  OfficeUser: OfficeUserRules,
  OfficeUserPage: OfficeUserPageRules,
  OfficeLicence: OfficeLicenceRules,
  OfficeLicences: OfficeLicencesRules,
  OfficeGroup: OfficeGroupRules,
  OfficeGroupPage: OfficeGroupPageRules,
  OfficeDevice: OfficeDeviceRules,
  OfficeDevicePage: OfficeDevicePageRules,
  TeamCall: TeamCallRules,
  TeamCallPage: TeamCallPageRules,
  OfficeUsage: OfficeUsageRules,
  JoinerLeaver: JoinerLeaverRules,
  JoinerLeaverPage: JoinerLeaverPageRules,
  SharingSetting: SharingSettingRules,
  SharingSettings: SharingSettingsRules,
  ThirdPartyApp: ThirdPartyAppRules,
  ThirdPartyAppPage: ThirdPartyAppPageRules,
  Recommendation: RecommendationRules,
  RecommendationPage: RecommendationPageRules,
  RecommendationChange: RecommendationChangeRules,
  RecommendationSummary: RecommendationSummaryRules,
  ScoreAction: ScoreActionRules,
  SecureScore: SecureScoreRules,
  SecureScoreProfiles: SecureScoreProfilesRules,
  CopilotScore: CopilotScoreRules,
  UsageScore: UsageScoreRules,
  LicenceQuestionnaireAnswers: LicenceQuestionnaireAnswersRules,
  LicenceQuestionnaire: LicenceQuestionnaireRules,
  Alert: AlertRules,
  AlertPage: AlertPageRules,
  AlertChange: AlertChangeRules,
  AlertDefinitionInput: AlertDefinitionInputRules,
  AlertDefinition: AlertDefinitionRules,
  AlertDefinitionPage: AlertDefinitionPageRules,
  SecurityAlert: SecurityAlertRules,
  SecurityAlertPage: SecurityAlertPageRules,
  MetricAlert: MetricAlertRules,
  MetricAlertPage: MetricAlertPageRules,
  MetricDefinitionInput: MetricDefinitionInputRules,
  MetricDefinition: MetricDefinitionRules,
  MetricDefinitionPage: MetricDefinitionPageRules,
  CustomerMetric: CustomerMetricRules,
  CustomerMetrics: CustomerMetricsRules,
  ServiceHealthEvent: ServiceHealthEventRules,
  ServiceStatus: ServiceStatusRules,
  ServiceHealth: ServiceHealthRules,
  PipelineInput: PipelineInputRules,
  Pipeline: PipelineRules,
  PipelinePage: PipelinePageRules,
  ConfigUserInput: ConfigUserInputRules,
  ConfigUser: ConfigUserRules,
  ConfigUserPage: ConfigUserPageRules,
  TagRuleInput: TagRuleInputRules,
  TagRule: TagRuleRules,
  TagRulePage: TagRulePageRules,
  CostRuleInput: CostRuleInputRules,
  CostRule: CostRuleRules,
  CostRulePage: CostRulePageRules,
  LicenceOption: LicenceOptionRules,
  WorkerProfileInput: WorkerProfileInputRules,
  WorkerProfile: WorkerProfileRules,
  WorkerProfilePage: WorkerProfilePageRules,
  AutomateEndpointInput: AutomateEndpointInputRules,
  AutomateEndpoint: AutomateEndpointRules,
  AutomateEndpointPage: AutomateEndpointPageRules,
} as const satisfies Readonly<Record<string, Readonly<Record<string, FieldRule>>>>;
