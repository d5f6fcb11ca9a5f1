import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The web app's screens in jsdom against the reference backend: web's own plugins (JSX, the
// vanilla-extract styles), the backend's modules as they are.
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'components',
    environment: 'jsdom',
    include: ['**/*.test.{ts,tsx}'],
    setupFiles: ['./setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
