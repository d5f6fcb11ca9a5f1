export { type Listener, type ReadableStore, Store } from './store.ts';
