import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { WORKSPACE_DIR } from './paths.ts';

/**
 * What the portal's consumer code really calls, read from its source: the web app and the hooks
 * package. A call is a use of an SDK client method, for example `api.portal.menu(`,
 * `portal.api.settings.get(`, `this.#api.auth.login(` or `api.audit.event` handed on as a function:
 * a property chain `.group.method` where group is a group of `createPortalClient` and method one of
 * its methods, or an endpoint of the web's data layer, `endpoint('group', 'method')`. Saved views are the `createSavedViewsClient` methods on a receiver named `savedViews`
 * (`portal.savedViews.list(`, `this.#savedViews.add(`). Comments do not count.
 */

/** One place in the consumer's source that uses a client method. */
export interface ConsumerCall {
  /** The REST group (`portal`) or `savedViews`. */
  readonly client: string;
  readonly method: string;
  /** Workspace-relative path, with forward slashes. */
  readonly file: string;
  /** 1-based line of the use. */
  readonly line: number;
}

/** A folder of consumer source and the file endings read in it. */
export interface SourceRoot {
  /** Workspace-relative folder. */
  readonly dir: string;
  readonly extensions: readonly string[];
}

/** The consumer code the contracts describe: the web app and the hooks package. */
export const CONSUMER_SOURCE_ROOTS: readonly SourceRoot[] = [
  { dir: 'web/src', extensions: ['.ts', '.tsx'] },
  { dir: 'hooks/src', extensions: ['.ts'] },
];

/**
 * Files that are not the consumer: tests and type tests, test support folders (`testing/`,
 * `__tests__/`, `__mocks__/`), declaration files, and the hooks package's example app.
 */
export function isExcludedSource(workspacePath: string): boolean {
  const path = workspacePath.split(sep).join('/');
  if (/\.(test|spec|test-d)\.tsx?$/.test(path) || path.endsWith('.d.ts')) return true;
  if (path.startsWith('hooks/examples/')) return true;
  return path.split('/').some((part) => part === 'testing' || part === '__tests__' || part === '__mocks__');
}

/** Every consumer source file under the roots, workspace-relative, sorted. */
export function listConsumerSources(
  roots: readonly SourceRoot[] = CONSUMER_SOURCE_ROOTS,
  workspace: string = WORKSPACE_DIR,
): string[] {
  const files: string[] = [];
  const visit = (dir: string, extensions: readonly string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) visit(full, extensions);
      else if (extensions.some((extension) => entry.name.endsWith(extension))) {
        const path = relative(workspace, full).split(sep).join('/');
        if (!isExcludedSource(path)) files.push(path);
      }
    }
  };
  for (const root of roots) {
    const dir = join(workspace, root.dir);
    if (existsSync(dir)) visit(dir, root.extensions);
  }
  return files.sort();
}

/** Characters after which a `/` starts a regular expression literal rather than a division. */
const REGEX_PRECEDERS = new Set([
  '',
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
]);
const REGEX_KEYWORDS = /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/;

/**
 * The source with every comment replaced by spaces (line breaks kept, so lines still count),
 * leaving strings, template literals and regular expression literals as they are.
 */
export function stripComments(source: string): string {
  let out = '';
  let i = 0;
  // The last significant character outside comments, to tell a regex literal from a division.
  let previous = '';
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  const copyQuoted = (quote: string) => {
    const start = i;
    i += 1;
    while (i < source.length && source[i] !== quote) {
      if (source[i] === '\\') i += 1;
      else if (quote !== '`' && source[i] === '\n') break;
      i += 1;
    }
    i += 1;
    out += source.slice(start, i);
    previous = quote;
  };
  while (i < source.length) {
    const char = source[i] ?? '';
    const next = source[i + 1] ?? '';
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (char === "'" || char === '"' || char === '`') {
      copyQuoted(char);
    } else if (char === '/' && (REGEX_PRECEDERS.has(previous) || REGEX_KEYWORDS.test(out.trimEnd()))) {
      // A regular expression literal: up to the closing slash outside a character class.
      const start = i;
      let inClass = false;
      i += 1;
      while (i < source.length && source[i] !== '\n') {
        const c = source[i];
        if (c === '\\') i += 1;
        else if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) break;
        i += 1;
      }
      i += 1;
      out += source.slice(start, i);
      previous = '/';
    } else {
      out += char;
      if (!/\s/.test(char)) previous = char;
      i += 1;
    }
  }
  return out;
}

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;

/**
 * The client method uses in one source text. `restMethods` maps each REST group to its methods;
 * `savedViewsMethods` are the saved-views client's methods. Names that are not methods of the
 * client (`api.portal.foo`, `shell.settings`) are not calls.
 */
export function findCalls(
  source: string,
  file: string,
  restMethods: ReadonlyMap<string, readonly string[]>,
  savedViewsMethods: readonly string[],
): ConsumerCall[] {
  const code = stripComments(source);
  const calls: ConsumerCall[] = [];
  const groups = [...restMethods.keys()].join('|');
  for (const match of code.matchAll(new RegExp(`\\.(${groups})\\??\\.([A-Za-z_$][\\w$]*)\\b`, 'g'))) {
    const [, client = '', method = ''] = match;
    if (restMethods.get(client)?.includes(method)) {
      calls.push({ client, method, file, line: lineAt(code, match.index) });
    }
  }
  // The web's data layer names a call as an endpoint: `endpoint('costs', 'budgets')`.
  for (const match of code.matchAll(
    new RegExp(
      `(?<![\\w$])endpoint\\(\\s*(['"])(${groups})\\1\\s*,\\s*(['"])([A-Za-z_$][\\w$]*)\\3\\s*\\)`,
      'g',
    ),
  )) {
    const [, , client = '', , method = ''] = match;
    if (restMethods.get(client)?.includes(method)) {
      calls.push({ client, method, file, line: lineAt(code, match.index) });
    }
  }
  for (const match of code.matchAll(/(?<![\w$])[\w$#]*[sS]avedViews(?:Client)?\??\.([A-Za-z_$][\w$]*)\b/g)) {
    const [, method = ''] = match;
    if (savedViewsMethods.includes(method)) {
      calls.push({ client: 'savedViews', method, file, line: lineAt(code, match.index) });
    }
  }
  return calls.sort((a, b) => a.line - b.line);
}

/** Every client method use in the consumer's source files. */
export function scanConsumerCalls(
  restMethods: ReadonlyMap<string, readonly string[]>,
  savedViewsMethods: readonly string[],
  files: readonly string[] = listConsumerSources(),
  workspace: string = WORKSPACE_DIR,
): ConsumerCall[] {
  return files.flatMap((file) =>
    findCalls(readFileSync(join(workspace, file), 'utf8'), file, restMethods, savedViewsMethods),
  );
}
