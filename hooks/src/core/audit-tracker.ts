import type { AuditEvent } from '@portal/sdk';

/**
 * The routes outside the portal's frame that have a name for audit labels (spec section 2): the
 * root route's is empty, /id_token is named 'Authenticate' (for audit labels only: the page shows
 * no title of its own) and /tenant 'Select Tenant'.
 */
const AUDIT_ROUTE_NAMES: Readonly<Record<string, string>> = {
  '': '',
  '/': '',
  '/id_token': 'Authenticate',
  '/tenant': 'Select Tenant',
};

/** Spec section 5: the root route (empty name), 'Authenticate' and 'Select Tenant' are never audited as navigation. */
export const AUDIT_EXCLUDED_NAMES: readonly string[] = ['', 'Authenticate', 'Select Tenant'];

/**
 * Paths never audited as navigation: the routes whose names are excluded, and /billing, which like
 * the root only leads on (to the homepage, or back to the page a persona change reloads through
 * it), so it is no page anyone visited.
 */
export const AUDIT_EXCLUDED_PATHS: readonly string[] = [
  ...Object.keys(AUDIT_ROUTE_NAMES).filter((path) =>
    AUDIT_EXCLUDED_NAMES.includes(AUDIT_ROUTE_NAMES[path] ?? '-'),
  ),
  '/billing',
];

/** The audit name of a route outside the frame ('/id_token' → 'Authenticate'); undefined for others. */
export function auditRouteName(location: string): string | undefined {
  return AUDIT_ROUTE_NAMES[pathOf(location)];
}

/** A page as the audit names it. */
export interface AuditPage {
  /** The path with its query, for example '/billing/azure/cost-overview?tab=Summary'. */
  location: string;
  /** The page's display name; missing names read 'unknown'. */
  name?: string | undefined;
  /** The parent's display name: the label becomes 'Parent → Child'. */
  parentName?: string | undefined;
  tabName?: string | undefined;
}

export interface AuditTrackerOptions {
  send: (event: AuditEvent) => Promise<unknown>;
  isAuthenticated: () => boolean;
  /** Paths never audited as navigation: AUDIT_EXCLUDED_PATHS by default. */
  excludedPaths?: readonly string[];
}

/** 'Parent → Child' for a child page, the name alone otherwise, 'unknown' without a name. */
export function auditLabel(page: Pick<AuditPage, 'name' | 'parentName'>): string {
  if (!page.name) return 'unknown';
  return page.parentName ? `${page.parentName} → ${page.name}` : page.name;
}

/** The path without its query, fragment and trailing slashes ('/billing/' is '/billing'). */
const pathOf = (location: string) => (location.split(/[?#]/)[0] ?? '').replace(/(.)\/+$/, '$1');

/**
 * Usage audit: navigation, analytics and logout events, sent only while authenticated, with
 * every failure swallowed so auditing can never break the portal.
 */
export class AuditTracker {
  readonly #options: AuditTrackerOptions;
  #previous: { location: string; label: string } | undefined;

  constructor(options: AuditTrackerOptions) {
    this.#options = options;
  }

  navigated(page: AuditPage): void {
    if ((this.#options.excludedPaths ?? AUDIT_EXCLUDED_PATHS).includes(pathOf(page.location))) return;
    const routeName = auditRouteName(page.location);
    if (page.name === undefined && routeName !== undefined && AUDIT_EXCLUDED_NAMES.includes(routeName))
      return;
    const label = auditLabel({ ...page, name: page.name ?? routeName });
    const previous = this.#previous;
    // The same page again (a re-render, a tab change recorded elsewhere) is no navigation.
    if (previous?.location === page.location && previous.label === label) return;
    this.#previous = { location: page.location, label };
    this.#send({
      category: 'navigation',
      location: page.location,
      locationName: label,
      ...(previous ? { previousLocation: previous.location, previousLocationName: previous.label } : {}),
      ...(page.tabName ? { tabName: page.tabName } : {}),
    });
  }

  /** A report tab was viewed. */
  analytics(page: AuditPage & { reportId: string }): void {
    this.#send({
      category: 'analytics',
      location: page.location,
      locationName: auditLabel(page),
      reportId: page.reportId,
      ...(page.tabName ? { tabName: page.tabName } : {}),
      ...(this.#previous
        ? { previousLocation: this.#previous.location, previousLocationName: this.#previous.label }
        : {}),
    });
  }

  logout(location: string): Promise<void> {
    return this.#send({
      category: 'logout',
      location,
      locationName: this.#previous?.label ?? 'unknown',
      ...(this.#previous
        ? { previousLocation: this.#previous.location, previousLocationName: this.#previous.label }
        : {}),
    });
  }

  /** Forgets the previous page (after logout). */
  reset(): void {
    this.#previous = undefined;
  }

  async #send(event: AuditEvent): Promise<void> {
    if (!this.#options.isAuthenticated()) return;
    try {
      await this.#options.send(event);
    } catch {
      // Spec: audit failures are swallowed.
    }
  }
}
