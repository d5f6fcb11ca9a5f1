import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONSUMER_SOURCE_ROOTS,
  findCalls,
  isExcludedSource,
  listConsumerSources,
  scanConsumerCalls,
  stripComments,
} from './consumer-calls.ts';
import { sdkRestMethods, sdkSavedViewsMethods } from './sdk-operations.ts';

const REST = new Map<string, readonly string[]>([
  ['auth', ['login', 'logout', 'refresh']],
  ['account', ['get', 'whois']],
  ['portal', ['menu', 'search']],
  ['settings', ['get', 'licences']],
  ['audit', ['event', 'keepalive']],
]);
const VIEWS = ['list', 'getById', 'add', 'remove', 'touch'];

const calls = (source: string) =>
  findCalls(source, 'web/src/example.tsx', REST, VIEWS).map(
    (call) => `${call.client}.${call.method}@${call.line}`,
  );

describe('stripComments', () => {
  it('blanks line and block comments and keeps the line count', () => {
    const source = 'a(); // api.portal.menu()\n/* api.settings.get()\n */ b();';
    const stripped = stripComments(source);
    expect(stripped).not.toContain('api.');
    expect(stripped.split('\n')).toHaveLength(3);
    expect(stripped).toContain('a();');
    expect(stripped).toContain('b();');
  });

  it('keeps strings, template literals and regular expressions that look like comments', () => {
    const source = [
      "const url = 'https://example.test/x'; api.portal.menu();",
      `const t = \`//not a comment \${x}\`; api.settings.get();`,
      "const r = path.replace(/^\\/\\//, ''); api.account.whois();",
      'const half = total / 2; // api.auth.login()',
    ].join('\n');
    const stripped = stripComments(source);
    expect(stripped).toContain("'https://example.test/x'");
    expect(stripped).toContain(`\`//not a comment \${x}\``);
    expect(stripped).toContain('/^\\/\\//');
    expect(stripped).toContain('api.account.whois()');
    expect(stripped).toContain('total / 2;');
    expect(stripped).not.toContain('api.auth.login');
  });
});

describe('findCalls', () => {
  it('finds client methods through any receiver, called or handed on', () => {
    const source = [
      'const menu = await api.portal.menu(query);',
      'const user = useApiQuery(["whois"], (signal) => portal.api.account.whois({ signal }));',
      'const send = client.audit.event;',
      'await this.#api.auth.login(payload, token);',
      'void api.audit?.keepalive();',
    ].join('\n');
    expect(calls(source)).toEqual([
      'portal.menu@1',
      'account.whois@2',
      'audit.event@3',
      'auth.login@4',
      'audit.keepalive@5',
    ]);
  });

  it('skips names that are not methods of the client, and uses inside comments', () => {
    const source = [
      'const x = shell.settings.productName;',
      'api.portal.unknownMethod();',
      '/** Calls `api.portal.search` for the dialog. */',
      '// api.settings.licences()',
      'const licences = api.settings.licencesCount;',
    ].join('\n');
    expect(calls(source)).toEqual([]);
  });

  it("finds the web data layer's endpoints by group and method, and only the client's", () => {
    const source = [
      "export const api = { menu: endpoint('portal', 'menu'),",
      '  whois: endpoint("account", "whois"),',
      "  nope: endpoint('portal', 'foo'), other: endpoint('shell', 'menu') };",
      "// endpoint('settings', 'get')",
    ].join('\n');
    expect(calls(source)).toEqual(['portal.menu@1', 'account.whois@2']);
  });

  it('finds saved-views methods on a receiver named savedViews', () => {
    const source = [
      'await portal.savedViews.list(page, tab);',
      'this.#savedViews.touch(id);',
      'const views = new Set(); views.add(id);',
      'savedViewsClient.remove([id]);',
      'createSavedViewsClient({ url });',
    ].join('\n');
    expect(calls(source)).toEqual(['savedViews.list@1', 'savedViews.touch@2', 'savedViews.remove@4']);
  });
});

describe('consumer sources', () => {
  it('leaves out tests, test support and the example app', () => {
    expect(isExcludedSource('web/src/shell/banners.tsx')).toBe(false);
    expect(isExcludedSource('hooks/src/core/session.ts')).toBe(false);
    expect(isExcludedSource('web/src/shell/banners.test.tsx')).toBe(true);
    expect(isExcludedSource('hooks/src/core/menu.test.ts')).toBe(true);
    expect(isExcludedSource('hooks/src/public-api.test-d.ts')).toBe(true);
    expect(isExcludedSource('web/src/testing/render-signed-in.tsx')).toBe(true);
    expect(isExcludedSource('hooks/examples/plain-portal/src/app.tsx')).toBe(true);
    expect(isExcludedSource('web/src/types.d.ts')).toBe(true);
  });

  it('lists the files of each root with its endings, and scans them', () => {
    const workspace = mkdtempSync(join(tmpdir(), 'consumer-calls-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(workspace, path)), { recursive: true });
      writeFileSync(join(workspace, path), text);
    };
    write('web/src/page.tsx', 'api.portal.menu();\n');
    write('web/src/page.test.tsx', 'api.settings.get();\n');
    write('web/src/testing/render.tsx', 'api.settings.licences();\n');
    write('hooks/src/core/session.ts', '\nthis.#api.auth.refresh();\n');
    write('hooks/src/core/view.tsx', 'api.audit.event(e);\n');
    write('hooks/examples/plain/src/app.ts', 'api.auth.logout();\n');

    const files = listConsumerSources(CONSUMER_SOURCE_ROOTS, workspace);
    expect(files).toEqual(['hooks/src/core/session.ts', 'web/src/page.tsx']);
    expect(scanConsumerCalls(REST, VIEWS, files, workspace)).toEqual([
      { client: 'auth', method: 'refresh', file: 'hooks/src/core/session.ts', line: 2 },
      { client: 'portal', method: 'menu', file: 'web/src/page.tsx', line: 1 },
    ]);
  });

  it('finds calls in the real web app and hooks package with the SDK’s own method names', () => {
    const found = scanConsumerCalls(sdkRestMethods(), sdkSavedViewsMethods());
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every((call) => call.file.startsWith('web/src/') || call.file.startsWith('hooks/src/')),
    ).toBe(true);
  });
});
