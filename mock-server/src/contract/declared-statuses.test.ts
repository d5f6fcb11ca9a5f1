/**
 * Every status the reference backend can answer for an operation is one the contract declares for
 * it, with a problem+json body for every error: read from the sources, not from requests (the fuzz
 * suite, contract-fuzz.test.ts, checks the answers it gets on top).
 *
 * Two parts answer a call. The dispatcher (http/api.ts) answers by itself what is the same for
 * every operation: the rules below say which of its statuses reach which operations, from the
 * contract's facts the dispatcher itself decides by (parameters, a body, the security). A
 * handler's successes are typed by the contract's responses (`Reply<Op>`); what it throws is not,
 * so its statuses are read from its code and from everything that code reaches
 * (testing/answer-statuses.ts).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HANDLERS } from '../app.ts';
import type { IdentityVerifier } from '../auth/identity-verifier.ts';
import { DomainError } from '../domain/domain-error.ts';
import { NOT_ONBOARDED_OPERATION, requiresAppToken } from '../http/api.ts';
import { authHandlers } from '../http/handlers/auth.ts';
import { officeTokenHandlers } from '../http/handlers/settings.ts';
import { problemOf } from '../http/problem.ts';
import { analyseSources } from '../testing/answer-statuses.ts';
import { loadContractDocument, resolveSchema, type Schema } from '../testing/schema-arbitrary.ts';
import { Contract, type ContractOperation } from './contract.ts';

const contract = new Contract();
const doc = loadContractDocument();
const src = join(import.meta.dirname, '..');

/** The responses the contract declares for an operation, by status key ('200', '404', 'default'). */
const responsesOf = (op: ContractOperation): Record<string, Schema> =>
  (doc.paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {}) as Record<string, Schema>;
const declared = (op: ContractOperation) => new Set(Object.keys(responsesOf(op)).map(Number));

/** The status each factory of DomainError is answered with (problemOf, as the dispatcher answers it). */
const domainStatuses: Record<string, number> = Object.fromEntries(
  Object.getOwnPropertyNames(DomainError)
    .filter((name) => typeof (DomainError as unknown as Record<string, unknown>)[name] === 'function')
    .map((name) => {
      const factory = (DomainError as unknown as Record<string, (...args: string[]) => DomainError>)[name];
      return [name, problemOf((factory as (...args: string[]) => DomainError)('parameter', 'reason')).status];
    }),
);

const takesInput = (op: ContractOperation) => op.parameters.length > 0 || op.body !== undefined;

/**
 * What the dispatcher answers by itself, and to which operations (http/api.ts and the contract's
 * match, contract.ts). Every status its code can produce is named here, and every one named here
 * is one its code produces: the first test holds this table to the code.
 */
const DISPATCHER: Record<number, { why: string; to: (op: ContractOperation) => boolean }> = {
  400: {
    why: 'the request does not match the contract (a parameter, the body, percent-encoding, a NUL character, a body that cannot be read, a display currency without a rate)',
    to: takesInput,
  },
  401: {
    why: 'no app token, or one that is expired, forged, a tenant-selection token, or of a member whose access ended',
    to: requiresAppToken,
  },
  403: {
    why: 'the tenant of the app token is not onboarded',
    to: (op) => requiresAppToken(op) && op.operationId !== NOT_ONBOARDED_OPERATION,
  },
  415: { why: 'a body of a media type the operation does not take', to: (op) => op.body !== undefined },
  500: { why: 'an unexpected failure (the transaction is rolled back)', to: () => true },
};
/** The dispatcher's answers that belong to no operation: nothing of the contract matched. */
const NO_OPERATION: Record<number, string> = {
  404: 'no operation at the path (and, from a handler, a DomainError.notFound: counted with the handler)',
  405: 'no operation for the method at the path',
  501: 'an operation without a handler: none is (checked below)',
};

const analysis = analyseSources({
  src,
  operationIds: new Set(contract.operations.map((op) => op.operationId)),
  domainStatuses,
});

