import { describe, expect, it } from 'vitest';
import {
  COOKIE_SIZE_LIMIT_BYTES,
  COOKIE_SIZE_WARNING,
  cookieBytes,
  cookieSizeWarning,
} from './cookie-size.ts';

describe('the cookie size warning', () => {
  it('warns over 4096 bytes, not at 4096', () => {
    const at = `a=${'x'.repeat(COOKIE_SIZE_LIMIT_BYTES - 2)}`;
    expect(cookieBytes(at)).toBe(4096);
    expect(cookieSizeWarning(at)).toBeUndefined();
    expect(cookieSizeWarning(`${at}x`)).toBe(COOKIE_SIZE_WARNING);
    expect(cookieSizeWarning('')).toBeUndefined();
  });

  it('counts bytes, not characters', () => {
    expect(cookieBytes('é')).toBe(2);
    expect(cookieSizeWarning(`a=${'é'.repeat(2048)}`)).toBe(COOKIE_SIZE_WARNING);
  });
});
