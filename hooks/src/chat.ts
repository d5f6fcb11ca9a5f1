/**
 * @portal/hooks/chat: The assistant's chat: conversation, limits, follow-ups and the answer cache.
 * Framework-free; the React bindings are @portal/hooks/react.
 *
 * @packageDocumentation
 */

export { AnswerCache } from './core/answer-cache.ts';
export {
  CHAT_CODE_COPY_FEEDBACK_MS,
  CHAT_COPY_FEEDBACK_MS,
  CHAT_COUNTER_SWITCH,
  CHAT_DATASET_LABELS,
  CHAT_DATASETS,
  CHAT_DISCLAIMER,
  CHAT_ERROR_MESSAGE,
  CHAT_INPUT_MAX,
  CHAT_RATE_LIMIT_MESSAGE,
  type ChatApi,
  ChatController,
  type ChatControllerOptions,
  type ChatState,
  type ChatStatus,
  chatUserName,
  cutDescription,
  RELATED_LINK_DESCRIPTION_MAX,
  relatedLinkPath,
  sanitizeChatText,
  userInitials,
} from './core/chat.ts';
