import type { FieldError } from '../contract/contract.ts';
import type { DomainError } from '../domain/domain-error.ts';

/** An RFC 9457 problem a handler throws to answer an error; the transaction it ran in rolls back. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    title: string,
    options: { detail?: string; errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(options.detail ?? title);
    this.status = status;
    this.title = title;
    this.detail = options.detail;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  toResponse(instance?: string): Response {
    const body = {
      type: 'about:blank',
      title: this.title,
      status: this.status,
      ...(this.detail ? { detail: this.detail } : {}),
      ...(instance ? { instance: uriReferenceOf(instance) } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
    return new Response(JSON.stringify(body), {
      status: this.status,
      headers: { 'Content-Type': 'application/problem+json', ...this.headers },
    });
  }
}

/**
 * A request's path as an RFC 3986 URI reference, which a problem's `instance` is: what cannot stand
 * in one (a `%` that encodes nothing, `|`, `[`, non-ASCII text) is percent-encoded, the rest kept.
 */
export function uriReferenceOf(path: string): string {
  return path.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (c) => encodeURIComponent(c));
}

export const badRequest = (detail: string, errors?: FieldError[]) =>
  new HttpProblem(400, 'Bad Request', { detail, ...(errors ? { errors } : {}) });
export const unauthorized = (detail: string) => new HttpProblem(401, 'Unauthorized', { detail });
export const forbidden = (detail: string) => new HttpProblem(403, 'Forbidden', { detail });
export const notFound = (detail: string) => new HttpProblem(404, 'Not Found', { detail });

/** A query parameter refused, as a 400 naming it. */
export function badParameter(field: string, message: string): HttpProblem {
  return new HttpProblem(400, 'Bad Request', {
    detail: `${field} ${message}`,
    errors: [{ field: `query.${field}`, message }],
  });
}

/** The problem that answers a domain refusal. */
export function problemOf(error: DomainError): HttpProblem {
  return error.kind === 'not-found'
    ? notFound(error.reason)
    : badParameter(error.parameter ?? 'query', error.reason);
}
