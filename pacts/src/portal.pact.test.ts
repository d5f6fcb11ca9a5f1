import { MatchersV3 } from '@pact-foundation/pact';
import type { Feedback } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts, menuItems } from './support/data.ts';
import {
  API,
  dateTime,
  expectOk,
  expectProblem,
  portalClient,
  problemBody,
  problemHeaders,
  restPact,
  uuid,
  withAppToken,
} from './support/pact.ts';

const { like, eachLike, atLeastLike, arrayContaining, integer } = MatchersV3;
const pact = restPact();

/** A page the user visited, as the last- and top-accessed lists return it. */
const accessedPage = {
  uuid: uuid(menuItems.costOverview),
  displayName: like('Cost overview'),
  name: like('azure/cost-overview'),
  lastAccessed: dateTime('2026-11-20T09:30:00Z'),
  count: integer(3),
};

describe('portal: menu and pages', () => {
  it('getMenu: the menu tree of all the user’s personas (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .given(states.standardMenu, { tenantId: 'contoso', ...menuItems })
      .uponReceiving('a request for the menu of all personas')
      .reference('openapi', 'operationId', 'getMenu')
      .withRequest('GET', `${API}/portal/menu`, (builder) =>
        builder.query({ preview: 'false' }).headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          // Other items may come too; the portal needs the homepage and the nested Azure section.
          arrayContaining(
            {
              uuid: menuItems.overview,
              name: 'overview',
              displayName: like('Overview'),
              tags: arrayContaining('homepage-url'),
            },
            {
              uuid: menuItems.azure,
              name: 'azure',
              displayName: like('Azure'),
              children: arrayContaining({
                uuid: menuItems.costOverview,
                name: 'azure/cost-overview',
                displayName: like('Cost overview'),
                features: arrayContaining('AZURE'),
              }),
            },
          ),
        ),
      )
      .executeTest(async (server) => {
        const menu = expectOk(await portalClient(server).api.portal.menu());
        const azure = menu.find((item) => item.uuid === menuItems.azure);
        expect(azure?.children?.map((child) => child.name)).toContain('azure/cost-overview');
        expect(menu.find((item) => item.tags?.includes('homepage-url'))?.uuid).toBe(menuItems.overview);
      });
  });

  it('getMenu: the menu of the selected personas (200)', async () => {
    await pact
      .addInteraction()
      .given(states.financeSignedIn, accountParams(accounts.finance))
      .given(states.standardMenu, { tenantId: 'contoso', ...menuItems })
      .uponReceiving('a request for the menu of the Finance persona')
      .reference('openapi', 'operationId', 'getMenu')
      .withRequest('GET', `${API}/portal/menu`, (builder) =>
        builder.query({ personas: ['Finance'], preview: 'false' }).headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          eachLike({ uuid: uuid(menuItems.overview), name: like('overview'), displayName: like('Overview') }),
        ),
      )
      .executeTest(async (server) => {
        const menu = expectOk(await portalClient(server).api.portal.menu({ personas: ['Finance'] }));
        expect(menu.length).toBeGreaterThan(0);
      });
  });

  it('getBreadcrumb: the trail from the top-level item down to the page (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .given(states.costOverviewPage, { tenantId: 'contoso', id: menuItems.costOverview })
      .uponReceiving('a request for the breadcrumb of a page')
      .reference('openapi', 'operationId', 'getBreadcrumb')
      .withRequest('GET', `${API}/portal/menu/${menuItems.costOverview}/breadcrumb`, (builder) =>
        builder.headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody([{ displayName: like('Azure') }, { displayName: like('Cost overview') }]),
      )
      .executeTest(async (server) => {
        const trail = expectOk(await portalClient(server).api.portal.breadcrumb(menuItems.costOverview));
        expect(trail.map((crumb) => crumb.displayName)).toEqual(['Azure', 'Cost overview']);
      });
  });

  it('getPage: a tabbed page with a report tab and a screen tab (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .given(states.costOverviewPage, { tenantId: 'contoso', id: menuItems.costOverview })
      .uponReceiving('a request for the description of a tabbed page')
      .reference('openapi', 'operationId', 'getPage')
      .withRequest('GET', `${API}/portal/menu/page/${menuItems.costOverview}`, (builder) =>
        builder.query({ preview: 'false' }).headers(withAppToken),
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
        const page = expectOk(await portalClient(server).api.portal.page(menuItems.costOverview));
        expect(page.type).toBe('tabbed');
        expect(page.contents.tabs?.find((tab) => tab.type === 'report')?.reportType).toBe('azure-cost');
      });
  });

  it('getPage: an unknown menu item (404)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .given(states.unknownMenuItem, { tenantId: 'contoso', id: menuItems.unknown })
      .uponReceiving('a request for the description of a page that does not exist')
      .reference('openapi', 'operationId', 'getPage')
      .withRequest('GET', `${API}/portal/menu/page/${menuItems.unknown}`, (builder) =>
        builder.query({ preview: 'false' }).headers(withAppToken),
      )
      .willRespondWith(404, (builder) =>
        builder.headers(problemHeaders).jsonBody(problemBody(404, like('Not Found'))),
      )
      .executeTest(async (server) => {
        expectProblem(await portalClient(server).api.portal.page(menuItems.unknown), 404);
      });
  });

  it('searchMenu: pages and tabs matching the text (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .given(states.standardMenu, { tenantId: 'contoso', ...menuItems })
      .uponReceiving('a search of the menu for "cost"')
      .reference('openapi', 'operationId', 'searchMenu')
      .withRequest('GET', `${API}/portal/menu/index`, (builder) =>
        builder.query({ query: 'cost', preview: 'false' }).headers(withAppToken),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody(
          eachLike({
            name: like('azure/cost-overview'),
            path: like('Azure / Cost overview'),
            displayName: like('Cost overview'),
            tags: atLeastLike('cost', 0, 1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const results = expectOk(await portalClient(server).api.portal.search('cost'));
        expect(results[0]?.name).toBe('azure/cost-overview');
      });
  });
});

