import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text the browser downloads (source maps are for developers only). */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.vtt',
  '.txt',
  '.webmanifest',
]);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* filesOf(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside every compressible file of `dir`. */
export function precompressDirectory(dir: string): {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
} {
  const totals = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  for (const file of filesOf(dir)) {
    if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gzip = gzipSync(bytes, { level: 9 });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzip);
    totals.files += 1;
    totals.raw += bytes.length;
    totals.brotli += brotli.length;
    totals.gzip += gzip.length;
  }
  return totals;
}

/**
 * Precompressed brotli and gzip copies of the build, written once at build time, so a server (the
 * reference backend, or any static host: see docs/deploy notes in docs/performance.md) sends the
 * smallest encoding the browser accepts without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const totals = precompressDirectory(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      this.info?.(
        `precompressed ${totals.files} files: ${kb(totals.raw)} → ${kb(totals.brotli)} brotli, ${kb(totals.gzip)} gzip`,
      );
    },
  };
}
