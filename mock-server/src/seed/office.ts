/**
 * The tenant's office suite beside its cost data: licences (SKUs with seats and prices), users with
 * their licences and activity, joiners and leavers, groups, devices, team calls, daily usage per
 * workload, file-sharing settings and third-party apps; the Secure Score with its actions and
 * profiles; and the recommendations of the office suite, the directory and another cloud vendor.
 * Deterministic per tenant and dated up to the tenant's last day of cost data, so every screen tells
 * the same story. Kept as tenant records (kinds below); recommendations in `cost_recommendations`.
 * Run after `seedCostEntities`.
 */

import {
  OFFICE_KINDS,
  type OfficeSkuData,
  type OfficeUserData,
  type ScoreActionData,
  type SecureScoreData,
  type UsageDayData,
  type Workload,
} from '../data/office-records.ts';
import type { Database } from '../db/database.ts';
import { appRisk } from '../domain/office/app-risk.ts';
import { LICENCE_CATALOGUE } from '../domain/office/licence-catalogue.ts';
import { scoreProfiles } from '../domain/office/score-profiles.ts';
import { stableUuid } from '../domain/stable-uuid.ts';
import { random } from './random.ts';

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const units = (value: number) => Math.round(value * 1_000_000);

const FIRST = [
  'Adele',
  'Alex',
  'Bianca',
  'Carlos',
  'Diego',
  'Emily',
  'Fatima',
  'Grady',
  'Henrietta',
  'Isaiah',
  'Johanna',
  'Joni',
  'Lidia',
  'Lynne',
  'Miriam',
  'Nestor',
  'Patti',
  'Raul',
  'Sakura',
  'Tomas',
];
const LAST = [
  'Vance',
  'Wilber',
  'Pai',
  'Lopez',
  'Siciliani',
  'Braun',
  'Ahmed',
  'Archambault',
  'Cleveland',
  'Greene',
  'Lorenz',
  'Sherman',
  'Holloway',
  'Robbins',
  'Bowen',
  'Wilke',
  'Fernandez',
  'Gonzales',
  'Tanaka',
  'Novak',
];
const DEPARTMENTS = ['Finance', 'Sales', 'Marketing', 'Engineering', 'Operations', 'Legal', 'HR', 'Support'];

/** Users per tenant (a larger tenant has more). */
const USER_COUNT: Record<string, number> = { contoso: 180, fabrikam: 90 };

export interface OfficeSeed {
  records: Record<string, { id: string; data: unknown }[]>;
  recommendations: RecommendationSeed[];
}

export interface RecommendationSeed {
  id: string;
  source: 'm365' | 'directory' | 'aws';
  kind: string;
  resource: string;
  title: string;
  category: string;
  description: string;
  impact: 'high' | 'medium' | 'low';
  monthlySavingsMicros: number;
  status: 'open' | 'done' | 'dismissed';
}

