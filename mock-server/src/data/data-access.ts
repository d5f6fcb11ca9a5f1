import type { Database } from '../db/database.ts';
import type { SqlEngine } from '../db/engine.ts';
import { sqliteEngine } from '../db/sqlite-engine.ts';
import { type AccountRepository, SqlAccountRepository } from './account-repository.ts';
import { type AuditRepository, SqlAuditRepository } from './audit-repository.ts';
import { type ChatRepository, SqlChatRepository } from './chat-repository.ts';
import { type CostEntityRepository, SqlCostEntityRepository } from './cost-entity-repository.ts';
import { type CostRepository, SqlCostRepository } from './cost-repository.ts';
import { type CustomReportRepository, SqlCustomReportRepository } from './custom-report-repository.ts';
import { type DocumentRepository, SqlDocumentRepository } from './document-repository.ts';
import { type ExchangeRateRepository, SqlExchangeRateRepository } from './exchange-rate-repository.ts';
import { type FeatureRepository, SqlFeatureRepository } from './feature-repository.ts';
import { type FeedbackRepository, SqlFeedbackRepository } from './feedback-repository.ts';
import { type FileRepository, SqlFileRepository } from './file-repository.ts';
import { type FocusImportRepository, SqlFocusImportRepository } from './focus-import-repository.ts';
import { type LicenceRepository, SqlLicenceRepository } from './licence-repository.ts';
import { type MenuRepository, SqlMenuRepository } from './menu-repository.ts';
import { type OidcModelRepository, SqlOidcModelRepository } from './oidc-model-repository.ts';
import { type OutboxRepository, SqlOutboxRepository } from './outbox-repository.ts';
import { type PipelineRunRepository, SqlPipelineRunRepository } from './pipeline-run-repository.ts';
import { type RecordRepository, SqlRecordRepository } from './record-repository.ts';
import { type RefreshTokenRepository, SqlRefreshTokenRepository } from './refresh-token-repository.ts';
import { type ReportRepository, SqlReportRepository } from './report-repository.ts';
import { type SavedViewRepository, SqlSavedViewRepository } from './saved-view-repository.ts';
import { SqlSubscriptionRepository, type SubscriptionRepository } from './subscription-repository.ts';
import { SqlSyncJobRepository, type SyncJobRepository } from './sync-job-repository.ts';
import { SqlSystemMessageRepository, type SystemMessageRepository } from './system-message-repository.ts';
import { SqlTenantRepository, type TenantRepository } from './tenant-repository.ts';
import { SqlWebhookRepository, type WebhookRepository } from './webhook-repository.ts';

/** Every repository, one per aggregate. */
export interface Repositories {
  readonly accounts: AccountRepository;
  readonly tenants: TenantRepository;
  readonly refreshTokens: RefreshTokenRepository;
  readonly documents: DocumentRepository;
  readonly menu: MenuRepository;
  readonly audit: AuditRepository;
  readonly feedback: FeedbackRepository;
  readonly features: FeatureRepository;
  readonly licences: LicenceRepository;
  readonly files: FileRepository;
  readonly outbox: OutboxRepository;
  readonly syncJobs: SyncJobRepository;
  readonly systemMessages: SystemMessageRepository;
  readonly customReports: CustomReportRepository;
  readonly chats: ChatRepository;
  readonly costs: CostRepository;
  readonly costEntities: CostEntityRepository;
  readonly exchangeRates: ExchangeRateRepository;
  readonly reports: ReportRepository;
  readonly focusImports: FocusImportRepository;
  readonly savedViews: SavedViewRepository;
  readonly oidcModels: OidcModelRepository;
  readonly records: RecordRepository;
  readonly pipelineRuns: PipelineRunRepository;
  readonly webhooks: WebhookRepository;
  readonly subscriptions: SubscriptionRepository;
}

/**
 * The data-access layer the services call: the repositories, and transactions over them. Every
 * method is async so that another engine (a client-server database) can implement the same
 * interfaces; the services hold no SQL.
 */
export interface DataAccess extends Repositories {
  /**
   * Runs `work` atomically: all of its writes or none (a thrown error rolls everything back).
   * `work` gets the repositories to use inside the transaction; a nested call joins it.
   */
  transaction<T>(work: (data: Repositories) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a transaction that holds `key` until it ends: work under the same key runs one
   * at a time, on every backend instance sharing the database. For a rule that reads and then
   * writes (a rate limit, a count limit, a unique name), so two instances cannot both pass it.
   */
  exclusive<T>(key: string, work: (data: Repositories) => Promise<T>): Promise<T>;
}

/**
 * The data-access layer on a database engine (the embedded SQLite database or PostgreSQL), with
 * its statements prepared once per engine.
 */
export function createDataAccess(engine: SqlEngine): DataAccess {
  const repositories: Repositories = {
    accounts: new SqlAccountRepository(engine),
    tenants: new SqlTenantRepository(engine),
    refreshTokens: new SqlRefreshTokenRepository(engine),
    documents: new SqlDocumentRepository(engine),
    menu: new SqlMenuRepository(engine),
    audit: new SqlAuditRepository(engine),
    feedback: new SqlFeedbackRepository(engine),
    features: new SqlFeatureRepository(engine),
    licences: new SqlLicenceRepository(engine),
    files: new SqlFileRepository(engine),
    outbox: new SqlOutboxRepository(engine),
    syncJobs: new SqlSyncJobRepository(engine),
    systemMessages: new SqlSystemMessageRepository(engine),
    customReports: new SqlCustomReportRepository(engine),
    chats: new SqlChatRepository(engine),
    costs: new SqlCostRepository(engine),
    costEntities: new SqlCostEntityRepository(engine),
    exchangeRates: new SqlExchangeRateRepository(engine),
    reports: new SqlReportRepository(engine),
    focusImports: new SqlFocusImportRepository(engine),
    savedViews: new SqlSavedViewRepository(engine),
    oidcModels: new SqlOidcModelRepository(engine),
    records: new SqlRecordRepository(engine),
    pipelineRuns: new SqlPipelineRunRepository(engine),
    webhooks: new SqlWebhookRepository(engine),
    subscriptions: new SqlSubscriptionRepository(engine),
  };
  // The engine finds the open transaction itself (SQLite: the one connection; PostgreSQL: the
  // transaction's connection, through async context): the same repositories serve inside and outside.
  return {
    ...repositories,
    transaction: (work) => engine.atomic(() => work(repositories)),
    exclusive: (key, work) => engine.serialized(key, () => work(repositories)),
  };
}

/** The data-access layer on the embedded SQLite database. */
export function createSqliteDataAccess(db: Database): DataAccess {
  return createDataAccess(sqliteEngine(db));
}
