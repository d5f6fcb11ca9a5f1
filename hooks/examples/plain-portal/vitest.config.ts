import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'hooks-example',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
  },
});
