import { type MenuNode, PORTAL_MENU } from '../../mock-server/src/seed/menu-template.ts';

/** A screen of the portal: where it is, its page heading and, on a page with tabs, the tab shown. */
export interface Screen {
  path: string;
  heading: string;
  tab?: string;
  /**
   * What shows it: `report` for an embedded report (a report page or tab), else the screen's
   * component class, the settings section or the page's own name.
   */
  kind: string;
}

/** The settings page's sections, each by its ?tab= and its tab's name (the admin sees them all). */
export const SETTINGS_SECTIONS = [
  ['general', 'General'],
  ['licences', 'Licences and features'],
  ['branding', 'Branding'],
  ['files', 'Files'],
  ['notifications', 'Notifications'],
  ['integrations', 'Integrations'],
  ['access', 'Access and reports'],
  ['cost-data', 'Cost data'],
] as const;

/** The pages of /billing (and the videos area) that are not menu items. */
export const FIXED_PAGES: readonly Screen[] = [
  { path: '/billing/release-notes', heading: 'Release Notes', kind: 'release-notes' },
  { path: '/billing/legacy-homepage', heading: 'My Metrics', kind: 'metrics' },
  { path: '/informational-videos-main-dashboard', heading: 'Getting started', kind: 'videos' },
];

/** A tab of a tabbed page as the portal links it: the first by the page alone, the others by ?tab=. */
function tabPath(path: string, tab: string, index: number): string {
  return index === 0 ? path : `${path}?tab=${encodeURIComponent(tab).replace(/%20/g, '+')}`;
}

/** Every page of the demo menu, a tabbed page's tabs each on its own, in the menu's order. */
export function menuScreens(): Screen[] {
  const screens: Screen[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      const page = node.page;
      const path = `/billing/${node.name}`;
      if (page?.type === 'tabbed' && 'tabs' in page.contents) {
        page.contents.tabs?.forEach((tab, index) => {
          screens.push({
            path: tabPath(path, tab.displayName, index),
            heading: node.displayName,
            tab: tab.displayName,
            kind: tab.type === 'report' ? 'report' : (tab.componentClass ?? 'ui'),
          });
        });
      } else if (page)
        screens.push({
          path,
          heading: node.displayName,
          kind:
            page.type === 'ui' && 'componentClass' in page.contents
              ? (page.contents.componentClass ?? 'ui')
              : 'report',
        });
      walk(node.children ?? []);
    }
  };
  walk(PORTAL_MENU);
  return screens;
}

/** Every screen of the demo menu (each tab on its own), the settings sections and the other pages. */
export function portalScreens(): Screen[] {
  return [
    ...menuScreens(),
    ...SETTINGS_SECTIONS.map(([id, name]) => ({
      path: `/billing/admin-section-settings-dashboard?tab=${id}`,
      heading: 'Settings',
      tab: name,
      kind: `settings ${id}`,
    })),
    ...FIXED_PAGES,
  ];
}
