import type { GraphQLOperationName, OperationId } from './support/sdk-operations.ts';

/**
 * Operations that keep a consumer interaction although no code of the web app or the hooks package
 * calls them yet, each with the one-line reason why. The pacts otherwise describe only what the
 * consumer calls (`coverage.check.test.ts` reads the calls from the source).
 *
 * The list only shrinks: the coverage check fails when an operation here is called (take it off
 * the list and make its interaction match what the new code reads), when one has no interaction,
 * and when an interaction names an operation that is neither called nor listed here.
 */
export const PENDING_OPERATIONS = {
  // Empty: every operation of the contract that has an interaction is called by the portal.
} as const satisfies Partial<Record<OperationId | GraphQLOperationName, string>>;

/** An operation on the pending list. */
export type PendingOperation = keyof typeof PENDING_OPERATIONS;
