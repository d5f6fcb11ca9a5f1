/**
 * The office suite from the tenant's own directory: what the Graph client (graph-client.ts) reads,
 * mapped to the office records every office screen, score and recommendation computes from
 * (data/office-records.ts). A load is made of datasets, each read whole and then written in one
 * transaction: a dataset that fails (a permission missing, Graph throttling past its patience)
 * keeps its previous load and says why, and the others are still written.
 *
 * - `licences`: `subscribedSkus` (seats; names and prices from the licence catalogue or the previous
 *   load), `users` and the deleted users (leavers) with their `assignedLicenses`, and the last day of
 *   activity per workload from the report `getOffice365ActiveUserDetail`;
 * - `usage`: each workload's activity per day over 180 days, from the counts reports
 *   (`getOffice365ActiveUserCounts`, `getTeamsUserActivityCounts`, `getEmailActivityCounts`,
 *   `getOneDriveActivityFileCounts`), joined by their `Report Date`;
 * - `groups`: `groups`, their members and owners counted in `$batch`es of 20
 *   (`/groups/{id}/members/$count`), the last activity of the Microsoft 365 groups from the report
 *   `getOffice365GroupsActivityDetail`;
 * - `devices`: Intune's `deviceManagement/managedDevices` (owner, compliance, last sync) and the
 *   directory's devices no one manages (`/devices?$filter=isManaged eq false`);
 * - `apps`: the third-party apps, `servicePrincipals` not owned by the tenant or Microsoft, their
 *   publisher verified or not (`verifiedPublisher`), what the delegated grants
 *   (`oauth2PermissionGrants`) let them do and for how many users, rated by the one risk rule;
 * - `security`: `security/secureScores` (today's points per control, the weekly history, the
 *   comparison with tenants of a similar size) and `security/secureScoreControlProfiles` (the
 *   actions: title, category, maximum, user impact, and whether the tenant accepted the risk).
 */
import type * as Graph from '@microsoft/microsoft-graph-types';
import type { components } from '@portal/contracts/openapi';
import type { DataAccess } from '../data/data-access.ts';
import {
  OFFICE_KINDS,
  type OfficeSkuData,
  type OfficeUserData,
  type ScoreActionData,
  type SecureScoreData,
  type UsageDayData,
  type Workload,
} from '../data/office-records.ts';
import { appRisk, MICROSOFT_TENANT_ID } from '../domain/office/app-risk.ts';
import { LICENCE_CATALOGUE, workloadOfPlan } from '../domain/office/licence-catalogue.ts';
import { scoreProfiles } from '../domain/office/score-profiles.ts';
import { readCsv } from '../import/csv.ts';
import { type GraphClient, GraphError, type GraphFailure } from './graph-client.ts';

type Schemas = components['schemas'];

export type OfficeDataset = 'licences' | 'usage' | 'groups' | 'devices' | 'apps' | 'security';
export const OFFICE_DATASETS: readonly OfficeDataset[] = [
  'licences',
  'usage',
  'groups',
  'devices',
  'apps',
  'security',
];

/** What a load did per dataset: written (with counts), or kept as it was, and why. */
export type DatasetOutcome =
  | { dataset: OfficeDataset; status: 'loaded'; items: Record<string, number> }
  | { dataset: OfficeDataset; status: 'kept'; failure: GraphFailure; message: string };

/** The report of the last day of activity per workload, over this period. */
const ACTIVITY_PERIOD = 'D180';

const USER_FIELDS =
  'id,userPrincipalName,displayName,department,createdDateTime,accountEnabled,assignedLicenses';
const DELETED_FIELDS = `${USER_FIELDS},deletedDateTime`;

const dateOf = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

/** A deleted user's name as Graph keeps it: its id (without dashes) before the name it had. */
const undeletedName = (upn: string) => upn.replace(/^[0-9a-f]{32}/i, '');

/** The rows of a report CSV (Graph writes a BOM and CRLF) as records by header, through the import's CSV reader. */
export async function reportRows(csv: string): Promise<Record<string, string>[]> {
  const rows: Record<string, string>[] = [];
  let header: string[] | undefined;
  for await (const record of readCsv(csv.replace(/^\uFEFF/, ''))) {
    if (record.fields.every((f) => f === '')) continue;
    if (!header) header = record.fields.map((f) => f.trim());
    else rows.push(Object.fromEntries(header.map((name, i) => [name, (record.fields[i] ?? '').trim()])));
  }
  return rows;
}

