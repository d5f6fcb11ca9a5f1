import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const PACKAGES = ['web', 'hooks', 'sdk', 'mock-server', 'contracts', 'tests', 'pacts'];
/** The folders of docs/ whose documents describe one package, and that package. */
const CONCEPT_FOLDERS: Readonly<Record<string, string>> = { backend: 'mock-server', web: 'web' };

/** The project's own documents: every .md file of docs/ (subfolders too), the README and each package's README. */
function documents(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name.split(/[\\/]/).join('/')}`)
    .sort();
  const readmes = PACKAGES.map((pkg) => `${pkg}/README.md`).filter((file) => existsSync(join(ROOT, file)));
  return ['README.md', ...docs, ...readmes];
}

/**
 * The package whose paths a document may name from the package's own folder: a concept document's
 * package (docs/backend/… → mock-server, docs/web/… → web), a package's document (docs/hooks.md →
 * hooks) or README (pacts/README.md → pacts); undefined for the others.
 */
function homeOf(doc: string): string | undefined {
  const parts = doc.split('/');
  if (parts[0] === 'docs') {
    if (parts.length > 2) return CONCEPT_FOLDERS[parts[1] ?? ''];
    const name = (parts[1] ?? '').replace(/\.md$/, '');
    return PACKAGES.includes(name) ? name : undefined;
  }
  return PACKAGES.includes(dirname(doc)) ? dirname(doc) : undefined;
}

/** Whether `doc` is a concept document (docs/backend/…, docs/web/…), held to naming every file it names by a checked path. */
function isConceptDocument(doc: string): boolean {
  const parts = doc.split('/');
  return parts[0] === 'docs' && parts.length > 2 && (parts[1] ?? '') in CONCEPT_FOLDERS;
}

/** The folders of a package a path may start at (`src`, `scripts`, `build`, …). */
function packageFolders(pkg: string): string[] {
  return readdirSync(join(ROOT, pkg), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name);
}

/** The code spans of a text, each trimmed of the punctuation after it and of a line number or range. */
function codeSpans(text: string): { path: string; earlier: boolean }[] {
  return [...text.matchAll(/(\b(?:then|was|formerly) )?`([^`\s]+)`/g)].map((match) => ({
    path: (match[2] ?? '').replace(/[.,;:]+$/, '').replace(/:\d+([–-]\d+)?$/, ''),
    earlier: Boolean(match[1]),
  }));
}

/**
 * The file paths a document names in code spans: those that start at a folder of the project
 * (`web/src/…`, `scripts/…`) or, given the document's package, at a folder of that package
 * (`src/http/api.ts` in docs/backend/). Not a pattern (`*`, `<name>`, `{a,b}`, `…`), and not a path named
 * as what a file was before (`then \`…\``, `was \`…\``). A line number or range after the path is dropped.
 */
function namedPaths(text: string, home?: string): string[] {
  const folders = [
    ...new Set([...PACKAGES, 'scripts', 'docs', '.ci', ...(home ? packageFolders(home) : [])]),
  ];
  return codeSpans(text)
    .filter(({ path, earlier }) => !earlier && folders.some((folder) => path.startsWith(`${folder}/`)))
    .map(({ path }) => path)
    .filter((path) => !/[*<>{}…]/.test(path));
}

/**
 * Code spans that look like a file of the project (a relative path ending in a source or document
 * extension) but start at no folder `namedPaths` checks (`http/api.ts` for `src/http/api.ts`), so
 * nothing would find them gone.
 */
