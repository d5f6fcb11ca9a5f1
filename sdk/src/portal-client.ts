import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, type ApiResult } from './api-error.ts';
import type { paths } from './generated/openapi.ts';
import type {
  ActivateRequest,
  AuditEvent,
  EmailNotification,
  EmbedTokenRequest,
  EnterpriseAgreementSettings,
  FeatureActivation,
  Feedback,
  GeneralSettings,
  GenerateRequest,
  IntegrationSettings,
  LoginPayload,
  MonitoringSettings,
  Office365Settings,
  PartnerSettings,
  ReportViewLog,
  TokenCredentialRequest,
} from './schema-types.ts';

/** A token source: the app token held in memory by the session, or nothing when signed out. */
export type AccessTokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

/** Optional path prefixes in front of the portal's services (spec section 7). */
export interface PortalPrefixes {
  /** In front of every `/services/...` path, for example `/gateway`. */
  services?: string;
  /** In front of `/api/auth/logout`, which may sit behind its own prefix. */
  logout?: string;
}

export interface PortalClientOptions {
  /** Origin of the backend; '' (the default) means the page's own origin. */
  baseUrl?: string;
  /** A prefix for every services call, or separate prefixes for services and logout. */
  prefix?: string | PortalPrefixes;
  /** Supplies the app token for the bearer header. Not called for the sign-in calls. */
  getAccessToken?: AccessTokenProvider;
  /** Called when a call made with the app token answers 401. */
  onUnauthorized?: (error: ApiError) => void;
  /** The fetch to use; defaults to the global fetch looked up at call time (so test mocks see it). */
  fetch?: (request: Request) => Promise<Response>;
}

/** The outcome of a sign-in call, per the specification's login rules. */
export type LoginOutcome =
  | { readonly kind: 'signed-in'; readonly accessToken: string; readonly newTenant: boolean }
  | { readonly kind: 'select-tenant'; readonly accessToken: string };

/** Sign-in calls, refresh and logout never carry the app token and never trigger onUnauthorized. */
const AUTH_PATH = /^\/api\/auth\//;

