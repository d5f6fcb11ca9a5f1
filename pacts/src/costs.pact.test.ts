import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { API, expectOk, portalClient, restPact, withAppToken } from './support/pact.ts';

const { like, eachLike, integer, decimal, regex, boolean } = MatchersV3;

/** An exact amount as the cost API sends it. */
const money = (example: string) => regex('^-?[0-9]+\\.[0-9]{2}$', example);
const day = (example: string) => regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', example);
const month = (example: string) => regex('^[0-9]{4}-[0-9]{2}$', example);
const pact = restPact();

/** The first page a server-paged table asks for. */
const firstPage = (sort: string, order: 'asc' | 'desc') => ({ sort, order, offset: '0', limit: '100' });

describe('costs: the cost entities the screens show', () => {
  it('getCostSummary: the month to date, forecast, budgets and open savings (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the summary of the current month')
      .reference('openapi', 'operationId', 'getCostSummary')
      .withRequest('GET', `${API}/costs/summary`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          month: month('2026-11'),
          lastDay: day('2026-11-20'),
          currency: like('USD'),
          monthToDate: money('12450.30'),
          forecast: money('18675.45'),
          previousMonth: money('19450.00'),
          budgets: { total: integer(6), onTrack: integer(3), atRisk: integer(2), over: integer(1) },
          savings: { count: integer(4), monthly: money('812.40') },
          licenceWaste: money('1236.00'),
        }),
      )
      .executeTest(async (server) => {
        const summary = expectOk(await portalClient(server).api.costs.summary());
        expect(summary.budgets.total).toBe(6);
        expect(summary.monthToDate).toBe('12450.30');
      });
  });

  it('listBudgets: the first page by share used (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the budgets, most used first')
      .reference('openapi', 'operationId', 'listBudgets')
      .withRequest('GET', `${API}/costs/budgets`, (builder) =>
        builder.headers(withAppToken).query(firstPage('used', 'desc')),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          month: month('2026-11'),
          currency: like('USD'),
          total: integer(6),
          items: eachLike({
            id: like('b1'),
            name: like('Monthly cloud budget'),
            scope: { kind: regex('^(tenant|subscription|service)$', 'tenant') },
            amount: money('20000.00'),
            actual: money('12450.30'),
            forecast: money('18675.45'),
            thresholds: eachLike(80),
            status: regex('^(on-track|at-risk|over)$', 'at-risk'),
            history: eachLike({
              month: month('2026-10'),
              amount: money('20000.00'),
              actual: money('19450.00'),
            }),
          }),
        }),
      )
      .executeTest(async (server) => {
        const page = expectOk(
          await portalClient(server).api.costs.budgets({
            sort: 'used',
            order: 'desc',
            offset: 0,
            limit: 100,
          }),
        );
        expect(page.items[0]?.status).toBe('at-risk');
      });
  });

  it('listCostAnomalies: the latest first (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the cost anomalies, latest first')
      .reference('openapi', 'operationId', 'listCostAnomalies')
      .withRequest('GET', `${API}/costs/anomalies`, (builder) =>
        builder.headers(withAppToken).query(firstPage('day', 'desc')),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          currency: like('USD'),
          total: integer(3),
          impact: money('1890.10'),
          items: eachLike({
            id: like('a1'),
            day: day('2026-06-12'),
            service: like('Virtual Machines'),
            subscription: like('fabrikam-data-prod-01'),
            expected: money('210.00'),
            actual: money('840.00'),
            impact: money('630.00'),
            usageEffect: money('600.00'),
            priceEffect: money('30.00'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const page = expectOk(
          await portalClient(server).api.costs.anomalies({
            sort: 'day',
            order: 'desc',
            offset: 0,
            limit: 100,
          }),
        );
        expect(page.items[0]?.impact).toBe('630.00');
      });
  });

  it('listSharedCosts: the latest month (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the shared costs of the latest month')
      .reference('openapi', 'operationId', 'listSharedCosts')
      .withRequest('GET', `${API}/costs/shared`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          month: month('2026-11'),
          currency: like('USD'),
          rules: eachLike({
            id: like('r1'),
            name: like('Platform subscription'),
            source: {
              kind: regex('^(subscription|service)$', 'subscription'),
              value: like('fabrikam-platform-prod-01'),
            },
            method: regex('^(even|proportional|fixed)$', 'proportional'),
            amount: money('900.00'),
            allocations: eachLike({ target: like('data'), share: money('50.00'), amount: money('450.00') }),
          }),
          byTarget: eachLike({
            target: like('data'),
            direct: money('3000.00'),
            shared: money('450.00'),
            total: money('3450.00'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const shared = expectOk(await portalClient(server).api.costs.shared());
        expect(shared.rules[0]?.allocations[0]?.amount).toBe('450.00');
      });
  });

  it('listCommitments: the EA reservations by expiry (200)', async () => {
    const query = { ...firstPage('expires', 'asc'), agreement: 'EA', type: 'Reservation' };
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the reservations bought under the enterprise agreement, first to expire first')
      .reference('openapi', 'operationId', 'listCommitments')
      .withRequest('GET', `${API}/costs/commitments`, (builder) => builder.headers(withAppToken).query(query))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          month: month('2026-11'),
          currency: like('USD'),
          total: integer(1),
          summary: {
            purchase: money('1200.00'),
            used: money('1100.00'),
            unused: money('100.00'),
            utilisation: decimal(0.9167),
            savings: money('640.00'),
            coverage: decimal(0.45),
          },
          items: eachLike({
            id: like('c1'),
            name: like('Reservation D4s v5'),
            type: regex('^(Reservation|Savings Plan)$', 'Reservation'),
            agreement: regex('^(EA|CSP)$', 'EA'),
            term: regex('^(P1Y|P3Y)$', 'P3Y'),
            expires: day('2027-03-31'),
            autoRenew: boolean(true),
            purchase: money('1200.00'),
            used: money('1100.00'),
            unused: money('100.00'),
            utilisation: decimal(0.9167),
            listCost: money('1740.00'),
            savings: money('640.00'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const page = expectOk(
          await portalClient(server).api.costs.commitments({
            sort: 'expires',
            order: 'asc',
            offset: 0,
            limit: 100,
            agreement: 'EA',
            type: 'Reservation',
          }),
        );
        expect(page.items[0]?.agreement).toBe('EA');
      });
  });

  it('listEnrollments: by name (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the enterprise-agreement enrollments by name')
      .reference('openapi', 'operationId', 'listEnrollments')
      .withRequest('GET', `${API}/costs/enrollments`, (builder) =>
        builder.headers(withAppToken).query({ sort: 'name', order: 'asc', limit: '100' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          currency: like('USD'),
          items: eachLike({
            id: like('e1'),
            number: like('86084802'),
            name: like('Fabrikam enterprise agreement'),
            starts: day('2024-07-01'),
            ends: day('2027-06-30'),
            yearStarts: day('2026-07-01'),
            commitment: money('200000.00'),
            consumed: money('80000.00'),
            balance: money('120000.00'),
            overage: money('0.00'),
            departments: eachLike({ name: like('Data'), consumed: money('30000.00') }),
          }),
        }),
      )
      .executeTest(async (server) => {
        const page = expectOk(
          await portalClient(server).api.costs.enrollments({ sort: 'name', order: 'asc', limit: 100 }),
        );
        expect(page.items[0]?.balance).toBe('120000.00');
      });
  });

  it('getCommitmentBurnDown: the macro commitment month by month (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the burn-down of the macro commitment')
      .reference('openapi', 'operationId', 'getCommitmentBurnDown')
      .withRequest('GET', `${API}/costs/macc`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          currency: like('USD'),
          commitment: {
            name: like('Microsoft Azure Consumption Commitment'),
            amount: money('600000.00'),
            starts: day('2025-11-01'),
            ends: day('2028-10-31'),
            consumed: money('190000.00'),
            remaining: money('410000.00'),
            projectedAtEnd: money('560000.00'),
            shortfall: money('40000.00'),
            months: eachLike({
              month: month('2025-11'),
              consumed: money('15000.00'),
              cumulative: money('15000.00'),
              target: money('16666.66'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const burnDown = expectOk(await portalClient(server).api.costs.burnDown());
        expect(burnDown.commitment?.shortfall).toBe('40000.00');
      });
  });

  it('listResourceEndpoints: by address (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the resource endpoints by address')
      .reference('openapi', 'operationId', 'listResourceEndpoints')
      .withRequest('GET', `${API}/costs/endpoints`, (builder) =>
        builder.headers(withAppToken).query(firstPage('address', 'asc')),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          month: month('2026-11'),
          total: integer(12),
          items: eachLike({
            id: like('p1'),
            address: like('20.1.2.3'),
            kind: regex('^(Public IP|Host name|API)$', 'Public IP'),
            exposure: regex('^(public|private)$', 'public'),
            resource: like('publ-data-prod-0001'),
            subscription: like('fabrikam-data-prod-01'),
            cost: money('12.40'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const page = expectOk(
          await portalClient(server).api.costs.endpoints({
            sort: 'address',
            order: 'asc',
            offset: 0,
            limit: 100,
          }),
        );
        expect(page.items[0]?.kind).toBe('Public IP');
      });
  });

  it('listSubscriptionUsers: by user (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the role assignments on subscriptions by user')
      .reference('openapi', 'operationId', 'listSubscriptionUsers')
      .withRequest('GET', `${API}/costs/subscription-users`, (builder) =>
        builder.headers(withAppToken).query(firstPage('user', 'asc')),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          month: month('2026-11'),
          total: integer(9),
          items: eachLike({
            id: like('u1'),
            user: like('ana.silva@fabrikam.example'),
            displayName: like('Ana Silva'),
            subscription: like('fabrikam-data-prod-01'),
            role: regex('^(Owner|Contributor|Reader|Cost Management Reader)$', 'Owner'),
            since: day('2024-03-01'),
            cost: money('3450.00'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const page = expectOk(
          await portalClient(server).api.costs.subscriptionUsers({
            sort: 'user',
            order: 'asc',
            offset: 0,
            limit: 100,
          }),
        );
        expect(page.items[0]?.role).toBe('Owner');
      });
  });
});

