// The JavaScript budgets of issue 15, read from the production build's chunk graph (not timings):
// `./portal test` fails when one is broken, `./portal bench` prints the same figures.
//
//   /login before its first render          ≤ 220 KB gzipped
//   the first signed-in page (/billing/overview: frame, page, overview screen)  ≤ 200 KB gzipped
//   each screen's and page's own chunk      ≤ 40 KB gzipped
//   charts, reports, the chat, markdown and the sign-in library only where they are used
//   every script and style sheet precompressed (brotli and gzip) beside the build
//
// `--json FILE` also writes the figures for the benchmark page (scripts/bench.ts). Run after `pnpm build`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const KB = 1024;
export const BUDGETS = { login: 220 * KB, firstPage: 200 * KB, ownChunk: 40 * KB } as const;

const web = join(import.meta.dirname, '..', 'web');
const dist = process.env.PORTAL_WEB_DIST ?? join(web, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) throw new Error('No build manifest: run pnpm build first.');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
// What index.html loads before anything else: its module scripts and module preloads (the build
// puts the entry and its static imports into one start chunk, which the manifest lists by file).
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const startFiles = [
  ...indexHtml.matchAll(
    /<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="\/([^"]+\.js)"/g,
  ),
].map((match) => match[1] as string);
if (startFiles.length === 0) throw new Error('index.html loads no module script: run pnpm build first.');
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

const gzipCache = new Map<string, number>();
const gzipped = (file: string) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};

/** The files a page loads before it renders: the entry and the route modules with their static imports. */
function staticClosure(modules: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: update scripts/bundle-report.ts.`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  for (const file of startFiles) {
    const key = keyOfFile.get(file);
    if (key) visit(key);
    else files.add(file);
  }
  for (const module of modules) visit(module);
  return new Set([...files].filter((file) => file.endsWith('.js')));
}

const total = (files: Iterable<string>) => {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    raw += readFileSync(join(dist, file)).length;
    gzip += gzipped(file);
  }
  return { raw, gzip };
};

/** The source modules whose code a set of files holds. */
const sourcesOf = (files: Set<string>) =>
  Object.values(manifest)
    .filter((chunk) => chunk.src && files.has(chunk.file))
    .map((chunk) => chunk.src as string);

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const failures: string[] = [];

// Pages as the router loads them.
const PAGES = {
  '/login': ['src/auth/login-page.tsx'],
  '/billing/overview (first signed-in page)': [
    'src/app/frame.ts',
    'src/features/cost/screens/overview-screen.tsx',
  ],
} as const;
const login = staticClosure(PAGES['/login']);
const firstPage = staticClosure(PAGES['/billing/overview (first signed-in page)']);
const frame = staticClosure(['src/app/frame.ts']);

console.log('JavaScript of the first signed-in page (/billing/overview), largest first:');
const rows = [...firstPage]
  .map((file) => ({ file, raw: readFileSync(join(dist, file)).length, gzip: gzipped(file) }))
  .sort((a, b) => b.gzip - a.gzip);
for (const row of rows.slice(0, 12))
  console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} gzip`);
if (rows.length > 12) console.log(`  … and ${rows.length - 12} smaller chunks`);

const loginTotal = total(login);
const firstTotal = total(firstPage);
console.log('\nBudgets (gzipped JavaScript before the first render):');
const check = (label: string, size: number, budget: number) => {
  const ok = size <= budget;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${label.padEnd(44)} ${kb(size).padStart(10)} of ${kb(budget)}`);
  if (!ok) failures.push(`${label}: ${kb(size)} gzipped, over its ${kb(budget)} budget`);
};
check('/login', loginTotal.gzip, BUDGETS.login);
check('/billing/overview (first signed-in page)', firstTotal.gzip, BUDGETS.firstPage);

// Every screen of the registry and every page of the route table: its own chunk.
const lazyModules = (file: string, base: string) =>
  [...readFileSync(join(web, file), 'utf8').matchAll(/import\('(\.\.?\/[^']+\.tsx)'\)/g)].map((match) =>
    join(base, match[1] as string).replace(/\\/g, '/'),
  );
const owned = [
  ...new Set([
    ...lazyModules('src/screens/registry.ts', 'src/screens'),
    ...lazyModules('src/app/routes.tsx', 'src/app'),
  ]),
];
if (owned.length < 30) failures.push(`only ${owned.length} lazy screens and pages found: update the pattern`);
const ownSizes = owned
  .map((module) => {
    const chunk = manifest[module];
    if (!chunk) {
      failures.push(`${module} is not in the build manifest`);
      return { module, gzip: 0 };
    }
    return { module, gzip: gzipped(chunk.file) };
  })
  .sort((a, b) => b.gzip - a.gzip);
const largest = ownSizes[0];
let overOwn = 0;
for (const { module, gzip } of ownSizes)
  if (gzip > BUDGETS.ownChunk) {
    overOwn += 1;
    failures.push(`${module}'s own chunk: ${kb(gzip)} gzipped, over ${kb(BUDGETS.ownChunk)}`);
  }
