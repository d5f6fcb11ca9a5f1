/**
 * The cloud office suite of the tenant (Designed): users with their licences and activity, seats
 * per licence with the waste priced, groups, devices, team calls, daily usage per workload,
 * joiners and leavers with the licence reclaim, file-sharing settings and third-party apps. Read
 * from the tenant records the seed writes (seed/office.ts); money in the tenant's currency.
 */
import type { components } from '@portal/contracts/openapi';
import type { DataAccess } from '../data/data-access.ts';
import {
  OFFICE_KINDS,
  type OfficeSkuData,
  type OfficeUserData,
  type UsageDayData,
  type Workload,
} from '../data/office-records.ts';
import type { RecordRepository } from '../data/record-repository.ts';
import { dayOf, isoOf } from '../domain/calendar.ts';
import { PRICE_CURRENCY, type TenantMoney, tenantMoney } from '../domain/tenant-money.ts';
import type { Handlers } from '../http/api.ts';
import { formatCents, microsToCents } from '../money/money.ts';
import { requireCaller } from './account.ts';
import { listHandler } from './list-handler.ts';

/** A licensed user with no activity for this many days is inactive (their seat is waste). */
export const INACTIVE_AFTER_DAYS = 30;
/** Joiners and leavers of this many days are listed. */
export const JOINER_LEAVER_DAYS = 180;

type Schemas = components['schemas'];

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

export async function officeModel(data: DataAccess, tenantId: string): Promise<OfficeModel> {
  return loadOffice(data.records, tenantId, await tenantMoney(data, tenantId));
}

