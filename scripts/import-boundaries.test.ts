import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');
const useReact = "import { useState } from 'react';\nexport const x = useState;\n";
const useWeb = "import { x } from '@portal/web';\nexport const y = x;\n";
const useHooks = "import { Store } from '@portal/hooks/core';\nexport const y = Store;\n";

/**
 * Lints a small module placed at `path` (under a unique name) for the moment; true when Biome
 * refuses its import. Folders it needs are made and removed again.
 */
function refused(path: string, source: string, rule = 'noRestrictedImports'): boolean {
  // Biome matches its per-folder overrides against paths relative to the workspace root.
  const probe = path.replace(/\.(tsx?)$/, `.boundary-probe-${process.pid}.$1`);
  if (existsSync(join(root, probe))) throw new Error(`${probe} exists: the probe would overwrite it`);
  let made = dirname(join(root, probe));
  while (!existsSync(dirname(made))) made = dirname(made);
  const created = existsSync(made) ? undefined : made;
  mkdirSync(dirname(join(root, probe)), { recursive: true });
  writeFileSync(join(root, probe), source);
  try {
    const result = spawnSync(biome, ['lint', probe], { cwd: root, encoding: 'utf8' });
    return result.status !== 0 && `${result.stdout}${result.stderr}`.includes(rule);
  } finally {
    rmSync(join(root, probe), { force: true });
    if (created) rmSync(created, { recursive: true, force: true });
  }
}

describe('import boundaries (contracts → sdk → hooks → web)', () => {
  it('keeps React out of hooks/core', () => {
    expect(refused('hooks/src/core/x.ts', useReact)).toBe(true);
    expect(refused('hooks/src/react/x.ts', useReact)).toBe(false);
  });

  it('keeps web out of sdk and hooks, and hooks out of sdk', () => {
    expect(refused('hooks/src/core/x.ts', useWeb)).toBe(true);
    expect(refused('hooks/src/react/x.ts', useWeb)).toBe(true);
    expect(refused('sdk/src/x.ts', useWeb)).toBe(true);
    expect(refused('sdk/src/x.ts', useHooks)).toBe(true);
    expect(refused('web/src/x.ts', useHooks)).toBe(false);
  });
});

describe('the reference backend implements the contract, not the client', () => {
  const useSdk = "import type { components } from '@portal/sdk';\nexport type T = components;\n";
  const useContract =
    "import type { components } from '@portal/contracts/openapi';\nexport type T = components;\n";

  it('takes its types from @portal/contracts; only its tests use the SDK, as a client', () => {
    expect(refused('mock-server/src/http/handlers/x.ts', useSdk)).toBe(true);
    expect(refused('mock-server/src/domain/costs/x.ts', useSdk)).toBe(true);
    expect(refused('mock-server/src/http/handlers/x.ts', useContract)).toBe(false);
    expect(refused('mock-server/src/x.test.ts', useSdk)).toBe(false);
  });
});

describe('the reference backend: domain apart from transport', () => {
  const useHandlers = (from: string) =>
    `import { costHandlers } from '${from}';\nexport const h = costHandlers;\n`;
  const useProblem = (from: string) => `import { notFound } from '${from}';\nexport const p = notFound;\n`;
  const useDomain = (from: string) =>
    `import { BILLING_CURRENCY } from '${from}';\nexport const c = BILLING_CURRENCY;\n`;

  it('lets only the app assembly import the handler tables', () => {
    // The assembly itself imports every table (a probe cannot take its name: app.ts is linted as is).
    expect(spawnSync(biome, ['lint', 'mock-server/src/app.ts'], { cwd: root }).status).toBe(0);
    expect(refused('mock-server/src/server-probe.ts', useHandlers('./http/handlers/costs.ts'))).toBe(true);
    expect(refused('mock-server/src/http/x.ts', useHandlers('./handlers/costs.ts'))).toBe(true);
    expect(refused('mock-server/src/assistant/x.ts', useHandlers('../http/handlers/costs.ts'))).toBe(true);
    expect(refused('mock-server/src/seed/x.ts', useHandlers('../http/handlers/costs.ts'))).toBe(true);
    expect(refused('mock-server/src/domain/x.ts', useHandlers('../http/handlers/costs.ts'))).toBe(true);
    expect(refused('mock-server/src/http/handlers/x.ts', useHandlers('./costs.ts'))).toBe(false);
    expect(refused('mock-server/src/x.test.ts', useHandlers('./http/handlers/costs.ts'))).toBe(false);
  });

  it('keeps the domain, the assistant, the report host and the seed off the HTTP layer', () => {
    expect(refused('mock-server/src/domain/costs/x.ts', useProblem('../../http/problem.ts'))).toBe(true);
    expect(refused('mock-server/src/report-host/x.ts', useProblem('../http/problem.ts'))).toBe(true);
    expect(refused('mock-server/src/assistant/x.ts', useProblem('../http/problem.ts'))).toBe(true);
    expect(refused('mock-server/src/http/handlers/x.ts', useProblem('../problem.ts'))).toBe(false);
  });

  it('lets every layer above the domain use it', () => {
    for (const from of ['assistant', 'report-host', 'seed']) {
      expect(refused(`mock-server/src/${from}/x.ts`, useDomain('../domain/costs/currency.ts'))).toBe(false);
    }
    expect(refused('mock-server/src/http/handlers/x.ts', useDomain('../../domain/costs/currency.ts'))).toBe(
      false,
    );
  });
});

