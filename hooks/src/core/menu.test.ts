import type { MenuItem } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import {
  buildMenuMap,
  containsRoute,
  filterMenuByFeatures,
  findHomepage,
  findMenuEntry,
  hasFeatureAccess,
  menuKeyFor,
  walkMenu,
} from './menu.ts';

const item = (name: string, tags: string[] = [], children?: MenuItem[]): MenuItem => ({
  uuid: name,
  name,
  displayName: name,
  tags,
  ...(children ? { children } : {}),
});

describe('findHomepage', () => {
  it('takes the first item in menu order with a homepage tag, children included', () => {
    expect(
      findHomepage([item('a'), item('b', [], [item('b/c', ['home'])]), item('d', ['homepage-url'])]),
    ).toBe('/billing/b/c');
    expect(findHomepage([item('x', ['overview'])])).toBe('/billing/x');
  });

  it('falls back to /billing/overview', () => {
    expect(findHomepage([item('a', ['cost'])])).toBe('/billing/overview');
    expect(findHomepage([])).toBe('/billing/overview');
  });
});

describe('feature filtering and lookup', () => {
  const menu: MenuItem[] = [
    item('overview', ['homepage-url']),
    {
      ...item(
        'azure',
        [],
        [
          { ...item('azure/cost'), features: ['AZURE'] },
          { ...item('azure/sec'), features: ['SECURITY'] },
        ],
      ),
      features: ['AZURE', 'M365'],
    },
    { ...item('security', [], [item('security/score')]), features: ['SECURITY'] },
  ];

  it('shows items with any held feature or none listed, and drops hidden parents with their children', () => {
    expect(hasFeatureAccess(undefined, [])).toBe(true);
    expect(hasFeatureAccess([], [])).toBe(true);
    expect(hasFeatureAccess(['A', 'B'], ['B'])).toBe(true);
    expect(hasFeatureAccess(['A'], ['B'])).toBe(false);
    const names = [...walkMenu(filterMenuByFeatures(menu, ['M365', 'AZURE']))].map((i) => i.name);
    expect(names).toEqual(['overview', 'azure', 'azure/cost']);
  });

  it('looks a URL up with the query stripped and the billing/ prefix removed', () => {
    const map = buildMenuMap(menu);
    expect(menuKeyFor('/billing/azure/cost?tab=By+service')).toBe('azure/cost');
    expect(menuKeyFor('/informational-videos-main-dashboard/overview')).toBe('overview');
    const entry = findMenuEntry(map, '/billing/azure/cost?tab=x');
    expect(entry?.item.name).toBe('azure/cost');
    expect(entry?.ancestors.map((a) => a.name)).toEqual(['azure']);
    expect(findMenuEntry(map, '/billing/nowhere')).toBeUndefined();
    expect(containsRoute(menu[1] as MenuItem, 'azure/sec')).toBe(true);
  });
});
