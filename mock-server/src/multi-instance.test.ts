import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_RATE_LIMIT } from './domain/chat/rate-limit.ts';
import { VIEWS_PER_TAB } from './http/handlers/saved-views.ts';
import { adminQuery, scratchDatabase } from './testing/postgres-test-database.ts';
import { makeWebRoot } from './testing/test-backend.ts';
import { testDatabaseUrl } from './testing/test-database.ts';

/**
 * Two backend processes on one PostgreSQL database, as behind a load balancer (one public
 * address, PORTAL_PUBLIC_URL): a session begun at one instance goes on at the other, a refresh
 * token spent or revoked at one is refused at the other, and the chat rate limit, the saved-view
 * limit and unique view names hold for requests spread over both at the same time.
 * Runs when the suite runs on PostgreSQL (`./portal test` does both).
 */

const url = testDatabaseUrl();
const PUBLIC_URL = 'http://portal.localhost:9';
const LOGIN = '/api/auth/azure/token';
const REFRESH = '/api/auth/refresh-token';
const CHAT = '/services/ai-chatbot/api/chat';
const GRAPHQL = '/services/api-portal-customer/graphql';

const operation = (file: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'contracts', 'graphql', 'operations', file), 'utf8');
const ADD = operation('add-pbi-bookmark.graphql');
const LIST = operation('get-pbi-bookmarks.graphql');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Instance {
  base: string;
  process: ChildProcess;
  /** Its offline inbox (the mail its catcher got). */
  inbox: string;
}

/** Starts `node src/main.ts` on its own port; resolves once it listens. */
async function startInstance(databaseUrl: string, webRoot: string): Promise<Instance> {
  const port = await freePort();
  const inboxPort = await freePort();
  const child = spawn(process.execPath, [join(import.meta.dirname, 'main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PORTAL_PUBLIC_URL: PUBLIC_URL,
      WEB_ROOT: webRoot,
      PORTAL_ON_READY: 'ready',
      PORTAL_OFFLINE_INBOX_PORT: String(inboxPort),
      PORTAL_NOTIFY_TICK_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output}`)), 100_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^ready$/m.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}:\n${output}`)));
  });
  return { base: `http://127.0.0.1:${port}`, process: child, inbox: `http://127.0.0.1:${inboxPort}` };
}

