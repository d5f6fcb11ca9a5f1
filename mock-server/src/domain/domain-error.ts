/**
 * A request the domain refuses: a parameter it cannot use, or something that is not there. The
 * domain knows no HTTP; the HTTP layer (and the report host) answer it as a problem: a parameter
 * as a 400 naming the query parameter, a missing thing as a 404.
 */
export class DomainError extends Error {
  readonly kind: 'invalid-parameter' | 'not-found';
  /** The query parameter refused (invalid-parameter only). */
  readonly parameter: string | undefined;
  /** Why it is refused, after the parameter's name ('is not a day'). */
  readonly reason: string;

  private constructor(kind: DomainError['kind'], reason: string, parameter?: string) {
    super(parameter ? `${parameter} ${reason}` : reason);
    this.kind = kind;
    this.parameter = parameter;
    this.reason = reason;
  }

  /** A query parameter the domain cannot use: `currency` 'has no stored exchange rate (…)'. */
  static invalidParameter(parameter: string, reason: string): DomainError {
    return new DomainError('invalid-parameter', reason, parameter);
  }

  static notFound(detail: string): DomainError {
    return new DomainError('not-found', detail);
  }
}
