import { describe, expect, it } from 'vitest';
import { serverListParams } from './server-list.ts';

const query = { sort: [], filters: {}, search: '', offset: 0, limit: 100 };

describe('serverListParams', () => {
  it('maps the primary sort column to the server key and its direction', () => {
    const params = serverListParams(
      {
        ...query,
        sort: [
          { id: 'name', desc: false },
          { id: 'cost', desc: true },
        ],
        offset: 200,
        limit: 50,
      },
      { name: 'name', cost: 'amount' },
    );
    expect(params).toEqual({ sort: 'name', order: 'asc', offset: 200, limit: 50 });
  });

  it('leaves an unsortable column and an empty search to the server defaults', () => {
    expect(
      serverListParams({ ...query, sort: [{ id: 'note', desc: true }], search: '   ' }, { name: 'name' }),
    ).toEqual({
      order: 'desc',
      offset: 0,
      limit: 100,
    });
    expect(serverListParams({ ...query, search: ' vm 12 ' }, {}).search).toBe('vm 12');
  });
});
