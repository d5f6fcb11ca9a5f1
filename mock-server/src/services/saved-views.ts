import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema, graphql } from 'graphql';
import type { AppTokens } from '../auth/app-tokens.ts';
import type { Database } from '../db/database.ts';
import { bearerToken, tenantAccess } from '../http/api.ts';
import { HttpProblem } from '../http/problem.ts';

/** The saved-view schema of the contract, served as is. */
const SCHEMA_PATH = join(import.meta.dirname, '..', '..', '..', 'contracts', 'graphql', 'schema.graphql');

export const DEFAULT_VIEW_NAME = 'Default View';
export const VIEWS_PER_TAB = 16;
export const VIEW_TITLE_MAX = 40;

interface ViewRow {
  entry_id: string;
  tenant_id: string;
  page_name: string;
  tab_name: string;
  name: string;
  state: string;
  created_at: string;
  last_used_at: string | null;
}

const toView = (r: ViewRow) => ({
  entryId: r.entry_id,
  tenantId: r.tenant_id,
  pageName: r.page_name,
  tabName: r.tab_name,
  name: r.name,
  state: r.state,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});

interface Viewer {
  tenantId: string;
  userId: string;
}

/** Resolvers of the saved-view operations; every query is scoped to the token's tenant and user. */
function resolvers(db: Database, viewer: Viewer, now: () => Date) {
  const find = (entryId: string) =>
    db.get<ViewRow>('SELECT * FROM saved_views WHERE entry_id = ? AND tenant_id = ? AND user_id = ?', [
      entryId,
      viewer.tenantId,
      viewer.userId,
    ]);
  return {
    getPbiBookmarks: ({ pageName, tabName }: { pageName: string; tabName: string }) => ({
      result: db
        .all<ViewRow>(
          `SELECT * FROM saved_views WHERE tenant_id = ? AND user_id = ? AND page_name = ? AND tab_name = ?
           ORDER BY position`,
          [viewer.tenantId, viewer.userId, pageName, tabName],
        )
        .map(toView),
    }),
    getPbiBookmarkByEntryId: ({ entryId }: { entryId: string }) => {
      const row = find(entryId);
      return row ? toView(row) : null;
    },
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
      return db.transaction(() => {
        const existing = db.all<{ name: string }>(
          'SELECT name FROM saved_views WHERE tenant_id = ? AND user_id = ? AND page_name = ? AND tab_name = ?',
          [viewer.tenantId, viewer.userId, input.pageName, input.tabName],
        );
        if (existing.length >= VIEWS_PER_TAB) {
          errors.push({ field: null, message: `A tab holds at most ${VIEWS_PER_TAB} views.` });
        }
        if (existing.some((v) => v.name.toLowerCase() === name.toLowerCase())) {
          errors.push({ field: 'name', message: `A view named '${name}' already exists.` });
        }
        if (errors.length > 0) return { success: false, result: null, errors };
        const row: ViewRow = {
          entry_id: randomUUID(),
          tenant_id: viewer.tenantId,
          page_name: input.pageName,
          tab_name: input.tabName,
          name,
          state: input.state,
          created_at: now().toISOString(),
          last_used_at: null,
        };
        db.run('INSERT INTO saved_views VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
          row.entry_id,
          viewer.tenantId,
          viewer.userId,
          row.page_name,
          row.tab_name,
          row.name,
          row.state,
          row.created_at,
          null,
          existing.length,
        ]);
        return { success: true, result: toView(row), errors: [] };
      });
    },
    deletePbiBookmarks: ({ entryIds }: { entryIds: string[] }) =>
      db.transaction(() => {
        const deleted: string[] = [];
        for (const id of entryIds) {
          const { changes } = db.run(
            'DELETE FROM saved_views WHERE entry_id = ? AND tenant_id = ? AND user_id = ?',
            [id, viewer.tenantId, viewer.userId],
          );
          if (changes > 0) deleted.push(id);
        }
        const missing = entryIds.filter((id) => !deleted.includes(id));
        if (missing.length > 0) {
          // All or nothing: a partly unknown list deletes nothing.
          throw new GraphQLRefusal(`Views not found: ${missing.join(', ')}`);
        }
        return { success: true, result: deleted, errors: [] };
      }),
    touchPbiBookmark: ({ entryId }: { entryId: string }) =>
      db.transaction(() => {
        const stamp = now().toISOString();
        const { changes } = db.run(
          'UPDATE saved_views SET last_used_at = ? WHERE entry_id = ? AND tenant_id = ? AND user_id = ?',
          [stamp, entryId, viewer.tenantId, viewer.userId],
        );
        if (changes === 0)
          return {
            success: false,
            result: null,
            errors: [{ field: 'entryId', message: 'The view does not exist.' }],
          };
        const row = find(entryId);
        return { success: true, result: row ? toView(row) : null, errors: [] };
      }),
  };
}

class GraphQLRefusal extends Error {}

let schema: GraphQLSchema | undefined;

/** Answers POST /services/api-portal-customer/graphql with the caller from the bearer app token. */
export function createSavedViewsEndpoint(deps: { db: Database; tokens: AppTokens; now: () => Date }) {
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
    if (tenantAccess(deps.db, verified.claims.uid, verified.claims.tid) !== 'granted') {
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
      rootValue: resolvers(deps.db, viewer, deps.now),
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
