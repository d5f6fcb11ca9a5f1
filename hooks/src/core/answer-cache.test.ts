import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';
import { PortalStorage } from './web-storage.ts';

function memoryStorage(quota = Number.POSITIVE_INFINITY) {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe('AnswerCache', () => {
  it('gives an answer back only to the tenant and user that kept it', () => {
    let scope: string | undefined = 'contoso|finance';
    const cache = new AnswerCache(new PortalStorage(memoryStorage()), () => scope);
    cache.write('menu|Finance', [{ name: 'overview' }]);
    expect(cache.read('menu|Finance')).toEqual([{ name: 'overview' }]);
    expect(cache.read('menu|Admin')).toBeUndefined();
    scope = 'fabrikam|finance';
    expect(cache.read('menu|Finance')).toBeUndefined();
    scope = undefined;
    cache.write('menu|Finance', ['kept without a session?']);
    expect(cache.read('menu|Finance')).toBeUndefined();
    scope = 'contoso|finance';
    expect(cache.read('menu|Finance')).toEqual([{ name: 'overview' }]);
  });

  it('hands an offered answer to its first reader only, in the offering tenant and user', () => {
    let scope: string | undefined = 'contoso|finance';
    const cache = new AnswerCache(new PortalStorage(memoryStorage()), () => scope);
    cache.offer('menu|Finance', [{ name: 'overview' }]);
    scope = 'fabrikam|finance';
    expect(cache.take('menu|Finance')).toBeUndefined();
    scope = 'contoso|finance';
    expect(cache.take('menu|Admin')).toBeUndefined();
    expect(cache.take('menu|Finance')).toEqual([{ name: 'overview' }]);
    expect(cache.take('menu|Finance')).toBeUndefined();
    // It is kept as any answer is, for the next reload to show while it loads again.
    expect(cache.read('menu|Finance')).toEqual([{ name: 'overview' }]);
    // Offers not taken are dropped when the session ends or moves to another tenant.
    cache.offer('menu|Finance', [{ name: 'later' }]);
    cache.dropOffers();
    expect(cache.take('menu|Finance')).toBeUndefined();
    scope = undefined;
    cache.offer('menu|Finance', ['offered without a session?']);
    expect(cache.take('menu|Finance')).toBeUndefined();
  });

  it('replaces an answer with the fresh one and keeps the newest up to its limit', () => {
    const cache = new AnswerCache(new PortalStorage(memoryStorage()), () => 't', 2);
    cache.write('a', 1);
    cache.write('b', 2);
    cache.write('a', 3);
    cache.write('c', 4);
    expect(cache.read('a')).toBe(3);
    expect(cache.read('b')).toBeUndefined();
    expect(cache.read('c')).toBe(4);
  });

  it('goes on without keeping when the storage is full', () => {
    const cache = new AnswerCache(new PortalStorage(memoryStorage(20)), () => 't');
    expect(() => cache.write('menu', 'x'.repeat(100))).not.toThrow();
    expect(cache.read('menu')).toBeUndefined();
  });
});
