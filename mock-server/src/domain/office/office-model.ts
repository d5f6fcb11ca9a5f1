/**
 * The office suite's model (Designed): users with their licences and activity, seats per licence with
 * the waste priced in the tenant's currency, and the workloads each licence covers.
 */
import type { components } from '@portal/contracts/openapi';
import type { DataAccess } from '../../data/data-access.ts';
import {
  OFFICE_KINDS,
  type OfficeSkuData,
  type OfficeUserData,
  type UsageDayData,
  type Workload,
} from '../../data/office-records.ts';
import type { RecordRepository } from '../../data/record-repository.ts';
import { dayOf } from '../calendar.ts';
import type { Display } from '../costs/currency.ts';
import { formatCents, microsToCents } from '../money.ts';
import { PRICE_CURRENCY, type TenantMoney, tenantMoney } from '../tenant-money.ts';

type Schemas = components['schemas'];

/** A licensed user with no activity for this many days is inactive (their seat is waste). */
export const INACTIVE_AFTER_DAYS = 30;
/** Joiners and leavers of this many days are listed. */
export const JOINER_LEAVER_DAYS = 180;

export interface OfficeUser extends OfficeUserData {
  id: string;
}

/** The office suite of a tenant as the services compute with it. */
export interface OfficeModel {
  /** The latest day with activity data (the tenant's last day of cost data). */
  asOf: string;
  skus: OfficeSkuData[];
  users: OfficeUser[];
  money: TenantMoney;
}

export async function officeModel(
  data: DataAccess,
  tenantId: string,
  display?: Display,
): Promise<OfficeModel> {
  return loadOffice(data.records, tenantId, await tenantMoney(data, tenantId, display));
}

export async function loadOffice(
  records: RecordRepository,
  tenantId: string,
  money: TenantMoney,
): Promise<OfficeModel> {
  const [skus, users, days] = await Promise.all([
    records.list<OfficeSkuData>(tenantId, OFFICE_KINDS.sku),
    records.list<OfficeUserData>(tenantId, OFFICE_KINDS.user),
    records.list<UsageDayData>(tenantId, OFFICE_KINDS.usageDay),
  ]);
  const asOf = days.at(-1)?.id ?? new Date().toISOString().slice(0, 10);
  return { asOf, skus: skus.map((s) => s.data), users: users.map((u) => ({ id: u.id, ...u.data })), money };
}

/** Prices kept in the catalogue's currency: cents of the list prices themselves. */
export const LIST_PRICES: TenantMoney = {
  currency: PRICE_CURRENCY,
  cents: (micros) => microsToCents(BigInt(micros)),
  format: formatCents,
};

/**
 * The licence waste a month (unassigned and inactive seats at their list prices) in micro-units of
 * the price currency, for callers that convert it themselves (the cost summary's display currency).
 */
export async function licenceWasteMicros(records: RecordRepository, tenantId: string): Promise<bigint> {
  const seats = licenceSeats(await loadOffice(records, tenantId, LIST_PRICES));
  return seats.reduce((sum, s) => sum + s.wasteCents, 0n) * 10_000n;
}

/** The user's last day of activity in any workload. */
export const lastActivity = (user: OfficeUserData): string | undefined =>
  Object.values(user.lastActive).sort().at(-1);

/** Whether a user was active within the last {@link INACTIVE_AFTER_DAYS} days up to `asOf`. */
export const isActive = (user: OfficeUserData, asOf: string, workload?: Workload): boolean => {
  const last = workload ? user.lastActive[workload] : lastActivity(user);
  return last !== undefined && dayOf(last) > dayOf(asOf) - INACTIVE_AFTER_DAYS;
};

export function userStatus(user: OfficeUserData, asOf: string): 'active' | 'inactive' | 'unlicensed' {
  if (user.licences.length === 0) return 'unlicensed';
  return isActive(user, asOf) ? 'active' : 'inactive';
}

/** Seats per licence: assigned (leavers still holding theirs count), active, and the waste in cents. */
export function licenceSeats(model: OfficeModel) {
  return model.skus.map((sku) => {
    const holders = model.users.filter((u) => u.licences.includes(sku.sku));
    const assigned = holders.length;
    const active = holders.filter((u) => !u.deleted && isActive(u, model.asOf)).length;
    const unitCents = model.money.cents(sku.unitPriceMicros);
    const unassigned = Math.max(0, sku.purchased - assigned);
    const inactive = assigned - active;
    return {
      sku,
      assigned,
      active,
      unassigned,
      inactive,
      unitCents,
      unassignedCents: BigInt(unassigned) * unitCents,
      inactiveCents: BigInt(inactive) * unitCents,
      wasteCents: BigInt(unassigned + inactive) * unitCents,
    };
  });
}

