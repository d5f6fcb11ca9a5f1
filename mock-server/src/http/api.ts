import type { operations } from '@portal/contracts/openapi';
import { DISPLAY_CURRENCY_OPERATIONS } from '@portal/contracts/operations';
import type { Alerting } from '../alerts/alerting.ts';
import type { AppTokenClaims, AppTokens } from '../auth/app-tokens.ts';
import type { Contract, ContractOperation, MatchedRequest } from '../contract/contract.ts';
import type { DataAccess } from '../data/data-access.ts';
import { inDisplay } from '../domain/costs/converted-costs.ts';
import { billingDisplay, type Display } from '../domain/costs/currency.ts';
import { DomainError } from '../domain/domain-error.ts';
import type { Pipelines } from '../pipelines/pipelines.ts';
import type { ScheduledMails } from '../subscriptions/scheduled-mail.ts';
import { HttpProblem, problemOf, unauthorized } from './problem.ts';

export type OperationId = keyof operations;

/**
 * The operations that show money in a display currency read the tenant's costs converted, each
 * day's at its own rate: one view of the sums for every figure of the answer.
 */
async function withDisplayCurrency(
  data: DataAccess,
  operationId: string,
  caller: Caller | undefined,
  query: Record<string, unknown> | undefined,
): Promise<{ data: DataAccess; display: Display }> {
  if (!caller || !DISPLAY_CURRENCY_OPERATIONS.has(operationId as OperationId))
    return { data, display: billingDisplay() };
  return inDisplay(data, caller.tenantId, query?.currency);
}

/** The signed-in caller; the tenant always comes from the token. */
export interface Caller {
  userId: string;
  tenantId: string;
  claims: AppTokenClaims;
}

export interface HandlerContext {
  /** The data-access layer: every read and write of a handler goes through it. */
  data: DataAccess;
  tokens: AppTokens;
  request: Request;
  matched: MatchedRequest;
  /** Set when the operation requires the app token (verified, membership still granted). */
  caller: Caller | undefined;
  /** Set when a tenant-selection token was accepted instead of an app token. */
  selectingUserId: string | undefined;
  now: () => Date;
  /**
   * The display currency of the answer's money (the billing currency's when the operation takes
   * none). For the operations whose contract takes `currency`, `data.costs` already answers in it.
   */
  display: Display;
  /** The pipelines' runs and their secrets (pipelines/pipelines.ts). */
  pipelines: Pipelines;
  /** The alert definitions' evaluation, after a change of the tenant's data (alerts/alerting.ts). */
  alerting: Alerting;
  /** The users' scheduled e-mails of screens and saved views (subscriptions/scheduled-mail.ts). */
  scheduledMails: ScheduledMails;
}

/** The services the handlers call beside the data (the pipelines, the alerts' evaluation). */
export type Services = Pick<HandlerContext, 'pipelines' | 'alerting' | 'scheduledMails'>;

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type SuccessStatus<Op extends OperationId> = Extract<
  keyof operations[Op]['responses'],
  200 | 201 | 202 | 204 | 300
>;

/** A successful answer whose body the contract allows for this operation and status. */
export type Reply<Op extends OperationId> = {
  [S in SuccessStatus<Op>]: {
    status: S;
    body: JsonOf<operations[Op]['responses'][S]>;
    headers?: Record<string, string>;
  };
}[SuccessStatus<Op>];

export type Handler<Op extends OperationId> = (
  ctx: HandlerContext,
) => Promise<Reply<Op> | Response> | Reply<Op> | Response;

export type Handlers = { [Op in OperationId]?: Handler<Op> };

type LooseReply = { status: number; body: unknown; headers?: Record<string, string> };

/** Whether the dispatcher checks the app token (and the caller's standing) before the operation runs. */
export function requiresAppToken(operation: Pick<ContractOperation, 'security'>): boolean {
  return operation.security.length > 0 && operation.security.every((s) => s.includes('appToken'));
}

/** The one operation a tenant-selection token may call (before a tenant is picked). */
export const SELECTION_OPERATION: OperationId = 'listTenants';
/** The one operation that answers a signed-in user of a tenant that is not onboarded (all others: 403). */
export const NOT_ONBOARDED_OPERATION: OperationId = 'whois';

/** The bearer token of a request's Authorization header. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
}

/** Where a signed-in user stands in the token's tenant: every app-token call checks this first. */
export async function tenantAccess(
  data: DataAccess,
  userId: string,
  tenantId: string,
): Promise<'granted' | 'revoked' | 'not-onboarded'> {
  const standing = await data.accounts.standing(userId, tenantId);
  if (!standing?.granted) return 'revoked';
  return standing.tenantOnboarded ? 'granted' : 'not-onboarded';
}

/** Where a request's text holds U+0000 ('/body/name', '/query/q', '/path'), or undefined. */
export function fieldWithNul(value: unknown, at = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? at || '/' : undefined;
  if (typeof value !== 'object' || value === null || value instanceof FormData) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithNul(item, `${at}/${key}`);
    if (found) return found;
  }
  return undefined;
}

async function readBody(request: Request): Promise<unknown> {
  // A GET or HEAD request has no body (a Request cannot carry one): nothing to read.
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  const text = type === 'multipart/form-data' ? undefined : await request.text();
  if (type === 'multipart/form-data') {
    try {
      return await request.formData();
    } catch {
      throw new HttpProblem(400, 'Bad Request', { detail: 'The multipart body cannot be read.' });
    }
  }
  if (!text) return undefined;
  if (type === 'application/json' || type?.endsWith('+json')) {
    try {
      return JSON.parse(text);
    } catch {
      throw new HttpProblem(400, 'Bad Request', { detail: 'The request body is not valid JSON.' });
    }
  }
  return text;
}

