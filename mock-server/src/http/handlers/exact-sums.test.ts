/**
 * Every sum the cost API and the report host show, of imported rows with the precision real
 * exports have (10 to 18 decimals), is the exact sum of the rows rounded once to the cent: never
 * the sum of rows rounded one by one. The rows are chosen so that rounding each row first moves a
 * cent in most groups (each row ends in just under half a cent), and every figure is compared with
 * an independent sum of the file's own decimal strings.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EXPORT_TENANT, demoExportCsv } from '../../import/demo-export.ts';
import { importFocusCsv } from '../../import/import-service.ts';
import { seededRandom } from '../../import/seeded-random.ts';
import { reportPageData } from '../../offline/report-host/report-data.ts';
import { createTestBackend, readJson } from '../../testing/test-backend.ts';

const API = '/services/api-portal-customer/api/costs';
const TENANT = DEMO_EXPORT_TENANT;

// ---- Independent exact arithmetic: decimal strings as BigInt at 20 decimals, rounded half away from zero.
const SCALE = 20n;
function units(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const value = BigInt(whole) * 10n ** SCALE + BigInt(fraction.padEnd(Number(SCALE), '0'));
  return negative ? -value : value;
}
function cents(total: bigint, decimals = SCALE): string {
  const step = 10n ** (decimals - 2n);
  const negative = total < 0n;
  const c = ((negative ? -total : total) + step / 2n) / step;
  const text = `${c / 100n}.${(c % 100n).toString().padStart(2, '0')}`;
  return negative && c !== 0n ? `-${text}` : text;
}
/** What rounding each row to the micro-unit first would show: the finding's wrong figure. */
function perRowRounded(values: readonly string[]): string {
  const step = 10n ** (SCALE - 6n);
  const micros = values.reduce((sum, v) => {
    const u = units(v);
    const negative = u < 0n;
    const m = ((negative ? -u : u) + step / 2n) / step;
    return sum + (negative ? -m : m);
  }, 0n);
  return cents(micros, 6n);
}

// ---- The export: two months of a dozen resources, one or two rows a resource and day.
const RESOURCES = Array.from({ length: 12 }, (_, i) => ({
  name: `res-${String(i).padStart(2, '0')}`,
  service: ['Virtual Machines', 'Storage', 'Azure SQL Database', 'Bandwidth'][i % 4] as string,
  category: ['Compute', 'Storage', 'Databases', 'Networking'][i % 4] as string,
  subscription: ['sub-web', 'sub-data', 'sub-dev'][i % 3] as string,
  group: ['rg-alpha', 'rg-beta'][i % 2] as string,
  region: ['westeurope', 'northeurope', 'eastus'][i % 3] as string,
  regionName: ['West Europe', 'North Europe', 'East US'][i % 3] as string,
  // Some resources carry no team tag: their cost is the group without a value.
  team: i % 5 === 4 ? undefined : (['web', 'data', 'ops'][i % 3] as string),
  pricing: i % 6 === 0 ? 'Committed' : 'Standard',
}));
/** Just under half a cent below the micro-unit: 10, 12 and 18 decimals. */
const TAILS = ['0.0049999999', '0.004999999999', '0.004999999999999999'];
const HEADER = [
  'BilledCost',
  'EffectiveCost',
  'ListCost',
  'ContractedCost',
  'BillingCurrency',
  'BillingAccountId',
  'ProviderName',
  'ChargePeriodStart',
  'ChargePeriodEnd',
  'BillingPeriodStart',
  'BillingPeriodEnd',
  'ChargeCategory',
  'PricingCategory',
  'PricingQuantity',
  'PricingUnit',
  'ServiceName',
  'ServiceCategory',
  'SubAccountId',
  'SubAccountName',
  'ResourceId',
  'ResourceName',
  'ResourceType',
  'RegionId',
  'RegionName',
  'SkuId',
  'Tags',
];

interface Row {
  day: string;
  resource: (typeof RESOURCES)[number];
  charge: 'Usage' | 'Credit';
  billed: string;
  effective: string;
  list: string;
  quantity: number;
}

function exportRows(): Row[] {
  const random = seededRandom(20260814);
  const amount = (negative: boolean) => {
    const whole = BigInt(1 + Math.floor(random() * 4000));
    const tail = TAILS[Math.floor(random() * TAILS.length)] as string;
    const value = units(`${whole / 100n}.${String(whole % 100n).padStart(2, '0')}`) + units(tail);
    return `${negative ? '-' : ''}${exactText(value)}`;
  };
  const rows: Row[] = [];
  for (const [month, days] of [
    ['2026-09', 30],
    ['2026-10', 31],
  ] as const) {
    for (let d = 1; d <= days; d += 1) {
      const day = `${month}-${String(d).padStart(2, '0')}`;
      for (const resource of RESOURCES) {
        if (random() < 0.15) continue;
        const count = random() < 0.4 ? 2 : 1;
        for (let n = 0; n < count; n += 1) {
          const credit = random() < 0.05;
          rows.push({
            day,
            resource,
            charge: credit ? 'Credit' : 'Usage',
            billed: amount(credit),
            effective: amount(credit),
            list: amount(credit),
            quantity: 1 + Math.floor(random() * 24),
          });
        }
      }
    }
  }
  return rows;
}

