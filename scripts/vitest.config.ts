import { defineProject } from 'vitest/config';
import { HANG_GUARDS } from './vitest-guards.js';

export default defineProject({
  test: { ...HANG_GUARDS, isolate: false, name: 'workspace', environment: 'node', include: ['*.test.ts'] },
});
