import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { HANG_GUARDS } from '../../scripts/vitest-guards.js';

// The web app's screens in jsdom against the reference backend: web's own plugins (JSX, the
// vanilla-extract styles), the backend's modules as they are.
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    ...HANG_GUARDS,
    name: 'components',
    environment: 'jsdom',
    include: ['**/*.test.{ts,tsx}'],
    setupFiles: ['./setup.ts'],
  },
});
