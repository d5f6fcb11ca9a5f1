/** The assistant's rate limit: this many questions per user and tenant in a moving window. */
export const CHAT_RATE_LIMIT = 2;
/** The window the rate limit counts questions in. */
export const CHAT_RATE_WINDOW_MS = 60_000;
