import { defineProject } from 'vitest/config';
import { HANG_GUARDS } from '../scripts/vitest-guards.js';
import { databaseTests } from './scripts/database-tests.ts';

// On PostgreSQL (`./portal test`'s postgres step sets PORTAL_TEST_DATABASE_URL) only the files that
// run on the suite's database: the others never touch one and ran in the unit step already.
const onPostgres = Boolean(process.env.PORTAL_TEST_DATABASE_URL);

export default defineProject({
  test: {
    ...HANG_GUARDS,
    // Files share their worker (no fresh module graph and environment per file): they leave no
    // state behind them, and a fresh worker per file cost about half of the unit step's time.
    isolate: false,
    name: 'mock-server',
    environment: 'node',
    include: onPostgres ? databaseTests().onTheDatabase : ['src/**/*.test.ts'],
  },
});
