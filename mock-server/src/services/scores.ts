/**
 * Scores and licensing (Designed): the Secure Score with its history, categories, actions and
 * profiles; Copilot readiness and the usage score, both computed from the office suite's licences,
 * users, devices and settings; and the licence questionnaire, saved per tenant.
 */
import type { components } from '@portal/contracts/openapi';
import type { DataAccess } from '../data/data-access.ts';
import {
  OFFICE_KINDS,
  type ScoreActionData,
  type SecureScoreData,
  type UsageDayData,
  type Workload,
} from '../data/office-records.ts';
import type { Handlers } from '../http/api.ts';
import { badRequest } from '../http/problem.ts';
import { requireAdmin, requireCaller } from './account.ts';
import {
  licenceSeats,
  meetsRecommendation,
  type OfficeModel,
  officeModel,
  workloadScores,
} from './office.ts';

type Schemas = components['schemas'];

const QUESTIONNAIRE_KEY = 'licence-questionnaire';
const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/** The tenant's Secure Score: its actions, current points (their sum) and maximum. */
export async function secureScoreOf(data: DataAccess, tenantId: string) {
  const record = await data.records.get<SecureScoreData>(tenantId, OFFICE_KINDS.secureScore, 'current');
  const actions = record?.data.actions ?? [];
  const current = round2(actions.reduce((sum, a) => sum + a.points, 0));
  const max = actions.reduce((sum, a) => sum + a.maxPoints, 0);
  return { record: record?.data, actions, current, max, updatedAt: record?.updatedAt };
}

const actionDone = (actions: readonly ScoreActionData[], title: string) =>
  actions.some((a) => a.title === title && a.status === 'completed');

/** Copilot readiness checks, each computed from the tenant's data. */
async function copilotChecks(data: DataAccess, tenantId: string, model: OfficeModel) {
  const [{ actions }, sharing, devices, days] = await Promise.all([
    secureScoreOf(data, tenantId),
    data.records.list<{ value: string; recommended: string }>(tenantId, OFFICE_KINDS.sharing),
    data.records.list<{ compliant: boolean }>(tenantId, OFFICE_KINDS.device),
    data.records.list<UsageDayData>(tenantId, OFFICE_KINDS.usageDay),
  ]);
  const seats = licenceSeats(model).find((s) => s.sku.copilot);
  const purchased = seats?.sku.purchased ?? 0;
  const assigned = seats?.assigned ?? 0;
  const active = seats?.active ?? 0;
  const eligible = model.users.filter(
    (u) => !u.deleted && u.licences.some((id) => ['SPE_E5', 'SPE_E3', 'SPB'].includes(id)),
  ).length;
  const compliantDevices = devices.filter((d) => d.data.compliant).length;
  const settingOk = (id: string) => {
    const setting = sharing.find((s) => s.id === id);
    return setting ? meetsRecommendation(setting.data.value, setting.data.recommended) : false;
  };
  const today = days.at(-1)?.data;
  const teamsShare = today ? percent(today.teams.activeUsers, Math.max(1, eligible)) : 0;
  const pillars = [
    {
      id: 'licensing',
      name: 'Licensing',
      checks: [
        {
          id: 'copilot-assigned',
          title: 'Copilot licences are assigned',
          passed: purchased > 0 && assigned >= purchased * 0.8,
          detail: `${assigned} of ${purchased} Copilot licences assigned (80 % or more passes).`,
        },
        {
          id: 'base-licences',
          title: 'Copilot users hold a qualifying suite licence',
          passed: eligible >= assigned,
          detail: `${eligible} users hold Microsoft 365 E3, E5 or Business Premium.`,
        },
      ],
    },
    {
      id: 'data',
      name: 'Data readiness',
      checks: [
        {
          id: 'labels',
          title: 'Sensitivity labels are applied to documents',
          passed: actionDone(actions, 'Apply sensitivity labels to documents'),
          detail: 'From the Secure Score action of the same name.',
        },
        {
          id: 'anyone-links',
          title: 'Links that need no sign-in expire',
          passed: settingOk('anyone-link-expiry'),
          detail: 'From the file-sharing settings.',
        },
        {
          id: 'external-sharing',
          title: 'External sharing is limited to guests',
          passed: settingOk('sharing-level'),
          detail: 'From the file-sharing settings.',
        },
      ],
    },
    {
      id: 'security',
      name: 'Security',
      checks: [
        {
          id: 'mfa',
          title: 'All users can complete multifactor authentication',
          passed: actionDone(actions, 'Ensure all users can complete multifactor authentication'),
          detail: 'From the Secure Score action of the same name.',
        },
        {
          id: 'devices',
          title: 'Devices are compliant',
          passed: devices.length > 0 && compliantDevices >= devices.length * 0.9,
          detail: `${compliantDevices} of ${devices.length} devices compliant (90 % or more passes).`,
        },
      ],
    },
    {
      id: 'adoption',
      name: 'Adoption',
      checks: [
        {
          id: 'copilot-active',
          title: 'Copilot users are active',
          passed: assigned > 0 && active >= assigned * 0.7,
          detail: `${active} of ${assigned} Copilot users active in the last 30 days (70 % or more passes).`,
        },
        {
          id: 'teams',
          title: 'Teams is in daily use',
          passed: teamsShare >= 50,
          detail: `${teamsShare} % of eligible users were active in Teams on ${today?.date ?? 'the last day'}.`,
        },
      ],
    },
  ];
  return { purchased, assigned, active, eligible, pillars };
}

