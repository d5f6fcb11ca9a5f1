import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { API, expectOk, fromState, oneOf, portalClient, restPact, withAppToken } from './support/pact.ts';

const { like, eachLike, integer, number, boolean, regex } = MatchersV3;

const money = (example: string) => regex('^-?[0-9]+\\.[0-9]{2}$', example);
const dateTime = (example: string) => regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}T.+$', example);
const pact = restPact();
const withJson = { ...withAppToken, 'Content-Type': 'application/json' };

/** The first page a server-paged table asks for. */
const firstPage = (sort: string, order: 'asc' | 'desc') => ({ sort, order, offset: '0', limit: '100' });
const page = (item: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  total: integer(6),
  ...extra,
  items: eachLike(item),
});

/** Ids the records state hands back, with examples (the verifier injects the real ones). */
const IDS = {
  alertId: '3a0f6c1e-0000-5000-a000-000000000001',
  alertDefinitionId: '3a0f6c1e-0000-5000-a000-000000000002',
  metricDefinitionId: '3a0f6c1e-0000-5000-a000-000000000003',
  pipelineId: '3a0f6c1e-0000-5000-a000-000000000004',
  configUserId: '3a0f6c1e-0000-5000-a000-000000000005',
  tagRuleId: '3a0f6c1e-0000-5000-a000-000000000006',
  costRuleId: '3a0f6c1e-0000-5000-a000-000000000007',
  workerProfileId: '3a0f6c1e-0000-5000-a000-000000000008',
  automateEndpointId: '3a0f6c1e-0000-5000-a000-000000000009',
} as const;
type IdKey = keyof typeof IDS;

const onRecord = (path: string, key: IdKey) => fromState(`${API}${path}/{${key}}`, { [key]: IDS[key] });

/** One GET of a screen, answered for fabrikam's admin. */
function read(options: {
  operation: string;
  description: string;
  path: string;
  query?: Record<string, string>;
  body: unknown;
}) {
  return pact
    .addInteraction()
    .given(states.fabrikamCosts)
    .uponReceiving(options.description)
    .reference('openapi', 'operationId', options.operation)
    .withRequest('GET', `${API}${options.path}`, (builder) => {
      builder.headers(withAppToken);
      if (options.query) builder.query(options.query);
    })
    .willRespondWith(200, (builder) => builder.jsonBody(options.body));
}

/** A change by fabrikam's admin: POST (201), PUT (200) or DELETE (204) of a list's entity. */
function change(options: {
  operation: string;
  description: string;
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string | ReturnType<typeof fromState>;
  body?: unknown;
  status: 200 | 201 | 204;
  response?: unknown;
}) {
  return pact
    .addInteraction()
    .given(states.fabrikamCosts)
    .given(states.operationsRecords)
    .uponReceiving(options.description)
    .reference('openapi', 'operationId', options.operation)
    .withRequest(options.method, options.path as string, (builder) => {
      if (options.body === undefined) builder.headers(withAppToken);
      else builder.headers(withJson).jsonBody(options.body);
    })
    .willRespondWith(options.status, (builder) => {
      if (options.response !== undefined) builder.jsonBody(options.response);
    });
}

