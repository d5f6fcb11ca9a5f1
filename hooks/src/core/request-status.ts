/**
 * Where a controller's request stands, said the same way by every controller (the menu, the
 * search, the saved views, the chat):
 * - `idle`: nothing asked yet (or the input is empty);
 * - `pending`: asked, no answer yet (what was shown before may stay);
 * - `success`: answered, possibly with nothing in it (a search without results);
 * - `error`: the request failed; the controller keeps what it had and says why where it can.
 */
export type RequestStatus = 'idle' | 'pending' | 'success' | 'error';
