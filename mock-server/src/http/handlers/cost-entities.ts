/**
 * The handlers of the cost entities (Designed): budgets, anomalies, shared costs, commitments, EA
 * enrollments, the macro commitment, resource endpoints and subscription roles. The figures are
 * computed in src/domain; these turn a request into a call and a page.
 */
import { anomaliesImpact, anomalyItems } from '../../domain/anomalies/anomalies.ts';
import { computeBudgets } from '../../domain/budgets/budgets.ts';
import { computeBurnDown } from '../../domain/commitments/burn-down.ts';
import {
  commitmentItems,
  commitmentRow,
  commitmentSummary,
  EMPTY_COMMITMENT_SUMMARY,
} from '../../domain/commitments/commitments.ts';
import { computeEnrollments } from '../../domain/commitments/enrollments.ts';
import {
  attos,
  costsOfResources,
  latestMonthBy,
  latestMonthRange,
  monthRange,
} from '../../domain/costs/cost-sums.ts';
import { costSummary } from '../../domain/costs/summary.ts';
import { parseDecimalToMicros } from '../../domain/money.ts';
import { computeSharedCosts } from '../../domain/shared-costs/shared-costs.ts';
import type { Handlers } from '../api.ts';
import { requireCaller } from '../caller.ts';
import { inDisplayCurrency } from '../display-currency.ts';
import { listHandler } from '../list-handler.ts';

/**
 * An endpoint row of the list holding only its id, exposure and sort field (set over these blanks)
 * until its page is made whole (`whole`).
 */
const PARTIAL_ENDPOINT = {
  resourceId: '',
  resourceName: '',
  resourceType: '',
  subscription: '',
  region: null,
  address: '',
  kind: 'API',
  tlsExpires: null,
  port: null,
  costAttos: 0n,
  whole: false,
} as const;

