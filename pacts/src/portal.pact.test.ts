import { MatchersV3 } from '@pact-foundation/pact';
import type { Feedback } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts, COST_OVERVIEW, menuItems } from './support/data.ts';
import {
  API,
  expectOk,
  expectProblem,
  fromState,
  portalClient,
  restPact,
  uuid,
  withAppToken,
} from './support/pact.ts';

const { like, eachLike, atLeastLike, arrayContaining, integer, regex } = MatchersV3;

/** An exact amount as the cost query sends it. */
const money = (example: string) => regex('^-?[0-9]+\\.[0-9]{2}$', example);
const day = (example: string) => regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', example);
const pact = restPact();

const admin = accountParams(accounts.admin);
/** The personas of the example app token (`APP_TOKEN`): the selection starts as all of them. */
const ADMIN_PERSONAS = ['Admin'];
/** The state's answer `{ menuItemId }` goes where the portal sends the uuid of azure/cost-overview. */
const costOverviewId = { menuItemId: menuItems.costOverview };

/** A page the user visited, as the last- and top-accessed lists return it: My Metrics links each. */
const accessedPage = {
  uuid: uuid(menuItems.costOverview),
  name: like(COST_OVERVIEW.name),
  displayName: like(COST_OVERVIEW.displayName),
  count: integer(3),
};

/** A menu item as the side menu, the homepage and the page lookup read it. */
const menuItem = (example: string, name: string, displayName: string) => ({
  uuid: uuid(example),
  name: like(name),
  displayName: like(displayName),
});

