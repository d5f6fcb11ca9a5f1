/**
 * Cost without a value for a dimension (no subscription, no region, no resource group, no tag or an
 * empty one) is one group named for what it lacks, 'No subscription', marked `noValue` in the cost
 * query, and is never a group named '(none)': a resource group or team that really is named
 * '(none)' stays a group of its own, and the words come from one place (dimension-labels.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from './assistant/engine.ts';
import { emptyDimensionLabel } from './domain/dimension-labels.ts';
import { stableUuid } from './domain/stable-uuid.ts';
import { importFocusCsv } from './import/import-service.ts';
import { seedCostEntities } from './seed/cost-entities.ts';
import { seedCosts } from './seed/costs.ts';
import { createTestBackend, readJson } from './testing/test-backend.ts';

const COSTS = '/services/api-portal-customer/api/costs';
const OCTOBER = 'from=2026-10-01&to=2026-10-31';

const HEADER = [
  'BillingPeriodStart',
  'BillingPeriodEnd',
  'ChargePeriodStart',
  'ChargePeriodEnd',
  'BillingCurrency',
  'ChargeCategory',
  'ServiceName',
  'SubAccountName',
  'RegionName',
  'ResourceId',
  'ResourceName',
  'BilledCost',
  'EffectiveCost',
  'ListCost',
  'Tags',
];
const line = (values: Record<string, string>) =>
  HEADER.map((column) => {
    const value =
      values[column] ??
      {
        BillingPeriodStart: '2026-10-01T00:00:00Z',
        BillingPeriodEnd: '2026-11-01T00:00:00Z',
        ChargePeriodStart: '2026-10-07T00:00:00Z',
        ChargePeriodEnd: '2026-10-08T00:00:00Z',
        BillingCurrency: 'USD',
        ChargeCategory: 'Usage',
      }[column] ??
      '';
    return /[",]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  }).join(',');
/** October's imported rows: one without a subscription, region, resource group or tags (40.00); one in a resource group named '(none)', with an empty project tag and a team named '(none)' (25.00). */
const CSV = [
  HEADER.join(','),
  line({
    ServiceName: 'Amazon EC2',
    ResourceId: 'arn:aws:ec2:us-east-1:1:instance/i-9',
    ResourceName: 'i-9',
    BilledCost: '40',
    EffectiveCost: '40',
    ListCost: '40',
    Tags: '{}',
  }),
  line({
    ServiceName: 'Amazon S3',
    SubAccountName: 'aws-prod',
    RegionName: 'EU (Ireland)',
    ResourceId: '/subscriptions/x/resourceGroups/(none)/providers/aws.s3/buckets/b1',
    ResourceName: 'b1',
    BilledCost: '25',
    EffectiveCost: '25',
    ListCost: '25',
    Tags: '{"project":"","team":"(none)"}',
  }),
].join('\n');

type Group = { group: string; amount: string; noValue?: boolean };
type Row = { period?: string; group?: string; amount: string; noValue?: boolean };

