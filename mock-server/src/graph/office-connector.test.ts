/**
 * The Graph connector against the Graph stand-in over HTTPS, with MSAL Node taking the tokens: a
 * full load of a demo tenant keeps every office figure the screens show (to the cent), a changed
 * licence changes the waste by that seat's price, paging and throttling are honoured, a token that
 * expires mid-run is taken again, a missing permission keeps its dataset as it was, and wrong
 * credentials say what was wrong.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_KINDS, type OfficeUserData } from '../data/office-records.ts';
import {
  ACTIVE_USER_DETAIL_COLUMNS,
  demoApplication,
  directoryFromRecords,
  GraphStandIn,
} from '../offline/graph/graph-stand-in.ts';
import { seedCostEntities } from '../seed/cost-entities.ts';
import { seedCosts } from '../seed/costs.ts';
import { seedOffice } from '../seed/office.ts';
import { createTestBackend, type TestBackend } from '../testing/test-backend.ts';
import { GraphClient, GraphError, retryDelay } from './graph-client.ts';
import { loadOffice, reportRows } from './office-connector.ts';
import { type HttpAnswer, httpTransport } from './transport.ts';

const TENANT = 'fabrikam';
const OFFICE_SCREENS = [
  '/services/api-portal-customer/api/office/licences',
  '/services/api-portal-customer/api/office/users',
  '/services/api-portal-customer/api/office/joiners-leavers',
  '/services/api-portal-customer/api/office/usage/overview?days=30',
  '/services/api-portal-customer/api/office/usage/team-collaboration?days=180',
  '/services/api-portal-customer/api/office/usage/mail?days=90',
  '/services/api-portal-customer/api/office/usage/file-sharing?days=7',
  '/services/api-portal-customer/api/office/groups?limit=100',
  '/services/api-portal-customer/api/office/devices?limit=500',
  '/services/api-portal-customer/api/office/apps?limit=100',
  '/services/api-portal-customer/api/scores/secure',
  '/services/api-portal-customer/api/scores/secure/profiles',
  '/services/api-portal-customer/api/scores/copilot',
  '/services/api-portal-customer/api/scores/usage',
];

let backend: TestBackend;
let standIn: GraphStandIn;
let token: string;
const waits: number[] = [];

beforeAll(async () => {
  backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, [TENANT]);
      seedCostEntities(db, [TENANT]);
      seedOffice(db, [TENANT]);
    },
  });
  token = await backend.tokenFor('admin@contoso.example', TENANT);
  standIn = new GraphStandIn({ pageSize: 20, tokenTtlSeconds: 3600 });
  await standIn.start();
}, 60_000);
afterAll(async () => {
  await standIn?.stop();
  await backend?.close();
});
afterEach(() => {
  standIn.throttle(0);
  waits.length = 0;
});

async function freshDirectory() {
  return standIn.add(await directoryFromRecords(backend.data, TENANT));
}

function client(overrides: Partial<{ tenant: string; clientId: string; clientSecret: string }> = {}) {
  const app = demoApplication(TENANT);
  return new GraphClient(
    { authority: standIn.url, graphUrl: standIn.url },
    {
      tenant: app.directoryTenantId,
      clientId: app.applicationId,
      clientSecret: app.secret,
      ...overrides,
    },
    {
      transport: httpTransport({ ca: standIn.certificate }),
      // The fake clock of the throttling rules: waits are recorded, not slept.
      sleep: async (ms) => {
        waits.push(ms);
      },
    },
  );
}

async function screens() {
  const answers: Record<string, unknown> = {};
  for (const path of OFFICE_SCREENS) {
    const response = await backend.call(path, { token });
    expect(response.status, path).toBe(200);
    answers[path] = await response.json();
  }
  return answers;
}

describe('a full load from Graph', () => {
  it('keeps every office figure the screens show, to the cent, through paging', async () => {
    await freshDirectory();
    const before = await screens();
    // Figures to keep: licences with seats, users, a score.
    const licences = before[OFFICE_SCREENS[0] as string] as { items: unknown[] };
    expect(licences.items.length).toBeGreaterThan(3);
    expect(JSON.stringify(before['/services/api-portal-customer/api/scores/secure'])).toMatch(/"current":\d/);
    expect(JSON.stringify(before['/services/api-portal-customer/api/office/usage/mail?days=90'])).toMatch(
      /"values":\[[1-9]/,
    );
    const graph = client();
    const outcomes = await loadOffice(graph, backend.data, TENANT, {
      now: () => new Date('2026-11-21T09:00:00Z'),
    });
    expect(outcomes.map((o) => [o.dataset, o.status])).toEqual([
      ['licences', 'loaded'],
      ['usage', 'loaded'],
      ['groups', 'loaded'],
      ['devices', 'loaded'],
      ['apps', 'loaded'],
      ['security', 'loaded'],
    ]);
    expect(await screens()).toEqual(before);
    // 90 users, 20 a page: paging by @odata.nextLink was followed.
    const users = await backend.data.records.list<OfficeUserData>(TENANT, OFFICE_KINDS.user);
    expect(users).toHaveLength(90);
    expect(graph.counts.requests).toBeGreaterThan(10);
    expect(graph.counts.tokens).toBe(1);
  });

  it('changes the licence waste by the seat price when an administrator removes a licence', async () => {
    const directory = await freshDirectory();
    type Licence = {
      sku: string;
      assigned: number;
      unassigned: number;
      unitPrice: string;
      unassignedCost: string;
    };
    const licences = async () =>
      (await (await backend.call(OFFICE_SCREENS[0] as string, { token })).json()) as {
        items: Licence[];
        totals: { monthlyWaste: string };
      };
    const before = await licences();
    const user = directory.users.find((u) =>
      u.assignedLicenses?.some(
        (l) => directory.skus.find((s) => s.skuId === l.skuId)?.skuPartNumber === 'SPE_E3',
      ),
    );
    expect(user).toBeDefined();
    const kept = (user?.assignedLicenses ?? [])
      .map((l) => directory.skus.find((s) => s.skuId === l.skuId)?.skuPartNumber ?? '')
      .filter((p) => p !== 'SPE_E3');
    expect(standIn.setLicences(directory.tenantId, user?.id as string, kept)).toBe(true);
    await loadOffice(client(), backend.data, TENANT, { datasets: ['licences'] });
    const after = await licences();
    const e3 = (answer: typeof before) => answer.items.find((s) => s.sku === 'SPE_E3') as Licence;
    expect(e3(after).assigned).toBe(e3(before).assigned - 1);
    expect(e3(after).unassigned).toBe(e3(before).unassigned + 1);
    // The freed seat costs its price as waste, to the cent.
    const cents = (money: string) => Math.round(Number(money) * 100);
    expect(cents(e3(after).unassignedCost) - cents(e3(before).unassignedCost)).toBe(
      cents(e3(before).unitPrice),
    );
  });
});

describe('as Graph behaves', () => {
  it('waits out throttling for Retry-After, then completes the load', async () => {
    await freshDirectory();
    standIn.throttle(4);
    const graph = client();
    const outcomes = await loadOffice(graph, backend.data, TENANT, { datasets: ['licences'] });
    expect(outcomes[0]?.status).toBe('loaded');
    expect(graph.counts.throttled).toBeGreaterThan(0);
    expect(waits.length).toBe(graph.counts.throttled);
    expect(waits.every((ms) => ms === 1000)).toBe(true);
  });

  it('gives up on endless throttling and keeps the dataset as it was', async () => {
    await freshDirectory();
    const before = await backend.data.records.list(TENANT, OFFICE_KINDS.user);
    standIn.throttle(1);
    const outcomes = await loadOffice(client(), backend.data, TENANT, { datasets: ['licences'] });
    expect(outcomes[0]).toMatchObject({ status: 'kept', failure: 'throttled' });
    expect(await backend.data.records.list(TENANT, OFFICE_KINDS.user)).toEqual(before);
  });

  it('takes a new token when the one it holds expires mid-run', async () => {
    await freshDirectory();
    const graph = client();
    await graph.list('/users?$top=5', 'the users', 'User.Read.All');
    standIn.expireTokens();
    const outcomes = await loadOffice(graph, backend.data, TENANT, { datasets: ['licences'] });
    expect(outcomes[0]?.status).toBe('loaded');
    expect(graph.counts.tokens).toBe(2);
  });

  it('keeps a dataset whose permission is missing (no Intune, no security reader) and loads the others', async () => {
    const directory = await freshDirectory();
    directory.application.permissions.delete('SecurityEvents.Read.All');
    directory.application.permissions.delete('DeviceManagementManagedDevices.Read.All');
    const before = await backend.data.records.list(TENANT, OFFICE_KINDS.secureScore);
    const devices = await backend.data.records.list(TENANT, OFFICE_KINDS.device);
    const outcomes = await loadOffice(client(), backend.data, TENANT);
    expect(outcomes).toEqual([
      expect.objectContaining({ dataset: 'licences', status: 'loaded' }),
      expect.objectContaining({ dataset: 'usage', status: 'loaded' }),
      expect.objectContaining({ dataset: 'groups', status: 'loaded' }),
      {
        dataset: 'devices',
        status: 'kept',
        failure: 'permission',
        message:
          'The application lacks the permission DeviceManagementManagedDevices.Read.All to read the managed devices.',
      },
      expect.objectContaining({ dataset: 'apps', status: 'loaded' }),
      {
        dataset: 'security',
        status: 'kept',
        failure: 'permission',
        message: 'The application lacks the permission SecurityEvents.Read.All to read the Secure Score.',
      },
    ]);
    expect(await backend.data.records.list(TENANT, OFFICE_KINDS.secureScore)).toEqual(before);
    expect(await backend.data.records.list(TENANT, OFFICE_KINDS.device)).toEqual(devices);
  });

  it("counts the groups' members and owners in $batch calls of 20, waiting out a throttled batch", async () => {
    const directory = await freshDirectory();
    const graph = client();
    standIn.throttle(2);
    const calls = standIn.counts.graph;
    const outcomes = await loadOffice(graph, backend.data, TENANT, { datasets: ['groups'] });
    expect(graph.counts.throttled).toBeGreaterThan(0);
    expect(outcomes[0]?.status).toBe('loaded');
    const groups = await backend.data.records.list<{ members: number; owners: number }>(
      TENANT,
      OFFICE_KINDS.group,
    );
    expect(groups.map((g) => [g.data.members, g.data.owners])).toEqual(
      directory.groups.map((g) => [g.members, g.owners]),
    );
    // Two counts a group, 20 a batch: not one request per group.
    expect(standIn.counts.graph - calls).toBeLessThan(directory.groups.length);
  });

  it('says which credential is wrong: the directory, the application, the secret', async () => {
    await freshDirectory();
    const failure = async (graph: GraphClient) => {
      const error = await graph.token().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GraphError);
      return { failure: (error as GraphError).failure, message: (error as GraphError).message };
    };
    expect(await failure(client({ tenant: 'nowhere.example' }))).toEqual({
      failure: 'tenant',
      message: 'The directory nowhere.example was not found.',
    });
    expect((await failure(client({ clientId: '00000000-0000-0000-0000-0000000000aa' }))).failure).toBe(
      'application',
    );
    const secret = await failure(client({ clientSecret: 'not-the-secret' }));
    expect(secret.failure).toBe('secret');
    expect(secret.message).not.toContain('not-the-secret');
  });
});

describe('delta runs', () => {
  it('reads only the users changed or removed since the last run, then again from the start when the link is too old', async () => {
    const directory = await freshDirectory();
    // A first run from the start keeps Graph's delta link.
    await backend.data.documents.write(TENANT, 'graph-users-delta', {}, new Date());
    let served = standIn.counts.deltaItems;
    await loadOffice(client(), backend.data, TENANT, { datasets: ['licences'] });
    expect(standIn.counts.deltaItems - served).toBe(directory.users.length);
    const link = await backend.data.documents.read<{ link?: string }>(TENANT, 'graph-users-delta', {});
    expect(link.link).toMatch(/\/users\/delta\?\$select=.*&\$deltatoken=1$/);

    const [changedUser, leaver] = directory.users.filter((u) => (u.assignedLicenses ?? []).length > 1);
    standIn.setLicences(directory.tenantId, changedUser?.id as string, []);
    standIn.deleteUser(directory.tenantId, leaver?.id as string, new Date('2026-11-20T10:00:00Z'));
    served = standIn.counts.deltaItems;
    await loadOffice(client(), backend.data, TENANT, { datasets: ['licences'] });
    // Two users changed: the delta query names those two only.
    expect(standIn.counts.deltaItems - served).toBe(2);
    const users = await backend.data.records.list<OfficeUserData>(TENANT, OFFICE_KINDS.user);
    expect(users.find((u) => u.id === changedUser?.id)?.data.licences).toEqual([]);
    expect(users.find((u) => u.id === leaver?.id)?.data.deleted).toBe('2026-11-20');
    expect(users.filter((u) => u.data.deleted === null)).toHaveLength(directory.users.length);

    // A link Graph no longer knows (410): every user again, and a new link.
    await backend.data.documents.write(
      TENANT,
      'graph-users-delta',
      { link: `${standIn.url}/v1.0/users/delta?$deltatoken=99` },
      new Date(),
    );
    served = standIn.counts.deltaItems;
    const outcomes = await loadOffice(client(), backend.data, TENANT, { datasets: ['licences'] });
    expect(outcomes[0]?.status).toBe('loaded');
    expect(standIn.counts.deltaItems - served).toBe(directory.users.length);
  });
});

describe('the pieces', () => {
  it('reads a report CSV with Microsoft headers, a BOM, CRLF and quoted names', async () => {
    const csv = `\uFEFF${ACTIVE_USER_DETAIL_COLUMNS.join(',')}\r\n2026-11-20,a@x.example,"Vance, Adele",False,${',True'.repeat(6)},2026-11-19,2026-11-18,,,,2026-11-20${','.repeat(6)},SPE_E3\r\n`;
    const rows = await reportRows(csv);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.['Report Refresh Date']).toBe('2026-11-20');
    expect(rows[0]?.['Display Name']).toBe('Vance, Adele');
    expect(rows[0]?.['Teams Last Activity Date']).toBe('2026-11-20');
    expect(rows[0]?.['Assigned Products']).toBe('SPE_E3');
  });

  it('waits for Retry-After in seconds or as a date, else backs off 1, 2, 4 … 32 s', () => {
    const answer = (retryAfter?: string): HttpAnswer => ({
      status: 429,
      headers: retryAfter ? { 'retry-after': retryAfter } : {},
      body: '',
    });
    expect(retryDelay(answer('7'), 0)).toBe(7000);
    expect(retryDelay(answer('Thu, 03 Dec 2026 10:00:05 GMT'), 0, Date.parse('2026-12-03T10:00:00Z'))).toBe(
      5000,
    );
    expect([0, 1, 2, 5, 9].map((n) => retryDelay(answer(), n))).toEqual([1000, 2000, 4000, 32_000, 32_000]);
  });
});
