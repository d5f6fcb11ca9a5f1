import { randomUUID } from 'node:crypto';
import type { components } from '@portal/contracts/openapi';
import { type Database, parseJson } from '../db/database.ts';
import type { Caller, HandlerContext, Handlers } from '../http/api.ts';
import { notFound } from '../http/problem.ts';
import { requireCaller } from './account.ts';

type MenuItem = components['schemas']['MenuItem'];
type PageDescription = components['schemas']['PageDescription'];
type SearchResult = components['schemas']['SearchResult'];

interface MenuRow {
  uuid: string;
  parent_uuid: string | null;
  name: string;
  display_name: string;
  description: string | null;
  icon: string | null;
  features: string;
  tags: string;
  personas: string;
  url: string | null;
  assistance_src: string | null;
}

/** The personas in effect: the selection the portal sent, limited to the caller's own; none means all. */
export function effectivePersonas(own: string[], selected: unknown): string[] {
  const wanted = Array.isArray(selected) ? selected.filter((p): p is string => typeof p === 'string') : [];
  const chosen = own.filter((p) => wanted.includes(p));
  return chosen.length > 0 ? chosen : own;
}

/** An item shows for the personas in effect and, per spec section 6, for any held feature. */
const visibleTo = (row: MenuRow, personas: string[], features: readonly string[]) => {
  const required = parseJson<string[]>(row.personas, []);
  const needs = parseJson<string[]>(row.features, []);
  return (
    (required.length === 0 || required.some((p) => personas.includes(p))) &&
    (needs.length === 0 || needs.some((f) => features.includes(f)))
  );
};

function loadMenuRows(db: Database, tenantId: string, area: 'portal' | 'videos'): MenuRow[] {
  return db.all<MenuRow>(
    `SELECT uuid, parent_uuid, name, display_name, description, icon, features, tags, personas, url, assistance_src
     FROM menu_items WHERE tenant_id = ? AND area = ? ORDER BY position`,
    [tenantId, area],
  );
}

function toMenuItem(row: MenuRow): MenuItem {
  return {
    uuid: row.uuid,
    name: row.name,
    displayName: row.display_name,
    ...(row.description ? { description: row.description } : {}),
    ...(row.icon ? { icon: row.icon } : {}),
    features: parseJson<string[]>(row.features, []),
    tags: parseJson<string[]>(row.tags, []),
    ...(row.url ? { url: row.url } : {}),
    ...(row.assistance_src ? { assistanceSrc: row.assistance_src } : {}),
  };
}

/** The menu tree the personas and feature rights allow; a hidden parent hides its children. */
export function buildMenu(rows: MenuRow[], personas: string[], features: readonly string[]): MenuItem[] {
  const children = new Map<string | null, MenuRow[]>();
  for (const row of rows) {
    const list = children.get(row.parent_uuid) ?? [];
    list.push(row);
    children.set(row.parent_uuid, list);
  }
  const build = (parent: string | null): MenuItem[] =>
    (children.get(parent) ?? [])
      .filter((row) => visibleTo(row, personas, features))
      .map((row) => {
        const kids = build(row.uuid);
        return kids.length > 0 ? { ...toMenuItem(row), children: kids } : toMenuItem(row);
      });
  return build(null);
}

