import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../../testing/test-backend.ts';
import { VIEWS_PER_TAB } from './saved-views.ts';

/**
 * Saved views created and deleted by several users at once, through the whole HTTP stack of the
 * GraphQL endpoint (the operations are the contract's, as the web app sends them): no acknowledged
 * view is lost, no acknowledged deletion comes back, a tab never holds more than 16 views and a
 * user's names stay unique per tab (case-insensitive, trimmed), however the requests interleave.
 */

const operation = (file: string) =>
  readFileSync(
    join(import.meta.dirname, '..', '..', '..', '..', 'contracts', 'graphql', 'operations', file),
    'utf8',
  );
const ADD = operation('add-pbi-bookmark.graphql');
const DELETE = operation('delete-pbi-bookmarks.graphql');
const LIST = operation('get-pbi-bookmarks.graphql');

const PAGE = 'azure/cost-overview';
const TAB = 'Summary';
/** The refusals the spec and the schema allow for a valid title. */
const LIMIT_REFUSAL = `A tab holds at most ${VIEWS_PER_TAB} views.`;
const nameTaken = (name: string) => `A view named '${name}' already exists.`;

/**
 * Four viewers: the seed's two Contoso users with access, the Contoso admin in the second tenant
 * they belong to (the same user, another tenant's views) and a Fabrikam user.
 */
const VIEWERS = [
  { upn: 'admin@contoso.example', tenant: 'contoso' },
  { upn: 'finance@contoso.example', tenant: 'contoso' },
  { upn: 'admin@contoso.example', tenant: 'fabrikam' },
  { upn: 'eula@fabrikam.example', tenant: 'fabrikam' },
];

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are read loosely and asserted on
  body: any;
}

interface View {
  entryId: string;
  name: string;
}

/** Each viewer's model of what the backend acknowledged. */
class Ledger {
  readonly created = new Map<string, string>();
  readonly deleted = new Set<string>();
  expected(): string[] {
    return [...this.created.keys()].filter((id) => !this.deleted.has(id)).sort();
  }
}

