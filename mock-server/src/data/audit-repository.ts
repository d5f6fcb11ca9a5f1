import type { SqlEngine } from '../db/engine.ts';
import { prepare } from './statement.ts';

export interface AuditEventRecord {
  tenantId: string;
  userId: string;
  category: string;
  location: string;
  previousLocation: string | null;
  locationName: string;
  previousLocationName: string | null;
  reportId: string | null;
  tabName: string | null;
  at: string;
}

/** How often a location was visited, and when last. */
export interface LocationVisits {
  location: string;
  count: number;
  last: string;
}

/** The audit trail: navigation and other events, report views, usage statistics. */
/** A report tab a user viewed. */
export interface ReportViewRecord {
  tenantId: string;
  userId: string;
  url: string;
  reportId: string;
  pageName: string;
  at: string;
}

export interface AuditRepository {
  recordEvent(event: AuditEventRecord): Promise<void>;
  recordReportView(view: ReportViewRecord): Promise<void>;
  recordStatistic(tenantId: string, userId: string, kind: string, at: string): Promise<void>;
  /** The user's navigation by location, the latest first. */
  latestNavigation(tenantId: string, userId: string): Promise<LocationVisits[]>;
  /** The whole tenant's navigation by location, the most visited first. */
  mostVisited(tenantId: string): Promise<LocationVisits[]>;
}

export class SqlAuditRepository implements AuditRepository {
  readonly #recordEvent;
  readonly #recordReportView;
  readonly #recordStatistic;
  readonly #latestNavigation;
  readonly #mostVisited;

  constructor(engine: SqlEngine) {
    this.#recordEvent = prepare(
      engine,
      `INSERT INTO audit_events (tenant_id, user_id, category, location, previous_location, location_name,
         previous_location_name, report_id, tab_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#recordReportView = prepare(
      engine,
      'INSERT INTO report_views (tenant_id, user_id, url, report_id, page_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.#recordStatistic = prepare(
      engine,
      'INSERT INTO statistics_events (tenant_id, user_id, kind, created_at) VALUES (?, ?, ?, ?)',
    );
    this.#latestNavigation = prepare<{ location: string; n: number; last: string }>(
      engine,
      `SELECT location, COUNT(*) AS n, MAX(created_at) AS last FROM audit_events
       WHERE tenant_id = ? AND user_id = ? AND category = 'navigation' GROUP BY location ORDER BY last DESC, location`,
    );
    this.#mostVisited = prepare<{ location: string; n: number; last: string }>(
      engine,
      `SELECT location, COUNT(*) AS n, MAX(created_at) AS last FROM audit_events
       WHERE tenant_id = ? AND category = 'navigation' GROUP BY location ORDER BY n DESC, last DESC, location`,
    );
  }

  async recordEvent(e: AuditEventRecord) {
    await this.#recordEvent.run(
      e.tenantId,
      e.userId,
      e.category,
      e.location,
      e.previousLocation,
      e.locationName,
      e.previousLocationName,
      e.reportId,
      e.tabName,
      e.at,
    );
  }

  async recordReportView(v: ReportViewRecord) {
    await this.#recordReportView.run(v.tenantId, v.userId, v.url, v.reportId, v.pageName, v.at);
  }

  async recordStatistic(tenantId: string, userId: string, kind: string, at: string) {
    await this.#recordStatistic.run(tenantId, userId, kind, at);
  }

  async latestNavigation(tenantId: string, userId: string) {
    return (await this.#latestNavigation.all(tenantId, userId)).map((r) => ({
      location: r.location,
      count: r.n,
      last: r.last,
    }));
  }

  async mostVisited(tenantId: string) {
    return (await this.#mostVisited.all(tenantId)).map((r) => ({
      location: r.location,
      count: r.n,
      last: r.last,
    }));
  }
}