describe('settings: FOCUS cost exports', () => {
  const sample = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'focus-azure-2026-11.csv');

  it('importFocusExport: a FOCUS CSV into the tenant (201)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('a FOCUS export uploaded from the settings page')
      .reference('openapi', 'operationId', 'importFocusExport')
      .withRequest('POST', `${API}/settings/focus-imports`, (builder) =>
        // Pact detects the part's type from its contents: a CSV reads as plain text.
        builder.headers(withAppToken).multipartBody('text/plain', sample, 'file', 'portal-focus-upload'),
      )
      .willRespondWith(201, (builder) =>
        builder.jsonBody({
          fileName: like('focus-azure-2026-11.csv'),
          rows: integer(25),
          replacedRows: integer(0),
          sums: eachLike({
            currency: like('USD'),
            billed: money('5000.00'),
            effective: money('5000.00'),
            list: money('5000.00'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const file = new Blob([readFileSync(sample)], { type: 'text/csv' });
        const result = expectOk(
          await portalClient(server).api.settings.importFocus(file, 'focus-azure-2026-11.csv'),
          201,
        );
        expect(result.rows).toBe(25);
      });
  });

  it('listFocusImports: the imports, newest first (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the FOCUS exports imported into the tenant')
      .reference('openapi', 'operationId', 'listFocusImports')
      .withRequest('GET', `${API}/settings/focus-imports`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          // A tenant may have none yet; each one the portal lists has these.
          MatchersV3.atLeastLike(
            {
              id: like('i1'),
              fileName: like('focus-azure-2026-11.csv'),
              rows: integer(25),
              createdAt: like('2026-11-21T09:00:00.000Z'),
            },
            0,
            1,
          ),
        ),
      )
      .executeTest(async (server) => {
        const imports = expectOk(await portalClient(server).api.settings.focusImports());
        expect(Array.isArray(imports)).toBe(true);
      });
  });
});

