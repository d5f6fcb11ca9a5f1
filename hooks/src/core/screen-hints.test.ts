import { describe, expect, it } from 'vitest';
import { ScreenHints } from './screen-hints.ts';
import { PortalStorage } from './web-storage.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
    items,
  };
}

describe('ScreenHints', () => {
  it('gives back the screens a route showed, and nothing for a route it never saw', () => {
    const hints = new ScreenHints(new PortalStorage(memoryStorage()));
    hints.remember('/billing/overview', ['overview', 'overview']);
    hints.remember('/billing/azure/cost-overview?tab=Invoices', ['invoices']);
    expect(hints.forRoute('/billing/overview')).toEqual(['overview']);
    expect(hints.forRoute('/billing/azure/cost-overview?tab=Invoices')).toEqual(['invoices']);
    expect(hints.forRoute('/billing/unknown')).toEqual([]);
  });

  it('survives a reload through its storage, and forgets a route that shows no screen', () => {
    const storage = memoryStorage();
    new ScreenHints(new PortalStorage(storage)).remember('/billing/overview', ['overview']);
    const reloaded = new ScreenHints(new PortalStorage(storage));
    expect(reloaded.forRoute('/billing/overview')).toEqual(['overview']);
    reloaded.remember('/billing/overview', []);
    expect(reloaded.forRoute('/billing/overview')).toEqual([]);
  });

  it('keeps the newest routes up to its limit', () => {
    const hints = new ScreenHints(new PortalStorage(memoryStorage()), 2);
    hints.remember('/a', ['a']);
    hints.remember('/b', ['b']);
    hints.remember('/a', ['a2']);
    hints.remember('/c', ['c']);
    expect(hints.forRoute('/b')).toEqual([]);
    expect(hints.forRoute('/a')).toEqual(['a2']);
    expect(hints.forRoute('/c')).toEqual(['c']);
  });

  it('reads a damaged entry as no hint', () => {
    const storage = memoryStorage();
    const hints = new ScreenHints(new PortalStorage(storage));
    hints.remember('/a', ['a']);
    const [key] = [...storage.items.keys()];
    storage.setItem(key as string, JSON.stringify([['/a', [1, 2]], 'x', ['/b', ['b']]]));
    expect(hints.forRoute('/a')).toEqual([]);
    expect(hints.forRoute('/b')).toEqual(['b']);
  });
});
