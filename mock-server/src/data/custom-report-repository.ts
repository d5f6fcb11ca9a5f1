import type { Database } from '../db/database.ts';
import { prepare } from './statement.ts';

export interface CustomReport {
  id: string;
  name: string;
  description: string | null;
  reportType: string | null;
}

/** The custom reports and dashboards made for a tenant. */
export interface CustomReportRepository {
  /** By name. */
  list(tenantId: string, kind: 'report' | 'dashboard'): Promise<CustomReport[]>;
  find(tenantId: string, id: string): Promise<CustomReport | undefined>;
}

type Row = { id: string; name: string; description: string | null; report_type: string | null };
const toReport = (r: Row): CustomReport => ({
  id: r.id,
  name: r.name,
  description: r.description,
  reportType: r.report_type,
});

export class SqliteCustomReportRepository implements CustomReportRepository {
  readonly #list;
  readonly #find;

  constructor(db: Database) {
    this.#list = prepare<Row>(
      db,
      'SELECT id, name, description, report_type FROM custom_reports WHERE tenant_id = ? AND kind = ? ORDER BY name',
    );
    this.#find = prepare<Row>(
      db,
      'SELECT id, name, description, report_type FROM custom_reports WHERE tenant_id = ? AND id = ?',
    );
  }

  async list(tenantId: string, kind: 'report' | 'dashboard') {
    return this.#list.all(tenantId, kind).map(toReport);
  }

  async find(tenantId: string, id: string) {
    const row = this.#find.get(tenantId, id);
    return row && toReport(row);
  }
}
