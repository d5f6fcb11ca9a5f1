import { defineConfig } from 'vitest/config';

// One run for every unit suite; each package is a project with its own environment. Each test
// file runs in a worker process of its own; `pnpm test:unit` runs a worker per core
// (`--maxWorkers=100%`: a `maxWorkers` here does not reach the projects, and Vitest's default is one
// worker fewer than the cores, one file at a time on two). The backend suite on PostgreSQL
// (`./portal test`'s `postgres` step) keeps that default: the server does much of the work itself.
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
      'tests/components',
    ],
  },
});
