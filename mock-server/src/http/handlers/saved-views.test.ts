import { createSavedViewsClient } from '@portal/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBackend } from '../../testing/test-backend.ts';

describe('saved views over GraphQL', async () => {
  const backend = await createTestBackend();
  afterAll(() => backend.close());
  const clientFor = async (upn: string, tenantId?: string) => {
    const token = await backend.tokenFor(upn, tenantId);
    return createSavedViewsClient({
      url: 'http://portal.test/services/api-portal-customer/graphql',
      getAccessToken: () => token,
      // app.fetch takes the Request as it is (app.request reads anything that is not an instance of
      // the global Request as a path, and a server started by another file replaces the global).
      fetch: async (request) => backend.app.fetch(request),
    });
  };
  const view = (name: string) => ({
    pageName: 'azure/cost-overview',
    tabName: 'Summary',
    name,
    state: `state-${name}`,
  });

  it("adds, lists, fetches, touches and deletes a user's views", async () => {
    const client = await clientFor('finance@contoso.example');
    const added = await client.add(view('  Q1  '));
    expect(added.ok && added.data.success).toBe(true);
    const id = added.ok ? (added.data.result?.entryId ?? '') : '';
    const listed = await client.list('azure/cost-overview', 'Summary');
    expect(listed.ok && listed.data.map((v) => v.name)).toEqual(['Q1']);
    const fetched = await client.getById(id);
    expect(fetched.ok && fetched.data).toEqual({ entryId: id, state: 'state-  Q1  ' });
    backend.advance(1000);
    const touched = await client.touch(id);
    expect(touched.ok && touched.data.result?.lastUsedAt).toBe('2026-11-21T09:00:01.000Z');
    const deleted = await client.remove([id]);
    expect(deleted.ok && deleted.data.result).toEqual([id]);
    const empty = await client.list('azure/cost-overview', 'Summary');
    expect(empty.ok && empty.data).toEqual([]);
  });

  it('lists views oldest first, also when views before the newest were deleted', async () => {
    const client = await clientFor('finance@contoso.example');
    const tab = (name: string) => ({ ...view(name), tabName: 'Order' });
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) {
      const added = await client.add(tab(name));
      ids.push(added.ok ? (added.data.result?.entryId ?? '') : '');
    }
    await client.remove(ids.slice(0, 2));
    await client.add(tab('D'));
    const listed = await client.list('azure/cost-overview', 'Order');
    expect(listed.ok && listed.data.map((v) => v.name)).toEqual(['C', 'D']);
  });

  it("refuses the reserved name, a long title and a duplicate with the spec's messages", async () => {
    const client = await clientFor('admin@contoso.example');
    const reserved = await client.add(view(' default view '));
    expect(reserved.ok && reserved.data.errors.map((e) => e.message)).toEqual([
      "'Default View' is reserved and cannot be added",
    ]);
    const long = await client.add(view('x'.repeat(41)));
    expect(long.ok && long.data.errors.map((e) => e.message)).toEqual(['Maximum length is 40 characters.']);
    await client.add(view('Monthly'));
    const duplicate = await client.add(view('monthly'));
    expect(duplicate.ok && duplicate.data.success).toBe(false);
  });

  it('holds at most 16 views per tab', async () => {
    const client = await clientFor('demo@demo.example');
    for (let i = 1; i <= 16; i += 1) {
      const added = await client.add(view(`View ${i}`));
      expect(added.ok && added.data.success).toBe(true);
    }
    const seventeenth = await client.add(view('View 17'));
    expect(seventeenth.ok && seventeenth.data.errors.map((e) => e.message)).toEqual([
      'A tab holds at most 16 views.',
    ]);
  });

  it('keeps views to their user and tenant', async () => {
    const owner = await clientFor('admin@contoso.example', 'contoso');
    const added = await owner.add(view('Mine'));
    const id = added.ok ? (added.data.result?.entryId ?? '') : '';
    const sameUserOtherTenant = await clientFor('admin@contoso.example', 'fabrikam');
    const otherUser = await clientFor('finance@contoso.example');
    for (const client of [sameUserOtherTenant, otherUser]) {
      const fetched = await client.getById(id);
      expect(fetched.ok && fetched.data).toBeNull();
      const deleted = await client.remove([id]);
      expect(deleted.ok).toBe(false);
    }
    const still = await owner.getById(id);
    expect(still.ok && still.data?.entryId).toBe(id);
  });

  it('answers 401 without a token', async () => {
    const response = await backend.app.request('/services/api-portal-customer/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(401);
  });
});
