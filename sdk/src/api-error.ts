import type { components } from './generated/openapi.ts';

/** RFC 9457 problem details, as every error of the portal's backend is shaped. */
export type ProblemDetails = components['schemas']['Problem'];

/** Status 0 stands for a call that never got an answer (network failure, aborted). */
export const NETWORK_ERROR_STATUS = 0;

/**
 * A failed call: the HTTP status and the problem details the server sent (or a synthesised
 * problem when the body was not one). Returned as a value by the SDK, never thrown by it.
 */
export class ApiError<S extends number = number> extends Error {
  /** The HTTP status: one the operation declares (typed per operation by the client), or 0. */
  readonly status: S | typeof NETWORK_ERROR_STATUS;
  readonly problem: ProblemDetails;
  /** Seconds to wait before trying again, from a Retry-After header (429, 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: S | typeof NETWORK_ERROR_STATUS,
    problem: ProblemDetails,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(problem.detail ?? problem.title, options);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** True when the call never reached the server. */
  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }

  /** True when the caller aborted the call through its AbortSignal. */
  get isAborted(): boolean {
    const cause = this.cause;
    return this.isNetworkError && cause instanceof Error && cause.name === 'AbortError';
  }

  /** Reads whatever came back as a problem, so callers always get a title and a status. */
  static fromResponse<S extends number = number>(response: Response, body: unknown): ApiError<S> {
    const status = response.status as S;
    const retryAfter = Number(response.headers.get('Retry-After'));
    const options = Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {};
    if (isProblem(body)) return new ApiError(status, { ...body, status }, options);
    const detail = typeof body === 'string' && body.length > 0 ? body.slice(0, 500) : undefined;
    return new ApiError(
      status,
      {
        title: response.statusText || `HTTP ${status}`,
        status,
        ...(detail === undefined ? {} : { detail }),
      },
      options,
    );
  }

  static network<S extends number = number>(cause: unknown): ApiError<S> {
    const detail = cause instanceof Error ? cause.message : String(cause);
    return new ApiError<S>(
      NETWORK_ERROR_STATUS,
      { title: 'Network error', status: NETWORK_ERROR_STATUS, detail },
      { cause },
    );
  }
}

function isProblem(body: unknown): body is ProblemDetails {
  return typeof body === 'object' && body !== null && typeof (body as { title?: unknown }).title === 'string';
}

/**
 * The outcome of every SDK call: data on success, an ApiError otherwise. `S` is the union of the
 * error statuses the operation declares in the contract (0 stands for no answer).
 */
export type ApiResult<T, S extends number = number> =
  | { readonly ok: true; readonly data: T; readonly status: number }
  | {
      readonly ok: false;
      readonly error: ApiError<S>;
      readonly status: S | typeof NETWORK_ERROR_STATUS;
    };

/** Throws the ApiError of a failed result; for callers that prefer exceptions (for example React Query). */
export function unwrap<T, S extends number>(result: ApiResult<T, S>): T {
  if (result.ok) return result.data;
  throw result.error;
}