describe('the cost without a value for a dimension', async () => {
  const backend = await createTestBackend({
    seed: (db) => {
      seedCosts(db, ['fabrikam']);
      seedCostEntities(db, ['fabrikam']);
    },
  });
  afterAll(() => backend.close());
  beforeAll(async () => {
    await importFocusCsv(backend.data, 'fabrikam', CSV, { fileName: 'october.csv' });
  });
  const get = async (path: string) =>
    readJson(
      backend.call(`${COSTS}${path}`, { token: await backend.tokenFor('admin@contoso.example', 'fabrikam') }),
    );

  it("is one group named 'No resource group', marked noValue, apart from a group named '(none)'", async () => {
    for (const granularity of ['total', 'month']) {
      const body = await get(`?${OCTOBER}&groupBy=resourceGroup&top=200&granularity=${granularity}`);
      const groups = body.groups as Group[];
      const empty = groups.filter((g) => g.noValue);
      expect(empty).toEqual([{ group: 'No resource group', noValue: true, amount: expect.any(String) }]);
      // The resource group that really is named '(none)' holds its own cost only.
      expect(groups.find((g) => g.group === '(none)')).toEqual({ group: '(none)', amount: '25.00' });
      for (const row of body.rows as Row[]) {
        if (row.noValue) expect(row.group).toBe('No resource group');
        else expect(row.group).not.toBe('No resource group');
      }
    }
  });

  it("names the rows without a subscription 'No subscription' and never counts them as one", async () => {
    const body = await get(`?${OCTOBER}&groupBy=subscription&top=200`);
    expect((body.groups as Group[]).filter((g) => g.noValue)).toEqual([
      { group: 'No subscription', noValue: true, amount: '40.00' },
    ]);
    // The label is no subscription: filtering by it finds nothing.
    const filtered = await get(`?${OCTOBER}&subscription=${encodeURIComponent('No subscription')}`);
    expect(filtered.total).toBe('0.00');
  });

  it("treats an empty tag value as no value ('No project tag'), and a team named '(none)' as a team", async () => {
    const project = await get(`?${OCTOBER}&groupBy=tag:project&service=Amazon%20S3`);
    expect(project.groups).toEqual([{ group: 'No project tag', noValue: true, amount: '25.00' }]);
    const team = await get(`?${OCTOBER}&groupBy=tag:team&service=Amazon%20S3`);
    expect(team.groups).toEqual([{ group: '(none)', amount: '25.00' }]);
  });

  it("explains a change with 'No subscription' and 'No region' rows", async () => {
    const bySubscription = await get('/changes?month=2026-10&groupBy=subscription');
    expect(bySubscription.rows).toContainEqual(
      expect.objectContaining({ group: 'No subscription', previous: '0.00', current: '40.00' }),
    );
    const byRegion = await get('/changes?month=2026-10&groupBy=region');
    const groups = (byRegion.rows as { group: string }[]).map((r) => r.group);
    expect(groups.filter((g) => g === 'No region')).toHaveLength(1);
    expect(groups).not.toContain('(none)');
  });

  it("lists the usage without a team tag as 'No team tag' in the shared costs", async () => {
    const shared = await get('/shared?month=2026-10');
    const targets = shared.byTarget as { target: string; direct: string }[];
    expect(targets.find((t) => t.target === 'No team tag')?.direct).toBe('40.00');
    // A team that is named '(none)' is that team, not the cost without a tag.
    expect(targets.find((t) => t.target === '(none)')?.direct).toBe('25.00');
  });

  it("answers about the resource group named '(none)' with its own cost, and says 'No subscription'", async () => {
    const ask = async (question: string) =>
      (
        await answerQuestion({
          data: backend.data,
          viewer: { tenantId: 'fabrikam', personas: ['Admin'], features: ['AZURE', 'M365'] },
          question,
          dataset: 'all',
          now: new Date('2026-11-21T09:00:00Z'),
        })
      ).markdown;
    expect(await ask('What did resource group (none) cost last month?')).toContain(
      'cost **$25.00** in October 2026',
    );
    const bySubscription = await ask('What are my costs by subscription last month?');
    expect(bySubscription).toContain('| No subscription | $40.00 |');
  });

  it("draws the report's bar of the cost without a subscription as 'No subscription', not one of them", async () => {
    const type = 'azure-cost';
    const reportId = stableUuid('fabrikam', 'report', type);
    const token = await backend.tokens.issueEmbed({ tid: 'fabrikam', reportType: type, reportId });
    const get = (path: string) =>
      readJson(backend.app.request(path, { headers: { Authorization: `EmbedToken ${token}` } }));
    const page = await get(`/report-host/api/reports/${reportId}/pages/ReportSection3`);
    const bars = page.visuals.find((v: { type: string }) => v.type === 'bars');
    const labels = (bars.rows as { label: string; value: string }[]).map((r) => r.label);
    expect(labels.filter((label) => label === 'No subscription')).toHaveLength(1);
    const cards = page.visuals.find((v: { type: string }) => v.type === 'cards');
    const count = cards.items.find((i: { label: string }) => i.label === 'Subscriptions with cost');
    expect(count.value).toBe(String(labels.length - 1));
    // The filter offers the subscriptions, not the label of the rows without one.
    const definition = await get(`/report-host/api/reports/${reportId}`);
    const field = definition.fields.find((f: { column: string }) => f.column === 'SubAccountName');
    expect(field.values).not.toContain('No subscription');
    expect(field.values).not.toContain(null);
  });

  it('keeps every wording in one place', () => {
    expect(emptyDimensionLabel({ kind: 'column', name: 'resourceGroup' })).toBe('No resource group');
    expect(emptyDimensionLabel({ kind: 'column', name: 'subscription' })).toBe('No subscription');
    expect(emptyDimensionLabel({ kind: 'column', name: 'service' })).toBe('No service');
    expect(emptyDimensionLabel({ kind: 'column', name: 'region' })).toBe('No region');
    expect(emptyDimensionLabel({ kind: 'tag', key: 'project' })).toBe('No project tag');
    expect(emptyDimensionLabel({ kind: 'licence' })).toBe('Unnamed licence');
  });
});
