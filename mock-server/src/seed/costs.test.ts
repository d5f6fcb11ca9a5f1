import { describe, expect, it } from 'vitest';
import { SqlCostRepository } from '../data/cost-repository.ts';
import { Database } from '../db/database.ts';
import { sqliteEngine } from '../db/sqlite-engine.ts';
import {
  COST_ANOMALIES,
  COST_CHARGES,
  COST_DAYS,
  COST_FIRST_DATE,
  COST_FIRST_DAY,
  COST_LAST_DATE,
  COST_LAST_DAY,
  COST_PROJECTS,
  COST_TAX_PERCENT,
  seedCosts,
  seededScale,
} from './costs.ts';
import { seed } from './seed.ts';

function seeded(tenants: string[], scale = 1) {
  const db = new Database(':memory:');
  seed(db);
  seedCosts(db, tenants, { scale });
  return db;
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The first day of every month of the window, and whether the month is whole. */
const MONTHS = Array.from({ length: 13 }, (_, i) => {
  const from = Date.UTC(2025, 10 + i, 1) / DAY_MS;
  const end = Date.UTC(2025, 11 + i, 1) / DAY_MS - 1;
  return { from, to: Math.min(end, COST_LAST_DAY), whole: end <= COST_LAST_DAY };
});

const totals = (db: Database) =>
  db.get<{ list: number; billed: number; effective: number; rows: number }>(
    'SELECT SUM(d.list_cost) AS list, SUM(d.billed_cost) AS billed, SUM(d.effective_cost) AS effective, COUNT(*) AS rows FROM cost_daily d',
  );

/** Contoso at scale 1 and the two small tenants, seeded once for the tests that only read. */
const all = seeded(['contoso', 'fabrikam', 'demo']);

describe('FOCUS cost seed', () => {
  it('is deterministic: the same seed gives the same data', () => {
    expect(totals(seeded(['fabrikam']))).toEqual(totals(seeded(['fabrikam'])));
  });

  it('covers twelve months and the current month to date, with monthly Microsoft 365 seats', () => {
    expect([COST_FIRST_DATE, COST_LAST_DATE]).toEqual(['2025-11-01', '2026-11-20']);
    expect([isoOf(COST_FIRST_DAY), isoOf(COST_LAST_DAY), COST_DAYS]).toEqual([
      COST_FIRST_DATE,
      COST_LAST_DATE,
      385,
    ]);
    const span = all.get<{ first: string; last: string; days: number }>(
      "SELECT MIN(ChargePeriodStart) AS first, MAX(ChargePeriodStart) AS last, COUNT(DISTINCT ChargePeriodStart) AS days FROM focus_costs WHERE TenantId = 'fabrikam' AND ChargeCategory = 'Usage'",
    );
    expect(span).toEqual({ first: COST_FIRST_DATE, last: COST_LAST_DATE, days: COST_DAYS });
    const seats = all.all<{ SkuId: string; months: number; first: string; last: string }>(
      "SELECT SkuId, COUNT(*) AS months, MIN(ChargePeriodStart) AS first, MAX(ChargePeriodStart) AS last FROM focus_costs WHERE TenantId = 'fabrikam' AND ServiceName = 'Microsoft 365' AND ChargeCategory = 'Purchase' GROUP BY SkuId ORDER BY SkuId",
    );
    expect(seats.map((s) => s.SkuId)).toContain('Microsoft_365_Copilot');
    expect(seats.every((s) => s.months === 13 && s.first === '2025-11-01' && s.last === '2026-11-01')).toBe(
      true,
    );
  });

  it('keeps the FOCUS 1.2 rules of each charge category', () => {
    const count = (where: string) =>
      all.get<{ n: number }>(`SELECT COUNT(*) AS n FROM focus_costs WHERE ${where}`)?.n ?? -1;
    expect(
      count(`ChargeCategory IN ('Usage', 'Purchase') AND (ListCost < ContractedCost OR ContractedCost < 0
        OR PricingQuantity IS NULL OR PricingCategory IS NULL)`),
    ).toBe(0);
    // Covered usage is paid through its commitment; uncommitted usage is billed at the contracted price.
    expect(
      count(`PricingCategory = 'Committed' AND (BilledCost <> 0 OR CommitmentDiscountId IS NULL
        OR CommitmentDiscountStatus NOT IN ('Used', 'Unused') OR ChargeCategory <> 'Usage')`),
    ).toBe(0);
    expect(
      count("PricingCategory = 'Standard' AND ChargeCategory = 'Usage' AND BilledCost <> ContractedCost"),
    ).toBe(0);
    // Tax, credits and adjustments have no usage quantity; tax no pricing category.
    expect(
      count(`ChargeCategory IN ('Tax', 'Credit', 'Adjustment') AND (PricingQuantity IS NOT NULL
        OR ConsumedQuantity IS NOT NULL OR ResourceId IS NOT NULL OR ListUnitPrice IS NOT NULL)`),
    ).toBe(0);
    expect(count("ChargeCategory = 'Tax' AND PricingCategory IS NOT NULL")).toBe(0);
    // An unused commitment has a pricing quantity but consumed nothing.
    expect(
      count(
        "CommitmentDiscountStatus = 'Unused' AND (ConsumedQuantity IS NOT NULL OR PricingQuantity IS NULL)",
      ),
    ).toBe(0);
    expect(count("CommitmentDiscountStatus = 'Used' AND ConsumedQuantity IS NULL")).toBe(0);
    expect(count('CommitmentDiscountStatus IS NOT NULL AND CommitmentDiscountId IS NULL')).toBe(0);
    // Credits are negative in billed and effective cost, and list cost matches billed (FOCUS ListCost).
    expect(
      count(
        "ChargeCategory = 'Credit' AND (BilledCost >= 0 OR EffectiveCost <> BilledCost OR ListCost <> BilledCost)",
      ),
    ).toBe(0);
    const categories = all.all<{ ChargeCategory: string }>(
      'SELECT DISTINCT ChargeCategory FROM focus_costs ORDER BY ChargeCategory',
    );
    expect(categories.map((c) => c.ChargeCategory)).toEqual([
      'Adjustment',
      'Credit',
      'Purchase',
      'Tax',
      'Usage',
    ]);
    const issuers = all.all<{ InvoiceIssuerName: string }>(
      'SELECT DISTINCT InvoiceIssuerName FROM focus_costs',
    );
    expect(issuers).toEqual([{ InvoiceIssuerName: 'Reseller Cloud Services' }]);
  });

  it('stores amounts as integer micro-units, shown as decimals by the FOCUS view', () => {
    const types = all.all<{ t: string }>(
      'SELECT DISTINCT typeof(list_cost) AS t FROM cost_daily UNION SELECT DISTINCT typeof(effective_cost) FROM cost_daily UNION SELECT DISTINCT typeof(billed_cost) FROM cost_daily',
    );
    expect(types).toEqual([{ t: 'integer' }]);
    const view = all.get<{ micros: number; decimal: number }>(
      `SELECT (SELECT SUM(effective_cost) FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
                 WHERE r.tenant_id = 'fabrikam' AND d.day = ${COST_FIRST_DAY + 40}) AS micros,
              (SELECT SUM(EffectiveCost) FROM focus_costs WHERE TenantId = 'fabrikam' AND ChargePeriodStart = '${isoOf(COST_FIRST_DAY + 40)}') AS decimal`,
    );
    expect(view?.decimal).toBeCloseTo((view?.micros ?? 0) / 1e6, 4);
  });

  it('rolls the daily rows up per resource, month and commitment status, exactly', () => {
    const mismatches = all.get<{ n: number }>(
      `WITH daily AS (
         SELECT resource, CAST(unixepoch(date(day * 86400, 'unixepoch', 'start of month')) / 86400 AS INTEGER) AS month,
           committed, MIN(day) AS first_day, MAX(day) AS last_day, SUM(list_cost) AS list, SUM(contracted_cost) AS contracted,
           SUM(effective_cost) AS effective, SUM(billed_cost) AS billed
         FROM cost_daily GROUP BY resource, month, committed)
       SELECT COUNT(*) AS n FROM daily d FULL JOIN cost_monthly m
         ON m.resource = d.resource AND m.month = d.month AND m.committed = d.committed
       WHERE m.resource IS NULL OR d.resource IS NULL OR m.first_day <> d.first_day OR m.last_day <> d.last_day
         OR m.list_cost <> d.list OR m.contracted_cost <> d.contracted OR m.effective_cost <> d.effective
         OR m.billed_cost <> d.billed`,
    );
    expect(mismatches?.n).toBe(0);
  });

  it('gives each commitment a fixed monthly amount: purchase = used + unused, 80–98 % utilised', async () => {
    const costs = new SqlCostRepository(sqliteEngine(all));
    const utilisations = new Set<string>();
    for (const tenant of ['contoso', 'fabrikam']) {
      const purchases = all.all<{ id: string; amounts: number }>(
        `SELECT r.commitment_discount_id AS id, COUNT(DISTINCT d.billed_cost) AS amounts FROM cost_daily d
         JOIN cost_resources r ON r.id = d.resource WHERE r.tenant_id = ? AND r.charge_category = 'Purchase'
           AND r.commitment_discount_id IS NOT NULL GROUP BY id`,
        [tenant],
      );
      expect(purchases.length).toBeGreaterThan(0);
      expect(purchases.every((p) => p.amounts === 1)).toBe(true);
      for (const month of MONTHS.filter((m) => m.whole)) {
        const usage = await costs.commitmentUsage(tenant, month.from, month.to);
        expect(usage.map((u) => u.id).sort()).toEqual(purchases.map((p) => p.id).sort());
        for (const u of usage) {
          expect(u.purchaseAttos).toBe(u.usedAttos + u.unusedAttos);
          const utilisation = Number(u.usedAttos) / Number(u.purchaseAttos);
          expect(utilisation).toBeGreaterThanOrEqual(0.8);
          expect(utilisation).toBeLessThanOrEqual(0.98);
          utilisations.add(utilisation.toFixed(2));
          // The saving: covered usage at list price costs more than its amortised share.
          expect(u.coveredListAttos).toBeGreaterThan(u.usedAttos);
          expect(['Reservation', 'Savings Plan']).toContain(u.type);
          expect(u.sku && u.service).toBeTruthy();
        }
      }
      // Independently: the Purchase rows' billed cost against the Used and Unused rows' effective cost.
      const independent = all.get<{ purchased: number; used: number; unused: number }>(
        `SELECT SUM(CASE WHEN r.charge_category = 'Purchase' THEN d.billed_cost ELSE 0 END) AS purchased,
                SUM(CASE WHEN d.committed = 1 THEN d.effective_cost ELSE 0 END) AS used,
                SUM(CASE WHEN d.committed = 2 THEN d.effective_cost ELSE 0 END) AS unused
         FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
         WHERE r.tenant_id = ? AND r.commitment_discount_id IS NOT NULL AND d.day BETWEEN ? AND ?`,
        [tenant, MONTHS[0]?.from ?? 0, MONTHS[11]?.to ?? 0],
      );
      expect(independent?.purchased).toBe((independent?.used ?? 0) + (independent?.unused ?? 0));
    }
    // Utilisation varies between commitments and months.
    expect(utilisations.size).toBeGreaterThan(5);
  });

  it('taxes each whole month: 8 % of every subscription and service’s billed usage and purchases', () => {
    const rows = all.all<{ sub: string; service: string; month: string; billed: number }>(
      `SELECT SubAccountId AS sub, ServiceName AS service, BillingPeriodStart AS month, BilledCost * 1000000 AS billed
       FROM focus_costs WHERE TenantId = 'fabrikam' AND ChargeCategory IN ('Usage', 'Purchase')`,
    );
    const bases = new Map<string, number>();
    for (const row of rows) {
      const key = `${row.sub}|${row.service}|${row.month}`;
      bases.set(key, (bases.get(key) ?? 0) + Math.round(row.billed));
    }
    const taxes = all.all<{ sub: string; service: string; month: string; tax: number; day: string }>(
      `SELECT SubAccountId AS sub, ServiceName AS service, BillingPeriodStart AS month, ChargePeriodStart AS day,
         ROUND(BilledCost * 1000000) AS tax FROM focus_costs WHERE TenantId = 'fabrikam' AND ChargeCategory = 'Tax'`,
    );
    expect(taxes.length).toBeGreaterThan(0);
    for (const tax of taxes) {
      const base = bases.get(`${tax.sub}|${tax.service}|${tax.month}`) ?? 0;
      expect(tax.tax).toBe(Math.floor((base * COST_TAX_PERCENT + 50) / 100));
      expect(tax.day).toBe(tax.month);
    }
    // No tax yet on the month to date.
    expect(taxes.some((t) => t.month >= '2026-11-01')).toBe(false);
    expect(new Set(taxes.map((t) => t.month)).size).toBe(12);
  });

  it('has the credits and adjustments it names, exactly', () => {
    for (const charge of COST_CHARGES) {
      const row = all.get<{ micros: number; sub: string; service: string; n: number }>(
        `SELECT SUM(d.billed_cost) AS micros, MIN(r.sub_account_name) AS sub, MIN(r.service_name) AS service, COUNT(*) AS n
         FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
         WHERE r.tenant_id = ? AND r.charge_category = ? AND d.day = ? AND r.charge_description = ?`,
        [charge.tenantId, charge.category, dayOf(charge.day), charge.description],
      );
      expect(row).toEqual({ micros: charge.micros, sub: charge.subscription, service: charge.service, n: 1 });
    }
    const contosoCredits = COST_CHARGES.filter((c) => c.tenantId === 'contoso' && c.category === 'Credit');
    expect(new Set(contosoCredits.map((c) => c.day.slice(0, 7))).size).toBe(2);
  });

  it('tags every Azure resource with its team, and most with one of the named projects', () => {
    const resources = all.all<{ tags: string }>(
      "SELECT tags FROM cost_resources WHERE tenant_id = 'contoso' AND resource_id LIKE '/subscriptions/%'",
    );
    const parsed = resources.map((r) => JSON.parse(r.tags) as Record<string, string>);
    expect(parsed.every((t) => t.team && t.environment && t.costcenter)).toBe(true);
    const projects = parsed.map((t) => t.project).filter((p): p is string => p !== undefined);
    expect(new Set(projects)).toEqual(new Set(COST_PROJECTS));
    expect(COST_PROJECTS.length).toBeGreaterThanOrEqual(6);
    expect(COST_PROJECTS.length).toBeLessThanOrEqual(8);
    const untagged = 1 - projects.length / parsed.length;
    expect(untagged).toBeGreaterThan(0.1);
    expect(untagged).toBeLessThan(0.2);
  });

  it('dips in December and peaks at month and quarter ends', () => {
    // Business-driven usage (Log Analytics, Bandwidth) per day, without the injected anomalies.
    const daily = new Map(
      all
        .all<{ day: number; micros: number }>(
          `SELECT d.day, SUM(d.effective_cost) AS micros FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
           WHERE r.tenant_id = 'contoso' AND r.service_name IN ('Log Analytics', 'Bandwidth') AND d.committed = 0
             AND r.charge_category = 'Usage' AND r.sub_account_name NOT IN (${COST_ANOMALIES.map((a) => `'${a.subscription}'`).join(', ')})
           GROUP BY d.day`,
        )
        .map((row) => [row.day, row.micros]),
    );
    const weekdays = (from: string, to: string) => {
      const values: number[] = [];
      for (let day = dayOf(from); day <= dayOf(to); day += 1) {
        const weekday = new Date(day * DAY_MS).getUTCDay();
        if (weekday !== 0 && weekday !== 6) values.push(daily.get(day) ?? 0);
      }
      return values.reduce((a, b) => a + b, 0) / values.length;
    };
    const midDecember = weekdays('2025-12-01', '2025-12-15');
    expect(weekdays('2025-12-18', '2025-12-31')).toBeLessThan(midDecember * 0.7);
    const midMarch = weekdays('2026-03-09', '2026-03-20');
    expect(weekdays('2026-03-30', '2026-03-31')).toBeGreaterThan(midMarch * 1.2);
    const midApril = weekdays('2026-04-06', '2026-04-24');
    expect(weekdays('2026-04-29', '2026-04-30')).toBeGreaterThan(midApril * 1.08);
  });

  it('injects the anomalies it exports, several times the usual daily cost, and no others in Contoso', () => {
    expect(COST_ANOMALIES.length).toBeGreaterThanOrEqual(3);
    for (const anomaly of COST_ANOMALIES) {
      expect(anomaly.days.length).toBeGreaterThanOrEqual(1);
      expect(anomaly.days.length).toBeLessThanOrEqual(3);
      const series = new Map(
        all
          .all<{ day: number; micros: number }>(
            `SELECT d.day, SUM(d.effective_cost) AS micros FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
             WHERE r.tenant_id = ? AND r.service_name = ? AND r.sub_account_name = ? AND r.charge_category = 'Usage'
             GROUP BY d.day`,
            [anomaly.tenantId, anomaly.service, anomaly.subscription],
          )
          .map((row) => [row.day, row.micros]),
      );
      const usual = (day: number) => {
        const window = Array.from({ length: 14 }, (_, i) => series.get(day - 15 - i) ?? 0).sort(
          (a, b) => a - b,
        );
        return ((window[6] ?? 0) + (window[7] ?? 0)) / 2;
      };
      const days = new Set(anomaly.days.map(dayOf));
      for (const day of days) {
        expect(series.get(day) ?? 0).toBeGreaterThan(usual(day) * 3);
      }
      if (anomaly.tenantId !== 'contoso') continue;
      // Every other day stays within 2.5 times its usual cost.
      for (let day = COST_FIRST_DAY + 30; day <= COST_LAST_DAY; day += 1) {
        if (!days.has(day)) expect(series.get(day) ?? 0, isoOf(day)).toBeLessThan(usual(day) * 2.5);
      }
    }
  });

  it('makes Contoso the large estate, and --scale multiplies it', () => {
    const resources = all.all<{ tenant_id: string; n: number }>(
      "SELECT tenant_id, COUNT(*) AS n FROM cost_resources WHERE resource_id LIKE '/subscriptions/%' GROUP BY tenant_id ORDER BY tenant_id",
    );
    expect(resources).toEqual([
      { tenant_id: 'contoso', n: 1500 },
      { tenant_id: 'demo', n: 150 },
      { tenant_id: 'fabrikam', n: 80 },
    ]);
    expect(seededScale(all)).toBe(1);
    const twice = seeded(['contoso', 'fabrikam'], 2);
    expect(seededScale(twice)).toBe(2);
    const scaled = twice.all<{ tenant_id: string; n: number }>(
      "SELECT tenant_id, COUNT(*) AS n FROM cost_resources WHERE resource_id LIKE '/subscriptions/%' GROUP BY tenant_id ORDER BY tenant_id",
    );
    expect(scaled).toEqual([
      { tenant_id: 'contoso', n: 3000 },
      { tenant_id: 'fabrikam', n: 80 },
    ]);
  });

  it('replaces only the seeded rows: resources derived from imported files stay', () => {
    const db = seeded(['fabrikam']);
    db.run(
      `INSERT INTO cost_resources (tenant_id, import_id, import_key, service_name, charge_category)
       VALUES ('fabrikam', 'import-1', '[]', 'Imported', 'Usage')`,
    );
    seedCosts(db, ['fabrikam']);
    expect(
      db.get<{ n: number }>("SELECT COUNT(*) AS n FROM cost_resources WHERE import_id = 'import-1'")?.n,
    ).toBe(1);
    expect(totals(db)).toEqual(totals(seeded(['fabrikam'])));
  });
});
