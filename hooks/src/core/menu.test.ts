import type { MenuItem } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { findHomepage } from './menu.ts';

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
