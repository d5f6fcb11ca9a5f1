/**
 * The offline world's Microsoft Graph and Entra ID token endpoint, on one HTTPS port with a
 * certificate of its own (MSAL speaks to an authority over https only): the demo tenants'
 * directories served in Graph's shapes at Graph's paths, so the connector (src/graph) is proven on
 * what Microsoft publishes, not on shapes of ours.
 *
 * - `/{tenant}/v2.0/.well-known/openid-configuration` and `/{tenant}/oauth2/v2.0/token`: the
 *   client-credentials grant for each directory's application, answering Entra's AADSTS errors for
 *   an unknown tenant, application or a wrong secret; tokens expire (`tokenTtlSeconds`);
 * - `/v1.0/organization`, `/subscribedSkus`, `/users`, `/directory/deletedItems/microsoft.graph.user`,
 *   `/security/secureScores`, `/security/secureScoreControlProfiles`: small pages with
 *   `@odata.nextLink`, `$select` honoured, a 403 `Authorization_RequestDenied` for a permission the
 *   application was not granted;
 * - `/reports/getOffice365ActiveUserDetail(period='D7|D30|D90|D180')`: a 302 to a pre-authorised
 *   download of the CSV with Microsoft's column headers and a BOM;
 * - throttling on demand: every n-th Graph call answers 429 with `Retry-After`.
 *
 * The directories start from the demo tenants' office records (what the seed wrote), and change
 * only through {@link GraphStandIn.directory} (tests) or the administrator's calls of the journeys:
 * `GET /_stand-in/{tenant}/users` and `POST /_stand-in/{tenant}/users/{id or name}/licences`.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type * as Graph from '@microsoft/microsoft-graph-types';
import type { DataAccess } from '../../data/data-access.ts';
import {
  OFFICE_KINDS,
  type OfficeSkuData,
  type OfficeUserData,
  type SecureScoreData,
  type UsageDayData,
  type Workload,
} from '../../data/office-records.ts';
import { MICROSOFT_TENANT_ID } from '../../domain/office/app-risk.ts';
import { stableUuid } from '../../domain/stable-uuid.ts';
import { csvText } from '../../import/csv.ts';
import { localCertificate } from '../local-certificate.ts';

/** Every permission the connector asks for; an application of the stand-in holds all unless told. */
export const GRAPH_PERMISSIONS = [
  'Organization.Read.All',
  'User.Read.All',
  'Reports.Read.All',
  'SecurityEvents.Read.All',
  'GroupMember.Read.All',
  'DeviceManagementManagedDevices.Read.All',
  'Device.Read.All',
  'Application.Read.All',
  'DelegatedPermissionGrant.Read.All',
] as const;

export type GraphPermission = (typeof GRAPH_PERMISSIONS)[number];

/** One tenant's directory as the stand-in keeps it. */
export interface StandInDirectory {
  /** The directory's id (Entra's tenant id) and its domain. */
  tenantId: string;
  domain: string;
  displayName: string;
  application: { clientId: string; secret: string; permissions: Set<GraphPermission> };
  skus: Graph.SubscribedSku[];
  users: Graph.User[];
  deletedUsers: Graph.User[];
  /** The last day of activity per workload, by user id. */
  activity: Map<string, Partial<Record<Workload, string>>>;
  /** The workloads' activity per day (the usage reports' counts). */
  usageDays: UsageDayData[];
  /** The directory's version, and the version at which each user changed or left (the delta queries'). */
  version: number;
  changedAt: Map<string, number>;
  removedAt: Map<string, number>;
  groups: { group: Graph.Group; members: number; owners: number; lastActivity?: string }[];
  /** Intune's managed devices, and the directory's devices no one manages. */
  managedDevices: Graph.ManagedDevice[];
  unmanagedDevices: (Graph.Device & { registeredOwners: { displayName: string }[] })[];
  servicePrincipals: Graph.ServicePrincipal[];
  permissionGrants: Graph.OAuth2PermissionGrant[];
  secureScores: Graph.SecureScore[];
  controlProfiles: Graph.SecureScoreControlProfile[];
}

/** A group and a device as the office records keep them (the contract's OfficeGroup and OfficeDevice). */
interface StandInGroup {
  name: string;
  kind: 'Microsoft 365' | 'Security' | 'Distribution';
  visibility: 'Public' | 'Private';
  members: number;
  owners: number;
  created: string;
  lastActivity?: string;
}
interface StandInApp {
  name: string;
  publisher: string;
  verified: boolean;
  permissions: string[];
  users: number;
  consentedOn: string;
}
interface StandInDevice {
  name: string;
  os: string;
  osVersion: string;
  owner: string;
  managed: boolean;
  compliant: boolean;
  lastSeen: string;
}

/** The demo application of a portal tenant's directory: its id, the directory's id, its secret. */
export function demoApplication(portalTenantId: string) {
  return {
    directoryTenantId: stableUuid(portalTenantId, 'graph-directory', 'tenant'),
    applicationId: stableUuid(portalTenantId, 'graph-directory', 'application'),
    secret: `stand-in-secret-${portalTenantId}`,
  };
}

