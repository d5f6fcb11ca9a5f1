/** The workspace's Vitest hang guards (vitest-guards.js). */
export declare const HANG_GUARDS: {
  readonly testTimeout: number;
  readonly hookTimeout: number;
  readonly teardownTimeout: number;
};
