/**
 * Writes a synthetic FOCUS 1.0 cost export shaped like the public Azure Cost Management sample (its
 * 46 columns: the FOCUS columns Azure writes plus its x_ columns, about 870 bytes a row) with
 * ROWS rows over one billing month, in the shape of a large estate's month (issue 34): by default
 * 1,000,000 rows of February 2026 (28 days) for 20,011 resources, every resource on every day
 * (560,308 resource-days), a day's resource with one meter or two (a second SKU, its own charge
 * description and unit), day after day as Azure writes them. For the import benchmark
 * (`bench-import.ts`) and for trying `./portal import-focus` at a customer's size.
 *
 *   node mock-server/scripts/focus-sample.ts OUT.csv [--rows 1000000] [--month 2026-02] [--resources 20011]
 *
 * The rows are deterministic (a seeded generator), so two runs write the same file.
 */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { AZURE_FOCUS_COLUMNS } from '../src/import/focus-versions.ts';
import { seededRandom } from '../src/import/seeded-random.ts';

export { AZURE_FOCUS_COLUMNS };

const SERVICES = [
  ['Virtual Machines', 'Compute', 'microsoft.compute/virtualmachines', 'vm', '1 Hour'],
  ['Storage', 'Storage', 'microsoft.storage/storageaccounts', 'st', 'GB-Months'],
  ['Azure SQL Database', 'Databases', 'microsoft.sql/servers/databases', 'sqldb', '1 Hour'],
  ['Azure Kubernetes Service', 'Compute', 'microsoft.containerservice/managedclusters', 'aks', '1 Hour'],
  ['Azure App Service', 'Web', 'microsoft.web/sites', 'app', '1 Hour'],
  ['Azure Cosmos DB', 'Databases', 'microsoft.documentdb/databaseaccounts', 'cosmos', '100 Request Units'],
  ['Bandwidth', 'Networking', 'microsoft.network/publicipaddresses', 'pip', '1 GB'],
  ['Log Analytics', 'Management and Governance', 'microsoft.operationalinsights/workspaces', 'log', '1 GB'],
] as const;
const REGIONS = [
  ['westeurope', 'West Europe'],
  ['northeurope', 'North Europe'],
  ['eastus', 'East US'],
  ['uksouth', 'UK South'],
] as const;
const TEAMS = ['platform', 'data', 'web', 'payments', 'search', 'identity'];
const ENVIRONMENTS = ['prod', 'test', 'dev'];

const quote = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

interface Resource {
  service: (typeof SERVICES)[number];
  region: (typeof REGIONS)[number];
  subscription: number;
  name: string;
  group: string;
  id: string;
  tags: string;
  unitPrice: number;
}

function resources(count: number, random: () => number): Resource[] {
  return Array.from({ length: count }, (_, index) => {
    const service = SERVICES[index % SERVICES.length] ?? SERVICES[0];
    const region = REGIONS[Math.floor(random() * REGIONS.length)] ?? REGIONS[0];
    const subscription = index % 12;
    const team = TEAMS[index % TEAMS.length] ?? 'platform';
    const environment = ENVIRONMENTS[index % ENVIRONMENTS.length] ?? 'prod';
    const group = `rg-${team}-${environment}`;
    const name = `${service[3]}-${team}-${environment}-${String(index).padStart(5, '0')}`;
    const sub = `7f1c0000-0000-4000-8000-${String(subscription).padStart(12, '0')}`;
    const id = `/subscriptions/${sub}/resourceGroups/${group}/providers/${service[2]}/${name}`;
    const tags = JSON.stringify({ team, environment, costcenter: `CC-${1000 + (index % 40)}` });
    return { service, region, subscription, name, group, id, tags, unitPrice: 0.01 + random() * 2.5 };
  });
}

/** A resource's second meter: its own SKU, charge description and unit (a disk, a transfer, a licence). */
const SECOND_METERS = [
  ['Managed Disks', 'GB-Months'],
  ['Data Transfer Out', 'GB'],
  ['Operations', '10000 Requests'],
  ['Backup Storage', 'GB-Months'],
] as const;

