import { embedHostOrigin, SELF_EMBED_HOST } from '@portal/hooks/reports';

/**
 * Settings read at start-up from /config.json, so one web build serves any backend and identity
 * provider without a rebuild. Whoever hosts the static files serves that file (the reference
 * backend builds it from its environment).
 */
export interface RuntimeConfig {
  /** Origin of the backend; '' means the web app's own origin. */
  apiBaseUrl: string;
  /** Optional prefix in front of every /services/... call. */
  servicesPrefix: string;
  /** Optional prefix in front of /api/auth/logout. */
  logoutPrefix: string;
  /** The identity provider: an OpenID Connect issuer URL (the local one is {origin}/oidc). */
  authority: string;
  /** The portal's client id at the identity provider. */
  clientId: string;
  /** 'oidc' for a standard OpenID Connect provider, 'aad' for Microsoft Entra ID. */
  protocol: 'oidc' | 'aad';
  /** Shown before sign-in, when the tenant's portal settings cannot be read yet. */
  productName: string;
  /** The document the privacy warning's Learn More opens. */
  privacyDocUrl: string;
  /**
   * Optional third-party changelog widget (spec section 4), off when empty: an http(s) address, or
   * a path on the portal's origin (the reference backend's stand-in, '/changelog-widget/'). The
   * settings drawer embeds it with the user's and the tenant's attributes, user type and features.
   */
  changelogUrl: string;
  /**
   * The business-intelligence hosts reports are embedded from (spec section 7): origins such as
   * 'https://app.powerbi.com', or 'self' for the portal's own origin (the reference backend's report
   * host). A report whose entity URL is on no listed host is not loaded, whatever the server says.
   */
  reportEmbedHosts: readonly string[];
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  servicesPrefix: '',
  logoutPrefix: '',
  authority: '',
  clientId: 'portal-web',
  protocol: 'oidc',
  productName: 'Cloud Portal',
  privacyDocUrl: '/media/docs/m365-privacy.html',
  changelogUrl: '',
  reportEmbedHosts: [SELF_EMBED_HOST],
};

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const isPathPrefix = (value: string) => value === '' || /^\/[A-Za-z0-9/_-]*$/.test(value);

/** Reads the settings it knows and checks them; anything missing or malformed keeps its default. */
export function parseRuntimeConfig(raw: unknown): { config: RuntimeConfig; problems: string[] } {
  const config = { ...DEFAULT_RUNTIME_CONFIG };
  const problems: string[] = [];
  if (typeof raw !== 'object' || raw === null) return { config, problems: ['config.json is not an object'] };
  const source = raw as Record<string, unknown>;
  const read = <K extends keyof RuntimeConfig>(key: K, valid: (value: string) => boolean) => {
    const value = source[key];
    if (value === undefined) return;
    if (typeof value === 'string' && valid(value))
      config[key] = value.replace(/\/+$/, '') as RuntimeConfig[K];
    else problems.push(`config.json: ${key} is not valid and was ignored`);
  };
  read('apiBaseUrl', (v) => v === '' || isHttpUrl(v));
  read('servicesPrefix', isPathPrefix);
  read('logoutPrefix', isPathPrefix);
  read('authority', (v) => v === '' || isHttpUrl(v));
  read('clientId', (v) => /^[\w.-]{1,100}$/.test(v));
  read('protocol', (v) => v === 'oidc' || v === 'aad');
  read('productName', (v) => v.trim().length > 0 && v.length <= 80);
  read('changelogUrl', (v) => v === '' || isHttpUrl(v) || /^\/[\w./-]*$/.test(v));
  read('privacyDocUrl', (v) => isHttpUrl(v) || /^\/[\w./-]*$/.test(v));
  const hosts = source.reportEmbedHosts;
  if (hosts !== undefined) {
    const origins = Array.isArray(hosts)
      ? hosts.map((host) => (typeof host === 'string' ? embedHostOrigin(host) : undefined))
      : [];
    if (Array.isArray(hosts) && origins.every((origin) => origin !== undefined))
      config.reportEmbedHosts = origins as string[];
    else problems.push('config.json: reportEmbedHosts is not valid and was ignored');
  }
  return { config, problems };
}

/** The id of the data block a server may write the settings into (web/index.html). */
export const INLINE_CONFIG_ID = 'runtime-config';

/**
 * The settings: from the page itself when the server wrote them into its data block (the reference
 * backend does, saving a round trip before anything else can start), else from /config.json; a
 * missing or broken file leaves the defaults (same-origin backend).
 */
export async function loadRuntimeConfig(
  fetchFn: typeof fetch = fetch,
  inline: string | null | undefined = globalThis.document?.getElementById(INLINE_CONFIG_ID)?.textContent,
): Promise<RuntimeConfig> {
  const written = inlineRuntimeConfig(inline);
  if (written) return written;
  try {
    const response = await fetchFn('/config.json', { cache: 'no-store' });
    if (!response.ok) return DEFAULT_RUNTIME_CONFIG;
    const { config, problems } = parseRuntimeConfig(await response.json());
    for (const problem of problems) console.warn(problem);
    return config;
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}

/** The settings of the page's data block: undefined while it holds no JSON object (a placeholder). */
export function inlineRuntimeConfig(text: string | null | undefined): RuntimeConfig | undefined {
  if (!text?.trim().startsWith('{')) return undefined;
  try {
    const { config, problems } = parseRuntimeConfig(JSON.parse(text));
    for (const problem of problems) console.warn(problem);
    return config;
  } catch {
    return undefined;
  }
}
