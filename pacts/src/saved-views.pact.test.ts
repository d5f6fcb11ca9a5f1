import { MatchersV3 } from '@pact-foundation/pact';
import { type AddPbiBookmarkInput, SAVED_VIEWS_PATH } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { graphQLDocument } from './support/contract.ts';
import { accountParams, accounts, savedViews } from './support/data.ts';
import {
  expectOk,
  fromState,
  graphQLResponseHeaders,
  savedViewsClient,
  savedViewsPact,
  withAppToken,
} from './support/pact.ts';

const { like, eachLike, nullValue } = MatchersV3;

/**
 * The saved views (bookmarks) of embedded reports over GraphQL. Each interaction names the
 * operation, its exact variables and the operation document of contracts/graphql/operations (Pact
 * matches the query whitespace-insensitively); the SDK's generated documents are printed from them.
 */
const pact = savedViewsPact();

const admin = accountParams(accounts.admin);
const viewParams = {
  upn: accounts.admin.upn,
  pageName: 'azure/cost-overview',
  tabName: 'Summary',
  name: 'Q3 by service',
};
/** The state's answer `{ savedViewId }` goes where the report view sends the id of the view. */
const savedViewId = fromState('{savedViewId}', { savedViewId: savedViews.q3ByService });

describe('saved views: queries', () => {
  it('getPbiBookmarks: the user’s views of a page tab', async () => {
    await pact
      .addGraphQLInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.savedView, viewParams)
      .uponReceiving('a query for the saved views of a page tab')
      .withOperation('getPbiBookmarks')
      .withVariables({ pageName: 'azure/cost-overview', tabName: 'Summary' })
      .withRequest('POST', SAVED_VIEWS_PATH, (builder) => builder.headers(withAppToken))
      .withQuery(graphQLDocument('getPbiBookmarks'))
      .willRespondWith(200, (builder) =>
        builder.headers(graphQLResponseHeaders).jsonBody({
          data: {
            getPbiBookmarks: {
              // The list shows the names; views are filtered to the tab; a selection sends the id.
              result: eachLike({
                entryId: like(savedViews.q3ByService),
                tabName: 'Summary',
                name: like('Q3 by service'),
              }),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const views = expectOk(await savedViewsClient(server).list('azure/cost-overview', 'Summary'));
        expect(views[0]).toMatchObject({
          entryId: savedViews.q3ByService,
          tabName: 'Summary',
          name: 'Q3 by service',
        });
      });
  });

  it('getPbiBookmarkByEntryId: one view with its captured state', async () => {
    await pact
      .addGraphQLInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.savedView, viewParams)
      .uponReceiving('a query for a saved view by id')
      .withOperation('getPbiBookmarkByEntryId')
      .withVariables({ entryId: savedViewId })
      .withRequest('POST', SAVED_VIEWS_PATH, (builder) => builder.headers(withAppToken))
      .withQuery(graphQLDocument('getPbiBookmarkByEntryId'))
      .willRespondWith(200, (builder) =>
        builder.headers(graphQLResponseHeaders).jsonBody({
          // The captured state is applied to the report as it comes.
          data: {
            getPbiBookmarkByEntryId: {
              state: like('{"filters":[{"column":"Service","values":["Storage"]}]}'),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const view = expectOk(await savedViewsClient(server).getById(savedViews.q3ByService));
        expect(view?.state).toContain('filters');
      });
  });

  it('getPbiBookmarkByEntryId: an unknown view is null', async () => {
    await pact
      .addGraphQLInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.unknownSavedView, { tenantId: 'contoso', id: savedViews.unknown })
      .uponReceiving('a query for a saved view that does not exist')
      .withOperation('getPbiBookmarkByEntryId')
      .withVariables({ entryId: savedViews.unknown })
      .withRequest('POST', SAVED_VIEWS_PATH, (builder) => builder.headers(withAppToken))
      .withQuery(graphQLDocument('getPbiBookmarkByEntryId'))
      .willRespondWith(200, (builder) =>
        builder.headers(graphQLResponseHeaders).jsonBody({ data: { getPbiBookmarkByEntryId: nullValue() } }),
      )
      .executeTest(async (server) => {
        const view = expectOk(await savedViewsClient(server).getById(savedViews.unknown));
        expect(view).toBeNull();
      });
  });
});

describe('saved views: mutations', () => {
  it('addPbiBookmark: a new view is saved', async () => {
    const input: AddPbiBookmarkInput = {
      pageName: 'azure/cost-overview',
      tabName: 'Summary',
      name: 'Q4 by region',
      state: '{"filters":[{"column":"Region","values":["West Europe"]}]}',
    };
    await pact
      .addGraphQLInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a mutation saving a new view')
      .withOperation('addPbiBookmark')
      .withVariables({ input })
      .withRequest('POST', SAVED_VIEWS_PATH, (builder) => builder.headers(withAppToken))
      .withMutation(graphQLDocument('addPbiBookmark'))
      // The saved view becomes the active one: its id (and name, while the list reloads) are read.
      .willRespondWith(200, (builder) =>
        builder.headers(graphQLResponseHeaders).jsonBody({
          data: {
            addPbiBookmark: {
              success: true,
              result: { entryId: like(savedViews.q3ByService), tabName: 'Summary', name: 'Q4 by region' },
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const payload = expectOk(await savedViewsClient(server).add(input));
        expect(payload.success).toBe(true);
        expect(payload.result?.name).toBe('Q4 by region');
      });
  });

  it('addPbiBookmark: a name already taken on the tab is refused', async () => {
    const input: AddPbiBookmarkInput = {
      pageName: 'azure/cost-overview',
      tabName: 'Summary',
      name: 'Q3 by service',
      state: '{"filters":[]}',
    };
    await pact
      .addGraphQLInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.savedView, viewParams)
      .uponReceiving('a mutation saving a view under a name already taken')
      .withOperation('addPbiBookmark')
      .withVariables({ input })
      .withRequest('POST', SAVED_VIEWS_PATH, (builder) => builder.headers(withAppToken))
      .withMutation(graphQLDocument('addPbiBookmark'))
      .willRespondWith(200, (builder) =>
        builder.headers(graphQLResponseHeaders).jsonBody({
          // The report view says 'Save Failed' (it names views uniquely before saving, so this is rare).
          data: { addPbiBookmark: { success: false } },
        }),
      )
      .executeTest(async (server) => {
        const payload = expectOk(await savedViewsClient(server).add(input));
        expect(payload.success).toBe(false);
      });
  });

  it('deletePbiBookmarks: the user’s views are deleted', async () => {
    await pact
      .addGraphQLInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.savedView, viewParams)
      .uponReceiving('a mutation deleting a saved view')
      .withOperation('deletePbiBookmarks')
      .withVariables({ entryIds: [savedViewId] })
      .withRequest('POST', SAVED_VIEWS_PATH, (builder) => builder.headers(withAppToken))
      .withMutation(graphQLDocument('deletePbiBookmarks'))
      .willRespondWith(200, (builder) =>
        builder.headers(graphQLResponseHeaders).jsonBody({ data: { deletePbiBookmarks: { success: true } } }),
      )
      .executeTest(async (server) => {
        const payload = expectOk(await savedViewsClient(server).remove([savedViews.q3ByService]));
        expect(payload.success).toBe(true);
      });
  });

  it('touchPbiBookmark: a view is marked as used now', async () => {
    await pact
      .addGraphQLInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.savedView, viewParams)
      .uponReceiving('a mutation marking a saved view as used')
      .withOperation('touchPbiBookmark')
      .withVariables({ entryId: savedViewId })
      .withRequest('POST', SAVED_VIEWS_PATH, (builder) => builder.headers(withAppToken))
      .withMutation(graphQLDocument('touchPbiBookmark'))
      // Selecting a view touches it, then fetches and applies it: the touch's answer is not read.
      .willRespondWith(200, (builder) =>
        builder.headers(graphQLResponseHeaders).jsonBody({ data: { touchPbiBookmark: { success: true } } }),
      )
      .executeTest(async (server) => {
        expectOk(await savedViewsClient(server).touch(savedViews.q3ByService));
      });
  });
});
