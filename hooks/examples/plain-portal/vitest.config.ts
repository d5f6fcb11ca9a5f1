import { defineProject } from 'vitest/config';
import { HANG_GUARDS } from '../../../scripts/vitest-guards.js';

export default defineProject({
  test: {
    ...HANG_GUARDS,
    // Files share their worker (no fresh module graph and environment per file): they leave no
    // state behind them, and a fresh worker per file cost about half of the unit step's time.
    isolate: false,
    name: 'hooks-example',
    environment: 'jsdom',
    setupFiles: ['./src/vitest-setup.ts'],
    include: ['src/**/*.test.tsx'],
  },
});