/**
 * Answers every call of the contract: match and validate against portal.yaml, check the token
 * and the caller's membership, run the operation's handler in a transaction, and turn every
 * failure into problem+json. Bad input is always a 4xx, never a 500.
 */
export function createApiHandler(deps: {
  data: DataAccess;
  tokens: AppTokens;
  contract: Contract;
  handlers: Handlers;
  services: Services;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return withServerTiming(async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    try {
      // A body that cannot be read is refused only once the caller is known (below).
      let unreadable: HttpProblem | undefined;
      const body = await readBody(request).catch((error: unknown) => {
        if (!(error instanceof HttpProblem)) throw error;
        unreadable = error;
        return undefined;
      });
      const outcome = deps.contract.match({
        method: request.method,
        pathname: url.pathname,
        searchParams: url.searchParams,
        headers: request.headers,
        contentType: request.headers.get('Content-Type') ?? undefined,
        body,
      });
      if (outcome.kind === 'not-found')
        throw new HttpProblem(404, 'Not Found', { detail: `No operation at ${url.pathname}.` });
      if (outcome.kind === 'method-not-allowed') {
        throw new HttpProblem(405, 'Method Not Allowed', {
          detail: `${request.method} is not allowed here.`,
          headers: { Allow: outcome.allowed.join(', ') },
        });
      }
      // The caller is checked before the input: no one without a valid token learns what the
      // operation would accept.
      const operation = outcome.kind === 'matched' ? outcome.request.operation : outcome.operation;
      const needsAppToken = requiresAppToken(operation);
      let caller: Caller | undefined;
      let selectingUserId: string | undefined;
      if (needsAppToken) {
        const verified = await deps.tokens.verify(bearerToken(request));
        if (verified === 'missing') throw unauthorized('A bearer app token is required.');
        if (verified === 'expired') throw unauthorized('The app token has expired.');
        if (verified === 'invalid') throw unauthorized('The app token is not valid.');
        if (verified.kind === 'select') {
          if (operation.operationId !== SELECTION_OPERATION)
            throw unauthorized('A tenant must be selected first.');
          selectingUserId = verified.claims.uid;
        } else {
          const access = await tenantAccess(deps.data, verified.claims.uid, verified.claims.tid);
          if (access === 'revoked') throw unauthorized('The user no longer has access to this tenant.');
          // A tenant that is not onboarded only learns who it is (for the onboarding message).
          if (access === 'not-onboarded' && operation.operationId !== NOT_ONBOARDED_OPERATION) {
            throw new HttpProblem(403, 'Forbidden', { detail: 'The tenant is not onboarded.' });
          }
          caller = { userId: verified.claims.uid, tenantId: verified.claims.tid, claims: verified.claims };
        }
      }
      // A body the operation does not take is not read: only a body it takes can be refused.
      if (unreadable && operation.body) throw unreadable;
      if (outcome.kind === 'invalid') {
        const title = outcome.status === 415 ? 'Unsupported Media Type' : 'Bad Request';
        throw new HttpProblem(outcome.status, title, {
          detail: outcome.errors.map((e) => `${e.field} ${e.message}`).join('; '),
          errors: outcome.errors,
        });
      }
      // No text the database keeps may hold U+0000 (PostgreSQL's text cannot): refused as bad input.
      const { path, query } = outcome.request;
      const nul = fieldWithNul({ path, query, body });
      if (nul) {
        throw new HttpProblem(400, 'Bad Request', {
          detail: `${nul} contains the NUL character (U+0000), which text cannot hold.`,
          errors: [{ field: nul, message: 'must not contain the NUL character (U+0000)' }],
        });
      }
      // Each handler is typed against its own operation; the dispatcher only needs the loose shape.
      const handler = deps.handlers[operation.operationId as OperationId] as
        | ((ctx: HandlerContext) => Promise<LooseReply | Response> | LooseReply | Response)
        | undefined;
      if (!handler) {
        throw new HttpProblem(501, 'Not Implemented', {
          detail: `${operation.operationId} is not implemented yet.`,
        });
      }
      const { data, display } = await withDisplayCurrency(deps.data, operation.operationId, caller, query);
      const ctx: HandlerContext = {
        data,
        tokens: deps.tokens,
        request,
        matched: outcome.request,
        caller,
        selectingUserId,
        now,
        display,
        ...deps.services,
      };
      // Handlers that write do it inside one data.transaction, so a failed request changes nothing.
      const reply = await handler(ctx);
      if (reply instanceof Response) return reply;
      const headers = new Headers(reply.headers);
      if (reply.body === undefined) return new Response(null, { status: reply.status, headers });
      headers.set('Content-Type', 'application/json');
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers });
    } catch (error) {
      if (error instanceof HttpProblem) return error.toResponse(url.pathname);
      if (error instanceof DomainError) return problemOf(error).toResponse(url.pathname);
      console.error(error);
      return new HttpProblem(500, 'Internal Server Error', {
        detail: 'The server failed; nothing was changed.',
      }).toResponse(url.pathname);
    }
  });
}

/**
 * How long the backend worked on each call (Server-Timing, which the browser's resource timing
 * shows): the benchmarks tell the backend's share of a page's wait from the network's.
 */
function withServerTiming(answer: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const started = performance.now();
    const response = await answer(request);
    try {
      response.headers.set('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
    } catch {
      // A response with immutable headers goes as it is.
    }
    return response;
  };
}
