/**
 * The changelog widget (spec section 4): a third-party page the portal embeds, loaded with the
 * user's and the tenant's attributes, the user type and the features, so it shows what is new for
 * this user. Off when no address is configured.
 */
export interface ChangelogAttributes {
  /** The token's user type ('customer', 'partner', …). */
  readonly utype: string;
  /** The token's features. */
  readonly features: readonly string[];
  /** The user's id (the token's subject): never the e-mail address. */
  readonly user: string;
  readonly tenant: string;
  readonly tenantName: string;
}

/**
 * The widget's address with the attributes as query parameters; undefined when off or not an
 * http(s) address (a path is on the portal's own origin, as the reference backend's stand-in is).
 */
export function changelogWidgetUrl(
  base: string,
  attributes: ChangelogAttributes,
  origin: string,
): string | undefined {
  if (!base) return undefined;
  let url: URL;
  try {
    url = new URL(base, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (!base.startsWith('/') && !/^https?:\/\//i.test(base)) return undefined;
  url.searchParams.set('utype', attributes.utype);
  url.searchParams.set('features', attributes.features.join(','));
  url.searchParams.set('user', attributes.user);
  url.searchParams.set('tenant', attributes.tenant);
  url.searchParams.set('tenantName', attributes.tenantName);
  return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}` : url.href;
}
