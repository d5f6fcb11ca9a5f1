import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { HANG_GUARDS } from '../scripts/vitest-guards.js';

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    ...HANG_GUARDS,
    // Files share their worker (no fresh module graph and environment per file): they leave no
    // state behind them, and a fresh worker per file cost about half of the unit step's time.
    isolate: false,
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/vitest-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