/** The last day of activity per workload, by user principal name (lower case), from the active-user report. */
function lastActivity(rows: Record<string, string>[]): Map<string, Partial<Record<Workload, string>>> {
  const byUser = new Map<string, Partial<Record<Workload, string>>>();
  const latest = (...days: (string | undefined)[]) =>
    days
      .filter((d): d is string => Boolean(d))
      .sort()
      .at(-1);
  for (const row of rows) {
    const upn = (row['User Principal Name'] ?? '').toLowerCase();
    if (!upn) continue;
    const active: Partial<Record<Workload, string>> = {};
    const teams = latest(row['Teams Last Activity Date']);
    const mail = latest(row['Exchange Last Activity Date']);
    const files = latest(row['OneDrive Last Activity Date'], row['SharePoint Last Activity Date']);
    if (teams) active.teams = teams;
    if (mail) active.mail = mail;
    if (files) active.files = files;
    byUser.set(upn, active);
  }
  return byUser;
}

/** The licences as records: seats from Graph, names and prices from the previous load or the catalogue. */
function skuRecordsOf(skus: Graph.SubscribedSku[], previousSkus: { id: string; data: OfficeSkuData }[]) {
  const partNumber = new Map<string, string>();
  const skuRecords: { id: string; data: OfficeSkuData }[] = [];
  for (const sku of skus) {
    const part = sku.skuPartNumber ?? '';
    if (!part || !sku.skuId || sku.appliesTo === 'Company') continue;
    partNumber.set(sku.skuId, part);
    const known = LICENCE_CATALOGUE.find((l) => l.sku === part);
    const before = previousSkus.find((s) => s.id === part)?.data;
    const fromPlans = [
      ...new Set(
        (sku.servicePlans ?? [])
          .map((plan) => workloadOfPlan(plan.servicePlanName ?? ''))
          .filter((w): w is Workload => Boolean(w)),
      ),
    ];
    skuRecords.push({
      id: part,
      data: {
        sku: part,
        name: before?.name ?? known?.name ?? part,
        copilot: /COPILOT/i.test(part),
        purchased: sku.prepaidUnits?.enabled ?? 0,
        // The reseller's price is not in Graph: the previous load's (the tenant's own), else the list price.
        unitPriceMicros: before?.unitPriceMicros ?? known?.unitPriceMicros ?? 0,
        workloads: known?.workloads ?? fromPlans,
      },
    });
  }
  return { partNumber, skuRecords };
}

