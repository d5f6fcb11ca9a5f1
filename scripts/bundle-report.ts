// `./portal bench`: the gzipped JavaScript the first authenticated page (/billing/overview)
// loads, read from the build's chunk graph. Run after `pnpm build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = join(import.meta.dirname, '..', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

/** The route modules /billing/overview loads: the guarded frame, the dynamic page and its screen (the overview). */
const ROUTE_MODULES = [
  'src/app/guarded-layout.tsx',
  'src/pages/dynamic-page.tsx',
  'src/screens/cost/overview-screen.tsx',
];

const files = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dependency of chunk.imports ?? []) visit(dependency);
};
// The app's page (the build's other page, the sign-in popup's redirect bridge, loads on its own).
const entry = manifest['index.html']?.isEntry ? 'index.html' : undefined;
if (!entry) throw new Error('No index.html entry in the manifest: run pnpm build first.');
visit(entry);
for (const module of ROUTE_MODULES) {
  // A moved route module must not drop out of the figure unnoticed.
  if (!manifest[module]) throw new Error(`${module} is not in the build manifest: update ROUTE_MODULES.`);
  visit(module);
}

const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
  raw: 0,
  gzip: 0,
});
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('JavaScript of the first authenticated page (/billing/overview):');
for (const row of rows)
  console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} gzip`);
console.log(`  ${'total'.padEnd(48)} ${kb(total.raw).padStart(10)} ${kb(total.gzip).padStart(10)} gzip`);
const msal = Object.values(manifest).find((chunk) => chunk.src?.endsWith('identity-client.ts'));
if (msal && files.has(msal.file)) {
  console.error('The sign-in library is part of the signed-in page: it belongs to the sign-in routes only.');
  process.exit(1);
}