describe('settings: exchange rates', () => {
  const rates = join(
    import.meta.dirname,
    '..',
    '..',
    'tests',
    'fixtures',
    'ecb-eurofxref-hist-synthetic.csv',
  );
  /** What the portal reads of the rates: the currencies to offer, the basis and days, each latest rate. */
  const ratesBody = (basis: 'daily' | 'fixed') => ({
    basis: regex('^(daily|fixed)$', basis),
    billingCurrency: like('USD'),
    currencies: eachLike('USD'),
    from: day('2025-11-03'),
    to: day('2026-11-20'),
    days: integer(basis === 'daily' ? 272 : 0),
    latest: eachLike({ currency: like('EUR'), rate: regex('^[0-9]+\\.[0-9]{6}$', '0.918400') }),
  });

  it('getExchangeRates: the currencies figures can be shown in (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the exchange rates of the tenant')
      .reference('openapi', 'operationId', 'getExchangeRates')
      .withRequest('GET', `${API}/settings/exchange-rates`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody(ratesBody('fixed')))
      .executeTest(async (server) => {
        const answer = expectOk(await portalClient(server).api.settings.exchangeRates());
        expect(answer.currencies).toContain('USD');
      });
  });

  it('loadExchangeRates: the ECB reference rates CSV (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the ECB reference rates loaded from the settings page')
      .reference('openapi', 'operationId', 'loadExchangeRates')
      .withRequest('PUT', `${API}/settings/exchange-rates`, (builder) =>
        builder.headers(withAppToken).multipartBody('text/plain', rates, 'file', 'portal-rates-upload'),
      )
      .willRespondWith(200, (builder) => builder.jsonBody(ratesBody('daily')))
      .executeTest(async (server) => {
        const file = new Blob([readFileSync(rates)], { type: 'text/csv' });
        const answer = expectOk(
          await portalClient(server).api.settings.loadExchangeRates(file, 'eurofxref-hist.csv'),
        );
        expect(answer.basis).toBe('daily');
      });
  });

  it('clearExchangeRates: back to the fixed set (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the loaded exchange rates removed')
      .reference('openapi', 'operationId', 'clearExchangeRates')
      .withRequest('DELETE', `${API}/settings/exchange-rates`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody(ratesBody('fixed')))
      .executeTest(async (server) => {
        const answer = expectOk(await portalClient(server).api.settings.clearExchangeRates());
        expect(answer.basis).toBe('fixed');
      });
  });
});
