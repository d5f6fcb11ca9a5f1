import type { components } from './generated/openapi.ts';
import type { ChatDataset } from './generated/schemas.ts';

// Every schema of the contract is a type of its own name in generated/schemas.ts (`pnpm generate`);
// here only what the contract does not name itself.

type Schemas = components['schemas'];

export type FeedbackType = Schemas['Feedback']['type'];

/** Dataset labels, kept as the specification gives them. */
export const CHAT_DATASET_LABELS: Readonly<Record<ChatDataset, string>> = {
  all: 'M365 and Azure data',
  m365: 'M365 data',
  azure: 'Azure data',
};

/** Feedback types in the order the dropdown lists them. */
export const FEEDBACK_TYPES: readonly FeedbackType[] = ['Feedback', 'FR', 'Bug', 'Comment', 'Suggestion'];
