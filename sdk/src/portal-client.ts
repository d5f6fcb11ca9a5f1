import createClient, { type Client } from 'openapi-fetch';
import { ApiError, type ApiResult } from './api-error.ts';
import { type AuthorizedFetchOptions, createAuthorizedFetch } from './authorized-fetch.ts';
import type { operations, paths } from './generated/openapi.ts';
import type {
  ActivateRequest,
  AlertChange,
  AlertDefinitionInput,
  AuditEvent,
  AutomateEndpointInput,
  ConfigUserInput,
  CostRuleInput,
  EmailNotification,
  EmbedTokenRequest,
  EnterpriseAgreementSettings,
  FeatureActivation,
  Feedback,
  GeneralSettings,
  GenerateRequest,
  IntegrationSettings,
  LicenceQuestionnaireAnswers,
  LoginPayload,
  MetricDefinitionInput,
  MonitoringSettings,
  Office365Settings,
  PartnerSettings,
  PipelineInput,
  RecommendationChange,
  ReportViewLog,
  TagRuleInput,
  TokenCredentialRequest,
  WorkerProfileInput,
} from './schema-types.ts';

/** Per-call options every method takes last. */
export interface CallOptions {
  /** Aborts the call; the result is then a network error whose `isAborted` is true. */
  signal?: AbortSignal;
}

/** Optional path prefixes in front of the portal's services (spec section 7). */
export interface PortalPrefixes {
  /** In front of every `/services/...` path, for example `/gateway`. */
  services?: string;
  /** In front of `/api/auth/logout`, which may sit behind its own prefix. */
  logout?: string;
}

export interface PortalClientOptions extends AuthorizedFetchOptions {
  /** Origin of the backend; '' (the default) means the page's own origin. */
  baseUrl?: string;
  /** A prefix for every services call, or separate prefixes for services and logout. */
  prefix?: string | PortalPrefixes;
}

/** The outcome of a sign-in call, per the specification's login rules. */
export type LoginOutcome =
  | { readonly kind: 'signed-in'; readonly accessToken: string; readonly newTenant: boolean }
  | { readonly kind: 'select-tenant'; readonly accessToken: string };

/** The parameters of the cost query (all optional: the latest month, total, effective cost). */
export type CostQuery = NonNullable<operations['queryCosts']['parameters']['query']>;

/** The parameters of the resource list (paging, sorting, filters, search). */
export type CostResourceQuery = NonNullable<operations['listCostResources']['parameters']['query']>;
/** The query of a cost operation, as the contract types it. */
export type QueryOf<Id extends keyof operations> = NonNullable<
  operations[Id] extends { parameters: { query?: infer Q } } ? Q : never
>;

/** Statuses that are not errors of an operation. */
type SuccessStatus = 200 | 201 | 202 | 204 | 300;

/** The error statuses an operation declares in the contract. */
export type ErrorStatusOf<Id extends keyof operations> = operations[Id] extends { responses: infer R }
  ? Exclude<Extract<keyof R, number>, SuccessStatus>
  : number;

/** The result type of an operation's call, with its declared error statuses. */
export type OperationResult<Id extends keyof operations, T> = ApiResult<T, ErrorStatusOf<Id>>;