describe('alerts and metrics: the screens of alerts, definitions and health', () => {
  it('listAlerts: newest first, with the active count (200)', async () => {
    await read({
      operation: 'listAlerts',
      description: 'the raised alerts, newest first',
      path: '/alerts',
      query: firstPage('raised', 'desc'),
      body: page(
        {
          id: like('a1'),
          name: like('Budget exceeded'),
          kind: oneOf(['cost', 'budget', 'anomaly', 'licence-waste'], 'budget'),
          severity: oneOf(['high', 'medium', 'low'], 'high'),
          state: oneOf(['active', 'acknowledged', 'resolved'], 'active'),
          message: like('Platform budget is 104% used.'),
          raisedAt: dateTime('2026-11-19T08:12:00.000Z'),
        },
        { active: integer(5) },
      ),
    }).executeTest(async (server) => {
      const alerts = expectOk(
        await portalClient(server).api.alerts.list(firstPage('raised', 'desc') as never),
      );
      expect(alerts.items[0]?.state).toBe('active');
      expect(alerts.active).toBe(5);
    });
  });

  it('listMailDeliveries: an admin reads the e-mails sent, the newest first (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .given(states.fabrikamMail)
      .uponReceiving('an admin reads the e-mails the portal sent')
      .reference('openapi', 'operationId', 'listMailDeliveries')
      .withRequest('GET', `${API}/notification/email`, (builder) => {
        builder.headers(withAppToken).query({ limit: '200' });
      })
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          relay: boolean(false),
          items: eachLike({
            id: like('m1'),
            subject: like('Alert: Budget exceeded (Fabrikam Inc)'),
            recipients: eachLike('finance@fabrikam.example'),
            status: oneOf(['queued', 'sending', 'sent', 'failed'], 'sent'),
            attempts: integer(1),
            queuedAt: dateTime('2026-11-21T09:00:00.000Z'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const sent = expectOk(await portalClient(server).api.alerts.mailDeliveries({ limit: 200 }));
        expect(sent.items[0]?.subject).toBe('Alert: Budget exceeded (Fabrikam Inc)');
        expect(sent.relay).toBe(false);
      });
  });

  it('updateAlert: an admin acknowledges an active alert (200)', async () => {
    await change({
      operation: 'updateAlert',
      description: 'an admin acknowledges an active alert',
      method: 'PATCH',
      path: onRecord('/alerts', 'alertId'),
      body: { state: 'acknowledged' },
      status: 200,
      response: {
        id: like(IDS.alertId),
        name: like('Budget exceeded'),
        state: oneOf(['acknowledged'], 'acknowledged'),
        acknowledgedAt: dateTime('2026-11-23T10:00:00.000Z'),
        acknowledgedBy: like('Megan Bowen'),
      },
    }).executeTest(async (server) => {
      const alert = expectOk(
        await portalClient(server).api.alerts.update(IDS.alertId, { state: 'acknowledged' }),
      );
      expect(alert.state).toBe('acknowledged');
    });
  });

  it('listSecurityAlerts: newest first (200)', async () => {
    await read({
      operation: 'listSecurityAlerts',
      description: 'the security alerts, newest first',
      path: '/alerts/security',
      query: firstPage('detected', 'desc'),
      body: page({
        id: like('s1'),
        title: like('Management port open to the internet'),
        severity: oneOf(['high', 'medium', 'low', 'informational'], 'high'),
        status: oneOf(['new', 'in-progress', 'resolved', 'dismissed'], 'new'),
        category: like('Network'),
        source: like('Defender for Cloud'),
        resource: like('vm-data-prod-0001'),
        detectedAt: dateTime('2026-11-18T14:02:00.000Z'),
      }),
    }).executeTest(async (server) => {
      const alerts = expectOk(
        await portalClient(server).api.alerts.security(firstPage('detected', 'desc') as never),
      );
      expect(alerts.items[0]?.severity).toBe('high');
    });
  });

  it('listMetricAlerts: newest first (200)', async () => {
    await read({
      operation: 'listMetricAlerts',
      description: 'the metric alerts, newest first',
      path: '/metrics/alerts',
      query: firstPage('fired', 'desc'),
      body: page({
        id: like('m1'),
        name: like('High CPU on virtual machines'),
        resource: like('virt-data-prod-0001'),
        metric: like('Percentage CPU'),
        operator: oneOf(['gt', 'lt'], 'gt'),
        threshold: number(90),
        value: number(97.4),
        state: oneOf(['fired', 'resolved'], 'resolved'),
        firedAt: dateTime('2026-11-18T14:02:00.000Z'),
      }),
    }).executeTest(async (server) => {
      const alerts = expectOk(
        await portalClient(server).api.metrics.alerts(firstPage('fired', 'desc') as never),
      );
      expect(alerts.items[0]?.threshold).toBe(90);
    });
  });

  it('getCustomerMetrics: the month against the one before (200)', async () => {
    await read({
      operation: 'getCustomerMetrics',
      description: "the tenant's own figures",
      path: '/metrics/customer',
      body: {
        month: regex('^[0-9]{4}-[0-9]{2}$', '2026-10'),
        previousMonth: regex('^([0-9]{4}-[0-9]{2})?$', '2026-09'),
        currency: like('USD'),
        items: eachLike({
          id: like('cloud-cost'),
          name: like('Cloud cost'),
          unit: oneOf(['money', 'percent', 'count'], 'money'),
          value: money('19450.00'),
          better: oneOf(['up', 'down'], 'down'),
          description: like("The month's effective cost of the cloud platform."),
        }),
      },
    }).executeTest(async (server) => {
      const metrics = expectOk(await portalClient(server).api.metrics.customer());
      expect(metrics.items[0]?.value).toBe('19450.00');
    });
  });

  it('getServiceHealth: services and their events (200)', async () => {
    await read({
      operation: 'getServiceHealth',
      description: 'the health of the cloud services',
      path: '/service-health',
      body: {
        services: eachLike({
          service: like('Virtual Machines'),
          status: oneOf(['operational', 'advisory', 'degraded', 'outage'], 'degraded'),
          activeIncidents: integer(1),
          activeAdvisories: integer(0),
        }),
        events: eachLike({
          id: like('e1'),
          type: oneOf(['incident', 'advisory'], 'incident'),
          service: like('Virtual Machines'),
          title: like('Increased latency in West Europe'),
          status: oneOf(['active', 'resolved'], 'active'),
          impact: oneOf(['outage', 'degradation', 'information'], 'degradation'),
          startedAt: dateTime('2026-11-19T08:00:00.000Z'),
          updatedAt: dateTime('2026-11-20T05:00:00.000Z'),
          summary: like('Some requests take longer than usual.'),
        }),
      },
    }).executeTest(async (server) => {
      const health = expectOk(await portalClient(server).api.metrics.serviceHealth());
      expect(health.services[0]?.status).toBe('degraded');
    });
  });
});

