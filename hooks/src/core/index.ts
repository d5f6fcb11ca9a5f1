export { AUDIT_EXCLUDED_PATHS, type AuditPage, AuditTracker, auditLabel } from './audit-tracker.ts';
export { type Clock, systemClock } from './clock.ts';
export {
  ACTIVITY_THROTTLE_MS,
  IDLE_CHECK_INTERVAL_MS,
  IDLE_WARNING_MS,
  type IdlePhase,
  type IdleState,
  IdleTimer,
  type IdleTimerOptions,
  KEEPALIVE_INTERVAL_MS,
} from './idle-timer.ts';
export { DEFAULT_HOMEPAGE, findHomepage, HOMEPAGE_TAGS, walkMenu } from './menu.ts';
export {
  IDENTITY_KEY,
  LOGIN_MESSAGES,
  PERSONAS_KEY,
  Session,
  type SessionApi,
  type SessionOptions,
  type SessionState,
  type SessionStatus,
  type SignInResult,
} from './session.ts';
export { type Listener, type ReadableStore, Store } from './store.ts';
export {
  type KeyValueStorage,
  MemoryStorage,
  PortalStorage,
  STORAGE_PREFIX,
  STORAGE_SEPARATOR,
  storageKey,
} from './web-storage.ts';