function normalisePrefix(prefix: string | undefined): string {
  if (!prefix) return '';
  const trimmed = prefix.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const call = (init: CallOptions | undefined): { signal?: AbortSignal } =>
  init?.signal ? { signal: init.signal } : {};

type Settled<T> = { data?: T; error?: unknown; response: Response };

async function settle<T, S extends number = number>(call: Promise<Settled<T>>): Promise<ApiResult<T, S>> {
  let outcome: Settled<T>;
  try {
    outcome = await call;
  } catch (cause) {
    return { ok: false, error: ApiError.network<S>(cause), status: 0 };
  }
  const { response } = outcome;
  if (response.ok) return { ok: true, data: outcome.data as T, status: response.status };
  return {
    ok: false,
    error: ApiError.fromResponse<S>(response, outcome.error),
    status: response.status as S,
  };
}

/** Settles an operation's call, typing its error statuses from the contract's operation. */
function answer<Id extends keyof operations, T>(
  _operation: Id,
  pending: Promise<Settled<T>>,
): Promise<OperationResult<Id, T>> {
  return settle<T, ErrorStatusOf<Id>>(pending);
}

/** A successful answer without a body (204, 202). */
async function answerEmpty<Id extends keyof operations>(
  operation: Id,
  pending: Promise<Settled<unknown>>,
): Promise<OperationResult<Id, void>> {
  const result = await answer(operation, pending);
  return result.ok ? { ok: true, data: undefined, status: result.status } : result;
}

/**
 * The typed client of the portal's REST contract, grouped as the portal uses it. Every method
 * takes {@link CallOptions} last and returns an {@link ApiResult}; nothing throws, not even a
 * network failure. Every call goes through {@link createAuthorizedFetch}: bearer token, one
 * refresh and retry on 401, Retry-After for idempotent calls.
 */
export function createPortalClient(options: PortalClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const prefixes: PortalPrefixes =
    typeof options.prefix === 'string' ? { services: options.prefix } : (options.prefix ?? {});
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const authorizedFetch = createAuthorizedFetch({ ...options, fetch: doFetch });

  const make = (prefix: string | undefined): Client<paths> => {
    return createClient<paths>({ baseUrl: `${baseUrl}${normalisePrefix(prefix)}`, fetch: authorizedFetch });
  };
  const root = make(undefined);
  const services = make(prefixes.services);
  const logoutClient = make(prefixes.logout);

  const identityHeader = (identityToken: string) => ({ Authorization: `Bearer ${identityToken}` });

  async function signIn(
    path: '/api/auth/azure/token' | '/api/auth/azure/tenant/token',
    payload: LoginPayload,
    identityToken: string,
    init: CallOptions | undefined,
  ): Promise<OperationResult<'login' | 'loginToTenant', LoginOutcome>> {
    let outcome: Settled<{ access_token: string; newTenant?: boolean }>;
    try {
      outcome = await root.POST(path, {
        body: payload,
        headers: identityHeader(identityToken),
        credentials: 'include',
        ...call(init),
      });
    } catch (cause) {
      return { ok: false, error: ApiError.network(cause), status: 0 };
    }
    // 300 Multiple Choices is not a failure here: the user belongs to several tenants.
    const selection = outcome.error as { access_token?: unknown } | undefined;
    if (outcome.response.status === 300 && typeof selection?.access_token === 'string') {
      return { ok: true, status: 300, data: { kind: 'select-tenant', accessToken: selection.access_token } };
    }
    const result = await settle<
      { access_token: string; newTenant?: boolean },
      ErrorStatusOf<'login' | 'loginToTenant'>
    >(Promise.resolve(outcome));
    if (!result.ok) return result;
    return {
      ok: true,
      status: result.status,
      data: {
        kind: 'signed-in',
        accessToken: result.data.access_token,
        newTenant: result.data.newTenant === true,
      },
    };
  }

  return {
    auth: {
      /** Sign in with the identity provider's token (single tenant). */
      login: (payload: LoginPayload, identityToken: string, init?: CallOptions) =>
        signIn('/api/auth/azure/token', payload, identityToken, init),
      /** Sign in to the tenant picked at /tenant. */
      loginToTenant: (payload: LoginPayload, identityToken: string, init?: CallOptions) =>
        signIn('/api/auth/azure/tenant/token', payload, identityToken, init),
      /**
       * Switches the signed-in user to another of their tenants: a fresh app token for it, and the
       * refresh cookie moves to that tenant.
       */
      switchTenant: (tenantId: string, init?: CallOptions) =>
        answer(
          'switchTenant',
          root.POST('/api/auth/tenant/switch', { body: { tenantId }, credentials: 'include', ...call(init) }),
        ),
      /** A new app token from the refresh cookie. */
      refresh: (init?: CallOptions) =>
        answer(
          'refreshToken',
          root.POST('/api/auth/refresh-token', { credentials: 'include', ...call(init) }),
        ),
      /** Revokes the refresh cookie. */
      logout: (init?: CallOptions) =>
        answerEmpty(
          'logout',
          logoutClient.POST('/api/auth/logout', { credentials: 'include', ...call(init) }),
        ),
    },
    account: {
      get: (init?: CallOptions) =>
        answer('getAccount', services.GET('/services/api-portal-customer/api/account', call(init))),
      whois: (init?: CallOptions) =>
        answer('whois', services.GET('/services/api-portal-customer/api/whois', call(init))),
      tenants: (init?: CallOptions) =>
        answer('listTenants', services.GET('/services/api-portal-customer/api/tenants', call(init))),
      acceptEula: (init?: CallOptions) =>
        answerEmpty('acceptEula', services.POST('/services/api-portal-customer/api/eula', call(init))),
      cspCustomerSettings: (init?: CallOptions) =>
        answer(
          'getCspCustomerSettings',
          services.GET('/services/api-portal-customer/api/csp/customer/settings', call(init)),
        ),
      featuresStatus: (init?: CallOptions) =>
        answer(
          'getFeaturesStatus',
          services.GET('/services/api-portal-customer/api/features/status', call(init)),
        ),
      sendEmailNotification: (body: EmailNotification, init?: CallOptions) =>
        answer(
          'sendEmailNotification',
          services.POST('/services/api-portal-customer/api/notification/email', { body, ...call(init) }),
        ),
      /**
       * The terms document as text from the `eula` URL of the portal settings. Only http(s) URLs are
       * followed; a relative URL is read against the backend.
       */
      eulaDocument: async (url: string, init?: CallOptions): Promise<ApiResult<string>> => {
        let target: URL;
        try {
          // A relative services path sits behind the services prefix like every other call.
          const path = url.startsWith('/services/') ? `${normalisePrefix(prefixes.services)}${url}` : url;
          target = new URL(path, `${baseUrl || globalThis.location?.origin || 'http://localhost'}/`);
        } catch (cause) {
          return { ok: false, error: ApiError.network(cause), status: 0 };
        }
        if (target.protocol !== 'https:' && target.protocol !== 'http:') {
          return {
            ok: false,
            status: 400,
            error: new ApiError(400, {
              title: 'Unsupported terms URL',
              status: 400,
              detail: target.protocol,
            }),
          };
        }
        let response: Response;
        try {
          response = await doFetch(
            new Request(target, { headers: { Accept: 'text/html, text/plain' }, ...call(init) }),
          );
        } catch (cause) {
          return { ok: false, error: ApiError.network(cause), status: 0 };
        }
        const text = await response.text().catch(() => '');
        if (!response.ok)
          return { ok: false, error: ApiError.fromResponse(response, text), status: response.status };
        return { ok: true, data: text, status: response.status };
      },
    },
    portal: {
      menu: (query: { personas?: string[]; videoLibrary?: boolean } = {}, init?: CallOptions) =>
        answer(
          'getMenu',
          services.GET('/services/api-portal-customer/api/portal/menu', {
            params: { query: { ...query, preview: false } },
            ...call(init),
          }),
        ),
      breadcrumb: (id: string, init?: CallOptions) =>
        answer(
          'getBreadcrumb',
          services.GET('/services/api-portal-customer/api/portal/menu/{id}/breadcrumb', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
      page: (id: string, query: { personas?: string[] } = {}, init?: CallOptions) =>
        answer(
          'getPage',
          services.GET('/services/api-portal-customer/api/portal/menu/page/{id}', {
            params: { path: { id }, query: { ...query, preview: false } },
            ...call(init),
          }),
        ),
      search: (text: string, query: { personas?: string[] } = {}, init?: CallOptions) =>
        answer(
          'searchMenu',
          services.GET('/services/api-portal-customer/api/portal/menu/index', {
            params: { query: { query: text, ...query, preview: false } },
            ...call(init),
          }),
        ),
      submitFeedback: (body: Feedback, init?: CallOptions) =>
        answer(
          'submitFeedback',
          services.POST('/services/api-portal-customer/api/portal/menu/feedback', { body, ...call(init) }),
        ),
      lastAccessed: (init?: CallOptions) =>
        answer(
          'getLastAccessed',
          services.GET('/services/api-portal-customer/api/portal/menu/last-accessed', call(init)),
        ),
      topAccessed: (init?: CallOptions) =>
        answer(
          'getTopAccessed',
          services.GET('/services/api-portal-customer/api/portal/menu/top-accessed', call(init)),
        ),
    },
    settings: {
      get: (init?: CallOptions) =>
        answer('getPortalSettings', services.GET('/services/api-portal-customer/api', call(init))),
      updateGeneral: (body: GeneralSettings, init?: CallOptions) =>
        answer(
          'updateGeneralSettings',
          services.POST('/services/api-portal-customer/api', { body, ...call(init) }),
        ),
      partnerSyncClean: (init?: CallOptions) =>
        answer(
          'partnerSyncClean',
          services.POST('/services/api-portal-customer/api/partner/sync/clean', call(init)),
        ),
      partnerSyncCore: (init?: CallOptions) =>
        answer(
          'partnerSyncCore',
          services.POST('/services/api-portal-customer/api/partner/sync/core', call(init)),
        ),
      updateOffice365: (body: Office365Settings, init?: CallOptions) =>
        answer(
          'updateOffice365Settings',
          services.POST('/services/api-portal-customer/api/office365', { body, ...call(init) }),
        ),
      testOffice365Permissions: (init?: CallOptions) =>
        answer(
          'testOffice365Permissions',
          services.GET('/services/api-portal-customer/api/office365/permissions', call(init)),
        ),
      addOffice365Permissions: (msToken: string, init?: CallOptions) =>
        answer(
          'addOffice365Permissions',
          services.POST('/services/api-portal-customer/api/office365/permissions', {
            headers: { 'X-MS-Token': msToken },
            ...call(init),
          }),
        ),
      updateEnterpriseAgreement: (body: EnterpriseAgreementSettings, init?: CallOptions) =>
        answer(
          'updateEnterpriseAgreementSettings',
          services.POST('/services/api-portal-customer/api/office365/ea', { body, ...call(init) }),
        ),
      resetEnterpriseAgreement: (init?: CallOptions) =>
        answerEmpty(
          'resetEnterpriseAgreementSettings',
          services.DELETE('/services/api-portal-customer/api/office365/ea', call(init)),
        ),
      updateMonitoring: (body: MonitoringSettings, init?: CallOptions) =>
        answer(
          'updateMonitoringSettings',
          services.POST('/services/api-portal-customer/api/surveil', { body, ...call(init) }),
        ),
      testMonitoring: (body: MonitoringSettings, init?: CallOptions) =>
        answer(
          'testMonitoringSettings',
          services.POST('/services/api-portal-customer/api/surveil/test', { body, ...call(init) }),
        ),
      storeTokenCredential: (body: TokenCredentialRequest, init?: CallOptions) =>
        answer(
          'storeTokenCredential',
          services.POST('/services/api-portal-customer/api/token', { body, ...call(init) }),
        ),
      activateTenant: (body: ActivateRequest, init?: CallOptions) =>
        answer(
          'activateTenant',
          services.POST('/services/api-portal-customer/api/activate', { body, ...call(init) }),
        ),
      testAccess: (init?: CallOptions) =>
        answer('testAccess', services.GET('/services/api-portal-customer/api/test/access', call(init))),
      testTagAccess: (init?: CallOptions) =>
        answer('testTagAccess', services.GET('/services/api-portal-customer/api/test/tag', call(init))),
      tagCoverage: (init?: CallOptions) =>
        answer(
          'getTagCoverage',
          services.GET('/services/api-portal-customer/api/test/tag/tagged', call(init)),
        ),
      systemMessages: (init?: CallOptions) =>
        answer(
          'getSystemMessages',
          services.GET('/services/api-portal-customer/api/system/messages', call(init)),
        ),
      partner: (init?: CallOptions) =>
        answer('getPartnerSettings', services.GET('/services/api-portal-customer/api/csp', call(init))),
      updatePartner: (body: PartnerSettings, init?: CallOptions) =>
        answer(
          'updatePartnerSettings',
          services.POST('/services/api-portal-customer/api/csp', { body, ...call(init) }),
        ),
      updatePartnerIntegration: (body: IntegrationSettings, init?: CallOptions) =>
        answer(
          'updatePartnerIntegration',
          services.POST('/services/api-portal-customer/api/csp/integration', { body, ...call(init) }),
        ),
      testPartnerIntegration: (body: IntegrationSettings, init?: CallOptions) =>
        answer(
          'testPartnerIntegration',
          services.POST('/services/api-portal-customer/api/csp/test', { body, ...call(init) }),
        ),
      securePartnerCustomer: (id: string, init?: CallOptions) =>
        answer(
          'securePartnerCustomer',
          services.POST('/services/api-portal-customer/api/csp/secure/{id}', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
      featureState: (init?: CallOptions) =>
        answer(
          'getFeatureState',
          services.GET('/services/api-portal-customer/api/features/state', call(init)),
        ),
      extraFeatures: (init?: CallOptions) =>
        answer(
          'getExtraFeatures',
          services.GET('/services/api-portal-customer/api/features/extra', call(init)),
        ),
      reportFeatures: (init?: CallOptions) =>
        answer(
          'getReportFeatures',
          services.GET('/services/api-portal-customer/api/features/pbi', call(init)),
        ),
      activateFeatures: (body: FeatureActivation, init?: CallOptions) =>
        answer(
          'activateFeatures',
          services.POST('/services/api-portal-customer/api/features/activate', { body, ...call(init) }),
        ),
      licenses: (init?: CallOptions) =>
        answer('listLicenses', services.GET('/services/api-portal-customer/api/license', call(init))),
      activatedLicenses: (init?: CallOptions) =>
        answer(
          'listActivatedLicenses',
          services.GET('/services/api-portal-customer/api/license/activated', call(init)),
        ),
      licenseDefinitions: (init?: CallOptions) =>
        answer(
          'listLicenseDefinitions',
          services.GET('/services/api-portal-customer/api/license-definitions', call(init)),
        ),
      activateLicense: (licenseKey: string, init?: CallOptions) =>
        answer(
          'activateLicense',
          services.PUT('/services/api-portal-customer/api/license/activate', {
            params: { query: { licenseKey } },
            ...call(init),
          }),
        ),
      deactivateLicense: (licenseKey: string, init?: CallOptions) =>
        answer(
          'deactivateLicense',
          services.PUT('/services/api-portal-customer/api/license/de-activate', {
            params: { query: { licenseKey } },
            ...call(init),
          }),
        ),
      /** The FOCUS cost exports imported into the tenant, newest first. */
      focusImports: (init?: CallOptions) =>
        answer(
          'listFocusImports',
          services.GET('/services/api-portal-customer/api/settings/focus-imports', call(init)),
        ),
      /** Imports a FOCUS CSV export (multipart field 'file'): all of it, or nothing with line and column named. */
      importFocus: (file: Blob, fileName: string, init?: CallOptions) => {
        const form = new FormData();
        form.append('file', file, fileName);
        return answer(
          'importFocusExport',
          services.POST('/services/api-portal-customer/api/settings/focus-imports', {
            // The contract types the part as a string; the wire form is the FormData built above.
            body: form as unknown as { file: string },
            bodySerializer: (body) => body,
            ...call(init),
          }),
        );
      },
      /** The tenant's stored files, without their bytes (settings managers; paged on the server). */
      files: (query: QueryOf<'listFiles'> = {}, init?: CallOptions) =>
        answer(
          'listFiles',
          services.GET('/services/api-portal-customer/api/files', { params: { query }, ...call(init) }),
        ),
      /** Multipart upload with the one field 'file' carrying the file and its name. */
      uploadFile: (id: string, file: Blob, fileName: string, init?: CallOptions) => {
        const form = new FormData();
        form.append('file', file, fileName);
        return answer(
          'uploadFile',
          services.POST('/services/api-portal-customer/api/files/{id}/upload', {
            params: { path: { id } },
            // The contract types the part as a string; the wire form is the FormData built above.
            body: form as unknown as { file: string },
            bodySerializer: (body) => body,
            ...call(init),
          }),
        );
      },
      file: (id: string, init?: CallOptions) =>
        answer(
          'getFile',
          services.GET('/services/api-portal-customer/api/files/{id}', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
      deleteFile: (id: string, init?: CallOptions) =>
        answerEmpty(
          'deleteFile',
          services.DELETE('/services/api-portal-customer/api/files/{id}', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
      fileContent: (id: string, init?: CallOptions): Promise<ApiResult<Blob>> =>
        answer(
          'getFileContent',
          services.GET('/services/api-portal-customer/api/files/{id}/content', {
            params: { path: { id } },
            parseAs: 'blob',
            ...call(init),
          }),
        ),
      branding: (init?: CallOptions) =>
        answer('getBranding', services.GET('/services/api-portal-customer/api/branding', call(init))),
      m365UserToken: (query: { keyName: string; scope: string }, init?: CallOptions) =>
        answer(
          'getM365UserToken',
          services.GET('/services/api-portal-customer/api/m365/user', { params: { query }, ...call(init) }),
        ),
      storeM365UserToken: (body: TokenCredentialRequest, msToken: string, init?: CallOptions) =>
        answer(
          'storeM365UserToken',
          services.POST('/services/api-portal-customer/api/m365/user', {
            body,
            headers: { 'X-MS-Token': msToken },
            ...call(init),
          }),
        ),
    },
    costs: {
      /** Sums of the tenant's cost (exact decimal strings), by period and dimension. */
      query: (query: CostQuery = {}, init?: CallOptions) =>
        answer(
          'queryCosts',
          services.GET('/services/api-portal-customer/api/costs', { params: { query }, ...call(init) }),
        ),
      /** A month against the month before, the change split into usage and price effects. */
      changes: (
        query: NonNullable<operations['explainCostChanges']['parameters']['query']> = {},
        init?: CallOptions,
      ) =>
        answer(
          'explainCostChanges',
          services.GET('/services/api-portal-customer/api/costs/changes', {
            params: { query },
            ...call(init),
          }),
        ),
      /** One page of the tenant's resources with their cost: paged, sorted, filtered and searched on the server. */
      resources: (query: CostResourceQuery = {}, init?: CallOptions) =>
        answer(
          'listCostResources',
          services.GET('/services/api-portal-customer/api/costs/resources', {
            params: { query },
            ...call(init),
          }),
        ),
      /** The current month at a glance: month to date, forecast, budget statuses and open savings. */
      summary: (query: QueryOf<'getCostSummary'> = {}, init?: CallOptions) =>
        answer(
          'getCostSummary',
          services.GET('/services/api-portal-customer/api/costs/summary', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Budgets with this month's actual and forecast and twelve months of history (paged on the server). */
      budgets: (query: QueryOf<'listBudgets'> = {}, init?: CallOptions) =>
        answer(
          'listBudgets',
          services.GET('/services/api-portal-customer/api/costs/budgets', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Cost anomalies, explained by usage and price (paged on the server). */
      anomalies: (query: QueryOf<'listCostAnomalies'> = {}, init?: CallOptions) =>
        answer(
          'listCostAnomalies',
          services.GET('/services/api-portal-customer/api/costs/anomalies', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Shared-cost rules and a month's allocations, exact to the cent. */
      shared: (query: QueryOf<'listSharedCosts'> = {}, init?: CallOptions) =>
        answer(
          'listSharedCosts',
          services.GET('/services/api-portal-customer/api/costs/shared', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Reservations and savings plans with a month's utilisation and savings (paged on the server). */
      commitments: (query: QueryOf<'listCommitments'> = {}, init?: CallOptions) =>
        answer(
          'listCommitments',
          services.GET('/services/api-portal-customer/api/costs/commitments', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Enterprise-agreement enrollments with their prepayment, consumption and balance. */
      enrollments: (query: QueryOf<'listEnrollments'> = {}, init?: CallOptions) =>
        answer(
          'listEnrollments',
          services.GET('/services/api-portal-customer/api/costs/enrollments', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Consumption against the macro commitment, month by month, with a projection. */
      burnDown: (init?: CallOptions) =>
        answer(
          'getCommitmentBurnDown',
          services.GET('/services/api-portal-customer/api/costs/macc', call(init)),
        ),
      /** Endpoints of the tenant's resources (paged on the server). */
      endpoints: (query: QueryOf<'listResourceEndpoints'> = {}, init?: CallOptions) =>
        answer(
          'listResourceEndpoints',
          services.GET('/services/api-portal-customer/api/costs/endpoints', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Role assignments of users on subscriptions, with the subscriptions' cost (paged on the server). */
      subscriptionUsers: (query: QueryOf<'listSubscriptionUsers'> = {}, init?: CallOptions) =>
        answer(
          'listSubscriptionUsers',
          services.GET('/services/api-portal-customer/api/costs/subscription-users', {
            params: { query },
            ...call(init),
          }),
        ),
    },
    office: {
      /** Office suite users with licences and activity (paged on the server). */
      users: (query: QueryOf<'listOfficeUsers'> = {}, init?: CallOptions) =>
        answer(
          'listOfficeUsers',
          services.GET('/services/api-portal-customer/api/office/users', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Seats per licence with the waste priced. */
      licences: (init?: CallOptions) =>
        answer(
          'getOfficeLicences',
          services.GET('/services/api-portal-customer/api/office/licences', call(init)),
        ),
      /** Directory groups (paged on the server). */
      groups: (query: QueryOf<'listOfficeGroups'> = {}, init?: CallOptions) =>
        answer(
          'listOfficeGroups',
          services.GET('/services/api-portal-customer/api/office/groups', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Registered devices (paged on the server). */
      devices: (query: QueryOf<'listOfficeDevices'> = {}, init?: CallOptions) =>
        answer(
          'listOfficeDevices',
          services.GET('/services/api-portal-customer/api/office/devices', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Team calls and meetings (paged on the server). */
      calls: (query: QueryOf<'listTeamCalls'> = {}, init?: CallOptions) =>
        answer(
          'listTeamCalls',
          services.GET('/services/api-portal-customer/api/office/calls', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Daily activity of a workload. */
      usage: (workload: string, query: QueryOf<'getOfficeUsage'> = {}, init?: CallOptions) =>
        answer(
          'getOfficeUsage',
          services.GET('/services/api-portal-customer/api/office/usage/{workload}', {
            params: { path: { workload: workload as never }, query },
            ...call(init),
          }),
        ),
      /** Joiners and leavers with the licence reclaim (paged on the server). */
      joinersLeavers: (query: QueryOf<'listJoinersLeavers'> = {}, init?: CallOptions) =>
        answer(
          'listJoinersLeavers',
          services.GET('/services/api-portal-customer/api/office/joiners-leavers', {
            params: { query },
            ...call(init),
          }),
        ),
      /** File-sharing settings against the recommended values. */
      sharingSettings: (init?: CallOptions) =>
        answer(
          'getSharingSettings',
          services.GET('/services/api-portal-customer/api/office/sharing-settings', call(init)),
        ),
      /** Third-party apps with consent (paged on the server). */
      apps: (query: QueryOf<'listThirdPartyApps'> = {}, init?: CallOptions) =>
        answer(
          'listThirdPartyApps',
          services.GET('/services/api-portal-customer/api/office/apps', { params: { query }, ...call(init) }),
        ),
    },
    recommendations: {
      /** Recommendations of one source, open or archived (paged on the server). */
      list: (query: QueryOf<'listRecommendations'>, init?: CallOptions) =>
        answer(
          'listRecommendations',
          services.GET('/services/api-portal-customer/api/recommendations', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Recommendations per source with their savings. */
      summary: (init?: CallOptions) =>
        answer(
          'getRecommendationSummary',
          services.GET('/services/api-portal-customer/api/recommendations/summary', call(init)),
        ),
      /** Set a recommendation's state (admin users). */
      update: (id: string, body: RecommendationChange, init?: CallOptions) =>
        answer(
          'updateRecommendation',
          services.PATCH('/services/api-portal-customer/api/recommendations/{id}', {
            params: { path: { id } },
            body,
            ...call(init),
          }),
        ),
    },
    scores: {
      /** The Secure Score with history and actions. */
      secure: (init?: CallOptions) =>
        answer('getSecureScore', services.GET('/services/api-portal-customer/api/scores/secure', call(init))),
      /** Secure score profiles. */
      secureProfiles: (init?: CallOptions) =>
        answer(
          'listSecureScoreProfiles',
          services.GET('/services/api-portal-customer/api/scores/secure/profiles', call(init)),
        ),
      /** Copilot readiness. */
      copilot: (init?: CallOptions) =>
        answer(
          'getCopilotScore',
          services.GET('/services/api-portal-customer/api/scores/copilot', call(init)),
        ),
      /** The usage score and assessment. */
      usage: (init?: CallOptions) =>
        answer('getUsageScore', services.GET('/services/api-portal-customer/api/scores/usage', call(init))),
      /** The licence questionnaire as last saved. */
      questionnaire: (init?: CallOptions) =>
        answer(
          'getLicenceQuestionnaire',
          services.GET('/services/api-portal-customer/api/licensing/questionnaire', call(init)),
        ),
      /** Save the licence questionnaire (admin users). */
      saveQuestionnaire: (body: LicenceQuestionnaireAnswers, init?: CallOptions) =>
        answer(
          'saveLicenceQuestionnaire',
          services.PUT('/services/api-portal-customer/api/licensing/questionnaire', { body, ...call(init) }),
        ),
    },
    alerts: {
      /** Alerts raised in the tenant (paged on the server). */
      list: (query: QueryOf<'listAlerts'> = {}, init?: CallOptions) =>
        answer(
          'listAlerts',
          services.GET('/services/api-portal-customer/api/alerts', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Acknowledge or resolve an alert (admin users). */
      update: (id: string, body: AlertChange, init?: CallOptions) =>
        answer(
          'updateAlert',
          services.PATCH('/services/api-portal-customer/api/alerts/{id}', {
            params: { path: { id } },
            body,
            ...call(init),
          }),
        ),
      /** Alert definitions (paged on the server). */
      listDefinitions: (query: QueryOf<'listAlertDefinitions'> = {}, init?: CallOptions) =>
        answer(
          'listAlertDefinitions',
          services.GET('/services/api-portal-customer/api/alerts/definitions', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Create a alert definition (admin users). */
      createDefinition: (body: AlertDefinitionInput, init?: CallOptions) =>
        answer(
          'createAlertDefinition',
          services.POST('/services/api-portal-customer/api/alerts/definitions', { body, ...call(init) }),
        ),
      /** Change a alert definition (admin users). */
      updateDefinition: (id: string, body: AlertDefinitionInput, init?: CallOptions) =>
        answer(
          'updateAlertDefinition',
          services.PUT('/services/api-portal-customer/api/alerts/definitions/{id}', {
            params: { path: { id } },
            body,
            ...call(init),
          }),
        ),
      /** Delete a alert definition (admin users). */
      deleteDefinition: (id: string, init?: CallOptions) =>
        answerEmpty(
          'deleteAlertDefinition',
          services.DELETE('/services/api-portal-customer/api/alerts/definitions/{id}', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
      /** Security alerts, filtered by severity and status (paged on the server). */
      security: (query: QueryOf<'listSecurityAlerts'> = {}, init?: CallOptions) =>
        answer(
          'listSecurityAlerts',
          services.GET('/services/api-portal-customer/api/alerts/security', {
            params: { query },
            ...call(init),
          }),
        ),
    },
    metrics: {
      /** Alerts fired by metric definitions (paged on the server). */
      alerts: (query: QueryOf<'listMetricAlerts'> = {}, init?: CallOptions) =>
        answer(
          'listMetricAlerts',
          services.GET('/services/api-portal-customer/api/metrics/alerts', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Metric definitions (paged on the server). */
      listDefinitions: (query: QueryOf<'listMetricDefinitions'> = {}, init?: CallOptions) =>
        answer(
          'listMetricDefinitions',
          services.GET('/services/api-portal-customer/api/metrics/definitions', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Create a metric definition (admin users). */
      createDefinition: (body: MetricDefinitionInput, init?: CallOptions) =>
        answer(
          'createMetricDefinition',
          services.POST('/services/api-portal-customer/api/metrics/definitions', { body, ...call(init) }),
        ),
      /** Change a metric definition (admin users). */
      updateDefinition: (id: string, body: MetricDefinitionInput, init?: CallOptions) =>
        answer(
          'updateMetricDefinition',
          services.PUT('/services/api-portal-customer/api/metrics/definitions/{id}', {
            params: { path: { id } },
            body,
            ...call(init),
          }),
        ),
      /** Delete a metric definition (admin users). */
      deleteDefinition: (id: string, init?: CallOptions) =>
        answerEmpty(
          'deleteMetricDefinition',
          services.DELETE('/services/api-portal-customer/api/metrics/definitions/{id}', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
      /** The tenant's own figures with the previous period and the change. */
      customer: (init?: CallOptions) =>
        answer(
          'getCustomerMetrics',
          services.GET('/services/api-portal-customer/api/metrics/customer', call(init)),
        ),
      /** Incidents and advisories of the cloud services, with a status per service. */
      serviceHealth: (init?: CallOptions) =>
        answer(
          'getServiceHealth',
          services.GET('/services/api-portal-customer/api/service-health', call(init)),
        ),
    },
    config: {
      /** Pipelines (paged on the server). */
      listPipelines: (query: QueryOf<'listPipelines'> = {}, init?: CallOptions) =>
        answer(
          'listPipelines',
          services.GET('/services/api-portal-customer/api/config/pipelines', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Create a pipeline (admin users). */
      createPipeline: (body: PipelineInput, init?: CallOptions) =>
        answer(
          'createPipeline',
          services.POST('/services/api-portal-customer/api/config/pipelines', { body, ...call(init) }),
        ),
      /** Change a pipeline (admin users). */
      updatePipeline: (id: string, body: PipelineInput, init?: CallOptions) =>
        answer(
          'updatePipeline',
          services.PUT('/services/api-portal-customer/api/config/pipelines/{id}', {
            params: { path: { id } },
            body,
            ...call(init),
          }),
        ),
      /** Delete a pipeline (admin users). */
      deletePipeline: (id: string, init?: CallOptions) =>
        answerEmpty(
          'deletePipeline',
          services.DELETE('/services/api-portal-customer/api/config/pipelines/{id}', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
      /** Portal users (paged on the server). */
      listUsers: (query: QueryOf<'listConfigUsers'> = {}, init?: CallOptions) =>
        answer(
          'listConfigUsers',
          services.GET('/services/api-portal-customer/api/config/users', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Create a portal user (admin users). */
      createUser: (body: ConfigUserInput, init?: CallOptions) =>
        answer(
          'createConfigUser',
          services.POST('/services/api-portal-customer/api/config/users', { body, ...call(init) }),
        ),
      /** Change a portal user (admin users). */
      updateUser: (id: string, body: ConfigUserInput, init?: CallOptions) =>
        answer(
          'updateConfigUser',
          services.PUT('/services/api-portal-customer/api/config/users/{id}', {
            params: { path: { id } },
            body,
            ...call(init),
          }),
        ),
      /** Delete a portal user (admin users). */
      deleteUser: (id: string, init?: CallOptions) =>
        answerEmpty(
          'deleteConfigUser',
          services.DELETE('/services/api-portal-customer/api/config/users/{id}', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
      /** Tag rules (paged on the server). */
      listTagRules: (query: QueryOf<'listTagRules'> = {}, init?: CallOptions) =>
        answer(
          'listTagRules',
          services.GET('/services/api-portal-customer/api/config/tags', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Create a tag rule (admin users). */
      createTagRule: (body: TagRuleInput, init?: CallOptions) =>
        answer(
          'createTagRule',
          services.POST('/services/api-portal-customer/api/config/tags', { body, ...call(init) }),
        ),
      /** Change a tag rule (admin users). */
      updateTagRule: (id: string, body: TagRuleInput, init?: CallOptions) =>
        answer(
          'updateTagRule',
          services.PUT('/services/api-portal-customer/api/config/tags/{id}', {
            params: { path: { id } },
            body,
            ...call(init),
          }),
        ),
      /** Delete a tag rule (admin users). */
      deleteTagRule: (id: string, init?: CallOptions) =>
        answerEmpty(
          'deleteTagRule',
          services.DELETE('/services/api-portal-customer/api/config/tags/{id}', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
      /** Cost rules (paged on the server). */
      listCostRules: (query: QueryOf<'listCostRules'> = {}, init?: CallOptions) =>
        answer(
          'listCostRules',
          services.GET('/services/api-portal-customer/api/config/rules', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Create a cost rule (admin users). */
      createCostRule: (body: CostRuleInput, init?: CallOptions) =>
        answer(
          'createCostRule',
          services.POST('/services/api-portal-customer/api/config/rules', { body, ...call(init) }),
        ),
      /** Change a cost rule (admin users). */
      updateCostRule: (id: string, body: CostRuleInput, init?: CallOptions) =>
        answer(
          'updateCostRule',
          services.PUT('/services/api-portal-customer/api/config/rules/{id}', {
            params: { path: { id } },
            body,
            ...call(init),
          }),
        ),
      /** Delete a cost rule (admin users). */
      deleteCostRule: (id: string, init?: CallOptions) =>
        answerEmpty(
          'deleteCostRule',
          services.DELETE('/services/api-portal-customer/api/config/rules/{id}', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
      /** Worker profiles (paged on the server). */
      listWorkerProfiles: (query: QueryOf<'listWorkerProfiles'> = {}, init?: CallOptions) =>
        answer(
          'listWorkerProfiles',
          services.GET('/services/api-portal-customer/api/config/worker-profiles', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Create a worker profile (admin users). */
      createWorkerProfile: (body: WorkerProfileInput, init?: CallOptions) =>
        answer(
          'createWorkerProfile',
          services.POST('/services/api-portal-customer/api/config/worker-profiles', { body, ...call(init) }),
        ),
      /** Change a worker profile (admin users). */
      updateWorkerProfile: (id: string, body: WorkerProfileInput, init?: CallOptions) =>
        answer(
          'updateWorkerProfile',
          services.PUT('/services/api-portal-customer/api/config/worker-profiles/{id}', {
            params: { path: { id } },
            body,
            ...call(init),
          }),
        ),
      /** Delete a worker profile (admin users). */
      deleteWorkerProfile: (id: string, init?: CallOptions) =>
        answerEmpty(
          'deleteWorkerProfile',
          services.DELETE('/services/api-portal-customer/api/config/worker-profiles/{id}', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
      /** Automation endpoints (paged on the server). */
      listAutomateEndpoints: (query: QueryOf<'listAutomateEndpoints'> = {}, init?: CallOptions) =>
        answer(
          'listAutomateEndpoints',
          services.GET('/services/api-portal-customer/api/config/automate-endpoints', {
            params: { query },
            ...call(init),
          }),
        ),
      /** Create a automation endpoint (admin users). */
      createAutomateEndpoint: (body: AutomateEndpointInput, init?: CallOptions) =>
        answer(
          'createAutomateEndpoint',
          services.POST('/services/api-portal-customer/api/config/automate-endpoints', {
            body,
            ...call(init),
          }),
        ),
      /** Change a automation endpoint (admin users). */
      updateAutomateEndpoint: (id: string, body: AutomateEndpointInput, init?: CallOptions) =>
        answer(
          'updateAutomateEndpoint',
          services.PUT('/services/api-portal-customer/api/config/automate-endpoints/{id}', {
            params: { path: { id } },
            body,
            ...call(init),
          }),
        ),
      /** Delete a automation endpoint (admin users). */
      deleteAutomateEndpoint: (id: string, init?: CallOptions) =>
        answerEmpty(
          'deleteAutomateEndpoint',
          services.DELETE('/services/api-portal-customer/api/config/automate-endpoints/{id}', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
    },
    reports: {
      customReports: (init?: CallOptions) =>
        answer(
          'listCustomReports',
          services.GET('/services/api-portal-customer/api/reports/custom', call(init)),
        ),
      customDashboards: (init?: CallOptions) =>
        answer(
          'listCustomDashboards',
          services.GET('/services/api-portal-customer/api/dashboards/custom', call(init)),
        ),
      embedToken: (body: EmbedTokenRequest, init?: CallOptions) =>
        answer(
          'createEmbedToken',
          services.POST('/services/api-portal-customer/api/report/embed/token', { body, ...call(init) }),
        ),
      reportSettings: (type: string, init?: CallOptions) =>
        answer(
          'getReportSettings',
          services.GET('/services/api-portal-customer/api/report/embed/token/report/{type}', {
            params: { path: { type } },
            ...call(init),
          }),
        ),
      customReportEmbedToken: (id: string, init?: CallOptions) =>
        answer(
          'getCustomReportEmbedToken',
          services.GET('/services/api-portal-customer/api/report/custom/{id}/embed/token', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
      customReportSettings: (id: string, init?: CallOptions) =>
        answer(
          'getCustomReportSettings',
          services.GET('/services/api-portal-customer/api/report/custom/{id}/ext/embed', {
            params: { path: { id } },
            ...call(init),
          }),
        ),
    },
    chat: {
      settings: (init?: CallOptions) =>
        answer('getChatSettings', services.GET('/services/ai-chatbot/api/chat/settings', call(init))),
      create: (init?: CallOptions) =>
        answer('createChat', services.POST('/services/ai-chatbot/api/chat/create', call(init))),
      restore: (init?: CallOptions) =>
        answer('restoreChat', services.POST('/services/ai-chatbot/api/chat/restore', call(init))),
      generate: (body: GenerateRequest, init?: CallOptions) =>
        answer(
          'generateAnswer',
          services.POST('/services/ai-chatbot/api/chat/generate', { body, ...call(init) }),
        ),
      followup: (chatId: string, init?: CallOptions) =>
        answer(
          'getFollowupQuestions',
          services.POST('/services/ai-chatbot/api/chat/followup', { body: { chatId }, ...call(init) }),
        ),
    },
    audit: {
      /** Sends credentials; callers ignore failures (spec: audit failures are swallowed). */
      event: (body: AuditEvent, init?: CallOptions) =>
        answerEmpty(
          'recordAuditEvent',
          services.POST('/services/audit/api/audit/event', { body, credentials: 'include', ...call(init) }),
        ),
      reportView: (body: ReportViewLog, init?: CallOptions) =>
        answerEmpty(
          'logReportView',
          services.POST('/services/audit/api/statistics/report-view', { body, ...call(init) }),
        ),
      logout: (init?: CallOptions) =>
        answerEmpty('logLogout', services.POST('/services/audit/api/statistics/logout', call(init))),
      keepalive: (init?: CallOptions) =>
        answerEmpty('keepalive', services.POST('/services/api-portal-customer/api/keepalive', call(init))),
    },
  };
}

/** The portal's REST client. */
export type PortalClient = ReturnType<typeof createPortalClient>;
