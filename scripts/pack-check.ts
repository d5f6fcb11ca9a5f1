/**
 * The packages as another front end gets them: builds @portal/sdk and @portal/hooks with tsdown,
 * packs them with `pnpm pack`, unpacks the tarballs into a scratch node_modules beside links to
 * their declared dependencies, and checks that
 * - the manifests carry no workspace protocol and every export points at a packed file;
 * - React is an optional peer of the hooks package, needed by its React entry only;
 * - every framework-free entry of `@portal/hooks` (session, menu, tables, …) and `@portal/sdk` load
 *   with no React installed at all;
 * - `@portal/hooks/react` loads once React is there;
 * - the packed type declarations compile in a consumer's TypeScript file.
 * Exits non-zero with the reasons on any failure.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'portal-pack-'));
const problems: string[] = [];

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  exports?: Record<string, string | Record<string, string>>;
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Builds and packs a workspace package; answers where it was unpacked. */
function packAndUnpack(folder: string, name: string): string {
  run('pnpm', ['run', '--silent', 'build'], join(root, folder));
  const packs = join(scratch, 'packs');
  mkdirSync(packs, { recursive: true });
  run('pnpm', ['pack', '--pack-destination', packs], join(root, folder));
  const tarball = readdirSync(packs).find((file) => file.startsWith(name.replace('@', '').replace('/', '-')));
  if (!tarball) throw new Error(`no tarball for ${name}`);
  const target = join(scratch, 'node_modules', ...name.split('/'));
  mkdirSync(target, { recursive: true });
  run('tar', ['-xzf', join(packs, tarball), '-C', target, '--strip-components=1'], scratch);
  return target;
}

/** Links a dependency from the workspace package that declares it, as an installer would place it. */
function linkDependency(from: string, name: string): void {
  const source = join(root, from, 'node_modules', ...name.split('/'));
  const target = join(scratch, 'node_modules', ...name.split('/'));
  if (existsSync(target)) return;
  if (!existsSync(source)) {
    problems.push(`${name} (a dependency of ${from}) is not installed in the workspace`);
    return;
  }
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(source, target, 'dir');
}

function checkManifest(folder: string, label: string): Manifest {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest;
  const text = JSON.stringify(manifest);
  if (text.includes('workspace:')) problems.push(`${label}: the packed manifest still says workspace:`);
  for (const [door, target] of Object.entries(manifest.exports ?? {})) {
    const files = typeof target === 'string' ? [target] : Object.values(target);
    for (const file of files) {
      if (file.endsWith('.ts') && !file.endsWith('.d.ts'))
        problems.push(`${label}: export ${door} points at a TypeScript source (${file})`);
      if (!existsSync(join(folder, file)))
        problems.push(`${label}: export ${door} points at a missing ${file}`);
    }
  }
  return manifest;
}

function node(script: string): string {
  const file = join(scratch, `check-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, script);
  return run(process.execPath, [file], scratch).trim();
}

try {
  const sdk = packAndUnpack('sdk', '@portal/sdk');
  const hooks = packAndUnpack('hooks', '@portal/hooks');
  const sdkManifest = checkManifest(sdk, '@portal/sdk');
  const hooksManifest = checkManifest(hooks, '@portal/hooks');

  if (hooksManifest.dependencies?.react || hooksManifest.peerDependencies?.react === undefined)
    problems.push('@portal/hooks: React must be a peer dependency, not a dependency');
  if (hooksManifest.peerDependenciesMeta?.react?.optional !== true)
    problems.push('@portal/hooks: the React peer must be optional (the core entry needs no React)');

  for (const dependency of Object.keys(sdkManifest.dependencies ?? {})) linkDependency('sdk', dependency);

  // No React in the scratch folder yet: every framework-free entry and the SDK must load without it.
  const entries = Object.keys(hooksManifest.exports ?? {}).filter(
    (entry) => entry !== './react' && entry !== './package.json',
  );
  if (entries.length < 2)
    problems.push(`@portal/hooks: its framework-free entry points are missing (${entries})`);
  const withoutReact = node(
    `const names = ${JSON.stringify(entries.map((entry) => entry.slice(2)))};` +
      "const loaded = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await import('@portal/hooks/' + name)])));" +
      "const sdk = await import('@portal/sdk');" +
      'console.log(names.length, typeof loaded.session?.Session, typeof loaded.menu?.MenuController, typeof sdk.createPortalClient);',
  );
  if (withoutReact !== `${entries.length} function function function`)
    problems.push(`the framework-free entries and the sdk without React answered: ${withoutReact}`);
  try {
    node("await import('@portal/hooks/react');");
    problems.push('@portal/hooks/react loaded without React: it must need its peer');
  } catch {
    // Expected: the React entry needs React.
  }

  linkDependency('hooks', 'react');
  const withReact = node("const r = await import('@portal/hooks/react'); console.log(typeof r.useMenu);");
  if (withReact !== 'function') problems.push(`@portal/hooks/react answered: ${withReact}`);

  // The packed declarations, as a consumer's editor and compiler read them.
  linkDependency('hooks', '@types/react');
  writeFileSync(
    join(scratch, 'consumer.ts'),
    [
      "import { MenuController } from '@portal/hooks/menu';",
      "import { Session, type SessionNotice } from '@portal/hooks/session';",
      "import { useMenu } from '@portal/hooks/react';",
      "import { createPortalClient, type ApiResult, type MenuItem } from '@portal/sdk';",
      'const api = createPortalClient();',
      'const menu = new MenuController({ load: (q, init) => api.portal.menu(q, init), personas: [], features: [] });',
      "const notice: SessionNotice = { code: 'new-tenant', tenant: 'Contoso' };",
      'const result: Promise<ApiResult<MenuItem[]>> = api.portal.menu();',
      'export { menu, notice, result, Session, useMenu };',
    ].join('\n'),
  );
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'es2023',
        module: 'preserve',
        moduleResolution: 'bundler',
        strict: true,
        noEmit: true,
        lib: ['es2023', 'dom'],
        types: [],
      },
      files: ['consumer.ts'],
    }),
  );
  try {
    run(join(root, 'node_modules', '.bin', 'tsc'), ['-p', scratch], scratch);
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string };
    problems.push(`the packed types do not compile:\n${output.stdout ?? ''}${output.stderr ?? ''}`);
  }
} catch (error) {
  const output = error as { message?: string; stdout?: string; stderr?: string };
  problems.push(`${output.message ?? String(error)}\n${output.stdout ?? ''}${output.stderr ?? ''}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`Package check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'Packages: @portal/sdk and @portal/hooks build, pack, load (the framework-free entries without React) and type-check',
);