/** Reads the licences dataset: the seats, the users and leavers, their activity. */
async function readLicences(client: GraphClient, data: DataAccess, tenantId: string) {
  const previousUsers = await data.records.list<OfficeUserData>(tenantId, OFFICE_KINDS.user);
  const [skus, users, deleted, activity, previousSkus] = await Promise.all([
    client.list<Graph.SubscribedSku>('/subscribedSkus', 'the subscribed licences', 'Organization.Read.All'),
    readUsers(client, data, tenantId, previousUsers.length > 0),
    client.list<Graph.User>(
      `/directory/deletedItems/microsoft.graph.user?$select=${DELETED_FIELDS}&$top=999`,
      'the deleted users',
      'User.Read.All',
    ),
    client.report(
      `/reports/getOffice365ActiveUserDetail(period='${ACTIVITY_PERIOD}')`,
      'the active-user report',
    ),
    data.records.list<OfficeSkuData>(tenantId, OFFICE_KINDS.sku),
  ]);
  const { partNumber, skuRecords } = skuRecordsOf(skus, previousSkus);
  const active = lastActivity(await reportRows(activity));
  const order = new Map(previousUsers.map((u, i) => [u.id, i]));
  const held = new Map(previousUsers.map((u) => [u.id, u.data]));
  const licencesOf = (user: Graph.User) =>
    (user.assignedLicenses ?? [])
      .map((l) => (l.skuId ? partNumber.get(l.skuId) : undefined))
      .filter((p): p is string => Boolean(p));
  const record = (user: Graph.User, deletedOn: string | null): { id: string; data: OfficeUserData } => {
    const upn = deletedOn ? undeletedName(user.userPrincipalName ?? '') : (user.userPrincipalName ?? '');
    const licences = licencesOf(user);
    const before = held.get(user.id ?? '');
    // A leaver whose licences were removed: what they held, as the previous load knew it.
    const heldBefore = before && before.licences.length > 0 ? before.licences : before?.heldLicences;
    return {
      id: user.id ?? upn,
      data: {
        upn,
        displayName: user.displayName ?? upn,
        department: user.department ?? '',
        created: dateOf(user.createdDateTime),
        deleted: deletedOn,
        licences,
        ...(deletedOn && licences.length === 0 && heldBefore?.length ? { heldLicences: heldBefore } : {}),
        lastActive: active.get(upn.toLowerCase()) ?? {},
      },
    };
  };
  // A delta run: the users it names changed (or left the directory), the others as the previous load had them.
  const changed = new Map(users.items.map((u) => [u.id ?? '', u]));
  const unchanged = users.full
    ? []
    : previousUsers
        .filter((u) => u.data.deleted === null && !changed.has(u.id))
        .map((u) => ({
          id: u.id,
          data: { ...u.data, lastActive: active.get(u.data.upn.toLowerCase()) ?? {} },
        }));
  // One record a user: a leaver's (from the deleted items) over what a delta said of them before.
  const byId = new Map<string, { id: string; data: OfficeUserData }>();
  for (const r of [
    ...unchanged,
    ...users.items.filter((u) => !(u as { '@removed'?: unknown })['@removed']).map((u) => record(u, null)),
    ...deleted.map((u) => record(u, dateOf(u.deletedDateTime) || null)),
  ])
    byId.set(r.id, r);
  const userRecords = [...byId.values()].sort((a, b) => {
    const ia = order.get(a.id) ?? Number.MAX_SAFE_INTEGER;
    const ib = order.get(b.id) ?? Number.MAX_SAFE_INTEGER;
    return ia !== ib ? ia - ib : a.data.upn.localeCompare(b.data.upn);
  });
  const previousOrder = new Map(previousSkus.map((s, i) => [s.id, i]));
  skuRecords.sort(
    (a, b) => (previousOrder.get(a.id) ?? 1e9) - (previousOrder.get(b.id) ?? 1e9) || a.id.localeCompare(b.id),
  );
  return {
    records: { [OFFICE_KINDS.sku]: skuRecords, [OFFICE_KINDS.user]: userRecords },
    ...(users.deltaLink ? { state: { [USERS_DELTA]: { link: users.deltaLink } } } : {}),
  };
}

/** Where the users' delta link is kept between runs (a document of the tenant's). */
const USERS_DELTA = 'graph-users-delta';

/**
 * The users by Graph's delta query: from the previous run's link when there is one and the
 * portal holds the users it changes (only what changed), else from the start (every user, and a link for the next run); a link Graph no longer
 * knows (410) starts again.
 */
async function readUsers(client: GraphClient, data: DataAccess, tenantId: string, hasUsers: boolean) {
  const stored = await data.documents.read<{ link?: string }>(tenantId, USERS_DELTA, {});
  const start = `/users/delta?$select=${USER_FIELDS}`;
  if (stored.link && hasUsers) {
    try {
      return { ...(await client.delta<Graph.User>(stored.link, 'the users', 'User.Read.All')), full: false };
    } catch (error) {
      if (!(error instanceof GraphError) || error.status !== 410) throw error;
    }
  }
  return { ...(await client.delta<Graph.User>(start, 'the users', 'User.Read.All')), full: true };
}

