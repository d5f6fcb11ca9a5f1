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
  /** Makes a custom report or dashboard for the tenant. */
  add(tenantId: string, kind: 'report' | 'dashboard', report: CustomReport): Promise<void>;
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
  readonly #add;

  constructor(engine: SqlEngine) {
    this.#list = prepare<Row>(
      engine,
      'SELECT id, name, description, report_type FROM custom_reports WHERE tenant_id = ? AND kind = ? ORDER BY name, id',
    );
    this.#find = prepare<Row>(
      engine,
      'SELECT id, name, description, report_type FROM custom_reports WHERE tenant_id = ? AND id = ?',
    );
    this.#add = prepare(
      engine,
      'INSERT INTO custom_reports (id, tenant_id, kind, name, description, report_type) VALUES (?, ?, ?, ?, ?, ?)',
    );
  }

  async list(tenantId: string, kind: 'report' | 'dashboard') {
    return (await this.#list.all(tenantId, kind)).map(toReport);
  }

  async add(tenantId: string, kind: 'report' | 'dashboard', report: CustomReport) {
    await this.#add.run(report.id, tenantId, kind, report.name, report.description, report.reportType);
  }

  async find(tenantId: string, id: string) {
    const row = await this.#find.get(tenantId, id);
    return row && toReport(row);
  }
}
