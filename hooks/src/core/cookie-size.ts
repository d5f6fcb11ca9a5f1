/** Spec section 9: cookies over this many bytes get a warning (servers refuse longer headers). */
export const COOKIE_SIZE_LIMIT_BYTES = 4096;

/** The warning the sign-in page shows when the site's cookies are over the limit. */
export const COOKIE_SIZE_WARNING =
  "This browser holds more than 4 KB of cookies for this site, more than a sign-in can carry. If signing in fails, clear this site's cookies and try again.";

/** The cookies' size in bytes as a request's Cookie header carries them (UTF-8). */
export function cookieBytes(cookieHeader: string): number {
  return new TextEncoder().encode(cookieHeader).length;
}

/** The warning when the cookies (a `document.cookie` string) are over 4096 bytes, else undefined. */
export function cookieSizeWarning(cookieHeader: string): string | undefined {
  return cookieBytes(cookieHeader) > COOKIE_SIZE_LIMIT_BYTES ? COOKIE_SIZE_WARNING : undefined;
}