/** Reads the usage dataset: the counts reports, a day each row, joined by day. */
async function readUsage(client: GraphClient) {
  const period = ACTIVITY_PERIOD;
  const [active, teams, mail, files] = await Promise.all(
    [
      'getOffice365ActiveUserCounts',
      'getTeamsUserActivityCounts',
      'getEmailActivityCounts',
      'getOneDriveActivityFileCounts',
    ].map(async (report) =>
      reportRows(await client.report(`/reports/${report}(period='${period}')`, `the report ${report}`)),
    ),
  );
  const byDay = (rows: Record<string, string>[] | undefined) =>
    new Map((rows ?? []).map((row) => [row['Report Date'] ?? '', row]));
  const [teamsBy, mailBy, filesBy] = [byDay(teams), byDay(mail), byDay(files)];
  const count = (row: Record<string, string> | undefined, column: string) => Number(row?.[column] ?? 0) || 0;
  const days: { id: string; data: UsageDayData }[] = (active ?? [])
    .map((row) => row['Report Date'] ?? '')
    .filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))
    .sort()
    .map((date) => {
      const a = (active ?? []).find((r) => r['Report Date'] === date);
      const t = teamsBy.get(date);
      const m = mailBy.get(date);
      const f = filesBy.get(date);
      return {
        id: date,
        data: {
          date,
          teams: {
            activeUsers: count(a, 'Teams'),
            chats: count(t, 'Private Chat Messages'),
            channelMessages: count(t, 'Team Chat Messages'),
            meetings: count(t, 'Meetings'),
            calls: count(t, 'Calls'),
          },
          mail: {
            activeUsers: count(a, 'Exchange'),
            sent: count(m, 'Send'),
            received: count(m, 'Receive'),
            read: count(m, 'Read'),
          },
          files: {
            activeUsers: Math.max(count(a, 'OneDrive'), count(a, 'SharePoint')),
            viewedEdited: count(f, 'Viewed Or Edited'),
            synced: count(f, 'Synced'),
            sharedInternally: count(f, 'Shared Internally'),
            sharedExternally: count(f, 'Shared Externally'),
          },
        },
      };
    });
  if (days.length === 0) throw new GraphError('failed', 'Microsoft Graph answered no days of usage.');
  return { [OFFICE_KINDS.usageDay]: days };
}

type GroupData = Omit<Schemas['OfficeGroup'], 'id'>;
type DeviceData = Omit<Schemas['OfficeDevice'], 'id'>;

/** Reads the groups dataset: the groups, their members and owners counted in batches, their activity. */
async function readGroups(client: GraphClient) {
  const [groups, activity] = await Promise.all([
    client.list<Graph.Group>(
      '/groups?$select=id,displayName,groupTypes,securityEnabled,mailEnabled,visibility,createdDateTime&$top=999',
      'the groups',
      'GroupMember.Read.All',
    ),
    client.report(
      `/reports/getOffice365GroupsActivityDetail(period='${ACTIVITY_PERIOD}')`,
      'the groups activity report',
    ),
  ]);
  const lastActivity = new Map(
    (await reportRows(activity)).map((row) => [row['Group Id'] ?? '', row['Last Activity Date'] ?? '']),
  );
  const eventual = { ConsistencyLevel: 'eventual' };
  const counts = await client.batch<number>(
    groups.flatMap((g) => [
      { id: `${g.id}:members`, url: `/groups/${g.id}/members/$count`, headers: eventual },
      { id: `${g.id}:owners`, url: `/groups/${g.id}/owners/$count`, headers: eventual },
    ]),
    "the groups' members",
    'GroupMember.Read.All',
  );
  const records: { id: string; data: GroupData }[] = groups.map((g) => {
    const id = g.id ?? '';
    const kind: GroupData['kind'] = g.groupTypes?.includes('Unified')
      ? 'Microsoft 365'
      : g.securityEnabled && !g.mailEnabled
        ? 'Security'
        : g.securityEnabled
          ? 'Security'
          : 'Distribution';
    const last = lastActivity.get(id);
    return {
      id,
      data: {
        name: g.displayName ?? id,
        kind,
        visibility: g.visibility === 'Public' ? 'Public' : 'Private',
        members: Number(counts.get(`${id}:members`) ?? 0),
        owners: Number(counts.get(`${id}:owners`) ?? 0),
        created: dateOf(g.createdDateTime),
        ...(kind === 'Microsoft 365' && last ? { lastActivity: last } : {}),
      },
    };
  });
  return { [OFFICE_KINDS.group]: records };
}