describe('portal: menu and pages', () => {
  it('getMenu: the side menu of the selected personas, feature rights and homepage tag included (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardMenu, { tenantId: 'contoso' })
      .uponReceiving('a request for the portal menu of the selected personas')
      .reference('openapi', 'operationId', 'getMenu')
      .withRequest('GET', `${API}/portal/menu`, (builder) =>
        builder
          .query({ personas: ADMIN_PERSONAS, videoLibrary: 'false', preview: 'false' })
          .headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          // Other items may come too; the portal needs the homepage and a feature-gated child page.
          arrayContaining(
            {
              ...menuItem(menuItems.overview, 'overview', 'Overview'),
              tags: arrayContaining('homepage-url'),
            },
            {
              ...menuItem(menuItems.azure, 'azure', 'Azure'),
              children: arrayContaining({
                ...menuItem(menuItems.costOverview, COST_OVERVIEW.name, COST_OVERVIEW.displayName),
                features: arrayContaining('AZURE'),
              }),
            },
          ),
        ),
      )
      .executeTest(async (server) => {
        const menu = expectOk(
          await portalClient(server).api.portal.menu({ personas: ADMIN_PERSONAS, videoLibrary: false }),
        );
        const azure = menu.find((item) => item.name === 'azure');
        expect(azure?.children?.find((child) => child.name === COST_OVERVIEW.name)?.features).toContain(
          'AZURE',
        );
        expect(menu.find((item) => item.tags?.includes('homepage-url'))?.name).toBe('overview');
      });
  });

  it('getMenu: the menu of the videos area (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardMenu, { tenantId: 'contoso' })
      .uponReceiving('a request for the menu of the videos area')
      .reference('openapi', 'operationId', 'getMenu')
      .withRequest('GET', `${API}/portal/menu`, (builder) =>
        builder
          .query({ personas: ADMIN_PERSONAS, videoLibrary: 'true', preview: 'false' })
          .headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody(eachLike(menuItem(menuItems.overview, 'overview', 'Overview'))),
      )
      .executeTest(async (server) => {
        const menu = expectOk(
          await portalClient(server).api.portal.menu({ personas: ADMIN_PERSONAS, videoLibrary: true }),
        );
        expect(menu.length).toBeGreaterThan(0);
      });
  });

  it('getMenu: the menu the sign-in reads the homepage from, for the persona selection (200)', async () => {
    await pact
      .addInteraction()
      .given(states.financeSignedIn, accountParams(accounts.finance))
      .given(states.standardMenu, { tenantId: 'contoso' })
      .uponReceiving('a request for the menu of the Finance persona')
      .reference('openapi', 'operationId', 'getMenu')
      .withRequest('GET', `${API}/portal/menu`, (builder) =>
        builder.query({ personas: ['Finance'], preview: 'false' }).headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          arrayContaining({
            ...menuItem(menuItems.overview, 'overview', 'Overview'),
            tags: arrayContaining('homepage-url'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const menu = expectOk(await portalClient(server).api.portal.menu({ personas: ['Finance'] }));
        expect(menu.find((item) => item.tags?.includes('homepage-url'))?.name).toBe('overview');
      });
  });

  it('getBreadcrumb: the trail from the top-level item down to the page (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.costOverviewPage, { tenantId: 'contoso', name: COST_OVERVIEW.name })
      .uponReceiving('a request for the breadcrumb of a page')
      .reference('openapi', 'operationId', 'getBreadcrumb')
      .withRequest(
        'GET',
        fromState(`${API}/portal/menu/{menuItemId}/breadcrumb`, costOverviewId),
        (builder) => builder.headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody([{ displayName: like('Azure') }, { displayName: like(COST_OVERVIEW.displayName) }]),
      )
      .executeTest(async (server) => {
        const trail = expectOk(await portalClient(server).api.portal.breadcrumb(menuItems.costOverview));
        expect(trail.map((crumb) => crumb.displayName)).toEqual(['Azure', COST_OVERVIEW.displayName]);
      });
  });

  it('getPage: a tabbed page with a report tab and a screen tab (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.costOverviewPage, { tenantId: 'contoso', name: COST_OVERVIEW.name })
      .uponReceiving('a request for the description of a tabbed page')
      .reference('openapi', 'operationId', 'getPage')
      .withRequest('GET', fromState(`${API}/portal/menu/page/{menuItemId}`, costOverviewId), (builder) =>
        builder.query({ personas: ADMIN_PERSONAS, preview: 'false' }).headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          type: 'tabbed',
          contents: {
            tabs: arrayContaining(
              {
                name: 'Summary',
                displayName: like('Summary'),
                type: 'report',
                reportType: like('azure-cost'),
              },
              {
                name: 'By service',
                displayName: like('By service'),
                type: 'ui',
                componentClass: like('resources'),
              },
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = expectOk(
          await portalClient(server).api.portal.page(menuItems.costOverview, { personas: ADMIN_PERSONAS }),
        );
        expect(page.type).toBe('tabbed');
        const tabs = page.contents.tabs ?? [];
        expect(tabs.find((tab) => tab.type === 'report')?.reportType).toBe('azure-cost');
        expect(tabs.find((tab) => tab.type === 'ui')?.componentClass).toBe('resources');
      });
  });

  it('getPage: an unknown menu item (404)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.unknownMenuItem, { tenantId: 'contoso', id: menuItems.unknown })
      .uponReceiving('a request for the description of a page that does not exist')
      .reference('openapi', 'operationId', 'getPage')
      .withRequest('GET', `${API}/portal/menu/page/${menuItems.unknown}`, (builder) =>
        builder.query({ personas: ADMIN_PERSONAS, preview: 'false' }).headers(withAppToken),
      )
      // The portal shows page-not-found for any failure; it reads the status alone.
      .willRespondWith(404)
      .executeTest(async (server) => {
        expectProblem(
          await portalClient(server).api.portal.page(menuItems.unknown, { personas: ADMIN_PERSONAS }),
          404,
        );
      });
  });

  it('searchMenu: pages and tabs matching the text, for the selected personas (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.standardMenu, { tenantId: 'contoso' })
      .uponReceiving('a search of the menu for "cost"')
      .reference('openapi', 'operationId', 'searchMenu')
      .withRequest('GET', `${API}/portal/menu/index`, (builder) =>
        builder.query({ query: 'cost', personas: ADMIN_PERSONAS, preview: 'false' }).headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          // The search dialog shows path and tags, and links the page (name, with tabName if any).
          eachLike({
            name: like(COST_OVERVIEW.name),
            path: like('Azure / Cost overview'),
            displayName: like(COST_OVERVIEW.displayName),
            tags: atLeastLike('cost', 0, 1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const results = expectOk(
          await portalClient(server).api.portal.search('cost', { personas: ADMIN_PERSONAS }),
        );
        expect(results[0]).toMatchObject({ name: COST_OVERVIEW.name, path: 'Azure / Cost overview' });
      });
  });
});