const apiFolders = ['http/', 'domain/', 'contract/'];
/** Sources of those folders that answer no operation of the OpenAPI contract. */
const OUTSIDE_CONTRACT: Record<string, string> = {
  'http/handlers/saved-views.ts':
    'the saved views over GraphQL (contracts/graphql), not an OpenAPI operation',
};
const inApi = (place: string) =>
  apiFolders.some((folder) => place.startsWith(folder)) &&
  !Object.keys(OUTSIDE_CONTRACT).some((file) => place.startsWith(`${file}:`));

describe('the statuses the backend can answer, read from its sources', () => {
  it('knows what the dispatcher answers: its rules name every status its code produces, and no other', () => {
    const produced = [...analysis.dispatcher.keys()].sort();
    const named = [...Object.keys(DISPATCHER), ...Object.keys(NO_OPERATION)].map(Number).sort();
    expect(produced).toEqual(named);
  });

  it('answers every DomainError with a status of its own', () => {
    expect(Object.keys(domainStatuses).sort()).toEqual(['invalidParameter', 'notFound']);
    expect(domainStatuses).toEqual({ invalidParameter: 400, notFound: 404 });
  });

  it('finds the handler of every operation in the sources, and the backend runs one for each', () => {
    const verifier = {} as IdentityVerifier;
    const running = new Set(
      Object.keys({ ...HANDLERS, ...authHandlers(verifier), ...officeTokenHandlers(verifier) }),
    );
    expect(contract.operations.map((op) => op.operationId).filter((id) => !running.has(id))).toEqual([]);
    expect([...running].filter((id) => !analysis.handlers.has(id))).toEqual([]);
    expect(analysis.unresolvedKeys).toEqual([]);
  });

  it('reads the status of every answer the sources build', () => {
    expect(analysis.unreadable.filter(inApi)).toEqual([]);
  });

  it("reaches every place of the API's sources that produces a status from some operation or the dispatcher", () => {
    // A place no walk reaches is one the analysis cannot see the way to (a call through an interface).
    const unreached = [...analysis.producers.keys()].filter(
      (place) => inApi(place) && !analysis.reached.has(place),
    );
    expect(unreached).toEqual([]);
  });

  it('finds no status in the data layer, which the walk does not follow into (calls through interfaces)', () => {
    const inData = [...analysis.producers.keys()].filter(
      (place) => place.startsWith('data/') || place.startsWith('db/'),
    );
    expect(inData).toEqual([]);
  });
});

describe('the contract declares every status each operation can answer', () => {
  it('declares each status on its own (no status range, no default that would hide one)', () => {
    const ranges = contract.operations.flatMap((op) =>
      Object.keys(responsesOf(op))
        .filter((status) => !/^[1-5][0-9][0-9]$/.test(status))
        .map((status) => `${op.operationId} ${status}`),
    );
    expect(ranges).toEqual([]);
  });

  it("declares the dispatcher's answers of each operation", () => {
    const missing = contract.operations.flatMap((op) =>
      Object.entries(DISPATCHER)
        .filter(([status, rule]) => rule.to(op) && !declared(op).has(Number(status)))
        .map(([status, rule]) => `${op.operationId} ${status}: ${rule.why}`),
    );
    expect(missing).toEqual([]);
  });

  it("declares every status each operation's handler can answer", () => {
    const missing = contract.operations.flatMap((op) =>
      [...(analysis.handlers.get(op.operationId) ?? new Map<number, string[]>())]
        .filter(([status]) => !declared(op).has(status))
        .map(([status, places]) => `${op.operationId} ${status}: ${places.join(', ')}`),
    );
    expect(missing).toEqual([]);
  });

  it('declares every error answer as a problem document', () => {
    const problem = doc.components.schemas?.Problem;
    const wrong = contract.operations.flatMap((op) =>
      Object.entries(responsesOf(op))
        .filter(([status]) => Number(status) >= 400)
        .filter(([, response]) => {
          const content = (resolveSchema(doc, response).content ?? {}) as Record<string, Schema>;
          const types = Object.keys(content);
          return (
            types.length !== 1 ||
            types[0] !== 'application/problem+json' ||
            resolveSchema(doc, content['application/problem+json']?.schema) !== problem
          );
        })
        .map(([status]) => `${op.operationId} ${status}`),
    );
    expect(wrong).toEqual([]);
  });
});
