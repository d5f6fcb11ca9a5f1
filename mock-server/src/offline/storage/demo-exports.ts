/**
 * The demo tenants' cost exports as the clouds deliver them, for the storage emulators of the
 * offline world (`./portal start`, `./portal test`): Tailspin Toys' Azure export
 * (import/demo-export.ts) split into its billing months, each a Cost Management export run, the last
 * month delivered twice (a month-to-date run on the 15th, then the full month: the newer run
 * replaces the month); and Tailspin's AWS account, a small AWS Data Exports FOCUS 1.0 export of the
 * same months. Deterministic: the same bytes every time. {@link exactSum} sums a column of a CSV
 * as the import does, exactly, for the tests that check a run's figures.
 */
import { csvField } from '../../import/csv.ts';
import { DEMO_EXPORT_DAYS, demoExportCsv } from '../../import/demo-export.ts';
import { FOCUS_VERSIONS } from '../../import/focus-versions.ts';
import { seededRandom } from '../../import/seeded-random.ts';
import { awsExportDelivery, azureExportRun, type StorageObject } from './cloud-exports.ts';

/** The fields of a CSV line (quoted fields may hold commas and doubled quotes). */
function fields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

const lines = (csv: string) => csv.split(/\r?\n/).filter((l) => l !== '');

