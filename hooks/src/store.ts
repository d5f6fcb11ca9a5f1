/**
 * @portal/hooks/store: The foundation every controller stands on: the observable store, the clock
 * and request states. Framework-free; the React bindings are @portal/hooks/react.
 *
 * @packageDocumentation
 */

export type { Clock } from './core/clock.ts';
export type { RequestStatus } from './core/request-status.ts';
export { type Listener, type ReadableStore, Store } from './core/store.ts';