function exactText(value: bigint): string {
  const digits = value.toString().padStart(Number(SCALE) + 1, '0');
  return `${digits.slice(0, -Number(SCALE))}.${digits.slice(-Number(SCALE)).replace(/0+$/, '')}`;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const monthEnd = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
};
const idOf = (r: Row['resource']) =>
  `/subscriptions/${r.subscription}/resourceGroups/${r.group}/providers/${r.service.replaceAll(' ', '')}/${r.name}`;

function exportCsv(rows: readonly Row[]): string {
  const line = (r: Row) =>
    [
      r.billed,
      r.effective,
      r.list,
      r.list,
      'USD',
      'acc-tailspin',
      'Microsoft',
      `${r.day}T00:00:00Z`,
      `${nextDay(r.day)}T00:00:00Z`,
      `${r.day.slice(0, 7)}-01T00:00:00Z`,
      `${monthEnd(r.day)}T00:00:00Z`,
      r.charge,
      r.resource.pricing,
      String(r.quantity),
      'Hours',
      r.resource.service,
      r.resource.category,
      `/subscriptions/${r.resource.subscription}`,
      r.resource.subscription,
      idOf(r.resource),
      r.resource.name,
      'microsoft.test/things',
      r.resource.region,
      r.resource.regionName,
      `sku-${r.resource.name}`,
      `"${JSON.stringify(r.resource.team ? { team: r.resource.team } : { env: 'test' }).replaceAll('"', '""')}"`,
    ].join(',');
  return `${[HEADER.join(','), ...rows.map(line)].join('\r\n')}\r\n`;
}

type Metric = 'billed' | 'effective' | 'list';
const DIMENSIONS: Record<string, (r: Row) => string | undefined> = {
  service: (r) => r.resource.service,
  serviceCategory: (r) => r.resource.category,
  subscription: (r) => r.resource.subscription,
  resourceGroup: (r) => r.resource.group,
  resource: (r) => r.resource.name,
  region: (r) => r.resource.regionName,
  chargeCategory: (r) => r.charge,
  pricingCategory: (r) => r.resource.pricing,
  'tag:team': (r) => r.resource.team,
};

/** The rows' values per key, independently. */
function grouped(rows: readonly Row[], metric: Metric, key: (r: Row) => string) {
  const groups = new Map<string, string[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r[metric]]);
  return groups;
}
const exactOf = (values: readonly string[]) => cents(values.reduce((sum, v) => sum + units(v), 0n));

