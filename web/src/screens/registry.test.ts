import { describe, expect, it } from 'vitest';
import { findScreen, SCREENS } from './registry.ts';

describe('screen registry', () => {
  it('knows every component key of the demo menu once, and nothing else answers', () => {
    const keys = SCREENS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(findScreen('licenses')?.title).toBe('Licences');
    expect(findScreen('no-such-screen')).toBeUndefined();
    expect(findScreen(undefined)).toBeUndefined();
  });

  it('loads each screen as a lazy module', async () => {
    const moved = await findScreen('customers')?.load();
    expect(typeof moved?.default).toBe('function');
  });
});
