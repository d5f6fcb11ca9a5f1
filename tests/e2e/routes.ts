import { type MenuNode, PORTAL_MENU } from '../../mock-server/src/seed/menu-template.ts';
import {
  FIXED_PAGES as APP_PAGES,
  SETTINGS_SECTIONS as APP_SETTINGS_SECTIONS,
  fixedPagePath,
} from '../../web/src/lib/fixed-pages.ts';

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
export const SETTINGS_SECTIONS = APP_SETTINGS_SECTIONS.map(({ id, name }) => [id, name] as const);

/**
 * The pages that are not menu items, from the app's registry of them (web/src/lib/fixed-pages.ts):
 * each with its own title as its heading. The settings page is listed per section below, a custom
 * report needs a report of the tenant, and the video library opens on its first video's page.
 */
export const FIXED_PAGES: readonly Screen[] = [
  ...(['releaseNotes', 'metrics', 'scheduledEmails'] as const).map((id) => ({
    path: fixedPagePath(id),
    heading: APP_PAGES[id].title,
    kind: id,
  })),
  { path: fixedPagePath('videoLibrary'), heading: 'Getting started', kind: 'videos' },
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
      path: `${fixedPagePath('settings')}?tab=${id}`,
      heading: APP_PAGES.settings.title,
      tab: name,
      kind: `settings ${id}`,
    })),
    ...FIXED_PAGES,
  ];
}
