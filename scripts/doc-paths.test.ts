import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const PACKAGES = ['web', 'hooks', 'sdk', 'mock-server', 'contracts', 'tests', 'pacts'];

/** The project's own documents: docs/, the README and each package's README. */
function documents(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  const readmes = PACKAGES.map((pkg) => `${pkg}/README.md`).filter((file) => existsSync(join(ROOT, file)));
  return ['README.md', ...docs, ...readmes];
}

/**
 * The file paths a document names in code spans: those that start at a folder of the project
 * (`web/src/…`, `scripts/…`). Not a pattern (`*`, `<name>`, `{a,b}`), and not a path named as what
 * a file was before (`then \`…\``, `was \`…\``). A line number or range after the path is dropped.
 */
function namedPaths(text: string): string[] {
  const folders = [...PACKAGES, 'scripts', 'docs', '.ci'].map((f) => f.replace('.', '\\.')).join('|');
  const span = new RegExp(`(\\b(?:then|was|formerly) )?\`((?:${folders})/[^\`\\s]*)\``, 'g');
  const paths: string[] = [];
  for (const match of text.matchAll(span)) {
    if (match[1]) continue;
    const path = (match[2] ?? '').replace(/[.,;:]+$/, '').replace(/:\d+([–-]\d+)?$/, '');
    if (/[*<>{}]/.test(path)) continue;
    paths.push(path);
  }
  return paths;
}

describe('the documents', () => {
  it('name only paths that exist (or that the build writes, which git ignores)', () => {
    const missing: { doc: string; path: string }[] = [];
    for (const doc of documents()) {
      // A package's document may name paths inside the package (docs/mock-server.md: scripts/…).
      const pkg = doc.startsWith('docs/') ? doc.slice(5, -3) : dirname(doc);
      for (const path of namedPaths(readFileSync(join(ROOT, doc), 'utf8'))) {
        const there =
          existsSync(join(ROOT, path)) || (PACKAGES.includes(pkg) && existsSync(join(ROOT, pkg, path)));
        if (!there) missing.push({ doc, path });
      }
    }
    // What the build or a run writes is named as where it goes: git ignores it.
    const ignored = new Set(
      missing.length === 0
        ? []
        : execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
            cwd: ROOT,
            // A folder the build has not written yet matches a `dist/` pattern only as `dist/`.
            input: missing.flatMap((m) => [m.path, `${m.path}/`]).join('\n'),
            encoding: 'utf8',
          })
            .split('\n')
            .filter(Boolean)
            .map((path) => path.replace(/\/$/, '')),
    );
    expect(missing.filter((m) => !ignored.has(m.path))).toEqual([]);
  });

  it('find a path that is not there, and let a pattern or an earlier name be', () => {
    expect(
      namedPaths('see `web/src/gone.ts:12`, `web/src/*.ts`, then `web/src/old/` and `docs/x.md`.'),
    ).toEqual(['web/src/gone.ts', 'docs/x.md']);
  });
});
