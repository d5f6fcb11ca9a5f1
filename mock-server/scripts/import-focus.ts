/**
 * `./portal import-focus PATH --tenant TENANT`: imports a FOCUS 1.0 to 1.4 export (Azure Cost
 * Management, AWS Data Exports, Google Cloud) into a tenant of the reference backend's database
 * ($PORTAL_DATA_DIR/portal.sqlite, the one `./portal start` uses, or PostgreSQL at DATABASE_URL),
 * streaming it, in one transaction. PATH is a CSV, gzip CSV or Parquet file, or an export folder
 * (its manifest's files, or every data file in it). Prints the rows imported and the sums of
 * BilledCost, EffectiveCost and ListCost per BillingCurrency (rounded to the cent, and exact).
 * Exit code 1 when the export is refused (nothing stored), 2 for a usage error.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, databaseUrl } from '../src/config.ts';
import { createDataAccess, type DataAccess } from '../src/data/data-access.ts';
import { Database } from '../src/db/database.ts';
import type { SqlEngine } from '../src/db/engine.ts';
import { postgresEngine } from '../src/db/postgres-engine.ts';
import { migratePostgres } from '../src/db/postgres-schema.ts';
import { sqliteEngine } from '../src/db/sqlite-engine.ts';
import { FocusImportError, type FocusImportResult, importFocus } from '../src/import/import-service.ts';
import { hasImportNodeOptions, IMPORT_NODE_OPTIONS } from '../src/import/node-options.ts';
import { type OpenedFocusPath, openFocusPath } from '../src/import/sources.ts';

const USAGE = `Usage: ./portal import-focus PATH --tenant TENANT
Imports a FOCUS 1.0-1.4 export into TENANT (a tenant id such as contoso) in
$PORTAL_DATA_DIR/portal.sqlite (default .data/), or PostgreSQL at DATABASE_URL.
PATH is a .csv, .csv.gz or .parquet file, or an export folder: Azure Cost Management
(its manifest.json), AWS Data Exports (its -Manifest.json), or any folder of such files
(Google's BigQuery export), all read as one import. Re-importing a billing period replaces it.`;

function usage(message?: string): never {
  if (message) console.error(`import-focus: ${message}`);
  (message ? console.error : console.log)(USAGE);
  process.exit(message ? 2 : 0);
}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { tenant: { type: 'string', short: 't' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
}

// The import runs with its own Node.js options: this script starts itself again with them.
if (!hasImportNodeOptions()) {
  const again = spawnSync(
    process.execPath,
    [...IMPORT_NODE_OPTIONS, ...process.execArgv, import.meta.filename, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(again.status ?? 1);
}

const { values, positionals } = parse();
if (values.help) usage();
const [file, ...rest] = positionals;
const tenant = values.tenant;
if (!file) usage('name the FOCUS file or export folder to import');
if (rest.length > 0) usage(`one file or folder at a time (got ${positionals.length})`);
if (!tenant) usage('name the tenant with --tenant');
if (!existsSync(file)) {
  console.error(`import-focus: ${file}: no such file or folder`);
  process.exit(2);
}

/** The backend's database, as `./portal start` uses it: PostgreSQL at DATABASE_URL, or the file. */
async function openEngine(): Promise<SqlEngine> {
  let url: string | undefined;
  try {
    url = databaseUrl();
  } catch (error) {
    console.error(`import-focus: ${(error as Error).message}`);
    process.exit(2);
  }
  if (url) {
    const engine = postgresEngine({ connectionString: url, poolSize: 2 });
    await migratePostgres(engine);
    return engine;
  }
  const dataDir = process.env.PORTAL_DATA_DIR ?? DEFAULT_DATA_DIR;
  const databaseFile = join(dataDir, 'portal.sqlite');
  if (!existsSync(databaseFile)) {
    console.error(`import-focus: there is no database at ${databaseFile}`);
    console.error('Run ./portal start (or ./portal reset) once to create it, or set PORTAL_DATA_DIR.');
    process.exit(2);
  }
  return sqliteEngine(new Database(databaseFile));
}