async function loadOffice(
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
const LIST_PRICES: TenantMoney = {
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
function priceOf(model: OfficeModel, licences: readonly string[]): bigint {
  return licences.reduce((sum, id) => {
    const sku = model.skus.find((s) => s.sku === id);
    return sum + (sku ? model.money.cents(sku.unitPriceMicros) : 0n);
  }, 0n);
}

const skuName = (model: OfficeModel, id: string) => model.skus.find((s) => s.sku === id)?.name ?? id;

const WORKLOAD_METRICS: Record<
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

const WORKLOADS_OF: Record<Schemas['OfficeUsage']['workload'], Workload[]> = {
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

const WORKLOAD_NAMES: Record<Workload, string> = {
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
const activeSince = (users: readonly OfficeUser[], workload: Workload, from: string) =>
  users.filter((u) => {
    const last = u.lastActive[workload];
    return last !== undefined && last >= from;
  });

const sortedText = (value: string | undefined) => value ?? '';
const RISK_RANK = { high: 3, medium: 2, low: 1 } as const;

export const officeHandlers: Handlers = {
  listOfficeUsers: listHandler('listOfficeUsers', {
    environment: (ctx, who) => officeModel(ctx.data, who.tenantId),
    head: ({ env: model }) => ({ currency: model.money.currency, asOf: model.asOf }),
    rows: ({ env: model }) =>
      model.users
        .filter((u) => !u.deleted)
        .map((u) => ({ ...u, status: userStatus(u, model.asOf), costCents: priceOf(model, u.licences) })),
    filters: {
      status: (u, status) => u.status === status,
      sku: (u, sku) => u.licences.includes(String(sku)),
    },
    searchable: (u) => [u.displayName, u.upn, u.department],
    sortBy: {
      name: (u) => u.displayName,
      department: (u) => u.department,
      lastActivity: (u) => lastActivity(u),
      cost: (u) => u.costCents,
    },
    defaultSort: 'name',
    defaultOrder: 'asc',
    present: (u, model) => {
      const last = lastActivity(u);
      return {
        id: u.id,
        upn: u.upn,
        displayName: u.displayName,
        department: u.department,
        licences: u.licences.map((id) => skuName(model, id)),
        ...(last ? { lastActivity: last } : {}),
        status: u.status,
        monthlyCost: model.money.format(u.costCents),
      };
    },
  }),

  getOfficeLicences: async (ctx) => {
    const who = requireCaller(ctx);
    const model = await officeModel(ctx.data, who.tenantId);
    const seats = licenceSeats(model);
    const sum = (pick: (s: (typeof seats)[number]) => bigint) => seats.reduce((t, s) => t + pick(s), 0n);
    const count = (pick: (s: (typeof seats)[number]) => number) => seats.reduce((t, s) => t + pick(s), 0);
    return {
      status: 200,
      body: {
        currency: model.money.currency,
        asOf: model.asOf,
        inactiveAfterDays: INACTIVE_AFTER_DAYS,
        items: seats.map((s) => ({
          sku: s.sku.sku,
          name: s.sku.name,
          copilot: s.sku.copilot,
          purchased: s.sku.purchased,
          assigned: s.assigned,
          active: s.active,
          unassigned: s.unassigned,
          inactive: s.inactive,
          unitPrice: model.money.format(s.unitCents),
          unassignedCost: model.money.format(s.unassignedCents),
          inactiveCost: model.money.format(s.inactiveCents),
          monthlyWaste: model.money.format(s.wasteCents),
        })),
        totals: {
          purchased: count((s) => s.sku.purchased),
          assigned: count((s) => s.assigned),
          active: count((s) => s.active),
          monthlyCost: model.money.format(sum((s) => BigInt(s.sku.purchased) * s.unitCents)),
          monthlyWaste: model.money.format(sum((s) => s.wasteCents)),
        },
      },
    };
  },

  listOfficeGroups: listHandler('listOfficeGroups', {
    rows: async ({ ctx, caller }) =>
      (
        await ctx.data.records.list<Omit<Schemas['OfficeGroup'], 'id'>>(caller.tenantId, OFFICE_KINDS.group)
      ).map((r) => ({ id: r.id, ...r.data })),
    filters: { kind: (g, kind) => g.kind === kind },
    searchable: (g) => [g.name],
    sortBy: {
      name: (g) => g.name,
      members: (g) => g.members,
      created: (g) => g.created,
      lastActivity: (g) => sortedText(g.lastActivity),
    },
    defaultSort: 'name',
    defaultOrder: 'asc',
    present: (g) => g,
  }),

  listOfficeDevices: listHandler('listOfficeDevices', {
    rows: async ({ ctx, caller }) =>
      (
        await ctx.data.records.list<Omit<Schemas['OfficeDevice'], 'id'>>(caller.tenantId, OFFICE_KINDS.device)
      ).map((r) => ({ id: r.id, ...r.data })),
    filters: { compliance: (d, compliance) => d.compliant === (compliance === 'compliant') },
    searchable: (d) => [d.name, d.owner, d.os, d.osVersion],
    sortBy: {
      name: (d) => d.name,
      os: (d) => `${d.os} ${d.osVersion}`,
      owner: (d) => d.owner,
      lastSeen: (d) => d.lastSeen,
    },
    defaultSort: 'name',
    defaultOrder: 'asc',
    present: (d) => d,
  }),

  listTeamCalls: listHandler('listTeamCalls', {
    rows: async ({ ctx, caller }) =>
      (await ctx.data.records.list<Omit<Schemas['TeamCall'], 'id'>>(caller.tenantId, OFFICE_KINDS.call)).map(
        (r) => ({ id: r.id, ...r.data }),
      ),
    filters: { kind: (c, kind) => c.kind === kind },
    searchable: (c) => [c.organiser],
    sortBy: {
      started: (c) => c.started,
      organiser: (c) => c.organiser,
      participants: (c) => c.participants,
      duration: (c) => c.durationMinutes,
    },
    defaultSort: 'started',
    defaultOrder: 'desc',
    present: (c) => c,
  }),

  getOfficeUsage: async (ctx) => {
    const who = requireCaller(ctx);
    const workload = ctx.matched.path.workload as Schemas['OfficeUsage']['workload'];
    const length = Number(ctx.matched.query.days ?? 30);
    const [model, records] = await Promise.all([
      officeModel(ctx.data, who.tenantId),
      ctx.data.records.list<UsageDayData>(who.tenantId, OFFICE_KINDS.usageDay),
    ]);
    const to = model.asOf;
    const from = isoOf(dayOf(to) - length + 1);
    const days = records.map((r) => r.data).filter((d) => d.date >= from && d.date <= to);
    const metrics = WORKLOAD_METRICS[workload];
    const workloads = WORKLOADS_OF[workload];
    const present = model.users.filter((u) => !u.deleted || u.deleted >= from);
    const activeUsers = new Set(workloads.flatMap((w) => activeSince(present, w, from).map((u) => u.id)));
    const licensedUsers = new Set(workloads.flatMap((w) => licensedFor(model, w).map((u) => u.id)));
    const totals =
      workload === 'overview'
        ? workloads.map((w) => activeSince(present, w, from).length)
        : metrics.map((m) => days.reduce((sum, d) => sum + m.value(d), 0));
    return {
      status: 200,
      body: {
        workload,
        from,
        to,
        metrics: metrics.map(({ id, label }) => ({ id, label })),
        days: days.map((d) => ({ date: d.date, values: metrics.map((m) => m.value(d)) })),
        totals,
        activeUsers: activeUsers.size,
        licensedUsers: licensedUsers.size,
      },
    };
  },

  listJoinersLeavers: listHandler('listJoinersLeavers', {
    environment: (ctx, who) => officeModel(ctx.data, who.tenantId),
    head: ({ env: model }) => ({ currency: model.money.currency }),
    rows: ({ env: model }) => {
      const since = isoOf(dayOf(model.asOf) - JOINER_LEAVER_DAYS + 1);
      return model.users.flatMap((u) => {
        const out = [];
        if (u.created >= since)
          out.push({
            id: `${u.id}-joiner`,
            user: u,
            kind: 'joiner' as const,
            date: u.created,
            licences: u.licences,
            assigned: u.licences.length > 0,
            reclaimCents: 0n,
          });
        if (u.deleted && u.deleted >= since)
          out.push({
            id: `${u.id}-leaver`,
            user: u,
            kind: 'leaver' as const,
            date: u.deleted,
            licences: u.licences.length > 0 ? u.licences : (u.heldLicences ?? []),
            assigned: u.licences.length > 0,
            reclaimCents: priceOf(model, u.licences),
          });
        return out;
      });
    },
    filters: { kind: (r, kind) => r.kind === kind },
    searchable: (r) => [r.user.displayName, r.user.upn, r.user.department],
    sortBy: { date: (r) => r.date, name: (r) => r.user.displayName, reclaim: (r) => r.reclaimCents },
    defaultSort: 'date',
    defaultOrder: 'desc',
    summary: ({ env: model, matching }) => ({
      joiners: matching.filter((r) => r.kind === 'joiner').length,
      leavers: matching.filter((r) => r.kind === 'leaver').length,
      reclaimable: model.money.format(matching.reduce((sum, r) => sum + r.reclaimCents, 0n)),
    }),
    present: (r, model) => ({
      id: r.id,
      upn: r.user.upn,
      displayName: r.user.displayName,
      department: r.user.department,
      kind: r.kind,
      date: r.date,
      licences: r.licences.map((id) => skuName(model, id)),
      licencesAssigned: r.assigned,
      monthlyReclaim: model.money.format(r.reclaimCents),
    }),
  }),

  getSharingSettings: async (ctx) => {
    const who = requireCaller(ctx);
    const records = await ctx.data.records.list<Omit<Schemas['SharingSetting'], 'id' | 'compliant'>>(
      who.tenantId,
      OFFICE_KINDS.sharing,
    );
    return {
      status: 200,
      body: {
        checked: records[0]?.updatedAt ?? ctx.now().toISOString(),
        items: records.map((r) => ({
          id: r.id,
          ...r.data,
          compliant: meetsRecommendation(r.data.value, r.data.recommended),
        })),
      },
    };
  },

  listThirdPartyApps: listHandler('listThirdPartyApps', {
    rows: async ({ ctx, caller }) =>
      (
        await ctx.data.records.list<Omit<Schemas['ThirdPartyApp'], 'id'>>(caller.tenantId, OFFICE_KINDS.app)
      ).map((r) => ({ id: r.id, ...r.data })),
    filters: { risk: (a, risk) => a.risk === risk },
    searchable: (a) => [a.name, a.publisher, ...a.permissions],
    sortBy: {
      name: (a) => a.name,
      users: (a) => a.users,
      consentedOn: (a) => a.consentedOn,
      risk: (a) => RISK_RANK[a.risk],
    },
    defaultSort: 'name',
    defaultOrder: 'asc',
    present: (a) => a,
  }),
};

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
