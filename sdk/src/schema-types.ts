import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** Entities of the portal, named as in the specification's section 3. */
export type MenuItem = Schemas['MenuItem'];
export type PageDescription = Schemas['PageDescription'];
export type PageContents = Schemas['PageContents'];
export type Tab = Schemas['Tab'];
export type ActivePage = Schemas['ActivePage'];
export type AccessedPage = Schemas['AccessedPage'];
export type BreadcrumbItem = Schemas['BreadcrumbItem'];
export type SearchResult = Schemas['SearchResult'];
export type CostQueryResult = Schemas['CostQueryResult'];
export type CostRow = Schemas['CostRow'];
export type CostResource = Schemas['CostResource'];
export type CostChange = Schemas['CostChange'];
export type CostChanges = Schemas['CostChanges'];
export type CostResourcePage = Schemas['CostResourcePage'];
export type CostSummary = Schemas['CostSummary'];
export type ExchangeRate = Schemas['ExchangeRate'];
export type Budget = Schemas['Budget'];
export type BudgetPage = Schemas['BudgetPage'];
export type CostAnomaly = Schemas['CostAnomaly'];
export type CostAnomalyPage = Schemas['CostAnomalyPage'];
export type SharedCosts = Schemas['SharedCosts'];
export type SharedCostRule = Schemas['SharedCostRule'];
export type Commitment = Schemas['Commitment'];
export type CommitmentPage = Schemas['CommitmentPage'];
export type Enrollment = Schemas['Enrollment'];
export type EnrollmentPage = Schemas['EnrollmentPage'];
export type CommitmentBurnDown = Schemas['CommitmentBurnDown'];
export type ResourceEndpoint = Schemas['ResourceEndpoint'];
export type ResourceEndpointPage = Schemas['ResourceEndpointPage'];
export type SubscriptionUser = Schemas['SubscriptionUser'];
export type SubscriptionUserPage = Schemas['SubscriptionUserPage'];
export type FocusImport = Schemas['FocusImport'];
export type FocusImportResult = Schemas['FocusImportResult'];
/** An exact amount as a two-decimal string. */
export type Money = Schemas['Money'];
export type Feedback = Schemas['Feedback'];
export type FeedbackType = Schemas['Feedback']['type'];
export type FeedbackReceipt = Schemas['FeedbackReceipt'];
export type CurrentUser = Schemas['CurrentUser'];
export type Identity = Schemas['Identity'];
export type Tenant = Schemas['Tenant'];
export type TokenResponse = Schemas['TokenResponse'];
export type LoginPayload = Schemas['LoginPayload'];
export type PortalSettings = Schemas['PortalSettings'];
export type GeneralSettings = Schemas['GeneralSettings'];
export type Branding = Schemas['Branding'];
export type CspCustomerSettings = Schemas['CspCustomerSettings'];
export type FeaturesStatus = Schemas['FeaturesStatus'];
export type ReportSettings = Schemas['ReportSettings'];
export type ReportEmbed = Schemas['ReportEmbed'];
export type ReportPage = Schemas['ReportPage'];
export type EmbedTokenRequest = Schemas['EmbedTokenRequest'];
export type ReportViewLog = Schemas['ReportViewLog'];
export type Chat = Schemas['Chat'];
export type ChatCreated = Schemas['ChatCreated'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatDataset = Schemas['ChatDataset'];
export type ChatSettings = Schemas['ChatSettings'];
export type RelatedLink = Schemas['RelatedLink'];
export type GenerateRequest = Schemas['GenerateRequest'];
export type GenerateResponse = Schemas['GenerateResponse'];
export type FollowupResponse = Schemas['FollowupResponse'];
export type AuditEvent = Schemas['AuditEvent'];
export type EmailNotification = Schemas['EmailNotification'];
export type EmailQueued = Schemas['EmailQueued'];
export type TokenCredentialRequest = Schemas['TokenCredentialRequest'];
export type TokenCredentialStatus = Schemas['TokenCredentialStatus'];
export type SyncJob = Schemas['SyncJob'];
export type Office365Settings = Schemas['Office365Settings'];
export type PermissionCheck = Schemas['PermissionCheck'];
export type EnterpriseAgreementSettings = Schemas['EnterpriseAgreementSettings'];
export type EnterpriseAgreementStatus = Schemas['EnterpriseAgreementStatus'];
export type MonitoringSettings = Schemas['MonitoringSettings'];
export type IntegrationSettings = Schemas['IntegrationSettings'];
export type IntegrationStatus = Schemas['IntegrationStatus'];
export type ConnectionTest = Schemas['ConnectionTest'];
export type ActivateRequest = Schemas['ActivateRequest'];
export type ActivationStatus = Schemas['ActivationStatus'];
export type TagCoverage = Schemas['TagCoverage'];
export type SystemMessage = Schemas['SystemMessage'];
export type PartnerSettings = Schemas['PartnerSettings'];
export type SecureCustomerResult = Schemas['SecureCustomerResult'];
export type CustomReport = Schemas['CustomReport'];
export type FeatureState = Schemas['FeatureState'];
export type FeatureActivation = Schemas['FeatureActivation'];
export type License = Schemas['License'];
export type LicenseDefinition = Schemas['LicenseDefinition'];
export type StoredFile = Schemas['StoredFile'];
export type OfficeUser = Schemas['OfficeUser'];
export type OfficeLicence = Schemas['OfficeLicence'];
export type OfficeLicences = Schemas['OfficeLicences'];
export type OfficeGroup = Schemas['OfficeGroup'];
export type OfficeDevice = Schemas['OfficeDevice'];
export type TeamCall = Schemas['TeamCall'];
export type OfficeUsage = Schemas['OfficeUsage'];
export type JoinerLeaver = Schemas['JoinerLeaver'];
export type SharingSettings = Schemas['SharingSettings'];
export type ThirdPartyApp = Schemas['ThirdPartyApp'];
export type RecommendationSource = Schemas['RecommendationSource'];
export type RecommendationState = Schemas['RecommendationState'];
export type Recommendation = Schemas['Recommendation'];
export type RecommendationChange = Schemas['RecommendationChange'];
export type RecommendationSummary = Schemas['RecommendationSummary'];
export type ScoreAction = Schemas['ScoreAction'];
export type SecureScore = Schemas['SecureScore'];
export type SecureScoreProfiles = Schemas['SecureScoreProfiles'];
export type CopilotScore = Schemas['CopilotScore'];
export type UsageScore = Schemas['UsageScore'];
export type LicenceQuestionnaire = Schemas['LicenceQuestionnaire'];
export type LicenceQuestionnaireAnswers = Schemas['LicenceQuestionnaireAnswers'];

/** Dataset labels, kept as the specification gives them. */
export const CHAT_DATASET_LABELS: Readonly<Record<ChatDataset, string>> = {
  all: 'M365 and Azure data',
  m365: 'M365 data',
  azure: 'Azure data',
};

/** Feedback types in the order the dropdown lists them. */
export const FEEDBACK_TYPES: readonly FeedbackType[] = ['Feedback', 'FR', 'Bug', 'Comment', 'Suggestion'];