describe.skipIf(!url)('two backend instances on one PostgreSQL database', () => {
  let a: Instance;
  let b: Instance;
  let idpKey: Awaited<ReturnType<typeof importJWK>>;
  let idpKid: string;

  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;

  beforeAll(async () => {
    database = await scratchDatabase(url as string, 'multi');
    const webRoot = makeWebRoot();
    // Started together: one migrates and seeds, the other waits for it and finds the data there.
    [a, b] = await Promise.all([startInstance(database.url, webRoot), startInstance(database.url, webRoot)]);
    const keys = JSON.parse(
      (await adminQuery(database.url, "SELECT value FROM instance_secrets WHERE name = 'keys'")).rows[0]
        .value,
    ) as { idpSigningKey: JWK & { kid: string } };
    idpKey = await importJWK(keys.idpSigningKey, 'RS256');
    idpKid = keys.idpSigningKey.kid;
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.process.kill('SIGTERM');
    await Promise.all(
      [a, b].map((i) =>
        i && i.process.exitCode === null ? new Promise((r) => i.process.once('exit', r)) : null,
      ),
    );
    await database?.drop();
  });

  /** An identity provider token as the instances' shared local provider would sign it. */
  const identityToken = (upn: string) =>
    new SignJWT({ preferred_username: upn, tid: upn.split('@')[1]?.split('.')[0] })
      .setProtectedHeader({ alg: 'RS256', kid: idpKid })
      .setSubject(`sub-${upn}`)
      .setIssuer(`${PUBLIC_URL}/oidc`)
      .setAudience('portal-web')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(idpKey);

  const signIn = async (at: Instance, upn: string, tenantId: string) => {
    const response = await fetch(`${at.base}${LOGIN}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await identityToken(upn)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: `oid-${upn}`, tenantId, upn }),
    });
    expect(response.status).toBe(200);
    const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    return { token: ((await response.json()) as { access_token: string }).access_token, cookie };
  };
  const refresh = (at: Instance, cookie: string) =>
    fetch(`${at.base}${REFRESH}`, { method: 'POST', headers: { Cookie: cookie } });
  const call = (at: Instance, path: string, token: string, body?: object) =>
    fetch(`${at.base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('goes on with a session begun at the other instance, and refuses its spent (past the grace) and revoked refresh tokens', async () => {
    const session = await signIn(a, 'finance@contoso.example', 'contoso');
    expect((await call(b, '/services/api-portal-customer/api/whois', session.token)).status).toBe(200);

    const refreshed = await refresh(b, session.cookie);
    expect(refreshed.status).toBe(200);
    const rotated = (refreshed.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const fresh = ((await refreshed.json()) as { access_token: string }).access_token;
    expect((await call(a, '/services/api-portal-customer/api/whois', fresh)).status).toBe(200);
    // Spent at B a moment ago: taken at A once more (another tab's refresh, the rotation's grace)...
    expect((await refresh(a, session.cookie)).status).toBe(200);
    // ...and refused at A once the grace is over (the rotation's time moved back past it).
    await adminQuery(
      (database as { url: string }).url,
      "UPDATE refresh_tokens SET rotated_at = '2000-01-01T00:00:00.000Z' WHERE rotated_at IS NOT NULL",
    );
    expect((await refresh(a, session.cookie)).status).toBe(401);

    const out = await fetch(`${b.base}/api/auth/logout`, { method: 'POST', headers: { Cookie: rotated } });
    expect(out.status).toBe(204);
    // Revoked at B: refused at A.
    expect((await refresh(a, rotated)).status).toBe(401);
  });

  it('takes refreshes of one cookie at both instances at once (tabs reloading together), each with its own successor', async () => {
    const { cookie } = await signIn(b, 'finance@contoso.example', 'contoso');
    const answers = await Promise.all([
      refresh(a, cookie),
      refresh(b, cookie),
      refresh(a, cookie),
      refresh(b, cookie),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const successors = answers.map((r) => (r.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '');
    expect(new Set([cookie, ...successors]).size).toBe(5);
  });

  it(`answers ${CHAT_RATE_LIMIT} chat questions a minute per user, however they are spread over the instances`, async () => {
    const { token } = await signIn(a, 'finance@contoso.example', 'contoso');
    const created = await call(a, `${CHAT}/create`, token, {});
    expect(created.status).toBe(200);
    const { chatId } = (await created.json()) as { chatId: string };
    const ask = (at: Instance, n: number) =>
      call(at, `${CHAT}/generate`, token, {
        chatId,
        question: `Which services cost the most? (${n})`,
        chat_dataset: 'all',
      });
    const answers = await Promise.all([ask(a, 1), ask(b, 2), ask(a, 3), ask(b, 4), ask(a, 5), ask(b, 6)]);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CHAT_RATE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6 - CHAT_RATE_LIMIT);
  });

  it("offers the follow-ups of the chat's last answer, whichever instance gave it", async () => {
    const { token } = await signIn(b, 'demo@demo.example', 'demo');
    const { chatId } = (await (await call(a, `${CHAT}/create`, token, {})).json()) as { chatId: string };
    const ask = async (at: Instance, question: string, dataset: string) =>
      expect(
        (await call(at, `${CHAT}/generate`, token, { chatId, question, chat_dataset: dataset })).status,
      ).toBe(200);
    const followups = async (at: Instance) =>
      ((await (await call(at, `${CHAT}/followup`, token, { chatId })).json()) as { followup: string[] })
        .followup;
    await ask(a, 'Which services cost the most last month?', 'azure');
    const first = await followups(a);
    await ask(b, 'Which licences are unassigned?', 'm365');
    const second = await followups(b);
    expect(second).not.toEqual(first);
    // A kept the first answer's follow-ups; B has answered since.
    expect(await followups(a)).toEqual(second);
  });

  it(`keeps a tab to ${VIEWS_PER_TAB} views with unique names under concurrent writes at both instances`, async () => {
    const { token } = await signIn(a, 'finance@contoso.example', 'contoso');
    const add = async (at: Instance, tabName: string, name: string) => {
      const response = await call(at, GRAPHQL, token, {
        operationName: 'addPbiBookmark',
        query: ADD,
        variables: { input: { pageName: 'azure/cost-overview', tabName, name, state: '{}' } },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        data: { addPbiBookmark: { success: boolean; errors: { message: string }[] } };
      };
      return body.data.addPbiBookmark;
    };
    const list = async (at: Instance, tabName: string) => {
      const response = await call(at, GRAPHQL, token, {
        operationName: 'getPbiBookmarks',
        query: LIST,
        variables: { pageName: 'azure/cost-overview', tabName },
      });
      return ((await response.json()) as { data: { getPbiBookmarks: { result: { name: string }[] } } }).data
        .getPbiBookmarks.result;
    };

    const many = await Promise.all(
      Array.from({ length: VIEWS_PER_TAB + 6 }, (_, i) => add(i % 2 ? b : a, 'Summary', `View ${i + 1}`)),
    );
    expect(many.filter((r) => r.success)).toHaveLength(VIEWS_PER_TAB);
    for (const refused of many.filter((r) => !r.success))
      expect(refused.errors.map((e) => e.message)).toEqual([`A tab holds at most ${VIEWS_PER_TAB} views.`]);
    expect(await list(b, 'Summary')).toHaveLength(VIEWS_PER_TAB);

    const same = await Promise.all(
      Array.from({ length: 6 }, (_, i) => add(i % 2 ? b : a, 'Trend', 'Budget')),
    );
    expect(same.filter((r) => r.success)).toHaveLength(1);
    for (const refused of same.filter((r) => !r.success))
      expect(refused.errors.map((e) => e.message)).toEqual(["A view named 'Budget' already exists."]);
    expect((await list(a, 'Trend')).map((v) => v.name)).toEqual(['Budget']);
  });

  it("raises the demo data's alerts once and mails each once, though both instances evaluated them as they started together", async () => {
    const rows = async (sql: string) => (await adminQuery(database?.url as string, sql)).rows;
    // Both evaluated every tenant at start; the mails are sent by whichever instance claims each.
    for (;;) {
      const [waiting] = await rows(
        "SELECT COUNT(*) AS n FROM mail_outbox WHERE status IN ('queued', 'sending')",
      );
      if (Number(waiting?.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const sent = await rows(
      "SELECT topic, recipients FROM mail_outbox WHERE topic LIKE 'alert:%' AND status = 'sent'",
    );
    expect(sent.length).toBeGreaterThan(0);
    const caught = (
      await Promise.all(
        [a, b].map(
          async (i) =>
            (await (await fetch(`${i.inbox}/messages.json`)).json()) as {
              subject: string;
              to: string[];
              messageId: string;
            }[],
        ),
      )
    )
      .flat()
      .filter((m) => m.subject.startsWith('Alert: '));
    // Every message sent once: as many caught as sent, no message id twice.
    expect(caught.length).toBe(sent.length);
    expect(new Set(caught.map((m) => m.messageId)).size).toBe(caught.length);
    const alerts = await rows(
      "SELECT COUNT(*) AS n, COUNT(DISTINCT id) AS ids FROM tenant_records WHERE kind = 'alert'",
    );
    expect(Number(alerts[0]?.n)).toBe(Number(alerts[0]?.ids));
  });
});
