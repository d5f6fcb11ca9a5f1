/**
 * The cloud office suite of the tenant (Designed): users with their licences and activity, seats
 * per licence with the waste priced, groups, devices, team calls, daily usage per workload,
 * joiners and leavers with the licence reclaim, file-sharing settings and third-party apps. Read
 * from the tenant records the seed writes (seed/office.ts); money in the tenant's currency.
 */
import type { components } from '@portal/contracts/openapi';
import { OFFICE_KINDS, type UsageDayData } from '../../data/office-records.ts';
import { dayOf, isoOf } from '../../domain/calendar.ts';
import {
  activeSince,
  INACTIVE_AFTER_DAYS,
  JOINER_LEAVER_DAYS,
  lastActivity,
  licenceSeats,
  licensedFor,
  meetsRecommendation,
  officeModel,
  priceOf,
  skuName,
  userStatus,
  WORKLOAD_METRICS,
  WORKLOADS_OF,
} from '../../domain/office/office-model.ts';
import type { Handlers } from '../api.ts';
import { requireCaller } from '../caller.ts';
import { priced, requestedDisplay } from '../display-currency.ts';
import { listHandler } from '../list-handler.ts';

type Schemas = components['schemas'];

const sortedText = (value: string | undefined) => value ?? '';
const RISK_RANK = { high: 3, medium: 2, low: 1 } as const;

export const officeHandlers: Handlers = {
  listOfficeUsers: listHandler('listOfficeUsers', {
    environment: (ctx, who) => officeModel(ctx.data, who.tenantId, requestedDisplay(ctx)),
    head: ({ env: model }) => ({ ...priced(model.money), asOf: model.asOf }),
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
    const model = await officeModel(ctx.data, who.tenantId, requestedDisplay(ctx));
    const seats = licenceSeats(model);
    const sum = (pick: (s: (typeof seats)[number]) => bigint) => seats.reduce((t, s) => t + pick(s), 0n);
    const count = (pick: (s: (typeof seats)[number]) => number) => seats.reduce((t, s) => t + pick(s), 0);
    return {
      status: 200,
      body: {
        ...priced(model.money),
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
      officeModel(ctx.data, who.tenantId, requestedDisplay(ctx)),
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
    environment: (ctx, who) => officeModel(ctx.data, who.tenantId, requestedDisplay(ctx)),
    head: ({ env: model }) => priced(model.money),
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
