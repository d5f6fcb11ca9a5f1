import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { providerStates as states } from './provider-states.ts';
import { accountParams, accounts, BRANDING_LOGO } from './support/data.ts';
import { API, expectOk, expectProblem, portalClient, restPact, uuid, withAppToken } from './support/pact.ts';
import { FIXTURES_DIR } from './support/paths.ts';

const { like, eachLike, integer, regex } = MatchersV3;
const instant = (example: string) => regex('^[0-9]{4}-[0-9]{2}-[0-9]{2}T.+$', example);
const pact = restPact();
const admin = accountParams(accounts.admin);
const finance = accountParams(accounts.finance);
const withJson = { ...withAppToken, 'Content-Type': 'application/json' };
const LOGO_FILE = join(FIXTURES_DIR, 'branding-logo.png');
const logo = { tenantId: 'contoso', id: BRANDING_LOGO };

describe('settings: file storage and branding files', () => {
  it('listFiles: the tenant’s stored files without their bytes (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.brandingLogo, logo)
      .uponReceiving('a request for the stored files of the tenant')
      .reference('openapi', 'operationId', 'listFiles')
      .withRequest('GET', `${API}/files`, (builder) =>
        builder.headers(withAppToken).query({ search: 'branding-', limit: '100' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          total: integer(1),
          offset: integer(0),
          // The Files and Branding sections show each file's key, name, type, size and upload time.
          items: eachLike({
            id: like(BRANDING_LOGO),
            name: like('branding-logo.png'),
            contentType: like('image/png'),
            size: integer(70),
            uploadedAt: instant('2026-11-21T09:00:00.000Z'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const page = expectOk(
          await portalClient(server).api.settings.files({ search: 'branding-', limit: 100 }),
        );
        expect(page.items[0]).toMatchObject({ id: BRANDING_LOGO, contentType: 'image/png' });
      });
  });

  it('listFiles: refused to a user who may not manage settings (403)', async () => {
    await pact
      .addInteraction()
      .given(states.financeSignedIn, finance)
      .uponReceiving('a request for the stored files by a user without the settings right')
      .reference('openapi', 'operationId', 'listFiles')
      .withRequest('GET', `${API}/files`, (builder) => builder.headers(withAppToken))
      .willRespondWith(403, (builder) =>
        builder
          .headers({ 'Content-Type': 'application/problem+json' })
          .jsonBody({ title: like('Forbidden'), status: 403 }),
      )
      .executeTest(async (server) => {
        expectProblem(await portalClient(server).api.settings.files(), 403);
      });
  });

  it('uploadFile: an image stored under its key, multipart field file (201)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a branding logo uploaded from the settings page')
      .reference('openapi', 'operationId', 'uploadFile')
      .withRequest('POST', `${API}/files/${BRANDING_LOGO}/upload`, (builder) =>
        builder.headers(withAppToken).multipartBody('image/png', LOGO_FILE, 'file', 'portal-file-upload'),
      )
      .willRespondWith(201, (builder) =>
        builder.jsonBody({
          id: like(BRANDING_LOGO),
          name: like('branding-logo.png'),
          contentType: like('image/png'),
          size: integer(70),
          uploadedAt: instant('2026-11-21T09:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const file = new Blob([readFileSync(LOGO_FILE)], { type: 'image/png' });
        const stored = expectOk(
          await portalClient(server).api.settings.uploadFile(BRANDING_LOGO, file, 'branding-logo.png'),
          201,
        );
        expect(stored).toMatchObject({ id: BRANDING_LOGO, contentType: 'image/png' });
      });
  });

  it('getFile: the file a key names, for the upload form’s replace notice (200)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.brandingLogo, logo)
      .uponReceiving('a request for the stored file under a key')
      .reference('openapi', 'operationId', 'getFile')
      .withRequest('GET', `${API}/files/${BRANDING_LOGO}`, (builder) => builder.headers(withAppToken))
      // The notice names the file, its size and its upload time.
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          id: like(BRANDING_LOGO),
          name: like('branding-logo.png'),
          size: integer(70),
          uploadedAt: instant('2026-11-21T09:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const file = expectOk(await portalClient(server).api.settings.file(BRANDING_LOGO));
        expect(file).toMatchObject({ id: BRANDING_LOGO, name: 'branding-logo.png' });
      });
  });

  it('getFile: a key no file is stored under is free (404)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('a request for the stored file under a free key')
      .reference('openapi', 'operationId', 'getFile')
      .withRequest('GET', `${API}/files/board-minutes`, (builder) => builder.headers(withAppToken))
      .willRespondWith(404)
      .executeTest(async (server) => {
        expectProblem(await portalClient(server).api.settings.file('board-minutes'), 404);
      });
  });

  it('deleteFile: a stored file deleted (204)', async () => {
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .given(states.brandingLogo, logo)
      .uponReceiving('a stored branding logo deleted')
      .reference('openapi', 'operationId', 'deleteFile')
      .withRequest('DELETE', `${API}/files/${BRANDING_LOGO}`, (builder) => builder.headers(withAppToken))
      .willRespondWith(204)
      .executeTest(async (server) => {
        expectOk(await portalClient(server).api.settings.deleteFile(BRANDING_LOGO), 204);
      });
  });
});

describe('settings: e-mail notifications', () => {
  it('sendEmailNotification: queued in the outbox (202)', async () => {
    const body = {
      recipients: ['cfo@contoso.example', 'it@contoso.example'],
      subject: 'Budget alert',
      body: 'Spend reached 90% of the budget.',
    };
    await pact
      .addInteraction()
      .given(states.adminSignedIn, admin)
      .uponReceiving('an e-mail notification sent from the settings page')
      .reference('openapi', 'operationId', 'sendEmailNotification')
      .withRequest('POST', `${API}/notification/email`, (builder) => builder.headers(withJson).jsonBody(body))
      .willRespondWith(202, (builder) =>
        builder.jsonBody({
          id: uuid('5f0c9a52-8a4e-4a55-9b1e-0d6f2c1e7a11'),
          queuedAt: instant('2026-11-21T09:00:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        const queued = expectOk(await portalClient(server).api.account.sendEmailNotification(body), 202);
        expect(queued.id).toBe('5f0c9a52-8a4e-4a55-9b1e-0d6f2c1e7a11');
      });
  });
});
