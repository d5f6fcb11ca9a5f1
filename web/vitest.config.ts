import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Whole-app tests sign in and render lazy routes; on two busy cores that takes seconds.
    testTimeout: 45_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
