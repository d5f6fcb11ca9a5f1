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
