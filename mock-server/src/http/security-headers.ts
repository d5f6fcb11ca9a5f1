/**
 * A strict policy: everything from this origin only, no inline script, no plugins, no framing by
 * others. Inline styles only with the page's nonce (React Aria adds one small style element and
 * reads the nonce from <meta name="csp-nonce">).
 */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy of every answer that is not the app's page. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The headers every answer carries (the policy unless the answer has its own, e.g. the app's page). */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  // The portal's windows keep the sign-in popups they open (the identity provider's pages): with
  // 'same-origin' the popup leaves the portal's window group and reads as closed while it is open.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
} as const;

/**
 * Answers made with {@link SECURITY_HEADERS} already in their headers: the app's middleware leaves
 * them as they are, so their plain headers object goes to the socket as it is (no Headers object).
 */
const secured = new WeakSet<Response>();

/** Marks an answer whose headers hold every one of {@link SECURITY_HEADERS}. */
export function markSecured(response: Response): Response {
  secured.add(response);
  return response;
}

export const isSecured = (response: Response): boolean => secured.has(response);
