import { describe, expect, it } from 'vitest';
import { noticeText } from './login-messages.ts';

describe('noticeText', () => {
  it('gives the spec sentence of each sign-in notice', () => {
    expect(noticeText({ code: 'permission-not-granted' })).toBe('Permission not granted');
    expect(noticeText({ code: 'onboarding-disabled' })).toBe('Onboarding is disabled');
    expect(noticeText({ code: 'new-tenant', tenant: 'Northwind' })).toBe(
      'Onboarding is disabled for Northwind. Please contact administrator.',
    );
    expect(noticeText({ code: 'unable-to-identify', detail: 'no account' })).toBe(
      'Authentication error: Unable to identify user: no account',
    );
    expect(noticeText({ code: 'unidentified' })).toBe('Authentication error');
  });
});
