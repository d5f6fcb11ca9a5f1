import { afterAll, describe, expect, it } from 'vitest';
import { FALLBACK_SKUS, percentOf } from '../../domain/configuration/configuration.ts';
import { formatMicros } from '../../domain/money.ts';
import { seedCostEntities } from '../../seed/cost-entities.ts';
import { seedCosts } from '../../seed/costs.ts';
import { seedOperations } from '../../seed/operations.ts';
import { createTestBackend, readJson } from '../../testing/test-backend.ts';
import { collectionHandlers } from '../collections.ts';
import { costRuleProblems, endpointUrlProblem } from './configuration.ts';
import { alertDefinitionProblems } from './operations.ts';

const API = '/services/api-portal-customer/api';
const DAY_MS = 86_400_000;

describe('alert and configuration rules', () => {
  it('asks each alert kind for its own threshold', () => {
    const base = { name: 'x', recipients: ['a@b.example'], enabled: true };
    expect(alertDefinitionProblems({ ...base, kind: 'cost' })).toEqual([
      { field: '/threshold', message: 'A cost alert needs a threshold amount.' },
    ]);
    expect(alertDefinitionProblems({ ...base, kind: 'cost', threshold: '0.00' })).toEqual([
      { field: '/threshold', message: 'The threshold must be more than zero.' },
    ]);
    expect(
      alertDefinitionProblems({ ...base, kind: 'budget', threshold: '10.00' }).map((e) => e.field),
    ).toEqual(['/threshold', '/thresholdPercent']);
    expect(alertDefinitionProblems({ ...base, kind: 'anomaly', thresholdPercent: 80 })).toEqual([
      { field: '/thresholdPercent', message: 'An anomaly alert takes no percentage.' },
    ]);
    expect(alertDefinitionProblems({ ...base, kind: 'licence-waste', threshold: '12.50' })).toEqual([]);
    expect(
      alertDefinitionProblems({ ...base, kind: 'anomaly', recipients: ['a@b.example', 'A@B.example'] }),
    ).toEqual([{ field: '/recipients/1', message: "'A@B.example' is listed twice." }]);
  });

  it('asks rename and allocate rules for a value, and exclude rules for none', () => {
    const base = { name: 'r', field: 'service', match: 'Storage', enabled: true } as const;
    expect(costRuleProblems({ ...base, action: 'rename' })).toEqual([
      { field: '/value', message: 'A rename rule needs the new name.' },
    ]);
    expect(costRuleProblems({ ...base, action: 'exclude', value: 'x' })).toEqual([
      { field: '/value', message: 'An exclude rule takes no value.' },
    ]);
    expect(costRuleProblems({ ...base, action: 'allocate', value: 'CC-1' })).toEqual([]);
    expect(
      costRuleProblems({ ...base, field: 'tag', match: 'bad key', action: 'exclude' }).map((e) => e.field),
    ).toEqual(['/match']);
  });

  it('refuses endpoint addresses that are not https or carry credentials', () => {
    expect(endpointUrlProblem('http://hooks.example/x')).toBe('The address must start with https://.');
    expect(endpointUrlProblem('https://user:pw@hooks.example/x')).toBe(
      'The address must not contain a user name or password.',
    );
    expect(endpointUrlProblem('https://hooks.example/x?a=b')).toBeUndefined();
  });

  it('builds the four handlers of a collection', () => {
    expect(
      Object.keys(
        collectionHandlers(
          {
            kind: 'k',
            noun: 'n',
            adminAction: 'a',
            unique: 'name',
            environment: async () => undefined,
            present: ({ id, data }) => ({ id, ...(data as { name: string }) }),
            searchable: () => [],
            sortBy: { name: () => '' },
            defaultSort: 'name',
          },
          {
            list: 'listPipelines',
            create: 'createPipeline',
            update: 'updatePipeline',
            remove: 'deletePipeline',
          },
        ),
      ).sort(),
    ).toEqual(['createPipeline', 'deletePipeline', 'listPipelines', 'updatePipeline']);
  });
});