function normalisePrefix(prefix: string | undefined): string {
  if (!prefix) return '';
  const trimmed = prefix.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

type Settled<T> = { data?: T; error?: unknown; response: Response };

async function settle<T>(call: Promise<Settled<T>>): Promise<ApiResult<T>> {
  let outcome: Settled<T>;
  try {
    outcome = await call;
  } catch (cause) {
    return { ok: false, error: ApiError.network(cause), status: 0 };
  }
  const { response } = outcome;
  if (response.ok) return { ok: true, data: outcome.data as T, status: response.status };
  return { ok: false, error: ApiError.fromResponse(response, outcome.error), status: response.status };
}

/** A successful answer without a body (204, 202). */
async function settleEmpty(call: Promise<Settled<unknown>>): Promise<ApiResult<void>> {
  const result = await settle(call);
  return result.ok ? { ok: true, data: undefined, status: result.status } : result;
}

/**
 * The typed client of the portal's REST contract, grouped as the portal uses it. Every method
 * returns an {@link ApiResult}; nothing throws, not even a network failure.
 */
export function createPortalClient(options: PortalClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const prefixes: PortalPrefixes =
    typeof options.prefix === 'string' ? { services: options.prefix } : (options.prefix ?? {});
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  const auth: Middleware = {
    async onRequest({ request, schemaPath }) {
      if (AUTH_PATH.test(schemaPath) || request.headers.has('Authorization')) return undefined;
      const token = await options.getAccessToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response, schemaPath }) {
      if (response.status === 401 && !AUTH_PATH.test(schemaPath) && options.onUnauthorized) {
        const body: unknown = await response
          .clone()
          .json()
          .catch(() => undefined);
        options.onUnauthorized(ApiError.fromResponse(response, body));
      }
      return undefined;
    },
  };

  const make = (prefix: string | undefined): Client<paths> => {
    const client = createClient<paths>({ baseUrl: `${baseUrl}${normalisePrefix(prefix)}`, fetch: doFetch });
    client.use(auth);
    return client;
  };
  const root = make(undefined);
  const services = make(prefixes.services);
  const logoutClient = make(prefixes.logout);

  const identityHeader = (identityToken: string) => ({ Authorization: `Bearer ${identityToken}` });

  async function signIn(
    path: '/api/auth/azure/token' | '/api/auth/azure/tenant/token',
    payload: LoginPayload,
    identityToken: string,
  ): Promise<ApiResult<LoginOutcome>> {
    let outcome: Settled<{ access_token: string; newTenant?: boolean }>;
    try {
      outcome = await root.POST(path, {
        body: payload,
        headers: identityHeader(identityToken),
        credentials: 'include',
      });
    } catch (cause) {
      return { ok: false, error: ApiError.network(cause), status: 0 };
    }
    // 300 Multiple Choices is not a failure here: the user belongs to several tenants.
    const selection = outcome.error as { access_token?: unknown } | undefined;
    if (outcome.response.status === 300 && typeof selection?.access_token === 'string') {
      return { ok: true, status: 300, data: { kind: 'select-tenant', accessToken: selection.access_token } };
    }
    const result = await settle(Promise.resolve(outcome));
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
      login: (payload: LoginPayload, identityToken: string) =>
        signIn('/api/auth/azure/token', payload, identityToken),
      /** Sign in to the tenant picked at /tenant. */
      loginToTenant: (payload: LoginPayload, identityToken: string) =>
        signIn('/api/auth/azure/tenant/token', payload, identityToken),
      /** A new app token from the refresh cookie. */
      refresh: () => settle(root.POST('/api/auth/refresh-token', { credentials: 'include' })),
      /** Revokes the refresh cookie. */
      logout: () => settleEmpty(logoutClient.POST('/api/auth/logout', { credentials: 'include' })),
    },
    account: {
      get: () => settle(services.GET('/services/api-portal-customer/api/account')),
      whois: () => settle(services.GET('/services/api-portal-customer/api/whois')),
      tenants: () => settle(services.GET('/services/api-portal-customer/api/tenants')),
      acceptEula: () => settleEmpty(services.POST('/services/api-portal-customer/api/eula')),
      cspCustomerSettings: () =>
        settle(services.GET('/services/api-portal-customer/api/csp/customer/settings')),
      featuresStatus: () => settle(services.GET('/services/api-portal-customer/api/features/status')),
      sendEmailNotification: (body: EmailNotification) =>
        settle(services.POST('/services/api-portal-customer/api/notification/email', { body })),
      /**
       * The terms document as text from the `eula` URL of the portal settings. Only http(s) URLs are
       * followed; a relative URL is read against the backend.
       */
      eulaDocument: async (url: string): Promise<ApiResult<string>> => {
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
          response = await doFetch(new Request(target, { headers: { Accept: 'text/html, text/plain' } }));
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
      menu: (query: { personas?: string[]; videoLibrary?: boolean } = {}) =>
        settle(
          services.GET('/services/api-portal-customer/api/portal/menu', {
            params: { query: { ...query, preview: false } },
          }),
        ),
      breadcrumb: (id: string) =>
        settle(
          services.GET('/services/api-portal-customer/api/portal/menu/{id}/breadcrumb', {
            params: { path: { id } },
          }),
        ),
      page: (id: string, query: { personas?: string[] } = {}) =>
        settle(
          services.GET('/services/api-portal-customer/api/portal/menu/page/{id}', {
            params: { path: { id }, query: { ...query, preview: false } },
          }),
        ),
      search: (text: string, query: { personas?: string[] } = {}) =>
        settle(
          services.GET('/services/api-portal-customer/api/portal/menu/index', {
            params: { query: { query: text, ...query, preview: false } },
          }),
        ),
      submitFeedback: (body: Feedback) =>
        settle(services.POST('/services/api-portal-customer/api/portal/menu/feedback', { body })),
      lastAccessed: () => settle(services.GET('/services/api-portal-customer/api/portal/menu/last-accessed')),
      topAccessed: () => settle(services.GET('/services/api-portal-customer/api/portal/menu/top-accessed')),
    },
    settings: {
      get: () => settle(services.GET('/services/api-portal-customer/api')),
      updateGeneral: (body: GeneralSettings) =>
        settle(services.POST('/services/api-portal-customer/api', { body })),
      partnerSyncClean: () => settle(services.POST('/services/api-portal-customer/api/partner/sync/clean')),
      partnerSyncCore: () => settle(services.POST('/services/api-portal-customer/api/partner/sync/core')),
      updateOffice365: (body: Office365Settings) =>
        settle(services.POST('/services/api-portal-customer/api/office365', { body })),
      testOffice365Permissions: () =>
        settle(services.GET('/services/api-portal-customer/api/office365/permissions')),
      addOffice365Permissions: (msToken: string) =>
        settle(
          services.POST('/services/api-portal-customer/api/office365/permissions', {
            headers: { 'X-MS-Token': msToken },
          }),
        ),
      updateEnterpriseAgreement: (body: EnterpriseAgreementSettings) =>
        settle(services.POST('/services/api-portal-customer/api/office365/ea', { body })),
      resetEnterpriseAgreement: () =>
        settleEmpty(services.DELETE('/services/api-portal-customer/api/office365/ea')),
      updateMonitoring: (body: MonitoringSettings) =>
        settle(services.POST('/services/api-portal-customer/api/surveil', { body })),
      testMonitoring: (body: MonitoringSettings) =>
        settle(services.POST('/services/api-portal-customer/api/surveil/test', { body })),
      storeTokenCredential: (body: TokenCredentialRequest) =>
        settle(services.POST('/services/api-portal-customer/api/token', { body })),
      activateTenant: (body: ActivateRequest) =>
        settle(services.POST('/services/api-portal-customer/api/activate', { body })),
      testAccess: () => settle(services.GET('/services/api-portal-customer/api/test/access')),
      testTagAccess: () => settle(services.GET('/services/api-portal-customer/api/test/tag')),
      tagCoverage: () => settle(services.GET('/services/api-portal-customer/api/test/tag/tagged')),
      systemMessages: () => settle(services.GET('/services/api-portal-customer/api/system/messages')),
      partner: () => settle(services.GET('/services/api-portal-customer/api/csp')),
      updatePartner: (body: PartnerSettings) =>
        settle(services.POST('/services/api-portal-customer/api/csp', { body })),
      updatePartnerIntegration: (body: IntegrationSettings) =>
        settle(services.POST('/services/api-portal-customer/api/csp/integration', { body })),
      testPartnerIntegration: (body: IntegrationSettings) =>
        settle(services.POST('/services/api-portal-customer/api/csp/test', { body })),
      securePartnerCustomer: (id: string) =>
        settle(
          services.POST('/services/api-portal-customer/api/csp/secure/{id}', { params: { path: { id } } }),
        ),
      featureState: () => settle(services.GET('/services/api-portal-customer/api/features/state')),
      extraFeatures: () => settle(services.GET('/services/api-portal-customer/api/features/extra')),
      reportFeatures: () => settle(services.GET('/services/api-portal-customer/api/features/pbi')),
      activateFeatures: (body: FeatureActivation) =>
        settle(services.POST('/services/api-portal-customer/api/features/activate', { body })),
      licenses: () => settle(services.GET('/services/api-portal-customer/api/license')),
      activatedLicenses: () => settle(services.GET('/services/api-portal-customer/api/license/activated')),
      licenseDefinitions: () => settle(services.GET('/services/api-portal-customer/api/license-definitions')),
      activateLicense: (licenseKey: string) =>
        settle(
          services.PUT('/services/api-portal-customer/api/license/activate', {
            params: { query: { licenseKey } },
          }),
        ),
      deactivateLicense: (licenseKey: string) =>
        settle(
          services.PUT('/services/api-portal-customer/api/license/de-activate', {
            params: { query: { licenseKey } },
          }),
        ),
      /** Multipart upload with the one field 'file' carrying the file and its name. */
      uploadFile: (id: string, file: Blob, fileName: string) => {
        const form = new FormData();
        form.append('file', file, fileName);
        return settle(
          services.POST('/services/api-portal-customer/api/files/{id}/upload', {
            params: { path: { id } },
            // The contract types the part as a string; the wire form is the FormData built above.
            body: form as unknown as { file: string },
            bodySerializer: (body) => body,
          }),
        );
      },
      file: (id: string) =>
        settle(services.GET('/services/api-portal-customer/api/files/{id}', { params: { path: { id } } })),
      deleteFile: (id: string) =>
        settleEmpty(
          services.DELETE('/services/api-portal-customer/api/files/{id}', { params: { path: { id } } }),
        ),
      fileContent: (id: string): Promise<ApiResult<Blob>> =>
        settle(
          services.GET('/services/api-portal-customer/api/files/{id}/content', {
            params: { path: { id } },
            parseAs: 'blob',
          }),
        ),
      branding: () => settle(services.GET('/services/api-portal-customer/api/branding')),
      m365UserToken: (query: { keyName: string; scope: string }) =>
        settle(services.GET('/services/api-portal-customer/api/m365/user', { params: { query } })),
      storeM365UserToken: (body: TokenCredentialRequest, msToken: string) =>
        settle(
          services.POST('/services/api-portal-customer/api/m365/user', {
            body,
            headers: { 'X-MS-Token': msToken },
          }),
        ),
    },
    reports: {
      customReports: () => settle(services.GET('/services/api-portal-customer/api/reports/custom')),
      customDashboards: () => settle(services.GET('/services/api-portal-customer/api/dashboards/custom')),
      embedToken: (body: EmbedTokenRequest) =>
        settle(services.POST('/services/api-portal-customer/api/report/embed/token', { body })),
      reportSettings: (type: string) =>
        settle(
          services.GET('/services/api-portal-customer/api/report/embed/token/report/{type}', {
            params: { path: { type } },
          }),
        ),
      customReportEmbedToken: (id: string) =>
        settle(
          services.GET('/services/api-portal-customer/api/report/custom/{id}/embed/token', {
            params: { path: { id } },
          }),
        ),
      customReportSettings: (id: string) =>
        settle(
          services.GET('/services/api-portal-customer/api/report/custom/{id}/ext/embed', {
            params: { path: { id } },
          }),
        ),
    },
    chat: {
      settings: () => settle(services.GET('/services/ai-chatbot/api/chat/settings')),
      create: () => settle(services.POST('/services/ai-chatbot/api/chat/create')),
      restore: () => settle(services.POST('/services/ai-chatbot/api/chat/restore')),
      generate: (body: GenerateRequest) =>
        settle(services.POST('/services/ai-chatbot/api/chat/generate', { body })),
      followup: (chatId: string) =>
        settle(services.POST('/services/ai-chatbot/api/chat/followup', { body: { chatId } })),
    },
    audit: {
      /** Sends credentials; callers ignore failures (spec: audit failures are swallowed). */
      event: (body: AuditEvent) =>
        settleEmpty(services.POST('/services/audit/api/audit/event', { body, credentials: 'include' })),
      reportView: (body: ReportViewLog) =>
        settleEmpty(services.POST('/services/audit/api/statistics/report-view', { body })),
      logout: () => settleEmpty(services.POST('/services/audit/api/statistics/logout')),
      keepalive: () => settleEmpty(services.POST('/services/api-portal-customer/api/keepalive')),
    },
  };
}

/** The portal's REST client. */
export type PortalClient = ReturnType<typeof createPortalClient>;
