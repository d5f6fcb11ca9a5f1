import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteIdentityVerifier } from './identity-verifier.ts';

const keys = await generateKeyPair('RS256');
const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };

/** A real provider's ID tokens (PORTAL_OIDC_ISSUER): keys found by discovery, on a local stand-in. */
describe('remoteIdentityVerifier', () => {
  let server: Server;
  let issuer: string;
  let discoveries = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/realm/.well-known/openid-configuration') {
        discoveries += 1;
        res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys` }));
      } else if (req.url === '/realm/keys') res.end(JSON.stringify({ keys: [publicJwk] }));
      else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realm`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const token = (
    claims: {
      iss?: string;
      aud?: string;
      key?: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
    } = {},
  ) =>
    new SignJWT({ preferred_username: 'Finance@Contoso.example', tid: 'contoso' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('sub-1')
      .setIssuer(claims.iss ?? issuer)
      .setAudience(claims.aud ?? 'portal-web')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(claims.key ?? keys.privateKey);

  it("accepts the provider's tokens and refuses another issuer, audience or key", async () => {
    const verifier = remoteIdentityVerifier({ issuer, audience: 'portal-web' });
    expect(await verifier.verify(await token())).toEqual({
      upn: 'finance@contoso.example',
      objectId: 'sub-1',
      tenantId: 'contoso',
    });
    expect(await verifier.verify(await token({ iss: 'http://127.0.0.1:1/other' }))).toBeUndefined();
    expect(await verifier.verify(await token({ aud: 'someone-else' }))).toBeUndefined();
    const stranger = await generateKeyPair('RS256');
    expect(await verifier.verify(await token({ key: stranger.privateKey }))).toBeUndefined();
    // Discovered once, not per sign-in.
    expect(discoveries).toBe(1);
  });

  it('refuses sign-in while the provider cannot be discovered', async () => {
    const verifier = remoteIdentityVerifier({ issuer: `${issuer}/missing`, audience: 'portal-web' });
    expect(await verifier.verify(await token())).toBeUndefined();
  });
});
