/**
 * What every Vitest project of the workspace shares (each project's vitest.config.ts spreads it
 * into its `test` options). Plain JavaScript with its declarations beside it
 * (vitest-guards.d.ts), so every package's configuration can import it without taking it into
 * its own TypeScript program.
 *
 * The timeouts are hang guards, not speed limits: a test that spawns processes, seeds an estate,
 * renders a whole app or reads the tree takes seconds on an idle machine and several times that
 * on a slow or busy one (CI runs beside other work), and no test may fail because the machine is
 * slow. Two minutes is the longest any test may run (docs/testing.md); a hook (a backend seeded,
 * a server started) gets three.
 */
export const HANG_GUARDS = Object.freeze({
  testTimeout: 120_000,
  hookTimeout: 180_000,
  teardownTimeout: 60_000,
});
