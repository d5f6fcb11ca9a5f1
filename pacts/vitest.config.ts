import { defineConfig } from 'vitest/config';
import { HANG_GUARDS } from '../scripts/vitest-guards.js';

// Pact's native core reads this in the test workers, which inherit the environment.
process.env.PACT_DO_NOT_TRACK ??= 'true';

/**
 * Three groups, run one after the other: the support code's own tests, then the consumer tests
 * write the pact files (into an emptied pacts/ folder), then the coverage check reads them against
 * the contracts and the calls the consumer's source makes. The group orders start
 * at 1 on purpose: Vitest runs single-worker files of group 0 after every numbered group.
 */
export default defineConfig({
  test: {
    ...HANG_GUARDS,
    environment: 'node',
    // Every test file merges its interactions into the same pact files: one file at a time.
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          // The support code itself: the consumer-call scanner and the SDK method → operation table.
          name: 'support',
          include: ['src/support/**/*.test.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'consumer',
          include: ['src/**/*.pact.test.ts'],
          globalSetup: ['src/support/clean-pacts.ts'],
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'coverage',
          include: ['src/**/*.check.test.ts'],
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
