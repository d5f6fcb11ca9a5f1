import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The backend suite on PostgreSQL (`./portal test` sets PORTAL_TEST_DATABASE_URL for it): the
// server does much of the work itself, so that run keeps Vitest's default, one test file at a
// time on two cores, and leaves PostgreSQL the other core.
const onPostgres = Boolean(process.env.PORTAL_TEST_DATABASE_URL);

// One run for every unit suite; each package is a project with its own environment.
export default defineConfig({
  test: {
    // Each test file runs in a worker process of its own, several at a time; Vitest's default is
    // one worker fewer than the cores, which on two cores is one file at a time and one idle
    // core. Two at least (more cores keep the default).
    ...(onPostgres ? {} : { maxWorkers: Math.max(2, availableParallelism() - 1) }),
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
