import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

export interface FeedbackRecord {
  id: string;
  tenantId: string;
  userId: string;
  /** The menu page, or null for a page outside the menu. */
  menuUuid: string | null;
  /** The route and display name of a page outside the menu. */
  pageRoute: string | null;
  pageName: string | null;
  tabName: string | null;
  rating: number;
  type: string;
  comment: string;
  createdAt: string;
}

/** Feedback on the portal's pages. */
export interface FeedbackRepository {
  add(feedback: FeedbackRecord): Promise<void>;
  /** The tenant's feedback, newest first (what an administrator reads). */
  listForTenant(tenantId: string): Promise<FeedbackRecord[]>;
}

interface FeedbackRow {
  id: string;
  tenant_id: string;
  user_id: string;
  menu_uuid: string | null;
  page_route: string | null;
  page_name: string | null;
  tab_name: string | null;
  rating: number;
  type: string;
  comment: string;
  created_at: string;
}

export class SqlFeedbackRepository implements FeedbackRepository {
  readonly #add;
  readonly #list;

  constructor(engine: SqlEngine) {
    this.#add = prepare(
      engine,
      `INSERT INTO feedback (id, tenant_id, user_id, menu_uuid, page_route, page_name, tab_name, rating, type,
         comment, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#list = prepare<FeedbackRow>(
      engine,
      'SELECT * FROM feedback WHERE tenant_id = ? ORDER BY created_at DESC, id',
    );
  }

  async listForTenant(tenantId: string) {
    return (await this.#list.all(tenantId)).map((r) => ({
      id: r.id,
      tenantId: r.tenant_id,
      userId: r.user_id,
      menuUuid: r.menu_uuid,
      pageRoute: r.page_route,
      pageName: r.page_name,
      tabName: r.tab_name,
      rating: r.rating,
      type: r.type,
      comment: r.comment,
      createdAt: r.created_at,
    }));
  }

  async add(f: FeedbackRecord) {
    await this.#add.run(
      f.id,
      f.tenantId,
      f.userId,
      f.menuUuid,
      f.pageRoute,
      f.pageName,
      f.tabName,
      f.rating,
      f.type,
      f.comment,
      f.createdAt,
    );
  }
}
