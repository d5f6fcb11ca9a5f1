/**
 * The business-intelligence hosts a report may be loaded from, as the client's configuration
 * lists them (spec section 7: the embedded report is loaded from an embed host configured in the
 * client). 'self' stands for the portal's own origin (the reference backend's report host).
 */
export const SELF_EMBED_HOST = 'self';

/** The origin of a configured host ('https://app.powerbi.com/' → 'https://app.powerbi.com'). */
export function embedHostOrigin(host: string): string | undefined {
  if (host === SELF_EMBED_HOST) return SELF_EMBED_HOST;
  try {
    const url = new URL(host);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a report's entity URL, as the server names it, is on one of the configured hosts: the
 * frame loads nothing else, whatever the server says (beside the Content Security Policy's
 * frame-src). Only http(s) URLs; a relative URL is on the portal's own origin.
 */
export function isAllowedEmbedUrl(entityUrl: string, hosts: readonly string[], selfOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(entityUrl, selfOrigin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return hosts.some((host) => {
    const origin = embedHostOrigin(host);
    return origin === SELF_EMBED_HOST ? url.origin === new URL(selfOrigin).origin : origin === url.origin;
  });
}
