import { describe, expect, it } from 'vitest';
import { loginPayloadFrom } from './login-payload.ts';

describe('loginPayloadFrom', () => {
  it('reads the object id, tenant and user principal name', () => {
    expect(
      loginPayloadFrom({ sub: 's', oid: 'o', tid: 'contoso', preferred_username: 'a@contoso.example' }),
    ).toEqual({
      id: 'o',
      tenantId: 'contoso',
      upn: 'a@contoso.example',
      preview: false,
    });
  });

  it('answers undefined for a user it cannot identify', () => {
    expect(loginPayloadFrom(undefined)).toBeUndefined();
    expect(loginPayloadFrom({ sub: 's', tid: 'contoso' })).toBeUndefined();
  });
});
