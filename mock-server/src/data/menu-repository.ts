import type { components } from '@portal/contracts/openapi';
import { type Database, parseJson } from '../db/database.ts';
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
}

export class SqliteMenuRepository implements MenuRepository {
  readonly #entries;
  readonly #pages;

  constructor(db: Database) {
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
      db,
      `SELECT uuid, parent_uuid, name, display_name, description, icon, features, tags, personas, url, assistance_src
       FROM menu_items WHERE tenant_id = ? AND area = ? ORDER BY position`,
    );
    this.#pages = prepare<{ persona: string; description: string }>(
      db,
      'SELECT persona, description FROM pages WHERE tenant_id = ? AND menu_uuid = ?',
    );
  }

  async entries(tenantId: string, area: 'portal' | 'videos'): Promise<MenuEntry[]> {
    return this.#entries.all(tenantId, area).map((row) => ({
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
    return this.#pages.all(tenantId, menuUuid).map((row) => ({
      persona: row.persona,
      page: parseJson<PageDescription | undefined>(row.description, undefined),
    }));
  }
}
