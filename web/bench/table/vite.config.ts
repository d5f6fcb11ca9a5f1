import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../build/precompress.ts';

// The table page of the sorting benchmark (tests/bench/table.ts): the portal's DataTable over
// 100,000 rows, with the portal's build settings, into dist/__table (served by the backend like any
// built file, at /__table/index.html). Build it after the portal's build, which empties dist.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__table/',
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  logLevel: 'warn',
  build: {
    target: 'es2023',
    outDir: fileURLToPath(new URL('../../dist/__table', import.meta.url)),
    emptyOutDir: true,
  },
});
