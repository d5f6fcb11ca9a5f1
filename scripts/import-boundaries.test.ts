import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');
const useReact = "import { useState } from 'react';\nexport const x = useState;\n";
const useWeb = "import { x } from '@portal/web';\nexport const y = x;\n";
const useHooks = "import { Store } from '@portal/hooks/core';\nexport const y = Store;\n";

/** Lints a small module placed at `path` for the moment; true when Biome refuses its import. */
function refused(path: string, source: string): boolean {
  // Biome matches its per-folder overrides against paths relative to the workspace root.
  const probe = path.replace(/\.ts$/, `.boundary-probe-${process.pid}.ts`);
  writeFileSync(join(root, probe), source);
  try {
    const result = spawnSync(biome, ['lint', probe], { cwd: root, encoding: 'utf8' });
    return result.status !== 0 && `${result.stdout}${result.stderr}`.includes('noRestrictedImports');
  } finally {
    rmSync(join(root, probe), { force: true });
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
    expect(refused('mock-server/src/services/x.ts', useSdk)).toBe(true);
    expect(refused('mock-server/src/services/x.ts', useContract)).toBe(false);
    expect(refused('mock-server/src/x.test.ts', useSdk)).toBe(false);
  });
});

describe('web folders one way (app → features → shared)', () => {
  const useApp = "import { routes } from '../app/routes.tsx';\nexport const y = routes;\n";
  const useShell =
    "import { ShellLayout } from '../shell/shell-layout.tsx';\nexport const y = ShellLayout;\n";
  const useLib = "import { usePortal } from '../lib/portal-context.tsx';\nexport const y = usePortal;\n";

  it('keeps the app layer out of features and shared code', () => {
    expect(refused('web/src/pages/x.ts', useApp)).toBe(true);
    expect(refused('web/src/lib/x.ts', useApp)).toBe(true);
    expect(refused('web/src/ui/x.ts', useShell)).toBe(true);
  });

  it('lets the frame compose features but not features reach back into the frame', () => {
    expect(refused('web/src/session/x.ts', useShell)).toBe(true);
    expect(refused('web/src/dialogs/x.ts', useShell)).toBe(true);
    expect(refused('web/src/app/x.ts', useShell)).toBe(false);
    expect(refused('web/src/pages/x.ts', useLib)).toBe(false);
  });
});
