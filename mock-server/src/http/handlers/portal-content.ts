import { randomUUID } from 'node:crypto';
import type { components } from '@portal/contracts/openapi';
import type { DataAccess } from '../../data/data-access.ts';
import type { MenuEntry } from '../../data/menu-repository.ts';
import { buildMenu, effectivePersonas, visibleTo } from '../../domain/portal-content/menu.ts';
import type { Caller, Handlers } from '../api.ts';
import { requireCaller } from '../caller.ts';
import { cachedResponse, type MenuSnapshot, portalContentCache } from '../portal-content-cache.ts';
import { HttpProblem, notFound } from '../problem.ts';

type PageDescription = components['schemas']['PageDescription'];
type MenuItem = components['schemas']['MenuItem'];
type SearchResult = components['schemas']['SearchResult'];

async function findVisibleItem(
  data: DataAccess,
  who: Caller,
  uuid: string,
  personas: string[],
): Promise<MenuEntry> {
  return visibleItem(await portalContentCache(data).snapshot(data, who.tenantId), who, uuid, personas);
}

/** The item of either area, if it and every ancestor are visible to the caller; else a 404. */
function visibleItem(snapshot: MenuSnapshot, who: Caller, uuid: string, personas: string[]): MenuEntry {
  let entry = snapshot.byId.get(uuid);
  const item = entry;
  // Every ancestor must be visible too, or the page is not part of this user's portal.
  while (entry) {
    if (!visibleTo(entry, personas, who.claims.features)) throw notFound(`Menu item ${uuid} does not exist.`);
    entry = entry.parentUuid ? snapshot.byId.get(entry.parentUuid) : undefined;
  }
  if (!item) throw notFound(`Menu item ${uuid} does not exist.`);
  return item;
}

/** Ranks a candidate: exact and prefix matches of the display name first, then name, tags, description. */
function score(
  query: string,
  fields: { displayName: string; name: string; description?: string; tags: string[] },
): number {
  const q = query.toLowerCase();
  const display = fields.displayName.toLowerCase();
  let total = 0;
  if (display === q) total += 100;
  else if (display.startsWith(q)) total += 60;
  else if (display.includes(q)) total += 40;
  if (fields.name.toLowerCase().includes(q)) total += 20;
  if (fields.tags.some((t) => t.toLowerCase() === q)) total += 30;
  else if (fields.tags.some((t) => t.toLowerCase().includes(q))) total += 15;
  if (fields.description?.toLowerCase().includes(q)) total += 10;
  return total;
}

export function searchIndex(
  snapshot: MenuSnapshot,
  who: Caller,
  query: string,
  personas: string[],
): SearchResult[] {
  const entries = snapshot.portal;
  const byId = snapshot.byId;
  const pathOf = (entry: MenuEntry): string[] => {
    const parent = entry.parentUuid ? byId.get(entry.parentUuid) : undefined;
    return parent ? [...pathOf(parent), entry.displayName] : [entry.displayName];
  };
  const visible = (entry: MenuEntry): boolean => {
    const parent = entry.parentUuid ? byId.get(entry.parentUuid) : undefined;
    return visibleTo(entry, personas, who.claims.features) && (!parent || visible(parent));
  };
  const results: { result: SearchResult; score: number }[] = [];
  for (const entry of entries) {
    if (!visible(entry)) continue;
    const tags = entry.tags;
    const page = pageFor(snapshot, entry.uuid, personas);
    if (!page) continue;
    const path = pathOf(entry).join(' / ');
    const base = {
      displayName: entry.displayName,
      name: entry.name,
      tags,
      ...(entry.description ? { description: entry.description } : {}),
    };
    const itemScore = score(query, base);
    if (itemScore > 0) results.push({ score: itemScore, result: { path, ...base } });
    for (const tab of page.contents.tabs ?? []) {
      const tabScore = score(query, {
        displayName: tab.displayName,
        name: tab.name,
        tags,
        ...(tab.description ? { description: tab.description } : {}),
      });
      if (tabScore > 0 && tabScore >= itemScore) {
        results.push({
          score: tabScore - 1,
          result: {
            name: entry.name,
            tabName: tab.name,
            path: `${path} / ${tab.displayName}`,
            displayName: `${entry.displayName}: ${tab.displayName}`,
            ...(tab.description ? { description: tab.description } : {}),
            tags,
          },
        });
      }
    }
  }
  return results
    .sort((a, b) => b.score - a.score || a.result.path.localeCompare(b.result.path))
    .slice(0, 50)
    .map((r) => r.result);
}