/** One editable list: its first page, and a create, an edit and a delete by an admin. */
interface EditableList {
  label: string;
  path: string;
  idKey: IdKey;
  operations: { list: string; create: string; update: string; remove: string };
  sort: [string, 'asc' | 'desc'];
  item: Record<string, unknown>;
  pageExtra?: Record<string, unknown>;
  create: Record<string, unknown>;
  update: Record<string, unknown>;
  /** The field the screens name an entity by. */
  nameField: string;
  call: (api: ReturnType<typeof portalClient>['api']) => {
    list: () => Promise<unknown>;
    create: () => Promise<unknown>;
    update: (id: string) => Promise<unknown>;
    remove: (id: string) => Promise<unknown>;
  };
}

const updated = { updatedAt: dateTime('2026-11-20T06:00:00.000Z') };

const LISTS: EditableList[] = [
  {
    label: 'alert definitions',
    path: '/alerts/definitions',
    idKey: 'alertDefinitionId',
    operations: {
      list: 'listAlertDefinitions',
      create: 'createAlertDefinition',
      update: 'updateAlertDefinition',
      remove: 'deleteAlertDefinition',
    },
    sort: ['name', 'asc'],
    item: {
      id: like('d1'),
      name: like('Monthly cloud cost above plan'),
      kind: oneOf(['cost', 'budget', 'anomaly', 'licence-waste'], 'cost'),
      recipients: eachLike('finance@fabrikam.example'),
      enabled: boolean(true),
      currency: like('USD'),
      ...updated,
    },
    create: {
      name: 'Pact cost alert',
      kind: 'cost',
      threshold: '1500.00',
      recipients: ['ops@fabrikam.example'],
      enabled: true,
    },
    update: {
      name: 'Pact budget alert',
      kind: 'budget',
      thresholdPercent: 80,
      recipients: ['ops@fabrikam.example'],
      enabled: false,
    },
    nameField: 'name',
    call: (api) => ({
      list: () => api.alerts.listDefinitions(firstPage('name', 'asc') as never),
      create: () => api.alerts.createDefinition(LISTS[0]?.create as never),
      update: (id) => api.alerts.updateDefinition(id, LISTS[0]?.update as never),
      remove: (id) => api.alerts.deleteDefinition(id),
    }),
  },
  {
    label: 'metric definitions',
    path: '/metrics/definitions',
    idKey: 'metricDefinitionId',
    operations: {
      list: 'listMetricDefinitions',
      create: 'createMetricDefinition',
      update: 'updateMetricDefinition',
      remove: 'deleteMetricDefinition',
    },
    sort: ['name', 'asc'],
    item: {
      id: like('md1'),
      name: like('High CPU on virtual machines'),
      resourceType: like('Microsoft.Compute/virtualMachines'),
      metric: like('Percentage CPU'),
      aggregation: oneOf(['avg', 'max', 'min', 'total'], 'avg'),
      operator: oneOf(['gt', 'lt'], 'gt'),
      threshold: number(90),
      windowMinutes: integer(15),
      enabled: boolean(true),
      ...updated,
    },
    create: {
      name: 'Pact disk queue',
      resourceType: 'Microsoft.Compute/virtualMachines',
      metric: 'OS Disk Queue Depth',
      aggregation: 'avg',
      operator: 'gt',
      threshold: 5,
      windowMinutes: 15,
      enabled: true,
    },
    update: {
      name: 'Pact disk queue depth',
      resourceType: 'Microsoft.Compute/virtualMachines',
      metric: 'OS Disk Queue Depth',
      aggregation: 'max',
      operator: 'gt',
      threshold: 10,
      windowMinutes: 60,
      enabled: false,
    },
    nameField: 'name',
    call: (api) => ({
      list: () => api.metrics.listDefinitions(firstPage('name', 'asc') as never),
      create: () => api.metrics.createDefinition(LISTS[1]?.create as never),
      update: (id) => api.metrics.updateDefinition(id, LISTS[1]?.update as never),
      remove: (id) => api.metrics.deleteDefinition(id),
    }),
  },
  {
    label: 'pipelines',
    path: '/config/pipelines',
    idKey: 'pipelineId',
    operations: {
      list: 'listPipelines',
      create: 'createPipeline',
      update: 'updatePipeline',
      remove: 'deletePipeline',
    },
    sort: ['name', 'asc'],
    item: {
      id: like('p1'),
      name: like('Daily cost export'),
      source: oneOf(
        [
          'focus-export',
          'cost-management',
          'office-usage',
          'office-licences',
          'security-center',
          'partner-center',
        ],
        'focus-export',
      ),
      schedule: oneOf(['hourly', 'daily', 'weekly'], 'daily'),
      enabled: boolean(true),
      lastStatus: oneOf(['succeeded', 'failed', 'running', 'never'], 'succeeded'),
      ...updated,
    },
    create: { name: 'Pact pipeline', source: 'focus-export', schedule: 'daily', enabled: true },
    update: { name: 'Pact pipeline renamed', source: 'cost-management', schedule: 'weekly', enabled: false },
    nameField: 'name',
    call: (api) => ({
      list: () => api.config.listPipelines(firstPage('name', 'asc') as never),
      create: () => api.config.createPipeline(LISTS[2]?.create as never),
      update: (id) => api.config.updatePipeline(id, LISTS[2]?.update as never),
      remove: (id) => api.config.deletePipeline(id),
    }),
  },
  {
    label: 'users',
    path: '/config/users',
    idKey: 'configUserId',
    operations: {
      list: 'listConfigUsers',
      create: 'createConfigUser',
      update: 'updateConfigUser',
      remove: 'deleteConfigUser',
    },
    sort: ['displayName', 'asc'],
    item: {
      id: like('u1'),
      displayName: like('Portal Admin'),
      email: like('admin@fabrikam.example'),
      role: oneOf(['admin', 'user'], 'admin'),
      personas: eachLike(oneOf(['Admin', 'Finance', 'IT', 'Security'], 'Admin')),
      ...updated,
    },
    create: {
      displayName: 'Pact User',
      email: 'pact.user@fabrikam.example',
      role: 'user',
      personas: ['Finance'],
    },
    update: {
      displayName: 'Pact Admin',
      email: 'pact.admin@fabrikam.example',
      role: 'admin',
      personas: ['Admin', 'IT'],
    },
    nameField: 'displayName',
    call: (api) => ({
      list: () => api.config.listUsers(firstPage('displayName', 'asc') as never),
      create: () => api.config.createUser(LISTS[3]?.create as never),
      update: (id) => api.config.updateUser(id, LISTS[3]?.update as never),
      remove: (id) => api.config.deleteUser(id),
    }),
  },
  {
    label: 'tag rules',
    path: '/config/tags',
    idKey: 'tagRuleId',
    operations: {
      list: 'listTagRules',
      create: 'createTagRule',
      update: 'updateTagRule',
      remove: 'deleteTagRule',
    },
    sort: ['key', 'asc'],
    item: {
      id: like('t1'),
      key: like('costcenter'),
      required: boolean(true),
      allowedValues: eachLike('prod', 0),
      coverage: number(78.25),
      taggedCost: money('15225.40'),
      month: regex('^([0-9]{4}-[0-9]{2})?$', '2026-10'),
    },
    pageExtra: {},
    create: { key: 'department', required: false, allowedValues: ['finance', 'it'] },
    update: { key: 'department2', required: true, allowedValues: [] },
    nameField: 'key',
    call: (api) => ({
      list: () => api.config.listTagRules(firstPage('key', 'asc') as never),
      create: () => api.config.createTagRule(LISTS[4]?.create as never),
      update: (id) => api.config.updateTagRule(id, LISTS[4]?.update as never),
      remove: (id) => api.config.deleteTagRule(id),
    }),
  },
  {
    label: 'cost rules',
    path: '/config/rules',
    idKey: 'costRuleId',
    operations: {
      list: 'listCostRules',
      create: 'createCostRule',
      update: 'updateCostRule',
      remove: 'deleteCostRule',
    },
    sort: ['order', 'asc'],
    item: {
      id: like('r1'),
      order: integer(1),
      name: like('Log Analytics as Monitoring'),
      field: oneOf(['service', 'subscription', 'resourceGroup', 'tag'], 'service'),
      match: like('Log Analytics'),
      action: oneOf(['exclude', 'rename', 'allocate'], 'rename'),
      enabled: boolean(true),
    },
    create: {
      name: 'Pact rule',
      field: 'service',
      match: 'Storage',
      action: 'rename',
      value: 'Disks',
      enabled: true,
    },
    update: {
      name: 'Pact rule excluded',
      field: 'tag',
      match: 'environment=dev',
      action: 'exclude',
      enabled: true,
      order: 9,
    },
    nameField: 'name',
    call: (api) => ({
      list: () => api.config.listCostRules(firstPage('order', 'asc') as never),
      create: () => api.config.createCostRule(LISTS[5]?.create as never),
      update: (id) => api.config.updateCostRule(id, LISTS[5]?.update as never),
      remove: (id) => api.config.deleteCostRule(id),
    }),
  },
  {
    label: 'worker profiles',
    path: '/config/worker-profiles',
    idKey: 'workerProfileId',
    operations: {
      list: 'listWorkerProfiles',
      create: 'createWorkerProfile',
      update: 'updateWorkerProfile',
      remove: 'deleteWorkerProfile',
    },
    sort: ['name', 'asc'],
    item: {
      id: like('w1'),
      name: like('Knowledge worker'),
      description: like('Office staff with the desktop apps, mail and meetings.'),
      licences: eachLike('SPE_E3'),
      users: integer(42),
      monthlyCost: money('1512.00'),
    },
    pageExtra: {
      currency: like('USD'),
      licenceOptions: eachLike({
        sku: like('SPE_E3'),
        name: like('Microsoft 365 E3'),
        unitPrice: money('36.00'),
      }),
    },
    create: { name: 'Pact contractor', description: 'Short-term staff.', licences: ['SPE_E3'], users: 7 },
    update: { name: 'Pact contractor team', licences: ['SPE_E3', 'SPE_F3'], users: 9 },
    nameField: 'name',
    call: (api) => ({
      list: () => api.config.listWorkerProfiles(firstPage('name', 'asc') as never),
      create: () => api.config.createWorkerProfile(LISTS[6]?.create as never),
      update: (id) => api.config.updateWorkerProfile(id, LISTS[6]?.update as never),
      remove: (id) => api.config.deleteWorkerProfile(id),
    }),
  },
  {
    label: 'automation endpoints',
    path: '/config/automate-endpoints',
    idKey: 'automateEndpointId',
    operations: {
      list: 'listAutomateEndpoints',
      create: 'createAutomateEndpoint',
      update: 'updateAutomateEndpoint',
      remove: 'deleteAutomateEndpoint',
    },
    sort: ['name', 'asc'],
    item: {
      id: like('e1'),
      name: like('Finance channel'),
      url: regex('^https://\\S+$', 'https://hooks.fabrikam.example/finance/portal-events'),
      events: eachLike(
        oneOf(
          ['budget-exceeded', 'anomaly-detected', 'recommendation-changed', 'alert-raised'],
          'alert-raised',
        ),
      ),
      enabled: boolean(true),
      secretSet: boolean(true),
      status: {
        state: oneOf(['active', 'failing', 'paused', 'disabled'], 'active'),
        consecutiveFailures: integer(0),
      },
      ...updated,
    },
    create: {
      name: 'Pact hook',
      url: 'https://hooks.fabrikam.example/pact',
      events: ['alert-raised'],
      enabled: true,
      signingSecret: 'pact-hook-signing-secret',
    },
    update: {
      name: 'Pact hook renamed',
      url: 'https://hooks.fabrikam.example/pact2',
      events: ['alert-raised', 'budget-exceeded'],
      enabled: false,
      signingSecret: 'pact-hook-signing-secret-2',
    },
    nameField: 'name',
    call: (api) => ({
      list: () => api.config.listAutomateEndpoints(firstPage('name', 'asc') as never),
      create: () => api.config.createAutomateEndpoint(LISTS[7]?.create as never),
      update: (id) => api.config.updateAutomateEndpoint(id, LISTS[7]?.update as never),
      remove: (id) => api.config.deleteAutomateEndpoint(id),
    }),
  },
];

