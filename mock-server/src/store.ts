import { join } from 'node:path';
import { loadSecrets, loadSharedSecrets, type Secrets } from './config.ts';
import { createDataAccess, type DataAccess } from './data/data-access.ts';
import { copyToPostgres } from './db/copy-to-postgres.ts';
import { Database } from './db/database.ts';
import type { SqlEngine } from './db/engine.ts';
import { postgresEngine } from './db/postgres-engine.ts';
import { migratePostgres } from './db/postgres-schema.ts';
import { sqliteEngine } from './db/sqlite-engine.ts';
import { seedCostEntities } from './seed/cost-entities.ts';
import { CONTOSO_RESOURCE_COUNT, scaleOfResources, seedCosts, seededScale } from './seed/costs.ts';
import { seedOffice } from './seed/office.ts';
import { seedOperations } from './seed/operations.ts';
import { DEFAULT_SEED, isEmpty, type SeedOptions, seed } from './seed/seed.ts';

/** The demo data: the base seed, then the costs and what derives from them, for some or all tenants. */
export function seedDemo(db: Database, options: SeedOptions = DEFAULT_SEED): void {
  seed(db, options);
  seedCosts(db);
  seedCostEntities(db);
  seedOffice(db);
  seedOperations(db);
}

/** Contoso's cost data again, at the scale of PORTAL_SCALE (what `--scale N` changes). */
function reseedContoso(db: Database): void {
  seedCosts(db, ['contoso']);
  seedCostEntities(db, ['contoso']);
  seedOffice(db, ['contoso']);
  seedOperations(db, ['contoso']);
}

export interface StoreOptions {
  /** The embedded database's folder (and its keys'); unused on PostgreSQL. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database (DATABASE_URL). */
  databaseUrl?: string | undefined;
  /** Restore the demo seed, whatever the database holds. */
  reset?: boolean;
  /** Seed Contoso's costs again when the data holds another scale than this. */
  scale?: number | undefined;
  seed?: SeedOptions;
  /** PostgreSQL connections per instance. */
  poolSize?: number;
}

/** Where the backend keeps its data: the engine, the data-access layer over it, and the keys. */
export interface Store {
  engine: SqlEngine;
  data: DataAccess;
  /** The embedded database, when the backend runs on it (the Pact states write to it directly). */
  sqlite: Database | undefined;
  secrets: Secrets;
  close(): Promise<void>;
}

/** What a store did at opening, for the start-up message. */
export type Seeding = 'kept' | 'seeded' | 'rescaled';

/**
 * Opens the backend's store: the embedded database in `dataDir`, or PostgreSQL at `databaseUrl`.
 * Either way it is migrated, seeded when empty or asked to reset, and Contoso's costs are seeded
 * again at another scale. On PostgreSQL, instances starting together take turns: the first one
 * seeds, the others find the data there.
 */
export async function openStore(options: StoreOptions): Promise<Store & { seeding: Seeding }> {
  const seedOptions = options.seed ?? DEFAULT_SEED;
  if (!options.databaseUrl) {
    const db = new Database(join(options.dataDir, 'portal.sqlite'));
    let seeding: Seeding = 'kept';
    if (options.reset || isEmpty(db)) {
      seedDemo(db, seedOptions);
      seeding = 'seeded';
    } else if (options.scale !== undefined && seededScale(db) !== options.scale) {
      reseedContoso(db);
      seeding = 'rescaled';
    }
    const engine = sqliteEngine(db);
    return {
      engine,
      data: createDataAccess(engine),
      sqlite: db,
      secrets: await loadSecrets(options.dataDir),
      seeding,
      close: async () => db.close(),
    };
  }

  const engine = postgresEngine({
    connectionString: options.databaseUrl,
    ...(options.poolSize ? { poolSize: options.poolSize } : {}),
  });
  try {
    await migratePostgres(engine);
    const seeding = await engine.serialized('demo seed', async (): Promise<Seeding> => {
      const tenants = (await engine.get<{ n: number }>('SELECT COUNT(*) AS n FROM tenants'))?.n ?? 0;
      const contoso = (await engine.get<{ n: number }>(CONTOSO_RESOURCE_COUNT))?.n ?? 0;
      const rescale =
        options.scale !== undefined && tenants > 0 && scaleOfResources(contoso) !== options.scale;
      if (!options.reset && tenants > 0 && !rescale) return 'kept';
      // The seed is written for the embedded database: it runs there, in memory, and its rows are
      // copied over in one transaction (imported files and other data go, as with --reset).
      const staging = new Database(':memory:');
      try {
        seedDemo(staging, seedOptions);
        await copyToPostgres(staging, engine);
      } finally {
        staging.close();
      }
      return rescale ? 'rescaled' : 'seeded';
    });
    return {
      engine,
      data: createDataAccess(engine),
      sqlite: undefined,
      secrets: await loadSharedSecrets(engine),
      seeding,
      close: () => engine.close(),
    };
  } catch (error) {
    await engine.close();
    throw error;
  }
}