function pageFor(snapshot: MenuSnapshot, uuid: string, personas: string[]): PageDescription | undefined {
  const variants = snapshot.pages.get(uuid) ?? [];
  // A persona's own description applies when the user looks through that one persona only.
  const specific = personas.length === 1 ? variants.find((v) => v.persona === personas[0]) : undefined;
  return (specific ?? variants.find((v) => v.persona === '*'))?.page;
}

/**
 * What a cached answer depends on besides the tenant and its menu version: the personas in effect
 * and the caller's feature rights (each sorted: their order changes no answer), then `rest`.
 */
const answerKey = (who: Caller, personas: string[], ...rest: string[]): string[] => [
  [...personas].sort().join(','),
  [...who.claims.features].sort().join(','),
  ...rest,
];

/** The menu of an area for the personas in effect, from the tenant's cache (getMenu's answer). */
function menuAnswer(
  data: DataAccess,
  snapshot: MenuSnapshot,
  who: Caller,
  personas: string[],
  area: 'portal' | 'videos',
) {
  return portalContentCache(data).answer(snapshot, answerKey(who, personas, 'menu', area), () =>
    buildMenu(snapshot[area], personas, who.claims.features),
  );
}

/** A visible item's page description for the personas in effect (getPage's answer); a 404 without one. */
function pageAnswer(data: DataAccess, snapshot: MenuSnapshot, who: Caller, personas: string[], id: string) {
  return portalContentCache(data).answer(snapshot, answerKey(who, personas, 'page', id), () => {
    const item = visibleItem(snapshot, who, id, personas);
    const page = pageFor(snapshot, item.uuid, personas);
    if (!page) throw notFound(`Menu item ${id} has no page.`);
    return {
      ...page,
      ...(page.assistanceSrc || !item.assistanceSrc ? {} : { assistanceSrc: item.assistanceSrc }),
    } satisfies PageDescription;
  });
}

/** A cached answer's JSON as a value again (to be part of another answer). */
const parsed = <T>(answer: { body: Uint8Array }): T =>
  JSON.parse(Buffer.from(answer.body).toString('utf8')) as T;

/**
 * The item of a route name in a menu tree (names compare without their slashes, as the portal's
 * URLs); of two with one name, the later in menu order, as the portal's menu map keeps it.
 */
