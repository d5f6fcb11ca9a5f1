import { describe, expect, it } from 'vitest';
import { DashboardLayout } from './dashboard-layout.ts';
import { PortalStorage } from './web-storage.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const catalogue = ['spend', 'trend', 'budgets', 'anomalies'];

describe('DashboardLayout', () => {
  it('starts from the defaults and offers the rest of the catalogue', () => {
    const layout = new DashboardLayout({
      catalogue,
      defaults: ['spend', 'trend'],
      storage: new PortalStorage(memoryStorage()),
      key: 'dashboard.t.u',
    });
    expect(layout.getSnapshot()).toEqual({ tiles: ['spend', 'trend'], available: ['budgets', 'anomalies'] });
  });

  it('adds, moves and removes tiles and keeps them for the next visit', () => {
    const storage = new PortalStorage(memoryStorage());
    const layout = new DashboardLayout({ catalogue, defaults: ['spend'], storage, key: 'dashboard.t.u' });
    layout.add('anomalies');
    layout.add('budgets');
    layout.move('budgets', -1);
    layout.move('spend', -1);
    layout.remove('anomalies');
    expect(layout.getSnapshot().tiles).toEqual(['spend', 'budgets']);
    const again = new DashboardLayout({ catalogue, defaults: ['trend'], storage, key: 'dashboard.t.u' });
    expect(again.getSnapshot().tiles).toEqual(['spend', 'budgets']);
    // Another user (another key) keeps their own.
    expect(
      new DashboardLayout({ catalogue, defaults: ['trend'], storage, key: 'dashboard.t.v' }).getSnapshot()
        .tiles,
    ).toEqual(['trend']);
  });

  it('drops tiles the catalogue no longer has, and resets to the defaults', () => {
    const storage = new PortalStorage(memoryStorage());
    storage.set('dashboard.t.u', ['retired', 'trend', 'trend', 7]);
    const layout = new DashboardLayout({ catalogue, defaults: ['spend'], storage, key: 'dashboard.t.u' });
    expect(layout.getSnapshot().tiles).toEqual(['trend']);
    layout.add('retired');
    expect(layout.getSnapshot().tiles).toEqual(['trend']);
    layout.reset(['spend']);
    expect(layout.getSnapshot().tiles).toEqual(['spend']);
    expect(storage.get('dashboard.t.u')).toBeUndefined();
  });
});
