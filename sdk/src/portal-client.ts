import {
  DISPLAY_CURRENCY_OPERATIONS,
  OPERATION_ROUTES,
  type OperationId,
} from '@portal/contracts/operations';
import createClient, { type Client } from 'openapi-fetch';
import { ApiError, type ApiResult } from './api-error.ts';
import { type AuthorizedFetchOptions, createAuthorizedFetch } from './authorized-fetch.ts';
import type { operations, paths } from './generated/openapi.ts';
import type { LoginPayload } from './generated/schemas.ts';
import type {
  BoundClient,
  CallOptions,
  ErrorStatusOf,
  MethodSpec,
  OperationCall,
  OperationResult,
} from './operation-binding.ts';
import { PORTAL_API } from './portal-api.ts';
import { type UploadProgress, uploadFetch } from './upload-fetch.ts';

export type { CallOptions, ErrorStatusOf, OperationResult, QueryOf } from './operation-binding.ts';

/** Optional path prefixes in front of the portal's services (spec section 7). */
export interface PortalPrefixes {
  /** In front of every `/services/...` path, for example `/gateway`. */
  services?: string;
  /** In front of `/api/auth/logout`, which may sit behind its own prefix. */
  logout?: string;
}

export interface PortalClientOptions extends AuthorizedFetchOptions {
  /** The transport of uploads told of their progress (default: XMLHttpRequest, `uploadFetch`). */
  uploadFetch?: (onProgress: (progress: UploadProgress) => void) => (request: Request) => Promise<Response>;
  /** Origin of the backend; '' (the default) means the page's own origin. */
  baseUrl?: string;
  /** A prefix for every services call, or separate prefixes for services and logout. */
  prefix?: string | PortalPrefixes;
  /**
   * The display currency the user chose, per operation: sent as `currency` with every operation
   * whose contract takes it (DISPLAY_CURRENCY_OPERATIONS) unless the call names one; undefined
   * sends none (the operation's own default: the billing currency, or the tenant's for
   * TENANT_CURRENCY_OPERATIONS).
   */
  displayCurrency?: (operation: OperationId) => string | undefined;
}

/** The outcome of a sign-in call, per the specification's login rules. */
export type LoginOutcome =
  | { readonly kind: 'signed-in'; readonly accessToken: string; readonly newTenant: boolean }
  | { readonly kind: 'select-tenant'; readonly accessToken: string };

/** The parameters of the cost query (all optional: the latest month, total, effective cost). */
export type CostQuery = NonNullable<operations['queryCosts']['parameters']['query']>;

/** The parameters of the resource list (paging, sorting, filters, search). */
export type CostResourceQuery = NonNullable<operations['listCostResources']['parameters']['query']>;

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

/** A request as openapi-fetch takes it, built from a method's arguments. */
interface RequestInit_ {
  /** The fetch of this call (an upload told of its progress). */
  fetch?: (request: Request) => Promise<Response>;
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  headers?: Record<string, string>;
  bodySerializer?: (body: unknown) => unknown;
  parseAs?: 'blob';
  credentials?: 'include';
  keepalive?: true;
  signal?: AbortSignal;
}

/** The request of one call: the method's arguments placed as its table entry says, then the options. */
function requestOf(
  spec: OperationCall,
  args: readonly unknown[],
  upload: (onProgress: NonNullable<CallOptions['onUploadProgress']>) => RequestInit_['fetch'],
): RequestInit_ {
  const request: RequestInit_ = {};
  const params: NonNullable<RequestInit_['params']> = {};
  let next = 0;
  for (const arg of spec.args) {
    const value = args[next];
    next += 1;
    const [kind, name = ''] = arg.split(':') as [string, string | undefined];
    if (kind === 'body' && !name) request.body = value;
    else if (kind === 'body') request.body = { ...(request.body as object), [name]: value };
    else if (kind === 'query' && !name) params.query = { ...params.query, ...(value as object | undefined) };
    else if (kind === 'query') params.query = { ...params.query, [name]: value };
    else if (kind === 'path') params.path = { ...params.path, [name]: value };
    else if (kind === 'header') request.headers = { ...request.headers, [name]: String(value) };
    else if (kind === 'file') {
      // Multipart with the one field 'file' carrying the file and its name.
      const form = new FormData();
      form.append('file', value as Blob, String(args[next]));
      next += 1;
      request.body = form;
      request.bodySerializer = (body) => body;
    }
  }
  if (spec.query) params.query = { ...params.query, ...spec.query };
  if (params.path || params.query) request.params = params;
  if (spec.parseAs) request.parseAs = spec.parseAs;
  if (spec.credentials) request.credentials = spec.credentials;
  if (spec.keepalive) request.keepalive = spec.keepalive;
  const options = args[next] as CallOptions | undefined;
  return {
    ...request,
    ...call(options),
    ...(options?.onUploadProgress ? { fetch: upload(options.onUploadProgress) } : {}),
  };
}

