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
  // ------------------------------------------------ the chat assistant dialog (with the demo assistant)
  getChatSettings:
    'the chat dialog header shows the assistant name and model (the sparkles button says WIP today)',
  restoreChat: 'opening the chat dialog restores the previous chat (assistant pending)',
  createChat:
    'the chat dialog starts a new chat when none can be restored, and on New Chat (assistant pending)',
  generateAnswer: 'sending a question appends the answer, links, dataset and cost (assistant pending)',
  getFollowupQuestions: 'the chat dialog offers follow-up question buttons (assistant pending)',
} as const satisfies Partial<Record<OperationId | GraphQLOperationName, string>>;

/** An operation on the pending list. */
export type PendingOperation = keyof typeof PENDING_OPERATIONS;
