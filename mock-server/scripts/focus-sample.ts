/**
 * Writes a synthetic FOCUS 1.0 cost export shaped like the public Azure Cost Management sample (its
 * 46 columns: the FOCUS columns Azure writes plus its x_ columns, about 850 bytes a row) with
 * ROWS rows over one billing month: a few thousand resources, each with a few meters a day. For the
 * import benchmark (`bench-import.ts`) and for trying `./portal import-focus` at a customer's size.
 *
 *   node mock-server/scripts/focus-sample.ts OUT.csv [--rows 1000000] [--month 2026-10]
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

/** One row of the export: a meter of a resource on a day. */
function row(
  r: Resource,
  day: string,
  next: string,
  month: { start: string; end: string },
  random: () => number,
) {
  const quantity = Math.round((1 + random() * 23) * 1e4) / 1e4;
  const list = (quantity * r.unitPrice).toFixed(10);
  const effective = (quantity * r.unitPrice * 0.92).toFixed(10);
  const sub = `7f1c0000-0000-4000-8000-${String(r.subscription).padStart(12, '0')}`;
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
    ChargeDescription: `${r.service[0]} ${r.service[4]} in ${r.region[1]}`,
    ChargeFrequency: 'Usage-Based',
    ChargePeriodEnd: next,
    ChargePeriodStart: day,
    CommitmentDiscountCategory: '',
    CommitmentDiscountId: '',
    CommitmentDiscountName: '',
    CommitmentDiscountStatus: '',
    CommitmentDiscountType: '',
    ConsumedQuantity: String(quantity),
    ConsumedUnit: r.service[4],
    ContractedCost: effective,
    ContractedUnitPrice: (r.unitPrice * 0.92).toFixed(10),
    EffectiveCost: effective,
    InvoiceIssuerName: 'Microsoft',
    ListCost: list,
    ListUnitPrice: r.unitPrice.toFixed(10),
    PricingCategory: 'Standard',
    PricingQuantity: String(quantity),
    PricingUnit: r.service[4],
    ProviderName: 'Microsoft',
    PublisherName: 'Microsoft',
    RegionId: r.region[0],
    RegionName: r.region[1],
    ResourceId: r.id,
    ResourceName: r.name,
    ResourceType: r.service[2],
    ServiceCategory: r.service[1],
    ServiceName: r.service[0],
    SkuId: `DZH318Z0BQ${String(r.subscription).padStart(2, '0')}`,
    SkuPriceId: `DZH318Z0BQ${String(r.subscription).padStart(2, '0')}/000${r.region[0].length}`,
    SubAccountId: `/subscriptions/${sub}`,
    SubAccountName: `subscription-${String(r.subscription).padStart(2, '0')}`,
    SubAccountType: 'Subscription',
    Tags: r.tags,
    x_ResourceGroupName: r.group,
  };
  return `${AZURE_FOCUS_COLUMNS.map((column) => quote(values[column] ?? '')).join(',')}\n`;
}

/** Writes `rows` rows of `month` ('YYYY-MM') to `file`; answers the bytes written. */
export async function writeFocusSample(file: string, rows: number, month = '2026-10'): Promise<number> {
  const random = seededRandom(20261031);
  const [year, index] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const iso = (d: number) => new Date(Date.UTC(year, index - 1, d)).toISOString().replace('.000Z', 'Z');
  const span = { start: iso(1), end: iso(days + 1) };
  const perDay = Math.max(1, Math.ceil(rows / days));
  const pool = resources(Math.max(1, Math.ceil(perDay / 3)), random);
  const out = createWriteStream(file);
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`${AZURE_FOCUS_COLUMNS.join(',')}\n`);
  for (let n = 0; n < rows; n += 1) {
    const day = Math.min(days, 1 + Math.floor(n / perDay));
    const resource = pool[n % pool.length] ?? pool[0];
    if (!resource) break;
    await write(row(resource, iso(day), iso(day + 1), span, random));
  }
  out.end();
  await once(out, 'finish');
  return bytes;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { rows: { type: 'string', default: '1000000' }, month: { type: 'string', default: '2026-10' } },
  });
  const [file] = positionals;
  if (!file) {
    console.error('Usage: node mock-server/scripts/focus-sample.ts OUT.csv [--rows N] [--month YYYY-MM]');
    process.exit(2);
  }
  const rows = Number(values.rows);
  const bytes = await writeFocusSample(file, rows, values.month);
  console.log(`${file}: ${rows} rows, ${(bytes / 1e6).toFixed(1)} MB`);
}
