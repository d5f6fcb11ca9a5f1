import type { Database } from '../db/database.ts';
import { type AccountRepository, SqliteAccountRepository } from './account-repository.ts';
import { type AuditRepository, SqliteAuditRepository } from './audit-repository.ts';
import { type ChatRepository, SqliteChatRepository } from './chat-repository.ts';
import { type CostEntityRepository, SqliteCostEntityRepository } from './cost-entity-repository.ts';
import { type CostRepository, SqliteCostRepository } from './cost-repository.ts';
import { type CustomReportRepository, SqliteCustomReportRepository } from './custom-report-repository.ts';
import { type DocumentRepository, SqliteDocumentRepository } from './document-repository.ts';
import { type FeatureRepository, SqliteFeatureRepository } from './feature-repository.ts';
import { type FeedbackRepository, SqliteFeedbackRepository } from './feedback-repository.ts';
import { type FileRepository, SqliteFileRepository } from './file-repository.ts';
import { type FocusImportRepository, SqliteFocusImportRepository } from './focus-import-repository.ts';
import { type LicenceRepository, SqliteLicenceRepository } from './licence-repository.ts';
import { type MenuRepository, SqliteMenuRepository } from './menu-repository.ts';
import { type OidcModelRepository, SqliteOidcModelRepository } from './oidc-model-repository.ts';
import { type OutboxRepository, SqliteOutboxRepository } from './outbox-repository.ts';
import { type RecordRepository, SqliteRecordRepository } from './record-repository.ts';
import { type RefreshTokenRepository, SqliteRefreshTokenRepository } from './refresh-token-repository.ts';
import { type ReportRepository, SqliteReportRepository } from './report-repository.ts';
import { type SavedViewRepository, SqliteSavedViewRepository } from './saved-view-repository.ts';
import { SqliteSyncJobRepository, type SyncJobRepository } from './sync-job-repository.ts';
import { SqliteSystemMessageRepository, type SystemMessageRepository } from './system-message-repository.ts';
import { SqliteTenantRepository, type TenantRepository } from './tenant-repository.ts';

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
  readonly reports: ReportRepository;
  readonly focusImports: FocusImportRepository;
  readonly savedViews: SavedViewRepository;
  readonly oidcModels: OidcModelRepository;
  readonly records: RecordRepository;
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
}

/** The data-access layer on the embedded SQLite database, with its statements prepared once. */
export function createSqliteDataAccess(db: Database): DataAccess {
  const repositories: Repositories = {
    accounts: new SqliteAccountRepository(db),
    tenants: new SqliteTenantRepository(db),
    refreshTokens: new SqliteRefreshTokenRepository(db),
    documents: new SqliteDocumentRepository(db),
    menu: new SqliteMenuRepository(db),
    audit: new SqliteAuditRepository(db),
    feedback: new SqliteFeedbackRepository(db),
    features: new SqliteFeatureRepository(db),
    licences: new SqliteLicenceRepository(db),
    files: new SqliteFileRepository(db),
    outbox: new SqliteOutboxRepository(db),
    syncJobs: new SqliteSyncJobRepository(db),
    systemMessages: new SqliteSystemMessageRepository(db),
    customReports: new SqliteCustomReportRepository(db),
    chats: new SqliteChatRepository(db),
    costs: new SqliteCostRepository(db),
    costEntities: new SqliteCostEntityRepository(db),
    reports: new SqliteReportRepository(db),
    focusImports: new SqliteFocusImportRepository(db),
    savedViews: new SqliteSavedViewRepository(db),
    oidcModels: new SqliteOidcModelRepository(db),
    records: new SqliteRecordRepository(db),
  };
  // One connection: the same repositories serve inside and outside a transaction.
  return { ...repositories, transaction: (work) => db.atomic(() => work(repositories)) };
}
