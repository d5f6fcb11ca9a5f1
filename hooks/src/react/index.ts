export { ACTIVITY_EVENTS, type UseIdleTimerOptions, useIdleTimer } from './use-idle-timer.ts';
export { useLatest } from './use-latest.ts';
export { usePortalSession, type VisibilitySource } from './use-portal-session.ts';
export { shallowEqual, useStore } from './use-store.ts';
