import { afterEach, describe, expect, it } from 'vitest';
import { createDataAccess, type DataAccess } from '../../data/data-access.ts';
import {
  DEMO_EXPORT_SPIKE,
  DEMO_EXPORT_TENANT,
  demoExportCsv,
  demoExportGzip,
} from '../../import/demo-export.ts';
import { importFocus, importFocusCsv } from '../../import/import-service.ts';
import { uploadedTable } from '../../import/sources.ts';
import { seedCostEntities } from '../../seed/cost-entities.ts';
import { seedCosts } from '../../seed/costs.ts';
import { seed } from '../../seed/seed.ts';
import { seedThrough } from '../../testing/seed-through.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { dayOf, isoOf } from '../calendar.ts';
import { refreshCostEntities } from './refresh.ts';

let db: TestDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function open(): Promise<DataAccess> {
  db = await openTestDatabase();
  await seedThrough(db, (sqlite) => seed(sqlite));
  return createDataAccess(db.engine);
}

describe('what derives from the cost rows', () => {
  it('finds the seed’s own anomalies again from its rows', async () => {
    const data = await open();
    await seedThrough(db as TestDatabase, (sqlite) => {
      seedCosts(sqlite, ['fabrikam']);
      seedCostEntities(sqlite, ['fabrikam']);
    });
    const seeded = await data.costEntities.anomalies('fabrikam');
    expect(seeded.length).toBeGreaterThan(0);
    await data.costEntities.replaceAnomalies('fabrikam', []);
    const summary = await refreshCostEntities(data, 'fabrikam');
    expect(await data.costEntities.anomalies('fabrikam')).toEqual(seeded);
    // The seeded tenant's contracts and budgets are its own: none is added.
    expect(summary).toEqual({
      anomalies: seeded.length,
      commitmentsAdded: 0,
      endpointsAdded: 0,
      budgetAdded: false,
    });
  });

  it('fills a tenant without seeded cost from its export: the spike, the reservation, a first budget', async () => {
    const data = await open();
    expect(await data.costEntities.anomalies(DEMO_EXPORT_TENANT)).toEqual([]);
    expect(await data.costs.dataRange(DEMO_EXPORT_TENANT)).toBeUndefined();

    await importFocusCsv(data, DEMO_EXPORT_TENANT, new TextEncoder().encode(demoExportCsv()), {
      fileName: 'tailspin.csv',
    });
    const anomalies = await data.costEntities.anomalies(DEMO_EXPORT_TENANT);
    expect(anomalies.map((a) => [isoOf(a.day), a.subscription, a.service, a.topResource])).toEqual([
      [
        DEMO_EXPORT_SPIKE.day,
        DEMO_EXPORT_SPIKE.subscription,
        DEMO_EXPORT_SPIKE.service,
        DEMO_EXPORT_SPIKE.resource,
      ],
    ]);
    const [spike] = anomalies;
    // The spike is usage: most of its impact is the usage effect.
    expect(spike && spike.usageMicros / (spike.actualMicros - spike.expectedMicros)).toBeGreaterThan(0.9);

    const contracts = await data.costEntities.commitmentContracts(DEMO_EXPORT_TENANT);
    expect(contracts).toEqual([
      expect.objectContaining({
        type: 'Reservation',
        agreement: 'CSP',
        term: 'P1Y',
        starts: '2026-08-01',
        expires: '2027-07-31',
        name: 'Reservation DZH318Z0BQ4L #1',
      }),
    ]);
    const usage = await data.costs.commitmentUsage(
      DEMO_EXPORT_TENANT,
      dayOf('2026-10-01'),
      dayOf('2026-10-31'),
    );
    expect(usage).toHaveLength(1);
    expect(usage[0]?.usedAttos).toBeGreaterThan(0n);
    expect(usage[0]?.unusedAttos).toBeGreaterThan(0n);

    // The endpoints its resources' types and names give away, no more.
    const endpoints = await data.costEntities.endpoints(DEMO_EXPORT_TENANT);
    expect(endpoints.map((e) => [e.address, e.kind, e.exposure, e.port, e.tlsExpires])).toEqual([
      ['aks-tailspin-prod-dns.hcp.westeurope.azmk8s.io', 'API', 'public', 443, null],
      ['app-tailspin-shop.azurewebsites.net', 'Host name', 'public', 443, null],
      ['sql-tailspin-orders.database.windows.net', 'Host name', 'private', 1433, null],
    ]);

    const budgets = await data.costEntities.budgets(DEMO_EXPORT_TENANT);
    expect(budgets).toEqual([
      expect.objectContaining({
        name: 'Monthly cloud budget',
        scopeKind: 'tenant',
        thresholds: [50, 80, 100],
      }),
    ]);
    expect((budgets[0]?.amountMicros ?? 0) % 100_000_000).toBe(0);

    // The same export again (gzip, as Azure writes it) replaces its periods; nothing is added twice.
    const { table } = await uploadedTable(new Blob([demoExportGzip()]));
    await importFocus(data, DEMO_EXPORT_TENANT, { tables: [table] }, { fileName: 'tailspin.csv.gz' });
    expect(await data.costEntities.anomalies(DEMO_EXPORT_TENANT)).toEqual(anomalies);
    expect(await data.costEntities.commitmentContracts(DEMO_EXPORT_TENANT)).toEqual(contracts);
    expect(await data.costEntities.budgets(DEMO_EXPORT_TENANT)).toEqual(budgets);
    expect(await data.costEntities.endpoints(DEMO_EXPORT_TENANT)).toEqual(endpoints);
  });
});
