/**
 * The report host's visuals name the cost without a value for a dimension ('No charge category',
 * 'No region', 'Unnamed licence'), never '(none)', and still add up. In-memory repositories hold the
 * rows the seeded data never has (a cost without a charge category, a licence without a name).
 */
import { describe, expect, it } from 'vitest';
import type { CostAggregateQuery, CostAggregateRow, CostRepository } from '../../data/cost-repository.ts';
import type { ExchangeRateRepository } from '../../data/exchange-rate-repository.ts';
import type { LicencePurchaseRecord, ReportRepository } from '../../data/report-repository.ts';
import { microsToAttos } from '../../domain/money.ts';
import type { TableVisual, Visual } from './browser/model.ts';
import { reportDefinition, reportPageData } from './report-data.ts';

const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;

/** A cost row of October 2026 (micro-units); null is no value. */
interface Fact {
  subscription: string | null;
  chargeCategory: string | null;
  service: string | null;
  micros: number;
}
const FACTS: Fact[] = [
  { subscription: 'sub-a', chargeCategory: 'Usage', service: 'Storage', micros: 100_000_000 },
  { subscription: 'sub-b', chargeCategory: 'Usage', service: 'Storage', micros: 50_000_000 },
  { subscription: 'sub-a', chargeCategory: null, service: 'Storage', micros: 7_000_000 },
  { subscription: null, chargeCategory: null, service: null, micros: 3_000_000 },
  { subscription: null, chargeCategory: 'Tax', service: null, micros: 2_000_000 },
];

/** The cost repository's sums over FACTS: filters keep listed values only (no value matches none). */
const costs = {
  dataRange: async () => ({ first: day('2026-10-01'), last: day('2026-10-31') }),
  aggregate: async (query: CostAggregateQuery): Promise<CostAggregateRow[]> => {
    const keeps = (list: readonly string[] | undefined, value: string | null) =>
      !list || (value !== null && list.includes(value));
    const kept = FACTS.filter(
      (f) =>
        keeps(query.filters.subscription, f.subscription) &&
        keeps(query.filters.chargeCategory, f.chargeCategory) &&
        keeps(query.filters.service, f.service),
    );
    const groupOf = (f: Fact) =>
      query.groupBy?.kind === 'column' && query.groupBy.name in f
        ? (f[query.groupBy.name as keyof Fact] as string | null)
        : null;
    const sums = new Map<string | null, bigint>();
    for (const f of kept) sums.set(groupOf(f), (sums.get(groupOf(f)) ?? 0n) + microsToAttos(f.micros));
    const period = query.granularity === 'month' ? '2026-10' : null;
    return [...sums].map(([group, attos]) => ({ period, group, attos }));
  },
  resourcePage: async () => ({
    total: 1,
    attos: microsToAttos(5_000_000),
    items: [
      {
        id: 'r1',
        name: 'dns-zone',
        type: 'dnszones',
        service: 'DNS',
        subscription: 'sub-a',
        resourceGroup: 'rg-a',
        region: null,
        attos: microsToAttos(5_000_000),
      },
    ],
  }),
} as unknown as CostRepository;

const PURCHASES: LicencePurchaseRecord[] = [
  {
    month: '2026-10',
    sku: 'E3',
    name: 'Microsoft 365 E3',
    seats: 10,
    billedAttos: microsToAttos(1),
    effectiveAttos: microsToAttos(1),
    listAttos: microsToAttos(1),
  },
  {
    month: '2026-10',
    sku: '',
    name: null,
    seats: 2,
    billedAttos: microsToAttos(1),
    effectiveAttos: microsToAttos(1),
    listAttos: microsToAttos(1),
  },
].map((p) => ({
  ...p,
  billedMicros: p.seats * 30_000_000,
  effectiveMicros: 0,
  listMicros: p.seats * 36_000_000,
}));
const reports: ReportRepository = {
  licencePurchases: async (_tenant, _from, _to, names) =>
    PURCHASES.filter((p) => !names || (p.name !== null && names.includes(p.name))),
};

/** No loaded rates: the fixed set. */
const exchangeRates: ExchangeRateRepository = {
  replace: async () => undefined,
  of: async () => [],
  coverage: async () => ({ currencies: [], first: undefined, last: undefined, days: 0 }),
};

const sources = { costs, reports, exchangeRates };
const scope = (reportType: string) => ({ tenantId: 't1', reportType, reportId: 'r1' });
const table = (visuals: Visual[], name: string) =>
  visuals.find((v): v is TableVisual => v.type === 'table' && v.name === name);
const cents = (amount: string | undefined) => Math.round(Number(amount ?? 'NaN') * 100);

describe('the report host with cost that has no value for a dimension', () => {
  it('lists invoice lines without a charge category or subscription under their labels, adding up', async () => {
    const page = await reportPageData(sources, scope('azure-invoice'), 'InvoiceSection2', []);
    const lines = table(page.visuals, 'invoiceLines');
    expect(lines?.rows).toEqual([
      { category: 'Usage', subscription: 'sub-a', billed: '100.00' },
      { category: 'Usage', subscription: 'sub-b', billed: '50.00' },
      { category: 'Tax', subscription: 'No subscription', billed: '2.00' },
      { category: 'No charge category', subscription: 'sub-a', billed: '7.00' },
      { category: 'No charge category', subscription: 'No subscription', billed: '3.00' },
    ]);
    expect(lines?.total?.billed).toBe('162.00');
    const sum = (lines?.rows ?? []).reduce((total, row) => total + cents(row.billed), 0);
    expect(sum).toBe(cents(lines?.total?.billed));
  });

  it("heads the invoice column of the cost without a charge category 'No charge category'", async () => {
    const page = await reportPageData(sources, scope('azure-invoice'), 'InvoiceSection1', []);
    const invoices = table(page.visuals, 'invoicesByMonth');
    const labels = invoices?.columns.map((c) => c.label);
    expect(labels).toEqual(['Billing period', 'Usage', 'Tax', 'No charge category', 'Invoice total']);
    expect(JSON.stringify(page)).not.toContain('(none)');
  });

  it("says 'No region' for a resource without one, and 'Unnamed licence' for a licence without a name", async () => {
    const details = await reportPageData(sources, scope('azure-cost'), 'ReportSection4', []);
    expect(table(details.visuals, 'topResources')?.rows[0]).toMatchObject({
      name: 'dns-zone',
      region: 'No region',
    });
    const licences = await reportPageData(sources, scope('m365-licence'), 'ReportSection1', []);
    const names = table(licences.visuals, 'licencesBySku')?.rows.map((row) => row.name);
    expect(names).toEqual(['Microsoft 365 E3', 'Unnamed licence']);
  });

  it('offers only real values in its filters, never the label of the rows without one', async () => {
    const invoice = await reportDefinition(sources, scope('azure-invoice'));
    expect(invoice.fields.map((f) => f.values)).toEqual([
      ['Tax', 'Usage'],
      ['sub-a', 'sub-b'],
    ]);
    const licence = await reportDefinition(sources, scope('m365-licence'));
    expect(licence.fields[0]?.values).toEqual(['Microsoft 365 E3']);
  });
});