describe.each(LISTS)('configuration and definitions: $label', (list) => {
  const named = (value: unknown) => ({ id: like(IDS[list.idKey]), [list.nameField]: like(value) });

  it(`${list.operations.list}: the first page (200)`, async () => {
    await read({
      operation: list.operations.list,
      description: `the ${list.label}, first page`,
      path: list.path,
      query: firstPage(...list.sort),
      body: page(list.item, list.pageExtra ?? {}),
    }).executeTest(async (server) => {
      const result = (await list.call(portalClient(server).api).list()) as Parameters<typeof expectOk>[0];
      expect((expectOk(result) as { items: unknown[] }).items.length).toBe(1);
    });
  });

  it(`${list.operations.create}: an admin adds one (201)`, async () => {
    await change({
      operation: list.operations.create,
      description: `an admin adds one of the ${list.label}`,
      method: 'POST',
      path: `${API}${list.path}`,
      body: list.create,
      status: 201,
      response: named(list.create[list.nameField]),
    }).executeTest(async (server) => {
      const result = (await list.call(portalClient(server).api).create()) as Parameters<typeof expectOk>[0];
      const created = expectOk(result, 201) as Record<string, unknown>;
      expect(created[list.nameField]).toBe(list.create[list.nameField]);
    });
  });

  it(`${list.operations.update}: an admin changes one (200)`, async () => {
    await change({
      operation: list.operations.update,
      description: `an admin changes one of the ${list.label}`,
      method: 'PUT',
      path: onRecord(list.path, list.idKey),
      body: list.update,
      status: 200,
      response: named(list.update[list.nameField]),
    }).executeTest(async (server) => {
      const result = (await list.call(portalClient(server).api).update(IDS[list.idKey])) as Parameters<
        typeof expectOk
      >[0];
      const changed = expectOk(result) as Record<string, unknown>;
      expect(changed[list.nameField]).toBe(list.update[list.nameField]);
    });
  });

  it(`${list.operations.remove}: an admin deletes one (204)`, async () => {
    await change({
      operation: list.operations.remove,
      description: `an admin deletes one of the ${list.label}`,
      method: 'DELETE',
      path: onRecord(list.path, list.idKey),
      status: 204,
    }).executeTest(async (server) => {
      const result = (await list.call(portalClient(server).api).remove(IDS[list.idKey])) as Parameters<
        typeof expectOk
      >[0];
      expectOk(result, 204);
    });
  });
});