describe('exact cost sums of rows with real precision', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());
  const rows = exportRows();
  await importFocusCsv(backend.data, TENANT, exportCsv(rows), { fileName: 'precise.csv' });
  const token = await backend.tokenFor('admin@tailspin.example');
  const get = async (path: string) => {
    const response = await backend.call(path, { token });
    expect(response.status).toBe(200);
    return readJson(response);
  };
  /** How many of the groups compared per-row rounding would have got wrong (the data's own check). */
  let compared = 0;
  let wouldMove = 0;
  const check = (label: string, shown: Map<string, string>, expected: Map<string, string[]>) => {
    expect([label, [...shown.keys()].sort()]).toEqual([label, [...expected.keys()].sort()]);
    for (const [key, values] of expected) {
      const exact = exactOf(values);
      expect([label, key, shown.get(key)]).toEqual([label, key, exact]);
      compared += 1;
      if (perRowRounded(values) !== exact) wouldMove += 1;
    }
  };

  it('answers every grouping of the cost query per day, month and range, for every metric, to the cent', async () => {
    for (const [from, to] of [
      ['2026-09-01', '2026-10-31'],
      // Partial months at both ends: daily rows, then whole months, then daily rows again.
      ['2026-09-10', '2026-10-20'],
    ] as const) {
      const inRange = rows.filter((r) => r.day >= from && r.day <= to);
      for (const metric of ['billed', 'effective', 'list'] as const) {
        for (const granularity of ['day', 'month', 'total'] as const) {
          const periodOf = (r: Row) =>
            granularity === 'day' ? r.day : granularity === 'month' ? r.day.slice(0, 7) : '';
          for (const groupBy of [undefined, ...Object.keys(DIMENSIONS)]) {
            const params = new URLSearchParams({ from, to, metric, granularity, top: '200' });
            if (groupBy) params.set('groupBy', groupBy);
            const body = await get(`${API}?${params}`);
            const label = `${from}..${to} ${metric} ${granularity} ${groupBy ?? 'ungrouped'}`;
            const dimension = groupBy ? DIMENSIONS[groupBy] : undefined;
            const groupOf = (r: Row) => (dimension ? (dimension(r) ?? '(none)') : '');
            const shown = new Map<string, string>(
              body.rows.map((row: { period?: string; group?: string; noValue?: true; amount: string }) => [
                `${row.period ?? ''}|${row.noValue ? '(none)' : (row.group ?? '')}`,
                row.amount,
              ]),
            );
            check(
              label,
              shown,
              grouped(inRange, metric, (r) => `${periodOf(r)}|${groupOf(r)}`),
            );
            expect([label, body.total]).toEqual([label, exactOf(inRange.map((r) => r[metric]))]);
            if (groupBy) {
              const totals = new Map<string, string>(
                body.groups.map((g: { group: string; noValue?: true; amount: string }) => [
                  g.noValue ? '(none)' : g.group,
                  g.amount,
                ]),
              );
              check(`${label} groups`, totals, grouped(inRange, metric, groupOf));
            }
          }
        }
      }
    }
  });

  it("sums the resource list's resources and their total to the cent", async () => {
    for (const [from, to] of [
      ['2026-10-01', '2026-10-31'],
      ['2026-09-05', '2026-10-25'],
    ] as const) {
      const inRange = rows.filter((r) => r.day >= from && r.day <= to && r.charge === 'Usage');
      const all = rows.filter((r) => r.day >= from && r.day <= to);
      for (const metric of ['billed', 'effective', 'list'] as const) {
        const body = await get(`${API}/resources?from=${from}&to=${to}&metric=${metric}&limit=1000`);
        const label = `resources ${from}..${to} ${metric}`;
        check(
          label,
          new Map(body.items.map((item: { id: string; cost: string }) => [item.id, item.cost])),
          grouped(all, metric, (r) => idOf(r.resource)),
        );
        expect([label, body.sum]).toEqual([label, exactOf(all.map((r) => r[metric]))]);
        expect(inRange.length).toBeGreaterThan(0);
      }
    }
  });

  it("explains October's change from September per service, subscription and region to the cent", async () => {
    for (const groupBy of ['service', 'subscription', 'region'] as const) {
      const body = await get(`${API}/changes?month=2026-10&groupBy=${groupBy}`);
      const key = DIMENSIONS[groupBy] as (r: Row) => string;
      for (const [month, field] of [
        ['2026-09', 'previous'],
        ['2026-10', 'current'],
      ] as const) {
        const inMonth = rows.filter((r) => r.day.startsWith(month));
        check(
          `changes by ${groupBy}, ${field}`,
          new Map(body.rows.map((row: Record<string, string>) => [row.group, row[field]])),
          grouped(inMonth, 'effective', key),
        );
        expect(body.total[field]).toBe(exactOf(inMonth.map((r) => r.effective)));
      }
      // The row adds up: change = current - previous, usage + price = change.
      for (const row of [...body.rows, body.total]) {
        expect(cents(units(row.current) - units(row.previous))).toBe(row.change);
        expect(cents(units(row.usageEffect) + units(row.priceEffect))).toBe(row.change);
      }
    }
  });

  it("shows the report host's cost by service and by subscription to the cent", async () => {
    for (const [page, dimension] of [
      ['ReportSection2', 'service'],
      ['ReportSection3', 'subscription'],
    ] as const) {
      const data = await reportPageData(
        backend.data,
        { tenantId: TENANT, reportType: 'azure-cost', reportId: 'r' },
        page,
        [],
      );
      const bars = data.visuals.find((v) => v.type === 'bars') as
        | { rows: { label: string; value: string }[] }
        | undefined;
      check(
        `report ${page}`,
        new Map((bars?.rows ?? []).map((row) => [row.label, row.value])),
        grouped(rows, 'effective', DIMENSIONS[dimension] as (r: Row) => string),
      );
    }
  });

  it('was chosen so that rounding each row first moves a cent in many of the figures', () => {
    expect(compared).toBeGreaterThan(1000);
    expect(wouldMove / compared).toBeGreaterThan(0.3);
  });
});

describe("the demo export's August 2026, the finding itself", async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());

  it('answers its billed cost as the exact sum of its rows, rounded once (2753.77, not 2753.78)', async () => {
    const csv = demoExportCsv();
    await importFocusCsv(backend.data, DEMO_EXPORT_TENANT, csv, { fileName: 'tailspin.csv' });
    const [header = '', ...lines] = csv.trim().split('\r\n');
    const columns = header.split(',');
    // The export quotes no amount or date: the first columns split plainly.
    const at = (line: string, column: string) => line.split(',')[columns.indexOf(column)] ?? '';
    const august = lines.filter((line) => at(line, 'ChargePeriodStart').startsWith('2026-08'));
    const values = august.map((line) => at(line, 'BilledCost'));
    const body = await readJson(
      await backend.call(`${API}?from=2026-08-01&to=2026-10-31&granularity=month&metric=billed`, {
        token: await backend.tokenFor('admin@tailspin.example'),
      }),
    );
    const shown = body.rows.find((row: { period: string }) => row.period === '2026-08')?.amount;
    expect(shown).toBe(exactOf(values));
    expect(shown).toBe('2753.77');
    expect(perRowRounded(values)).toBe('2753.78');
  });
});
