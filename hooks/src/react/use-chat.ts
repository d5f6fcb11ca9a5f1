import type { ChatController, ChatState } from '../core/chat.ts';
import { useStore } from './use-store.ts';

/**
 * The chat assistant dialog's state: the chat, its messages, the input and what Send may do. The
 * caller owns the controller (one per signed-in user) and calls `open()` when the dialog opens.
 */
export function useChat(chat: ChatController): ChatState {
  return useStore(chat);
}
