export { ACTIVITY_EVENTS, type UseIdleTimerOptions, useIdleTimer } from './use-idle-timer.ts';
export { useStore } from './use-store.ts';