const PLANS: Record<Workload, { servicePlanName: string; servicePlanId: string }> = {
  teams: { servicePlanName: 'TEAMS1', servicePlanId: '57ff2da0-773e-42df-b2af-ffb7a2317929' },
  mail: { servicePlanName: 'EXCHANGE_S_ENTERPRISE', servicePlanId: 'efb87545-963c-4e0d-99df-69c6916d9eb0' },
  files: { servicePlanName: 'SHAREPOINTENTERPRISE', servicePlanId: '5dbe027f-2339-4123-9542-606e4d348a72' },
};

/** A Graph time of a day of ours (the service writes them in UTC). */
const at = (day: string, time = '08:00:00') => `${day}T${time}Z`;

/** The directory of a portal tenant, in Graph's shapes, from its office records. */
export async function directoryFromRecords(
  data: DataAccess,
  portalTenantId: string,
): Promise<StandInDirectory> {
  const app = demoApplication(portalTenantId);
  const skuRecords = await data.records.list<OfficeSkuData>(portalTenantId, OFFICE_KINDS.sku);
  const usageDays = (await data.records.list<UsageDayData>(portalTenantId, OFFICE_KINDS.usageDay)).map(
    (d) => d.data,
  );
  const groupRecords = await data.records.list<StandInGroup>(portalTenantId, OFFICE_KINDS.group);
  const deviceRecords = await data.records.list<StandInDevice>(portalTenantId, OFFICE_KINDS.device);
  const appRecords = await data.records.list<StandInApp>(portalTenantId, OFFICE_KINDS.app);
  const userRecords = await data.records.list<OfficeUserData>(portalTenantId, OFFICE_KINDS.user);
  const scored = (await data.records.list<SecureScoreData>(portalTenantId, OFFICE_KINDS.secureScore))[0];
  const skuId = (part: string) => stableUuid('graph-sku', part);
  const assigned = (licences: string[]) =>
    licences.map((part) => ({ skuId: skuId(part), disabledPlans: [] }));
  const consumed = new Map<string, number>();
  for (const u of userRecords) for (const l of u.data.licences) consumed.set(l, (consumed.get(l) ?? 0) + 1);
  const userOf = (record: { id: string; data: OfficeUserData }): Graph.User => ({
    id: record.id,
    userPrincipalName: record.data.upn,
    displayName: record.data.displayName,
    department: record.data.department || null,
    createdDateTime: at(record.data.created),
    accountEnabled: record.data.deleted === null,
    assignedLicenses: assigned(record.data.licences),
  });
  const { secureScores, controlProfiles } = scoreOf(app.directoryTenantId, scored, userRecords);
  return {
    tenantId: app.directoryTenantId,
    domain: `${portalTenantId}.example`,
    displayName: portalTenantId[0]?.toUpperCase() + portalTenantId.slice(1),
    application: { clientId: app.applicationId, secret: app.secret, permissions: new Set(GRAPH_PERMISSIONS) },
    skus: skuRecords.map((s) => ({
      id: `${app.directoryTenantId}_${skuId(s.data.sku)}`,
      skuId: skuId(s.data.sku),
      skuPartNumber: s.data.sku,
      appliesTo: 'User',
      capabilityStatus: 'Enabled',
      consumedUnits: consumed.get(s.data.sku) ?? 0,
      prepaidUnits: { enabled: s.data.purchased, suspended: 0, warning: 0, lockedOut: 0 },
      servicePlans: s.data.workloads.map((w) => ({
        ...PLANS[w],
        appliesTo: 'User',
        provisioningStatus: 'Success',
      })),
    })),
    users: userRecords.filter((u) => u.data.deleted === null).map(userOf),
    deletedUsers: userRecords
      .filter((u) => u.data.deleted !== null)
      .map((u) => ({
        ...userOf(u),
        // Graph renames a deleted user: its id without dashes before the name it had.
        userPrincipalName: `${u.id.replace(/-/g, '')}${u.data.upn}`,
        deletedDateTime: at(u.data.deleted as string, '10:00:00'),
      })),
    activity: new Map(userRecords.map((u) => [u.id, u.data.lastActive])),
    usageDays,
    version: 1,
    changedAt: new Map(),
    removedAt: new Map(),
    groups: groupRecords.map(groupOf),
    ...devicesOf(deviceRecords),
    ...appsOf(
      appRecords,
      userRecords.filter((u) => u.data.deleted === null).map((u) => u.id),
      app.directoryTenantId,
    ),
    secureScores,
    controlProfiles,
  };
}

/** A group of the office records in Graph's shape, with its counts and last activity beside it. */
const groupOf = (g: { id: string; data: StandInGroup }): StandInDirectory['groups'][number] => ({
  group: {
    id: g.id,
    displayName: g.data.name,
    groupTypes: g.data.kind === 'Microsoft 365' ? ['Unified'] : [],
    securityEnabled: g.data.kind === 'Security',
    mailEnabled: g.data.kind !== 'Security',
    visibility: g.data.kind === 'Microsoft 365' ? g.data.visibility : null,
    createdDateTime: at(g.data.created),
  },
  members: g.data.members,
  owners: g.data.owners,
  ...(g.data.lastActivity ? { lastActivity: g.data.lastActivity } : {}),
});

/**
 * The third-party apps as service principals (the publisher verified or not) with their delegated
 * grants, one per user who consented; and one app of Microsoft's own, which is not third-party.
 */
