/**
 * @portal/hooks/session: Signing in and staying signed in: the session and its token refresh, the
 * sign-in flow, the idle timer, the audit trail, the stored identity and personas. Framework-free;
 * the React bindings are @portal/hooks/react.
 *
 * @packageDocumentation
 */

export { type AuditPage, AuditTracker, type AuditTrackerOptions } from './core/audit-tracker.ts';
export { cookieSizeWarning } from './core/cookie-size.ts';
export { type IdlePhase, type IdleState, IdleTimer, type IdleTimerOptions } from './core/idle-timer.ts';
export type { IdTokenClaims } from './core/login-payload.ts';
export { PERSONAS_STORAGE_KEY, PersonaSelection, type PersonasState } from './core/personas.ts';
export {
  isAdminIdentity,
  type NotSwitched,
  type RefreshAnswer,
  Session,
  type SessionApi,
  type SessionNotice,
  type SessionOptions,
  type SessionState,
  type SessionStatus,
  type SignInResult,
  sessionScope,
} from './core/session.ts';
export {
  type IdentityAnswer,
  SignInFlow,
  type SignInFlowOptions,
  type SignInFlowState,
  type SignInRoutes,
} from './core/sign-in-flow.ts';
export { type KeyValueStorage, MemoryStorage, PortalStorage } from './core/web-storage.ts';
