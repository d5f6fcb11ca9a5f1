import type { components } from '@portal/contracts/openapi';
import { describe, expect, it } from 'vitest';
import type { Caller, Handler, HandlerContext } from './api.ts';
import { listHandler, type UntypedListSpec, untypedListHandler } from './list-handler.ts';
import { forbidden, type HttpProblem } from './problem.ts';

/** A row of the in-memory list: a file with a size, a kind and an optional note. */
interface Row {
  id: string;
  name: string;
  size: number;
  kind: 'text' | 'image';
  note?: string;
}

const ROWS: Row[] = [
  { id: 'r3', name: 'Notes 10', size: 30, kind: 'text', note: 'weekly meeting' },
  { id: 'r1', name: 'notes 9', size: 10, kind: 'text' },
  { id: 'r5', name: 'Logo', size: 20, kind: 'image', note: 'brand colours' },
  { id: 'r2', name: 'Banner', size: 20, kind: 'image' },
  { id: 'r4', name: 'Budget', size: 10, kind: 'text', note: 'Meeting notes' },
];

const caller: Caller = {
  userId: 'u1',
  tenantId: 't1',
  claims: {} as Caller['claims'],
};

/** A handler context with just what a list reads: the caller (null: none) and the query. */
const context = (query: Record<string, unknown> = {}, who: Caller | null = caller) =>
  ({ caller: who ?? undefined, matched: { query } }) as unknown as HandlerContext;

/** The in-memory spec: ROWS in the environment's currency, named rows answered with their size. */
const spec = (
  more: Partial<UntypedListSpec<Row, { currency: string }>> = {},
): UntypedListSpec<Row, { currency: string }> => ({
  environment: async () => ({ currency: 'EUR' }),
  rows: () => ROWS,
  searchable: (row) => [row.name, row.note],
  sortBy: { name: (row) => row.name, size: (row) => row.size },
  defaultSort: 'name',
  defaultOrder: 'asc',
  present: (row) => ({ id: row.id, name: row.name }),
  ...more,
});

async function page(
  query: Record<string, unknown>,
  more: Partial<UntypedListSpec<Row, { currency: string }>> = {},
) {
  const reply = await untypedListHandler(spec(more))(context(query));
  expect(reply.status).toBe(200);
  return reply.body as { total: number; offset: number; items: { id: string; name: string }[] } & Record<
    string,
    unknown
  >;
}

