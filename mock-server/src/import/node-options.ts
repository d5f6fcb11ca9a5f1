/**
 * The Node.js options an import of a large export runs with (`./portal import-focus`, and the
 * import bench, which measures what that command does). The import streams: it makes a great deal
 * of short-lived garbage (each row's fields and objects) and keeps little (the sums per resource
 * and day). V8's young generation sized for that, 8 MB semi-spaces instead of the default, collects
 * it before it is promoted: a million-row import peaks about 100 MB lower, and runs no slower.
 */
export const IMPORT_NODE_OPTIONS: readonly string[] = ['--max-semi-space-size=8'];

/** Whether this process runs with them. */
export const hasImportNodeOptions = (): boolean =>
  IMPORT_NODE_OPTIONS.every((option) => process.execArgv.includes(option));
