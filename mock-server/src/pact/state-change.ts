import type { RequestListener, Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { importJWK, type JWK, SignJWT } from 'jose';
import { AppTokens } from '../auth/app-tokens.ts';
import { memberToken } from '../auth/member-tokens.ts';
import { loadSecrets } from '../config.ts';
import { createDataAccess } from '../data/data-access.ts';
import type { Database } from '../db/database.ts';
import { sqliteEngine } from '../db/sqlite-engine.ts';
import { stableUuid } from '../domain/stable-uuid.ts';
import { PORTAL_CLIENT_ID } from '../offline/idp/identity-provider.ts';
import { secretContext } from '../pipelines/pipelines.ts';
import { type SecretBox, secretBoxFrom } from '../secrets/secret-box.ts';
import { isParams, resetForInteraction, STATE_HANDLERS, type StateContext } from './provider-states.ts';

/**
 * Pact's provider-state change over HTTP (the verifier's `providerStatesSetupUrl`), so the pacts can
 * be verified against a running reference backend the way a backend team verifies its own service:
 * `./portal verify-provider http://localhost:8080 --states http://localhost:8080/_pact/provider-states`.
 * The backend serves it only when started with PORTAL_PACT_STATES=1: every interaction restores
 * the demo seed, so it belongs to a backend with a throwaway data folder.
 */
export const PROVIDER_STATES_PATH = '/_pact/provider-states';

/** The body the verifier posts for each state of an interaction, before (setup) and after (teardown). */
interface StateChange {
  state: string;
  params: Record<string, unknown>;
  action: 'setup' | 'teardown';
}

function readStateChange(body: unknown): StateChange | undefined {
  if (!isParams(body) || typeof body.state !== 'string') return undefined;
  const action = body.action ?? 'setup';
  if (action !== 'setup' && action !== 'teardown') return undefined;
  return { state: body.state, params: isParams(body.params) ? { ...body.params } : {}, action };
}

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });

/**
 * The state-change endpoint: `setup` runs the state's handler of provider-states.ts and answers
 * what it hands back (tokens, ids) for the verifier to inject; `teardown` marks the data as used,
 * and the first setup after it (or the very first) restores the demo seed, so each interaction
 * starts from the same data as in the in-process verification.
 */
export function createStateChangeEndpoint(ctx: StateContext): (request: Request) => Promise<Response> {
  let needsReset = true;
  return async (request) => {
    const change = readStateChange(await request.json().catch(() => undefined));
    if (!change) {
      return json(
        400,
        { title: 'Bad state change', status: 400, detail: 'Expected { state, params, action }.' },
        'application/problem+json',
      );
    }
    if (change.action === 'teardown') {
      needsReset = true;
      return json(200, {});
    }
    const handler = STATE_HANDLERS[change.state];
    if (!handler) {
      return json(
        400,
        { title: 'Unknown provider state', status: 400, detail: change.state },
        'application/problem+json',
      );
    }
    if (needsReset) {
      resetForInteraction(ctx.db);
      needsReset = false;
    }
    try {
      return json(200, (await handler(ctx, change.params)) ?? {});
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return json(500, { title: 'State setup failed', status: 500, detail }, 'application/problem+json');
    }
  };
}

/** App tokens of seeded accounts, with the claims of their membership (the first, or the given tenant's). */
export function appTokenIssuer(db: Database, tokens: AppTokens) {
  const { accounts } = createDataAccess(sqliteEngine(db));
  return (upn: string, tenantId?: string): Promise<string> => memberToken(accounts, tokens, upn, tenantId);
}

export interface LiveStateContextOptions {
  db: Database;
  tokens: AppTokens;
  /** The local identity provider: its private signing key and issuer, to sign ID tokens it would issue. */
  identityProvider: { signingKey: JWK; issuer: string; clientId: string };
  /** The backend's secret store (PORTAL_SECRET_KEY or its data folder's key file). */
  secretBox: SecretBox;
  now?: () => Date;
}

/** The state context of a running reference backend: its data, its token keys and its clock. */
export async function liveStateContext(options: LiveStateContextOptions): Promise<StateContext> {
  const { db, tokens, identityProvider } = options;
  const signingKey = await importJWK(identityProvider.signingKey, 'RS256');
  const data = createDataAccess(sqliteEngine(db));
  return {
    db,
    data,
    now: options.now ?? (() => new Date()),
    appToken: appTokenIssuer(db, tokens),
    selectionToken: (upn) => tokens.issueSelection({ sub: upn, uid: stableUuid('user', upn) }),
    sealSecret: (tenantId, pipelineId, secret) =>
      options.secretBox.seal(secret, secretContext(tenantId, pipelineId)),
    seal: (secret, context) => options.secretBox.seal(secret, context),
    async identityToken(upn) {
      const user = await data.accounts.userByUpn(upn);
      if (!user) throw new Error(`no account ${upn}`);
      // The claims the local provider puts into its ID tokens (offline/idp/identity-provider.ts).
      return new SignJWT({ oid: user.id, preferred_username: upn, upn, email: upn, tid: user.homeTenantId })
        .setProtectedHeader({
          alg: 'RS256',
          ...(identityProvider.signingKey.kid ? { kid: identityProvider.signingKey.kid } : {}),
        })
        .setSubject(user.id)
        .setIssuer(identityProvider.issuer)
        .setAudience(identityProvider.clientId)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(signingKey);
    },
  };
}

/** What {@link serveProviderStates} needs of a started reference backend (src/server.ts). */
export interface StartedBackend {
  server: Server;
  db: Database;
  idp: { issuer: string };
}

/**
 * Adds the state-change endpoint at {@link PROVIDER_STATES_PATH} to a started reference backend
 * (src/main.ts calls it when PORTAL_PACT_STATES=1). Tokens are signed with the keys of its data
 * folder, so the backend accepts them. Every other request goes on to the backend as before.
 */
export async function serveProviderStates(
  backend: StartedBackend,
  options: { dataDir: string; tokenTtlSeconds: number },
): Promise<void> {
  const secrets = await loadSecrets(options.dataDir);
  const endpoint = createStateChangeEndpoint(
    await liveStateContext({
      db: backend.db,
      tokens: new AppTokens({ secret: secrets.appTokenSecret, ttlSeconds: options.tokenTtlSeconds }),
      secretBox: secretBoxFrom(process.env, options.dataDir),
      identityProvider: {
        signingKey: secrets.idpSigningKey,
        issuer: backend.idp.issuer,
        clientId: PORTAL_CLIENT_ID,
      },
    }),
  );
  const stateChange = getRequestListener(endpoint);
  const backendListeners = backend.server.listeners('request') as RequestListener[];
  backend.server.removeAllListeners('request');
  backend.server.on('request', (req, res) => {
    if (req.method === 'POST' && req.url?.split('?')[0] === PROVIDER_STATES_PATH) {
      void stateChange(req, res);
      return;
    }
    for (const listener of backendListeners) listener(req, res);
  });
}