function appsOf(
  appRecords: { id: string; data: StandInApp }[],
  userIds: string[],
  directoryTenantId: string,
): Pick<StandInDirectory, 'servicePrincipals' | 'permissionGrants'> {
  const servicePrincipals: Graph.ServicePrincipal[] = appRecords.map((a) => ({
    id: a.id,
    appId: stableUuid('graph-app', a.data.name),
    displayName: a.data.name,
    appOwnerOrganizationId: stableUuid('graph-publisher', a.data.publisher),
    servicePrincipalType: 'Application',
    verifiedPublisher: a.data.verified
      ? {
          displayName: a.data.publisher,
          verifiedPublisherId: stableUuid('mpn', a.data.publisher).slice(0, 7),
          addedDateTime: at(a.data.consentedOn),
        }
      : { displayName: null, verifiedPublisherId: null, addedDateTime: null },
  }));
  servicePrincipals.push({
    id: stableUuid(directoryTenantId, 'microsoft-graph-sp'),
    appId: '00000003-0000-0000-c000-000000000000',
    displayName: 'Microsoft Graph',
    appOwnerOrganizationId: MICROSOFT_TENANT_ID,
    servicePrincipalType: 'Application',
  });
  const permissionGrants: Graph.OAuth2PermissionGrant[] = appRecords.flatMap((a) =>
    userIds.slice(0, a.data.users).map((principalId) => ({
      id: stableUuid(a.id, principalId),
      clientId: a.id,
      consentType: 'Principal',
      principalId,
      resourceId: stableUuid(directoryTenantId, 'microsoft-graph-sp'),
      scope: a.data.permissions.join(' '),
    })),
  );
  return { servicePrincipals, permissionGrants };
}

/** The devices of the office records: Intune's managed ones, and the directory's unmanaged ones. */
function devicesOf(
  deviceRecords: { id: string; data: StandInDevice }[],
): Pick<StandInDirectory, 'managedDevices' | 'unmanagedDevices'> {
  return {
    managedDevices: deviceRecords
      .filter((d) => d.data.managed)
      .map((d) => ({
        id: d.id,
        deviceName: d.data.name,
        operatingSystem: d.data.os,
        osVersion: d.data.osVersion,
        userDisplayName: d.data.owner,
        complianceState: d.data.compliant ? 'compliant' : 'noncompliant',
        lastSyncDateTime: at(d.data.lastSeen),
      })),
    unmanagedDevices: deviceRecords
      .filter((d) => !d.data.managed)
      .map((d) => ({
        id: d.id,
        displayName: d.data.name,
        operatingSystem: d.data.os,
        operatingSystemVersion: d.data.osVersion,
        isManaged: false,
        isCompliant: false,
        approximateLastSignInDateTime: at(d.data.lastSeen),
        registeredOwners: [{ displayName: d.data.owner }],
      })),
  };
}

/** The Secure Score's daily snapshots and control profiles, from the portal's score record. */
function scoreOf(
  directoryTenantId: string,
  scored: { data: SecureScoreData; updatedAt: string } | undefined,
  userRecords: { data: OfficeUserData }[],
) {
  const score = scored?.data;
  const secureScores: Graph.SecureScore[] = [];
  const controlProfiles: Graph.SecureScoreControlProfile[] = [];
  if (score) {
    const max = score.actions.reduce((sum, a) => sum + a.maxPoints, 0);
    const current = Math.round(score.actions.reduce((sum, a) => sum + a.points, 0) * 100) / 100;
    // Today's snapshot is of the day the portal dates today's points.
    const today = score.date ?? (scored?.updatedAt ?? new Date().toISOString()).slice(0, 10);
    for (const week of score.history)
      secureScores.push({
        id: `${directoryTenantId}_${week.date}`,
        azureTenantId: directoryTenantId,
        createdDateTime: at(week.date, '00:00:00'),
        currentScore: week.current,
        maxScore: week.max,
        controlScores: [],
        averageComparativeScores: [],
      });
    secureScores.push({
      id: `${directoryTenantId}_${today}`,
      azureTenantId: directoryTenantId,
      createdDateTime: at(today, '00:00:00'),
      currentScore: current,
      maxScore: max,
      licensedUserCount: userRecords.filter((u) => u.data.licences.length > 0).length,
      controlScores: score.actions.map((a) => ({
        controlName: a.id,
        controlCategory: a.category,
        score: a.points,
        description: a.title,
      })),
      averageComparativeScores: [
        { basis: 'AllTenants', averageScore: Math.round(max * 0.42 * 100) / 100 },
        { basis: 'TotalSeats', averageScore: (score.similarTenantsPercent * max) / 100 },
      ],
    });
    for (const a of score.actions)
      controlProfiles.push({
        id: a.id,
        azureTenantId: directoryTenantId,
        title: a.title,
        controlCategory: a.category,
        maxScore: a.maxPoints,
        userImpact: a.userImpact[0]?.toUpperCase() + a.userImpact.slice(1),
        deprecated: false,
        actionType: 'Config',
        service: a.category === 'Identity' ? 'AzureAD' : 'MDO',
        controlStateUpdates:
          a.status === 'riskAccepted'
            ? [{ state: 'Ignored', comment: 'Risk accepted', updatedDateTime: at(today) }]
            : [{ state: 'Default' }],
      });
  }
  return { secureScores, controlProfiles };
}

