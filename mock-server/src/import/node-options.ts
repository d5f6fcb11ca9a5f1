/**
 * The Node.js options an import of a large export runs with (`./portal import-focus`, and the
 * import bench, which measures what that command does). The import streams: it makes a great deal
 * of short-lived garbage (each row's fields and objects) and keeps little: at most
 * `PENDING_RESOURCE_DAYS` resource-days and as many resource ids (data/focus-import-repository.ts),
 * some tens of MB whatever the file. V8's young generation sized for that, 8 MB semi-spaces instead
 * of the default, collects most of it before it is promoted; and an old generation of 256 MB makes
 * V8 collect what is promoted instead of growing the heap towards its default limit (a million-row
 * month of 20,011 resources peaked at 707 MiB without it, 299 MiB with 192 MB, its live heap never
 * above some 130 MB).
 */
export const IMPORT_NODE_OPTIONS: readonly string[] = ['--max-semi-space-size=8', '--max-old-space-size=256'];

/** Whether this process runs with them. */
export const hasImportNodeOptions = (): boolean =>
  IMPORT_NODE_OPTIONS.every((option) => process.execArgv.includes(option));
