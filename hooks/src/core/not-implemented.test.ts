import { describe, expect, it } from 'vitest';
import { isNotYetImplemented, NOT_YET_IMPLEMENTED } from './not-implemented.ts';

describe('the not-yet-implemented notice', () => {
  it("says 'WIP' / 'Not yet implemented' (spec section 8)", () => {
    expect(NOT_YET_IMPLEMENTED).toEqual({ title: 'WIP', description: 'Not yet implemented' });
  });

  it("marks the menu items tagged 'wip', and no other", () => {
    expect(isNotYetImplemented({ tags: ['costs', 'wip'] })).toBe(true);
    expect(isNotYetImplemented({ tags: ['costs'] })).toBe(false);
    expect(isNotYetImplemented({ tags: [] })).toBe(false);
    expect(isNotYetImplemented(undefined)).toBe(false);
  });
});
