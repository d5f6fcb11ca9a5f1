/**
 * Scores and licensing (Designed): the Secure Score with its history, categories, actions and
 * profiles; Copilot readiness and the usage score, both computed from the office suite's licences,
 * users, devices and settings; and the licence questionnaire, saved per tenant.
 */
import type { components } from '@portal/contracts/openapi';
import { OFFICE_KINDS, type UsageDayData, type Workload } from '../../data/office-records.ts';
import { licenceSeats, officeModel, workloadScores } from '../../domain/office/office-model.ts';
import {
  copilotChecks,
  monthlyUsage,
  percent,
  QUESTIONNAIRE_KEY,
  rating,
  round2,
  secureScoreOf,
} from '../../domain/scores/scores.ts';
import type { Handlers } from '../api.ts';
import { requireAdmin, requireCaller } from '../caller.ts';
import { requestedDisplay } from '../display-currency.ts';
import { badRequest } from '../problem.ts';

type Schemas = components['schemas'];

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
    // Today's points are of the day Graph scored them (a load's), else of when they were written.
    const today = (record?.date ?? updatedAt ?? ctx.now().toISOString()).slice(0, 10);
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
    const model = await officeModel(ctx.data, who.tenantId, requestedDisplay(ctx));
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
      officeModel(ctx.data, who.tenantId, requestedDisplay(ctx)),
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
