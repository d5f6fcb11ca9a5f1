export { useStore } from './use-store.ts';
