/**
 * The Graph stand-in answers in the shapes Microsoft publishes: every property of every item it
 * serves (users, deleted users, licences, groups, devices, Secure Score, control profiles, the
 * organization) is a property of that resource in `@microsoft/microsoft-graph-types` (read from
 * its declarations, inherited properties included), nested objects too; its token endpoint
 * answers as Entra does; paging and the report redirect are Graph's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpTransport } from '../../graph/transport.ts';
import { seedCostEntities } from '../../seed/cost-entities.ts';
import { seedCosts } from '../../seed/costs.ts';
import { seedOffice } from '../../seed/office.ts';
import { createTestBackend, type TestBackend } from '../../testing/test-backend.ts';
import {
  ACTIVE_USER_DETAIL_COLUMNS,
  demoApplication,
  directoryFromRecords,
  GraphStandIn,
} from './graph-stand-in.ts';

/** The properties of each interface of the Graph types, with those it extends. */
function graphProperties(): (name: string) => Set<string> {
  const require = createRequire(import.meta.url);
  const file = join(
    require.resolve('@microsoft/microsoft-graph-types/package.json'),
    '..',
    'microsoft-graph.d.ts',
  );
  const text = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const own = new Map<string, { base?: string; props: Set<string> }>();
  const pattern = /^export interface (\w+)(?: extends (\w+))? \{\n([\s\S]*?)^\}/gm;
  for (const match of text.matchAll(pattern)) {
    const props = new Set(
      [...(match[3] as string).matchAll(/^ {4}"?([@\w.]+)"?\??:/gm)].map((m) => m[1] as string),
    );
    own.set(match[1] as string, { ...(match[2] ? { base: match[2] } : {}), props });
  }
  return (name) => {
    const all = new Set<string>();
    for (let at: string | undefined = name; at; at = own.get(at)?.base) {
      const found = own.get(at);
      if (!found) throw new Error(`No interface ${at} in the Graph types`);
      for (const p of found.props) all.add(p);
    }
    return all;
  };
}

const propertiesOf = graphProperties();

/** The properties of `item` that `type` does not have (nested objects checked against their own types). */
function unknownProperties(
  item: Record<string, unknown>,
  type: string,
  nested: Record<string, string> = {},
): string[] {
  const known = propertiesOf(type);
  return Object.entries(item).flatMap(([key, value]) => {
    if (!known.has(key)) return [`${type}.${key}`];
    const inner = nested[key];
    if (!inner || value === null || value === undefined) return [];
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((v) => unknownProperties(v as Record<string, unknown>, inner));
  });
}

let backend: TestBackend;
let standIn: GraphStandIn;
const transport = () => httpTransport({ ca: standIn.certificate });
let token = '';

beforeAll(async () => {
  backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, ['fabrikam']);
      seedCostEntities(db, ['fabrikam']);
      seedOffice(db, ['fabrikam']);
    },
  });
  standIn = new GraphStandIn({ pageSize: 30 });
  await standIn.start();
  standIn.add(await directoryFromRecords(backend.data, 'fabrikam'));
  const app = demoApplication('fabrikam');
  const answer = await transport()(`${standIn.url}/${app.directoryTenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: app.applicationId,
      client_secret: app.secret,
      scope: `${standIn.url}/.default`,
    }).toString(),
  });
  token = (JSON.parse(answer.body) as { access_token: string }).access_token;
}, 60_000);
afterAll(async () => {
  await standIn?.stop();
  await backend?.close();
});

async function all(path: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let next: string | undefined = `${standIn.url}/v1.0${path}`;
  while (next) {
    const answer = await transport()(next, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status, next).toBe(200);
    const page = JSON.parse(answer.body) as { value: Record<string, unknown>[]; '@odata.nextLink'?: string };
    items.push(...page.value);
    next = page['@odata.nextLink'];
  }
  return items;
}

describe('the stand-in in the shapes of @microsoft/microsoft-graph-types', () => {
  const resources: [string, string, Record<string, string>][] = [
    ['/organization', 'Organization', { verifiedDomains: 'VerifiedDomain' }],
    [
      '/subscribedSkus',
      'SubscribedSku',
      { prepaidUnits: 'LicenseUnitsDetail', servicePlans: 'ServicePlanInfo' },
    ],
    ['/users', 'User', { assignedLicenses: 'AssignedLicense' }],
    ['/directory/deletedItems/microsoft.graph.user', 'User', { assignedLicenses: 'AssignedLicense' }],
    ['/groups', 'Group', {}],
    ['/servicePrincipals', 'ServicePrincipal', { verifiedPublisher: 'VerifiedPublisher' }],
    ['/oauth2PermissionGrants', 'OAuth2PermissionGrant', {}],
    ['/deviceManagement/managedDevices', 'ManagedDevice', {}],
    ['/devices?$filter=isManaged eq false', 'Device', { registeredOwners: 'User' }],
    [
      '/security/secureScores',
      'SecureScore',
      { controlScores: 'ControlScore', averageComparativeScores: 'AverageComparativeScore' },
    ],
    [
      '/security/secureScoreControlProfiles',
      'SecureScoreControlProfile',
      { controlStateUpdates: 'SecureScoreControlStateUpdate' },
    ],
  ];
  for (const [path, type, nested] of resources)
    it(`serves ${path} as ${type}`, async () => {
      const items = await all(path);
      expect(items.length).toBeGreaterThan(0);
      expect(items.flatMap((item) => unknownProperties(item, type, nested))).toEqual([]);
    });

  it('catches a property Graph does not have', () => {
    expect(unknownProperties({ id: 'x', userPrincipalName: 'a', licences: [] }, 'User')).toEqual([
      'User.licences',
    ]);
  });
});

describe('the stand-in behaves as Graph', () => {
  it('pages by @odata.nextLink and keeps only what $select names', async () => {
    const first = await transport()(`${standIn.url}/v1.0/users?$select=id,displayName`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const page = JSON.parse(first.body) as { value: Record<string, unknown>[]; '@odata.nextLink'?: string };
    expect(page.value).toHaveLength(30);
    expect(Object.keys(page.value[0] ?? {}).sort()).toEqual(['displayName', 'id']);
    expect(page['@odata.nextLink']).toMatch(/\$skiptoken=30/);
  });

  it('answers a report with a redirect to a CSV with Microsoft headers and a BOM, fetched without the token', async () => {
    const answer = await transport()(
      `${standIn.url}/v1.0/reports/getOffice365ActiveUserDetail(period='D30')`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    expect(answer.status).toBe(302);
    const csv = await transport()(answer.headers.location as string);
    expect(csv.status).toBe(200);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body.slice(1).split('\r\n')[0]).toBe(ACTIVE_USER_DETAIL_COLUMNS.join(','));
  });

  it('refuses a call without a valid token, as Graph does', async () => {
    const answer = await transport()(`${standIn.url}/v1.0/users`, {
      headers: { Authorization: 'Bearer nope' },
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'InvalidAuthenticationToken' } });
  });
});
