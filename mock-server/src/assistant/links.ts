/**
 * Related links: the pages of the tenant's own menu that show an answer's figures, as the user sees
 * the menu (personas and feature rights; a hidden parent hides its children), with `?tab=` when a
 * tab of the page shows them.
 */
import type { components } from '@portal/contracts/openapi';
import type { DataAccess } from '../data/data-access.ts';
import type { MenuEntry } from '../data/menu-repository.ts';
import { buildMenu } from '../domain/portal-content/menu.ts';

type RelatedLink = components['schemas']['RelatedLink'];
type MenuItem = components['schemas']['MenuItem'];

/** A page by its menu name ('azure/budgets'), and the tab that shows the figures, if one does. */
export interface PageRef {
  name: string;
  tab?: string;
}

/** Who sees the menu: the caller's personas and feature rights. */
export interface Viewer {
  tenantId: string;
  personas: readonly string[];
  features: readonly string[];
}

/** At most this many related links per answer. */
export const MAX_LINKS = 3;

/** The route of a tab as the search results give it: '?tab=' with '+' for spaces. */
const tabQuery = (tab: string) => `?tab=${encodeURIComponent(tab).replace(/%20/g, '+')}`;

/**
 * The links to the pages the viewer can open, in the order asked, at most {@link MAX_LINKS}; a tab
 * the viewer's page does not have links the page itself.
 */
export async function relatedLinks(
  data: DataAccess,
  viewer: Viewer,
  pages: readonly PageRef[],
): Promise<RelatedLink[]> {
  const entries = await data.menu.entries(viewer.tenantId, 'portal');
  const visible = new Map<string, { item: MenuItem; path: string[] }>();
  const walk = (items: MenuItem[], path: string[]) => {
    for (const item of items) {
      const trail = [...path, item.displayName];
      visible.set(item.name, { item, path: trail });
      walk(item.children ?? [], trail);
    }
  };
  walk(buildMenu(entries, [...viewer.personas], viewer.features), []);
  const byName = new Map<string, MenuEntry>(entries.map((e) => [e.name, e]));
  const links: RelatedLink[] = [];
  for (const ref of pages) {
    if (links.length >= MAX_LINKS) break;
    const found = visible.get(ref.name);
    const entry = byName.get(ref.name);
    if (!found || !entry) continue;
    const tab = ref.tab ? await tabOf(data, viewer, entry.uuid, ref.tab) : undefined;
    const url = `${ref.name}${tab ? tabQuery(tab.name) : ''}`;
    if (links.some((link) => link.url === url || (!tab && link.url.split('?')[0] === ref.name))) continue;
    const description = tab?.description ?? entry.description ?? undefined;
    links.push({
      uuid: entry.uuid,
      url,
      path: [...found.path, ...(tab ? [tab.displayName] : [])].join(' / '),
      name: tab ? `${found.item.displayName} (${tab.displayName})` : found.item.displayName,
      ...(description ? { description } : {}),
    });
  }
  return links;
}

/** The page of a menu item the viewer gets: a persona's own page when they look through one persona. */
export async function viewerPage(data: DataAccess, viewer: Viewer, uuid: string) {
  const variants = await data.menu.pages(viewer.tenantId, uuid);
  const specific =
    viewer.personas.length === 1 ? variants.find((v) => v.persona === viewer.personas[0]) : undefined;
  return (specific ?? variants.find((v) => v.persona === '*'))?.page;
}

/** The tab of the page the viewer gets. */
async function tabOf(
  data: DataAccess,
  viewer: Viewer,
  uuid: string,
  name: string,
): Promise<{ name: string; displayName: string; description?: string | undefined } | undefined> {
  const page = await viewerPage(data, viewer, uuid);
  const tab = page?.contents.tabs?.find((t) => t.name === name);
  return tab ? { name: tab.name, displayName: tab.displayName, description: tab.description } : undefined;
}