const engine = await openEngine();
const data: DataAccess = createDataAccess(engine);
const started = performance.now();
const interactive = process.stderr.isTTY;
const clearProgress = () => {
  if (interactive) process.stderr.write('\r\x1b[K');
};

const KINDS: Record<OpenedFocusPath['kind'], string> = {
  csv: 'CSV',
  'csv.gz': 'gzip CSV',
  parquet: 'Parquet',
  azure: 'Azure Cost Management export',
  aws: 'AWS Data Exports export',
  folder: 'folder',
};

const isFolder = (opened: OpenedFocusPath) =>
  opened.kind === 'azure' || opened.kind === 'aws' || opened.kind === 'folder';

/** A folder's files (and the manifest listing them), and the tables passed over. */
function printSource(opened: OpenedFocusPath, result: FocusImportResult): void {
  if (isFolder(opened)) {
    console.log(opened.manifest ? `Files, as the manifest ${opened.manifest} lists them:` : 'Files:');
    for (const name of opened.files) console.log(`  ${name}`);
  }
  // Another FOCUS dataset of the export (1.4's invoice detail, billing periods, contract commitments).
  for (const skipped of result.skipped)
    console.log(
      `Skipped ${skipped.name ?? 'the file'} (FOCUS dataset ${skipped.dataset}): ${skipped.reason}.`,
    );
}

function printResult(path: string, opened: OpenedFocusPath, result: FocusImportResult): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const files = opened.files.length === 1 ? '1 file' : `${opened.files.length} files`;
  const what = isFolder(opened) ? ` (${KINDS[opened.kind]}, ${files})` : '';
  console.log(
    `Imported ${result.rows} rows from ${basename(path)}${what} into tenant ${tenant} in ${seconds} s (import ${result.importId}).`,
  );
  printSource(opened, result);
  for (const period of result.periods) {
    const who = [period.providerName, period.billingAccountId && `account ${period.billingAccountId}`]
      .filter(Boolean)
      .join(', ');
    console.log(`Billing period ${period.billingPeriodStart.slice(0, 10)}${who ? ` (${who})` : ''}`);
  }
  if (result.replacedRows > 0) {
    console.log(`Replaced ${result.replacedRows} rows of earlier imports of the same billing periods.`);
  }
  console.log('Sums per billing currency (rounded half away from zero; exact in brackets):');
  for (const sum of result.sums) {
    for (const [name, amount] of [
      ['BilledCost', sum.billed],
      ['EffectiveCost', sum.effective],
      ['ListCost', sum.list],
    ] as const) {
      console.log(`  ${sum.currency} ${name.padEnd(13)} ${amount.rounded.padStart(16)}  (${amount.exact})`);
    }
  }
}

try {
  const opened = await openFocusPath(file);
  const result = await importFocus(data, tenant, opened.source, {
    fileName: basename(file),
    progressEvery: 50_000,
    onProgress: ({ rows, file: part }) => {
      if (interactive)
        process.stderr.write(
          `\r\x1b[K  ${rows.toLocaleString('en-US')} rows read${part ? ` (${part})` : ''}...`,
        );
    },
  });
  clearProgress();
  printResult(file, opened, result);
} catch (error) {
  clearProgress();
  if (!(error instanceof FocusImportError)) throw error;
  console.error(`import-focus: ${file}: ${error.message}`);
  if (error.code === 'unknown-tenant') {
    const known = await data.focusImports.tenantIds();
    console.error(
      known.length > 0
        ? `Tenants: ${known.join(', ')}`
        : 'The database has no tenants yet: run ./portal start (or ./portal reset) once first.',
    );
  }
  console.error('Nothing was imported.');
  process.exitCode = 1;
} finally {
  await engine.close();
}
