/**
 * `./portal bench`: the alert definitions of 1,000 tenants evaluated after an import of each
 * (issue 48). Each tenant imports Tailspin's demo export (import/demo-export.ts: three months of
 * daily cost with a spike the import finds as an anomaly) and has the four kinds of definition
 * (cost over an amount, budgets at 80 % with two budgets, anomalies, licence waste), then is
 * evaluated as the import handler evaluates it: the figures read, the alerts raised with their
 * mails and events queued. Reported: milliseconds per tenant (mean, 95th percentile) on the
 * embedded database and on PostgreSQL (the local server of scripts/local-postgres.ts, the same rows
 * copied). Target: ≤ 20 ms per tenant on PostgreSQL. `--tenants N`, `--json FILE`.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Alerting } from '../src/alerts/alerting.ts';
import { createDataAccess } from '../src/data/data-access.ts';
import { OPERATION_KINDS } from '../src/data/operation-records.ts';
import { Database } from '../src/db/database.ts';
import type { SqlEngine } from '../src/db/engine.ts';
import { sqliteEngine } from '../src/db/sqlite-engine.ts';
import { demoExportCsv } from '../src/import/demo-export.ts';
import { importFocusCsv } from '../src/import/import-service.ts';
import { seed } from '../src/seed/seed.ts';
import { openPostgresTestDatabase } from '../src/testing/postgres-test-database.ts';
import { start as startLocalPostgres, stop as stopLocalPostgres } from './local-postgres.ts';

const { values } = parseArgs({
  options: { tenants: { type: 'string', default: '1000' }, json: { type: 'string' } },
});
const count = Number(values.tenants);
const tenants = Array.from({ length: count }, (_, n) => `bench-${String(n).padStart(4, '0')}`);
const NOW = new Date('2026-11-21T09:00:00Z');

const DEFINITIONS = [
  { name: 'Cost over plan', kind: 'cost', threshold: '100.00' },
  { name: 'Budget at 80%', kind: 'budget', thresholdPercent: 80 },
  { name: 'Anomalies', kind: 'anomaly' },
  { name: 'Licence waste', kind: 'licence-waste', threshold: '500.00' },
] as const;

/** The tenants, their budgets, definitions and imports, on the embedded database. */
async function prepare(db: Database) {
  const data = createDataAccess(sqliteEngine(db));
  const csv = demoExportCsv();
  const started = performance.now();
  for (const [n, id] of tenants.entries()) {
    db.run('INSERT INTO tenants (id, display_name, domain, onboarded, size) VALUES (?, ?, ?, 1, ?)', [
      id,
      `Bench tenant ${n}`,
      `${id}.example`,
      'small',
    ]);
    db.run(
      `INSERT INTO budgets (id, tenant_id, name, scope_kind, scope_value, amount_micros, thresholds)
       VALUES (?, ?, 'Monthly', 'tenant', NULL, 2000000000, '[80,100]'), (?, ?, 'Data', 'subscription', 'tailspin-data-prod', 900000000, '[80,100]')`,
      [`${id}-b1`, id, `${id}-b2`, id],
    );
    for (const [d, definition] of DEFINITIONS.entries())
      await data.records.insert(
        id,
        OPERATION_KINDS.alertDefinition,
        `${id}-d${d}`,
        { ...definition, recipients: [`finance@${id}.example`], enabled: true },
        NOW,
      );
    await importFocusCsv(data, id, csv, { fileName: 'export.csv', now: () => NOW });
  }
  return (performance.now() - started) / 1000;
}

interface Figures {
  engine: string;
  tenants: number;
  meanMs: number;
  p95Ms: number;
  raised: number;
}

async function evaluateAll(engine: SqlEngine, name: string): Promise<Figures> {
  const alerting = new Alerting(createDataAccess(engine), {
    publicUrl: 'http://portal.bench',
    now: () => NOW,
  });
  const times: number[] = [];
  let raised = 0;
  for (const id of tenants) {
    const started = performance.now();
    raised += (await alerting.evaluate(id)).raised;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  console.log(
    `  ${name}: ${mean.toFixed(1)} ms per tenant (95th percentile ${p95.toFixed(1)} ms), ${raised} alerts raised`,
  );
  return { engine: name, tenants: count, meanMs: mean, p95Ms: p95, raised };
}

const db = new Database(':memory:');
seed(db);
console.log(`Alert definitions of ${count} tenants, each after an import of its export`);
const seconds = await prepare(db);
console.log(`  ${count} tenants imported in ${seconds.toFixed(1)} s`);
const figures: Figures[] = [await evaluateAll(sqliteEngine(db), 'SQLite (node:sqlite, in memory)')];
const postgresUrl = startLocalPostgres();
try {
  if (postgresUrl) {
    // The same rows before the evaluation: the alerts raised above are cleared first.
    db.run(`DELETE FROM tenant_records WHERE kind = 'alert'`);
    db.run('DELETE FROM mail_outbox');
    db.run('DELETE FROM webhook_deliveries');
    const postgres = await openPostgresTestDatabase(postgresUrl, db);
    await postgres.engine.exec('ANALYZE');
    const version =
      (await postgres.engine.get<{ server_version: string }>('SHOW server_version'))?.server_version ?? '';
    figures.push(await evaluateAll(postgres.engine, `PostgreSQL ${version.split(' ')[0]} (local, loopback)`));
    await postgres.close();
  } else {
    console.log('  PostgreSQL is not installed and cannot be (not root): the embedded database only.');
    db.close();
  }
} finally {
  if (postgresUrl) stopLocalPostgres();
}
if (values.json)
  writeFileSync(values.json, JSON.stringify({ measuredAt: new Date().toISOString(), figures }, null, 2));