/** The exact sum of a money column of a CSV, rounded once to the cent: '1234.57'. */
export function exactSum(csv: string, column: string): string {
  const [header = '', ...rows] = lines(csv);
  const index = fields(header).indexOf(column);
  if (index < 0) throw new Error(`no column ${column}`);
  const SCALE = 20;
  let total = 0n;
  for (const row of rows) {
    const text = fields(row)[index] ?? '';
    if (!text) continue;
    const negative = text.startsWith('-');
    const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
    const units = BigInt(whole) * 10n ** BigInt(SCALE) + BigInt(fraction.padEnd(SCALE, '0').slice(0, SCALE));
    total += negative ? -units : units;
  }
  const unit = 10n ** BigInt(SCALE - 2);
  const negative = total < 0n;
  const abs = negative ? -total : total;
  const cents = (abs + unit / 2n) / unit;
  return `${negative ? '-' : ''}${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** The rows of a CSV whose column starts with a prefix, with the header. */
function filterRows(csv: string, column: string, keep: (value: string) => boolean): string {
  const [header = '', ...rows] = lines(csv);
  const index = fields(header).indexOf(column);
  return `${[header, ...rows.filter((row) => keep(fields(row)[index] ?? ''))].join('\r\n')}\r\n`;
}

/** The months of the demo export, 'YYYY-MM'. */
export const DEMO_MONTHS = ['2026-08', '2026-09', '2026-10'] as const;

/** Tailspin's Azure export of one month (CSV text), up to a day of it when given (month to date). */
export function tailspinAzureMonth(month: string, throughDay?: number): string {
  return filterRows(demoExportCsv(), 'ChargePeriodStart', (value) => {
    if (!value.startsWith(month)) return false;
    return throughDay === undefined || Number(value.slice(8, 10)) <= throughDay;
  });
}

const AWS_RESOURCES = [
  {
    id: 'i-0a1b2c3d4e5f60718',
    service: 'Amazon Elastic Compute Cloud',
    category: 'Compute',
    unit: 'Hrs',
    quantity: 48,
    price: '0.0960000000',
    sku: 'm6i.large',
  },
  {
    id: 'tailspin-assets',
    service: 'Amazon Simple Storage Service',
    category: 'Storage',
    unit: 'GB-Mo',
    quantity: 410,
    price: '0.0007666667',
    sku: 'TimedStorage-ByteHrs',
  },
  {
    id: 'tailspin-orders-db',
    service: 'Amazon Relational Database Service',
    category: 'Databases',
    unit: 'Hrs',
    quantity: 24,
    price: '0.1710000000',
    sku: 'db.m6g.large',
  },
] as const;

/** Tailspin's AWS account's FOCUS 1.0 export of one month (CSV text, AWS's columns). */
export function tailspinAwsMonth(month: string): string {
  const columns = FOCUS_VERSIONS['1.0'];
  const random = seededRandom(Number(month.replace('-', '')));
  const start = Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);
  const end = Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1);
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
  const rows = [columns.join(',')];
  for (let day = start; day < end; day += 86_400_000) {
    for (const r of AWS_RESOURCES) {
      // Quantities of four decimals, the cost their exact product with the price (14 decimals).
      const quantity = (Math.round(r.quantity * (0.9 + random() * 0.2) * 1e4) / 1e4).toFixed(4);
      const [qw = '0', qf = ''] = quantity.split('.');
      const [pw = '0', pf = ''] = r.price.split('.');
      const product = BigInt(qw + qf) * BigInt(pw + pf);
      const digits = qf.length + pf.length;
      const text = product.toString().padStart(digits + 1, '0');
      const cost = `${text.slice(0, -digits)}.${text.slice(-digits)}`;
      const values: Record<string, string> = {
        BilledCost: cost,
        EffectiveCost: cost,
        ListCost: cost,
        ContractedCost: cost,
        ListUnitPrice: r.price,
        ContractedUnitPrice: r.price,
        BillingAccountId: '111122223333',
        BillingAccountName: 'Tailspin Toys AWS',
        BillingCurrency: 'USD',
        BillingPeriodStart: iso(start),
        BillingPeriodEnd: iso(end),
        ChargeCategory: 'Usage',
        ChargeDescription: `${r.service} ${r.sku}`,
        ChargeFrequency: 'Usage-Based',
        ChargePeriodStart: iso(day),
        ChargePeriodEnd: iso(day + 86_400_000),
        ConsumedQuantity: quantity,
        ConsumedUnit: r.unit,
        PricingQuantity: quantity,
        PricingUnit: r.unit,
        PricingCategory: 'Standard',
        InvoiceIssuerName: 'Amazon Web Services, Inc.',
        ProviderName: 'AWS',
        PublisherName: 'Amazon Web Services, Inc.',
        RegionId: 'eu-west-1',
        RegionName: 'Europe (Ireland)',
        ResourceId: `arn:aws:${r.category === 'Storage' ? 's3' : r.category === 'Databases' ? 'rds' : 'ec2'}:eu-west-1:111122223333:${r.id}`,
        ResourceName: r.id,
        ResourceType: r.category,
        ServiceCategory: r.category,
        ServiceName: r.service,
        SkuId: r.sku,
        SkuPriceId: `${r.sku}/OnDemand`,
        SubAccountId: '111122223333',
        SubAccountName: 'tailspin-prod',
        Tags: '{"team":"shop","environment":"prod"}',
      };
      rows.push(columns.map((c) => csvField(values[c] ?? '')).join(','));
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** Where the demo exports go: the container's directory and export, the bucket's prefix and export. */
export const DEMO_STORAGE = {
  container: 'cost-exports',
  directory: 'tailspin',
  azureExport: 'tailspin-focus-daily',
  bucket: 'tailspin-billing',
  prefix: 'focus',
  awsExport: 'tailspin-focus',
} as const;

/** Tailspin's Azure export runs: one per month, the last month's month-to-date run and its full run after it. */
export function tailspinAzureObjects(): StorageObject[] {
  const run = (month: string, n: number, csv: string, submitted: string) =>
    azureExportRun({
      directory: DEMO_STORAGE.directory,
      exportName: DEMO_STORAGE.azureExport,
      month,
      runId: `7a1c0000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      submitted,
      parts: [csv],
    });
  const [last] = DEMO_MONTHS.slice(-1) as [string];
  return [
    ...DEMO_MONTHS.flatMap((month, i) =>
      run(month, i + 1, tailspinAzureMonth(month), `${nextMonth(month)}-01T04:00:00Z`),
    ),
    // The last month, month to date on its 15th: superseded by its full run above.
    ...run(last, 9, tailspinAzureMonth(last, 15), `${last}-16T04:00:00Z`),
  ];
}

/** Tailspin's AWS deliveries, one per billing period. */
export function tailspinAwsObjects(): StorageObject[] {
  return DEMO_MONTHS.flatMap((month, i) =>
    awsExportDelivery({
      bucket: DEMO_STORAGE.bucket,
      prefix: DEMO_STORAGE.prefix,
      exportName: DEMO_STORAGE.awsExport,
      month,
      executionId: `3f1c9b2e-0000-4a7b-9c1d-00000000000${i + 1}`,
      parts: [tailspinAwsMonth(month)],
    }),
  );
}

function nextMonth(month: string): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1));
  return d.toISOString().slice(0, 7);
}

export { DEMO_EXPORT_DAYS };
