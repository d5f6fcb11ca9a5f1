import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

/** Lints a one-line module as if it lived at `path`; true when Biome refuses its import. */
function refused(path: string, source: string): boolean {
  const result = spawnSync(biome, ['lint', `--stdin-file-path=${path}`], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  return result.status !== 0 && `${result.stdout}${result.stderr}`.includes('noRestrictedImports');
}

describe('import boundaries (contracts → sdk → hooks → web)', () => {
  it('keeps React out of hooks/core', () => {
    expect(
      refused('hooks/src/core/x.ts', "import { useState } from 'react';\nexport const x = useState;\n"),
    ).toBe(true);
    expect(
      refused('hooks/src/react/x.ts', "import { useState } from 'react';\nexport const x = useState;\n"),
    ).toBe(false);
  });

  it('keeps web out of sdk and hooks, and hooks out of sdk', () => {
    const fromWeb = "import { x } from '@portal/web';\nexport const y = x;\n";
    expect(refused('hooks/src/core/x.ts', fromWeb)).toBe(true);
    expect(refused('hooks/src/react/x.ts', fromWeb)).toBe(true);
    expect(refused('sdk/src/x.ts', fromWeb)).toBe(true);
    expect(
      refused('sdk/src/x.ts', "import { Store } from '@portal/hooks/core';\nexport const y = Store;\n"),
    ).toBe(true);
    expect(
      refused('web/src/x.ts', "import { Store } from '@portal/hooks/core';\nexport const y = Store;\n"),
    ).toBe(false);
  });
});