/** One row of the export: a meter (0: the resource's own, 1: its second) of a resource on a day. */
function row(
  r: Resource,
  meter: 0 | 1,
  day: string,
  next: string,
  month: { start: string; end: string },
  random: () => number,
) {
  const quantity = Math.round((1 + random() * 23) * 1e4) / 1e4;
  const second = SECOND_METERS[r.subscription % SECOND_METERS.length] ?? SECOND_METERS[0];
  const price = meter === 0 ? r.unitPrice : r.unitPrice / 7;
  const unit = meter === 0 ? r.service[4] : second[1];
  const list = (quantity * price).toFixed(10);
  const effective = (quantity * price * 0.92).toFixed(10);
  const sub = `7f1c0000-0000-4000-8000-${String(r.subscription).padStart(12, '0')}`;
  const sku = `DZH318Z0BQ${String(r.subscription).padStart(2, '0')}${meter === 0 ? '' : 'M2'}`;
  const values: Record<string, string> = {
    AvailabilityZone: '',
    BilledCost: effective,
    BillingAccountId: '/providers/Microsoft.Billing/billingAccounts/12345678',
    BillingAccountName: 'Contoso Enterprise Agreement',
    BillingAccountType: 'Billing Account',
    BillingCurrency: 'USD',
    BillingPeriodEnd: month.end,
    BillingPeriodStart: month.start,
    ChargeCategory: 'Usage',
    ChargeClass: '',
    ChargeDescription: `${r.service[0]}${meter === 0 ? '' : ` ${second[0]}`} ${unit} in ${r.region[1]}`,
    ChargeFrequency: 'Usage-Based',
    ChargePeriodEnd: next,
    ChargePeriodStart: day,
    CommitmentDiscountCategory: '',
    CommitmentDiscountId: '',
    CommitmentDiscountName: '',
    CommitmentDiscountStatus: '',
    CommitmentDiscountType: '',
    ConsumedQuantity: String(quantity),
    ConsumedUnit: unit,
    ContractedCost: effective,
    ContractedUnitPrice: (price * 0.92).toFixed(10),
    EffectiveCost: effective,
    InvoiceIssuerName: 'Microsoft',
    ListCost: list,
    ListUnitPrice: price.toFixed(10),
    PricingCategory: 'Standard',
    PricingQuantity: String(quantity),
    PricingUnit: unit,
    ProviderName: 'Microsoft',
    PublisherName: 'Microsoft',
    RegionId: r.region[0],
    RegionName: r.region[1],
    ResourceId: r.id,
    ResourceName: r.name,
    ResourceType: r.service[2],
    ServiceCategory: r.service[1],
    ServiceName: r.service[0],
    SkuId: sku,
    SkuPriceId: `${sku}/000${r.region[0].length}`,
    SubAccountId: `/subscriptions/${sub}`,
    SubAccountName: `subscription-${String(r.subscription).padStart(2, '0')}`,
    SubAccountType: 'Subscription',
    Tags: r.tags,
    x_ResourceGroupName: r.group,
  };
  return `${AZURE_FOCUS_COLUMNS.map((column) => quote(values[column] ?? '')).join(',')}\n`;
}

/** The shape of a sample: how many rows over how many resources, in which month ('YYYY-MM'). */
export interface SampleShape {
  rows: number;
  month?: string;
  /** The resources; by default as many as one row a resource and day at most allows, up to 20,011. */
  resources?: number;
}

/** The issue's month: a million rows of 20,011 resources over February 2026's 28 days. */
export const LARGE_ESTATE_MONTH = { rows: 1_000_000, month: '2026-02', resources: 20_011 } as const;

/**
 * Writes the sample to `file`: every resource on every day of the month (the resource-days), a
 * resource's day one row or two (its second meter) so that the rows come to `rows`; answers the
 * bytes written and the resource-days.
 */
export async function writeFocusSample(
  file: string,
  shape: SampleShape = LARGE_ESTATE_MONTH,
): Promise<{ bytes: number; resourceDays: number }> {
  const random = seededRandom(20260228);
  const month = shape.month ?? LARGE_ESTATE_MONTH.month;
  const [year, index] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const iso = (d: number) => new Date(Date.UTC(year, index - 1, d)).toISOString().replace('.000Z', 'Z');
  const span = { start: iso(1), end: iso(days + 1) };
  const count = Math.max(
    1,
    Math.min(shape.resources ?? LARGE_ESTATE_MONTH.resources, Math.floor(shape.rows / days) || 1),
  );
  const pool = resources(count, random);
  const resourceDays = Math.min(shape.rows, count * days);
  // The share of resource-days with a second meter, spread evenly over them.
  const seconds = Math.min(resourceDays, shape.rows - resourceDays) / resourceDays;
  const out = createWriteStream(file);
  let bytes = 0;
  let buffered = '';
  const write = async (text: string, flush = false) => {
    buffered += text;
    if (buffered.length < 1 << 16 && !flush) return;
    bytes += Buffer.byteLength(buffered);
    const ok = out.write(buffered);
    buffered = '';
    if (!ok) await once(out, 'drain');
  };
  await write(`${AZURE_FOCUS_COLUMNS.join(',')}\n`);
  let written = 0;
  for (let d = 1; d <= days && written < shape.rows; d += 1) {
    for (const [i, resource] of pool.entries()) {
      if (written >= shape.rows) break;
      const n = (d - 1) * pool.length + i;
      await write(row(resource, 0, iso(d), iso(d + 1), span, random));
      written += 1;
      if (Math.floor((n + 1) * seconds) > Math.floor(n * seconds) && written < shape.rows) {
        await write(row(resource, 1, iso(d), iso(d + 1), span, random));
        written += 1;
      }
    }
  }
  await write('', true);
  out.end();
  await once(out, 'finish');
  return { bytes, resourceDays };
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rows: { type: 'string', default: String(LARGE_ESTATE_MONTH.rows) },
      month: { type: 'string', default: LARGE_ESTATE_MONTH.month },
      resources: { type: 'string', default: String(LARGE_ESTATE_MONTH.resources) },
    },
  });
  const [file] = positionals;
  if (!file) {
    console.error(
      'Usage: node mock-server/scripts/focus-sample.ts OUT.csv [--rows N] [--month YYYY-MM] [--resources N]',
    );
    process.exit(2);
  }
  const rows = Number(values.rows);
  const { bytes, resourceDays } = await writeFocusSample(file, {
    rows,
    month: values.month,
    resources: Number(values.resources),
  });
  console.log(`${file}: ${rows} rows, ${resourceDays} resource-days, ${(bytes / 1e6).toFixed(1)} MB`);
}
