import type { ChatApi } from '@portal/hooks/chat';
import { usePortalApi } from '../../data/portal-api.ts';

/**
 * The chat's calls as the SDK's `chat` group makes them. They are not cached answers of the request
 * layer: the `ChatController` (hooks/core) keeps the conversation, its settings and follow-ups
 * itself, and outlives the dialog.
 */
export function useChatClient(): ChatApi {
  return usePortalApi().api.chat;
}
