import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

/** The TypeScript sources of a folder (tests excluded). */
function sources(folder: string): string[] {
  return readdirSync(join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(folder, file));
}

const SQL = /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM|CREATE TABLE|PRAGMA)\s/;
const RAW_DATABASE = /\.sqlite\.|\bdb\.(run|get|all|transaction)\(|\bprepare\(/;

describe('layers of the reference backend', () => {
  // The services keep the business rules; every query lives in the data-access layer (src/data),
  // so another database engine can take its place without touching them.
  const callers = [
    ...sources('services'),
    ...sources('http'),
    ...sources('idp'),
    ...sources('import'),
    ...sources('money'),
    ...sources('domain'),
    'app.ts',
    'server.ts',
  ];

  it('keeps SQL out of the services, the HTTP layer and the identity provider', () => {
    const offenders = callers.filter((file) => SQL.test(readFileSync(join(src, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('lets them reach the database only through the repositories', () => {
    const offenders = callers.filter((file) => RAW_DATABASE.test(readFileSync(join(src, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('finds the SQL where it belongs (the check would notice a service query)', () => {
    expect(sources('data').some((file) => SQL.test(readFileSync(join(src, file), 'utf8')))).toBe(true);
    expect(SQL.test("db.get('SELECT id FROM users WHERE upn = ?', [upn])")).toBe(true);
  });

  // The domain (src/domain) is pure over the repositories: the handlers, the assistant, the report
  // host and the seed import it, never the other way round.
  it('keeps the domain apart from the handlers, the assistant, the report host and the seed', () => {
    const importsOf = (file: string) =>
      [...readFileSync(join(src, file), 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)].map((m) => m[1] ?? '');
    const offenders = sources('domain').flatMap((file) =>
      importsOf(file)
        .filter((target) =>
          /^\.\.\/(services|http|assistant|report-host|seed|pact|app\.ts|server\.ts)/.test(target),
        )
        .map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
    expect(sources('domain').length).toBeGreaterThan(0);
  });
});