/** The monthly price of a set of licences in the tenant's currency, in cents. */
export function priceOf(model: OfficeModel, licences: readonly string[]): bigint {
  return licences.reduce((sum, id) => {
    const sku = model.skus.find((s) => s.sku === id);
    return sum + (sku ? model.money.cents(sku.unitPriceMicros) : 0n);
  }, 0n);
}

export const skuName = (model: OfficeModel, id: string) => model.skus.find((s) => s.sku === id)?.name ?? id;

export const WORKLOAD_METRICS: Record<
  Schemas['OfficeUsage']['workload'],
  { id: string; label: string; value: (day: UsageDayData) => number }[]
> = {
  overview: [
    { id: 'teams', label: 'Teams', value: (d) => d.teams.activeUsers },
    { id: 'mail', label: 'Exchange', value: (d) => d.mail.activeUsers },
    { id: 'files', label: 'OneDrive and SharePoint', value: (d) => d.files.activeUsers },
  ],
  'team-collaboration': [
    { id: 'chats', label: 'Chat messages', value: (d) => d.teams.chats },
    { id: 'channelMessages', label: 'Channel messages', value: (d) => d.teams.channelMessages },
    { id: 'meetings', label: 'Meetings', value: (d) => d.teams.meetings },
    { id: 'calls', label: 'Calls', value: (d) => d.teams.calls },
  ],
  mail: [
    { id: 'sent', label: 'Sent', value: (d) => d.mail.sent },
    { id: 'received', label: 'Received', value: (d) => d.mail.received },
    { id: 'read', label: 'Read', value: (d) => d.mail.read },
  ],
  'file-sharing': [
    { id: 'viewedEdited', label: 'Files viewed or edited', value: (d) => d.files.viewedEdited },
    { id: 'synced', label: 'Files synced', value: (d) => d.files.synced },
    { id: 'sharedInternally', label: 'Shared internally', value: (d) => d.files.sharedInternally },
    { id: 'sharedExternally', label: 'Shared externally', value: (d) => d.files.sharedExternally },
  ],
};

export const WORKLOADS_OF: Record<Schemas['OfficeUsage']['workload'], Workload[]> = {
  overview: ['teams', 'mail', 'files'],
  'team-collaboration': ['teams'],
  mail: ['mail'],
  'file-sharing': ['files'],
};

/** Users with a licence that includes `workload`, present on `asOf`. */
export function licensedFor(model: OfficeModel, workload: Workload): OfficeUser[] {
  return model.users.filter(
    (u) =>
      !u.deleted &&
      u.licences.some((id) => model.skus.find((s) => s.sku === id)?.workloads.includes(workload)),
  );
}

export const WORKLOAD_NAMES: Record<Workload, string> = {
  teams: 'Teams',
  mail: 'Exchange',
  files: 'OneDrive and SharePoint',
};

/**
 * Per workload, the licensed users active in it within {@link INACTIVE_AFTER_DAYS} days and their
 * share of the licensed users (0–100): the usage score's parts.
 */
export function workloadScores(model: OfficeModel) {
  return (['teams', 'mail', 'files'] as const).map((id) => {
    const licensed = licensedFor(model, id);
    const active = licensed.filter((u) => isActive(u, model.asOf, id)).length;
    return {
      id,
      workload: WORKLOAD_NAMES[id],
      activeUsers: active,
      licensedUsers: licensed.length,
      score: licensed.length === 0 ? 0 : Math.round((100 * active) / licensed.length),
    };
  });
}

/** Users active in `workload` since `from` (inclusive). */
export const activeSince = (users: readonly OfficeUser[], workload: Workload, from: string) =>
  users.filter((u) => {
    const last = u.lastActive[workload];
    return last !== undefined && last >= from;
  });
/**
 * Whether a setting's value meets the recommended one: the same text, or for a recommendation of
 * 'N days or fewer' a value of at most N days ('Never' does not).
 */
export function meetsRecommendation(value: string, recommended: string): boolean {
  if (value === recommended) return true;
  const limit = /^(\d+) days or fewer$/.exec(recommended);
  const days = /^(\d+) days?$/.exec(value);
  return limit !== null && days !== null && Number(days[1]) <= Number(limit[1]);
}
