import { defineConfig } from 'vitest/config';

// One run for every unit suite; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      'sdk',
      'hooks',
      'hooks/examples/plain-portal',
      'web',
      'mock-server',
      'scripts',
      'tests/videos',
    ],
  },
});
