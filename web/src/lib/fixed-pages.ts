/**
 * The app's pages that are not items of the user's menu, declared once: the route table
 * (app/routes.tsx gives each its code), the audit's page names, the document and frame titles, the
 * settings drawer's links, the reload of /billing and the end-to-end route list all read it.
 * Plain data, with no React: the Playwright journeys import it too.
 */
export interface FixedPage {
  /** The route under its area, as the router writes it (`:id` a parameter). */
  readonly route: string;
  /** The page's title: its heading, the browser tab's title, the audit's page name. */
  readonly title: string;
  /** The area it belongs to: the portal (/billing) or the videos area. */
  readonly area: 'portal' | 'videos';
  /** The settings drawer links to it under this text. */
  readonly drawerLink?: string;
  /** The right of the signed-in user (whois) the page needs; others see why they cannot use it. */
  readonly right?: 'canManageSettings';
}

/** The areas' base paths. */
export const AREA_PATHS = {
  portal: '/billing',
  videos: '/informational-videos-main-dashboard',
} as const;

export const FIXED_PAGES = {
  settings: {
    route: 'admin-section-settings-dashboard',
    title: 'Settings',
    area: 'portal',
    right: 'canManageSettings',
  },
  releaseNotes: {
    route: 'release-notes',
    title: 'Release Notes',
    area: 'portal',
    drawerLink: 'Release notes',
  },
  videoLibrary: { route: '', title: 'Video Library', area: 'videos', drawerLink: 'Video Library' },
  metrics: { route: 'legacy-homepage', title: 'My Metrics', area: 'portal', drawerLink: 'My Metrics' },
  customReport: { route: 'dashboard/report/:id', title: 'Custom report', area: 'portal' },
  scheduledEmails: {
    route: 'scheduled-emails',
    title: 'Scheduled e-mails',
    area: 'portal',
    drawerLink: 'Scheduled e-mails',
  },
} as const satisfies Record<string, FixedPage>;

export type FixedPageId = keyof typeof FIXED_PAGES;

/** A fixed page's path: its area's, then its route without parameters ('/billing/dashboard/report'). */
export function fixedPagePath(id: FixedPageId): string {
  const page: FixedPage = FIXED_PAGES[id];
  const route = page.route.replace(/\/?:.*$/, '');
  return route ? `${AREA_PATHS[page.area]}/${route}` : AREA_PATHS[page.area];
}

/** The portal's fixed pages by path, for the reload of /billing ('/billing/release-notes', …). */
export const FIXED_PORTAL_PATHS: readonly string[] = (Object.keys(FIXED_PAGES) as FixedPageId[])
  .filter((id) => FIXED_PAGES[id].area === 'portal')
  .map(fixedPagePath);

/** The title of the fixed page at a route of /billing ('release-notes' → 'Release Notes'). */
export function fixedPageTitle(route: string): string | undefined {
  return Object.values(FIXED_PAGES as Record<string, FixedPage>).find(
    (page) => page.area === 'portal' && page.route === route,
  )?.title;
}

/** The settings drawer's links, in the registry's order. */
export const DRAWER_LINKS: readonly { path: string; text: string }[] = (
  Object.keys(FIXED_PAGES) as FixedPageId[]
).flatMap((id) => {
  const text = (FIXED_PAGES[id] as FixedPage).drawerLink;
  return text ? [{ path: fixedPagePath(id), text }] : [];
});

/** The settings page's sections, in order: each a tab whose id is the `tab` query parameter. */
export const SETTINGS_SECTIONS = [
  { id: 'general', name: 'General' },
  { id: 'licences', name: 'Licences and features' },
  { id: 'branding', name: 'Branding' },
  { id: 'files', name: 'Files' },
  { id: 'notifications', name: 'Notifications' },
  { id: 'integrations', name: 'Integrations' },
  { id: 'access', name: 'Access and reports' },
  { id: 'cost-data', name: 'Cost data' },
] as const;

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];
