import { defineConfig } from 'tsdown';

// The published build: ES modules with declarations, one entry per public door. The workspace
// itself imports the TypeScript sources; `pnpm pack` swaps in these files (publishConfig).
export default defineConfig({
  entry: { 'core/index': 'src/core/index.ts', 'react/index': 'src/react/index.ts' },
  format: 'esm',
  platform: 'neutral',
  target: 'es2023',
  dts: true,
  sourcemap: true,
  clean: true,
  outDir: 'dist',
  deps: { neverBundle: [/^@portal\/sdk/, /^react/] },
});
