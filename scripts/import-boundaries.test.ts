import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from './boundaries.ts';

const root = join(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');
const useReact = "import { useState } from 'react';\nexport const x = useState;\n";
const useWeb = "import { x } from '@portal/web';\nexport const y = x;\n";
const useHooks = "import { Store } from '@portal/hooks/store';\nexport const y = Store;\n";

interface Probe {
  /** The module's place relative to the root (a probe's unique name, or a real file linted as is). */
  readonly path: string;
  readonly source?: string;
}

/**
 * Every probe of this file is declared while Vitest collects the tests and linted in one Biome
 * process before the first test runs (one process per probe took 2–5 s a test on a busy machine).
 * The probes are small modules placed under a unique name for that moment; folders they need are
 * made and removed again.
 */
const probes: Probe[] = [];
/** Per probed path, the rules Biome reported on it. */
let reported: ReadonlyMap<string, ReadonlySet<string>> | undefined;

/** A module with `source` at `path` (under a unique name): after the run, whether Biome refused it by `rule`. */
function refused(path: string, source: string, rule = 'noRestrictedImports'): () => boolean {
  // Biome matches its per-folder overrides against paths relative to the workspace root.
  const probe = path.replace(/\.(tsx?)$/, `.boundary-probe-${process.pid}-${probes.length}.$1`);
  probes.push({ path: probe, source });
  return () => ruleOn(probe, rule);
}

/** A real file, linted as it is: after the run, whether Biome reported nothing on it. */
function cleanAsIs(path: string): () => boolean {
  probes.push({ path });
  return () => (reported?.get(path)?.size ?? 0) === 0;
}

function ruleOn(path: string, rule: string): boolean {
  if (!reported) throw new Error('the probes have not been linted yet');
  return [...(reported.get(path) ?? [])].some((category) => category.endsWith(`/${rule}`));
}

function lintAll(): Map<string, Set<string>> {
  const written = probes.filter((p): p is Required<Probe> => p.source !== undefined);
  const created = new Set<string>();
  try {
    for (const { path, source } of written) {
      const file = join(root, path);
      if (existsSync(file)) throw new Error(`${path} exists: the probe would overwrite it`);
      let made = dirname(file);
      while (!existsSync(dirname(made))) made = dirname(made);
      if (!existsSync(made)) created.add(made);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, source);
    }
    const result = spawnSync(
      biome,
      ['lint', '--reporter=json', '--max-diagnostics=none', ...probes.map((p) => p.path)],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const line = result.stdout.split('\n').find((l) => l.startsWith('{'));
    if (!line) throw new Error(`Biome printed no report: ${result.stderr}`);
    const report = JSON.parse(line) as {
      summary: { unchanged: number; changed: number };
      diagnostics: { category?: string; location?: { path?: string } }[];
    };
    if (report.summary.unchanged + report.summary.changed !== probes.length) {
      throw new Error(`Biome read ${report.summary.unchanged} of ${probes.length} probes: ${result.stderr}`);
    }
    const byPath = new Map<string, Set<string>>();
    for (const d of report.diagnostics) {
      const path = d.location?.path;
      if (!path || !d.category) continue;
      const rules = byPath.get(path) ?? new Set<string>();
      rules.add(d.category);
      byPath.set(path, rules);
    }
    return byPath;
  } finally {
    for (const { path } of written) rmSync(join(root, path), { force: true });
    for (const folder of created) rmSync(folder, { recursive: true, force: true });
  }
}

beforeAll(() => {
  reported = lintAll();
});

/**
 * A test over probes: `declare` runs while Vitest collects, registering each probe with the
 * outcome it wants; the test then checks every outcome of the one Biome run.
 */
function probeIt(
  name: string,
  declare: (check: (probe: () => boolean, want: boolean) => void) => void,
): void {
  const wanted: { probe: () => boolean; want: boolean; path: string }[] = [];
  declare((probe, want) => wanted.push({ probe, want, path: probes.at(-1)?.path ?? '' }));
  it(name, () => {
    for (const { probe, want, path } of wanted) expect(probe(), path).toBe(want);
  });
}

describe('import boundaries (contracts → sdk → hooks → web)', () => {
  probeIt('keeps React out of hooks/core', (check) => {
    check(refused('hooks/src/core/x.ts', useReact), true);
    check(refused('hooks/src/react/x.ts', useReact), false);
  });

  probeIt('keeps web out of sdk and hooks, and hooks out of sdk', (check) => {
    check(refused('hooks/src/core/x.ts', useWeb), true);
    check(refused('hooks/src/react/x.ts', useWeb), true);
    check(refused('sdk/src/x.ts', useWeb), true);
    check(refused('sdk/src/x.ts', useHooks), true);
    check(refused('web/src/x.ts', useHooks), false);
  });
});

describe('the reference backend implements the contract, not the client', () => {
  const useSdk = "import type { components } from '@portal/sdk';\nexport type T = components;\n";
  const useContract =
    "import type { components } from '@portal/contracts/openapi';\nexport type T = components;\n";

  probeIt('takes its types from @portal/contracts; only its tests use the SDK, as a client', (check) => {
    check(refused('mock-server/src/http/handlers/x.ts', useSdk), true);
    check(refused('mock-server/src/domain/costs/x.ts', useSdk), true);
    check(refused('mock-server/src/http/handlers/x.ts', useContract), false);
    check(refused('mock-server/src/x.test.ts', useSdk), false);
  });
});

describe('the reference backend: domain apart from transport', () => {
  const useHandlers = (from: string) =>
    `import { costHandlers } from '${from}';\nexport const h = costHandlers;\n`;
  const useProblem = (from: string) => `import { notFound } from '${from}';\nexport const p = notFound;\n`;
  const useDomain = (from: string) =>
    `import { BILLING_CURRENCY } from '${from}';\nexport const c = BILLING_CURRENCY;\n`;

  probeIt('lets only the app assembly import the handler tables', (check) => {
    // The assembly itself imports every table (a probe cannot take its name: app.ts is linted as is).
    check(cleanAsIs('mock-server/src/app.ts'), true);
    check(refused('mock-server/src/server-probe.ts', useHandlers('./http/handlers/costs.ts')), true);
    check(refused('mock-server/src/http/x.ts', useHandlers('./handlers/costs.ts')), true);
    check(refused('mock-server/src/assistant/x.ts', useHandlers('../http/handlers/costs.ts')), true);
    check(refused('mock-server/src/seed/x.ts', useHandlers('../http/handlers/costs.ts')), true);
    check(refused('mock-server/src/domain/x.ts', useHandlers('../http/handlers/costs.ts')), true);
    check(refused('mock-server/src/http/handlers/x.ts', useHandlers('./costs.ts')), false);
    check(refused('mock-server/src/x.test.ts', useHandlers('./http/handlers/costs.ts')), false);
  });

  probeIt('keeps the domain, the assistant, the report host and the seed off the HTTP layer', (check) => {
    check(refused('mock-server/src/domain/costs/x.ts', useProblem('../../http/problem.ts')), true);
    check(refused('mock-server/src/offline/report-host/x.ts', useProblem('../../http/problem.ts')), true);
    check(refused('mock-server/src/assistant/x.ts', useProblem('../http/problem.ts')), true);
    check(refused('mock-server/src/http/handlers/x.ts', useProblem('../problem.ts')), false);
  });

  probeIt('lets every layer above the domain use it', (check) => {
    for (const from of ['assistant', 'seed']) {
      check(refused(`mock-server/src/${from}/x.ts`, useDomain('../domain/costs/currency.ts')), false);
    }
    check(
      refused('mock-server/src/offline/report-host/x.ts', useDomain('../../domain/costs/currency.ts')),
      false,
    );
    check(refused('mock-server/src/http/handlers/x.ts', useDomain('../../domain/costs/currency.ts')), false);
  });
});

describe('the reference backend: the offline stand-ins apart from what a deployment runs', () => {
  const useIdp = (from: string) =>
    `import { PORTAL_CLIENT_ID } from '${from}';\nexport const id = PORTAL_CLIENT_ID;\n`;

  probeIt('lets only the assembly, the pact states and the test backends wire in src/offline', (check) => {
    check(cleanAsIs('mock-server/src/server.ts'), true);
    check(
      refused('mock-server/src/http/handlers/x.ts', useIdp('../../offline/idp/identity-provider.ts')),
      true,
    );
    check(refused('mock-server/src/http/x.ts', useIdp('../offline/idp/identity-provider.ts')), true);
    check(refused('mock-server/src/data/x.ts', useIdp('../offline/idp/identity-provider.ts')), true);
    check(refused('mock-server/src/domain/x.ts', useIdp('../offline/idp/identity-provider.ts')), true);
    check(refused('mock-server/src/assistant/x.ts', useIdp('../offline/idp/identity-provider.ts')), true);
    check(refused('mock-server/src/main-probe.ts', useIdp('./offline/idp/identity-provider.ts')), true);
    check(refused('mock-server/src/pact/x.ts', useIdp('../offline/idp/identity-provider.ts')), false);
    check(refused('mock-server/src/testing/x.ts', useIdp('../offline/idp/identity-provider.ts')), false);
    check(refused('mock-server/src/offline/report-host/x.ts', useIdp('../idp/identity-provider.ts')), false);
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

  probeIt('keeps the app layer out of features and shared code, at any depth', (check) => {
    check(probe('web/src/pages/x.ts', 'web/src/app/routes.tsx'), true);
    check(probe('web/src/lib/x.ts', 'web/src/app/routes.tsx'), true);
    check(probe('web/src/ui/x.ts', 'web/src/shell/shell-layout.tsx'), true);
    check(probe('web/src/ui/charts/deep/x.ts', 'web/src/shell/shell-layout.tsx'), true);
    check(probe('web/src/data/x.ts', 'web/src/features/cost/api.ts'), true);
    check(probe('web/src/features/cost/screens/deep/x.tsx', 'web/src/app/routes.tsx'), true);
    check(probe('web/src/features/cost/screens/x.tsx', 'web/src/screens/registry.ts'), true);
  });

  probeIt('lets the frame compose features but not features reach back into the frame', (check) => {
    check(probe('web/src/session/x.ts', 'web/src/shell/shell-layout.tsx'), true);
    check(probe('web/src/dialogs/x.ts', 'web/src/shell/shell-layout.tsx'), true);
    check(probe('web/src/features/settings/components/deep/x.tsx', 'web/src/shell/branding.ts'), true);
    check(probe('web/src/features/reports/components/x.tsx', 'web/src/pages/dynamic-page.tsx'), true);
    check(probe('web/src/app/x.ts', 'web/src/shell/shell-layout.tsx'), false);
    check(probe('web/src/pages/x.ts', 'web/src/lib/portal-context.tsx'), false);
    check(probe('web/src/shell/x.tsx', 'web/src/features/chat/components/chat-dialog.tsx'), false);
  });

  probeIt('keeps features from importing one another; shared code is open to them', (check) => {
    check(
      probe('web/src/features/cost/screens/x.tsx', 'web/src/features/office/screens/usage-screen.tsx'),
      true,
    );
    check(probe('web/src/features/scores/screens/deep/x.tsx', 'web/src/features/cost/api.ts'), true);
    check(probe('web/src/features/settings/api/x.ts', 'web/src/features/reports/api.ts'), true);
    check(probe('web/src/features/settings/api/x.ts', 'web/src/shell/branding.ts'), true);
    check(probe('web/src/features/cost/screens/deep/x.tsx', 'web/src/features/cost/api.ts'), false);
    check(probe('web/src/features/cost/screens/deep/x.tsx', 'web/src/ui/figure-table.tsx'), false);
    check(probe('web/src/features/office/screens/x.tsx', 'web/src/data/use-server-list.ts'), false);
  });

  // The rules are generated from the feature folders (scripts/boundaries.ts): a new folder is covered.
  probeIt('holds for every feature folder, its components and its data layer', (check) => {
    if (FEATURES.length < 2) throw new Error('web/src/features has fewer than two features');
    for (const [index, feature] of FEATURES.entries()) {
      const other = FEATURES[(index + 1) % FEATURES.length];
      check(probe(`web/src/features/${feature}/screens/x.tsx`, `web/src/features/${other}/api.ts`), true);
      check(probe(`web/src/features/${feature}/api/x.ts`, `web/src/features/${other}/api.ts`), true);
      check(probe(`web/src/features/${feature}/screens/x.tsx`, `web/src/features/${feature}/api.ts`), false);
    }
  });

  probeIt('lets only the data layer reach the SDK client: components never call it', (check) => {
    const client = 'web/src/data/portal-api.ts';
    check(probe('web/src/features/cost/screens/deep/x.tsx', client), true);
    check(probe('web/src/features/cost/components/x.tsx', client), true);
    check(probe('web/src/shell/deep/x.tsx', client), true);
    check(probe('web/src/pages/x.tsx', client), true);
    check(probe('web/src/ui/crud/x.tsx', client), true);
    check(probe('web/src/dialogs/x.tsx', client), true);
    check(probe('web/src/features/cost/api/x.ts', client), false);
    check(probe('web/src/features/cost/api/deep/x.ts', client), false);
    check(probe('web/src/shell/api/x.ts', client), false);
    check(probe('web/src/shell/api/x.ts', 'web/src/app/routes.tsx'), true);
    check(probe('web/src/data/x.ts', client), false);
    // The whole portal, clients included, is the data layer's too; its services are everyone's.
    const context = 'web/src/lib/portal-context.tsx';
    check(
      refused(
        'web/src/features/office/screens/deep/x.tsx',
        importing('web/src/features/office/screens/deep/x.tsx', context, 'usePortalInternals'),
      ),
      true,
    );
    check(
      refused(
        'web/src/features/office/screens/deep/x.tsx',
        importing('web/src/features/office/screens/deep/x.tsx', context, 'usePortal'),
      ),
      false,
    );
    check(refused('web/src/data/x.ts', importing('web/src/data/x.ts', context, 'usePortalInternals')), false);
  });
});

describe('the reference backend: small functions', () => {
  const functionOf = (lines: number) =>
    `export function long(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines - 2)}  return n;\n}\n`;

  probeIt('refuses a function over 80 lines in mock-server/src, tests aside', (check) => {
    const rule = 'noExcessiveLinesPerFunction';
    check(refused('mock-server/src/domain/x.ts', functionOf(81), rule), true);
    check(refused('mock-server/src/seed/x.ts', functionOf(80), rule), false);
    check(refused('mock-server/src/x.test.ts', functionOf(120), rule), false);
  });
});
