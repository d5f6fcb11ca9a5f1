import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'videos', environment: 'node', include: ['*.test.ts'] },
});
