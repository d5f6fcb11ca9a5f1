import { describe, expect, it } from 'vitest';
import { dayOf, isoOf } from '../domain/calendar.ts';
import { escapeMarkdown, escapeName, formatAmount, neutraliseHtml, percent } from './format.ts';
import { parseQuestion } from './intent.ts';
import { findPeriods } from './periods.ts';
import type { Vocabulary } from './vocabulary.ts';

/** The demo data's last day: 'today' of every relative period. */
const REFERENCE = dayOf('2026-11-20');

const VOCABULARY: Vocabulary = {
  services: [
    'Log Analytics',
    'Microsoft 365',
    'Storage',
    'Virtual Machines',
    'Bandwidth',
    'Azure SQL Database',
    'Azure App Service',
    'Azure Kubernetes Service',
  ],
  subscriptions: [
    'fabrikam-sales-prod-02',
    'fabrikam-data-dev-03',
    'fabrikam-platform-prod-01',
    'fabrikam Microsoft 365',
  ],
  resourceGroups: ['rg-data-dev', 'rg-sales-prod', 'rg-platform-prod', 'rg-hr-prod'],
  regions: ['East US', 'West Europe', 'UK South', 'North Europe'],
  tags: new Map([
    ['team', ['data', 'sales', 'platform', 'hr', 'finance', 'marketing']],
    ['project', ['atlas', 'beacon', 'compass', 'delta']],
    ['environment', ['prod', 'dev']],
    ['costcenter', ['CC-101', 'CC-102']],
  ]),
  skus: ['Microsoft 365 E3', 'Microsoft 365 E5', 'Microsoft 365 Copilot', 'Microsoft 365 Business Premium'],
};

const parse = (question: string) => parseQuestion(question, VOCABULARY, REFERENCE);
const range = (question: string) => {
  const [match] = findPeriods(question.toLowerCase(), REFERENCE).matches;
  return match
    ? { from: isoOf(match.period.from), to: isoOf(match.period.to), label: match.period.label }
    : undefined;
};

describe('periods relative to the latest day with data', () => {
  it.each([
    ['what did we spend last month', '2026-10-01', '2026-10-31', 'October 2026'],
    ['cost this month', '2026-11-01', '2026-11-20', 'November 2026 to date (1 to 20 November)'],
    ['month to date', '2026-11-01', '2026-11-20', 'November 2026 to date (1 to 20 November)'],
    ['in october 2026', '2026-10-01', '2026-10-31', 'October 2026'],
    ['in october', '2026-10-01', '2026-10-31', 'October 2026'],
    ['in december', '2025-12-01', '2025-12-31', 'December 2025'],
    ['for 2026-09', '2026-09-01', '2026-09-30', 'September 2026'],
    ['the last 3 months', '2026-08-01', '2026-10-31', 'the last 3 months (August to October 2026)'],
    ['past six months', '2026-05-01', '2026-10-31', 'the last 6 months (May to October 2026)'],
    ['last 12 months', '2025-11-01', '2026-10-31', 'the last 12 months (November 2025 to October 2026)'],
    ['the last 7 days', '2026-11-14', '2026-11-20', 'the last 7 days (14 to 20 November 2026)'],
    ['last quarter', '2026-07-01', '2026-09-30', 'Q3 2026 (July to September 2026)'],
    ['q2', '2026-04-01', '2026-06-30', 'Q2 2026 (April to June 2026)'],
    ['this year', '2026-01-01', '2026-11-20', '2026 to date (1 January to 20 November)'],
    ['last year', '2025-01-01', '2025-12-31', '2025'],
    ['since august', '2026-08-01', '2026-11-20', 'August to November 2026 (to date)'],
    ['between august and october', '2026-08-01', '2026-10-31', 'August to October 2026'],
    ['from november to february', '2025-11-01', '2026-02-28', 'November 2025 to February 2026'],
    ['yesterday', '2026-11-19', '2026-11-19', '19 November 2026'],
    ['in may', '2026-05-01', '2026-05-31', 'May 2026'],
  ])('%s', (text, from, to, label) => {
    expect(range(text)).toEqual({ from, to, label });
  });

  it('does not read the verb may, or names, as months', () => {
    expect(range('may i see the cost of storage')).toBeUndefined();
    expect(range('what does marketing cost')).toBeUndefined();
  });

  it('finds two months to compare, in order', () => {
    const { matches } = findPeriods('compare september and october 2026', REFERENCE);
    expect(matches.map((m) => m.period.label)).toEqual(['September 2026', 'October 2026']);
  });
});