describe('web folders one way (app → features → shared)', () => {
  /** A module at `from` importing `name` from the module at `to` (both relative to the root). */
  const importing = (from: string, to: string, name = 'x'): string => {
    let specifier = relative(dirname(from), to);
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    return `import { ${name} } from '${specifier}';\nexport const y = ${name};\n`;
  };
  const probe = (from: string, to: string) => refused(from, importing(from, to));

  it('keeps the app layer out of features and shared code, at any depth', () => {
    expect(probe('web/src/pages/x.ts', 'web/src/app/routes.tsx')).toBe(true);
    expect(probe('web/src/lib/x.ts', 'web/src/app/routes.tsx')).toBe(true);
    expect(probe('web/src/ui/x.ts', 'web/src/shell/shell-layout.tsx')).toBe(true);
    expect(probe('web/src/ui/charts/deep/x.ts', 'web/src/shell/shell-layout.tsx')).toBe(true);
    expect(probe('web/src/data/x.ts', 'web/src/features/cost/api.ts')).toBe(true);
    expect(probe('web/src/features/cost/screens/deep/x.tsx', 'web/src/app/routes.tsx')).toBe(true);
    expect(probe('web/src/features/cost/screens/x.tsx', 'web/src/screens/registry.ts')).toBe(true);
  });

  it('lets the frame compose features but not features reach back into the frame', () => {
    expect(probe('web/src/session/x.ts', 'web/src/shell/shell-layout.tsx')).toBe(true);
    expect(probe('web/src/dialogs/x.ts', 'web/src/shell/shell-layout.tsx')).toBe(true);
    expect(probe('web/src/features/settings/components/deep/x.tsx', 'web/src/shell/branding.ts')).toBe(true);
    expect(probe('web/src/features/reports/components/x.tsx', 'web/src/pages/dynamic-page.tsx')).toBe(true);
    expect(probe('web/src/app/x.ts', 'web/src/shell/shell-layout.tsx')).toBe(false);
    expect(probe('web/src/pages/x.ts', 'web/src/lib/portal-context.tsx')).toBe(false);
    expect(probe('web/src/shell/x.tsx', 'web/src/features/chat/components/chat-dialog.tsx')).toBe(false);
  });

  it('keeps features from importing one another; shared code is open to them', () => {
    expect(
      probe('web/src/features/cost/screens/x.tsx', 'web/src/features/office/screens/usage-screen.tsx'),
    ).toBe(true);
    expect(probe('web/src/features/scores/screens/deep/x.tsx', 'web/src/features/cost/api.ts')).toBe(true);
    expect(probe('web/src/features/settings/api/x.ts', 'web/src/features/reports/api.ts')).toBe(true);
    expect(probe('web/src/features/settings/api/x.ts', 'web/src/shell/branding.ts')).toBe(true);
    expect(probe('web/src/features/cost/screens/deep/x.tsx', 'web/src/features/cost/api.ts')).toBe(false);
    expect(probe('web/src/features/cost/screens/deep/x.tsx', 'web/src/ui/figure-table.tsx')).toBe(false);
    expect(probe('web/src/features/office/screens/x.tsx', 'web/src/data/use-server-list.ts')).toBe(false);
  });

  it('lets only the data layer reach the SDK client: components never call it', () => {
    const client = 'web/src/data/portal-api.ts';
    expect(probe('web/src/features/cost/screens/deep/x.tsx', client)).toBe(true);
    expect(probe('web/src/features/cost/components/x.tsx', client)).toBe(true);
    expect(probe('web/src/shell/deep/x.tsx', client)).toBe(true);
    expect(probe('web/src/pages/x.tsx', client)).toBe(true);
    expect(probe('web/src/ui/crud/x.tsx', client)).toBe(true);
    expect(probe('web/src/dialogs/x.tsx', client)).toBe(true);
    expect(probe('web/src/features/cost/api/x.ts', client)).toBe(false);
    expect(probe('web/src/features/cost/api/deep/x.ts', client)).toBe(false);
    expect(probe('web/src/shell/api/x.ts', client)).toBe(false);
    expect(probe('web/src/shell/api/x.ts', 'web/src/app/routes.tsx')).toBe(true);
    expect(probe('web/src/data/x.ts', client)).toBe(false);
    // The whole portal, clients included, is the data layer's too; its services are everyone's.
    const context = 'web/src/lib/portal-context.tsx';
    expect(
      refused(
        'web/src/features/office/screens/deep/x.tsx',
        importing('web/src/features/office/screens/deep/x.tsx', context, 'usePortalInternals'),
      ),
    ).toBe(true);
    expect(
      refused(
        'web/src/features/office/screens/deep/x.tsx',
        importing('web/src/features/office/screens/deep/x.tsx', context, 'usePortal'),
      ),
    ).toBe(false);
    expect(refused('web/src/data/x.ts', importing('web/src/data/x.ts', context, 'usePortalInternals'))).toBe(
      false,
    );
  });
});

describe('the reference backend: small functions', () => {
  const functionOf = (lines: number) =>
    `export function long(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines - 2)}  return n;\n}\n`;

  it('refuses a function over 80 lines in mock-server/src, tests aside', () => {
    const rule = 'noExcessiveLinesPerFunction';
    expect(refused('mock-server/src/domain/x.ts', functionOf(81), rule)).toBe(true);
    expect(refused('mock-server/src/seed/x.ts', functionOf(80), rule)).toBe(false);
    expect(refused('mock-server/src/x.test.ts', functionOf(120), rule)).toBe(false);
  });
});