describe('alerts, metrics and configuration API', async () => {
  const backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, ['fabrikam', 'demo']);
      seedCostEntities(db, ['fabrikam', 'demo']);
      seedOperations(db, ['fabrikam', 'demo']);
    },
  });
  afterAll(() => backend.close());
  const admin = () => backend.tokenFor('admin@contoso.example', 'fabrikam');
  const contosoAdmin = () => backend.tokenFor('admin@contoso.example', 'contoso');
  const finance = () => backend.tokenFor('finance@contoso.example');

  async function send(method: string, path: string, token: Promise<string>, body?: unknown) {
    const response = await backend.call(`${API}${path}`, {
      method,
      token: await token,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: response.status === 204 ? undefined : await readJson(response) };
  }
  const get = (path: string, token = admin()) => send('GET', path, token);
  const fields = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);

  it('lists alerts newest first, filters by state and counts the active ones', async () => {
    const { status, body } = await get('/alerts?limit=5');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(5);
    expect(body.items).toHaveLength(5);
    const raised = body.items.map((a: { raisedAt: string }) => a.raisedAt);
    expect(raised).toEqual([...raised].sort().reverse());
    const active = await get('/alerts?state=active&limit=1000');
    expect(active.body.total).toBe(body.active);
    expect(active.body.items.every((a: { state: string }) => a.state === 'active')).toBe(true);
    expect((await get('/alerts?state=nope')).status).toBe(400);
  });

  it('acknowledges and resolves an alert, and refuses to change a resolved one', async () => {
    const active = (await get('/alerts?state=active&limit=1')).body.items[0];
    const acknowledged = await send('PATCH', `/alerts/${active.id}`, admin(), { state: 'acknowledged' });
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body).toMatchObject({
      id: active.id,
      state: 'acknowledged',
      acknowledgedBy: expect.any(String),
      acknowledgedAt: '2026-11-21T09:00:00.000Z',
    });
    const again = await send('PATCH', `/alerts/${active.id}`, admin(), { state: 'acknowledged' });
    expect(again.status).toBe(400);
    expect(fields(again.body)).toEqual(['/state']);
    expect((await send('PATCH', `/alerts/${active.id}`, admin(), { state: 'resolved' })).body.state).toBe(
      'resolved',
    );
    const resolved = await send('PATCH', `/alerts/${active.id}`, admin(), { state: 'acknowledged' });
    expect(resolved.status).toBe(400);
    expect((await send('PATCH', `/alerts/${active.id}`, admin(), { state: 'active' })).status).toBe(400);
    expect((await send('PATCH', `/alerts/${active.id}`, finance(), { state: 'resolved' })).status).toBe(403);
    expect((await send('PATCH', `/alerts/${active.id}`, contosoAdmin(), { state: 'resolved' })).status).toBe(
      404,
    );
  });

  it('filters security alerts by severity and status', async () => {
    const all = await get('/alerts/security?limit=1000');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.items.length);
    const high = await get('/alerts/security?severity=high&limit=1000');
    expect(high.body.items.every((a: { severity: string }) => a.severity === 'high')).toBe(true);
    expect(high.body.total).toBe(
      all.body.items.filter((a: { severity: string }) => a.severity === 'high').length,
    );
    const fresh = await get('/alerts/security?status=new&severity=high');
    expect(
      fresh.body.items.every(
        (a: { status: string; severity: string }) => a.status === 'new' && a.severity === 'high',
      ),
    ).toBe(true);
    expect((await get('/alerts/security?severity=critical')).status).toBe(400);
  });

  it('lists metric alerts of enabled definitions', async () => {
    const { status, body } = await get('/metrics/alerts?limit=1000');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    const definitions = (await get('/metrics/definitions')).body.items;
    const enabled = new Set(
      definitions.filter((d: { enabled: boolean }) => d.enabled).map((d: { id: string }) => d.id),
    );
    expect(body.items.every((a: { definitionId: string }) => enabled.has(a.definitionId))).toBe(true);
    const fired = await get('/metrics/alerts?state=fired&limit=1000');
    expect(
      fired.body.items.every(
        (a: { state: string; resolvedAt?: string }) => a.state === 'fired' && !a.resolvedAt,
      ),
    ).toBe(true);
  });

  it('shows every service of the cost data with its status, and the events newest first', async () => {
    const { status, body } = await get('/service-health');
    expect(status).toBe(200);
    const services = (
      await backend.db.all<{ name: string }>(
        "SELECT DISTINCT service_name AS name FROM cost_resources WHERE tenant_id = 'fabrikam'",
      )
    ).map((s) => s.name);
    const listed = body.services.map((s: { service: string }) => s.service);
    for (const event of body.events) expect(listed).toContain(event.service);
    expect(listed).toContain('Microsoft Teams');
    expect(listed.length).toBeGreaterThanOrEqual(
      new Set(body.events.map((e: { service: string }) => e.service)).size,
    );
    expect(services.length).toBeGreaterThan(0);
    const active = body.events.filter((e: { status: string }) => e.status === 'active');
    expect(active.length).toBe(3);
    expect(body.events.slice(0, 3)).toEqual(active);
    const worst = body.services[0];
    expect(worst.status).not.toBe('operational');
  });

  describe('customer metrics from the tenant data', () => {
    it('computes the cloud cost, budget use, tagged share and anomalies of the latest whole month', async () => {
      const { status, body } = await get('/metrics/customer');
      expect(status).toBe(200);
      const last = (
        await backend.db.get<{ last: number }>(
          "SELECT MAX(d.day) AS last FROM cost_daily d JOIN cost_resources r ON r.id = d.resource WHERE r.tenant_id = 'fabrikam'",
        )
      )?.last as number;
      const lastIso = new Date(last * DAY_MS).toISOString().slice(0, 10);
      const lastDate = new Date(last * DAY_MS);
      const endOfMonth = new Date(Date.UTC(lastDate.getUTCFullYear(), lastDate.getUTCMonth() + 1, 0))
        .toISOString()
        .slice(0, 10);
      const month =
        lastIso === endOfMonth
          ? lastIso.slice(0, 7)
          : new Date(Date.UTC(lastDate.getUTCFullYear(), lastDate.getUTCMonth() - 1, 1))
              .toISOString()
              .slice(0, 7);
      expect(body.month).toBe(month);
      const [y, m] = month.split('-').map(Number) as [number, number];
      const from = Date.UTC(y, m - 1, 1) / DAY_MS;
      const to = Date.UTC(y, m, 1) / DAY_MS - 1;
      const sum = async (where: string, params: (string | number)[] = []) =>
        BigInt(
          (
            await backend.db.get<{ micros: number | null }>(
              `SELECT SUM(d.effective_cost) AS micros FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
             WHERE r.tenant_id = 'fabrikam' AND d.day BETWEEN ? AND ? ${where}`,
              [from, to, ...params],
            )
          )?.micros ?? 0,
        );
      const byId = Object.fromEntries(body.items.map((i: { id: string }) => [i.id, i]));
      const total = await sum('');
      expect(byId['cloud-cost'].value).toBe(formatMicros(total));
      const tagged = await sum("AND r.tags <> '{}'");
      expect(byId['tag-coverage'].value).toBe(percentOf(tagged, total).toFixed(2));
      const anomalies = (
        await backend.db.get<{ n: number }>(
          "SELECT COUNT(*) AS n FROM cost_anomalies WHERE tenant_id = 'fabrikam' AND day BETWEEN ? AND ?",
          [from, to],
        )
      )?.n;
      expect(byId.anomalies.value).toBe(`${anomalies}.00`);
      expect(byId['budget-use'].unit).toBe('percent');
      expect(byId['open-savings'].unit).toBe('money');
      // The month before has cost data too: the change is given, in full.
      expect(byId['cloud-cost'].previous).toMatch(/^\d+\.\d{2}$/);
      const change =
        BigInt(byId['cloud-cost'].value.replace('.', '')) -
        BigInt(byId['cloud-cost'].previous.replace('.', ''));
      expect(byId['cloud-cost'].change).toBe(formatMicros(change * 10_000n));
    });
  });

  describe('tag rules', () => {
    it('computes each key’s coverage of the latest whole month independently of the cost queries', async () => {
      const { status, body } = await get('/config/tags?limit=100');
      expect(status).toBe(200);
      expect(body.items.length).toBeGreaterThan(2);
      for (const rule of body.items) {
        const [y, m] = (rule.month as string).split('-').map(Number) as [number, number];
        const from = Date.UTC(y, m - 1, 1) / DAY_MS;
        const to = Date.UTC(y, m, 1) / DAY_MS - 1;
        // Row by row from the daily table, the key looked up in each resource's tags.
        const rows = await backend.db.all<{ micros: number; tags: string }>(
          `SELECT d.effective_cost AS micros, r.tags AS tags FROM cost_daily d JOIN cost_resources r ON r.id = d.resource
           WHERE r.tenant_id = 'fabrikam' AND d.day BETWEEN ? AND ?`,
          [from, to],
        );
        let total = 0n;
        let tagged = 0n;
        for (const row of rows) {
          total += BigInt(row.micros);
          const keys = Object.keys(JSON.parse(row.tags) as object).map((k) => k.toLowerCase());
          if (keys.includes(rule.key.toLowerCase())) tagged += BigInt(row.micros);
        }
        expect(rule.totalCost).toBe(formatMicros(total));
        expect(rule.taggedCost).toBe(formatMicros(tagged));
        expect(rule.coverage).toBe(Number(((Number(tagged) / Number(total)) * 100).toFixed(2)));
      }
      const application = body.items.find((t: { key: string }) => t.key === 'application');
      expect(application.coverage).toBe(0);
      const team = body.items.find((t: { key: string }) => t.key === 'team');
      expect(team.coverage).toBeGreaterThan(50);
    });

    it('answers the coverage of a new key at once', async () => {
      const created = await send('POST', '/config/tags', admin(), {
        key: 'Owner',
        required: true,
        allowedValues: [],
      });
      // 'owner' exists already in the seed: keys compare without case.
      expect(created.status).toBe(400);
      expect(fields(created.body)).toEqual(['/key']);
      const fresh = await send('POST', '/config/tags', admin(), {
        key: 'CostCentre',
        required: false,
        allowedValues: ['a', 'A'],
      });
      expect(fresh.status).toBe(400);
      expect(fields(fresh.body)).toEqual(['/allowedValues/1']);
      const ok = await send('POST', '/config/tags', admin(), {
        key: 'CostCentre',
        required: false,
        allowedValues: ['a'],
      });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ key: 'CostCentre', coverage: 0, taggedCost: '0.00', currency: 'USD' });
    });
  });

  /** One editable kind: a valid body, an edit, a bad body with the fields it names. */
  const KINDS: {
    path: string;
    create: Record<string, unknown>;
    edit: Record<string, unknown>;
    bad: { body: Record<string, unknown>; fields: string[] }[];
    duplicate: Record<string, unknown>;
  }[] = [
    {
      path: '/alerts/definitions',
      create: {
        name: 'Spend spike',
        kind: 'cost',
        threshold: '1500.00',
        recipients: ['ops@fabrikam.example'],
        enabled: true,
      },
      edit: {
        name: 'Spend spike',
        kind: 'budget',
        thresholdPercent: 75,
        recipients: ['ops@fabrikam.example'],
        enabled: false,
      },
      bad: [
        {
          body: { name: 'x', kind: 'anomaly', threshold: '5.00', recipients: ['a@b.example'], enabled: true },
          fields: ['/threshold'],
        },
        {
          body: { name: 'x', kind: 'budget', recipients: ['a@b.example'], enabled: true },
          fields: ['/thresholdPercent'],
        },
        {
          body: { name: '', kind: 'cost', threshold: '5', recipients: [], enabled: true },
          fields: ['/name', '/threshold', '/recipients'],
        },
        {
          body: { name: 'x', kind: 'anomaly', recipients: ['not-an-address'], enabled: true },
          fields: ['/recipients/0'],
        },
      ],
      duplicate: { name: 'budget EXCEEDED', kind: 'anomaly', recipients: ['a@b.example'], enabled: true },
    },
    {
      path: '/metrics/definitions',
      create: {
        name: 'Disk queue',
        resourceType: 'Microsoft.Compute/virtualMachines',
        metric: 'OS Disk Queue Depth',
        aggregation: 'avg',
        operator: 'gt',
        threshold: 5,
        windowMinutes: 15,
        enabled: true,
      },
      edit: {
        name: 'Disk queue depth',
        resourceType: 'Microsoft.Compute/virtualMachines',
        metric: 'OS Disk Queue Depth',
        aggregation: 'max',
        operator: 'gt',
        threshold: 10,
        windowMinutes: 60,
        enabled: false,
      },
      bad: [
        {
          body: {
            name: 'x',
            resourceType: 'virtual machines',
            metric: 'm',
            aggregation: 'median',
            operator: 'gt',
            threshold: 1,
            windowMinutes: 10,
            enabled: true,
          },
          fields: ['/resourceType', '/aggregation', '/windowMinutes'],
        },
      ],
      duplicate: {
        name: 'high cpu on virtual machines',
        resourceType: 'Microsoft.Compute/virtualMachines',
        metric: 'm',
        aggregation: 'avg',
        operator: 'gt',
        threshold: 1,
        windowMinutes: 5,
        enabled: true,
      },
    },
    {
      path: '/config/pipelines',
      create: { name: 'Nightly export', source: 'focus-export', schedule: 'daily', enabled: true },
      edit: { name: 'Nightly export', source: 'focus-export', schedule: 'weekly', enabled: false },
      bad: [
        {
          body: { name: 'x', source: 'ftp', schedule: 'monthly', enabled: true },
          fields: ['/source', '/schedule'],
        },
      ],
      duplicate: { name: 'DAILY cost export', source: 'focus-export', schedule: 'daily', enabled: true },
    },
    {
      path: '/config/users',
      create: {
        displayName: 'Sam Rivera',
        email: 'sam.rivera@fabrikam.example',
        role: 'user',
        personas: ['Finance'],
      },
      edit: {
        displayName: 'Sam Rivera',
        email: 'sam.rivera@fabrikam.example',
        role: 'admin',
        personas: ['Finance', 'Admin'],
      },
      bad: [
        {
          body: { displayName: 'x', email: 'nope', role: 'owner', personas: [] },
          fields: ['/email', '/role', '/personas'],
        },
        {
          body: { displayName: 'x', email: 'x@y.example', role: 'user', personas: ['Sales'] },
          fields: ['/personas/0'],
        },
      ],
      duplicate: { displayName: 'Someone', email: 'ADMIN@fabrikam.example', role: 'user', personas: ['IT'] },
    },
    {
      path: '/config/rules',
      create: {
        name: 'Rename storage',
        field: 'service',
        match: 'Storage',
        action: 'rename',
        value: 'Disks',
        enabled: true,
      },
      edit: {
        name: 'Rename storage',
        field: 'service',
        match: 'Storage',
        action: 'exclude',
        enabled: true,
        order: 9,
      },
      bad: [
        {
          body: { name: 'x', field: 'service', match: 'a', action: 'allocate', enabled: true },
          fields: ['/value'],
        },
        {
          body: { name: 'x', field: 'region', match: 'a', action: 'exclude', enabled: true, order: 0 },
          fields: ['/field', '/order'],
        },
      ],
      duplicate: {
        name: 'shared networking',
        field: 'service',
        match: 'a',
        action: 'exclude',
        enabled: true,
      },
    },
    {
      path: '/config/worker-profiles',
      create: {
        name: 'Contractor',
        description: 'Short-term staff.',
        licences: [FALLBACK_SKUS[2]?.sku],
        users: 7,
      },
      edit: {
        name: 'Contractor',
        description: '',
        licences: [FALLBACK_SKUS[0]?.sku, FALLBACK_SKUS[2]?.sku],
        users: 9,
      },
      bad: [
        { body: { name: 'x', licences: ['UNKNOWN_SKU'], users: 1 }, fields: ['/licences/0'] },
        { body: { name: 'x', licences: [], users: -1 }, fields: ['/licences', '/users'] },
      ],
      duplicate: { name: 'KNOWLEDGE worker', licences: [FALLBACK_SKUS[0]?.sku], users: 1 },
    },
    {
      path: '/config/automate-endpoints',
      create: {
        name: 'Chat ops',
        url: 'https://hooks.fabrikam.example/chat',
        events: ['alert-raised'],
        enabled: true,
        signingSecret: 'chat-ops-signing-secret',
      },
      edit: {
        name: 'Chat ops',
        url: 'https://hooks.fabrikam.example/chat2',
        events: ['alert-raised', 'budget-exceeded'],
        enabled: false,
      },
      bad: [
        {
          body: {
            name: 'x',
            url: 'http://hooks.example/x',
            events: ['alert-raised'],
            enabled: true,
            signingSecret: 'a-secret-of-16-chars',
          },
          fields: ['/url'],
        },
        {
          body: {
            name: 'x',
            url: 'https://me:secret@hooks.example/x',
            events: ['alert-raised'],
            enabled: true,
            signingSecret: 'a-secret-of-16-chars',
          },
          fields: ['/url'],
        },
        {
          body: { name: 'x', url: 'https://hooks.example/x', events: ['alert-raised'], enabled: true },
          fields: ['/signingSecret'],
        },
        {
          body: { name: 'x', url: 'https://hooks.example/x', events: [], enabled: true, extra: 1 },
          fields: ['/events', '/extra'],
        },
      ],
      duplicate: {
        name: 'finance CHANNEL',
        url: 'https://a.example/',
        events: ['alert-raised'],
        enabled: true,
        signingSecret: 'a-secret-of-16-chars',
      },
    },
  ];

  for (const kind of KINDS) {
    describe(kind.path, () => {
      it('lists, creates, edits and deletes, persisting each change', async () => {
        const before = await get(`${kind.path}?limit=1000`);
        expect(before.status).toBe(200);
        expect(before.body.total).toBeGreaterThan(0);
        const created = await send('POST', kind.path, admin(), kind.create);
        expect(created.status).toBe(201);
        // A write-only secret is never answered: whether one is set is.
        const { signingSecret, ...shown } = kind.create as Record<string, unknown>;
        expect(created.body).toMatchObject({
          ...shown,
          id: expect.any(String),
          updatedAt: expect.any(String),
        });
        if (signingSecret) {
          expect(created.body.secretSet).toBe(true);
          expect(JSON.stringify(created.body)).not.toContain(String(signingSecret));
        }
        const id = created.body.id;
        const listed = await get(`${kind.path}?limit=1000`);
        expect(listed.body.total).toBe(before.body.total + 1);
        expect(listed.body.items.find((i: { id: string }) => i.id === id)).toEqual(created.body);
        const edited = await send('PUT', `${kind.path}/${id}`, admin(), kind.edit);
        expect(edited.status).toBe(200);
        expect(edited.body).toMatchObject(kind.edit);
        const again = await get(`${kind.path}?limit=1000`);
        expect(again.body.items.find((i: { id: string }) => i.id === id)).toEqual(edited.body);
        // Saving an entity under its own unique value is no duplicate.
        expect((await send('PUT', `${kind.path}/${id}`, admin(), kind.edit)).status).toBe(200);
        expect((await send('DELETE', `${kind.path}/${id}`, admin())).status).toBe(204);
        expect((await get(`${kind.path}?limit=1000`)).body.total).toBe(before.body.total);
        expect((await send('DELETE', `${kind.path}/${id}`, admin())).status).toBe(404);
        expect((await send('PUT', `${kind.path}/${id}`, admin(), kind.edit)).status).toBe(404);
      });

      it('answers 400 naming the fields of bad input and duplicates', async () => {
        for (const bad of kind.bad) {
          const answer = await send('POST', kind.path, admin(), bad.body);
          expect(answer.status, JSON.stringify(bad.body)).toBe(400);
          const named = new Set(answer.body.errors.map((e: { field: string }) => e.field));
          expect([...named].sort()).toEqual([...bad.fields].sort());
        }
        const duplicate = await send('POST', kind.path, admin(), kind.duplicate);
        expect(duplicate.status).toBe(400);
        const unique = kind.path === '/config/users' ? '/email' : '/name';
        expect(fields(duplicate.body)).toEqual([unique]);
        expect(duplicate.body.errors[0].message).toMatch(/already uses/);
      });

      it('answers 403 to a user who is not an admin, and 404 for another tenant’s id', async () => {
        const list = await get(kind.path, finance());
        expect(list.status).toBe(200);
        expect((await send('POST', kind.path, finance(), kind.create)).status).toBe(403);
        const existing = (await get(kind.path)).body.items[0];
        expect((await send('PUT', `${kind.path}/${existing.id}`, finance(), kind.edit)).status).toBe(403);
        expect((await send('DELETE', `${kind.path}/${existing.id}`, finance())).status).toBe(403);
        expect((await send('PUT', `${kind.path}/${existing.id}`, contosoAdmin(), kind.edit)).status).toBe(
          404,
        );
        expect((await send('DELETE', `${kind.path}/${existing.id}`, contosoAdmin())).status).toBe(404);
        // The record is still there for its own tenant.
        expect((await get(kind.path)).body.items[0]).toEqual(existing);
      });
    });
  }

  it('orders cost rules by their order, a new one last', async () => {
    const rules = (await get('/config/rules?order=asc')).body.items;
    const orders = rules.map((r: { order: number }) => r.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const created = await send('POST', '/config/rules', admin(), {
      name: 'Last one',
      field: 'tag',
      match: 'environment=dev',
      action: 'exclude',
      enabled: true,
    });
    expect(created.body.order).toBe(Math.max(...orders) + 1);
    await send('DELETE', `/config/rules/${created.body.id}`, admin());
  });

  it('prices worker profiles from the tenant’s licences and lists them', async () => {
    const { body } = await get('/config/worker-profiles');
    expect(body.currency).toBe('USD');
    expect(body.licenceOptions.length).toBeGreaterThan(0);
    const price = new Map<string, string>(
      body.licenceOptions.map((o: { sku: string; unitPrice: string }) => [o.sku, o.unitPrice]),
    );
    for (const profile of body.items) {
      const perUserCents = profile.licences.reduce(
        (sum: bigint, sku: string) => sum + BigInt((price.get(sku) ?? '0.00').replace('.', '')),
        0n,
      );
      expect(profile.monthlyCost).toBe(formatMicros(perUserCents * BigInt(profile.users) * 10_000n));
    }
  });

  it('prices worker profiles and alert thresholds in the tenant’s currency', async () => {
    const usd = (await get('/config/worker-profiles')).body;
    await backend.data.documents.write('fabrikam', 'partner', { currency: 'EUR' }, new Date());
    try {
      const eur = (await get('/config/worker-profiles')).body;
      expect(eur.currency).toBe('EUR');
      expect(eur.licenceOptions[0].unitPrice).not.toBe(usd.licenceOptions[0].unitPrice);
      const price = new Map<string, string>(
        eur.licenceOptions.map((o: { sku: string; unitPrice: string }) => [o.sku, o.unitPrice]),
      );
      for (const profile of eur.items) {
        expect(profile.currency).toBe('EUR');
        const perUser = profile.licences.reduce(
          (sum: bigint, sku: string) => sum + BigInt((price.get(sku) ?? '0.00').replace('.', '')),
          0n,
        );
        expect(profile.monthlyCost).toBe(formatMicros(perUser * BigInt(profile.users) * 10_000n));
      }
      expect((await get('/alerts/definitions')).body.items[0].currency).toBe('EUR');
    } finally {
      await backend.data.documents.write('fabrikam', 'partner', { currency: 'USD' }, new Date());
    }
  });

  it('searches, sorts and pages every list on the server', async () => {
    const page = await get('/config/users?sort=email&order=asc&offset=1&limit=2');
    expect(page.body.offset).toBe(1);
    expect(page.body.items).toHaveLength(2);
    const all = (await get('/config/users?sort=email&order=asc&limit=1000')).body.items;
    expect(page.body.items).toEqual(all.slice(1, 3));
    const search = await get('/config/users?search=finance');
    expect(
      search.body.items.every((u: { email: string; displayName: string }) =>
        /finance/i.test(u.email + u.displayName),
      ),
    ).toBe(true);
    expect((await get('/config/users?sort=nope')).status).toBe(400);
  });

  it('keeps each tenant’s records to itself', async () => {
    const demo = await get('/config/pipelines', backend.tokenFor('demo@demo.example'));
    const fabrikam = await get('/config/pipelines');
    const ids = new Set(fabrikam.body.items.map((p: { id: string }) => p.id));
    expect(demo.body.items.some((p: { id: string }) => ids.has(p.id))).toBe(false);
    // A tenant without cost data has no seeded records: empty lists, not errors.
    const contoso = await get('/alerts', contosoAdmin());
    expect(contoso.body).toEqual({ total: 0, offset: 0, active: 0, items: [] });
    const metrics = await get('/metrics/customer', contosoAdmin());
    expect(metrics.body).toEqual({ month: '', previousMonth: '', currency: 'USD', items: [] });
  });
});
