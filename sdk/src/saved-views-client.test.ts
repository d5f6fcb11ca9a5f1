import { describe, expect, it, vi } from 'vitest';
import { createSavedViewsClient } from './saved-views-client.ts';

function graphqlFetch(...bodies: unknown[]) {
  const calls: { url: string; headers: Headers; body: { query: string; variables: unknown } }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    calls.push({ url: request.url, headers: request.headers, body: JSON.parse(await request.text()) });
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, calls };
}

const view = {
  entryId: 'v1',
  pageName: 'azure/cost-overview',
  tabName: 'Summary',
  name: 'Q1',
  createdAt: '2026-11-01T00:00:00Z',
  lastUsedAt: null,
};

describe('createSavedViewsClient', () => {
  it('lists the views of a page tab with the bearer token, from the network every time', async () => {
    const { fetch, calls } = graphqlFetch({ data: { getPbiBookmarks: { result: [view] } } });
    const client = createSavedViewsClient({
      url: 'https://portal.test/graphql',
      fetch,
      getAccessToken: () => 'app',
    });
    const first = await client.list('azure/cost-overview', 'Summary');
    await client.list('azure/cost-overview', 'Summary');
    expect(first).toEqual({ ok: true, status: 200, data: [view] });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.url).toBe('https://portal.test/graphql');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer app');
    expect(calls[0]?.body.variables).toEqual({ pageName: 'azure/cost-overview', tabName: 'Summary' });
    expect(calls[0]?.body.query).toContain('getPbiBookmarks');
  });

  it('adds, touches, fetches and deletes with the operations of the contract', async () => {
    const { fetch, calls } = graphqlFetch(
      { data: { addPbiBookmark: { success: true, result: view, errors: [] } } },
      {
        data: {
          touchPbiBookmark: { success: true, result: { entryId: 'v1', lastUsedAt: 'now' }, errors: [] },
        },
      },
      { data: { getPbiBookmarkByEntryId: { entryId: 'v1', state: 'opaque' } } },
      { data: { deletePbiBookmarks: { success: true, result: ['v1'], errors: [] } } },
    );
    const client = createSavedViewsClient({ url: 'https://portal.test/graphql', fetch });
    const input = { pageName: 'azure/cost-overview', tabName: 'Summary', name: 'Q1', state: 'opaque' };
    expect((await client.add(input)).ok).toBe(true);
    expect((await client.touch('v1')).ok).toBe(true);
    const fetched = await client.getById('v1');
    expect(fetched.ok && fetched.data).toEqual({ entryId: 'v1', state: 'opaque' });
    const deleted = await client.remove(['v1']);
    expect(deleted.ok && deleted.data.result).toEqual(['v1']);
    expect(calls.map((c) => c.body.variables)).toEqual([
      { input },
      { entryId: 'v1' },
      { entryId: 'v1' },
      { entryIds: ['v1'] },
    ]);
  });

  it('returns GraphQL errors as an ApiError', async () => {
    const { fetch } = graphqlFetch({ errors: [{ message: 'Not signed in' }] });
    const result = await createSavedViewsClient({ url: 'https://portal.test/graphql', fetch }).list('p', 't');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.problem.title).toBe('Not signed in');
  });

  it('returns a network failure as status 0', async () => {
    const { fetch } = graphqlFetch(new TypeError('Failed to fetch'));
    const result = await createSavedViewsClient({ url: 'https://portal.test/graphql', fetch }).touch('v1');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.status).toBe(0);
  });

  it('returns a mutation refusal as data, for the caller to show', async () => {
    const refusal = {
      success: false,
      result: null,
      errors: [{ field: 'name', message: 'Maximum length is 40 characters.' }],
    };
    const { fetch } = graphqlFetch({ data: { addPbiBookmark: refusal } });
    const result = await createSavedViewsClient({ url: 'https://portal.test/graphql', fetch }).add({
      pageName: 'p',
      tabName: 't',
      name: 'x'.repeat(41),
      state: 's',
    });
    expect(result).toEqual({ ok: true, status: 200, data: refusal });
  });
});

describe('createSavedViewsClient cancellation', () => {
  it('aborts a call through its signal', async () => {
    const fetch = vi.fn(
      (request: Request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const client = createSavedViewsClient({ url: 'https://portal.test/graphql', fetch });
    const controller = new AbortController();
    const pending = client.list('p', 't', { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    const result = await pending;
    expect(result.ok).toBe(false);
    expect(result.status).toBe(0);
  });
});