/** The report's columns, as Microsoft documents them for getOffice365ActiveUserDetail. */
export const ACTIVE_USER_DETAIL_COLUMNS = [
  'Report Refresh Date',
  'User Principal Name',
  'Display Name',
  'Is Deleted',
  'Deleted Date',
  'Has Exchange License',
  'Has OneDrive License',
  'Has SharePoint License',
  'Has Skype For Business License',
  'Has Yammer License',
  'Has Teams License',
  'Exchange Last Activity Date',
  'OneDrive Last Activity Date',
  'SharePoint Last Activity Date',
  'Skype For Business Last Activity Date',
  'Yammer Last Activity Date',
  'Teams Last Activity Date',
  'Exchange License Assign Date',
  'OneDrive License Assign Date',
  'SharePoint License Assign Date',
  'Skype For Business License Assign Date',
  'Yammer License Assign Date',
  'Teams License Assign Date',
  'Assigned Products',
] as const;

/** The daily counts reports: their columns (Microsoft's), and each day's cells from the usage. */
const COUNT_REPORTS: Record<
  string,
  { columns: readonly string[]; cells: (day: UsageDayData) => Record<string, number> }
> = {
  getOffice365ActiveUserCounts: {
    columns: [
      'Report Refresh Date',
      'Office 365',
      'Exchange',
      'OneDrive',
      'SharePoint',
      'Skype For Business',
      'Yammer',
      'Teams',
      'Report Date',
      'Report Period',
    ],
    cells: (d) => ({
      'Office 365': Math.max(d.teams.activeUsers, d.mail.activeUsers, d.files.activeUsers),
      Exchange: d.mail.activeUsers,
      OneDrive: d.files.activeUsers,
      SharePoint: d.files.activeUsers,
      'Skype For Business': 0,
      Yammer: 0,
      Teams: d.teams.activeUsers,
    }),
  },
  getTeamsUserActivityCounts: {
    columns: [
      'Report Refresh Date',
      'Report Date',
      'Team Chat Messages',
      'Private Chat Messages',
      'Calls',
      'Meetings',
      'Meetings Organized Count',
      'Meetings Attended Count',
      'Post Messages',
      'Reply Messages',
      'Urgent Messages',
      'Report Period',
    ],
    cells: (d) => ({
      'Team Chat Messages': d.teams.channelMessages,
      'Private Chat Messages': d.teams.chats,
      Calls: d.teams.calls,
      Meetings: d.teams.meetings,
      'Meetings Organized Count': d.teams.meetings,
      'Meetings Attended Count': d.teams.meetings,
      'Post Messages': 0,
      'Reply Messages': 0,
      'Urgent Messages': 0,
    }),
  },
  getEmailActivityCounts: {
    columns: [
      'Report Refresh Date',
      'Send',
      'Receive',
      'Read',
      'Meeting Created',
      'Meeting Interacted',
      'Report Date',
      'Report Period',
    ],
    cells: (d) => ({
      Send: d.mail.sent,
      Receive: d.mail.received,
      Read: d.mail.read,
      'Meeting Created': 0,
      'Meeting Interacted': 0,
    }),
  },
  getOneDriveActivityFileCounts: {
    columns: [
      'Report Refresh Date',
      'Viewed Or Edited',
      'Synced',
      'Shared Internally',
      'Shared Externally',
      'Report Date',
      'Report Period',
    ],
    cells: (d) => ({
      'Viewed Or Edited': d.files.viewedEdited,
      Synced: d.files.synced,
      'Shared Internally': d.files.sharedInternally,
      'Shared Externally': d.files.sharedExternally,
    }),
  },
};

export interface GraphStandInOptions {
  /** Users and other items per page (Graph's own are larger: small ones exercise paging). */
  pageSize?: number;
  /** Seconds a token lives. */
  tokenTtlSeconds?: number;
  port?: number;
}

interface IssuedToken {
  directory: StandInDirectory;
  expiresAt: number;
}

export class GraphStandIn {
  readonly #directories = new Map<string, StandInDirectory>();
  readonly #tokens = new Map<string, IssuedToken>();
  readonly #downloads = new Map<string, { csv: string; expiresAt: number }>();
  readonly #pageSize: number;
  #tokenTtlSeconds: number;
  #throttleEvery = 0;
  #calls = 0;
  #server: Server | undefined;
  /** Graph calls answered (token calls not counted), and how many of them were throttled. */
  readonly counts = { graph: 0, throttled: 0, tokens: 0, deltaItems: 0 };
  url = '';
  /** The certificate the stand-in serves: the connector trusts it (PORTAL_GRAPH_CA_FILE offline). */
  certificate = '';

  constructor(options: GraphStandInOptions = {}) {
    this.#pageSize = options.pageSize ?? 25;
    this.#tokenTtlSeconds = options.tokenTtlSeconds ?? 3600;
  }

  /** Adds (or replaces) a directory; answers it. */
  add(directory: StandInDirectory): StandInDirectory {
    this.#directories.set(directory.tenantId, directory);
    return directory;
  }

