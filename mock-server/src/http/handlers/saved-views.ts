import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema, graphql } from 'graphql';
import type { AppTokens } from '../../auth/app-tokens.ts';
import type { DataAccess } from '../../data/data-access.ts';
import type { SavedView, Viewer } from '../../data/saved-view-repository.ts';
import { bearerToken, tenantAccess } from '../api.ts';
import { HttpProblem } from '../problem.ts';

/** The saved-view schema of the contract, served as is. */
const SCHEMA_PATH = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'contracts',
  'graphql',
  'schema.graphql',
);

export const DEFAULT_VIEW_NAME = 'Default View';
export const VIEWS_PER_TAB = 16;
export const VIEW_TITLE_MAX = 40;

/** Resolvers of the saved-view operations; every query is scoped to the token's tenant and user. */
function resolvers(data: DataAccess, viewer: Viewer, now: () => Date) {
  const find = async (entryId: string) => (await data.savedViews.find(viewer, entryId)) ?? null;
  return {
    getPbiBookmarks: async ({ pageName, tabName }: { pageName: string; tabName: string }) => ({
      result: await data.savedViews.list(viewer, pageName, tabName),
    }),
    getPbiBookmarkByEntryId: ({ entryId }: { entryId: string }) => find(entryId),
    addPbiBookmark: ({
      input,
    }: {
      input: { pageName: string; tabName: string; name: string; state: string };
    }) => {
      const name = input.name.trim();
      const errors: { field: string | null; message: string }[] = [];
      if (name.length === 0) errors.push({ field: 'name', message: 'A title is required.' });
      if (name.length > VIEW_TITLE_MAX)
        errors.push({ field: 'name', message: 'Maximum length is 40 characters.' });
      if (name.toLowerCase() === DEFAULT_VIEW_NAME.toLowerCase()) {
        errors.push({ field: 'name', message: `'${DEFAULT_VIEW_NAME}' is reserved and cannot be added` });
      }
      if (input.state.length === 0 || input.state.length > 1_000_000) {
        errors.push({ field: 'state', message: 'The captured view is empty or too large.' });
      }
      // Text the database keeps cannot hold U+0000 (PostgreSQL's cannot): refused before it is read.
      const texts = {
        pageName: input.pageName,
        tabName: input.tabName,
        name: input.name,
        state: input.state,
      };
      const nul = Object.keys(texts).filter((field) => texts[field as keyof typeof texts].includes('\u0000'));
      if (nul.length > 0) {
        return {
          success: false,
          result: null,
          errors: nul.map((field) => ({ field, message: 'must not contain the NUL character (U+0000)' })),
        };
      }
      // One add per user and tab at a time, on every instance: the limit and the unique names hold.
      const tab = JSON.stringify([
        'saved views',
        viewer.tenantId,
        viewer.userId,
        input.pageName,
        input.tabName,
      ]);
      return data.exclusive(tab, async (tx) => {
        const existing = await tx.savedViews.list(viewer, input.pageName, input.tabName);
        if (existing.length >= VIEWS_PER_TAB) {
          errors.push({ field: null, message: `A tab holds at most ${VIEWS_PER_TAB} views.` });
        }
        if (existing.some((v) => v.name.toLowerCase() === name.toLowerCase())) {
          errors.push({ field: 'name', message: `A view named '${name}' already exists.` });
        }
        if (errors.length > 0) return { success: false, result: null, errors };
        const view: SavedView = {
          entryId: randomUUID(),
          tenantId: viewer.tenantId,
          pageName: input.pageName,
          tabName: input.tabName,
          name,
          state: input.state,
          createdAt: now().toISOString(),
          lastUsedAt: null,
        };
        await tx.savedViews.add(viewer, view);
        return { success: true, result: view, errors: [] };
      });
    },
    deletePbiBookmarks: ({ entryIds }: { entryIds: string[] }) =>
      data.transaction(async (tx) => {
        const deleted: string[] = [];
        for (const id of entryIds) {
          if (await tx.savedViews.remove(viewer, id)) deleted.push(id);
        }
        const missing = entryIds.filter((id) => !deleted.includes(id));
        if (missing.length > 0) {
          // All or nothing: a partly unknown list deletes nothing.
          throw new GraphQLRefusal(`Views not found: ${missing.join(', ')}`);
        }
        return { success: true, result: deleted, errors: [] };
      }),
    touchPbiBookmark: ({ entryId }: { entryId: string }) =>
      data.transaction(async (tx) => {
        if (!(await tx.savedViews.touch(viewer, entryId, now().toISOString())))
          return {
            success: false,
            result: null,
            errors: [{ field: 'entryId', message: 'The view does not exist.' }],
          };
        return { success: true, result: (await tx.savedViews.find(viewer, entryId)) ?? null, errors: [] };
      }),
  };
}

class GraphQLRefusal extends Error {}

let schema: GraphQLSchema | undefined;

/** Answers POST /services/api-portal-customer/graphql with the caller from the bearer app token. */
export function createSavedViewsEndpoint(deps: { data: DataAccess; tokens: AppTokens; now: () => Date }) {
  schema ??= buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') {
      return new HttpProblem(405, 'Method Not Allowed', {
        detail: 'Use POST.',
        headers: { Allow: 'POST' },
      }).toResponse();
    }
    const verified = await deps.tokens.verify(bearerToken(request));
    if (typeof verified === 'string' || verified.kind !== 'app') {
      return new HttpProblem(401, 'Unauthorized', { detail: 'A bearer app token is required.' }).toResponse();
    }
    // The same membership rule as every REST call: access granted, tenant onboarded.
    if ((await tenantAccess(deps.data, verified.claims.uid, verified.claims.tid)) !== 'granted') {
      return new HttpProblem(401, 'Unauthorized', {
        detail: 'The user no longer has access to this tenant.',
      }).toResponse();
    }
    let body: { query?: unknown; variables?: unknown; operationName?: unknown };
    try {
      const parsed: unknown = await request.json();
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      body = parsed as typeof body;
    } catch {
      return new HttpProblem(400, 'Bad Request', {
        detail: 'The request body must be a JSON object.',
      }).toResponse();
    }
    if (typeof body.query !== 'string') {
      return new HttpProblem(400, 'Bad Request', {
        detail: 'query must be a string.',
        errors: [{ field: '/query', message: 'is required' }],
      }).toResponse();
    }
    const viewer = { tenantId: verified.claims.tid, userId: verified.claims.uid };
    const result = await graphql({
      schema: schema as GraphQLSchema,
      source: body.query,
      rootValue: resolvers(deps.data, viewer, deps.now),
      variableValues:
        typeof body.variables === 'object' && body.variables !== null
          ? (body.variables as Record<string, unknown>)
          : {},
      ...(typeof body.operationName === 'string' ? { operationName: body.operationName } : {}),
    });
    const status = result.errors && !result.data ? 400 : 200;
    return new Response(JSON.stringify(result), { status, headers: { 'Content-Type': 'application/json' } });
  };
}
