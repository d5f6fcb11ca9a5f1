/**
 * The backend's test files that run on the database the suite is given: those whose own imports
 * (followed through the backend's modules) reach `src/testing/test-database.ts`, where a test
 * backend picks PostgreSQL when `PORTAL_TEST_DATABASE_URL` is set, or that read a database address
 * themselves. The PostgreSQL step of `./portal test` runs only these; the others (the domain's
 * rules, the parsers, the tokens) never touch a database and run once, in the unit step.
 *
 *   node mock-server/scripts/database-tests.ts     lists them, and those left to the unit step
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(import.meta.dirname, '..', 'src');
const CHOOSER = join(SRC, 'testing', 'test-database.ts');
/** A file that reads the database's address itself (two instances on one database, the CLI). */
const READS_ADDRESS = /\b(PORTAL_TEST_DATABASE_URL|DATABASE_URL)\b/;
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\b[^'"`]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The backend's own modules a file imports (relative specifiers that resolve to a file). */
function localImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier);
    if (existsSync(target) && target.endsWith('.ts')) found.push(target);
  }
  return found;
}

/** Whether a file's imports, followed through the backend's modules, reach the database chooser. */
function reachesChooser(file: string, seen = new Set<string>()): boolean {
  if (file === CHOOSER) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return localImports(file).some((next) => reachesChooser(next, seen));
}

/** The test files, relative to mock-server/, split by whether they run on the suite's database. */
export function databaseTests(): { onTheDatabase: string[]; elsewhere: string[] } {
  const onTheDatabase: string[] = [];
  const elsewhere: string[] = [];
  for (const file of testFiles(SRC).sort()) {
    const name = relative(dirname(SRC), file);
    if (READS_ADDRESS.test(readFileSync(file, 'utf8')) || reachesChooser(file)) onTheDatabase.push(name);
    else elsewhere.push(name);
  }
  return { onTheDatabase, elsewhere };
}

if (import.meta.main) {
  const { onTheDatabase, elsewhere } = databaseTests();
  console.log(`On the suite's database (${onTheDatabase.length}):\n  ${onTheDatabase.join('\n  ')}`);
  console.log(`Never on a database (${elsewhere.length}):\n  ${elsewhere.join('\n  ')}`);
}