  /** The directory of a tenant id or domain. */
  directory(tenant: string): StandInDirectory | undefined {
    return (
      this.#directories.get(tenant) ??
      [...this.#directories.values()].find((d) => d.domain === tenant.toLowerCase())
    );
  }

  /** Every n-th Graph call answers 429 with Retry-After: 1 (0: never). */
  throttle(every: number): void {
    this.#throttleEvery = every;
    this.#calls = 0;
  }

  /** Makes every token issued so far expired (a run that loses its token mid-way). */
  expireTokens(): void {
    for (const token of this.#tokens.values()) token.expiresAt = 0;
  }

  set tokenTtlSeconds(seconds: number) {
    this.#tokenTtlSeconds = seconds;
  }

  /** Sets a user's licences (by part number; the user by id or name), as an administrator would in the admin centre. */
  setLicences(tenant: string, user: string, partNumbers: string[]): boolean {
    const directory = this.directory(tenant);
    const found = directory?.users.find((u) => u.id === user || u.userPrincipalName === user);
    if (!directory || !found) return false;
    const ids = partNumbers
      .map((p) => directory.skus.find((s) => s.skuPartNumber === p)?.skuId)
      .filter((id): id is string => Boolean(id));
    found.assignedLicenses = ids.map((skuId) => ({ skuId, disabledPlans: [] }));
    directory.version += 1;
    directory.changedAt.set(found.id ?? '', directory.version);
    for (const sku of directory.skus)
      sku.consumedUnits = directory.users.filter((u) =>
        u.assignedLicenses?.some((l) => l.skuId === sku.skuId),
      ).length;
    return true;
  }

  /** Deletes a user, as an administrator would: a leaver in the deleted items, gone from the users. */
  deleteUser(tenant: string, userId: string, at = new Date()): boolean {
    const directory = this.directory(tenant);
    const index = directory?.users.findIndex((u) => u.id === userId) ?? -1;
    if (!directory || index < 0) return false;
    const [user] = directory.users.splice(index, 1) as [Graph.User];
    directory.deletedUsers.push({
      ...user,
      accountEnabled: false,
      userPrincipalName: `${userId.replace(/-/g, '')}${user.userPrincipalName ?? ''}`,
      deletedDateTime: at.toISOString(),
    });
    directory.version += 1;
    directory.removedAt.set(userId, directory.version);
    return true;
  }

  async start(port = 0): Promise<string> {
    const pems = await localCertificate('graph-stand-in.localhost');
    this.certificate = pems.cert;
    const server = createServer({ key: pems.key, cert: pems.cert }, (req, res) => {
      this.#handle(req, res).catch((error: unknown) => {
        if (!res.headersSent)
          this.#json(res, 500, { error: { code: 'InternalServerError', message: String(error) } });
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.#server = server;
    this.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.url;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.#server) return resolve();
      this.#server.close(() => resolve());
      this.#server.closeAllConnections();
    });
  }

  #json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  }

  #graphError(
    res: ServerResponse,
    status: number,
    code: string,
    message: string,
    headers: Record<string, string> = {},
  ) {
    this.#json(
      res,
      status,
      { error: { code, message, innerError: { date: new Date().toISOString() } } },
      headers,
    );
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const path = decodeURIComponent(url.pathname);
    const wellKnown = /^\/([^/]+)\/v2\.0\/\.well-known\/openid-configuration$/.exec(path);
    if (wellKnown) return this.#openIdConfiguration(res, wellKnown[1] as string);
    const token = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(path);
    if (token && req.method === 'POST') return this.#token(req, res, token[1] as string);
    const download = /^\/_downloads\/([\w-]+)\.csv$/.exec(path);
    if (download) return this.#download(res, download[1] as string);
    const users = /^\/_stand-in\/([^/]+)\/users$/.exec(path);
    if (users && req.method === 'GET') return this.#standInUsers(res, users[1] as string);
    const licences = /^\/_stand-in\/([^/]+)\/users\/([^/]+)\/licences$/.exec(path);
    if (licences && req.method === 'POST') {
      const body = JSON.parse(await readBody(req)) as { licences?: string[] };
      const done = this.setLicences(licences[1] as string, licences[2] as string, body.licences ?? []);
      return this.#json(res, done ? 200 : 404, { done });
    }
    if (path.startsWith('/v1.0/')) return this.#graph(req, res, url, path.slice('/v1.0'.length));
    return this.#graphError(res, 404, 'Request_ResourceNotFound', `Resource '${path}' does not exist.`);
  }

