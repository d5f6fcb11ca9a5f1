import type { Database } from '../db/database.ts';
import { prepare } from './statement.ts';

export interface FeedbackRecord {
  id: string;
  tenantId: string;
  userId: string;
  menuUuid: string;
  tabName: string | null;
  rating: number;
  type: string;
  comment: string;
  createdAt: string;
}

/** Feedback on the portal's pages. */
export interface FeedbackRepository {
  add(feedback: FeedbackRecord): Promise<void>;
}

export class SqliteFeedbackRepository implements FeedbackRepository {
  readonly #add;

  constructor(db: Database) {
    this.#add = prepare(
      db,
      `INSERT INTO feedback (id, tenant_id, user_id, menu_uuid, tab_name, rating, type, comment, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
  }

  async add(f: FeedbackRecord) {
    this.#add.run(
      f.id,
      f.tenantId,
      f.userId,
      f.menuUuid,
      f.tabName,
      f.rating,
      f.type,
      f.comment,
      f.createdAt,
    );
  }
}