describe('portal: feedback and recently used pages', () => {
  it('submitFeedback: feedback on a page tab is stored (201)', async () => {
    const feedback: Feedback = {
      menuUuid: menuItems.costOverview,
      tabName: 'Summary',
      rating: 4,
      type: 'Feedback',
      comment: 'The daily cost chart is very helpful.',
    };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .given(states.costOverviewPage, { tenantId: 'contoso', id: menuItems.costOverview })
      .uponReceiving('feedback on a page tab')
      .reference('openapi', 'operationId', 'submitFeedback')
      .withRequest('POST', `${API}/portal/menu/feedback`, (builder) =>
        builder.headers(withAppToken).jsonBody(feedback),
      )
      .willRespondWith(201, (builder) =>
        builder.jsonBody({ id: like('feedback-1'), createdAt: dateTime('2026-11-21T10:00:00Z') }),
      )
      .executeTest(async (server) => {
        const receipt = expectOk(await portalClient(server).api.portal.submitFeedback(feedback), 201);
        expect(receipt.id).toBe('feedback-1');
      });
  });

  it('submitFeedback: a comment longer than 2000 characters is refused (400)', async () => {
    const feedback: Feedback = {
      menuUuid: menuItems.costOverview,
      rating: 2,
      type: 'Comment',
      comment: 'x'.repeat(2001),
    };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .given(states.costOverviewPage, { tenantId: 'contoso', id: menuItems.costOverview })
      .uponReceiving('feedback with a comment that is too long')
      .reference('openapi', 'operationId', 'submitFeedback')
      .withRequest('POST', `${API}/portal/menu/feedback`, (builder) =>
        builder.headers(withAppToken).jsonBody(feedback),
      )
      .willRespondWith(400, (builder) =>
        builder.headers(problemHeaders).jsonBody({
          ...problemBody(400, like('Bad Request')),
          // The portal shows each message next to the field the pointer names.
          errors: eachLike({ field: '/comment', message: like('must be at most 2000 characters') }),
        }),
      )
      .executeTest(async (server) => {
        const problem = expectProblem(await portalClient(server).api.portal.submitFeedback(feedback), 400);
        expect(problem.errors?.map((error) => error.field)).toContain('/comment');
      });
  });

  it('getLastAccessed: the user’s recently visited pages (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .given(states.visitedPage, { upn: accounts.admin.upn, id: menuItems.costOverview })
      .uponReceiving('a request for the pages the user visited last')
      .reference('openapi', 'operationId', 'getLastAccessed')
      .withRequest('GET', `${API}/portal/menu/last-accessed`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody(eachLike(accessedPage)))
      .executeTest(async (server) => {
        const pages = expectOk(await portalClient(server).api.portal.lastAccessed());
        expect(pages[0]?.uuid).toBe(menuItems.costOverview);
      });
  });

  it('getTopAccessed: the tenant’s most visited pages (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, accountParams(accounts.admin))
      .given(states.visitedPage, { upn: accounts.admin.upn, id: menuItems.costOverview })
      .uponReceiving('a request for the most visited pages of the tenant')
      .reference('openapi', 'operationId', 'getTopAccessed')
      .withRequest('GET', `${API}/portal/menu/top-accessed`, (builder) => builder.headers(withAppToken))
      .willRespondWith(200, (builder) => builder.jsonBody(eachLike(accessedPage)))
      .executeTest(async (server) => {
        const pages = expectOk(await portalClient(server).api.portal.topAccessed());
        expect(pages[0]?.count).toBe(3);
      });
  });
});
