import type { DataAccess } from '../../data/data-access.ts';
import {
  OFFICE_KINDS,
  type ScoreActionData,
  type SecureScoreData,
  type UsageDayData,
  type Workload,
} from '../../data/office-records.ts';
import { licenceSeats, meetsRecommendation, type OfficeModel } from '../office/office-model.ts';

export const QUESTIONNAIRE_KEY = 'licence-questionnaire';
export const round2 = (value: number) => Math.round(value * 100) / 100;
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/** The tenant's Secure Score: its actions, current points (their sum) and maximum. */
export async function secureScoreOf(data: DataAccess, tenantId: string) {
  const record = await data.records.get<SecureScoreData>(tenantId, OFFICE_KINDS.secureScore, 'current');
  const actions = record?.data.actions ?? [];
  const current = round2(actions.reduce((sum, a) => sum + a.points, 0));
  const max = actions.reduce((sum, a) => sum + a.maxPoints, 0);
  return { record: record?.data, actions, current, max, updatedAt: record?.updatedAt };
}

export const actionDone = (actions: readonly ScoreActionData[], title: string) =>
  actions.some((a) => a.title === title && a.status === 'completed');

/** Copilot readiness checks, each computed from the tenant's data. */
export async function copilotChecks(data: DataAccess, tenantId: string, model: OfficeModel) {
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
export function monthlyUsage(days: readonly UsageDayData[], licensed: Record<Workload, number>) {
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

export const rating = (score: number): 'good' | 'fair' | 'poor' =>
  score >= 80 ? 'good' : score >= 60 ? 'fair' : 'poor';
