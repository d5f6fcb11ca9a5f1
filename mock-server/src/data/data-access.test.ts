import { describe, expect, it } from 'vitest';
import { Database } from '../db/database.ts';
import { seed } from '../seed/seed.ts';
import { createSqliteDataAccess } from './data-access.ts';

function seeded() {
  const db = new Database(':memory:');
  seed(db);
  return createSqliteDataAccess(db);
}

const at = new Date(Date.UTC(2026, 10, 21));
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the SQLite data-access layer', () => {
  it('commits every write of a transaction together', async () => {
    const data = seeded();
    await data.transaction(async (tx) => {
      await tx.documents.write('contoso', 'a', { n: 1 }, at);
      await delay(1);
      await tx.documents.write('contoso', 'b', { n: 2 }, at);
    });
    expect(await data.documents.read('contoso', 'a', null)).toEqual({ n: 1 });
    expect(await data.documents.read('contoso', 'b', null)).toEqual({ n: 2 });
  });

  it('rolls every write back when the work fails, nested transactions included', async () => {
    const data = seeded();
    await expect(
      data.transaction(async (tx) => {
        await tx.documents.write('contoso', 'a', { n: 1 }, at);
        await data.transaction((inner) => inner.documents.write('contoso', 'b', { n: 2 }, at));
        await delay(1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await data.documents.read('contoso', 'a', null)).toBeNull();
    expect(await data.documents.read('contoso', 'b', null)).toBeNull();
  });

  it('runs concurrent transactions one after another on the one connection', async () => {
    const data = seeded();
    const order: string[] = [];
    const work = (name: string) =>
      data.transaction(async (tx) => {
        order.push(`${name} begins`);
        await delay(5);
        await tx.documents.write('contoso', name, { name }, at);
        order.push(`${name} ends`);
      });
    await Promise.all([work('first'), work('second')]);
    expect(order).toEqual(['first begins', 'first ends', 'second begins', 'second ends']);
    expect(await data.documents.read('contoso', 'second', null)).toEqual({ name: 'second' });
  });

  it('maps rows to records: booleans, parsed JSON, camel case', async () => {
    const data = seeded();
    const [contoso] = await data.accounts.signInMemberships(
      (await data.accounts.userByUpn('admin@contoso.example'))?.id ?? '',
    );
    expect(contoso).toMatchObject({
      tenantId: 'contoso',
      granted: true,
      demo: false,
      onboardingLocked: false,
    });
    expect(Array.isArray(contoso?.features)).toBe(true);
    const entries = await data.menu.entries('contoso', 'portal');
    expect(entries.some((e) => e.parentUuid === null)).toBe(true);
    expect(entries.every((e) => Array.isArray(e.tags) && Array.isArray(e.personas))).toBe(true);
  });
});