describe('portal: feedback and recently used pages', () => {
  it('submitFeedback: feedback on a page tab is stored (201)', async () => {
    // As the feedback dialog sends it (hooks' toFeedback), for the page the user is on.
    const feedback: Feedback = {
      menuUuid: menuItems.costOverview,
      tabName: 'Summary',
      rating: 4,
      type: 'Feedback',
      comment: 'The daily cost chart is very helpful.',
    };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.costOverviewPage, { tenantId: 'contoso', name: COST_OVERVIEW.name })
      .uponReceiving('feedback on a page tab')
      .reference('openapi', 'operationId', 'submitFeedback')
      .withRequest('POST', `${API}/portal/menu/feedback`, (builder) =>
        builder
          .headers(withAppToken)
          .jsonBody({ ...feedback, menuUuid: fromState('{menuItemId}', costOverviewId) }),
      )
      // The dialog thanks the user on success; nothing of the answer is read.
      .willRespondWith(201)
      .executeTest(async (server) => {
        expectOk(await portalClient(server).api.portal.submitFeedback(feedback), 201);
      });
  });

  it('submitFeedback: feedback on a page outside the menu names its route (201)', async () => {
    // Settings, Release Notes, My Metrics and custom reports have no menu item.
    const feedback: Feedback = {
      pageRoute: '/billing/release-notes',
      pageName: 'Release Notes',
      rating: 5,
      type: 'Comment',
      comment: 'Clear release notes.',
    };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('feedback on a page outside the menu')
      .reference('openapi', 'operationId', 'submitFeedback')
      .withRequest('POST', `${API}/portal/menu/feedback`, (builder) =>
        builder.headers(withAppToken).jsonBody(feedback),
      )
      .willRespondWith(201)
      .executeTest(async (server) => {
        expectOk(await portalClient(server).api.portal.submitFeedback(feedback), 201);
      });
  });

  it('getLastAccessed: the user’s recently visited pages (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.visitedPage, { upn: accounts.admin.upn, name: COST_OVERVIEW.name })
      .uponReceiving('a request for the pages the user visited last')
      .reference('openapi', 'operationId', 'getLastAccessed')
      .withRequest('GET', `${API}/portal/menu/last-accessed`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody(eachLike(accessedPage)))
      .executeTest(async (server) => {
        const pages = expectOk(await portalClient(server).api.portal.lastAccessed());
        expect(pages[0]).toMatchObject({ name: COST_OVERVIEW.name, count: 3 });
      });
  });

  it('getTopAccessed: the tenant’s most visited pages (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.visitedPage, { upn: accounts.admin.upn, name: COST_OVERVIEW.name })
      .uponReceiving('a request for the most visited pages of the tenant')
      .reference('openapi', 'operationId', 'getTopAccessed')
      .withRequest('GET', `${API}/portal/menu/top-accessed`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody(eachLike(accessedPage)))
      .executeTest(async (server) => {
        const pages = expectOk(await portalClient(server).api.portal.topAccessed());
        expect(pages[0]).toMatchObject({ name: COST_OVERVIEW.name, count: 3 });
      });
  });
});

