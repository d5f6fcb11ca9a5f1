import { random } from '../random.ts';
import {
  AZURE,
  type Catalogue,
  COST_DAYS,
  COST_FIRST_DAY,
  COST_PROJECTS,
  micros,
  REGIONS,
  round6,
  TEAMS,
} from './catalogue.ts';
import { commitmentFor } from './commitments.ts';
import type { Commitment, Subscription, TenantCosts } from './context.ts';
import { addTaxBase } from './tax.ts';

/** An Azure resource as its daily rows need it. */
interface PricedResource {
  /** The `cost_resources` row. */
  resource: number;
  kind: Catalogue;
  /** The reseller's unit price. */
  contractedPrice: number;
  /** The resource's generator, after the draws that made the resource. */
  r: () => number;
}

/** Azure resources, `size.resources × scale` of them, each with a generator of its own, and their usage. */
export function seedAzureUsage(costs: TenantCosts): void {
  const count = costs.size.resources * costs.scale;
  for (let i = 0; i < count; i += 1) seedAzureResource(costs, i);
}

/**
 * The `i`th Azure resource: its kind, subscription, region, tags, price and whether a commitment
 * covers it; then its daily usage.
 */
function seedAzureResource(costs: TenantCosts, i: number): void {
  const { tenantId } = costs;
  const r = random(`costs:${tenantId}:resource:${i}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
  const kind = pick(AZURE);
  const sub = pick(costs.subscriptions);
  const [regionId, regionName] = pick(REGIONS);
  // Mostly the subscription's team and environment; some resources belong to another team.
  const team = r() < 0.8 ? sub.team : pick(TEAMS);
  const environment = sub.environment;
  const name = `${kind.type.split('/').pop()?.slice(0, 4) ?? 'res'}-${team}-${environment}-${String(i).padStart(4, '0')}`;
  const committed = kind.commitment !== undefined && r() < kind.committed;
  const discount = 0.85 + r() * 0.1;
  const contractedPrice = round6(kind.price * discount);
  const project = r() < 0.15 ? undefined : pick(COST_PROJECTS);
  const tags: Record<string, string> = {
    team,
    environment,
    costcenter: `CC-${100 + TEAMS.indexOf(team)}`,
    ...(project ? { project } : {}),
    ...(r() < 0.22 ? {} : { owner: `${team}@${tenantId}.example` }),
  };
  const commitment = committed ? commitmentFor(costs, kind, regionId, regionName) : undefined;
  const resource = costs.addResource({
    subId: sub.id,
    subName: sub.name,
    resourceId: `/subscriptions/${sub.id}/resourceGroups/rg-${team}-${environment}/providers/${kind.type}/${name}`,
    resourceName: name,
    resourceType: kind.type,
    regionId,
    regionName,
    serviceCategory: kind.category,
    service: kind.service,
    subcategory: kind.subcategory,
    sku: kind.sku,
    meter: kind.meter,
    chargeCategory: 'Usage',
    chargeFrequency: 'Usage-Based',
    pricingCategory: commitment ? 'Committed' : 'Standard',
    unit: kind.unit,
    listUnitPrice: kind.price,
    contractedUnitPrice: contractedPrice,
    commitmentId: commitment?.id ?? null,
    commitmentType: commitment?.type ?? null,
    commitmentCategory: commitment ? (commitment.type === 'Reservation' ? 'Usage' : 'Spend') : null,
    tags,
  });
  const priced = { resource, kind, contractedPrice, r };
  if (commitment) seedCoveredUsage(costs, priced, commitment);
  else seedPayAsYouGoUsage(costs, priced, sub);
}

/**
 * Covered usage: steady, up to 24 hours a day; the resource's share of the commitment's fixed
 * monthly amount is amortised per day, and the hours not run are the commitment's unused part.
 */
function seedCoveredUsage(
  { cal, facts }: TenantCosts,
  { resource, kind, contractedPrice, r }: PricedResource,
  commitment: Commitment,
): void {
  const share = micros(24 * 30.4375 * kind.price * commitment.factor);
  commitment.monthly += share;
  commitment.resources += 1;
  for (let d = 0; d < COST_DAYS; d += 1) {
    const length = cal.monthLength[d] ?? 30;
    const amortised = Math.floor(share / length) + ((cal.dayInMonth[d] ?? 0) < share % length ? 1 : 0);
    const running = Math.min(1, (commitment.utilisation[cal.monthIndex[d] ?? 0] ?? 0.9) + (r() - 0.5) * 0.08);
    const hours = Math.round(24e6 * running);
    const used = Math.floor((amortised * hours) / 24e6);
    commitment.unusedMicros[d] = (commitment.unusedMicros[d] ?? 0) + amortised - used;
    commitment.unusedHours[d] = (commitment.unusedHours[d] ?? 0) + 24e6 - hours;
    const quantity = hours / 1e6;
    facts.row(
      resource,
      COST_FIRST_DAY + d,
      quantity,
      micros(quantity * kind.price),
      micros(quantity * contractedPrice),
      used,
      0,
      1,
    );
  }
}

/**
 * Pay-as-you-go usage: a base that grows, with the seasonality of its kind, noise, and the anomalies
 * of its service in its subscription; some resources start within the window.
 */
function seedPayAsYouGoUsage(
  costs: TenantCosts,
  { resource, kind, contractedPrice, r }: PricedResource,
  sub: Subscription,
): void {
  const { cal, facts } = costs;
  const [low, high] = kind.daily;
  const base = low + r() * (high - low);
  const growth = 0.0003 + r() * 0.001;
  const started = r() < 0.15 ? Math.floor(r() * 300) : 0;
  const season = kind.weekly ? cal.seasonWeekly : cal.seasonSteady;
  const spikes = costs.anomalies.filter((a) => a.service === kind.service && a.subscription === sub.name);
  for (let d = started; d < COST_DAYS; d += 1) {
    let spike = 1;
    for (const a of spikes) if (a.dayIndexes.has(d)) spike = a.factor;
    const quantity = round6(base * (season[d] ?? 1) * spike * (1 + growth * d) * (0.9 + r() * 0.2));
    const list = micros(quantity * kind.price);
    const contracted = micros(quantity * contractedPrice);
    facts.row(resource, COST_FIRST_DAY + d, quantity, list, contracted, contracted, contracted, 0);
    addTaxBase(costs, sub, kind, cal.monthStart[d] ?? 0, list, contracted, contracted);
  }
}
