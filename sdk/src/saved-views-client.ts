import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Client, OperationResult } from '@urql/core';
import { ApiError, type ApiResult } from './api-error.ts';
import { type AuthorizedFetchOptions, createAuthorizedFetch } from './authorized-fetch.ts';
import {
  AddPbiBookmarkDocument,
  type AddPbiBookmarkInput,
  DeletePbiBookmarksDocument,
  GetPbiBookmarkByEntryIdDocument,
  GetPbiBookmarksDocument,
  type GetPbiBookmarksQuery,
  TouchPbiBookmarkDocument,
} from './generated/graphql.ts';
import type { CallOptions } from './portal-client.ts';

/** A saved view as the list returns it (the captured state is fetched by id when applied). */
export type SavedView = GetPbiBookmarksQuery['getPbiBookmarks']['result'][number];

/** Where the saved-view GraphQL endpoint lives below the services base. */
export const SAVED_VIEWS_PATH = '/services/api-portal-customer/graphql';

/** The reserved name of the captured default view. */
export const DEFAULT_VIEW_NAME = 'Default View';

/** At most this many saved views per tab. */
export const VIEWS_PER_TAB_LIMIT = 16;

export interface SavedViewsClientOptions extends AuthorizedFetchOptions {
  /** Full URL of the GraphQL endpoint; defaults to {@link SAVED_VIEWS_PATH} on the page's origin. */
  url?: string;
}

type Transport = typeof import('./saved-views-transport.ts');

/** The typed client of the saved-view (bookmark) operations, on urql with no cache. */
export function createSavedViewsClient(options: SavedViewsClientOptions = {}) {
  // The same path as the REST client: bearer token, one refresh and retry on 401.
  const authorizedFetch = createAuthorizedFetch(options);
  // The transport's code (urql) is fetched with the first call; a failed fetch is tried again next call.
  let transport: Promise<{ client: Client; toApiError: Transport['toApiError'] }> | undefined;
  const connect = () => {
    transport ??= import('./saved-views-transport.ts').then(
      (module) => ({
        client: module.createTransport(options.url ?? SAVED_VIEWS_PATH, authorizedFetch),
        toApiError: module.toApiError,
      }),
      (error: unknown) => {
        transport = undefined;
        throw error;
      },
    );
    return transport;
  };

  async function run<Data, Variables extends Record<string, unknown>, T>(
    kind: 'query' | 'mutation',
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    pick: (data: Data) => T,
    init: CallOptions | undefined,
  ): Promise<ApiResult<T>> {
    let connected: Awaited<ReturnType<typeof connect>>;
    try {
      connected = await connect();
    } catch (cause) {
      const error = ApiError.network(cause);
      return { ok: false, error, status: error.status };
    }
    const { client, toApiError } = connected;
    const source =
      kind === 'query'
        ? client.query(document, variables, { requestPolicy: 'network-only' })
        : client.mutation(document, variables);
    // urql aborts its own request when the operation is unsubscribed: the caller's signal does that.
    const signal = init?.signal;
    const result = await new Promise<OperationResult<Data, Variables> | undefined>((resolve) => {
      if (signal?.aborted) {
        resolve(undefined);
        return;
      }
      const onAbort = () => {
        subscription.unsubscribe();
        resolve(undefined);
      };
      const subscription = source.subscribe((answer) => {
        signal?.removeEventListener('abort', onAbort);
        queueMicrotask(() => subscription.unsubscribe());
        resolve(answer);
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    if (!result) {
      const error = ApiError.network(
        signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'),
      );
      return { ok: false, error, status: error.status };
    }
    if (result.error) {
      const error = toApiError(result.error);
      return { ok: false, error, status: error.status };
    }
    if (result.data === undefined) {
      const error = new ApiError(502, { title: 'Empty GraphQL response', status: 502 });
      return { ok: false, error, status: 502 };
    }
    return { ok: true, data: pick(result.data), status: 200 };
  }

  return {
    /** The user's views of a page's tab. */
    list: (pageName: string, tabName: string, init?: CallOptions) =>
      run('query', GetPbiBookmarksDocument, { pageName, tabName }, (d) => d.getPbiBookmarks.result, init),
    /** One view with its captured state; data is null when it does not exist. */
    getById: (entryId: string, init?: CallOptions) =>
      run('query', GetPbiBookmarkByEntryIdDocument, { entryId }, (d) => d.getPbiBookmarkByEntryId, init),
    add: (input: AddPbiBookmarkInput, init?: CallOptions) =>
      run('mutation', AddPbiBookmarkDocument, { input }, (d) => d.addPbiBookmark, init),
    remove: (entryIds: string[], init?: CallOptions) =>
      run('mutation', DeletePbiBookmarksDocument, { entryIds }, (d) => d.deletePbiBookmarks, init),
    touch: (entryId: string, init?: CallOptions) =>
      run('mutation', TouchPbiBookmarkDocument, { entryId }, (d) => d.touchPbiBookmark, init),
  };
}

export type SavedViewsClient = ReturnType<typeof createSavedViewsClient>;
