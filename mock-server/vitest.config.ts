import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A timeout here guards against a hang, it is no speed check: the suite seeds whole estates
    // (the large Contoso one twice over in seed/costs.test.ts) and runs again on PostgreSQL beside
    // other steps, where Vitest's 5 s and 10 s defaults failed a test that took 7.7 s on a busy
    // machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