export const costEntityHandlers: Handlers = {
  getCostSummary: async (ctx) => {
    const who = requireCaller(ctx);
    return { status: 200, body: await costSummary(ctx.data, who.tenantId, ctx.display) };
  },

  listBudgets: listHandler('listBudgets', {
    environment: (ctx, who) => computeBudgets(ctx.data, who.tenantId, ctx.display.convert),
    head: ({ ctx, env }) => ({ month: env.month, ...inDisplayCurrency(ctx) }),
    rows: ({ env }) => env.budgets,
    filters: { status: (b, status) => b.status === status },
    searchable: (b) => [b.name, b.scope.value, b.owner],
    sortBy: {
      name: (b) => b.name,
      amount: (b) => parseDecimalToMicros(b.amount),
      actual: (b) => parseDecimalToMicros(b.actual),
      forecast: (b) => b.forecastMicros,
      used: (b) => b.usedRatio,
    },
    defaultSort: 'used',
    defaultOrder: 'desc',
    present: ({ usedRatio: _u, forecastMicros: _f, ...budget }) => budget,
  }),

  listCostAnomalies: listHandler('listCostAnomalies', {
    head: ({ ctx }) => inDisplayCurrency(ctx),
    rows: async ({ ctx, caller }) =>
      anomalyItems(await ctx.data.costEntities.anomalies(caller.tenantId), ctx.display.onDay),
    searchable: (a) => [a.service, a.subscription, a.topResource],
    sortBy: {
      day: (a) => a.day,
      impact: (a) => a.impactMicros,
      service: (a) => a.service,
      subscription: (a) => a.subscription,
    },
    defaultSort: 'day',
    defaultOrder: 'desc',
    summary: ({ matching }) => ({ impact: anomaliesImpact(matching) }),
    present: ({ impactMicros: _i, ...anomaly }) => anomaly,
  }),

  listSharedCosts: async (ctx) => {
    const who = requireCaller(ctx);
    const month = optionalText(ctx.matched.query.month);
    const shared = await computeSharedCosts(ctx.data, who.tenantId, month);
    return { status: 200, body: { ...shared, ...inDisplayCurrency(ctx) } };
  },

  listCommitments: listHandler('listCommitments', {
    environment: (ctx, who) =>
      monthRange(ctx.data.costs, who.tenantId, optionalText(ctx.matched.query.month)),
    unavailable: ({ ctx }) => ({
      month: '',
      ...inDisplayCurrency(ctx),
      total: 0,
      offset: 0,
      items: [],
      summary: EMPTY_COMMITMENT_SUMMARY,
    }),
    head: ({ ctx, env: range }) => ({ month: range.month, ...inDisplayCurrency(ctx) }),
    rows: async ({ ctx, caller, env: range }) =>
      (await commitmentItems(ctx.data, caller.tenantId, range)).map((item) => ({
        ...item,
        id: item.record.id,
      })),
    filters: {
      agreement: (i, agreement) => i.record.agreement === agreement,
      type: (i, type) => i.record.type === type,
    },
    searchable: (i) => [i.record.name, i.record.sku, i.record.scope, i.record.type],
    sortBy: {
      name: (i) => i.record.name,
      expires: (i) => i.record.expires,
      utilisation: (i) => i.utilisation,
      purchase: (i) => i.purchase,
      savings: (i) => i.list - i.used,
    },
    defaultSort: 'utilisation',
    defaultOrder: 'desc',
    summary: async ({ ctx, caller, env: range, matching }) => ({
      summary: await commitmentSummary(ctx.data.costs, caller.tenantId, range, matching),
    }),
    present: (i) => commitmentRow(i),
  }),

  listEnrollments: listHandler('listEnrollments', {
    head: ({ ctx }) => inDisplayCurrency(ctx),
    rows: ({ ctx, caller }) => computeEnrollments(ctx.data, caller.tenantId, ctx.display.convert),
    searchable: (e) => [e.name, e.number, ...e.departments.map((d) => d.name)],
    sortBy: {
      name: (e) => e.name,
      ends: (e) => e.ends,
      consumed: (e) => parseDecimalToMicros(e.consumed),
      balance: (e) => parseDecimalToMicros(e.balance),
    },
    defaultSort: 'name',
    defaultOrder: 'asc',
    present: (e) => e,
  }),

  getCommitmentBurnDown: async (ctx) => {
    const who = requireCaller(ctx);
    const burnDown = await computeBurnDown(ctx.data, who.tenantId, ctx.display.convert);
    return { status: 200, body: { ...burnDown, ...inDisplayCurrency(ctx) } };
  },

  listResourceEndpoints: listHandler('listResourceEndpoints', {
    // At 150,000 resources, reading every endpoint whole and every resource's cost took most of
    // the answer's time. Without a search, the rows hold only what the filter and the sort read
    // (the page is made whole once cut, with the costs of its resources alone); the cost of every
    // resource is read only when the list is sorted by it.
    environment: async (ctx, who) => {
      const latest = await latestMonthRange(ctx.data.costs, who.tenantId);
      const byCost = ctx.matched.query.sort === 'cost' && latest.range !== undefined;
      return {
        ...latest,
        costs: byCost ? await costsOfResources(ctx.data.costs, who.tenantId, latest.range) : undefined,
      };
    },
    head: ({ ctx, env }) => ({ month: env.month, ...inDisplayCurrency(ctx) }),
    rows: async ({ ctx, caller, query, env }) => {
      const sort = query.sort ?? 'address';
      if (query.search || sort === 'cost')
        return (await ctx.data.costEntities.endpoints(caller.tenantId)).map((e) => ({
          ...e,
          costAttos: env.costs?.get(e.resourceName) ?? 0n,
          whole: true,
        }));
      const field = sort === 'resource' ? 'resourceName' : sort;
      return (await ctx.data.costEntities.endpointKeys(caller.tenantId, field)).map((k) => ({
        ...PARTIAL_ENDPOINT,
        id: k.id,
        exposure: k.exposure,
        [field]: k.key,
      }));
    },
    complete: async (page, { ctx, caller, env }) => {
      let rows = page;
      if (!page.every((e) => e.whole)) {
        const found = await ctx.data.costEntities.endpointsById(
          caller.tenantId,
          page.map((e) => e.id),
        );
        const byId = new Map(found.map((e) => [e.id, e]));
        // In the page's order; one deleted meanwhile drops out.
        rows = page.flatMap((e) => {
          const whole = byId.get(e.id);
          return whole ? [{ ...whole, costAttos: e.costAttos, whole: true }] : [];
        });
      }
      if (env.costs) return rows;
      const costs = await costsOfResources(
        ctx.data.costs,
        caller.tenantId,
        env.range,
        rows.map((e) => e.resourceName),
      );
      return rows.map((e) => ({ ...e, costAttos: costs.get(e.resourceName) ?? 0n }));
    },
    filters: { exposure: (e, exposure) => e.exposure === exposure },
    searchable: (e) => [e.address, e.resourceName, e.subscription, e.kind],
    sortBy: {
      address: (e) => e.address,
      resource: (e) => e.resourceName,
      kind: (e) => e.kind,
      tlsExpires: (e) => e.tlsExpires,
      cost: (e) => e.costAttos,
    },
    defaultSort: 'address',
    defaultOrder: 'asc',
    present: (e) => ({
      id: e.id,
      address: e.address,
      kind: e.kind,
      exposure: e.exposure,
      ...(e.port === null ? {} : { port: e.port }),
      ...(e.tlsExpires ? { tlsExpires: e.tlsExpires } : {}),
      resource: e.resourceName,
      resourceType: e.resourceType,
      subscription: e.subscription,
      ...(e.region ? { region: e.region } : {}),
      cost: attos(e.costAttos),
    }),
  }),

  listSubscriptionUsers: listHandler('listSubscriptionUsers', {
    environment: async (ctx, who) => {
      const [records, latest] = await Promise.all([
        ctx.data.costEntities.subscriptionRoles(who.tenantId),
        latestMonthBy(ctx.data.costs, who.tenantId, 'subscription'),
      ]);
      return { records, ...latest };
    },
    head: ({ ctx, env }) => ({ month: env.month, ...inDisplayCurrency(ctx) }),
    rows: ({ env }) => env.records.map((r) => ({ ...r, costAttos: env.costs.get(r.subscription) ?? 0n })),
    filters: { role: (r, role) => r.role === role },
    searchable: (r) => [r.upn, r.displayName, r.subscription, r.role],
    sortBy: {
      user: (r) => r.displayName,
      subscription: (r) => r.subscription,
      role: (r) => r.role,
      since: (r) => r.since,
      cost: (r) => r.costAttos,
    },
    defaultSort: 'user',
    defaultOrder: 'asc',
    present: (r) => ({
      id: r.id,
      user: r.upn,
      displayName: r.displayName,
      subscription: r.subscription,
      role: r.role,
      since: r.since,
      cost: attos(r.costAttos),
    }),
  }),
};

const optionalText = (value: unknown) => (value === undefined ? undefined : String(value));
