import { defineConfig } from 'tsdown';

// The published build: ES modules with declarations for the client and its testing helpers. The
// workspace imports the TypeScript sources; `pnpm pack` swaps in these files (publishConfig).
export default defineConfig({
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  format: 'esm',
  platform: 'neutral',
  target: 'es2023',
  dts: true,
  sourcemap: true,
  clean: true,
  outDir: 'dist',
  deps: {
    neverBundle: [/^openapi-fetch/, /^@urql\//, /^graphql/, /^msw/, /^@graphql-typed-document-node\//],
  },
});
