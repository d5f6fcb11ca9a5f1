/**
 * The refresh cookie rotates: each refresh spends the cookie it presents and sets its successor.
 * Two tabs of the portal presenting the same cookie at once (a browser restoring its tabs, two
 * reloads, two timers due together) would have the second one refused and signed out. Every call
 * that spends the cookie (refresh, tenant switch, logout) runs under one lock shared by the tabs
 * of the origin, so each presents the cookie the one before it set.
 */

/** The lock's name among the origin's locks. */
export const REFRESH_COOKIE_LOCK = 'portal:refresh-cookie';

/** The part of the browser's Web Locks manager (`navigator.locks`) the lock uses. */
export interface LockRequester {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Runs work that spends the refresh cookie, one at a time across tabs. */
export type CookieSpending = <T>(work: () => Promise<T>) => Promise<T>;

/** Runs the work at once: a single tab's session, or a browser without Web Locks (an insecure origin). */
export const unlocked: CookieSpending = (work) => work();

/**
 * One at a time through the origin's lock; without a lock manager (Web Locks need a secure
 * context), or when the lock cannot be had, the work runs at once, as it would without it.
 */
export function refreshCookieLock(locks: LockRequester | undefined): CookieSpending {
  if (!locks) return unlocked;
  return <T>(work: () => Promise<T>): Promise<T> => {
    let started = false;
    const run = () => {
      started = true;
      return work();
    };
    return locks.request(REFRESH_COOKIE_LOCK, run).catch((error: unknown) => {
      // The work's own failure is its caller's; a refused lock (a document being torn down) runs it.
      if (started) throw error;
      return work();
    });
  };
}
