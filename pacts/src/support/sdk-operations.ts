import {
  createPortalClient,
  createSavedViewsClient,
  type MethodSpec,
  type OperationId,
  PORTAL_API,
  type SavedViewsClient,
} from '@portal/sdk';

export type { OperationId };

/** The name of a GraphQL operation of contracts/graphql/operations. */
export type GraphQLOperationName =
  | 'getPbiBookmarks'
  | 'getPbiBookmarkByEntryId'
  | 'addPbiBookmark'
  | 'deletePbiBookmarks'
  | 'touchPbiBookmark';

/** The GraphQL operation each method of `createSavedViewsClient` sends. */
export const SAVED_VIEWS_METHOD_OPERATIONS: { readonly [M in keyof SavedViewsClient]: GraphQLOperationName } =
  {
    list: 'getPbiBookmarks',
    getById: 'getPbiBookmarkByEntryId',
    add: 'addPbiBookmark',
    remove: 'deletePbiBookmarks',
    touch: 'touchPbiBookmark',
  };

/** The groups of the REST client and the methods of each, as the running SDK builds them. */
export function sdkRestMethods(): ReadonlyMap<string, readonly string[]> {
  const client: Record<string, object> = createPortalClient();
  return new Map(Object.entries(client).map(([group, methods]) => [group, Object.keys(methods)]));
}

/** The methods of the saved-views client, as the running SDK builds it. */
export function sdkSavedViewsMethods(): readonly string[] {
  return Object.keys(createSavedViewsClient());
}

/**
 * The operationId a REST client method calls: the SDK's own table (`PORTAL_API`), which the client
 * is bound from, so no second list of the SDK's methods is kept here.
 */
export function restOperationOf(group: string, method: string): OperationId | undefined {
  const methods: Readonly<Record<string, MethodSpec>> | undefined = (
    PORTAL_API as Readonly<Record<string, Readonly<Record<string, MethodSpec>>>>
  )[group];
  return methods && Object.hasOwn(methods, method) ? methods[method]?.operation : undefined;
}

/** The GraphQL operation a saved-views client method sends, if the table has it. */
export function savedViewsOperationOf(method: string): GraphQLOperationName | undefined {
  const table: Record<string, GraphQLOperationName> = SAVED_VIEWS_METHOD_OPERATIONS;
  return Object.hasOwn(table, method) ? table[method] : undefined;
}
