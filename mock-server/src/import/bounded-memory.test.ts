/**
 * An import holds at most a bounded number of resource-days in memory, whatever the export's size
 * or shape: it adds them to the database as they reach the bound (and lets go of the resources'
 * ids beyond it), and the facts come out exactly as one pass over the whole file gives them. A
 * refused import leaves nothing, flushes or not. Structural: the bound is checked on what each
 * flush reports, never on time or memory measured.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createDataAccess } from '../data/data-access.ts';
import type { PendingFlush } from '../data/focus-import-repository.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { csvText } from './focus-samples.test-support.ts';
import { importFocusCsv } from './import-service.ts';
import { seededRandom } from './seeded-random.ts';

const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

const HEADER = [
  'BilledCost',
  'EffectiveCost',
  'ListCost',
  'BillingCurrency',
  'ChargePeriodStart',
  'ChargePeriodEnd',
  'BillingPeriodStart',
  'BillingPeriodEnd',
  'ChargeCategory',
  'ServiceName',
  'ResourceId',
  'ResourceName',
  'PricingQuantity',
  'ProviderName',
  'x_ResourceGroupName',
];

/**
 * 40 resources over 20 days, one to three rows a resource and day, in a shuffled order (a
 * resource's day comes back after flushes), amounts with up to 18 decimals, some in euros.
 */
function exportText(): { text: string; rows: number } {
  const random = seededRandom(34);
  const rows: string[][] = [];
  for (let day = 1; day <= 20; day += 1)
    for (let r = 0; r < 40; r += 1)
      for (let n = 0, count = 1 + Math.floor(random() * 3); n < count; n += 1) {
        const amount = () =>
          `${Math.floor(random() * 500)}.${String(Math.floor(random() * 1e9)).padStart(9, '0')}123456789`;
        const date = `2026-03-${String(day).padStart(2, '0')}`;
        rows.push([
          amount(),
          amount(),
          amount(),
          r % 7 === 0 ? 'EUR' : 'USD',
          `${date}T00:00:00Z`,
          `${date}T01:00:00Z`,
          '2026-03-01T00:00:00Z',
          '2026-04-01T00:00:00Z',
          'Usage',
          r % 2 ? 'Storage' : 'Virtual Machines',
          `/subscriptions/s/resourceGroups/rg-${r % 4}/providers/x/res-${r}`,
          `res-${r}`,
          String(1 + (n % 3)),
          'Microsoft',
          `rg-${r % 4}`,
        ]);
      }
  for (let i = rows.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [rows[i], rows[j]] = [rows[j] as string[], rows[i] as string[]];
  }
  return { text: csvText(HEADER, rows), rows: rows.length };
}

async function setUp() {
  const database = await openTestDatabase();
  opened.push(database);
  const data = createDataAccess(database.engine);
  /** A tenant's imported facts, exactly, per resource and day (and each row's quantity and status). */
  const facts = async (tenant: string) =>
    (
      await database.engine.all<Record<string, string | number | null>>(
        `SELECT r.import_key AS k, d.day AS day, d.quantity AS q, d.committed AS c,
           d.list_cost AS l, d.list_cost_rest AS lr, d.contracted_cost AS o, d.contracted_cost_rest AS orr,
           d.effective_cost AS e, d.effective_cost_rest AS er, d.billed_cost AS b, d.billed_cost_rest AS br
         FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
         WHERE r.tenant_id = ? AND r.import_id IS NOT NULL`,
        [tenant],
      )
    )
      .map((row) => {
        const exact = (m: unknown, rest: unknown) =>
          String(BigInt(m as number) * 10n ** 12n + BigInt(rest as number));
        return [
          row.k,
          Number(row.day),
          Number(row.q).toFixed(6),
          Number(row.c),
          exact(row.l, row.lr),
          exact(row.o, row.orr),
          exact(row.e, row.er),
          exact(row.b, row.br),
        ].join('|');
      })
      .sort();
  const counts = async () =>
    await database.engine.get<{ resources: number; days: number; imports: number; extras: number }>(
      `SELECT (SELECT COUNT(*) FROM cost_resources WHERE import_id IS NOT NULL) AS resources,
         (SELECT COUNT(*) FROM cost_daily d JOIN cost_resources r ON r.id = d.resource WHERE r.import_id IS NOT NULL) AS days,
         (SELECT COUNT(*) FROM focus_imports) AS imports, (SELECT COUNT(*) FROM focus_import_extras) AS extras`,
    );
  return { data, facts, counts };
}

describe('an import in bounded memory', () => {
  it('never holds more resource-days than its bound, flushes as it goes, and stores what one pass would', async () => {
    const { data, facts } = await setUp();
    const { text, rows } = exportText();
    const whole = await importFocusCsv(data, 'fabrikam', text);
    const flushes: PendingFlush[] = [];
    const limit = 7;
    const bounded = await importFocusCsv(data, 'contoso', text, {
      pending: { resourceDays: limit, onFlush: (flush) => flushes.push(flush) },
    });
    expect([whole.rows, bounded.rows]).toEqual([rows, rows]);
    expect(bounded.sums).toEqual(whole.sums);
    // Many flushes, none over the bound, and the ids held let go of beyond it (40 resources).
    expect(flushes.length).toBeGreaterThan(100);
    expect(Math.max(...flushes.map((f) => f.resourceDays))).toBe(limit);
    expect(Math.max(...flushes.map((f) => f.heldIds))).toBeLessThanOrEqual(limit);
    // Every resource stored once, though its ids were let go: the others found again by their key.
    expect(flushes.reduce((n, f) => n + f.newResources, 0)).toBe(40);
    // The resource-days written add up to more than there are: days came back after a flush and were added to.
    const stored = await facts('contoso');
    expect(stored.length).toBe(800);
    expect(flushes.reduce((n, f) => n + f.resourceDays, 0)).toBeGreaterThan(stored.length);
    // Exactly the facts of one pass over the file.
    expect(stored).toEqual(await facts('fabrikam'));
  });

  it('leaves nothing of a refused import, though it had flushed', async () => {
    const { data, counts } = await setUp();
    const before = await counts();
    const { text } = exportText();
    const lines = text.split('\r\n');
    lines[lines.length - 2] = (lines[lines.length - 2] as string).replace(/^[^,]+/, 'twelve');
    let flushed = 0;
    await expect(
      importFocusCsv(data, 'contoso', lines.join('\r\n'), {
        pending: { resourceDays: 5, onFlush: () => (flushed += 1) },
      }),
    ).rejects.toThrow(/is not a number/);
    expect(flushed).toBeGreaterThan(100);
    expect(await counts()).toEqual(before);
  });
});
