// The public API of @portal/hooks, one report per entry point (hooks/api/<entry>.api.md), written
// by API Extractor from the declarations the package build emits (hooks/dist, `pnpm --filter
// @portal/hooks run build`). A change to the public surface then shows in review as a change of
// these files. With --check it writes nothing and fails when a report differs from the build, or
// when an entry's signatures name a type that no entry of the package exports.
// `pnpm api:hooks` builds and writes them; `./portal test` checks them in its packages step.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type ExtractorMessage,
} from '@microsoft/api-extractor';

const ROOT = join(import.meta.dirname, '..');
const HOOKS = join(ROOT, 'hooks');
const REPORTS = join(HOOKS, 'api');

interface Manifest {
  publishConfig: { exports: Record<string, string | { types: string }> };
}

/** Each published entry point (`./menu`, `./react`) and its declaration file in the build. */
function entryPoints(): { name: string; declarations: string }[] {
  const manifest = JSON.parse(readFileSync(join(HOOKS, 'package.json'), 'utf8')) as Manifest;
  return Object.entries(manifest.publishConfig.exports)
    .filter((entry): entry is [string, { types: string }] => typeof entry[1] === 'object')
    .map(([door, target]) => ({ name: door.slice(2), declarations: join(HOOKS, target.types) }));
}

/** The names an entry's source exports (hooks/src/<entry>.ts, or react/index.ts). */
function exportedNames(entry: string): Set<string> {
  const file = join(HOOKS, 'src', entry === 'react' ? 'react/index.ts' : `${entry}.ts`);
  const names = new Set<string>();
  for (const match of readFileSync(file, 'utf8').matchAll(/export (?:type )?\{([^}]*)\}/g))
    for (const name of (match[1] ?? '').split(','))
      names.add(
        name
          .replace(/\btype\b/, '')
          .trim()
          .split(/\s+as\s+/)
          .at(-1) ?? '',
      );
  names.delete('');
  return names;
}

/** API Extractor's report of one entry, and the types its signatures name that it does not export. */
function report(entry: { name: string; declarations: string }, folder: string) {
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: HOOKS,
      mainEntryPointFilePath: entry.declarations,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            lib: ['es2023', 'dom'],
            module: 'esnext',
            moduleResolution: 'bundler',
            target: 'es2023',
            strict: true,
            skipLibCheck: true,
            // @portal/sdk resolves to the workspace's TypeScript sources.
            allowImportingTsExtensions: true,
            noEmit: true,
            types: [],
          },
        },
      },
      apiReport: {
        enabled: true,
        reportFolder: folder,
        reportTempFolder: folder,
        reportFileName: entry.name,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
        extractorMessageReporting: {
          default: { logLevel: ExtractorLogLevel.None },
          'ae-forgotten-export': { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: false },
        },
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
      },
    },
    configObjectFullPath: join(HOOKS, 'api-extractor.json'),
    packageJsonFullPath: join(HOOKS, 'package.json'),
  });
  const forgotten: string[] = [];
  const problems: string[] = [];
  const result = Extractor.invoke(config, {
    localBuild: true,
    messageCallback: (message: ExtractorMessage) => {
      message.handled = true;
      if (message.messageId === 'ae-forgotten-export') {
        const name = /"([^"]+)"/.exec(message.text)?.[1];
        if (name) forgotten.push(name);
      } else if (
        message.logLevel === ExtractorLogLevel.Error ||
        message.logLevel === ExtractorLogLevel.Warning
      ) {
        problems.push(
          `${entry.name}: ${message.sourceFilePath ?? ''}:${message.sourceFileLine ?? ''} ${message.text}`,
        );
      }
    },
  });
  if (!result.succeeded) problems.push(`${entry.name}: API Extractor failed`);
  const text = readFileSync(join(folder, `${entry.name}.api.md`), 'utf8');
  return { text, forgotten, problems };
}

const check = process.argv.includes('--check');
const entries = entryPoints();
const everyExport = new Set(entries.flatMap((entry) => [...exportedNames(entry.name)]));
const scratch = mkdtempSync(join(tmpdir(), 'hooks-api-'));
const problems: string[] = [];
try {
  mkdirSync(REPORTS, { recursive: true });
  for (const entry of entries) {
    const result = report(entry, scratch);
    problems.push(...result.problems);
    for (const name of new Set(result.forgotten))
      if (!everyExport.has(name))
        problems.push(`${entry.name}: its signatures name ${name}, which no entry of @portal/hooks exports`);
    const file = join(REPORTS, `${entry.name}.api.md`);
    if (check) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {}
      if (current !== result.text)
        problems.push(
          `hooks/api/${entry.name}.api.md differs from the build's public API: run \`pnpm api:hooks\``,
        );
    } else writeFileSync(file, result.text);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  check
    ? `The public API of @portal/hooks matches hooks/api/ (${entries.length} entry points).`
    : `Wrote hooks/api/ (${entries.length} entry points).`,
);