const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe('listHandler', () => {
  it('answers the default sort and order with the total and the offset asked for', async () => {
    const body = await page({});
    expect(body).toEqual({
      total: 5,
      offset: 0,
      items: [
        { id: 'r2', name: 'Banner' },
        { id: 'r4', name: 'Budget' },
        { id: 'r5', name: 'Logo' },
        { id: 'r1', name: 'notes 9' },
        { id: 'r3', name: 'Notes 10' },
      ],
    });
    // The default order of the spec is its own: descending here, by size, ties by id.
    expect(ids(await page({}, { defaultSort: 'size', defaultOrder: 'desc' }))).toEqual([
      'r3',
      'r2',
      'r5',
      'r1',
      'r4',
    ]);
    // An asked sort keeps the default order; an asked order keeps the default sort.
    expect(ids(await page({ sort: 'size' }))).toEqual(['r1', 'r4', 'r2', 'r5', 'r3']);
    expect(ids(await page({ order: 'desc' }))).toEqual(['r3', 'r1', 'r5', 'r4', 'r2']);
  });

  it('pages by offset and limit, the total counting every match', async () => {
    expect(await page({ offset: 1, limit: 2 })).toMatchObject({
      total: 5,
      offset: 1,
      items: [{ id: 'r4' }, { id: 'r5' }],
    });
    expect(await page({ offset: 4 })).toMatchObject({ total: 5, offset: 4, items: [{ id: 'r3' }] });
    expect(await page({ offset: 9, limit: 3 })).toEqual({ total: 5, offset: 9, items: [] });
    expect(await page({ limit: 1 })).toMatchObject({ total: 5, offset: 0, items: [{ id: 'r2' }] });
  });

  it('searches every word in any of the searchable texts, without case', async () => {
    // 'notes' is in two names and one note.
    expect(ids(await page({ search: 'NOTES' }))).toEqual(['r4', 'r1', 'r3']);
    // Each word may be in another text of the row, but every word must be found.
    expect(ids(await page({ search: 'meeting budget' }))).toEqual(['r4']);
    expect(ids(await page({ search: 'meeting logo' }))).toEqual([]);
    // Blank text is no search; a text without a match pages nothing.
    expect((await page({ search: '   ' })).total).toBe(5);
    expect(await page({ search: 'zzz', offset: 0 })).toEqual({ total: 0, offset: 0, items: [] });
    // The search counts before the page is cut.
    expect(await page({ search: 'e', offset: 1, limit: 1 })).toMatchObject({
      total: 4,
      items: [{ id: 'r4' }],
    });
  });

  it('sorts by each key in both orders, ties by id ascending', async () => {
    expect(ids(await page({ sort: 'name', order: 'asc' }))).toEqual(['r2', 'r4', 'r5', 'r1', 'r3']);
    expect(ids(await page({ sort: 'name', order: 'desc' }))).toEqual(['r3', 'r1', 'r5', 'r4', 'r2']);
    // Sizes 10 (r1, r4), 20 (r2, r5), 30 (r3): the ties stay by id in both orders.
    expect(ids(await page({ sort: 'size', order: 'asc' }))).toEqual(['r1', 'r4', 'r2', 'r5', 'r3']);
    expect(ids(await page({ sort: 'size', order: 'desc' }))).toEqual(['r3', 'r2', 'r5', 'r1', 'r4']);
    // Rows without a value come after the others ascending and before them descending, by id.
    const byNote = { sortBy: { name: (row: Row) => row.name, note: (row: Row) => row.note } };
    expect(ids(await page({ sort: 'note', order: 'asc' }, byNote))).toEqual(['r5', 'r4', 'r3', 'r1', 'r2']);
    expect(ids(await page({ sort: 'note', order: 'desc' }, byNote))).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
  });

  it('filters by the query parameters that have a value, before the search and the page', async () => {
    const filters = {
      kind: (row: Row, kind: unknown) => row.kind === kind,
      larger: (row: Row, size: unknown) => row.size > Number(size),
    };
    expect(await page({ kind: 'image' }, { filters })).toMatchObject({
      total: 2,
      items: [{ id: 'r2' }, { id: 'r5' }],
    });
    // Filters add up, and the search looks only in what they keep.
    expect(ids(await page({ kind: 'text', larger: '15' }, { filters }))).toEqual(['r3']);
    expect(ids(await page({ kind: 'text', search: 'meeting' }, { filters }))).toEqual(['r4', 'r3']);
    // A parameter without a value (absent or empty) filters nothing.
    expect((await page({ kind: '' }, { filters })).total).toBe(5);
    expect((await page({ other: 'x' }, { filters })).total).toBe(5);
  });

  it('puts the head before total and the summary after offset, from every row and the matching ones', async () => {
    const body = await page(
      { kind: 'text', search: 'notes', limit: 1 },
      {
        filters: { kind: (row, kind) => row.kind === kind },
        head: ({ env, query }) => ({ currency: env.currency, asked: query.kind }),
        summary: async ({ all, matching, env }) => ({
          everything: all.length,
          matchingSize: `${matching.reduce((sum, row) => sum + row.size, 0)} ${env.currency}`,
          // The matching rows keep the order the rows were loaded in.
          matchingIds: matching.map((row) => row.id),
        }),
      },
    );
    expect(body).toEqual({
      currency: 'EUR',
      asked: 'text',
      total: 3,
      offset: 0,
      everything: 5,
      matchingSize: '50 EUR',
      matchingIds: ['r3', 'r1', 'r4'],
      items: [{ id: 'r4', name: 'Budget' }],
    });
    expect(Object.keys(body)).toEqual([
      'currency',
      'asked',
      'total',
      'offset',
      'everything',
      'matchingSize',
      'matchingIds',
      'items',
    ]);
  });

  it('presents only the rows of the page, with the environment', async () => {
    const presented: string[] = [];
    const body = await page(
      { limit: 2 },
      {
        present: (row, env) => {
          presented.push(row.id);
          return { id: row.id, name: `${row.name} (${row.size} ${env.currency})` };
        },
      },
    );
    expect(body.items).toEqual([
      { id: 'r2', name: 'Banner (20 EUR)' },
      { id: 'r4', name: 'Budget (10 EUR)' },
    ]);
    expect(presented).toEqual(['r2', 'r4']);
  });

  it('loads the rows with the caller, the query and the environment', async () => {
    const seen: unknown[] = [];
    await page(
      { search: 'x' },
      {
        rows: ({ caller: who, query, env }) => {
          seen.push(who.tenantId, query.search, env.currency);
          return ROWS;
        },
      },
    );
    expect(seen).toEqual(['t1', 'x', 'EUR']);
  });

  it('answers `unavailable` instead of a page when there is no environment', async () => {
    let loaded = false;
    const handler = untypedListHandler(
      spec({
        environment: async () => undefined,
        unavailable: ({ query }) => ({ total: 0, offset: 0, items: [], asked: query.offset }),
        rows: () => {
          loaded = true;
          return ROWS;
        },
      }),
    );
    expect(await handler(context({ offset: 3 }))).toEqual({
      status: 200,
      body: { total: 0, offset: 0, items: [], asked: 3 },
    });
    expect(loaded).toBe(false);
    // Without `unavailable`, a missing environment is the backend's own error.
    await expect(untypedListHandler(spec({ environment: async () => undefined }))(context())).rejects.toThrow(
      /no environment/,
    );
    // A list without an environment function is no such case.
    expect((await page({}, { environment: undefined })).total).toBe(5);
  });

  it('asks for a signed-in caller, or what `access` asks', async () => {
    await expect(untypedListHandler(spec())(context({}, null))).rejects.toThrow(/app token/);
    const refused = untypedListHandler(
      spec({
        access: async () => {
          throw forbidden('Managing settings needs the settings right.');
        },
      }),
    );
    await expect(refused(context())).rejects.toMatchObject({ status: 403 } satisfies Partial<HttpProblem>);
  });
});