describe('pipelines: the runs of a pipeline, Run now and the check of a storage', () => {
  const PIPELINE = '3a0f6c1e-0000-5000-a000-0000000000a1';
  const onPipeline = (suffix: string) =>
    fromState(`${API}/config/pipelines/{pipelineId}${suffix}`, { pipelineId: PIPELINE });
  const storage = {
    kind: 's3',
    endpoint: 'http://127.0.0.1:9',
    region: 'us-east-1',
    bucket: 'pact-bucket',
    accessKeyId: 'PACTKEY',
  };

  it('listPipelineRuns: the newest run of a pipeline, asked again while it runs (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .given(states.storagePipeline)
      .uponReceiving("a pipeline's newest run")
      .reference('openapi', 'operationId', 'listPipelineRuns')
      .withRequest('GET', onPipeline('/runs') as unknown as string, (builder) => {
        builder.headers(withAppToken).query({ limit: '1' });
      })
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ items: eachLike({ id: like('r1'), status: like('queued') }, 0) }),
      )
      .executeTest(async (server) => {
        const runs = expectOk(await portalClient(server).api.config.listPipelineRuns(PIPELINE, { limit: 1 }));
        expect(Array.isArray(runs.items)).toBe(true);
      });
  });

  it('runPipeline: an admin runs a pipeline now; the run is queued (202)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .given(states.storagePipeline)
      .uponReceiving('an admin runs a pipeline now')
      .reference('openapi', 'operationId', 'runPipeline')
      .withRequest('POST', onPipeline('/runs') as unknown as string, (builder) => {
        builder.headers(withAppToken);
      })
      .willRespondWith(202, (builder) =>
        builder.jsonBody({
          id: like('r1'),
          pipelineId: like(PIPELINE),
          trigger: oneOf(['manual'], 'manual'),
          status: oneOf(['queued', 'running'], 'queued'),
          queuedAt: dateTime('2026-11-21T09:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const run = expectOk(await portalClient(server).api.config.runPipeline(PIPELINE), 202);
        expect(run.trigger).toBe('manual');
      });
  });

  it('checkPipelineStorage: an admin checks a storage before saving: what failed, in words (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('an admin checks a storage that cannot be reached')
      .reference('openapi', 'operationId', 'checkPipelineStorage')
      .withRequest('POST', `${API}/config/pipelines/storage-check`, (builder) => {
        builder.headers(withJson).jsonBody({ storage, secret: 'pact-secret' });
      })
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          ok: boolean(false),
          message: like('The storage at http://127.0.0.1:9 cannot be reached (ECONNREFUSED).'),
        }),
      )
      .executeTest(async (server) => {
        const check = expectOk(
          await portalClient(server).api.config.checkPipelineStorage({
            storage: storage as never,
            secret: 'pact-secret',
          }),
        );
        expect(check.ok).toBe(false);
      });
  });
});