describe('the intent of a question', () => {
  it.each([
    ['What did we spend last month?', 'cost'],
    ['Where can I see my total cloud spend?', 'cost'],
    ['Which subscription costs the most?', 'cost'],
    ['How did the cost change last month?', 'cost'],
    ['What is the forecast for this month?', 'forecast'],
    ['Which budgets are over?', 'budgets'],
    ['Are there cost anomalies this month?', 'anomalies'],
    ['Any spikes in September?', 'anomalies'],
    ['How are my reservations used?', 'commitments'],
    ['How much did savings plans save last month?', 'commitments'],
    ['What savings are recommended?', 'savings'],
    ['Which VMs should I rightsize?', 'savings'],
    ['What is our EA enrollment balance?', 'enrollments'],
    ['How is our Azure consumption commitment burning down?', 'burn-down'],
    ['Show me the shared costs', 'shared-costs'],
    ['Which licences are unassigned?', 'licences'],
    ['How many users are inactive for 90 days?', 'licences'],
    ['Where are Copilot seats listed?', 'licences'],
    ['What do our Microsoft 365 licences cost per SKU?', 'cost'],
    ['What is our Secure Score?', 'secure-score'],
    ['hello', 'help'],
    ['What can you do?', 'help'],
    ["What's the weather in Paris today?", 'unknown'],
    ['Tell me a joke', 'unknown'],
  ])('%s → %s', (question, topic) => {
    expect(parse(question).topic).toBe(topic);
  });

  it('reads services by their names and synonyms, and Azure or Microsoft 365 as a scope', () => {
    expect(parse('What did VMs cost?').services).toEqual(['Virtual Machines']);
    expect(parse('cost of sql and kubernetes').services.sort()).toEqual([
      'Azure Kubernetes Service',
      'Azure SQL Database',
    ]);
    expect(parse('What did Azure App Service cost?')).toMatchObject({
      services: ['Azure App Service'],
      scope: undefined,
    });
    expect(parse('What did Azure cost last month?').scope).toBe('azure');
    expect(parse('What did Office 365 cost?')).toMatchObject({ services: ['Microsoft 365'], scope: 'm365' });
  });

  it('reads subscriptions, resource groups, regions, SKUs and resources', () => {
    expect(parse('How much did subscription fabrikam-platform-prod-01 cost?')).toMatchObject({
      subscriptions: ['fabrikam-platform-prod-01'],
      groupBy: undefined,
      shape: 'total',
    });
    expect(parse('What does the data dev subscription cost?').subscriptions).toEqual([
      'fabrikam-data-dev-03',
    ]);
    expect(parse('What does resource group rg-platform-prod cost?')).toMatchObject({
      resourceGroups: ['rg-platform-prod'],
      groupBy: undefined,
    });
    expect(parse('cost in West Europe').regions).toEqual(['West Europe']);
    expect(parse('What do E3 licences cost?')).toMatchObject({ topic: 'cost', skus: ['Microsoft 365 E3'] });
    expect(parse('What did virt-hr-prod-0058 cost last month?').resources).toEqual(['virt-hr-prod-0058']);
  });

  it('reads tags by key and value, and distinctive values alone', () => {
    expect(parse('What does the platform team cost?').tags).toEqual([{ key: 'team', value: 'platform' }]);
    expect(parse('cost of team sales this month').tags).toEqual([{ key: 'team', value: 'sales' }]);
    expect(parse('What does tag project=atlas cost?').tags).toEqual([{ key: 'project', value: 'atlas' }]);
    expect(parse('How much is atlas costing us?').tags).toEqual([{ key: 'project', value: 'atlas' }]);
    expect(parse('cost of CC-102').tags).toEqual([{ key: 'costcenter', value: 'CC-102' }]);
    // A team's name alone is a common word: it needs its key.
    expect(parse('How much data did we use?').tags).toEqual([]);
  });

  it('reads groupings, top-N and their order', () => {
    expect(parse('Which services cost the most last month?')).toMatchObject({
      shape: 'top',
      top: 5,
      groupBy: { kind: 'column', name: 'service' },
    });
    expect(parse('Which subscription costs the most?')).toMatchObject({
      shape: 'top',
      top: 1,
      groupBy: { kind: 'column', name: 'subscription' },
    });
    expect(parse('top 3 resources last month')).toMatchObject({ top: 3, groupBy: { kind: 'resource' } });
    expect(parse('What are my costs by resource group?')).toMatchObject({
      shape: 'breakdown',
      groupBy: { kind: 'column', name: 'resourceGroup' },
    });
    expect(parse('What does each team cost?')).toMatchObject({ groupBy: { kind: 'tag', key: 'team' } });
    expect(parse('cost per project')).toMatchObject({ groupBy: { kind: 'tag', key: 'project' } });
    expect(parse('cost by tag environment')).toMatchObject({ groupBy: { kind: 'tag', key: 'environment' } });
    expect(parse('Which VMs cost the most?')).toMatchObject({
      groupBy: { kind: 'resource' },
      services: ['Virtual Machines'],
    });
    expect(parse('What are the cheapest 3 regions?')).toMatchObject({ order: 'asc', top: 3 });
    expect(parse('What does subscription fabrikam-sales-prod-02 cost by service?')).toMatchObject({
      subscriptions: ['fabrikam-sales-prod-02'],
      groupBy: { kind: 'column', name: 'service' },
      shape: 'breakdown',
    });
  });

  it('reads trends, changes and comparisons', () => {
    expect(parse('Show the monthly cost trend of the last 6 months').shape).toBe('trend');
    expect(parse('cost by month this year').shape).toBe('trend');
    expect(parse('How did the cost change last month?').shape).toBe('change');
    expect(parse('Why did Storage go up in October?')).toMatchObject({
      shape: 'change',
      services: ['Storage'],
    });
    const compare = parse('Compare September and October 2026');
    expect(compare.shape).toBe('change');
    expect(compare.periods.map((p) => p.label)).toEqual(['September 2026', 'October 2026']);
  });

  it('reads the metric, the currency, charge categories and entity filters', () => {
    expect(parse('billed cost last month').metric).toBe('billed');
    expect(parse('list cost last month').metric).toBe('list');
    expect(parse('What did we spend last month in EUR?').currency).toBe('EUR');
    expect(parse('What did we spend in pounds?').currency).toBe('GBP');
    expect(parse('How much tax did we pay?').chargeCategories).toEqual(['Tax']);
    expect(parse('Which budgets are at risk?').budgetStatus).toBe('at-risk');
    expect(parse('Which budgets are over?').budgetStatus).toBe('over');
    expect(parse('budget trend over the last 3 months').budgetStatus).toBeUndefined();
    expect(parse('How are my savings plans used?').commitmentType).toBe('Savings Plan');
    expect(parse('EA reservations utilisation')).toMatchObject({
      commitmentType: 'Reservation',
      agreement: 'EA',
    });
    expect(parse('Which reservations expire soonest?').wantsExpiry).toBe(true);
    expect(parse('Which VMs should I shut down?').wantsDetails).toBe(true);
  });
});

describe('writing answers', () => {
  it('formats amounts with their currency and groups of three', () => {
    expect(formatAmount('1234567.89', 'USD')).toBe('$1,234,567.89');
    expect(formatAmount('-150.00', 'USD')).toBe('-$150.00');
    expect(formatAmount('0.05', 'EUR')).toBe('EUR 0.05');
    expect(percent(0.87349)).toBe('87.3%');
    expect(percent(-0.0495, true)).toBe('-5.0%');
    expect(percent(0.1, true)).toBe('+10.0%');
  });

  it('escapes what users type and names from the data', () => {
    expect(escapeMarkdown('<img src=x onerror=alert(1)> *bold* [x](javascript:alert(1))')).not.toMatch(
      /(^|[^\\])[<*[(]/,
    );
    expect(escapeMarkdown('line\nbreak')).toBe('line break');
    expect(escapeName('rg-data_dev|x')).toBe('rg-data\\_dev\\|x');
    expect(escapeName('see http://evil.example')).toBe('see http\\://evil.example');
    expect(neutraliseHtml('a <script>x</script> `<b>` b')).toBe('a &lt;script>x&lt;/script> `<b>` b');
  });
});