function itemNamed(items: readonly MenuItem[], name: string): MenuItem | undefined {
  const bare = (route: string) => route.replace(/^\/+|\/+$/g, '');
  const key = bare(name);
  let found: MenuItem | undefined;
  const visit = (nodes: readonly MenuItem[]) => {
    for (const item of nodes) {
      if (bare(item.name) === key) found = item;
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return found;
}

/**
 * What a reload's first page needs, answered beside the refreshed token (refreshToken's `startup`):
 * the portal area's menu and the opened page's description, exactly as getMenu and getPage answer
 * them for the same token and personas (the same cached answers). A page the menu does not have,
 * or without a description, is left out: the portal then shows page-not-found as it would.
 */
export async function startupAnswer(
  data: DataAccess,
  who: Caller,
  request: components['schemas']['StartupRequest'],
): Promise<components['schemas']['Startup']> {
  const personas = effectivePersonas(who.claims.personas, request.personas);
  const snapshot = await portalContentCache(data).snapshot(data, who.tenantId);
  const menu = parsed<MenuItem[]>(menuAnswer(data, snapshot, who, personas, 'portal'));
  const item = request.page ? itemNamed(menu, request.page) : undefined;
  let page: components['schemas']['StartupPage'] | undefined;
  if (item) {
    try {
      const description = parsed<PageDescription>(pageAnswer(data, snapshot, who, personas, item.uuid));
      page = { uuid: item.uuid, description };
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
    }
  }
  return { personas, menu, ...(page ? { page } : {}) };
}

export const portalContentHandlers: Handlers = {
  // The menu, pages and search: built once per tenant, menu version, personas and rights, then
  // answered from the cache with a strong ETag (304 when the caller already holds the answer).
  getMenu: async (ctx) => {
    const who = requireCaller(ctx);
    const personas = effectivePersonas(who.claims.personas, ctx.matched.query.personas);
    const area = ctx.matched.query.videoLibrary === true ? 'videos' : 'portal';
    const snapshot = await portalContentCache(ctx.data).snapshot(ctx.data, who.tenantId);
    return cachedResponse(ctx.request, menuAnswer(ctx.data, snapshot, who, personas, area));
  },
  getBreadcrumb: async (ctx) => {
    const who = requireCaller(ctx);
    const id = ctx.matched.path.id ?? '';
    const snapshot = await portalContentCache(ctx.data).snapshot(ctx.data, who.tenantId);
    const item = visibleItem(snapshot, who, id, who.claims.personas);
    const trail: components['schemas']['BreadcrumbItem'][] = [];
    let entry: MenuEntry | undefined = item;
    while (entry) {
      trail.unshift({ displayName: entry.displayName, uuid: entry.uuid, name: entry.name });
      const parent: string | null = entry.parentUuid;
      entry = parent ? visibleItem(snapshot, who, parent, who.claims.personas) : undefined;
    }
    return { status: 200, body: trail };
  },
  getPage: async (ctx) => {
    const who = requireCaller(ctx);
    const personas = effectivePersonas(who.claims.personas, ctx.matched.query.personas);
    const id = ctx.matched.path.id ?? '';
    const snapshot = await portalContentCache(ctx.data).snapshot(ctx.data, who.tenantId);
    return cachedResponse(ctx.request, pageAnswer(ctx.data, snapshot, who, personas, id));
  },
  searchMenu: async (ctx) => {
    const who = requireCaller(ctx);
    const personas = effectivePersonas(who.claims.personas, ctx.matched.query.personas);
    const query = String(ctx.matched.query.query);
    const cache = portalContentCache(ctx.data);
    const snapshot = await cache.snapshot(ctx.data, who.tenantId);
    const answer = cache.answer(snapshot, answerKey(who, personas, 'search', query), () =>
      searchIndex(snapshot, who, query, personas),
    );
    return cachedResponse(ctx.request, answer);
  },
  submitFeedback: async (ctx) => {
    const who = requireCaller(ctx);
    const feedback = ctx.matched.body as components['schemas']['Feedback'];
    if (feedback.menuUuid === undefined && feedback.pageRoute === undefined) {
      throw new HttpProblem(400, 'Bad Request', {
        detail: 'menuUuid or pageRoute must name the page the feedback is about.',
        errors: [{ field: 'menuUuid', message: 'or pageRoute is required' }],
      });
    }
    // A menu page must be one the user sees; a page outside the menu is named by its route.
    if (feedback.menuUuid !== undefined)
      await findVisibleItem(ctx.data, who, feedback.menuUuid, who.claims.personas);
    const id = randomUUID();
    const createdAt = ctx.now().toISOString();
    await ctx.data.transaction((tx) =>
      tx.feedback.add({
        id,
        tenantId: who.tenantId,
        userId: who.userId,
        menuUuid: feedback.menuUuid ?? null,
        pageRoute: feedback.menuUuid === undefined ? (feedback.pageRoute ?? null) : null,
        pageName: feedback.menuUuid === undefined ? (feedback.pageName ?? null) : null,
        tabName: feedback.tabName ?? null,
        rating: feedback.rating ?? 0,
        type: feedback.type ?? 'Feedback',
        comment: feedback.comment,
        createdAt,
      }),
    );
    return { status: 201, body: { id, createdAt } };
  },
  getLastAccessed: async (ctx) => {
    const who = requireCaller(ctx);
    return { status: 200, body: await accessed(ctx.data, who, 'last') };
  },
  getTopAccessed: async (ctx) => {
    const who = requireCaller(ctx);
    return { status: 200, body: await accessed(ctx.data, who, 'top') };
  },
};

/** Pages visited, from the navigation audit events: the user's latest, or the tenant's most visited. */
async function accessed(
  data: DataAccess,
  who: Caller,
  kind: 'last' | 'top',
): Promise<components['schemas']['AccessedPage'][]> {
  const entries = (await portalContentCache(data).snapshot(data, who.tenantId)).portal;
  const byRoute = new Map(entries.map((e) => [`/billing/${e.name}`, e]));
  const visits =
    kind === 'last'
      ? await data.audit.latestNavigation(who.tenantId, who.userId)
      : await data.audit.mostVisited(who.tenantId);
  // A page's tabs are visits of the one page: their counts add up, the latest visit counts.
  const byPage = new Map<string, components['schemas']['AccessedPage']>();
  for (const visit of visits) {
    const entry = byRoute.get(visit.location.split('?')[0] ?? '');
    if (!entry || !visibleTo(entry, who.claims.personas, who.claims.features)) continue;
    const seen = byPage.get(entry.uuid);
    if (seen) {
      seen.count += visit.count;
      if (visit.last > seen.lastAccessed) seen.lastAccessed = visit.last;
      continue;
    }
    byPage.set(entry.uuid, {
      uuid: entry.uuid,
      name: entry.name,
      displayName: entry.displayName,
      lastAccessed: visit.last,
      count: visit.count,
    });
  }
  const pages = [...byPage.values()];
  // The most visited by their added counts (a stable sort keeps the query's order among equals).
  if (kind === 'top') pages.sort((a, b) => b.count - a.count);
  return pages.slice(0, 10);
}
