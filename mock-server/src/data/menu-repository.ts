import type { components } from '@portal/contracts/openapi';
import { parseJson } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

type PageDescription = components['schemas']['PageDescription'];

/** One item of a tenant's menu tree, with who may see it. */
export interface MenuEntry {
  uuid: string;
  parentUuid: string | null;
  name: string;
  displayName: string;
  description: string | null;
  icon: string | null;
  /** Feature rights of which the caller needs any one; empty: no right needed. */
  features: string[];
  tags: string[];
  /** Personas the item is for; empty: every persona. */
  personas: string[];
  url: string | null;
  assistanceSrc: string | null;
}

/** A page of a menu item, for one persona or for all ('*'). */
export interface PageVariant {
  persona: string;
  page: PageDescription | undefined;
}

/** The menu trees (the portal's and the videos area's) and the pages behind their items. */
export interface MenuRepository {
  /** The items of one area, parents before children, in menu order. */
  entries(tenantId: string, area: 'portal' | 'videos'): Promise<MenuEntry[]>;
  pages(tenantId: string, menuUuid: string): Promise<PageVariant[]>;
  /** Every page of the tenant, by menu item. */
  allPages(tenantId: string): Promise<Map<string, PageVariant[]>>;
  /**
   * A value that changes with every write to the tenant's menu items or pages, by whoever writes
   * (migration 13 keeps it with triggers): what cached menus, pages and search answers are kept under.
   */
  version(tenantId: string): Promise<string>;
}

export class SqlMenuRepository implements MenuRepository {
  readonly #entries;
  readonly #pages;
  readonly #allPages;
  readonly #version;

  constructor(engine: SqlEngine) {
    this.#entries = prepare<{
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
    }>(
      engine,
      `SELECT uuid, parent_uuid, name, display_name, description, icon, features, tags, personas, url, assistance_src
       FROM menu_items WHERE tenant_id = ? AND area = ? ORDER BY position`,
    );
    this.#pages = prepare<{ persona: string; description: string }>(
      engine,
      'SELECT persona, description FROM pages WHERE tenant_id = ? AND menu_uuid = ?',
    );
    this.#allPages = prepare<{ menu_uuid: string; persona: string; description: string }>(
      engine,
      'SELECT menu_uuid, persona, description FROM pages WHERE tenant_id = ?',
    );
    this.#version = prepare<{ version: string }>(
      engine,
      'SELECT version FROM menu_versions WHERE tenant_id = ?',
    );
  }

  async entries(tenantId: string, area: 'portal' | 'videos'): Promise<MenuEntry[]> {
    return (await this.#entries.all(tenantId, area)).map((row) => ({
      uuid: row.uuid,
      parentUuid: row.parent_uuid,
      name: row.name,
      displayName: row.display_name,
      description: row.description,
      icon: row.icon,
      features: parseJson<string[]>(row.features, []),
      tags: parseJson<string[]>(row.tags, []),
      personas: parseJson<string[]>(row.personas, []),
      url: row.url,
      assistanceSrc: row.assistance_src,
    }));
  }

  async pages(tenantId: string, menuUuid: string): Promise<PageVariant[]> {
    return (await this.#pages.all(tenantId, menuUuid)).map((row) => ({
      persona: row.persona,
      page: parseJson<PageDescription | undefined>(row.description, undefined),
    }));
  }

  async allPages(tenantId: string): Promise<Map<string, PageVariant[]>> {
    const pages = new Map<string, PageVariant[]>();
    for (const row of await this.#allPages.all(tenantId)) {
      const variants = pages.get(row.menu_uuid) ?? [];
      variants.push({
        persona: row.persona,
        page: parseJson<PageDescription | undefined>(row.description, undefined),
      });
      pages.set(row.menu_uuid, variants);
    }
    return pages;
  }

  async version(tenantId: string): Promise<string> {
    // No row yet: the tenant has never had a menu item or page.
    return (await this.#version.get(tenantId))?.version ?? 'none';
  }
}
