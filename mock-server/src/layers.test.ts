import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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
  // The domain keeps the business rules; every query lives in the data-access layer (src/data),
  // so another database engine can take its place without touching them.
  const callers = [
    ...sources('http'),
    ...sources('offline/idp'),
    ...sources('import'),
    ...sources('notify'),
    ...sources('alerts'),
    ...sources('pact'),
    ...sources('domain'),
    'app.ts',
    'server.ts',
  ];

  it('keeps SQL out of the handlers, the domain, the identity provider and the pact states', () => {
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
          /^(\.\.\/)+(http|assistant|offline|seed|pact|testing|notify|alerts|app\.ts|server\.ts)\b/.test(
            target,
          ),
        )
        .map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
    expect(sources('domain').length).toBeGreaterThan(0);
  });
});

/**
 * The folder-level import graph of src/ (tests excluded; type-only imports count, since they tie
 * the folders' code together too): an edge per folder a module imports from another. A module at
 * the top of src/ (app.ts, config.ts, …) is a node of its own.
 */
export function folderGraph(): Map<string, Set<string>> {
  const nodeOf = (file: string) => (file.includes('/') ? (file.split('/')[0] ?? file) : file);
  const graph = new Map<string, Set<string>>();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const target of importedModules(file)) {
      const [from, to] = [nodeOf(file), nodeOf(target)];
      if (from === to) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/**
 * The modules of src/ a module imports (static, dynamic and type-only imports), relative to src/;
 * packages and paths outside src/ left out.
 */
function importedModules(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.\.?\/[^']+)'/g)]
    .map((match) => relative(src, resolve(dirname(join(src, file)), match[1] ?? '')))
    .filter((target) => !target.startsWith('..'));
}

/** Every cycle of a graph, each once, as the path that closes it ('a → b → a'). */
export function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const walk = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        // One spelling per cycle: rotated to start at its smallest node.
        const start = loop.indexOf([...loop].sort()[0] ?? '');
        const rotated = [...loop.slice(start), ...loop.slice(0, start)];
        cycles.add([...rotated, rotated[0]].join(' → '));
      } else walk(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) walk(node, [node]);
  return [...cycles].sort();
}

describe('the import graph of src/ between folders', () => {
  it('has no cycle', () => {
    expect(cyclesOf(folderGraph())).toEqual([]);
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['domain', new Set(['data'])],
      ['data', new Set(['db', 'domain'])],
      ['http', new Set(['domain'])],
    ]);
    expect(cyclesOf(graph)).toEqual(['data → domain → data']);
  });

  it('sees the layers it checks: the handlers over the domain over the data', () => {
    const graph = folderGraph();
    expect(graph.get('http')).toContain('domain');
    expect(graph.get('domain')).toContain('data');
    expect(graph.get('assistant')).toContain('domain');
    expect(graph.get('app.ts')).toContain('http');
  });
});

/**
 * The file-level import graph of a folder of src/ (tests excluded, type-only imports counted): an
 * edge per module a module imports, within the folder.
 */
export function fileGraph(folder: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sources(folder)) {
    const within = importedModules(file).filter(
      (target) => target.startsWith(`${folder}/`) && target !== file,
    );
    graph.set(file, new Set(within));
  }
  return graph;
}

/**
 * The groups of modules that import one another round (Tarjan's strongly connected components of
 * more than one module), each sorted: linear in the graph, where listing every cycle is not.
 */
export function tangles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

describe('the import graph of each folder of src/ between files', () => {
  const folders = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('has no module that imports itself back through others', () => {
    expect(folders).toContain('domain');
    expect(folders.flatMap((folder) => tangles(fileGraph(folder)))).toEqual([]);
  });

  it('finds such a group when there is one (the check can fail)', () => {
    const graph = new Map([
      ['domain/costs/summary.ts', new Set(['domain/budgets/budgets.ts', 'domain/money.ts'])],
      ['domain/budgets/budgets.ts', new Set(['domain/costs/summary.ts'])],
      ['domain/money.ts', new Set<string>()],
    ]);
    expect(tangles(graph)).toEqual([['domain/budgets/budgets.ts', 'domain/costs/summary.ts']]);
  });

  it('sees the files it checks', () => {
    expect(fileGraph('domain').get('domain/costs/summary.ts')).toContain('domain/budgets/budgets.ts');
  });
});