/** Monthly usage score: the weekday average of active users over licensed users, per workload. */
function monthlyUsage(days: readonly UsageDayData[], licensed: Record<Workload, number>) {
  const byMonth = new Map<string, UsageDayData[]>();
  for (const day of days) {
    const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const month = day.date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), day]);
  }
  return [...byMonth.entries()].map(([month, list]) => {
    const average = (pick: (d: UsageDayData) => number) =>
      list.reduce((sum, d) => sum + pick(d), 0) / list.length;
    const scores = [
      percent(
        average((d) => d.teams.activeUsers),
        licensed.teams,
      ),
      percent(
        average((d) => d.mail.activeUsers),
        licensed.mail,
      ),
      percent(
        average((d) => d.files.activeUsers),
        licensed.files,
      ),
    ];
    return { month, score: Math.min(100, Math.round(scores.reduce((a, b) => a + b, 0) / scores.length)) };
  });
}

const rating = (score: number): 'good' | 'fair' | 'poor' =>
  score >= 80 ? 'good' : score >= 60 ? 'fair' : 'poor';

export const scoreHandlers: Handlers = {
  getSecureScore: async (ctx) => {
    const who = requireCaller(ctx);
    const { record, actions, current, max, updatedAt } = await secureScoreOf(ctx.data, who.tenantId);
    const categories = [...new Set(actions.map((a) => a.category))].map((category) => {
      const mine = actions.filter((a) => a.category === category);
      return {
        category,
        current: round2(mine.reduce((sum, a) => sum + a.points, 0)),
        max: mine.reduce((sum, a) => sum + a.maxPoints, 0),
      };
    });
    const today = (updatedAt ?? ctx.now().toISOString()).slice(0, 10);
    return {
      status: 200,
      body: {
        current,
        max,
        similarTenantsPercent: record?.similarTenantsPercent ?? 0,
        history: [...(record?.history ?? []), { date: today, current, max }],
        categories,
        actions,
      },
    };
  },

  listSecureScoreProfiles: async (ctx) => {
    const who = requireCaller(ctx);
    const [{ actions }, profiles] = await Promise.all([
      secureScoreOf(ctx.data, who.tenantId),
      ctx.data.records.list<{ name: string; description: string; actionIds: string[] }>(
        who.tenantId,
        OFFICE_KINDS.scoreProfile,
      ),
    ]);
    return {
      status: 200,
      body: {
        items: profiles.map((p) => {
          const mine = actions.filter((a) => p.data.actionIds.includes(a.id));
          return {
            id: p.id,
            name: p.data.name,
            description: p.data.description,
            achieved: round2(mine.reduce((sum, a) => sum + a.points, 0)),
            possible: mine.reduce((sum, a) => sum + a.maxPoints, 0),
            actions: mine,
          };
        }),
      },
    };
  },

  getCopilotScore: async (ctx) => {
    const who = requireCaller(ctx);
    const model = await officeModel(ctx.data, who.tenantId);
    const c = await copilotChecks(ctx.data, who.tenantId, model);
    const checks = c.pillars.flatMap((p) => p.checks);
    return {
      status: 200,
      body: {
        score: percent(checks.filter((check) => check.passed).length, checks.length),
        copilotLicences: c.purchased,
        copilotAssigned: c.assigned,
        copilotActive: c.active,
        eligibleUsers: c.eligible,
        pillars: c.pillars,
      },
    };
  },

  getUsageScore: async (ctx) => {
    const who = requireCaller(ctx);
    const [model, days] = await Promise.all([
      officeModel(ctx.data, who.tenantId),
      ctx.data.records.list<UsageDayData>(who.tenantId, OFFICE_KINDS.usageDay),
    ]);
    const workloads = workloadScores(model);
    const score = Math.round(workloads.reduce((sum, w) => sum + w.score, 0) / Math.max(1, workloads.length));
    const licensed = Object.fromEntries(workloads.map((w) => [w.id, w.licensedUsers])) as Record<
      Workload,
      number
    >;
    const seats = licenceSeats(model);
    const inactive = seats.reduce((sum, s) => sum + s.inactive, 0);
    const unassigned = seats.reduce((sum, s) => sum + s.unassigned, 0);
    const leaversHolding = model.users.filter((u) => u.deleted && u.licences.length > 0).length;
    const copilot = seats.find((s) => s.sku.copilot);
    const assessment: Schemas['UsageScore']['assessment'] = [
      ...workloads.map((w) => ({
        id: `workload-${w.id}`,
        area: w.workload,
        finding: `${w.activeUsers} of ${w.licensedUsers} licensed users were active in the last 30 days (${w.score} %).`,
        rating: rating(w.score),
        recommendation:
          w.score >= 80
            ? 'Keep it up: adoption is healthy.'
            : `Find out why ${w.licensedUsers - w.activeUsers} users do not use ${w.workload}; train them or remove the licence.`,
      })),
      {
        id: 'inactive-seats',
        area: 'Licences',
        finding: `${inactive} assigned seats belong to users inactive for 30 days or more, and ${unassigned} seats are not assigned.`,
        rating: rating(
          100 -
            percent(
              inactive + unassigned,
              Math.max(
                1,
                seats.reduce((s, x) => s + x.sku.purchased, 0),
              ),
            ) *
              4,
        ),
        recommendation:
          'Reclaim inactive seats and lower unassigned ones at the next renewal (see Licences).',
      },
      {
        id: 'leavers',
        area: 'Joiners and leavers',
        finding: `${leaversHolding} people who left still hold licences.`,
        rating: leaversHolding === 0 ? 'good' : leaversHolding <= 3 ? 'fair' : 'poor',
        recommendation: 'Remove licences as part of the leaver process (see Joiners and leavers).',
      },
      {
        id: 'copilot',
        area: 'Copilot',
        finding: copilot
          ? `${copilot.active} of ${copilot.assigned} Copilot users were active in the last 30 days.`
          : 'The tenant has no Copilot licences.',
        rating: copilot ? rating(percent(copilot.active, Math.max(1, copilot.assigned))) : 'fair',
        recommendation: 'Pair Copilot licences with onboarding sessions; reassign the ones not used.',
      },
    ];
    return {
      status: 200,
      body: {
        score,
        asOf: model.asOf,
        workloads: workloads.map(({ workload, activeUsers, licensedUsers, score: s }) => ({
          workload,
          activeUsers,
          licensedUsers,
          score: s,
        })),
        history: monthlyUsage(
          days.map((d) => d.data),
          licensed,
        ),
        assessment,
      },
    };
  },

  getLicenceQuestionnaire: async (ctx) => {
    const who = requireCaller(ctx);
    const saved = await ctx.data.documents.read<Schemas['LicenceQuestionnaire']>(
      who.tenantId,
      QUESTIONNAIRE_KEY,
      {},
    );
    return { status: 200, body: saved };
  },

  saveLicenceQuestionnaire: async (ctx) => {
    const who = await requireAdmin(ctx, 'Saving the licence questionnaire');
    const answers = ctx.matched.body as Schemas['LicenceQuestionnaireAnswers'];
    const errors = [];
    if (answers.frontlineWorkers > answers.employees)
      errors.push({
        field: '/frontlineWorkers',
        message: 'Frontline workers cannot exceed the number of employees.',
      });
    if (answers.renewalDate < ctx.now().toISOString().slice(0, 10))
      errors.push({ field: '/renewalDate', message: 'The renewal date cannot be in the past.' });
    if (errors.length > 0) throw badRequest(errors.map((e) => e.message).join(' '), errors);
    const saved: Schemas['LicenceQuestionnaire'] = {
      answers,
      updatedAt: ctx.now().toISOString(),
      updatedBy: who.displayName,
    };
    await ctx.data.documents.write(who.tenantId, QUESTIONNAIRE_KEY, saved, ctx.now());
    return { status: 200, body: saved };
  },
};
