import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

/** Whose views: every query is scoped to one tenant and one user. */
export interface Viewer {
  tenantId: string;
  userId: string;
}

export interface SavedView {
  entryId: string;
  tenantId: string;
  pageName: string;
  tabName: string;
  name: string;
  state: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The report views users save per page and tab. */
export interface SavedViewRepository {
  /** The viewer's views of one tab, in the order they were added. */
  list(viewer: Viewer, pageName: string, tabName: string): Promise<SavedView[]>;
  find(viewer: Viewer, entryId: string): Promise<SavedView | undefined>;
  /** Adds a view at the end of its tab. */
  /** Adds a view after the tab's others (oldest first, also after deletes). */
  add(viewer: Viewer, view: SavedView): Promise<void>;
  /** Answers false when the viewer has no such view. */
  remove(viewer: Viewer, entryId: string): Promise<boolean>;
  /** Stamps the view as used; answers false when the viewer has no such view. */
  touch(viewer: Viewer, entryId: string, at: string): Promise<boolean>;
}

type Row = {
  entry_id: string;
  tenant_id: string;
  page_name: string;
  tab_name: string;
  name: string;
  state: string;
  created_at: string;
  last_used_at: string | null;
};

const COLUMNS = 'entry_id, tenant_id, page_name, tab_name, name, state, created_at, last_used_at';
const toView = (r: Row): SavedView => ({
  entryId: r.entry_id,
  tenantId: r.tenant_id,
  pageName: r.page_name,
  tabName: r.tab_name,
  name: r.name,
  state: r.state,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});

export class SqlSavedViewRepository implements SavedViewRepository {
  readonly #list;
  readonly #find;
  readonly #add;
  readonly #remove;
  readonly #touch;

  constructor(engine: SqlEngine) {
    this.#list = prepare<Row>(
      engine,
      `SELECT ${COLUMNS} FROM saved_views WHERE tenant_id = ? AND user_id = ? AND page_name = ? AND tab_name = ?
       ORDER BY position`,
    );
    this.#find = prepare<Row>(
      engine,
      `SELECT ${COLUMNS} FROM saved_views WHERE entry_id = ? AND tenant_id = ? AND user_id = ?`,
    );
    this.#add = prepare(
      engine,
      `INSERT INTO saved_views (entry_id, tenant_id, user_id, page_name, tab_name, name, state, created_at, last_used_at, position)
       SELECT CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT),
         CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), COALESCE(MAX(position), -1) + 1
       FROM saved_views WHERE tenant_id = ? AND user_id = ? AND page_name = ? AND tab_name = ?`,
    );
    this.#remove = prepare(
      engine,
      'DELETE FROM saved_views WHERE entry_id = ? AND tenant_id = ? AND user_id = ?',
    );
    this.#touch = prepare(
      engine,
      'UPDATE saved_views SET last_used_at = ? WHERE entry_id = ? AND tenant_id = ? AND user_id = ?',
    );
  }

  async list(viewer: Viewer, pageName: string, tabName: string) {
    return (await this.#list.all(viewer.tenantId, viewer.userId, pageName, tabName)).map(toView);
  }

  async find(viewer: Viewer, entryId: string) {
    const row = await this.#find.get(entryId, viewer.tenantId, viewer.userId);
    return row && toView(row);
  }

  async add(viewer: Viewer, view: SavedView) {
    await this.#add.run(
      view.entryId,
      viewer.tenantId,
      viewer.userId,
      view.pageName,
      view.tabName,
      view.name,
      view.state,
      view.createdAt,
      view.lastUsedAt,
      viewer.tenantId,
      viewer.userId,
      view.pageName,
      view.tabName,
    );
  }

  async remove(viewer: Viewer, entryId: string) {
    return (await this.#remove.run(entryId, viewer.tenantId, viewer.userId)) > 0;
  }

  async touch(viewer: Viewer, entryId: string, at: string) {
    return (await this.#touch.run(at, entryId, viewer.tenantId, viewer.userId)) > 0;
  }
}