describe('costs: the overview', () => {
  it('queryCosts: the latest month with data, per day (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the cost of the latest month per day, in US dollars')
      .reference('openapi', 'operationId', 'queryCosts')
      .withRequest('GET', `${API}/costs`, (builder) =>
        builder.headers(withAppToken).query({ granularity: 'day', currency: 'USD' }),
      )
      // What the overview reads: the range, the total, the days and the data range.
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          from: day('2026-10-01'),
          to: day('2026-10-31'),
          currency: like('USD'),
          total: money('19450.00'),
          rows: eachLike({ period: day('2026-10-01'), amount: money('612.40') }),
          available: { to: day('2026-10-31') },
        }),
      )
      .executeTest(async (server) => {
        const result = expectOk(
          await portalClient(server).api.costs.query({ granularity: 'day', currency: 'USD' }),
        );
        expect(result.rows[0]?.period).toBe('2026-10-01');
        expect(result.available.to).toBe('2026-10-31');
      });
  });

  it('queryCosts: two months per month, and the month by service (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the cost of the latest month by service, top five')
      .reference('openapi', 'operationId', 'queryCosts')
      .withRequest('GET', `${API}/costs`, (builder) =>
        builder.headers(withAppToken).query({ groupBy: 'service', top: '5', currency: 'USD' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          currency: like('USD'),
          total: money('19450.00'),
          groups: eachLike({ group: like('Virtual Machines'), amount: money('12450.30') }),
        }),
      )
      .executeTest(async (server) => {
        const result = expectOk(
          await portalClient(server).api.costs.query({ groupBy: 'service', top: 5, currency: 'USD' }),
        );
        expect(result.groups[0]?.group).toBe('Virtual Machines');
      });
  });

  it('explainCostChanges: the latest month against the one before, by service (200)', async () => {
    const change = {
      group: like('Virtual Machines'),
      previous: money('11200.00'),
      current: money('12450.30'),
      change: money('1250.30'),
      usageEffect: money('950.30'),
      priceEffect: money('300.00'),
    };
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the cost change of the latest month by service')
      .reference('openapi', 'operationId', 'explainCostChanges')
      .withRequest('GET', `${API}/costs/changes`, (builder) =>
        builder.headers(withAppToken).query({ groupBy: 'service' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          month: regex('^[0-9]{4}-[0-9]{2}$', '2026-10'),
          previousMonth: regex('^[0-9]{4}-[0-9]{2}$', '2026-09'),
          currency: like('USD'),
          total: { ...change, group: like('Total') },
          rows: eachLike(change),
        }),
      )
      .executeTest(async (server) => {
        const result = expectOk(await portalClient(server).api.costs.changes({ groupBy: 'service' }));
        expect(result.rows[0]?.group).toBe('Virtual Machines');
      });
  });

  it('listCostResources: the first page of resources by cost (200)', async () => {
    await pact
      .addInteraction()
      .given(states.fabrikamCosts)
      .uponReceiving('the first hundred resources of the latest month by cost')
      .reference('openapi', 'operationId', 'listCostResources')
      .withRequest('GET', `${API}/costs/resources`, (builder) =>
        builder.headers(withAppToken).query({ sort: 'cost', order: 'desc', offset: '0', limit: '100' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          from: day('2026-10-01'),
          to: day('2026-10-31'),
          currency: like('USD'),
          total: integer(80),
          items: eachLike({
            id: like(
              '/subscriptions/0000/resourceGroups/rg-web/providers/microsoft.compute/virtualmachines/vm-1',
            ),
            name: like('vm-1'),
            type: like('microsoft.compute/virtualmachines'),
            service: like('Virtual Machines'),
            subscription: like('fabrikam-web-prod-01'),
            cost: money('412.77'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const page = expectOk(
          await portalClient(server).api.costs.resources({
            sort: 'cost',
            order: 'desc',
            offset: 0,
            limit: 100,
          }),
        );
        expect(page.total).toBe(80);
        expect(page.items[0]?.cost).toBe('412.77');
      });
  });
});
