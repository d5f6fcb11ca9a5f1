import { defineProject } from 'vitest/config';
import { HANG_GUARDS } from '../../scripts/vitest-guards.js';

export default defineProject({
  test: { ...HANG_GUARDS, isolate: false, name: 'videos', environment: 'node', include: ['*.test.ts'] },
});