function findVisibleItem(db: Database, who: Caller, uuid: string, personas: string[]): MenuRow {
  const rows = [...loadMenuRows(db, who.tenantId, 'portal'), ...loadMenuRows(db, who.tenantId, 'videos')];
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  let row = byId.get(uuid);
  const item = row;
  // Every ancestor must be visible too, or the page is not part of this user's portal.
  while (row) {
    if (!visibleTo(row, personas, who.claims.features)) throw notFound(`Menu item ${uuid} does not exist.`);
    row = row.parent_uuid ? byId.get(row.parent_uuid) : undefined;
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

export function searchIndex(db: Database, who: Caller, query: string, personas: string[]): SearchResult[] {
  const rows = loadMenuRows(db, who.tenantId, 'portal');
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  const pathOf = (row: MenuRow): string[] => {
    const parent = row.parent_uuid ? byId.get(row.parent_uuid) : undefined;
    return parent ? [...pathOf(parent), row.display_name] : [row.display_name];
  };
  const visible = (row: MenuRow): boolean => {
    const parent = row.parent_uuid ? byId.get(row.parent_uuid) : undefined;
    return visibleTo(row, personas, who.claims.features) && (!parent || visible(parent));
  };
  const results: { result: SearchResult; score: number }[] = [];
  for (const row of rows) {
    if (!visible(row)) continue;
    const tags = parseJson<string[]>(row.tags, []);
    const page = pageFor(db, who.tenantId, row.uuid, personas);
    if (!page) continue;
    const path = pathOf(row).join(' / ');
    const base = {
      displayName: row.display_name,
      name: row.name,
      tags,
      ...(row.description ? { description: row.description } : {}),
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
            name: row.name,
            tabName: tab.name,
            path: `${path} / ${tab.displayName}`,
            displayName: `${row.display_name}: ${tab.displayName}`,
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

function pageFor(
  db: Database,
  tenantId: string,
  uuid: string,
  personas: string[],
): PageDescription | undefined {
  const rows = db.all<{ persona: string; description: string }>(
    'SELECT persona, description FROM pages WHERE tenant_id = ? AND menu_uuid = ?',
    [tenantId, uuid],
  );
  // A persona's own description applies when the user looks through that one persona only.
  const specific = personas.length === 1 ? rows.find((r) => r.persona === personas[0]) : undefined;
  const chosen = specific ?? rows.find((r) => r.persona === '*');
  return chosen ? parseJson<PageDescription | undefined>(chosen.description, undefined) : undefined;
}

export const portalContentHandlers: Handlers = {
  getMenu: (ctx) => {
    const who = requireCaller(ctx);
    const personas = effectivePersonas(who.claims.personas, ctx.matched.query.personas);
    const area = ctx.matched.query.videoLibrary === true ? 'videos' : 'portal';
    return {
      status: 200,
      body: buildMenu(loadMenuRows(ctx.db, who.tenantId, area), personas, who.claims.features),
    };
  },
  getBreadcrumb: (ctx) => {
    const who = requireCaller(ctx);
    const id = ctx.matched.path.id ?? '';
    const item = findVisibleItem(ctx.db, who, id, who.claims.personas);
    const trail: components['schemas']['BreadcrumbItem'][] = [];
    let row: MenuRow | undefined = item;
    while (row) {
      trail.unshift({ displayName: row.display_name, uuid: row.uuid, name: row.name });
      const parent: string | null = row.parent_uuid;
      row = parent ? findVisibleItem(ctx.db, who, parent, who.claims.personas) : undefined;
    }
    return { status: 200, body: trail };
  },
  getPage: (ctx) => {
    const who = requireCaller(ctx);
    const personas = effectivePersonas(who.claims.personas, ctx.matched.query.personas);
    const id = ctx.matched.path.id ?? '';
    const item = findVisibleItem(ctx.db, who, id, personas);
    const page = pageFor(ctx.db, who.tenantId, item.uuid, personas);
    if (!page) throw notFound(`Menu item ${id} has no page.`);
    return {
      status: 200,
      body: {
        ...page,
        ...(page.assistanceSrc || !item.assistance_src ? {} : { assistanceSrc: item.assistance_src }),
      },
    };
  },
  searchMenu: (ctx) => {
    const who = requireCaller(ctx);
    const personas = effectivePersonas(who.claims.personas, ctx.matched.query.personas);
    return { status: 200, body: searchIndex(ctx.db, who, String(ctx.matched.query.query), personas) };
  },
  submitFeedback: (ctx) => {
    const who = requireCaller(ctx);
    const feedback = ctx.matched.body as components['schemas']['Feedback'];
    findVisibleItem(ctx.db, who, feedback.menuUuid, who.claims.personas);
    const id = randomUUID();
    const createdAt = ctx.now().toISOString();
    ctx.db.transaction(() =>
      ctx.db.run('INSERT INTO feedback VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
        id,
        who.tenantId,
        who.userId,
        feedback.menuUuid,
        feedback.tabName ?? null,
        feedback.rating ?? 0,
        feedback.type ?? 'Feedback',
        feedback.comment,
        createdAt,
      ]),
    );
    return { status: 201, body: { id, createdAt } };
  },
  getLastAccessed: (ctx) => {
    const who = requireCaller(ctx);
    return { status: 200, body: accessed(ctx.db, who, 'last') };
  },
  getTopAccessed: (ctx) => {
    const who = requireCaller(ctx);
    return { status: 200, body: accessed(ctx.db, who, 'top') };
  },
};

/** Pages visited, from the navigation audit events: the user's latest, or the tenant's most visited. */
function accessed(db: Database, who: Caller, kind: 'last' | 'top'): components['schemas']['AccessedPage'][] {
  const rows = loadMenuRows(db, who.tenantId, 'portal');
  const byRoute = new Map(rows.map((r) => [`/billing/${r.name}`, r]));
  const events = db.all<{ location: string; n: number; last: string }>(
    kind === 'last'
      ? `SELECT location, COUNT(*) AS n, MAX(created_at) AS last FROM audit_events
         WHERE tenant_id = ? AND user_id = ? AND category = 'navigation' GROUP BY location ORDER BY last DESC`
      : `SELECT location, COUNT(*) AS n, MAX(created_at) AS last FROM audit_events
         WHERE tenant_id = ? AND category = 'navigation' AND ? <> '' GROUP BY location ORDER BY n DESC, last DESC`,
    [who.tenantId, kind === 'last' ? who.userId : 'all'],
  );
  const result: components['schemas']['AccessedPage'][] = [];
  for (const event of events) {
    const row = byRoute.get(event.location.split('?')[0] ?? '');
    if (!row || !visibleTo(row, who.claims.personas, who.claims.features)) continue;
    result.push({
      uuid: row.uuid,
      name: row.name,
      displayName: row.display_name,
      lastAccessed: event.last,
      count: event.n,
    });
    if (result.length === 10) break;
  }
  return result;
}
