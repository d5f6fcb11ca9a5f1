// Generated from contracts/openapi/portal.yaml by sdk/scripts/generate.ts. Do not edit: run `pnpm generate`.

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
  "exchangeRate": {},
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
  "exchangeRate": {},
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
  "basis": {"options":["daily","fixed"]},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of ExchangeRates. */
export const ExchangeRatesRules = {
  "basis": {"required":true,"options":["daily","fixed"]},
  "billingCurrency": {"required":true},
  "currencies": {"required":true},
  "from": {"format":"date"},
  "to": {"format":"date"},
  "days": {"integer":true},
  "latest": {},
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
  "exchangeRate": {},
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
  "exchangeRate": {},
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
  "exchangeRate": {},
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
  "exchangeRate": {},
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
  "exchangeRate": {},
  "total": {"required":true,"integer":true},
  "offset": {"required":true,"integer":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of CommitmentBurnDown. */
export const CommitmentBurnDownRules = {
  "currency": {"required":true},
  "exchangeRate": {},
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
  "exchangeRate": {},
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
  "exchangeRate": {},
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
  "account": {},
  "startup": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of RefreshRequest. */
export const RefreshRequestRules = {
  "startup": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of StartupRequest. */
export const StartupRequestRules = {
  "page": {"required":true,"maxLength":500},
  "personas": {"maxItems":20,"maxLength":60},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Startup. */
export const StartupRules = {
  "personas": {"required":true},
  "menu": {"required":true},
  "page": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of StartupPage. */
export const StartupPageRules = {
  "uuid": {"required":true},
  "description": {"required":true},
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
  "eula": {"minLength":2,"maxLength":2000,"pattern":"^(/[^/\\\\\\s]\\S*|https://\\S+)$","format":"uri-reference"},
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
  "directoryTenantId": {"maxLength":253,"pattern":"^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+)$"},
  "applicationId": {"format":"uuid"},
  "applicationSecret": {"minLength":8,"maxLength":500},
  "secretSet": {},
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
  "currency": {"pattern":"^[A-Z]{3}$"},
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
  "exchangeRate": {},
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
  "exchangeRate": {},
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
  "exchangeRate": {},
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
  "exchangeRate": {},
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
  "exchangeRate": {},
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
  "scope": {},
  "period": {},
  "link": {"pattern":"^/"},
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
  "storage": {},
  "secret": {"minLength":1,"maxLength":4096},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PipelineStorage. */
export const PipelineStorageRules = {
  "kind": {"required":true,"options":["azure-blob","s3"]},
  "accountUrl": {"maxLength":300,"pattern":"^https?://","format":"uri"},
  "container": {"minLength":3,"maxLength":63,"pattern":"^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$"},
  "directory": {"maxLength":500},
  "credential": {"options":["account-key","sas"]},
  "endpoint": {"maxLength":300,"pattern":"^https?://","format":"uri"},
  "region": {"minLength":1,"maxLength":40,"pattern":"^[a-z0-9-]+$"},
  "bucket": {"minLength":3,"maxLength":63,"pattern":"^[a-z0-9][a-z0-9.-]*[a-z0-9]$"},
  "prefix": {"maxLength":500},
  "accessKeyId": {"minLength":3,"maxLength":128,"pattern":"^\\S+$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Pipeline. */
export const PipelineRules = {
  "id": {"required":true},
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "source": {"required":true,"options":["focus-export","cost-management","office-usage","office-licences","security-center","partner-center"]},
  "schedule": {"required":true,"options":["hourly","daily","weekly"]},
  "enabled": {"required":true},
  "storage": {},
  "secretSet": {"required":true},
  "lastRunAt": {"format":"date-time"},
  "lastStatus": {"required":true,"options":["succeeded","failed","running","queued","never"]},
  "lastError": {},
  "updatedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PipelineRun. */
export const PipelineRunRules = {
  "id": {"required":true},
  "pipelineId": {"required":true},
  "trigger": {"required":true,"options":["schedule","manual"]},
  "status": {"required":true,"options":["queued","running","succeeded","failed"]},
  "queuedAt": {"required":true,"format":"date-time"},
  "startedAt": {"format":"date-time"},
  "finishedAt": {"format":"date-time"},
  "attempts": {"required":true,"integer":true,"min":0},
  "deliveries": {"integer":true,"min":0},
  "upToDate": {"integer":true,"min":0},
  "periods": {},
  "files": {"integer":true,"min":0},
  "rows": {"integer":true,"min":0},
  "bytes": {"integer":true,"min":0},
  "sums": {},
  "datasets": {},
  "error": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PipelineRunDataset. */
export const PipelineRunDatasetRules = {
  "dataset": {"required":true,"options":["licences","usage","groups","devices","apps","security"]},
  "status": {"required":true,"options":["loaded","kept"]},
  "items": {"integer":true,"min":0},
  "message": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PipelineRunSum. */
export const PipelineRunSumRules = {
  "currency": {"required":true,"pattern":"^[A-Z]{3}$"},
  "billed": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
  "effective": {"required":true,"pattern":"^-?[0-9]+\\.[0-9]{2}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PipelineRunError. */
export const PipelineRunErrorRules = {
  "kind": {"required":true,"options":["unreachable","refused-key","no-container","no-exports","bad-export","bad-file","secret","interrupted","directory","application","permission","throttled","no-integration","failed"]},
  "message": {"required":true},
  "file": {},
  "line": {"integer":true,"min":0},
  "column": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PipelineRunList. */
export const PipelineRunListRules = {
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PipelineStorageCheckInput. */
export const PipelineStorageCheckInputRules = {
  "storage": {"required":true},
  "secret": {"minLength":1,"maxLength":4096},
  "pipelineId": {"maxLength":64},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of PipelineStorageCheck. */
export const PipelineStorageCheckRules = {
  "ok": {"required":true},
  "kind": {"options":["unreachable","refused-key","no-container","no-exports","bad-export","secret","failed"]},
  "message": {"required":true},
  "deliveries": {"integer":true,"min":0},
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
  "signingSecret": {"minLength":16,"maxLength":200},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of AutomateEndpoint. */
export const AutomateEndpointRules = {
  "id": {"required":true},
  "name": {"required":true,"minLength":1,"maxLength":80,"pattern":"\\S"},
  "url": {"required":true,"maxLength":2000,"pattern":"^https://","format":"uri"},
  "events": {"required":true,"minItems":1,"maxItems":4,"options":["budget-exceeded","anomaly-detected","recommendation-changed","alert-raised"]},
  "enabled": {"required":true},
  "secretSet": {},
  "status": {},
  "updatedAt": {"required":true,"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of EndpointStatus. */
export const EndpointStatusRules = {
  "state": {"required":true,"options":["active","failing","paused","disabled"]},
  "consecutiveFailures": {"required":true,"integer":true,"min":0},
  "lastAttemptAt": {"format":"date-time"},
  "lastDeliveredAt": {"format":"date-time"},
  "pausedAt": {"format":"date-time"},
  "lastError": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of WebhookDelivery. */
export const WebhookDeliveryRules = {
  "id": {"required":true},
  "eventId": {"required":true},
  "eventType": {"required":true},
  "status": {"required":true,"options":["queued","sending","delivered","failed"]},
  "attempts": {"required":true,"integer":true,"min":0},
  "queuedAt": {"required":true,"format":"date-time"},
  "nextAttemptAt": {"format":"date-time"},
  "deliveredAt": {"format":"date-time"},
  "responseStatus": {"integer":true},
  "error": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of WebhookDeliveryList. */
export const WebhookDeliveryListRules = {
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of MailDelivery. */
export const MailDeliveryRules = {
  "id": {"required":true},
  "subject": {"required":true},
  "recipients": {"required":true},
  "status": {"required":true,"options":["queued","sending","sent","failed"]},
  "attempts": {"required":true,"integer":true,"min":0},
  "queuedAt": {"required":true,"format":"date-time"},
  "nextAttemptAt": {"format":"date-time"},
  "sentAt": {"format":"date-time"},
  "error": {},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SubscriptionInput. */
export const SubscriptionInputRules = {
  "target": {"required":true},
  "frequency": {"required":true,"options":["daily","weekly","monthly"]},
  "currency": {"pattern":"^[A-Z]{3}$"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of Subscription. */
export const SubscriptionRules = {
  "id": {"required":true},
  "name": {"required":true},
  "target": {"required":true},
  "frequency": {"required":true,"options":["daily","weekly","monthly"]},
  "currency": {"required":true},
  "email": {"required":true},
  "link": {"required":true},
  "createdAt": {"required":true,"format":"date-time"},
  "nextDeliveryAt": {"required":true,"format":"date-time"},
  "lastSentAt": {"format":"date-time"},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of SubscriptionList. */
export const SubscriptionListRules = {
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of UnsubscribeTarget. */
export const UnsubscribeTargetRules = {
  "name": {"required":true},
  "frequency": {"required":true,"options":["daily","weekly","monthly"]},
  "email": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of MailDeliveryList. */
export const MailDeliveryListRules = {
  "relay": {"required":true},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The field rules of AutomateEndpointPage. */
export const AutomateEndpointPageRules = {
  "total": {"required":true,"integer":true,"min":0},
  "offset": {"required":true,"integer":true,"min":0},
  "items": {"required":true},
} as const satisfies Readonly<Record<string, FieldRule>>;

/** The rule of the path parameter id (SubscriptionId). */
export const SubscriptionIdParameterRule = {"required":true,"minLength":1,"maxLength":100} as const satisfies FieldRule;

/** The rule of the query parameter token (UnsubscribeToken). */
export const UnsubscribeTokenParameterRule = {"required":true,"pattern":"^[A-Za-z0-9_-]{20,200}$"} as const satisfies FieldRule;

/** The rule of the query parameter currency (TenantDisplayCurrency). */
export const TenantDisplayCurrencyParameterRule = {"pattern":"^[A-Z]{3}$"} as const satisfies FieldRule;

/** The rule of the query parameter currency (DisplayCurrency). */
export const DisplayCurrencyParameterRule = {"pattern":"^[A-Z]{3}$"} as const satisfies FieldRule;

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

/** The limits of unsubscribe's multipart fields (OPERATIONS.unsubscribe.upload). */
export const unsubscribeUpload = {"List-Unsubscribe":{}} as const satisfies Readonly<Record<string, FieldRule>>;

/** The limits of importFocusExport's multipart fields (OPERATIONS.importFocusExport.upload). */
export const importFocusExportUpload = {"file":{}} as const satisfies Readonly<Record<string, FieldRule>>;

/** The limits of loadExchangeRates's multipart fields (OPERATIONS.loadExchangeRates.upload). */
export const loadExchangeRatesUpload = {"file":{}} as const satisfies Readonly<Record<string, FieldRule>>;

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
  ExchangeRates: ExchangeRatesRules,
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
  RefreshRequest: RefreshRequestRules,
  StartupRequest: StartupRequestRules,
  Startup: StartupRules,
  StartupPage: StartupPageRules,
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
  PipelineStorage: PipelineStorageRules,
  Pipeline: PipelineRules,
  PipelineRun: PipelineRunRules,
  PipelineRunDataset: PipelineRunDatasetRules,
  PipelineRunSum: PipelineRunSumRules,
  PipelineRunError: PipelineRunErrorRules,
  PipelineRunList: PipelineRunListRules,
  PipelineStorageCheckInput: PipelineStorageCheckInputRules,
  PipelineStorageCheck: PipelineStorageCheckRules,
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
  EndpointStatus: EndpointStatusRules,
  WebhookDelivery: WebhookDeliveryRules,
  WebhookDeliveryList: WebhookDeliveryListRules,
  MailDelivery: MailDeliveryRules,
  SubscriptionInput: SubscriptionInputRules,
  Subscription: SubscriptionRules,
  SubscriptionList: SubscriptionListRules,
  UnsubscribeTarget: UnsubscribeTargetRules,
  MailDeliveryList: MailDeliveryListRules,
  AutomateEndpointPage: AutomateEndpointPageRules,
} as const satisfies Readonly<Record<string, Readonly<Record<string, FieldRule>>>>;