/** Seeds the office suite of `tenantIds` (default: every tenant with cost rows). */
export function seedOffice(db: Database, tenantIds?: readonly string[]): void {
  const tenants =
    tenantIds ??
    db
      .all<{ id: string }>('SELECT DISTINCT tenant_id AS id FROM cost_resources ORDER BY id')
      .map((t) => t.id);
  const kinds = Object.values(OFFICE_KINDS);
  const insertRecord = db.sqlite.prepare(
    'INSERT INTO tenant_records (tenant_id, kind, id, position, data, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertRecommendation = db.sqlite.prepare(
    `INSERT INTO cost_recommendations (id, tenant_id, kind, resource_id, resource_name, title,
       monthly_savings_micros, status, source, category, description, impact)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const tenantId of tenants) {
      const last = db.get<{ last: string | null }>(
        'SELECT MAX(ChargePeriodStart) AS last FROM focus_costs WHERE TenantId = ?',
        [tenantId],
      )?.last;
      if (!last) continue;
      for (const kind of kinds)
        db.run('DELETE FROM tenant_records WHERE tenant_id = ? AND kind = ?', [tenantId, kind]);
      db.run("DELETE FROM cost_recommendations WHERE tenant_id = ? AND source <> 'azure'", [tenantId]);
      const seed = officeSeed(tenantId, last.slice(0, 10));
      const at = `${last.slice(0, 10)}T06:00:00.000Z`;
      for (const [kind, items] of Object.entries(seed.records))
        items.forEach((item, index) => {
          insertRecord.run(tenantId, kind, item.id, index + 1, JSON.stringify(item.data), at);
        });
      for (const r of seed.recommendations)
        insertRecommendation.run(
          r.id,
          tenantId,
          r.kind,
          r.resource,
          r.resource,
          r.title,
          r.monthlySavingsMicros,
          r.status,
          r.source,
          r.category,
          r.description,
          r.impact,
        );
    }
  });
}

/** The office suite of one tenant, up to `today` (its last day of cost data); `users` sets its size (the bench's). */
export function officeSeed(tenantId: string, today: string, options: { users?: number } = {}): OfficeSeed {
  const rand = random(`office:${tenantId}`);
  const todayDay = dayOf(today);
  const users = officeUsers(tenantId, todayDay, rand, options.users);
  const skus = officeSkus(users, rand);
  const usageDays = usage(
    users.map((u) => u.data),
    todayDay,
    rand,
  );
  const secure = secureScore(todayDay, rand);

  return {
    records: {
      [OFFICE_KINDS.sku]: skus,
      [OFFICE_KINDS.user]: users,
      [OFFICE_KINDS.group]: groups(tenantId, users.length, todayDay, rand),
      [OFFICE_KINDS.device]: devices(tenantId, users, todayDay, rand),
      [OFFICE_KINDS.call]: calls(tenantId, users, todayDay, rand),
      [OFFICE_KINDS.usageDay]: usageDays.map((day) => ({ id: day.date, data: day })),
      [OFFICE_KINDS.sharing]: sharingSettings(rand),
      [OFFICE_KINDS.app]: apps(tenantId, users.length, todayDay, rand),
      [OFFICE_KINDS.secureScore]: [{ id: 'current', data: secure }],
      [OFFICE_KINDS.scoreProfile]: scoreProfiles(secure.actions),
    },
    recommendations: recommendations(
      tenantId,
      users.map((u) => u.data),
      skus.map((s) => s.data),
      rand,
    ),
  };
}

/** A picker of one item of a list, drawing from `rand`. */
const picker =
  (rand: () => number) =>
  <T>(items: readonly T[]): T =>
    items[Math.floor(rand() * items.length)] as T;

/**
 * Users: most licensed with a suite, a few unlicensed service accounts; some joined recently,
 * some left (deleted) within 180 days, some of those still holding their licences.
 */
function officeUsers(
  tenantId: string,
  todayDay: number,
  rand: () => number,
  size?: number,
): { id: string; data: OfficeUserData }[] {
  const count = size ?? USER_COUNT[tenantId] ?? 60;
  const users: { id: string; data: OfficeUserData }[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i += 1) users.push(officeUser(tenantId, i, todayDay, rand, used));
  return users;
}

/** The `i`th user, with a user name not in `used` yet (and added to it). */
function officeUser(
  tenantId: string,
  i: number,
  todayDay: number,
  rand: () => number,
  used: Set<string>,
): { id: string; data: OfficeUserData } {
  const pick = picker(rand);
  let first = pick(FIRST);
  let lastName = pick(LAST);
  let upn = `${first}.${lastName}`.toLowerCase();
  for (let n = 2; used.has(upn); n += 1) upn = `${first}.${lastName}${n}`.toLowerCase();
  used.add(upn);
  const { suite, licences } = userLicences(rand);
  const joinedRoll = rand();
  const created =
    joinedRoll < 0.1
      ? isoOf(todayDay - 1 - Math.floor(rand() * 170))
      : isoOf(todayDay - 200 - Math.floor(rand() * 1500));
  const leftRoll = rand();
  const deleted = leftRoll < 0.07 ? isoOf(todayDay - 1 - Math.floor(rand() * 170)) : null;
  const endDay = deleted ? dayOf(deleted) : todayDay;
  const lastActive = lastActivity(licences, created, endDay, rand);
  if (!suite) {
    first = 'Service';
    lastName = `Account ${i}`;
  }
  // Some leavers' licences were removed when they left; the others still hold theirs.
  const reclaimed = deleted !== null && licences.length > 0 && rand() < 0.4;
  return {
    id: stableUuid(tenantId, 'office-user', String(i)),
    data: {
      upn: `${upn}@${tenantId}.example`,
      displayName: `${first} ${lastName}`,
      department: pick(DEPARTMENTS),
      created,
      deleted,
      licences: reclaimed ? [] : licences,
      ...(reclaimed ? { heldLicences: licences } : {}),
      lastActive,
    },
  };
}

/** A user's suite ('' for a service account) and licences: the suite first, then its add-ons. */
function userLicences(rand: () => number): { suite: string; licences: string[] } {
  const roll = rand();
  const suite =
    roll < 0.12 ? 'SPE_E5' : roll < 0.62 ? 'SPE_E3' : roll < 0.8 ? 'SPB' : roll < 0.94 ? 'SPE_F3' : '';
  const licences = suite ? [suite] : [];
  if (suite && suite !== 'SPE_F3' && rand() < 0.14) licences.push('COPILOT');
  if (suite && rand() < 0.22) licences.push('POWER_BI_PRO');
  if (suite && rand() < 0.1) licences.push('TEAMS_PHONE');
  if (suite && rand() < 0.05) licences.push('VISIO_P2');
  return { suite, licences };
}

/**
 * A user's last day of activity per workload of its licences: most users are active daily, some
 * dormant for weeks (inactive licences).
 */
function lastActivity(
  licences: string[],
  created: string,
  endDay: number,
  rand: () => number,
): Partial<Record<Workload, string>> {
  const dormant = rand() < 0.13;
  const lastActive: Partial<Record<Workload, string>> = {};
  const workloads = new Set(
    licences.flatMap((sku) => LICENCE_CATALOGUE.find((s) => s.sku === sku)?.workloads ?? []),
  );
  for (const workload of workloads) {
    if (rand() < (workload === 'files' ? 0.12 : 0.05)) continue;
    const gap = dormant ? 31 + Math.floor(rand() * 90) : Math.floor(rand() * 6);
    const day = Math.max(dayOf(created), endDay - gap);
    lastActive[workload] = isoOf(day);
  }
  return lastActive;
}

/** Seats: what is assigned (leavers still holding theirs count) plus some never assigned. */
function officeSkus(
  users: { data: OfficeUserData }[],
  rand: () => number,
): { id: string; data: OfficeSkuData }[] {
  const assigned = new Map<string, number>();
  for (const user of users)
    for (const sku of user.data.licences) assigned.set(sku, (assigned.get(sku) ?? 0) + 1);
  return LICENCE_CATALOGUE.map((sku) => {
    const held = assigned.get(sku.sku) ?? 0;
    const spare = sku.copilot ? Math.ceil(held * 0.4) + 2 : Math.floor(held * (0.03 + rand() * 0.12));
    return { id: sku.sku, data: { ...sku, purchased: held + spare } satisfies OfficeSkuData };
  }).filter((sku) => sku.data.purchased > 0);
}

/** Daily workload activity over 180 days, with weekends quieter; active users from the users' last days. */
function usage(users: OfficeUserData[], todayDay: number, rand: () => number): UsageDayData[] {
  const days: UsageDayData[] = [];
  const present = (day: number) =>
    users.filter((u) => dayOf(u.created) <= day && (!u.deleted || dayOf(u.deleted) >= day));
  for (let day = todayDay - 179; day <= todayDay; day += 1) {
    const weekday = new Date(day * DAY_MS).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const people = present(day);
    const activeIn = (workload: Workload) =>
      people.filter((u) => {
        const last = u.lastActive[workload];
        return last !== undefined && dayOf(last) >= day;
      }).length;
    const share = weekend ? 0.12 : 0.78 + rand() * 0.12;
    const teams = Math.round(activeIn('teams') * share);
    const mail = Math.round(activeIn('mail') * share);
    const files = Math.round(activeIn('files') * share * 0.85);
    days.push({
      date: isoOf(day),
      teams: {
        activeUsers: teams,
        chats: Math.round(teams * (14 + rand() * 8)),
        channelMessages: Math.round(teams * (3 + rand() * 3)),
        meetings: Math.round(teams * (1.2 + rand())),
        calls: Math.round(teams * (0.6 + rand() * 0.8)),
      },
      mail: {
        activeUsers: mail,
        sent: Math.round(mail * (9 + rand() * 6)),
        received: Math.round(mail * (34 + rand() * 14)),
        read: Math.round(mail * (28 + rand() * 10)),
      },
      files: {
        activeUsers: files,
        viewedEdited: Math.round(files * (11 + rand() * 7)),
        synced: Math.round(files * (6 + rand() * 6)),
        sharedInternally: Math.round(files * (0.8 + rand())),
        sharedExternally: Math.round(files * rand() * 0.25),
      },
    });
  }
  return days;
}

function groups(tenantId: string, userCount: number, todayDay: number, rand: () => number) {
  const names = [
    'All Company',
    'Finance Team',
    'Sales EMEA',
    'Sales Americas',
    'Marketing',
    'Engineering',
    'Project Phoenix',
    'Project Atlas',
    'Legal Review',
    'HR Announcements',
    'Support Tier 2',
    'Office Managers',
    'Security Admins',
    'Azure Contributors',
    'Licence Admins',
    'Board',
    'Interns 2026',
    'Retired Project Orion',
  ];
  return names.map((name, i) => {
    const kind =
      name.includes('Admins') || name.includes('Contributors')
        ? 'Security'
        : name.includes('Announcements') || name === 'Board'
          ? 'Distribution'
          : 'Microsoft 365';
    const members =
      name === 'All Company'
        ? userCount
        : name.startsWith('Retired')
          ? 0
          : 3 + Math.floor(rand() * Math.min(40, userCount / 2));
    const stale = name.startsWith('Retired') || rand() < 0.1;
    return {
      id: stableUuid(tenantId, 'office-group', String(i)),
      data: {
        name,
        kind,
        visibility: name.startsWith('Project') || kind !== 'Microsoft 365' ? 'Private' : 'Public',
        members,
        owners: members === 0 ? 0 : 1 + Math.floor(rand() * 2),
        created: isoOf(todayDay - 60 - Math.floor(rand() * 1400)),
        ...(kind === 'Microsoft 365'
          ? {
              lastActivity: isoOf(
                todayDay - (stale ? 95 + Math.floor(rand() * 200) : Math.floor(rand() * 10)),
              ),
            }
          : {}),
      },
    };
  });
}

function devices(tenantId: string, users: { data: OfficeUserData }[], todayDay: number, rand: () => number) {
  const kinds = [
    { os: 'Windows', versions: ['11 23H2', '11 24H2', '10 22H2'], prefix: 'LT' },
    { os: 'macOS', versions: ['14.6', '15.1'], prefix: 'MB' },
    { os: 'iOS', versions: ['18.1', '17.6'], prefix: 'IP' },
    { os: 'Android', versions: ['15', '14'], prefix: 'AN' },
  ];
  const out = [];
  const holders = users.filter((u) => !u.data.deleted && u.data.licences.length > 0);
  for (let i = 0; i < holders.length; i += 1) {
    const owner = holders[i] as { data: OfficeUserData };
    const count = rand() < 0.4 ? 2 : 1;
    for (let n = 0; n < count; n += 1) {
      const kind = kinds[
        n === 0 ? (rand() < 0.8 ? 0 : 1) : 2 + Math.floor(rand() * 2)
      ] as (typeof kinds)[number];
      const version = kind.versions[Math.floor(rand() * kind.versions.length)] as string;
      const managed = rand() < 0.9;
      out.push({
        id: stableUuid(tenantId, 'office-device', `${i}-${n}`),
        data: {
          name: `${kind.prefix}-${String(1000 + i * 3 + n)}`,
          os: kind.os,
          osVersion: version,
          owner: owner.data.displayName,
          managed,
          compliant: managed && version !== '10 22H2' && rand() < 0.93,
          lastSeen: isoOf(todayDay - Math.floor(rand() < 0.9 ? rand() * 7 : 20 + rand() * 80)),
        },
      });
    }
  }
  return out;
}

function calls(tenantId: string, users: { data: OfficeUserData }[], todayDay: number, rand: () => number) {
  const organisers = users.filter((u) => !u.data.deleted && u.data.lastActive.teams);
  const out = [];
  for (let day = todayDay - 29; day <= todayDay; day += 1) {
    const weekday = new Date(day * DAY_MS).getUTCDay();
    const count = weekday === 0 || weekday === 6 ? 1 : 6 + Math.floor(rand() * 6);
    for (let n = 0; n < count && organisers.length > 0; n += 1) {
      const meeting = rand() < 0.6;
      const minute = 8 * 60 + Math.floor(rand() * 9 * 60);
      const qualityRoll = rand();
      out.push({
        id: stableUuid(tenantId, 'team-call', `${day}-${n}`),
        data: {
          started: `${isoOf(day)}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00Z`,
          kind: meeting ? 'meeting' : 'call',
          organiser: (organisers[Math.floor(rand() * organisers.length)] as { data: OfficeUserData }).data
            .displayName,
          participants: meeting ? 3 + Math.floor(rand() * 12) : 2,
          durationMinutes: meeting ? 15 + Math.floor(rand() * 60) : 2 + Math.floor(rand() * 25),
          quality: qualityRoll < 0.85 ? 'good' : qualityRoll < 0.96 ? 'fair' : 'poor',
        },
      });
    }
  }
  return out;
}

function sharingSettings(rand: () => number) {
  const strict = rand() < 0.5;
  const items = [
    [
      'sharing-level',
      'External sharing (SharePoint)',
      'Who files and sites can be shared with outside the organisation.',
      strict ? 'New and existing guests' : 'Anyone',
      'New and existing guests',
    ],
    [
      'onedrive-sharing',
      'External sharing (OneDrive)',
      'Who OneDrive files can be shared with outside the organisation.',
      'New and existing guests',
      'New and existing guests',
    ],
    [
      'anyone-link-expiry',
      'Anyone links expire after',
      'Days after which links that need no sign-in stop working.',
      strict ? '30 days' : 'Never',
      '30 days or fewer',
    ],
    [
      'default-link',
      'Default link type',
      'The link offered first when a user shares.',
      'People in your organisation',
      'People in your organisation',
    ],
    [
      'default-permission',
      'Default link permission',
      'Whether the default link lets people edit.',
      'Edit',
      'View',
    ],
    [
      'guest-reauth',
      'Guests must sign in again after',
      'Days after which guests verify their identity again.',
      '30 days',
      '30 days or fewer',
    ],
    ['domain-allow', 'Limit sharing by domain', 'External sharing only with allowed domains.', 'Off', 'On'],
    [
      'guest-resharing',
      'Guests can share items they do not own',
      'Whether guests may pass on access.',
      'Off',
      'Off',
    ],
  ] as const;
  return items.map(([id, name, description, value, recommended]) => ({
    id,
    data: { name, description, value, recommended },
  }));
}

function apps(tenantId: string, userCount: number, todayDay: number, rand: () => number) {
  const list = [
    ['Zoom for Outlook', 'Zoom Video Communications', true, ['Calendars.ReadWrite', 'User.Read']],
    ['Adobe Acrobat Sign', 'Adobe Inc.', true, ['Files.ReadWrite.All', 'User.Read']],
    ['Salesforce Inbox', 'Salesforce', true, ['Mail.ReadWrite', 'Contacts.Read', 'offline_access']],
    ['Trello', 'Atlassian', true, ['User.Read']],
    [
      'PDF Merge Free',
      'Unverified developer',
      false,
      ['Files.ReadWrite.All', 'Sites.ReadWrite.All', 'offline_access'],
    ],
    ['Mail Tracker Pro', 'Unverified developer', false, ['Mail.ReadWrite', 'Mail.Send', 'offline_access']],
    ['Miro', 'Miro', true, ['User.Read', 'Files.Read']],
    ['Calendly', 'Calendly LLC', true, ['Calendars.ReadWrite', 'User.Read']],
    ['Old Survey Tool', 'Unverified developer', false, ['User.Read.All', 'Group.Read.All']],
    ['Grammarly', 'Grammarly Inc.', true, ['User.Read', 'Mail.Read']],
  ] as const;
  return list.map(([name, publisher, verified, permissions], i) => {
    const risk = appRisk(verified, permissions);
    return {
      id: stableUuid(tenantId, 'third-party-app', String(i)),
      data: {
        name,
        publisher,
        verified,
        permissions: [...permissions],
        risk,
        users: 1 + Math.floor(rand() * Math.max(2, userCount / (verified ? 2 : 12))),
        consentedOn: isoOf(todayDay - 20 - Math.floor(rand() * 700)),
        ...(name.startsWith('Old') ? {} : { lastUsed: isoOf(todayDay - Math.floor(rand() * 20)) }),
      },
    };
  });
}

const ACTIONS: [string, ScoreActionData['category'], number, ScoreActionData['userImpact']][] = [
  ['Require multifactor authentication for administrative roles', 'Identity', 10, 'low'],
  ['Ensure all users can complete multifactor authentication', 'Identity', 9, 'moderate'],
  ['Enable policy to block legacy authentication', 'Identity', 8, 'moderate'],
  ['Turn on sign-in risk policy', 'Identity', 7, 'moderate'],
  ['Use least privileged administrative roles', 'Identity', 1, 'low'],
  ['Do not expire passwords', 'Identity', 8, 'low'],
  ['Turn on Microsoft Defender for Office 365 in SharePoint, OneDrive and Teams', 'Apps', 9, 'low'],
  ['Set up Safe Links policies', 'Apps', 8, 'low'],
  ['Ensure that mailbox auditing is turned on', 'Apps', 5, 'low'],
  ['Do not allow users to grant consent to unreliable applications', 'Apps', 4, 'moderate'],
  ['Apply sensitivity labels to documents', 'Data', 6, 'moderate'],
  ['Create a data loss prevention policy', 'Data', 5, 'moderate'],
  ['Restrict anonymous sharing links', 'Data', 4, 'high'],
  ['Turn on BitLocker for all devices', 'Device', 10, 'low'],
  ['Require devices to be compliant to access data', 'Device', 9, 'high'],
  ['Turn on Microsoft Defender Antivirus real-time protection', 'Device', 6, 'low'],
  ['Enable Azure Defender for servers', 'Infrastructure', 7, 'low'],
  ['Restrict management ports on virtual machines', 'Infrastructure', 6, 'low'],
];

function secureScore(todayDay: number, rand: () => number): SecureScoreData {
  const actions: ScoreActionData[] = ACTIONS.map(([title, category, maxPoints, userImpact], i) => {
    const roll = rand();
    const status = roll < 0.5 ? 'completed' : roll < 0.9 ? 'todo' : 'riskAccepted';
    const points =
      status === 'completed'
        ? maxPoints
        : status === 'todo' && rand() < 0.4
          ? Math.round(maxPoints * rand() * 50) / 100
          : 0;
    return { id: `action-${i + 1}`, title, category, points, maxPoints, status, userImpact };
  });
  const max = actions.reduce((sum, a) => sum + a.maxPoints, 0);
  const current = Math.round(actions.reduce((sum, a) => sum + a.points, 0) * 100) / 100;
  // Weekly history over a year, climbing to today's score with a setback in between.
  const history: SecureScoreData['history'] = [];
  for (let week = 52; week >= 1; week -= 1) {
    const trend = current * (0.55 + 0.45 * ((52 - week) / 52));
    const dip = week > 20 && week < 26 ? current * 0.08 : 0;
    history.push({ date: isoOf(todayDay - week * 7), current: Math.round((trend - dip) * 100) / 100, max });
  }
  return { similarTenantsPercent: 48 + Math.round(rand() * 1200) / 100, actions, history };
}

/** A recommendation before its id, which derives from its source, kind and resource. */
type Recommendation = Omit<RecommendationSeed, 'id'>;

/** What the recommendation steps read: the users, the licences and their prices, and the generator. */
interface RecommendationFacts {
  users: OfficeUserData[];
  skus: OfficeSkuData[];
  /** Monthly price per licence (SKU), micro-units. */
  price: Map<string, number>;
  rand: () => number;
}

/** The recommendations of the office suite, then the directory's, then another cloud vendor's. */
function recommendations(
  tenantId: string,
  users: OfficeUserData[],
  skus: OfficeSkuData[],
  rand: () => number,
): RecommendationSeed[] {
  const facts: RecommendationFacts = {
    users,
    skus,
    price: new Map(skus.map((s) => [s.sku, s.unitPriceMicros])),
    rand,
  };
  const found: Recommendation[] = [
    ...unassignedSeats(facts),
    ...leaverLicences(facts),
    ...e5Downgrades(facts),
    teamsPhone(facts),
    ...directoryHygiene(facts),
    ...otherCloud(),
  ];
  return found.map((r) => ({
    ...r,
    id: stableUuid(tenantId, 'recommendation', r.source, r.kind, r.resource),
  }));
}

/** How much a monthly saving weighs: high from 500, medium from 100. */
const impactOf = (micros: number): RecommendationSeed['impact'] =>
  micros >= units(500) ? 'high' : micros >= units(100) ? 'medium' : 'low';

/** Office suite: the seats of each licence that nobody holds. */
function unassignedSeats({ users, skus }: RecommendationFacts): Recommendation[] {
  const out: Recommendation[] = [];
  const held = new Map<string, number>();
  for (const u of users) for (const sku of u.licences) held.set(sku, (held.get(sku) ?? 0) + 1);
  for (const sku of skus) {
    const spare = sku.purchased - (held.get(sku.sku) ?? 0);
    if (spare <= 0) continue;
    const micros = spare * sku.unitPriceMicros;
    out.push({
      source: 'm365',
      kind: 'unassigned-seats',
      resource: sku.name,
      title: `Reduce ${sku.name} by ${spare} unassigned ${spare === 1 ? 'seat' : 'seats'}`,
      category: 'Licences',
      description: `${spare} of ${sku.purchased} seats are not assigned to anyone. Lower the seat count at the next renewal.`,
      impact: impactOf(micros),
      monthlySavingsMicros: micros,
      status: 'open',
    });
  }
  return out;
}

/** Office suite: the licences of (at most six) leavers who still hold them. */
function leaverLicences({ users, price, rand }: RecommendationFacts): Recommendation[] {
  const leavers = users.filter((u) => u.deleted && u.licences.length > 0);
  return leavers.slice(0, 6).map((leaver) => {
    const micros = leaver.licences.reduce((sum, sku) => sum + (price.get(sku) ?? 0), 0);
    return {
      source: 'm365',
      kind: 'leaver-licences',
      resource: leaver.upn,
      title: `Reclaim the licences of ${leaver.displayName}`,
      category: 'Joiners and leavers',
      description: `${leaver.displayName} left on ${leaver.deleted} and still holds ${leaver.licences.length} ${leaver.licences.length === 1 ? 'licence' : 'licences'}.`,
      impact: impactOf(micros),
      monthlySavingsMicros: micros,
      status: rand() < 0.85 ? 'open' : 'done',
    };
  });
}

/** Office suite: E5 users using no E5 feature, moved to E3 (none when no E5 user qualifies). */
function e5Downgrades({ users, price, rand }: RecommendationFacts): Recommendation[] {
  const e5 = users.filter((u) => !u.deleted && u.licences.includes('SPE_E5'));
  const downgrade = e5.filter(() => rand() < 0.4);
  if (downgrade.length === 0) return [];
  const micros = downgrade.length * ((price.get('SPE_E5') ?? 0) - (price.get('SPE_E3') ?? 0));
  return [
    {
      source: 'm365',
      kind: 'downgrade',
      resource: 'Microsoft 365 E5',
      title: `Move ${downgrade.length} E5 users who use no E5 feature to E3`,
      category: 'Right-sizing',
      description: 'No use of Defender for Office 365 Plan 2, Teams Phone or Power BI Pro in 90 days.',
      impact: impactOf(micros),
      monthlySavingsMicros: micros,
      status: 'open',
    },
  ];
}

/** Office suite: Teams Phone licences placing no calls (dismissed). */
function teamsPhone({ price }: RecommendationFacts): Recommendation {
  return {
    source: 'm365',
    kind: 'teams-phone',
    resource: 'Teams Phone Standard',
    title: 'Remove Teams Phone from users who made no call in 60 days',
    category: 'Right-sizing',
    description: 'A Teams Phone licence that places no calls can be removed.',
    impact: 'low',
    monthlySavingsMicros: 2 * (price.get('TEAMS_PHONE') ?? units(10)),
    status: 'dismissed',
  };
}

/**
 * Directory hygiene: kind, category (and resource), title, description, impact, and the E3 seats
 * it frees (mostly none: without money).
 */
const DIRECTORY_RECOMMENDATIONS: [string, string, string, string, RecommendationSeed['impact'], number][] = [
  [
    'stale-guests',
    'Guest accounts',
    'Remove 14 guest accounts with no sign-in for 90 days',
    'Guests that no longer sign in keep access to files and teams.',
    'medium',
    0,
  ],
  [
    'empty-groups',
    'Groups',
    'Delete groups without members or activity',
    'Groups without members or owners clutter the address book and keep sites.',
    'low',
    0,
  ],
  [
    'admin-mfa',
    'Administrators',
    'Require multifactor authentication for 3 administrators',
    'Administrators without multifactor authentication are the most common breach path.',
    'high',
    0,
  ],
  [
    'disabled-licensed',
    'Licences',
    'Remove licences from 4 disabled accounts',
    'Disabled accounts cannot sign in but keep their licences.',
    'medium',
    4,
  ],
  [
    'unused-apps',
    'Applications',
    'Remove consent of apps unused for 180 days',
    'Old consents keep access to data nobody uses.',
    'medium',
    0,
  ],
];

/** Directory hygiene: mostly without money, one with (the E3 seats of disabled accounts). */
function directoryHygiene({ price, rand }: RecommendationFacts): Recommendation[] {
  return DIRECTORY_RECOMMENDATIONS.map(([kind, category, title, description, level, e3Seats]) => ({
    source: 'directory',
    kind,
    resource: category,
    title,
    category,
    description,
    impact: level,
    monthlySavingsMicros: e3Seats * (price.get('SPE_E3') ?? units(36)),
    status: kind === 'empty-groups' && rand() < 0.5 ? 'done' : 'open',
  }));
}

/** Another cloud vendor's cost recommendations: kind, resource, title, description, monthly saving. */
const AWS_RECOMMENDATIONS: [string, string, string, string, number][] = [
  [
    'rightsize-ec2',
    'i-0a7f3c9e51 (m5.2xlarge)',
    'Rightsize EC2 instance m5.2xlarge to m5.xlarge',
    'Compute Optimizer: CPU under 20 % at the 99th percentile for 14 days.',
    142.56,
  ],
  [
    'ebs-unattached',
    'vol-04c2 (500 GiB gp2)',
    'Delete unattached EBS volume',
    'The volume has been unattached for 45 days.',
    50,
  ],
  [
    'gp2-gp3',
    '12 EBS volumes',
    'Migrate 12 gp2 volumes to gp3',
    'gp3 costs 20 % less per GiB with the same baseline performance.',
    61.44,
  ],
  [
    'savings-plan',
    'Compute Savings Plan',
    'Buy a 1-year Compute Savings Plan of 2.50 an hour',
    'Covers 68 % of steady EC2 and Fargate usage.',
    438,
  ],
  [
    'idle-rds',
    'db-reporting-old (db.r5.large)',
    'Stop idle RDS instance',
    'No connections in 30 days.',
    175.2,
  ],
  [
    's3-lifecycle',
    's3://logs-archive',
    'Add an S3 lifecycle rule to Glacier Instant Retrieval',
    'Objects older than 90 days are read less than once a month.',
    38.9,
  ],
];

/** Another cloud vendor's cost management. */
function otherCloud(): Recommendation[] {
  return AWS_RECOMMENDATIONS.map(([kind, resource, title, description, amount]) => {
    const micros = units(amount);
    return {
      source: 'aws',
      kind,
      resource,
      title,
      category: 'Cost',
      description,
      impact: impactOf(micros),
      monthlySavingsMicros: micros,
      status: kind === 'gp2-gp3' ? 'done' : 'open',
    };
  });
}
