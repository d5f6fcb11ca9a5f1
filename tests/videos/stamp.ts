import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What the videos show and how they are made: the web app's source and this recorder. */
export const STAMP_INPUTS = ['web/src', 'web/index.html', 'web/public', 'tests/videos'];
/** Never part of the stamp: the recorder's own output, dependencies and build folders. */
const SKIPPED = new Set(['node_modules', '.tsbuild', 'dist', 'videos-out']);
const OUTPUT = join('web', 'public', 'media', 'videos');

/** The files under the inputs, sorted, as paths relative to the root (with '/'). */
export function stampFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    const rel = relative(root, path);
    if (rel === OUTPUT) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const name of readdirSync(path)) if (!SKIPPED.has(name)) walk(join(path, name));
    } else if (stats.isFile()) {
      files.push(rel.split(sep).join('/'));
    }
  };
  for (const input of STAMP_INPUTS) if (existsSync(join(root, input))) walk(join(root, input));
  return files.sort();
}

/** A sha256 over every input file's path and content: it changes when the UI or a journey does. */
export function computeStamp(root: string): string {
  const hash = createHash('sha256');
  for (const file of stampFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
