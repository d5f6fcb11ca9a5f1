import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../build/precompress.ts';

// The baseline page of `./portal bench`: the portal's build settings, into dist/__baseline (served
// by the backend like any built file, at /__baseline/index.html).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__baseline/',
  plugins: [react(), precompress()],
  logLevel: 'warn',
  build: {
    target: 'es2023',
    outDir: fileURLToPath(new URL('../dist/__baseline', import.meta.url)),
    emptyOutDir: true,
  },
});