console.log(
  `  ${overOwn ? 'OVER' : 'ok  '} ${`own chunk of each of ${ownSizes.length} screens and pages`.padEnd(44)} ${kb(largest?.gzip ?? 0).padStart(10)} of ${kb(BUDGETS.ownChunk)} (largest: ${largest?.module})`,
);

// Heavy features only where they are used.
const HEAVY: { label: string; where: (src: string) => boolean; notIn: [string, Set<string>][] }[] = [
  {
    label: 'the sign-in library (MSAL)',
    where: (src) => src.endsWith('src/auth/identity-client.ts'),
    notIn: [
      ['/login before a sign-in button is pressed', login],
      ['the first signed-in page', firstPage],
    ],
  },
  {
    label: 'reports (the report view and its client)',
    where: (src) =>
      src.includes('src/features/reports/components/report-view') || src.includes('powerbi-client'),
    notIn: [
      ['/login', login],
      ['the first signed-in page', firstPage],
    ],
  },
  {
    label: 'the chat and markdown',
    where: (src) => src.includes('src/features/chat/') || src.includes('react-markdown'),
    notIn: [
      ['/login', login],
      ['the first signed-in page', firstPage],
    ],
  },
  {
    label: 'charts',
    where: (src) => src.includes('src/ui/charts/'),
    notIn: [
      ['/login', login],
      ['the frame without a screen', frame],
    ],
  },
];
for (const heavy of HEAVY) {
  for (const [where, files] of heavy.notIn) {
    const found = sourcesOf(files).filter(heavy.where);
    if (found.length > 0) failures.push(`${heavy.label} is part of ${where} (${found.join(', ')})`);
  }
}
console.log(
  `  ${failures.some((f) => HEAVY.some((h) => f.startsWith(h.label))) ? 'OVER' : 'ok  '} charts, reports, chat, markdown and sign-in only where used`,
);

// Precompressed copies beside every script and style sheet.
const assets = Object.values(manifest).flatMap((chunk) => [
  chunk.file,
  ...((chunk as { css?: string[] }).css ?? []),
]);
const uncompressed = [...new Set(assets)].filter(
  (file) =>
    (file.endsWith('.js') || file.endsWith('.css')) &&
    readFileSync(join(dist, file)).length >= 1024 &&
    !(existsSync(join(dist, `${file}.br`)) && existsSync(join(dist, `${file}.gz`))),
);
if (uncompressed.length > 0)
  failures.push(`no brotli or gzip copy of ${uncompressed.length} files, e.g. ${uncompressed[0]}`);
console.log(
  `  ${uncompressed.length ? 'OVER' : 'ok  '} brotli and gzip copies of every script and style sheet`,
);

const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0 && process.argv[jsonAt + 1]) {
  writeFileSync(
    process.argv[jsonAt + 1] as string,
    `${JSON.stringify(
      {
        login: { ...loginTotal, budget: BUDGETS.login, files: login.size },
        firstPage: { ...firstTotal, budget: BUDGETS.firstPage, files: firstPage.size },
        largestOwnChunk: { module: largest?.module, gzip: largest?.gzip ?? 0, budget: BUDGETS.ownChunk },
      },
      null,
      2,
    )}\n`,
  );
}

if (failures.length > 0) {
  console.error(`\nBudgets broken:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
