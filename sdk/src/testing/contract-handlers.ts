import { delay, HttpResponse, http } from 'msw';
import type { components, paths } from '../generated/openapi.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Status = 200 | 201 | 202 | 204 | 300;

/** The paths of the contract that define this method. */
export type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type Responses<P extends keyof paths, M extends Method> = paths[P][M] extends { responses: infer R }
  ? R
  : never;

/** The JSON body of the operation's success answer, from the contract; undefined when it has none. */
export type SuccessBody<P extends keyof paths, M extends Method> = {
  [S in keyof Responses<P, M>]: S extends 200 | 201 | 202
    ? Responses<P, M>[S] extends { content: { 'application/json': infer B } }
      ? B
      : undefined
    : S extends 204
      ? undefined
      : never;
}[keyof Responses<P, M>];

/** The JSON request body of the operation, from the contract. */
export type RequestBody<P extends keyof paths, M extends Method> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export type ContractResolver<P extends keyof paths, M extends Method> = (info: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}) => SuccessBody<P, M> | Response | Promise<SuccessBody<P, M> | Response>;

const toMswPath = (path: string) => `*${path.replace(/\{([^}]+)\}/g, ':$1')}`;

function handler<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  resolver: ContractResolver<P, M>,
  options: { status?: Status } = {},
) {
  return http[method](toMswPath(path), async ({ request, params }) => {
    const body = await resolver({ request, params });
    if (body instanceof Response) return body;
    if (body === undefined) return new HttpResponse(null, { status: options.status ?? 204 });
    return HttpResponse.json(body as never, { status: options.status ?? 200 });
  });
}

/**
 * MSW handlers typed from the contract: a resolver that returns a body the contract does not
 * allow for the path fails the typecheck. Paths match on any origin and behind any prefix.
 */
export const contract = {
  get: <P extends PathWith<'get'>>(
    path: P,
    resolver: ContractResolver<P, 'get'>,
    options?: { status?: Status },
  ) => handler('get', path, resolver, options),
  post: <P extends PathWith<'post'>>(
    path: P,
    resolver: ContractResolver<P, 'post'>,
    options?: { status?: Status },
  ) => handler('post', path, resolver, options),
  put: <P extends PathWith<'put'>>(
    path: P,
    resolver: ContractResolver<P, 'put'>,
    options?: { status?: Status },
  ) => handler('put', path, resolver, options),
  patch: <P extends PathWith<'patch'>>(
    path: P,
    resolver: ContractResolver<P, 'patch'>,
    options?: { status?: Status },
  ) => handler('patch', path, resolver, options),
  delete: <P extends PathWith<'delete'>>(
    path: P,
    resolver: ContractResolver<P, 'delete'>,
    options?: { status?: Status },
  ) => handler('delete', path, resolver, options),
};

/** An RFC 9457 problem answer. */
export function problem(
  status: number,
  title?: string,
  extra: Partial<components['schemas']['Problem']> = {},
) {
  return HttpResponse.json(
    { type: 'about:blank', title: title ?? defaultTitle(status), status, ...extra },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

function defaultTitle(status: number): string {
  const titles: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    423: 'Locked',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  };
  return titles[status] ?? 'Error';
}

/** A call that never reaches a server (the fetch rejects). */
export function networkError() {
  return HttpResponse.error();
}

/** Wraps a resolver so its answer comes after `ms` milliseconds (works with fake timers too). */
export function delayed<P extends keyof paths, M extends Method>(
  ms: number,
  resolver: ContractResolver<P, M>,
): ContractResolver<P, M> {
  return async (info) => {
    await delay(ms);
    return resolver(info);
  };
}