  /** The directory's users as an administrator sees them: licences by part number, last activity. */
  #standInUsers(res: ServerResponse, tenant: string) {
    const directory = this.directory(tenant);
    if (!directory) return this.#json(res, 404, { error: `No directory ${tenant}.` });
    const part = (skuId: string | null | undefined) =>
      directory.skus.find((s) => s.skuId === skuId)?.skuPartNumber ?? '';
    return this.#json(
      res,
      200,
      directory.users.map((u) => ({
        id: u.id,
        userPrincipalName: u.userPrincipalName,
        licences: (u.assignedLicenses ?? []).map((l) => part(l.skuId)),
        lastActive: directory.activity.get(u.id ?? '') ?? {},
      })),
    );
  }

  #openIdConfiguration(res: ServerResponse, tenant: string) {
    const directory = this.directory(tenant);
    if (!directory)
      return this.#json(res, 400, {
        error: 'invalid_tenant',
        error_description: `AADSTS90002: Tenant '${tenant}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud.`,
        error_codes: [90002],
      });
    const base = `${this.url}/${tenant}`;
    return this.#json(res, 200, {
      issuer: `${this.url}/${directory.tenantId}/v2.0`,
      authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
      token_endpoint: `${base}/oauth2/v2.0/token`,
      end_session_endpoint: `${base}/oauth2/v2.0/logout`,
      jwks_uri: `${base}/discovery/v2.0/keys`,
      response_types_supported: ['code', 'id_token', 'token'],
      subject_types_supported: ['pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      tenant_region_scope: 'EU',
    });
  }

  async #token(req: IncomingMessage, res: ServerResponse, tenant: string) {
    const form = new URLSearchParams(await readBody(req));
    const directory = this.directory(tenant);
    const fail = (status: number, error: string, code: number, description: string) =>
      this.#json(res, status, {
        error,
        error_description: `AADSTS${code}: ${description}`,
        error_codes: [code],
        timestamp: new Date().toISOString(),
      });
    if (!directory) return fail(400, 'invalid_request', 90002, `Tenant '${tenant}' not found.`);
    if (form.get('grant_type') !== 'client_credentials')
      return fail(400, 'unsupported_grant_type', 70003, 'The app requested an unsupported grant type.');
    if (form.get('client_id') !== directory.application.clientId)
      return fail(
        400,
        'unauthorized_client',
        700016,
        `Application with identifier '${form.get('client_id')}' was not found in the directory '${directory.displayName}'.`,
      );
    if (form.get('client_secret') !== directory.application.secret)
      return fail(
        401,
        'invalid_client',
        7000215,
        `Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${directory.application.clientId}'.`,
      );
    const accessToken = randomBytes(24).toString('base64url');
    this.#tokens.set(accessToken, { directory, expiresAt: Date.now() + this.#tokenTtlSeconds * 1000 });
    this.counts.tokens += 1;
    return this.#json(res, 200, {
      token_type: 'Bearer',
      expires_in: this.#tokenTtlSeconds,
      ext_expires_in: this.#tokenTtlSeconds,
      access_token: accessToken,
    });
  }

  #download(res: ServerResponse, id: string) {
    const found = this.#downloads.get(id);
    if (!found || found.expiresAt < Date.now()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('The download link expired.');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment' });
    res.end(`\uFEFF${found.csv}`);
  }

  async #graph(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    this.counts.graph += 1;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const issued = bearer ? this.#tokens.get(bearer) : undefined;
    if (!issued)
      return this.#graphError(res, 401, 'InvalidAuthenticationToken', 'Access token is empty or not valid.');
    if (issued.expiresAt <= Date.now())
      return this.#graphError(
        res,
        401,
        'InvalidAuthenticationToken',
        'Lifetime validation failed, the token is expired.',
      );
    this.#calls += 1;
    if (this.#throttleEvery > 0 && this.#calls % this.#throttleEvery === 0) {
      this.counts.throttled += 1;
      return this.#graphError(
        res,
        429,
        'TooManyRequests',
        'Too many requests are being made to the application. Please try again later.',
        { 'Retry-After': '1' },
      );
    }
    const directory = issued.directory;
    const needs = (permission: GraphPermission) => {
      if (directory.application.permissions.has(permission)) return true;
      this.#graphError(
        res,
        403,
        'Authorization_RequestDenied',
        'Insufficient privileges to complete the operation.',
      );
      return false;
    };
    const page = (items: object[]) => this.#page(res, url, items);
    if (path === '/organization' && needs('Organization.Read.All'))
      return page([
        {
          id: directory.tenantId,
          displayName: directory.displayName,
          verifiedDomains: [{ name: directory.domain, isDefault: true, isInitial: true, type: 'Managed' }],
        },
      ]);
    if (path === '/subscribedSkus' && needs('Organization.Read.All')) return page(directory.skus);
    if (path === '/users' && needs('User.Read.All')) return page(directory.users);
    if (path === '/users/delta' && needs('User.Read.All')) return this.#usersDelta(res, url, directory);
    if (path === '/directory/deletedItems/microsoft.graph.user' && needs('User.Read.All'))
      return page(directory.deletedUsers);
    if (path === '/groups' && needs('GroupMember.Read.All'))
      return page(directory.groups.map((g) => g.group));
    if (path === '/deviceManagement/managedDevices' && needs('DeviceManagementManagedDevices.Read.All'))
      return page(directory.managedDevices);
    if (path === '/devices' && needs('Device.Read.All')) {
      if (url.searchParams.get('$filter') !== 'isManaged eq false')
        return this.#graphError(
          res,
          400,
          'Request_UnsupportedQuery',
          'The stand-in filters devices by isManaged eq false only.',
        );
      return page(directory.unmanagedDevices);
    }
    if (path === '/servicePrincipals' && needs('Application.Read.All'))
      return page(directory.servicePrincipals);
    if (path === '/oauth2PermissionGrants' && needs('DelegatedPermissionGrant.Read.All'))
      return page(directory.permissionGrants);
    if (path === '/$batch' && req.method === 'POST') return this.#batch(req, res, directory);
    if (path === '/security/secureScores' && needs('SecurityEvents.Read.All'))
      return page([...directory.secureScores].reverse());
    if (path === '/security/secureScoreControlProfiles' && needs('SecurityEvents.Read.All'))
      return page(directory.controlProfiles);
    const report = /^\/reports\/(\w+)\(period='(D7|D30|D90|D180)'\)$/.exec(path);
    if (
      report &&
      needs('Reports.Read.All') &&
      this.#report(res, directory, report[1] as string, report[2] as string)
    )
      return;
    if (res.headersSent) return;
    return this.#graphError(
      res,
      400,
      'BadRequest',
      `Resource not found for the segment '${path.split('/')[1]}'.`,
    );
  }

  /** A report: a redirect to its CSV's pre-authorised download; false for a report the stand-in has not. */
  #report(res: ServerResponse, directory: StandInDirectory, name: string, period: string): boolean {
    const days = Number(period.slice(1));
    const csv =
      name === 'getOffice365ActiveUserDetail'
        ? this.#activeUserDetail(directory)
        : name === 'getOffice365GroupsActivityDetail'
          ? this.#groupsActivity(directory, days)
          : COUNT_REPORTS[name]
            ? this.#counts(directory, name, days)
            : undefined;
    if (csv === undefined) return false;
    const id = randomBytes(12).toString('hex');
    this.#downloads.set(id, { csv, expiresAt: Date.now() + 5 * 60_000 });
    res.writeHead(302, { Location: `${this.url}/_downloads/${id}.csv` });
    res.end();
    return true;
  }

  /**
   * The users' delta query: every user the first time, then (from `$deltatoken`) those changed or
   * removed since, a removed one as `{ id, @removed }`; the last page carries the deltaLink. A
   * token from a version the directory never had answers 410, as Graph does for one too old.
   */
  #usersDelta(res: ServerResponse, url: URL, directory: StandInDirectory) {
    const token = url.searchParams.get('$deltatoken');
    const since = token === null ? undefined : Number(token);
    if (since !== undefined && !(since >= 1 && since <= directory.version))
      return this.#graphError(
        res,
        410,
        'resyncRequired',
        'The delta token is no longer valid: read again from the start.',
      );
    const items: object[] =
      since === undefined
        ? directory.users
        : [
            ...directory.users.filter((u) => (directory.changedAt.get(u.id ?? '') ?? 0) > since),
            ...[...directory.removedAt]
              .filter(([, at]) => at > since)
              .map(([id]) => ({ id, '@removed': { reason: 'deleted' } })),
          ];
    const select = url.searchParams.get('$select');
    if (!url.searchParams.has('$skiptoken')) this.counts.deltaItems += items.length;
    const deltaLink = `${this.url}/v1.0/users/delta?${select ? `$select=${select}&` : ''}$deltatoken=${directory.version}`;
    return this.#page(res, url, items, deltaLink);
  }

  /** One page of `items` (by `$skiptoken`), with `$select` applied and the next page's link. */
  #page(res: ServerResponse, url: URL, items: object[], deltaLink?: string) {
    const from = Number(url.searchParams.get('$skiptoken') ?? '0') || 0;
    const top = Math.min(
      Number(url.searchParams.get('$top') ?? this.#pageSize) || this.#pageSize,
      this.#pageSize,
    );
    // $select keeps the fields named, and what $expand names too (its own $select aside).
    const expanded = (url.searchParams.get('$expand') ?? '')
      .split(',')
      .map((f) => f.replace(/\(.*\)$/, '').trim())
      .filter(Boolean);
    const select = url.searchParams
      .get('$select')
      ?.split(',')
      .map((f) => f.trim())
      .filter(Boolean)
      .concat(expanded);
    const slice = items
      .slice(from, from + top)
      .map((item) =>
        select
          ? Object.fromEntries(
              Object.entries(item).filter(([k]) => k === 'id' || k.startsWith('@') || select.includes(k)),
            )
          : item,
      );
    const body: Record<string, unknown> = {
      '@odata.context': `https://graph.microsoft.com/v1.0/$metadata#${url.pathname.split('/').pop()}`,
      value: slice,
    };
    if (from + top < items.length) {
      // As Graph writes it: the query as it came, the skip token appended (its $ not escaped).
      const query = url.search.replace(/^\?/, '').replace(/(^|&)(\$|%24)skiptoken=[^&]*/g, '');
      body['@odata.nextLink'] =
        `${url.origin}${url.pathname}?${query ? `${query.replace(/^&/, '')}&` : ''}$skiptoken=${from + top}`;
    } else if (deltaLink) body['@odata.deltaLink'] = deltaLink;
    this.#json(res, 200, body);
  }

  /**
   * JSON batching: up to 20 requests in one; the stand-in answers each group's members and owners
   * `$count` (with `ConsistencyLevel: eventual`, as Graph requires), and 404 for anything else.
   */
  async #batch(req: IncomingMessage, res: ServerResponse, directory: StandInDirectory) {
    const body = JSON.parse(await readBody(req)) as {
      requests?: { id: string; method: string; url: string; headers?: Record<string, string> }[];
    };
    const requests = body.requests ?? [];
    if (requests.length > 20)
      return this.#graphError(res, 400, 'BadRequest', 'A batch holds at most 20 requests.');
    const responses = requests.map((r) => {
      const count = /^\/?groups\/([^/]+)\/(members|owners)\/\$count$/.exec(r.url);
      const found = count ? directory.groups.find((g) => g.group.id === count[1]) : undefined;
      if (!count || !found)
        return {
          id: r.id,
          status: 404,
          body: { error: { code: 'Request_ResourceNotFound', message: r.url } },
        };
      if (!directory.application.permissions.has('GroupMember.Read.All'))
        return {
          id: r.id,
          status: 403,
          body: {
            error: {
              code: 'Authorization_RequestDenied',
              message: 'Insufficient privileges to complete the operation.',
            },
          },
        };
      if ((r.headers?.ConsistencyLevel ?? r.headers?.consistencylevel) !== 'eventual')
        return {
          id: r.id,
          status: 400,
          body: {
            error: { code: 'Request_BadRequest', message: '$count needs ConsistencyLevel: eventual.' },
          },
        };
      return {
        id: r.id,
        status: 200,
        headers: { 'Content-Type': 'text/plain' },
        body: count[2] === 'members' ? found.members : found.owners,
      };
    });
    return this.#json(res, 200, { responses });
  }

  /** The groups' activity report: Microsoft 365 groups only, with their last activity. */
  #groupsActivity(directory: StandInDirectory, days: number): string {
    const columns = [
      'Report Refresh Date',
      'Group Display Name',
      'Is Deleted',
      'Owner Principal Name',
      'Last Activity Date',
      'Group Type',
      'Member Count',
      'External Member Count',
      'Exchange Received Email Count',
      'SharePoint Active File Count',
      'Group Id',
      'Report Period',
    ];
    const refreshed = directory.usageDays.at(-1)?.date ?? '';
    const rows = directory.groups
      .filter((g) => g.group.groupTypes?.includes('Unified'))
      .map((g) => ({
        'Report Refresh Date': refreshed,
        'Group Display Name': g.group.displayName ?? '',
        'Is Deleted': 'False',
        'Owner Principal Name': '',
        'Last Activity Date': g.lastActivity ?? '',
        'Group Type': g.group.visibility ?? 'Private',
        'Member Count': g.members,
        'External Member Count': 0,
        'Exchange Received Email Count': 0,
        'SharePoint Active File Count': 0,
        'Group Id': g.group.id ?? '',
        'Report Period': days,
      }));
    return csvText(columns, rows);
  }

  /** A counts report: a row per day of the period, the newest first, as Graph writes them. */
  #counts(directory: StandInDirectory, name: string, days: number): string {
    const report = COUNT_REPORTS[name] as (typeof COUNT_REPORTS)[string];
    const refreshed = directory.usageDays.at(-1)?.date ?? '';
    const rows = directory.usageDays
      .slice(-days)
      .reverse()
      .map((day) => ({
        ...report.cells(day),
        'Report Refresh Date': refreshed,
        'Report Date': day.date,
        'Report Period': days,
      }));
    return csvText(report.columns, rows);
  }

  #activeUserDetail(directory: StandInDirectory): string {
    const refreshed = new Date().toISOString().slice(0, 10);
    const products = (user: Graph.User) =>
      (user.assignedLicenses ?? [])
        .map((l) => directory.skus.find((s) => s.skuId === l.skuId)?.skuPartNumber ?? '')
        .join('+');
    const row = (user: Graph.User, deleted: boolean) => {
      const active = directory.activity.get(user.id ?? '') ?? {};
      const upn = deleted
        ? (user.userPrincipalName ?? '').replace(/^[0-9a-f]{32}/i, '')
        : (user.userPrincipalName ?? '');
      const has = (user.assignedLicenses ?? []).length > 0 ? 'True' : 'False';
      const cells: Record<(typeof ACTIVE_USER_DETAIL_COLUMNS)[number], string> = {
        'Report Refresh Date': refreshed,
        'User Principal Name': upn,
        'Display Name': user.displayName ?? '',
        'Is Deleted': deleted ? 'True' : 'False',
        'Deleted Date': deleted ? (user.deletedDateTime ?? '').slice(0, 10) : '',
        'Has Exchange License': has,
        'Has OneDrive License': has,
        'Has SharePoint License': has,
        'Has Skype For Business License': 'False',
        'Has Yammer License': 'False',
        'Has Teams License': has,
        'Exchange Last Activity Date': active.mail ?? '',
        'OneDrive Last Activity Date': active.files ?? '',
        'SharePoint Last Activity Date': '',
        'Skype For Business Last Activity Date': '',
        'Yammer Last Activity Date': '',
        'Teams Last Activity Date': active.teams ?? '',
        'Exchange License Assign Date': '',
        'OneDrive License Assign Date': '',
        'SharePoint License Assign Date': '',
        'Skype For Business License Assign Date': '',
        'Yammer License Assign Date': '',
        'Teams License Assign Date': '',
        'Assigned Products': products(user),
      };
      return cells;
    };
    return csvText(ACTIVE_USER_DETAIL_COLUMNS, [
      ...directory.users.map((user) => row(user, false)),
      ...directory.deletedUsers.map((user) => row(user, true)),
    ]);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 100_000) reject(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
