import type { SqlEngine } from '../db/engine.ts';
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

export class SqlCustomReportRepository implements CustomReportRepository {
  readonly #list;
  readonly #find;

  constructor(engine: SqlEngine) {
    this.#list = prepare<Row>(
      engine,
      'SELECT id, name, description, report_type FROM custom_reports WHERE tenant_id = ? AND kind = ? ORDER BY name, id',
    );
    this.#find = prepare<Row>(
      engine,
      'SELECT id, name, description, report_type FROM custom_reports WHERE tenant_id = ? AND id = ?',
    );
  }

  async list(tenantId: string, kind: 'report' | 'dashboard') {
    return (await this.#list.all(tenantId, kind)).map(toReport);
  }

  async find(tenantId: string, id: string) {
    const row = await this.#find.get(tenantId, id);
    return row && toReport(row);
  }
}
