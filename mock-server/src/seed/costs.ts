import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { stableUuid } from './seed.ts';

/** A small, fast, seedable generator (mulberry32): the same tenant always gets the same data. */
export function random(seedText: string): () => number {
  let state = createHash('sha1').update(seedText).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Twelve months of daily cost, ending the day before the seed epoch. */
export const COST_FIRST_DAY = Date.UTC(2025, 10, 1) / 86_400_000;
export const COST_DAYS = 365;

interface Catalogue {
  service: string;
  category: string;
  subcategory: string;
  type: string;
  sku: string;
  meter: string;
  unit: string;
  /** List price per unit, USD. */
  price: number;
  /** Typical units a day, before noise. */
  daily: [number, number];
  /** Weekdays busier than weekends. */
  weekly: boolean;
  /** Share of resources of this kind covered by a reservation or savings plan. */
  committed: number;
}

const AZURE: Catalogue[] = [
  {
    service: 'Virtual Machines',
    category: 'Compute',
    subcategory: 'Virtual Machines',
    type: 'microsoft.compute/virtualmachines',
    sku: 'D4s_v5',
    meter: 'D4s v5',
    unit: '1 Hour',
    price: 0.192,
    daily: [12, 24],
    weekly: true,
    committed: 0.45,
  },
  {
    service: 'Virtual Machines',
    category: 'Compute',
    subcategory: 'Virtual Machines',
    type: 'microsoft.compute/virtualmachines',
    sku: 'E8s_v5',
    meter: 'E8s v5',
    unit: '1 Hour',
    price: 0.504,
    daily: [16, 24],
    weekly: false,
    committed: 0.6,
  },
  {
    service: 'Storage',
    category: 'Storage',
    subcategory: 'Object Storage',
    type: 'microsoft.storage/storageaccounts',
    sku: 'Hot_LRS',
    meter: 'Hot LRS Data Stored',
    unit: '1 GB/Month',
    price: 0.0208 / 30,
    daily: [500, 20_000],
    weekly: false,
    committed: 0,
  },
  {
    service: 'Azure SQL Database',
    category: 'Databases',
    subcategory: 'Relational Databases',
    type: 'microsoft.sql/servers/databases',
    sku: 'GP_Gen5_4',
    meter: 'vCore',
    unit: '1 Hour',
    price: 0.505,
    daily: [24, 24],
    weekly: false,
    committed: 0.3,
  },
  {
    service: 'Azure App Service',
    category: 'Compute',
    subcategory: 'Platform as a Service',
    type: 'microsoft.web/serverfarms',
    sku: 'P1v3',
    meter: 'P1 v3 App',
    unit: '1 Hour',
    price: 0.226,
    daily: [24, 24],
    weekly: false,
    committed: 0.2,
  },
  {
    service: 'Azure Kubernetes Service',
    category: 'Compute',
    subcategory: 'Containers',
    type: 'microsoft.containerservice/managedclusters',
    sku: 'Standard',
    meter: 'Uptime SLA',
    unit: '1 Hour',
    price: 0.1,
    daily: [24, 24],
    weekly: false,
    committed: 0,
  },
  {
    service: 'Bandwidth',
    category: 'Networking',
    subcategory: 'Network Infrastructure',
    type: 'microsoft.network/publicipaddresses',
    sku: 'Standard',
    meter: 'Data Transfer Out',
    unit: '1 GB',
    price: 0.087,
    daily: [2, 120],
    weekly: true,
    committed: 0,
  },
  {
    service: 'Log Analytics',
    category: 'Management and Governance',
    subcategory: 'Observability',
    type: 'microsoft.operationalinsights/workspaces',
    sku: 'PerGB2018',
    meter: 'Data Ingestion',
    unit: '1 GB',
    price: 2.76,
    daily: [1, 30],
    weekly: true,
    committed: 0,
  },
];

const M365: { sku: string; meter: string; price: number; share: number }[] = [
  { sku: 'SPE_E3', meter: 'Microsoft 365 E3', price: 36, share: 0.55 },
  { sku: 'SPE_E5', meter: 'Microsoft 365 E5', price: 57, share: 0.15 },
  { sku: 'O365_BUSINESS_PREMIUM', meter: 'Microsoft 365 Business Premium', price: 22, share: 0.2 },
  { sku: 'Microsoft_365_Copilot', meter: 'Microsoft 365 Copilot', price: 30, share: 0.1 },
];

const REGIONS = [
  ['westeurope', 'West Europe'],
  ['northeurope', 'North Europe'],
  ['eastus', 'East US'],
  ['uksouth', 'UK South'],
] as const;
const TEAMS = ['finance', 'sales', 'platform', 'data', 'marketing', 'hr'];
const ENVIRONMENTS = ['prod', 'test', 'dev'];

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Resource counts and seat counts per tenant: Contoso is the large estate. */
const SIZES: Record<string, { resources: number; subscriptions: number; seats: number } | undefined> = {
  contoso: { resources: 1500, subscriptions: 12, seats: 2500 },
  fabrikam: { resources: 80, subscriptions: 3, seats: 150 },
  demo: { resources: 150, subscriptions: 4, seats: 300 },
};

/**
 * FinOps FOCUS cost rows for Azure and Microsoft 365, deterministic per tenant: list, contracted
 * (the reseller's price), effective (commitments amortised) and billed cost side by side, with
 * weekly seasonality, growth, and a few anomalies. Readable through the `focus_costs` view.
 */
export function seedCosts(db: Database, tenantIds: string[] = Object.keys(SIZES)): void {
  db.transaction(() => {
    for (const tenantId of tenantIds) {
      db.run('DELETE FROM cost_daily WHERE resource IN (SELECT id FROM cost_resources WHERE tenant_id = ?)', [
        tenantId,
      ]);
      db.run('DELETE FROM cost_resources WHERE tenant_id = ?', [tenantId]);
      const size = SIZES[tenantId];
      if (!size) continue;
      const rand = random(`costs:${tenantId}`);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
      const account = `${tenantId.toUpperCase()}-CSP-0001`;
      const subscriptions = Array.from({ length: size.subscriptions }, (_, i) => ({
        id: stableUuid(tenantId, 'subscription', String(i)),
        name: `${tenantId}-${pick(TEAMS)}-${pick(ENVIRONMENTS)}-${String(i + 1).padStart(2, '0')}`,
      }));
      const insertResource = db.sqlite.prepare(
        `INSERT INTO cost_resources (tenant_id, provider_name, publisher_name, billing_account_id, billing_account_name,
           sub_account_id, sub_account_name, resource_id, resource_name, resource_type, region_id, region_name,
           service_category, service_name, service_subcategory, sku_id, sku_meter, charge_category, charge_frequency,
           pricing_unit, list_unit_price, contracted_unit_price, commitment_discount_id, commitment_discount_type, tags)
         VALUES (?, 'Microsoft', 'Microsoft', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const insertDay = db.sqlite.prepare('INSERT INTO cost_daily VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
      // Anomalies: a few resources spike for a few days (usage, not price).
      const anomalyDays = new Set([COST_FIRST_DAY + 200, COST_FIRST_DAY + 201, COST_FIRST_DAY + 330]);

      for (let i = 0; i < size.resources; i += 1) {
        const kind = pick(AZURE);
        const sub = pick(subscriptions);
        const [regionId, regionName] = pick(REGIONS);
        const team = pick(TEAMS);
        const env = pick(ENVIRONMENTS);
        const name = `${kind.type.split('/').pop()?.slice(0, 4) ?? 'res'}-${team}-${env}-${String(i).padStart(4, '0')}`;
        const committed = rand() < kind.committed;
        const discount = 0.85 + rand() * 0.1;
        const tags = {
          team,
          environment: env,
          costcenter: `CC-${100 + TEAMS.indexOf(team)}`,
          ...(rand() < 0.22 ? {} : { owner: `${team}@${tenantId}.example` }),
        };
        const { lastInsertRowid } = insertResource.run(
          tenantId,
          account,
          `${tenantId} CSP agreement`,
          sub.id,
          sub.name,
          `/subscriptions/${sub.id}/resourceGroups/rg-${team}-${env}/providers/${kind.type}/${name}`,
          name,
          kind.type,
          regionId,
          regionName,
          kind.category,
          kind.service,
          kind.subcategory,
          kind.sku,
          kind.meter,
          'Usage',
          'Usage-Based',
          kind.unit,
          kind.price,
          round(kind.price * discount),
          committed ? stableUuid(tenantId, 'reservation', kind.sku) : null,
          committed
            ? kind.sku.startsWith('D') || kind.sku.startsWith('E')
              ? 'Reservation'
              : 'Savings Plan'
            : null,
          JSON.stringify(tags),
        );
        const [low, high] = kind.daily;
        const base = low + rand() * (high - low);
        const growth = 0.0003 + rand() * 0.001;
        const started = COST_FIRST_DAY + (rand() < 0.15 ? Math.floor(rand() * 300) : 0);
        const spikes = rand() < 0.01;
        for (let day = started; day < COST_FIRST_DAY + COST_DAYS; day += 1) {
          const weekday = new Date(day * 86_400_000).getUTCDay();
          const season = kind.weekly && (weekday === 0 || weekday === 6) ? 0.45 : 1;
          const spike = spikes && anomalyDays.has(day) ? 4 + rand() * 3 : 1;
          const quantity = round(
            base * season * spike * (1 + growth * (day - COST_FIRST_DAY)) * (0.9 + rand() * 0.2),
          );
          const list = round(quantity * kind.price);
          const contracted = round(quantity * kind.price * discount);
          // Covered usage is paid through the commitment: billed 0, effective the amortised share.
          const effective = committed ? round(list * 0.62) : contracted;
          const billed = committed ? 0 : contracted;
          insertDay.run(
            Number(lastInsertRowid),
            day,
            quantity,
            list,
            contracted,
            effective,
            billed,
            committed ? 1 : 0,
          );
        }
      }

      // Commitments are bought monthly: a Purchase row per reservation or savings plan whose billed
      // cost is what the covered usage amortised (effective 0, as FOCUS counts it in the usage).
      const commitments = db.all<{
        cid: string;
        ctype: string;
        service: string;
        sku: string;
        month: string;
        amount: number;
      }>(
        `SELECT r.commitment_discount_id AS cid, r.commitment_discount_type AS ctype, MIN(r.service_name) AS service,
                MIN(r.sku_id) AS sku, strftime('%Y-%m-01', d.day * 86400, 'unixepoch') AS month, SUM(d.effective_cost) AS amount
         FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
         WHERE r.tenant_id = ? AND d.committed = 1 GROUP BY cid, month ORDER BY cid, month`,
        [tenantId],
      );
      const purchaseRows = new Map<string, number>();
      for (const c of commitments) {
        let id = purchaseRows.get(c.cid);
        if (id === undefined) {
          const { lastInsertRowid } = insertResource.run(
            tenantId,
            account,
            `${tenantId} CSP agreement`,
            subscriptions[0]?.id ?? stableUuid(tenantId, 'subscription', '0'),
            subscriptions[0]?.name ?? tenantId,
            `/providers/microsoft.capacity/reservationorders/${c.cid}`,
            `${c.ctype} ${c.sku}`,
            'microsoft.capacity/reservationorders',
            null,
            null,
            'Compute',
            c.service,
            'Commitment',
            c.sku,
            `${c.ctype} purchase`,
            'Purchase',
            'Recurring',
            '1 Month',
            0,
            0,
            c.cid,
            c.ctype,
            JSON.stringify({ team: 'platform' }),
          );
          id = Number(lastInsertRowid);
          purchaseRows.set(c.cid, id);
        }
        const day = Date.parse(`${c.month}T00:00:00Z`) / 86_400_000;
        const amount = round(c.amount);
        insertDay.run(id, day, 1, amount, amount, 0, amount, 0);
      }

      // Microsoft 365 seats: a monthly recurring purchase per SKU, on the first day of each month.
      for (const sku of M365) {
        const seats = Math.round(size.seats * sku.share);
        const { lastInsertRowid } = insertResource.run(
          tenantId,
          account,
          `${tenantId} CSP agreement`,
          stableUuid(tenantId, 'm365'),
          `${tenantId} Microsoft 365`,
          `/licenses/${tenantId}/${sku.sku}`,
          sku.meter,
          'microsoft.office/subscriptions',
          null,
          null,
          'Productivity',
          'Microsoft 365',
          'Office Suite',
          sku.sku,
          sku.meter,
          'Purchase',
          'Recurring',
          '1 License/Month',
          sku.price,
          round(sku.price * 0.92),
          null,
          null,
          JSON.stringify({ workload: 'm365' }),
        );
        for (let day = COST_FIRST_DAY; day < COST_FIRST_DAY + COST_DAYS; day += 1) {
          if (new Date(day * 86_400_000).getUTCDate() !== 1) continue;
          const month = Math.floor((day - COST_FIRST_DAY) / 30);
          const quantity = Math.round(seats * (1 + month * 0.004));
          const list = round(quantity * sku.price);
          const contracted = round(quantity * sku.price * 0.92);
          insertDay.run(Number(lastInsertRowid), day, quantity, list, contracted, contracted, contracted, 0);
        }
      }
    }
  });
}