/** Reads the devices dataset: Intune's managed devices, then the directory's unmanaged ones. */
async function readDevices(client: GraphClient) {
  const [managed, unmanaged] = await Promise.all([
    client.list<Graph.ManagedDevice>(
      '/deviceManagement/managedDevices?$select=id,deviceName,operatingSystem,osVersion,userDisplayName,complianceState,lastSyncDateTime',
      'the managed devices',
      'DeviceManagementManagedDevices.Read.All',
    ),
    client.list<Graph.Device & { registeredOwners?: { displayName?: string }[] }>(
      '/devices?$filter=isManaged eq false&$select=id,displayName,operatingSystem,operatingSystemVersion,approximateLastSignInDateTime&$expand=registeredOwners($select=displayName)',
      'the unmanaged devices',
      'Device.Read.All',
    ),
  ]);
  const records: { id: string; data: DeviceData }[] = [
    ...managed.map((d) => ({
      id: d.id ?? '',
      data: {
        name: d.deviceName ?? '',
        os: d.operatingSystem ?? '',
        osVersion: d.osVersion ?? '',
        owner: d.userDisplayName ?? '',
        managed: true,
        compliant: d.complianceState === 'compliant',
        lastSeen: dateOf(d.lastSyncDateTime),
      },
    })),
    ...unmanaged.map((d) => ({
      id: d.id ?? '',
      data: {
        name: d.displayName ?? '',
        os: d.operatingSystem ?? '',
        osVersion: d.operatingSystemVersion ?? '',
        owner: d.registeredOwners?.[0]?.displayName ?? '',
        managed: false,
        compliant: false,
        lastSeen: dateOf(d.approximateLastSignInDateTime),
      },
    })),
  ];
  return { [OFFICE_KINDS.device]: records };
}

type AppData = Omit<Schemas['ThirdPartyApp'], 'id'>;

/** Reads the apps dataset: third-party service principals, their grants, their risk. */
async function readApps(client: GraphClient, data: DataAccess, tenantId: string, now: () => Date) {
  const [organization, principals, grants, users, previous] = await Promise.all([
    client.list<Graph.Organization>('/organization?$select=id', 'the organization', 'Organization.Read.All'),
    client.list<Graph.ServicePrincipal>(
      '/servicePrincipals?$select=id,appId,displayName,verifiedPublisher,appOwnerOrganizationId&$top=999',
      'the applications',
      'Application.Read.All',
    ),
    client.list<Graph.OAuth2PermissionGrant>(
      '/oauth2PermissionGrants?$top=999',
      'the consents',
      'DelegatedPermissionGrant.Read.All',
    ),
    data.records.list<OfficeUserData>(tenantId, OFFICE_KINDS.user),
    data.records.list<AppData>(tenantId, OFFICE_KINDS.app),
  ]);
  const everyone = users.filter((u) => u.data.deleted === null).length;
  // The tenant's own apps and Microsoft's are not third-party.
  const directoryId = organization[0]?.id ?? '';
  const records: { id: string; data: AppData }[] = principals
    .filter(
      (p) =>
        p.appOwnerOrganizationId && ![MICROSOFT_TENANT_ID, directoryId].includes(p.appOwnerOrganizationId),
    )
    .map((p) => {
      const id = p.id ?? '';
      const mine = grants.filter((g) => g.clientId === id);
      const permissions = [...new Set(mine.flatMap((g) => (g.scope ?? '').split(' ').filter(Boolean)))];
      const verified = Boolean(p.verifiedPublisher?.verifiedPublisherId);
      const consenters = mine.some((g) => g.consentType === 'AllPrincipals')
        ? everyone
        : new Set(mine.map((g) => g.principalId)).size;
      // Graph v1.0 dates neither the consent nor the last use: the previous load's, else the day the
      // portal first saw the app; an unverified publisher is not named.
      const before = previous.find((a) => a.id === id)?.data;
      const lastUsed = before?.lastUsed;
      return {
        id,
        data: {
          name: p.displayName ?? id,
          publisher: p.verifiedPublisher?.displayName ?? before?.publisher ?? 'Unverified developer',
          verified,
          permissions,
          risk: appRisk(verified, permissions),
          users: consenters,
          consentedOn: before?.consentedOn ?? now().toISOString().slice(0, 10),
          ...(lastUsed ? { lastUsed } : {}),
        },
      };
    });
  return { [OFFICE_KINDS.app]: records };
}

const IMPACTS: Record<string, ScoreActionData['userImpact']> = {
  low: 'low',
  moderate: 'moderate',
  high: 'high',
};
const CATEGORIES = new Set<ScoreActionData['category']>([
  'Identity',
  'Data',
  'Device',
  'Apps',
  'Infrastructure',
]);