/**
 * The typed client of the portal's REST contract, grouped as the portal uses it (`PORTAL_API`).
 * Every method takes {@link CallOptions} last and returns an {@link ApiResult}; nothing throws,
 * not even a network failure. Every call goes through {@link createAuthorizedFetch}: bearer token,
 * one refresh and retry on 401, Retry-After for idempotent calls.
 */
export function createPortalClient(options: PortalClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const prefixes: PortalPrefixes =
    typeof options.prefix === 'string' ? { services: options.prefix } : (options.prefix ?? {});
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const authorizedFetch = createAuthorizedFetch({ ...options, fetch: doFetch });
  /** The authorised path over a transport that tells an upload's progress. */
  const uploadThrough = (onProgress: (progress: UploadProgress) => void) =>
    createAuthorizedFetch({
      ...options,
      fetch: options.uploadFetch?.(onProgress) ?? uploadFetch(onProgress),
    });

  const make = (prefix: string | undefined): Client<paths> => {
    return createClient<paths>({ baseUrl: `${baseUrl}${normalisePrefix(prefix)}`, fetch: authorizedFetch });
  };
  const root = make(undefined);
  const services = make(prefixes.services);
  const logoutClient = make(prefixes.logout);
  /** The client an operation's path sits behind: the services prefix, the logout's, or none. */
  const clientOf = (path: string) =>
    path.startsWith('/services/') ? services : path === '/api/auth/logout' ? logoutClient : root;

  /** One method of the table: its request built from the arguments, its answer settled and typed. */
  const bind = (spec: OperationCall) => {
    const [method, path, empty] = OPERATION_ROUTES[spec.operation];
    return async (...args: unknown[]) => {
      // Arguments are read by position: one left out (an optional query) reads as undefined.
      const request = requestOf(spec, args, uploadThrough);
      const currency = DISPLAY_CURRENCY_OPERATIONS.has(spec.operation)
        ? options.displayCurrency?.(spec.operation)
        : undefined;
      if (currency && request.params?.query?.currency === undefined)
        request.params = { ...request.params, query: { ...request.params?.query, currency } };
      // One dynamic call: the table, checked against the contract's types, gives the method its types.
      const send = clientOf(path)[method] as unknown as (
        path: string,
        init: RequestInit_,
      ) => Promise<Settled<unknown>>;
      const result = await settle(send(path, request));
      return result.ok && empty ? { ...result, data: undefined } : result;
    };
  };

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

  async function eulaDocument(url: string, init?: CallOptions): Promise<ApiResult<string>> {
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
  }

  const customs = {
    auth: {
      /** Sign in with the identity provider's token (single tenant). */
      login: (payload: LoginPayload, identityToken: string, init?: CallOptions) =>
        signIn('/api/auth/azure/token', payload, identityToken, init),
      /** Sign in to the tenant picked at /tenant. */
      loginToTenant: (payload: LoginPayload, identityToken: string, init?: CallOptions) =>
        signIn('/api/auth/azure/tenant/token', payload, identityToken, init),
    },
    account: {
      /**
       * The terms document as text from the `eula` URL of the portal settings. Only http(s) URLs are
       * followed; a relative URL is read against the backend.
       */
      eulaDocument,
    },
  };

  const client = Object.fromEntries(
    Object.entries(PORTAL_API).map(([group, methods]) => [
      group,
      Object.fromEntries(
        Object.entries(methods as Record<string, MethodSpec>).map(([name, spec]) => [
          name,
          'custom' in spec ? (customs as Record<string, Record<string, unknown>>)[group]?.[name] : bind(spec),
        ]),
      ),
    ]),
  );
  return client as BoundClient<typeof PORTAL_API, typeof customs>;
}

export type PortalClient = ReturnType<typeof createPortalClient>;