describe('listHandler against the contract', () => {
  type Group = components['schemas']['OfficeGroup'];
  const group = (id: string, name: string, members: number, kind: Group['kind']): Group => ({
    id,
    name,
    kind,
    visibility: 'Private',
    members,
    owners: 1,
    created: '2026-01-01',
  });
  const GROUPS = [
    group('g2', 'Sales', 12, 'Security'),
    group('g1', 'Finance', 12, 'Microsoft 365'),
    group('g3', 'All staff', 40, 'Distribution'),
  ];

  it('answers the operation with its sort keys and filters', async () => {
    const handler: Handler<'listOfficeGroups'> = listHandler('listOfficeGroups', {
      rows: () => GROUPS,
      filters: { kind: (g, kind) => g.kind === kind },
      searchable: (g) => [g.name],
      sortBy: {
        name: (g) => g.name,
        members: (g) => g.members,
        created: (g) => g.created,
        lastActivity: (g) => g.lastActivity,
      },
      defaultSort: 'name',
      defaultOrder: 'asc',
      present: (g) => g,
    });
    const answer = async (query: Record<string, unknown>) => {
      const reply = await handler(context(query));
      if (reply instanceof Response) throw new Error('a list answers JSON');
      return reply.body;
    };
    expect((await answer({})).items.map((g) => g.id)).toEqual(['g3', 'g1', 'g2']);
    expect((await answer({ sort: 'members', order: 'desc' })).items.map((g) => g.id)).toEqual([
      'g3',
      'g1',
      'g2',
    ]);
    expect(await answer({ kind: 'Security' })).toEqual({ total: 1, offset: 0, items: [GROUPS[0]] });
  });

  it('is checked against the contract when it compiles', () => {
    const base = {
      rows: () => GROUPS,
      searchable: (g: Group) => [g.name],
      defaultOrder: 'asc' as const,
      present: (g: Group) => g,
    };
    const sortBy = {
      name: (g: Group) => g.name,
      members: (g: Group) => g.members,
      created: (g: Group) => g.created,
      lastActivity: (g: Group) => g.lastActivity,
    };
    const { lastActivity: _, ...withoutLastActivity } = sortBy;
    const unknownFilter = { risk: () => true };
    // Every sort key of the operation needs its value, and the default is one of them.
    // @ts-expect-error: 'lastActivity' has no sort value
    listHandler('listOfficeGroups', { ...base, sortBy: withoutLastActivity, defaultSort: 'name' });
    // @ts-expect-error: 'size' is no sort key of listOfficeGroups
    listHandler('listOfficeGroups', { ...base, sortBy, defaultSort: 'size' });
    // Filters are the operation's own parameters.
    // @ts-expect-error: listOfficeGroups has no 'risk' parameter
    listHandler('listOfficeGroups', { ...base, sortBy, defaultSort: 'name', filters: unknownFilter });
    // The page's other fields come from head and summary (listJoinersLeavers has currency, joiners…).
    const joiners = {
      rows: () => [] as { id: string }[],
      searchable: () => [],
      sortBy: { date: () => 0, name: () => 0, reclaim: () => 0 },
      defaultSort: 'date' as const,
      defaultOrder: 'desc' as const,
      present: () => ({
        id: 'x',
        upn: 'x',
        displayName: 'x',
        department: 'x',
        kind: 'joiner' as const,
        date: '2026-01-01',
        licences: [],
        licencesAssigned: false,
        monthlyReclaim: '0.00',
      }),
    };
    const complete: Handler<'listJoinersLeavers'> = listHandler('listJoinersLeavers', {
      ...joiners,
      head: () => ({ currency: 'EUR' }),
      summary: () => ({ joiners: 0, leavers: 0, reclaimable: '0.00' }),
    });
    // @ts-expect-error: the summary's counts are missing
    const partial: Handler<'listJoinersLeavers'> = listHandler('listJoinersLeavers', {
      ...joiners,
      head: () => ({ currency: 'EUR' }),
    });
    expect([complete, partial].every((handler) => typeof handler === 'function')).toBe(true);
  });
});