/** Reads the security dataset: the Secure Score, its actions and history. */
async function readSecurity(client: GraphClient) {
  const [scores, profiles] = await Promise.all([
    client.list<Graph.SecureScore>(
      '/security/secureScores?$top=400',
      'the Secure Score',
      'SecurityEvents.Read.All',
    ),
    client.list<Graph.SecureScoreControlProfile>(
      '/security/secureScoreControlProfiles',
      'the Secure Score actions',
      'SecurityEvents.Read.All',
    ),
  ]);
  const byDate = [...scores].sort((a, b) => ((a.createdDateTime ?? '') < (b.createdDateTime ?? '') ? -1 : 1));
  const today = byDate.at(-1);
  if (!today) throw new GraphError('failed', 'Microsoft Graph answered no Secure Score for the tenant.');
  const points = new Map((today.controlScores ?? []).map((c) => [c.controlName ?? '', c.score ?? 0]));
  const actions: ScoreActionData[] = profiles
    .filter((p) => !p.deprecated && p.id)
    .map((p) => {
      const id = p.id as string;
      const maxPoints = p.maxScore ?? 0;
      const got = points.get(id) ?? 0;
      const state = (p.controlStateUpdates ?? []).at(-1)?.state?.toLowerCase();
      const category = (p.controlCategory ?? 'Apps') as ScoreActionData['category'];
      return {
        id,
        title: p.title ?? id,
        category: CATEGORIES.has(category) ? category : 'Apps',
        points: got,
        maxPoints,
        status:
          got >= maxPoints && maxPoints > 0
            ? 'completed'
            : state === 'ignored' || state === 'thirdparty'
              ? 'riskAccepted'
              : 'todo',
        userImpact: IMPACTS[(p.userImpact ?? '').toLowerCase()] ?? 'low',
      };
    });
  const max = today.maxScore ?? 0;
  const similar = (today.averageComparativeScores ?? []).find((s) => s.basis === 'TotalSeats')?.averageScore;
  const secure: SecureScoreData = {
    date: dateOf(today.createdDateTime),
    similarTenantsPercent:
      similar !== undefined && similar !== null && max > 0 ? Math.round((similar / max) * 10_000) / 100 : 0,
    actions,
    history: byDate.slice(0, -1).map((s) => ({
      date: dateOf(s.createdDateTime),
      current: s.currentScore ?? 0,
      max: s.maxScore ?? 0,
    })),
  };
  return {
    [OFFICE_KINDS.secureScore]: [{ id: 'current', data: secure }],
    [OFFICE_KINDS.scoreProfile]: scoreProfiles(actions),
  };
}

/**
 * Loads the datasets from Graph into the tenant's office records; each dataset is written in its
 * own transaction only when it was read whole.
 */
export async function loadOffice(
  client: GraphClient,
  data: DataAccess,
  tenantId: string,
  options: { datasets?: readonly OfficeDataset[]; now?: () => Date } = {},
): Promise<DatasetOutcome[]> {
  const now = options.now ?? (() => new Date());
  const outcomes: DatasetOutcome[] = [];
  for (const dataset of options.datasets ?? OFFICE_DATASETS) {
    try {
      const read: {
        records: Record<string, { id: string; data: unknown }[]>;
        state?: Record<string, unknown>;
      } =
        dataset === 'licences'
          ? await readLicences(client, data, tenantId)
          : {
              records:
                dataset === 'usage'
                  ? await readUsage(client)
                  : dataset === 'groups'
                    ? await readGroups(client)
                    : dataset === 'devices'
                      ? await readDevices(client)
                      : dataset === 'apps'
                        ? await readApps(client, data, tenantId, now)
                        : await readSecurity(client),
            };
      const { records, state } = read;
      await data.transaction(async (tx) => {
        await tx.records.replaceAll(tenantId, records, now());
        for (const [key, value] of Object.entries(state ?? {}))
          await tx.documents.write(tenantId, key, value, now());
      });
      outcomes.push({
        dataset,
        status: 'loaded',
        items: Object.fromEntries(Object.entries(records).map(([kind, items]) => [kind, items.length])),
      });
    } catch (error) {
      if (!(error instanceof GraphError)) throw error;
      outcomes.push({ dataset, status: 'kept', failure: error.failure, message: error.message });
      // Without a token nothing else can be read either.
      if (['tenant', 'application', 'secret', 'unreachable'].includes(error.failure)) {
        for (const rest of (options.datasets ?? OFFICE_DATASETS).slice(outcomes.length))
          outcomes.push({ dataset: rest, status: 'kept', failure: error.failure, message: error.message });
        break;
      }
    }
  }
  return outcomes;
}
