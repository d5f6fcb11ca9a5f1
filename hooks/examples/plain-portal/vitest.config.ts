import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'hooks-example',
    environment: 'jsdom',
    // The app signs in against the mock backend first; on two busy cores that takes seconds.
    testTimeout: 20_000,
    include: ['src/**/*.test.tsx'],
  },
});
