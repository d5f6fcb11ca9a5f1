import { describe, expect, it } from 'vitest';
import { Database } from '../db/database.ts';
import { seed } from '../seed/seed.ts';
import { createSqliteDataAccess } from './data-access.ts';

// Issue 15: every statement the repositories prepare (the queries behind every screen) is prepared
// once, when the data-access layer is made, and none reads a whole table where an index could
// answer. SQLite's own plan says so: `SCAN t` without an index is a full read of t.

/** Statements that mean to read the whole table: the licence catalogue, the list of tenants. */
const WHOLE_TABLE = new Set(['licence_definitions', 'tenants']);

function preparedStatements(): { db: Database; statements: string[] } {
  const db = new Database(':memory:');
  seed(db);
  const statements: string[] = [];
  const prepare = db.sqlite.prepare.bind(db.sqlite);
  db.sqlite.prepare = ((sql: string) => {
    statements.push(sql);
    return prepare(sql);
  }) as typeof db.sqlite.prepare;
  try {
    createSqliteDataAccess(db);
  } finally {
    db.sqlite.prepare = prepare;
  }
  return { db, statements };
}

/** As many nulls as the statement takes (`?` or `?N`). */
function nulls(sql: string): null[] {
  const numbered = [...sql.matchAll(/\?(\d+)/g)].map((m) => Number(m[1]));
  const count = numbered.length > 0 ? Math.max(...numbered) : (sql.match(/\?/g) ?? []).length;
  return Array.from({ length: count }, () => null);
}

describe('query plans (issue 15)', () => {
  const { db, statements } = preparedStatements();

  it('prepares every statement of the repositories once, up front', () => {
    expect(statements.length).toBeGreaterThan(50);
    expect(new Set(statements).size).toBe(statements.length);
  });

  it('reads no table whole where an index could answer', () => {
    // A SCAN of a subquery's rows (its alias) reads no table.
    const tables = new Set(
      (
        db.sqlite.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]
      ).map((r) => r.name),
    );
    const scans: string[] = [];
    for (const sql of statements) {
      const plan = db.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...nulls(sql)) as { detail: string }[];
      for (const { detail } of plan) {
        const table = /^SCAN (\w+)(?: AS \w+)?$/.exec(detail)?.[1];
        if (table && tables.has(table) && !WHOLE_TABLE.has(table))
          scans.push(`${detail}: ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
    }
    expect(scans).toEqual([]);
  });

  it('answers the menu, its pages, its version and the caller’s membership from indexes', () => {
    const plan = (sql: string) =>
      (db.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...nulls(sql)) as { detail: string }[])
        .map((r) => r.detail)
        .join(' | ');
    const menu = statements.find((s) => s.includes('FROM menu_items WHERE tenant_id = ? AND area = ?')) ?? '';
    expect(plan(menu)).toMatch(/SEARCH menu_items USING INDEX menu_items_area \(tenant_id=\? AND area=\?\)/);
    expect(plan(menu)).not.toMatch(/TEMP B-TREE/);
    const pages = statements.find((s) => /FROM pages WHERE tenant_id = \?$/.test(s.trim())) ?? '';
    expect(plan(pages)).toMatch(/SEARCH pages USING INDEX/);
    const version = statements.find((s) => s.includes('FROM menu_versions')) ?? '';
    expect(plan(version)).toMatch(/SEARCH menu_versions USING PRIMARY KEY/);
    const standing = statements.find((s) => s.includes('SELECT m.access, t.onboarded')) ?? '';
    expect(plan(standing)).toMatch(/SEARCH m USING INDEX \S+ \(user_id=\? AND tenant_id=\?\)/);
  });
});