function uncheckedPaths(text: string, home?: string): string[] {
  const checked = new Set(namedPaths(text, home));
  return codeSpans(text)
    .filter(({ earlier }) => !earlier)
    .map(({ path }) => path)
    .filter(
      (path) =>
        /^[\w@-][\w.@-]*\/[^`]*\.(ts|tsx|js|mjs|css|sql|json|jsonc|yaml|yml|md|html|graphql)$/.test(path) &&
        !/[*<>{}…]/.test(path) &&
        !checked.has(path),
    );
}

/** Markdown with its fenced blocks and code spans taken out, so what they quote is not read as links. */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The heading anchors of a document, as GitHub makes them (lower case, punctuation dropped, spaces as hyphens). */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = (match[1] ?? '')
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** The relative links of a document (`[text](../web/routing.md#tabs)`), with what they point at. */
function relativeLinks(
  doc: string,
  text: string,
): { link: string; file: string; anchor: string | undefined }[] {
  const links: { link: string; file: string; anchor: string | undefined }[] = [];
  for (const match of prose(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const link = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('/')) continue; // a URL, or a route of the portal
    const [target = '', anchor] = link.split('#');
    const file = target === '' ? doc : posix.normalize(posix.join(posix.dirname(doc), decodeURI(target)));
    links.push({ link, file, anchor });
  }
  return links;
}

describe('the documents', () => {
  it('name only paths that exist (or that the build writes, which git ignores)', () => {
    const missing: { doc: string; path: string }[] = [];
    for (const doc of documents()) {
      // A package's document may name paths inside the package (docs/backend/…: src/…, scripts/…).
      const home = homeOf(doc);
      for (const path of namedPaths(readFileSync(join(ROOT, doc), 'utf8'), home)) {
        const there =
          existsSync(join(ROOT, path)) || (home !== undefined && existsSync(join(ROOT, home, path)));
        if (!there) missing.push({ doc, path });
      }
    }
    // What the build or a run writes is named as where it goes: git ignores it (from the root, or
    // from the document's package).
    const candidates = (m: { doc: string; path: string }) => {
      const home = homeOf(m.doc);
      return home ? [m.path, `${home}/${m.path}`] : [m.path];
    };
    const ignored = new Set(
      missing.length === 0
        ? []
        : execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
            cwd: ROOT,
            // A folder the build has not written yet matches a `dist/` pattern only as `dist/`.
            input: missing
              .flatMap(candidates)
              .flatMap((path) => [path, `${path}/`])
              .join('\n'),
            encoding: 'utf8',
          })
            .split('\n')
            .filter(Boolean)
            .map((path) => path.replace(/\/$/, '')),
    );
    expect(missing.filter((m) => !candidates(m).some((path) => ignored.has(path)))).toEqual([]);
  });

  it('in docs/backend/ and docs/web/, name every file from a folder the check reads', () => {
    const unchecked = documents()
      .filter(isConceptDocument)
      .flatMap((doc) =>
        uncheckedPaths(readFileSync(join(ROOT, doc), 'utf8'), homeOf(doc)).map((path) => ({ doc, path })),
      );
    expect(unchecked).toEqual([]);
  });

  it('link only to documents (and headings) that exist', () => {
    const broken: { doc: string; link: string }[] = [];
    for (const doc of documents()) {
      for (const { link, file, anchor } of relativeLinks(doc, readFileSync(join(ROOT, doc), 'utf8'))) {
        if (!existsSync(join(ROOT, file))) broken.push({ doc, link });
        else if (
          anchor &&
          file.endsWith('.md') &&
          !anchors(readFileSync(join(ROOT, file), 'utf8')).has(anchor)
        )
          broken.push({ doc, link });
      }
    }
    expect(broken).toEqual([]);
  });

  it('find a path that is not there, and let a pattern or an earlier name be', () => {
    expect(
      namedPaths('see `web/src/gone.ts:12`, `web/src/*.ts`, then `web/src/old/` and `docs/x.md`.'),
    ).toEqual(['web/src/gone.ts', 'docs/x.md']);
    // In a package's document, its own folders count: `src/…` is mock-server/src/… for docs/backend/.
    expect(homeOf('docs/backend/storage.md')).toBe('mock-server');
    expect(homeOf('docs/web/routing.md')).toBe('web');
    expect(homeOf('docs/hooks.md')).toBe('hooks');
    expect(homeOf('docs/testing.md')).toBeUndefined();
    expect(namedPaths('`src/http/api.ts` and `http/api.ts`', 'mock-server')).toEqual(['src/http/api.ts']);
    expect(uncheckedPaths('`src/http/api.ts`, `http/api.ts`, `/help-player.html`', 'mock-server')).toEqual([
      'http/api.ts',
    ]);
  });

  it('find a broken link or heading, and let URLs, routes and quoted code be', () => {
    const text = [
      '[a](../web/routing.md#tabs-in-the-url) [b](gone.md) [c](https://example.com/x.md) [d](/billing/x)',
      '`[e](quoted.md)`',
      '```',
      '[f](fenced.md)',
      '```',
    ].join('\n');
    expect(relativeLinks('docs/backend/x.md', text).map((l) => [l.file, l.anchor])).toEqual([
      ['docs/web/routing.md', 'tabs-in-the-url'],
      ['docs/backend/gone.md', undefined],
    ]);
    expect([
      ...anchors("# Title\n## The portal's `data` layer\n## Title\n```\n# not a heading\n```"),
    ]).toEqual(['title', 'the-portals-data-layer', 'title-1']);
  });
});