describe('saved views under concurrent creates and deletes', () => {
  let backend: TestBackend;
  let tokens: string[];

  beforeEach(async () => {
    backend = await createTestBackend();
    tokens = await Promise.all(VIEWERS.map((v) => backend.tokenFor(v.upn, v.tenant)));
  });
  afterEach(() => backend.close());

  async function graphql(token: string, operationName: string, query: string, variables: object) {
    const response = await backend.call('/services/api-portal-customer/graphql', {
      method: 'POST',
      token,
      body: JSON.stringify({ operationName, query, variables }),
    });
    const answer: Answer = { status: response.status, body: await response.json() };
    // Whatever the interleaving: an answer or a clean refusal, never a server error.
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    return answer;
  }

  /** Adds a view; the ledger records it when the backend acknowledges it. */
  async function add(token: string, ledger: Ledger, name: string): Promise<Answer> {
    const answer = await graphql(token, 'addPbiBookmark', ADD, {
      input: { pageName: PAGE, tabName: TAB, name, state: `{"name":${JSON.stringify(name)}}` },
    });
    expect(answer.status).toBe(200);
    const payload = answer.body.data.addPbiBookmark;
    if (payload.success) {
      expect(payload.errors).toEqual([]);
      expect(payload.result.name).toBe(name.trim());
      ledger.created.set(payload.result.entryId, payload.result.name);
    } else {
      expect(payload.result).toBeNull();
      expect(payload.errors.length).toBeGreaterThan(0);
      for (const error of payload.errors) {
        expect([LIMIT_REFUSAL, nameTaken(name.trim())]).toContain(error.message);
      }
    }
    return answer;
  }

  /** Deletes views; the ledger records them when the backend acknowledges it. */
  async function remove(token: string, ledger: Ledger, entryIds: string[]): Promise<Answer> {
    const answer = await graphql(token, 'deletePbiBookmarks', DELETE, { entryIds });
    if (answer.status === 200 && answer.body.data?.deletePbiBookmarks.success) {
      expect(answer.body.data.deletePbiBookmarks.result.sort()).toEqual([...entryIds].sort());
      for (const id of entryIds) ledger.deleted.add(id);
    } else {
      // A list with an id the viewer does not have deletes nothing: a GraphQL error, HTTP 400.
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].message).toMatch(/^Views not found: /);
    }
    return answer;
  }

  async function list(token: string): Promise<View[]> {
    const answer = await graphql(token, 'getPbiBookmarks', LIST, { pageName: PAGE, tabName: TAB });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.getPbiBookmarks.result;
  }

  /** Every acknowledged view there, every acknowledged deletion gone, within the limit, names unique. */
  async function expectConsistent(token: string, ledger: Ledger) {
    const views = await list(token);
    expect(views.map((v) => v.entryId).sort()).toEqual(ledger.expected());
    for (const view of views) expect(view.name).toBe(ledger.created.get(view.entryId));
    expect(views.length).toBeLessThanOrEqual(VIEWS_PER_TAB);
    const names = views.map((v) => v.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  }

  /** The same, read from the table itself for every user and tab. */
  async function expectTableWithinRules() {
    const tabs = await backend.db.all<{ n: number; names: number }>(
      `SELECT COUNT(*) AS n, COUNT(DISTINCT lower(trim(name))) AS names FROM saved_views
       GROUP BY tenant_id, user_id, page_name, tab_name`,
    );
    expect(tabs.length).toBeGreaterThan(0);
    for (const tab of tabs) {
      expect(tab.n).toBeLessThanOrEqual(VIEWS_PER_TAB);
      expect(tab.names).toBe(tab.n);
    }
  }

  it('holds the limit and unique names when more creates than the limit race, some with the same title', async () => {
    const ledgers = VIEWERS.map(() => new Ledger());
    // 40 creates per viewer, 160 at once, interleaved across viewers: 24 distinct titles (more
    // than the limit), each sent twice in other spellings of the same name.
    const spellings = (i: number) => [`View ${i}`, i % 2 === 0 ? `  view ${i} ` : `VIEW ${i}`];
    const requests: Promise<Answer>[] = [];
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 24; i += 1) {
        if (round === 1 && i >= 16) break;
        tokens.forEach((token, v) => {
          requests.push(add(token, ledgers[v] as Ledger, spellings(i)[round] as string));
        });
      }
    }
    const answers = await Promise.all(requests);
    expect(answers).toHaveLength(160);

    for (const [v, token] of tokens.entries()) {
      const ledger = ledgers[v] as Ledger;
      // 24 distinct titles for 16 places: the tab is exactly full, and no title twice.
      expect(ledger.created.size).toBe(VIEWS_PER_TAB);
      const titles = [...ledger.created.values()].map((n) => n.toLowerCase());
      expect(new Set(titles).size).toBe(VIEWS_PER_TAB);
      await expectConsistent(token, ledger);
    }
    // Each refusal was the limit or the taken name: 40 creates, 16 acknowledged.
    const refused = answers.filter((a) => !a.body.data.addPbiBookmark.success);
    expect(refused).toHaveLength(160 - VIEWERS.length * VIEWS_PER_TAB);
    expect(
      refused.some((a) =>
        a.body.data.addPbiBookmark.errors.some((e: { message: string }) => e.message === LIMIT_REFUSAL),
      ),
    ).toBe(true);
    expect(
      refused.some((a) =>
        a.body.data.addPbiBookmark.errors.some((e: { message: string }) => /already exists/.test(e.message)),
      ),
    ).toBe(true);
    await expectTableWithinRules();
  });

  it('loses no view and keeps no deleted one when creates and deletes of several users interleave', async () => {
    const ledgers = VIEWERS.map(() => new Ledger());
    // A start: ten views each.
    await Promise.all(
      tokens.flatMap((token, v) =>
        Array.from({ length: 10 }, (_, i) => add(token, ledgers[v] as Ledger, `Start ${i}`)),
      ),
    );
    const started = ledgers.map((l) => [...l.created.keys()]);
    for (const ids of started) expect(ids).toHaveLength(10);

    const work: Promise<unknown>[] = [];
    tokens.forEach((token, v) => {
      const ledger = ledgers[v] as Ledger;
      const ids = started[v] as string[];
      // The start views deleted one by one, two at a time, and one of them twice at once.
      for (const id of ids.slice(0, 4)) work.push(remove(token, ledger, [id]));
      work.push(remove(token, ledger, ids.slice(4, 6)));
      work.push(remove(token, ledger, [ids[6] as string]), remove(token, ledger, [ids[6] as string]));
      // Another user's view in the list: all or nothing, nothing deleted.
      const other = started[(v + 1) % started.length]?.[9] as string;
      work.push(remove(token, ledger, [ids[7] as string, other]));
      // New views meanwhile: more than the places left, two with the same title as each other
      // and one with the title of a start view being deleted.
      for (let i = 0; i < 12; i += 1) work.push(add(token, ledger, `New ${i}`));
      work.push(add(token, ledger, 'Twin'), add(token, ledger, ' twin'));
      work.push(add(token, ledger, 'Start 0'));
      // Views created and deleted again at once, and a title freed and taken again.
      for (let i = 0; i < 4; i += 1) {
        work.push(
          add(token, ledger, `Brief ${i}`).then(async (answer) => {
            const id = answer.body.data.addPbiBookmark.result?.entryId;
            if (!id) return;
            await remove(token, ledger, [id]);
            await add(token, ledger, `Brief ${i}`);
          }),
        );
      }
    });
    await Promise.all(work);

    for (const [v, token] of tokens.entries()) {
      const ledger = ledgers[v] as Ledger;
      const ids = started[v] as string[];
      // The deletions that could not fail were acknowledged; the double one exactly once.
      for (const id of ids.slice(0, 7)) expect(ledger.deleted.has(id)).toBe(true);
      // The mixed list deleted nothing: the viewer's own view stays, so does the other user's.
      expect(ledger.deleted.has(ids[7] as string)).toBe(false);
      expect(ledger.deleted.has(started[(v + 1) % started.length]?.[9] as string)).toBe(false);
      await expectConsistent(token, ledger);
    }
    await expectTableWithinRules();
  });

  it('answers each of two deletions of the same view at once: one deletes it, the other is refused', async () => {
    const ledger = new Ledger();
    const token = tokens[0] as string;
    await add(token, ledger, 'Once');
    const [id] = [...ledger.created.keys()];
    const answers = await Promise.all(Array.from({ length: 5 }, () => remove(token, ledger, [id as string])));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
    await expectConsistent(token, ledger);
  });
});
